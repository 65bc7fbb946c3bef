import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import {
  BackgroundProcessStatus,
  CompanyType,
  confirmationMessage,
  DeliveryMethod,
  failedTitle,
  FlowEntity,
  formatQuoteNumber,
  RequestPurpose,
  ROUTES,
  StandardizedQuoteStatus,
  standardizedQuoteListQuerySchema,
  transitionLabelKey,
  transitionsFrom,
  type StandardizedQuoteRow,
} from '@portal/contracts';
import { RecordLink } from '../../../../components/record/record-link';
import { ListScreen, useConfirmDelete, type ListColumn, type RowAction } from '../../../../components/table';
import { Tag, useConfirm, useToast } from '../../../../components/ui';
import { useSession } from '../../../../lib/auth';
import { failureMessage } from '../../../../lib/failure-message';
import { useFormat } from '../../../../lib/i18n-format';
import { translateMessage, useLabels } from '../../../../lib/i18n-labels';
import { recordLocation } from '../../../../lib/record-routes';
import { searchCompanies, useReferenceOptions } from '../../../../lib/reference-data';
import { useUrlTableState } from '../../../../lib/use-url-table-state';
import {
  isStatusCall,
  useChangeStandardizedQuoteStatus,
  useDeleteStandardizedQuote,
  useStandardizedQuotePage,
  useStandardizedQuoteViews,
} from '../api/standardized-quotes';
import { STANDARDIZED_QUOTE_STATUS_SEVERITY, STATUS_ACTIONS } from './status-actions';
import './standardization.css';

const MATCHING_SEVERITY: Readonly<Record<number, 'success' | 'warning' | 'danger' | 'secondary'>> = {
  [BackgroundProcessStatus.ids.NA]: 'secondary',
  [BackgroundProcessStatus.ids.SUCCESS]: 'success',
  [BackgroundProcessStatus.ids.PENDING]: 'warning',
  [BackgroundProcessStatus.ids.FAILED]: 'danger',
};

/** The list's views (standardizedQuoteViews): one button per status with its count; the status filter they set. */
function StatusViews({
  statusId,
  onSelect,
}: {
  readonly statusId: number | undefined;
  readonly onSelect: (statusId: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const labels = useLabels();
  const views = useStandardizedQuoteViews();
  const counts = new Map((views.data ?? []).map((view) => [view.statusId, view.count]));
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  const entries: Array<{ id: number | undefined; label: string; count: number }> = [
    { id: undefined, label: t('standardization.allViews'), count: total },
    ...labels.options(StandardizedQuoteStatus).map((option) => ({
      id: option.id,
      label: option.name,
      count: counts.get(option.id) ?? 0,
    })),
  ];
  return (
    <div className="status-views" role="group" aria-label={t('standardization.views')}>
      {entries.map((entry) => (
        <button
          key={entry.id ?? 'all'}
          type="button"
          className="status-views__view"
          aria-pressed={statusId === entry.id}
          onClick={() => onSelect(entry.id)}
        >
          {t('standardization.viewCount', { status: entry.label, count: entry.count })}
        </button>
      ))}
    </div>
  );
}

/**
 * /quotes/standardized-quote-management (spec 001 §2, super admin): every standardized quote, paged, sorted and
 * filtered on the server, with its views per status; a row opens the standardization workspace at its own
 * address; cancel, reinstate and delete (confirmed) from the row.
 */
export function StandardizedQuoteManagementPage() {
  const { t } = useTranslation();
  const labels = useLabels();
  const format = useFormat();
  const { roleId } = useSession();
  const confirm = useConfirm();
  const toast = useToast();
  const navigate = useNavigate();
  const { search } = useLocation();
  const confirmDelete = useConfirmDelete();
  const table = useUrlTableState(standardizedQuoteListQuerySchema);
  const page = useStandardizedQuotePage(table.query);
  const changeStatus = useChangeStandardizedQuoteStatus();
  const deleteQuote = useDeleteStandardizedQuote();
  const provinces = useReferenceOptions('provinces');
  const numberOf = (row: StandardizedQuoteRow) => formatQuoteNumber('SQ', row.quoteNumber);

  const actionsOf = (row: StandardizedQuoteRow): RowAction[] => {
    const number = numberOf(row);
    const transitions =
      roleId === null || roleId === undefined
        ? []
        : transitionsFrom(FlowEntity.STANDARDIZED_QUOTE, row.statusId, roleId);
    const statusActions = transitions.flatMap((transition): RowAction[] => {
      const key = transition.key;
      if (!isStatusCall(key)) return [];
      const action = STATUS_ACTIONS[key];
      const run = () =>
        changeStatus.mutateAsync({ call: key, id: row.id }).then(
          () => toast.showSuccess(t(`standardization.${action.done}`, { number })),
          (error: unknown) =>
            toast.showError(
              translateMessage(failureMessage(error, action.verb, 'standardized quote')),
              failedTitle('Standardized Quote'),
            ),
        );
      return [
        {
          key,
          icon: action.icon,
          label: t(`standardization.${action.label}`, { number }),
          tone: key === 'standardizedQuote.cancel' ? 'danger' : 'default',
          onClick: () =>
            transition.confirmation === null
              ? void run()
              : confirm({
                  header: t(transitionLabelKey(transition.label), { defaultValue: transition.label }),
                  message: translateMessage(confirmationMessage(transition.confirmation, number)),
                  acceptLabel: t('common.yes'),
                  rejectLabel: t('common.no'),
                  onAccept: () => void run(),
                }),
        },
      ];
    });
    return [
      {
        key: 'open',
        icon: 'open',
        label: t('standardization.open', { number }),
        onClick: () => void navigate(recordLocation(ROUTES.standardizedQuoteManagement, row.id, search)),
      },
      ...statusActions,
      {
        key: 'delete',
        icon: 'delete',
        label: t('standardization.deleteRecord', { number }),
        tone: 'danger',
        // Once complete its quote exists (decision 140); processed ones only show their items (spec 001 §4).
        hidden:
          row.statusId === StandardizedQuoteStatus.ids.COMPLETE ||
          row.statusId === StandardizedQuoteStatus.ids.PROCESSED,
        onClick: () =>
          confirmDelete({
            header: t('standardization.deleteTitle'),
            subject: 'standardized quote',
            name: number,
            failed: 'Standardized Quote Delete',
            run: () => deleteQuote.mutateAsync(row.id),
          }),
      },
    ];
  };

  const columns: ListColumn<StandardizedQuoteRow>[] = [
    {
      key: 'quoteNumber',
      header: t('standardization.number'),
      sortField: 'quoteNumber',
      body: (row) => (
        <RecordLink listRoute={ROUTES.standardizedQuoteManagement} id={row.id}>
          {numberOf(row)}
        </RecordLink>
      ),
    },
    { key: 'jobName', header: t('standardization.jobName'), sortField: 'jobName' },
    { key: 'buyerCompanyName', header: t('standardization.buyerCompany'), sortField: 'buyerCompanyName' },
    { key: 'ownerUserName', header: t('standardization.owner'), priority: 3 },
    {
      key: 'status',
      header: t('standardization.status'),
      sortField: 'statusId',
      body: (row) => (
        <Tag
          value={labels.enumeration(StandardizedQuoteStatus, row.statusId)}
          severity={STANDARDIZED_QUOTE_STATUS_SEVERITY[row.statusId] ?? 'info'}
        />
      ),
    },
    {
      key: 'matching',
      header: t('standardization.matching'),
      priority: 2,
      body: (row) => (
        <Tag
          value={labels.enumeration(BackgroundProcessStatus, row.matchingStatusId)}
          severity={MATCHING_SEVERITY[row.matchingStatusId] ?? 'secondary'}
        />
      ),
    },
    {
      key: 'items',
      header: t('standardization.items'),
      priority: 2,
      body: (row) => t('standardization.progress', { reviewed: row.reviewedCount, count: row.itemCount }),
    },
    {
      key: 'province',
      header: t('standardization.province'),
      priority: 3,
      body: (row) => row.provinceName ?? '',
    },
    {
      key: 'quoteBackDate',
      header: t('standardization.quoteBackDate'),
      sortField: 'quoteBackDate',
      priority: 2,
      body: (row) => format.date(row.quoteBackDate),
    },
    {
      key: 'updatedAt',
      header: t('standardization.updated'),
      sortField: 'updatedAt',
      priority: 3,
      body: (row) => format.date(row.updatedAt),
    },
  ];

  return (
    <ListScreen
      title={t('standardization.title')}
      table={table}
      result={page}
      columns={columns}
      filtersLabel={t('standardization.filters')}
      filters={[
        { type: 'search', name: 'search', label: t('standardization.search') },
        {
          type: 'select',
          name: 'statusId',
          label: t('standardization.status'),
          options: labels.options(StandardizedQuoteStatus),
        },
        {
          type: 'lookup',
          name: 'buyerCompanyId',
          label: t('standardization.buyerCompany'),
          search: (text) => searchCompanies(text, { companyTypeId: CompanyType.ids.BUYER }),
        },
        {
          type: 'select',
          name: 'matchingStatusId',
          label: t('standardization.matching'),
          options: labels.options(BackgroundProcessStatus),
        },
        { type: 'select', name: 'provinceId', label: t('standardization.province'), options: provinces },
        {
          type: 'select',
          name: 'requestPurposeId',
          label: t('standardization.purpose'),
          options: labels.options(RequestPurpose),
        },
        {
          type: 'select',
          name: 'deliveryMethodId',
          label: t('standardization.deliveryMethod'),
          options: labels.options(DeliveryMethod),
        },
      ]}
      tableKey="standardizedQuotes"
      subject="standardized quote list"
      rowActions={actionsOf}
      beforeTable={
        <StatusViews
          statusId={table.query.statusId}
          onSelect={(statusId) => table.update({ statusId: statusId ?? null })}
        />
      }
    />
  );
}
