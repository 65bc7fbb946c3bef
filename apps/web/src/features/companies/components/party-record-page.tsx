import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { ActionLogType, CompanyType, ROUTES } from '@portal/contracts';
import { RecordPage } from '../../../components/record/record-page';
import { recordIdOf } from '../../../lib/record-routes';
import { useCompany } from '../api/get-company';
import { useTransporter } from '../api/get-transporter';
import { PartyEditorForm, type PartyKind } from './party-editor-dialog';
import './companies.css';

/** The record's id from the address; null when the address holds no valid id. */
function useRecordId(): number | null {
  return recordIdOf(useParams().id);
}

/**
 * /users/company-management/:id and /users/transporter-management/:id (decision 122): one company or transporter
 * at its own address, edited with the same form as the list's dialog; a save stays on the record.
 */
function PartyRecordPage({ kind, id }: { readonly kind: PartyKind; readonly id: number }) {
  const { t } = useTranslation();
  const isCompany = kind === 'company';
  const company = useCompany(isCompany ? id : null);
  const transporter = useTransporter(isCompany ? null : id);
  const loaded = isCompany ? company : transporter;
  const record = loaded.data;
  return (
    <RecordPage
      listRoute={isCompany ? ROUTES.companyManagement : ROUTES.transporterManagement}
      title={record?.name}
      read={loaded}
      subject={kind}
      entityType={isCompany ? ActionLogType.ids.COMPANY : ActionLogType.ids.TRANSPORTER}
      entityId={id}
    >
      {({ onDirtyChange, leave }) =>
        record ? (
          <PartyEditorForm
            // A newer version (a save, a refresh, another user's change) starts the form again from what is stored.
            key={`${record.id}-${record.version}`}
            kind={kind}
            header={t(`companies.${kind}EditTitle`)}
            record={record}
            defaultCompanyTypeId={CompanyType.ids.BUYER}
            onClose={leave}
            // The page is the record's home: after a save it stays, showing what is stored now.
            onSaved={() => undefined}
            onRefresh={() => void loaded.refetch()}
            onDirtyChange={onDirtyChange}
          />
        ) : null
      }
    </RecordPage>
  );
}

export function CompanyRecordPage() {
  const id = useRecordId();
  return id === null ? <Navigate to={ROUTES.notFound} replace /> : <PartyRecordPage kind="company" id={id} />;
}

export function TransporterRecordPage() {
  const id = useRecordId();
  return id === null ? (
    <Navigate to={ROUTES.notFound} replace />
  ) : (
    <PartyRecordPage kind="transporter" id={id} />
  );
}
