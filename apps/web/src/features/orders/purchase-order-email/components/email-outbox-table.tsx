import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailStatus, type OutboundEmail } from '@portal/contracts';
import {
  Button,
  Dialog,
  IconButton,
  Message,
  ProgressSpinner,
  Tag,
  type TagSeverity,
} from '../../../../components/ui';
import { LoadFailure } from '../../../../components/table/load-failure';
import { useFormat } from '../../../../lib/i18n-format';
import { downloadEmailAttachment, useEmailOutbox } from '../api/purchase-order-email';
import '../purchase-order-email.css';

const PAGE_SIZE = 25;

const STATUS_VIEW: Readonly<Record<number, { key: string; severity: TagSeverity }>> = {
  [EmailStatus.ids.QUEUED]: { key: 'purchaseOrderEmail.statusQueued', severity: 'info' },
  [EmailStatus.ids.SENT]: { key: 'purchaseOrderEmail.statusSent', severity: 'success' },
  [EmailStatus.ids.HELD]: { key: 'purchaseOrderEmail.statusHeld', severity: 'warning' },
  [EmailStatus.ids.FAILED]: { key: 'purchaseOrderEmail.statusFailed', severity: 'danger' },
};

export interface EmailOutboxTableProps {
  /** One order's mails; all of them when unset. */
  readonly orderId?: number;
  /** The table's accessible name. */
  readonly label: string;
}

function MailDialog({
  email,
  onClose,
}: {
  readonly email: OutboundEmail | null;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      header={email ? t('purchaseOrderEmail.mailOf', { to: email.toAddress }) : ''}
      visible={email !== null}
      onHide={onClose}
      style={{ width: 'min(44rem, 96vw)' }}
    >
      {email ? (
        <dl className="purchase-order-email__facts">
          <dt>{t('purchaseOrderEmail.to')}</dt>
          <dd>{email.toAddress}</dd>
          <dt>{t('purchaseOrderEmail.subject')}</dt>
          <dd>{email.subject}</dd>
          <dt>{t('purchaseOrderEmail.attachment')}</dt>
          <dd>{email.attachmentName ?? ''}</dd>
          <dt>{t('purchaseOrderEmail.message')}</dt>
          <dd>
            <pre className="purchase-order-email__body">{email.body}</pre>
          </dd>
        </dl>
      ) : null}
    </Dialog>
  );
}

/**
 * The outbox (decision 170): each mail with its order, seller, address, subject and status — sent, queued (with
 * the last attempt's failure), held without a mail server, or failed — its text, and its PDF to download.
 */
export function EmailOutboxTable({ orderId, label }: EmailOutboxTableProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const [reading, setReading] = useState<OutboundEmail | null>(null);
  const outbox = useEmailOutbox({ ...(orderId === undefined ? {} : { orderId }), page, size: PAGE_SIZE });
  const data = outbox.data;
  if (!data) {
    return outbox.error ? (
      <LoadFailure error={outbox.error} subject="emails" onRetry={() => void outbox.refetch()} />
    ) : (
      <div role="status" aria-label={t('common.loading')}>
        <ProgressSpinner style={{ width: '2rem', height: '2rem' }} />
      </div>
    );
  }
  const pages = Math.max(1, Math.ceil(data.total / PAGE_SIZE));
  return (
    <div className="email-outbox">
      {data.rows.length === 0 ? (
        <Message severity="info" text={t('purchaseOrderEmail.noEmails')} />
      ) : (
        <table aria-label={label}>
          <thead>
            <tr>
              <th scope="col">{t('purchaseOrderEmail.created')}</th>
              {orderId === undefined ? <th scope="col">{t('purchaseOrderEmail.order')}</th> : null}
              <th scope="col">{t('purchaseOrderEmail.seller')}</th>
              <th scope="col">{t('purchaseOrderEmail.to')}</th>
              <th scope="col">{t('purchaseOrderEmail.subject')}</th>
              <th scope="col">{t('purchaseOrderEmail.status')}</th>
              <th scope="col">{t('purchaseOrderEmail.sentAt')}</th>
              <th scope="col">{t('purchaseOrderEmail.by')}</th>
              <th scope="col">{t('purchaseOrderEmail.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((email) => {
              const status = STATUS_VIEW[email.statusId];
              return (
                <tr key={email.id}>
                  <td>{format.dateTime(email.createdAt)}</td>
                  {orderId === undefined ? <td>{email.orderNumber ?? ''}</td> : null}
                  <td>{email.sellerCompanyName ?? ''}</td>
                  <td>{email.toAddress}</td>
                  <td>{email.subject}</td>
                  <td>
                    {status ? <Tag value={t(status.key)} severity={status.severity} /> : null}
                    {email.failureReason && email.statusId !== EmailStatus.ids.SENT ? (
                      <div>
                        <small>{t('purchaseOrderEmail.retryReason', { reason: email.failureReason })}</small>
                      </div>
                    ) : null}
                  </td>
                  <td>{format.dateTime(email.sentAt)}</td>
                  <td>{email.createdByUserName ?? ''}</td>
                  <td>
                    <div className="email-outbox__actions">
                      <IconButton
                        icon="open"
                        label={t('purchaseOrderEmail.viewMail', { to: email.toAddress })}
                        onClick={() => setReading(email)}
                      />
                      {email.hasAttachment ? (
                        <IconButton
                          icon="download"
                          label={t('purchaseOrderEmail.downloadPdf', { name: email.attachmentName ?? '' })}
                          onClick={() => void downloadEmailAttachment(email)}
                        />
                      ) : null}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {pages > 1 ? (
        <div className="email-outbox__pager">
          <Button
            type="button"
            label={t('purchaseOrderEmail.previousPage')}
            text
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          />
          <span>{t('purchaseOrderEmail.page', { page, pages })}</span>
          <Button
            type="button"
            label={t('purchaseOrderEmail.nextPage')}
            text
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          />
        </div>
      ) : null}
      <MailDialog email={reading} onClose={() => setReading(null)} />
    </div>
  );
}
