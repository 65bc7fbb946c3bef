import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES, Role } from '@portal/contracts';
import { PageHeader } from '../../../../components/layout/page-header';
import { useSession } from '../../../../lib/auth';
import { EmailOutboxTable } from './email-outbox-table';

/**
 * /orders/email-outbox (decision 170): every mail the portal has sent or holds, newest first, for all staff; a
 * super admin also finds the template's editor here.
 */
export function EmailOutboxPage() {
  const { t } = useTranslation();
  const session = useSession();
  const canEditTemplate = session.user?.roleId === Role.ids.SUPER_ADMIN;
  const title = t('purchaseOrderEmail.outboxTitle');
  return (
    <section className="screen email-outbox-screen">
      <PageHeader
        title={title}
        actions={
          canEditTemplate ? (
            <Link to={ROUTES.emailTemplates}>{t('purchaseOrderEmail.editTemplate')}</Link>
          ) : null
        }
      />
      <div className="surface-panel">
        <EmailOutboxTable label={title} />
      </div>
    </section>
  );
}
