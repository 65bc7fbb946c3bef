import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  ActionLogType,
  FlowEntity,
  formatQuoteNumber,
  ROUTES,
  StandardizedQuoteStatus,
  type StandardizedQuote,
} from '@portal/contracts';
import { RecordPage } from '../../../../components/record/record-page';
import { useConfirmDelete } from '../../../../components/table';
import { Button, iconClass, Tag } from '../../../../components/ui';
import { useLabels } from '../../../../lib/i18n-labels';
import { listLocation, recordIdOf } from '../../../../lib/record-routes';
import { useStatusTransitions } from '../../common/status-transitions';
import {
  useChangeStandardizedQuoteStatus,
  useDeleteStandardizedQuote,
  useStandardizedQuote,
} from '../api/standardized-quotes';
import { STANDARDIZED_QUOTE_STATUS_SEVERITY, STATUS_CALL_WORDS } from './status-actions';
import { StandardizationWorkspace } from './standardization-workspace';
import './standardization.css';

interface HeaderActionsProps {
  readonly record: StandardizedQuote;
}

/** The record's status and what can be done to it as a whole: cancel, reinstate, delete (spec 001 §7, §8). */
function HeaderActions({ record }: HeaderActionsProps) {
  const { t } = useTranslation();
  const labels = useLabels();
  const confirmDelete = useConfirmDelete();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const changeStatus = useChangeStandardizedQuoteStatus();
  const deleteQuote = useDeleteStandardizedQuote();
  const statusChoices = useStatusTransitions({
    entity: FlowEntity.STANDARDIZED_QUOTE,
    calls: STATUS_CALL_WORDS,
    area: 'standardization',
    subject: 'standardized quote',
    title: 'Standardized Quote',
    change: (call, id) => changeStatus.mutateAsync({ call, id }),
  });
  const number = formatQuoteNumber('SQ', record.quoteNumber);

  return (
    <div className="standardization-header">
      <Tag
        value={labels.enumeration(StandardizedQuoteStatus, record.statusId)}
        severity={STANDARDIZED_QUOTE_STATUS_SEVERITY[record.statusId] ?? 'info'}
      />
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
      {/* Once complete its quote exists (decision 140); processed ones only show their items (spec 001 §4). */}
      {record.statusId !== StandardizedQuoteStatus.ids.COMPLETE &&
      record.statusId !== StandardizedQuoteStatus.ids.PROCESSED ? (
        <Button
          type="button"
          label={t('common.delete')}
          icon={iconClass('delete')}
          severity="danger"
          text
          onClick={() =>
            confirmDelete({
              header: t('standardization.deleteTitle'),
              subject: 'standardized quote',
              name: number,
              failed: 'Standardized Quote Delete',
              run: () =>
                deleteQuote
                  .mutateAsync(record.id)
                  .then(() => navigate(listLocation(ROUTES.standardizedQuoteManagement, searchParams))),
            })
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
