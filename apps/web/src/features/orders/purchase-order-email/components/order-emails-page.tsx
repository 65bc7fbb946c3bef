import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '@portal/contracts';
import { PageHeader } from '../../../../components/layout/page-header';
import { RecordIdRoute } from '../../../../components/record/record-id-route';
import { RecordReadStatus } from '../../../../components/record/record-read-status';
import { iconClass } from '../../../../components/ui';
import { useOrderForEmails } from '../api/purchase-order-email';
import { EmailOutboxTable } from './email-outbox-table';
import { SendPurchaseOrderButton } from './send-purchase-order-button';

function OrderEmailsScreen({ id }: { readonly id: number }) {
  const { t } = useTranslation();
  const read = useOrderForEmails(id);
  const order = read.data;
  const title = order
    ? `${t('purchaseOrderEmail.outboxOfOrder')} — ${order.formattedNumber}`
    : t('purchaseOrderEmail.outboxOfOrder');
  return (
    <section className="screen order-emails-screen">
      <Link to={ROUTES.emailOutbox}>
        <i className={iconClass('back')} aria-hidden="true" /> {t('purchaseOrderEmail.openOutbox')}
      </Link>
      <PageHeader title={title} actions={order ? <SendPurchaseOrderButton order={order} /> : null} />
      <div className="surface-panel">
        {order ? (
          <EmailOutboxTable orderId={order.id} label={title} />
        ) : (
          <RecordReadStatus read={read} subject="order" />
        )}
      </div>
    </section>
  );
}

/**
 * /orders/email-outbox/:id (decision 170): one order's purchase-order mails and its 'Send PO', linked from the
 * order's screens; the order workspace mounts the same button in its toolbar.
 */
export function OrderEmailsPage() {
  return <RecordIdRoute>{(id) => <OrderEmailsScreen id={id} />}</RecordIdRoute>;
}
