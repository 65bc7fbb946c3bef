import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import {
  BackgroundProcessStatus,
  CompanyType,
  confirmationMessage,
  DeliveryMethod,
  failedTitle,
  findTransition,
  FlowEntity,
  formatQuoteNumber,
  QuoteRequestStatus,
  quoteRequestListQuerySchema,
  RequestPurpose,
  ROUTES,
  transitionLabelKey,
  transitionsFrom,
  type QuoteRequestRow,
  type Transition,
} from '@portal/contracts';
import { ListScreen, useConfirmDelete, type ListColumn, type RowAction } from '../../../../components/table';
import { Tag, useConfirm, useToast, type IconName } from '../../../../components/ui';
import { useSession } from '../../../../lib/auth';
import { failureMessage } from '../../../../lib/failure-message';
import { useLabels } from '../../../../lib/i18n-labels';
import { useFormat } from '../../../../lib/i18n-format';
import { searchCompanies, useReferenceOptions } from '../../../../lib/reference-data';
import { recordLocation } from '../../../../lib/record-routes';
import { useUrlTableState } from '../../../../lib/use-url-table-state';
import {
  STATUS_CALLS,
  useChangeQuoteRequestStatus,
  useDeleteQuoteRequest,
  useQuoteRequestPage,
  useStartStandardization,
  type QuoteRequestStatusCall,
} from '../api/quote-requests';
import { QuoteRequestEditorDialog } from './quote-request-editor-dialog';

const S = QuoteRequestStatus.ids;
const STATUS_SEVERITY: Record<number, 'success' | 'info' | 'warning' | 'danger' | 'secondary'> = {
  [S.COMPLETE]: 'info',
  [S.PICKED_UP]: 'warning',
  [S.PROCESSED]: 'success',
  [S.CANCELLED]: 'danger',
  [S.ARCHIVED]: 'secondary',
};
const MATCHING_SEVERITY: Record<number, 'success' | 'info' | 'warning' | 'danger' | 'secondary'> = {
  [BackgroundProcessStatus.ids.NA]: 'secondary',
  [BackgroundProcessStatus.ids.SUCCESS]: 'success',
  [BackgroundProcessStatus.ids.PENDING]: 'warning',
  [BackgroundProcessStatus.ids.FAILED]: 'danger',
};
/** Each status call's row action: its icon, its words (quoteRequests.*) and the failure's verb (spec 001 §8). */
const STATUS_ACTIONS: Record<
  QuoteRequestStatusCall,
  { icon: IconName; label: string; done: string; verb: 'cancel' | 'reinstate' | 'update' }
> = {
  'quoteRequest.cancel': { icon: 'deactivate', label: 'cancel', done: 'cancelled', verb: 'cancel' },
  'quoteRequest.reinstate': { icon: 'restore', label: 'reinstate', done: 'reinstated', verb: 'reinstate' },
  'quoteRequest.archive': { icon: 'history', label: 'archive', done: 'archived', verb: 'update' },
};

function isStatusCall(key: string): key is QuoteRequestStatusCall {
  return key in STATUS_CALLS;
}

/**
 * /quotes/quote-request-management (spec 001 §2, super admin): every request, paged, sorted and filtered on the
 * server, on the list kit; status changes through the transitions table with its confirmations.
 */
export function QuoteRequestManagementPage() {
  const { t } = useTranslation();
  const labels = useLabels();
  const format = useFormat();
  const { roleId } = useSession();
  const confirm = useConfirm();
  const toast = useToast();
  const confirmDelete = useConfirmDelete();
  const table = useUrlTableState(quoteRequestListQuerySchema);
  const page = useQuoteRequestPage(table.query);
  const changeStatus = useChangeQuoteRequestStatus();
  const deleteRequest = useDeleteQuoteRequest();
  const startStandardization = useStartStandardization();
  const navigate = useNavigate();
  const { search } = useLocation();
  const provinces = useReferenceOptions('provinces');
  const numberOf = (row: QuoteRequestRow) => formatQuoteNumber('QR', row.quoteNumber);
  const [editing, setEditing] = useState<number | 'new' | null>(null);

  const runTransition = (row: QuoteRequestRow, transition: Transition & { key: QuoteRequestStatusCall }) => {
    const number = numberOf(row);
    const action = STATUS_ACTIONS[transition.key];
    const run = () =>
      changeStatus.mutateAsync({ call: transition.key, id: row.id }).then(
        () => toast.showSuccess(t(`quoteRequests.${action.done}`, { number })),
        (error: unknown) =>
          toast.showError(failureMessage(error, action.verb, 'quote request'), failedTitle('Quote Request')),
      );
    if (transition.confirmation === null) {
      void run();
      return;
    }
    confirm({
      header: t(transitionLabelKey(transition.label), { defaultValue: transition.label }),
      message: confirmationMessage(transition.confirmation, number),
      acceptLabel: t('common.yes'),
      rejectLabel: t('common.no'),
      onAccept: () => void run(),
    });
  };

  const actionsOf = (row: QuoteRequestRow): RowAction[] => {
    const number = numberOf(row);
    const menu =
      roleId === null || roleId === undefined
        ? []
        : transitionsFrom(FlowEntity.QUOTE_REQUEST, row.statusId, roleId);
    // Archive is a workflow row (decision 135), not a menu one: the list offers it where the table has it.
    const archive = findTransition(FlowEntity.QUOTE_REQUEST, row.statusId, S.ARCHIVED);
    const statusActions = [...menu, ...(archive ? [archive] : [])].flatMap((transition): RowAction[] => {
      const key = transition.key;
      if (!isStatusCall(key)) return [];
      const action = STATUS_ACTIONS[key];
      return [
        {
          key,
          icon: action.icon,
          label: t(`quoteRequests.${action.label}`, { number }),
          tone: key === 'quoteRequest.cancel' ? 'danger' : 'default',
          onClick: () => runTransition(row, { ...transition, key }),
        },
      ];
    });
    const openStandardization = (standardizedQuoteId: number) =>
      void navigate(recordLocation(ROUTES.standardizedQuoteManagement, standardizedQuoteId, search));
    return [
      {
        key: 'standardize',
        icon: 'open',
        label: t(
          row.standardizedQuoteId === null
            ? 'quoteRequests.standardize'
            : 'quoteRequests.openStandardization',
          {
            number,
          },
        ),
        // A request waiting for staff (complete) is picked up here; a picked-up or processed one opens its own.
        hidden: row.standardizedQuoteId === null && row.statusId !== S.COMPLETE,
        onClick: () => {
          if (row.standardizedQuoteId !== null) {
            openStandardization(row.standardizedQuoteId);
            return;
          }
          startStandardization.mutateAsync(row.id).then(
            (started) => openStandardization(started.id),
            (error: unknown) =>
              toast.showError(
                failureMessage(error, 'create', 'standardized quote'),
                failedTitle('Standardized Quote'),
              ),
          );
        },
      },
      {
        key: 'edit',
        icon: 'edit',
        label: t('quoteRequests.editRecord', { number }),
        // Processed, cancelled and archived requests are read-only (decision 135).
        hidden: row.statusId !== S.COMPLETE && row.statusId !== S.PICKED_UP,
        onClick: () => setEditing(row.id),
      },
      ...statusActions,
      {
        key: 'delete',
        icon: 'delete',
        label: t('quoteRequests.deleteRecord', { number }),
        tone: 'danger',
        hidden: row.statusId === S.PROCESSED,
        onClick: () =>
          confirmDelete({
            header: t('quoteRequests.deleteTitle'),
            subject: 'quote request',
            name: number,
            failed: 'Quote Request Delete',
            run: () => deleteRequest.mutateAsync(row.id),
          }),
      },
    ];
  };

  const columns: ListColumn<QuoteRequestRow>[] = [
    { key: 'quoteNumber', header: t('quoteRequests.number'), sortField: 'quoteNumber', body: numberOf },
    { key: 'jobName', header: t('quoteRequests.jobName'), sortField: 'jobName' },
    { key: 'buyerCompanyName', header: t('quoteRequests.buyerCompany'), sortField: 'buyerCompanyName' },
    { key: 'buyerUserName', header: t('quoteRequests.buyerUser'), priority: 3 },
    { key: 'ownerUserName', header: t('quoteRequests.owner'), priority: 3 },
    {
      key: 'status',
      header: t('quoteRequests.status'),
      sortField: 'statusId',
      body: (row) => (
        <Tag
          value={labels.enumeration(QuoteRequestStatus, row.statusId)}
          severity={STATUS_SEVERITY[row.statusId] ?? 'info'}
        />
      ),
    },
    {
      key: 'matching',
      header: t('quoteRequests.matching'),
      priority: 2,
      body: (row) => (
        <Tag
          value={labels.enumeration(BackgroundProcessStatus, row.matchingStatusId)}
          severity={MATCHING_SEVERITY[row.matchingStatusId] ?? 'secondary'}
        />
      ),
    },
    {
      key: 'purpose',
      header: t('quoteRequests.purpose'),
      priority: 3,
      body: (row) => labels.enumeration(RequestPurpose, row.requestPurposeId),
    },
    {
      key: 'province',
      header: t('quoteRequests.province'),
      priority: 2,
      body: (row) =>
        [row.city, labels.label('province', row.provinceId, row.provinceName)].filter(Boolean).join(', '),
    },
    {
      key: 'quoteBackDate',
      header: t('quoteRequests.quoteBackDate'),
      sortField: 'quoteBackDate',
      priority: 2,
      body: (row) => format.date(row.quoteBackDate),
    },
    {
      key: 'updatedAt',
      header: t('quoteRequests.updated'),
      sortField: 'updatedAt',
      priority: 3,
      body: (row) => format.date(row.updatedAt),
    },
  ];

  return (
    <ListScreen
      title={t('quoteRequests.title')}
      newLabel={t('quoteRequests.newRequest')}
      onNew={() => setEditing('new')}
      table={table}
      result={page}
      columns={columns}
      filtersLabel={t('quoteRequests.filters')}
      filters={[
        { type: 'search', name: 'search', label: t('quoteRequests.search') },
        {
          type: 'select',
          name: 'statusId',
          label: t('quoteRequests.status'),
          options: labels.options(QuoteRequestStatus),
        },
        {
          type: 'lookup',
          name: 'buyerCompanyId',
          label: t('quoteRequests.buyerCompany'),
          search: (text) => searchCompanies(text, { companyTypeId: CompanyType.ids.BUYER }),
        },
        { type: 'select', name: 'provinceId', label: t('quoteRequests.province'), options: provinces },
        {
          type: 'select',
          name: 'requestPurposeId',
          label: t('quoteRequests.purpose'),
          options: labels.options(RequestPurpose),
        },
        {
          type: 'select',
          name: 'deliveryMethodId',
          label: t('quoteRequests.deliveryMethod'),
          options: labels.options(DeliveryMethod),
        },
        { type: 'boolean', name: 'qto', label: t('quoteRequests.qto') },
      ]}
      tableKey="quoteRequests"
      subject="quote request list"
      rowActions={actionsOf}
    >
      <QuoteRequestEditorDialog requestId={editing} onClose={() => setEditing(null)} />
    </ListScreen>
  );
}
