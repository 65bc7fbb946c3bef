import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  EmailStatus,
  Language,
  ROUTES,
  type EmailPreviewRequest,
  type OrderRecord,
  type OutboundEmail,
} from '@portal/contracts';
import { Button, Dialog, iconClass, InputText, Message, ProgressSpinner } from '../../../../components/ui';
import { failureMessage } from '../../../../lib/failure-message';
import { translateMessage } from '../../../../lib/i18n-labels';
import {
  downloadEmailAttachment,
  useEmailOutbox,
  usePurchaseOrderPreview,
  useSendPurchaseOrder,
} from '../api/purchase-order-email';
import '../purchase-order-email.css';

/** What the dialog needs of an order: its number and its sellers (GET order/{id} or a dashboard row). */
export type PurchaseOrderOrder = Pick<OrderRecord, 'id' | 'formattedNumber'> & {
  readonly subOrders: ReadonlyArray<
    Pick<OrderRecord['subOrders'][number], 'sellerCompanyId' | 'sellerCompanyName'>
  >;
};

export interface SendPurchaseOrderDialogProps {
  readonly order: PurchaseOrderOrder;
  readonly isOpen: boolean;
  /** The seller chosen when the dialog opens (a sub-order's row); the first seller otherwise. */
  readonly initialSellerCompanyId?: number;
  readonly onClose: () => void;
}

/** The sent mail's status as its result line says it, read from the outbox as the send job moves it on. */
function ResultMessage({ email }: { readonly email: OutboundEmail }) {
  const { t } = useTranslation();
  const outbox = useEmailOutbox({ orderId: email.orderId ?? undefined, size: 25 });
  const current = outbox.data?.rows.find((row) => row.id === email.id) ?? email;
  switch (current.statusId) {
    case EmailStatus.ids.SENT:
      return <Message severity="success" text={t('purchaseOrderEmail.sent', { to: current.toAddress })} />;
    case EmailStatus.ids.HELD:
      return <Message severity="warn" text={t('purchaseOrderEmail.held')} />;
    case EmailStatus.ids.FAILED:
      return (
        <Message
          severity="error"
          text={t('purchaseOrderEmail.failed', { reason: current.failureReason ?? '' })}
        />
      );
    default:
      return <Message severity="info" text={t('purchaseOrderEmail.queued', { to: current.toAddress })} />;
  }
}

/**
 * 'Send PO' (issue 15; decisions 169, 170): the purchase order of one seller of the order — choose the seller and
 * the address printed on it, read the mail as it will go (subject, text, PDF name), send, and see it leave. Once
 * sent, the dialog shows the outbox's status of that mail and offers its PDF. Its content mounts with each
 * opening, so every opening starts again from the seller asked for.
 */
export function SendPurchaseOrderDialog({
  order,
  isOpen,
  initialSellerCompanyId,
  onClose,
}: SendPurchaseOrderDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      header={t('purchaseOrderEmail.dialogTitle', { number: order.formattedNumber })}
      visible={isOpen}
      onHide={onClose}
      style={{ width: 'min(48rem, 96vw)' }}
    >
      {!isOpen ? null : order.subOrders.length === 0 ? (
        <Message severity="warn" text={t('purchaseOrderEmail.noSeller')} />
      ) : (
        <SendPurchaseOrderForm
          order={order}
          initialSellerCompanyId={initialSellerCompanyId ?? order.subOrders[0]?.sellerCompanyId}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function SendPurchaseOrderForm({
  order,
  initialSellerCompanyId,
  onClose,
}: {
  readonly order: PurchaseOrderOrder;
  readonly initialSellerCompanyId: number | undefined;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [sellerCompanyId, setSellerCompanyId] = useState(initialSellerCompanyId);
  const [address, setAddress] = useState('');
  const [sent, setSent] = useState<OutboundEmail | null>(null);
  const send = useSendPurchaseOrder();

  const request = useMemo<EmailPreviewRequest | null>(
    () =>
      sellerCompanyId !== undefined && sent === null
        ? { orderNumber: order.formattedNumber, sellerCompanyId, geocodeAddress: address.trim() || null }
        : null,
    [sellerCompanyId, order.formattedNumber, address, sent],
  );
  const preview = usePurchaseOrderPreview(request);

  const handleSend = () => {
    if (sellerCompanyId === undefined) return;
    send.mutate(
      { orderNumber: order.formattedNumber, sellerCompanyId, geocodeAddress: address.trim() || null },
      { onSuccess: (email) => setSent(email) },
    );
  };

  return (
    <div className="purchase-order-email">
      <fieldset className="purchase-order-email__sellers" disabled={sent !== null}>
        <legend>{t('purchaseOrderEmail.seller')}</legend>
        {order.subOrders.map((subOrder) => (
          <label key={subOrder.sellerCompanyId} className="purchase-order-email__seller">
            <input
              type="radio"
              name={`${id}-seller`}
              value={subOrder.sellerCompanyId}
              checked={sellerCompanyId === subOrder.sellerCompanyId}
              onChange={() => setSellerCompanyId(subOrder.sellerCompanyId)}
            />
            <span>{subOrder.sellerCompanyName}</span>
          </label>
        ))}
      </fieldset>
      <div className="form-field form-field--wide">
        <label htmlFor={`${id}-address`}>{t('purchaseOrderEmail.address')}</label>
        <InputText
          id={`${id}-address`}
          value={address}
          maxLength={500}
          disabled={sent !== null}
          aria-describedby={`${id}-address-hint`}
          onChange={(event) => setAddress(event.target.value)}
        />
        <small id={`${id}-address-hint`}>{t('purchaseOrderEmail.addressHint')}</small>
      </div>

      {sent ? (
        <div className="purchase-order-email__result" role="status">
          <ResultMessage email={sent} />
          <div className="purchase-order-email__result-actions">
            {sent.hasAttachment ? (
              <Button
                type="button"
                icon={iconClass('download')}
                label={t('purchaseOrderEmail.downloadPdf', { name: sent.attachmentName ?? '' })}
                severity="secondary"
                outlined
                onClick={() => void downloadEmailAttachment(sent)}
              />
            ) : null}
            {sent.orderId === null ? null : (
              <Link to={`${ROUTES.emailOutbox}/${sent.orderId}`}>{t('purchaseOrderEmail.openOutbox')}</Link>
            )}
          </div>
        </div>
      ) : (
        <section className="purchase-order-email__preview" aria-label={t('purchaseOrderEmail.preview')}>
          <h3>{t('purchaseOrderEmail.preview')}</h3>
          {preview.isPending && request ? (
            <div role="status" aria-label={t('purchaseOrderEmail.previewLoading')}>
              <ProgressSpinner style={{ width: '2rem', height: '2rem' }} />
            </div>
          ) : preview.error ? (
            <Message
              severity="error"
              text={translateMessage(failureMessage(preview.error, 'load', 'purchase order'))}
            />
          ) : preview.data ? (
            <dl className="purchase-order-email__facts">
              <dt>{t('purchaseOrderEmail.to')}</dt>
              <dd>{preview.data.to}</dd>
              <dt>{t('purchaseOrderEmail.language')}</dt>
              <dd>
                {preview.data.languageId === Language.ids.FRENCH
                  ? t('purchaseOrderEmail.french')
                  : t('purchaseOrderEmail.english')}
              </dd>
              <dt>{t('purchaseOrderEmail.subject')}</dt>
              <dd>{preview.data.subject}</dd>
              <dt>{t('purchaseOrderEmail.attachment')}</dt>
              <dd>{preview.data.attachmentName}</dd>
              <dt>{t('purchaseOrderEmail.message')}</dt>
              <dd>
                <pre className="purchase-order-email__body">{preview.data.body}</pre>
              </dd>
            </dl>
          ) : null}
          {send.error ? (
            <Message
              severity="error"
              text={translateMessage(failureMessage(send.error, 'create', 'purchase order email'))}
            />
          ) : null}
        </section>
      )}
      <div className="form-actions">
        <Button
          type="button"
          label={t('purchaseOrderEmail.close')}
          severity="secondary"
          text
          onClick={onClose}
        />
        {sent ? null : (
          <Button
            type="button"
            label={t('purchaseOrderEmail.send')}
            icon={iconClass('forward')}
            loading={send.isPending}
            disabled={!preview.data || send.isPending}
            onClick={handleSend}
          />
        )}
      </div>
    </div>
  );
}
