import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  ActionLogType,
  formatQuoteNumber,
  ROUTES,
  StandardizedQuoteStatus,
  type StandardizedQuote,
} from '@portal/contracts';
import { RecordPage } from '../../../../components/record/record-page';
import { Button, iconClass } from '../../../../components/ui';
import { listLocation, recordIdOf } from '../../../../lib/record-routes';
import { useStandardizedQuote } from '../api/standardized-quotes';
import { canDeleteStandardizedQuote, useStandardizedQuoteActions } from './status-actions';
import { StandardizationWorkspace } from './standardization-workspace';
import './standardization.css';
import { StatusTag } from '../../../../components/status';

interface HeaderActionsProps {
  readonly record: StandardizedQuote;
}

/** The record's status and what can be done to it as a whole: cancel, reinstate, delete (spec 001 §7, §8). */
function HeaderActions({ record }: HeaderActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { statusChoices, remove } = useStandardizedQuoteActions();
  const number = formatQuoteNumber('SQ', record.quoteNumber);

  return (
    <div className="standardization-header">
      <StatusTag enumeration={StandardizedQuoteStatus} statusId={record.statusId} />
      {statusChoices(record, number).map((choice) => (
        <Button
          key={choice.key}
          type="button"
          label={choice.shortLabel}
          icon={iconClass(choice.icon)}
          severity={choice.tone === 'danger' ? 'danger' : 'secondary'}
          outlined
          onClick={choice.choose}
        />
      ))}
      {canDeleteStandardizedQuote(record.statusId) ? (
        <Button
          type="button"
          label={t('common.delete')}
          icon={iconClass('delete')}
          severity="danger"
          text
          onClick={() =>
            remove(
              record.id,
              number,
              () => void navigate(listLocation(ROUTES.standardizedQuoteManagement, searchParams)),
            )
          }
        />
      ) : null}
    </div>
  );
}

function StandardizationRecord({ id }: { readonly id: number }) {
  const { t } = useTranslation();
  const read = useStandardizedQuote(id);
  const record = read.data;
  return (
    <RecordPage
      listRoute={ROUTES.standardizedQuoteManagement}
      listTitle={t('standardization.title')}
      title={record ? `${formatQuoteNumber('SQ', record.quoteNumber)} — ${record.jobName}` : undefined}
      read={read}
      subject="standardized quote"
      entityType={ActionLogType.ids.STANDARDIZED_QUOTE}
      entityId={id}
      actions={record ? <HeaderActions record={record} /> : undefined}
    >
      {({ onDirtyChange }) =>
        record ? (
          <StandardizationWorkspace
            key={record.id}
            record={record}
            reload={async () => (await read.refetch()).data}
            onDirtyChange={onDirtyChange}
          />
        ) : null
      }
    </RecordPage>
  );
}

/**
 * /quotes/standardized-quote-management/:id (spec 001 §2, super admin): the standardization workspace at its own
 * address (decision 122), opened from the lists, the board and the table.
 */
export function StandardizationPage() {
  const id = recordIdOf(useParams().id);
  return id === null ? <Navigate to={ROUTES.notFound} replace /> : <StandardizationRecord id={id} />;
}
