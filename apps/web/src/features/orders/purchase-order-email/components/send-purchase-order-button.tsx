import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, iconClass } from '../../../../components/ui';
import { SendPurchaseOrderDialog, type PurchaseOrderOrder } from './send-purchase-order-dialog';

export interface SendPurchaseOrderButtonProps {
  readonly order: PurchaseOrderOrder;
  /** A sub-order's row: the dialog opens on its seller (the label names it). */
  readonly sellerCompanyId?: number;
  readonly disabled?: boolean;
}

/**
 * 'Send PO' for the order workspace's toolbar (or a sub-order's row, with its seller): opens the send dialog
 * (decisions 169, 170). Mount it where the order is read; it needs only the order's number and sellers.
 */
export function SendPurchaseOrderButton({ order, sellerCompanyId, disabled }: SendPurchaseOrderButtonProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const sellerName = order.subOrders.find(
    (subOrder) => subOrder.sellerCompanyId === sellerCompanyId,
  )?.sellerCompanyName;
  const label = t('purchaseOrderEmail.sendButton');
  return (
    <>
      <Button
        type="button"
        label={label}
        {...(sellerName ? { 'aria-label': `${label} ${sellerName}` } : {})}
        icon={iconClass('forward')}
        severity="secondary"
        outlined
        disabled={disabled ?? order.subOrders.length === 0}
        onClick={() => setIsOpen(true)}
      />
      <SendPurchaseOrderDialog
        order={order}
        isOpen={isOpen}
        {...(sellerCompanyId === undefined ? {} : { initialSellerCompanyId: sellerCompanyId })}
        onClose={() => setIsOpen(false)}
      />
    </>
  );
}
