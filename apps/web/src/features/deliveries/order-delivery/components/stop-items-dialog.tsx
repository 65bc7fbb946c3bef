import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryStop } from '@portal/contracts';
import { Button, Dialog } from '../../../../components/ui';
import { useFormat } from '../../../../lib/i18n-format';

export interface StopItemsDialogProps {
  readonly stop: DeliveryStop;
  /** The stop's place in the delivery as the user sees it. */
  readonly sequence: number;
  readonly isSaving: boolean;
  readonly onSave: (itemIds: number[]) => void;
  readonly onClose: () => void;
}

/**
 * A pickup stop's items (spec 000 §4 'stop items'): its seller's items of its order, those on the stop preselected,
 * those on another delivery disabled. Save sends the stop's whole list (updateOrderDeliveryItems).
 */
export function StopItemsDialog({ stop, sequence, isSaving, onSave, onClose }: StopItemsDialogProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [picked, setPicked] = useState<ReadonlySet<number>>(
    () => new Set(stop.subOrderItems.filter((item) => item.preselected).map((item) => item.id)),
  );
  const toggle = (id: number) =>
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Dialog
      visible
      header={t('orderDelivery.stopItemsTitle', { sequence })}
      modal
      onHide={onClose}
      style={{ width: 'min(48rem, 96vw)' }}
      footer={
        <>
          <Button
            type="button"
            label={t('orderDelivery.cancel')}
            severity="secondary"
            text
            onClick={onClose}
          />
          <Button
            type="button"
            label={t('orderDelivery.saveStopItems')}
            loading={isSaving}
            disabled={isSaving}
            onClick={() => onSave([...picked])}
          />
        </>
      }
    >
      <table className="order-delivery__table" aria-label={t('orderDelivery.editStopItems', { sequence })}>
        <thead>
          <tr>
            <th scope="col" className="order-delivery__check">
              <span className="visually-hidden">{t('orderDelivery.stopItems')}</span>
            </th>
            <th scope="col">{t('orderDelivery.product')}</th>
            <th scope="col">{t('orderDelivery.size')}</th>
            <th scope="col" className="order-delivery__number">
              {t('orderDelivery.quantity')}
            </th>
            <th scope="col">{t('orderDelivery.onDelivery')}</th>
          </tr>
        </thead>
        <tbody>
          {stop.subOrderItems.map((item) => (
            <tr key={item.id} className={item.disabled ? 'order-delivery__row--disabled' : undefined}>
              <td className="order-delivery__check">
                <input
                  type="checkbox"
                  aria-label={t('orderDelivery.pickStopItem', {
                    product: item.productName,
                    size: item.productSizeName,
                  })}
                  checked={picked.has(item.id)}
                  disabled={item.disabled}
                  onChange={() => toggle(item.id)}
                />
              </td>
              <td>{item.productName}</td>
              <td>{item.productSizeName}</td>
              <td className="order-delivery__number">{format.decimal(item.quantity)}</td>
              <td>
                {item.disabled && item.deliveryNumber
                  ? t('orderDelivery.onAnotherDelivery', { number: item.deliveryNumber })
                  : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}
