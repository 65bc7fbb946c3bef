import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import {
  failedTitle,
  findTransition,
  FlowEntity,
  formatQuoteNumber,
  QuoteRequestStatus,
  RequestPurpose,
  ROUTES,
  type QuoteRequestRow,
} from '@portal/contracts';
import {
  ListScreen,
  useDeleteRowAction,
  useList,
  useRecordEditor,
  type ListColumn,
  type RowAction,
} from '../../../../components/table';
import { useToast } from '../../../../components/ui';
import { failureMessage } from '../../../../lib/failure-message';
import { useLabels } from '../../../../lib/i18n-labels';
import { recordLocation } from '../../../../lib/record-routes';
import { useQuoteListColumns, useQuoteListFilters } from '../../common/quote-list';
import { toRowAction, useStatusTransitions, type StatusCallWords } from '../../common/status-transitions';
import {
  quoteRequestList,
  useChangeQuoteRequestStatus,
  useDeleteQuoteRequest,
  useStartStandardization,
  type QuoteRequestStatusCall,
} from '../api/quote-requests';
import { QuoteRequestEditorDialog } from './quote-request-editor-dialog';

const S = QuoteRequestStatus.ids;

/** Each status call's words (quoteRequests.*) and the failure's verb (spec 001 §8). */
const STATUS_CALL_WORDS: Readonly<Record<QuoteRequestStatusCall, StatusCallWords>> = {
  'quoteRequest.cancel': { icon: 'deactivate', label: 'cancel', done: 'cancelled', verb: 'cancel' },
  'quoteRequest.reinstate': { icon: 'restore', label: 'reinstate', done: 'reinstated', verb: 'reinstate' },
  'quoteRequest.archive': { icon: 'history', label: 'archive', done: 'archived', verb: 'update' },
};

/**
 * /quotes/quote-request-management (spec 001 §2, super admin): every request, paged, sorted and filtered on the
 * server, on the list kit; status changes through the transitions table with its confirmations.
 */
export function QuoteRequestManagementPage() {
  const { t } = useTranslation();
  const labels = useLabels();
  const toast = useToast();
  const list = useList('quoteRequests', quoteRequestList);
  const deleteAction = useDeleteRowAction({
    header: t('quoteRequests.deleteTitle'),
    subject: 'quote request',
    failed: 'Quote Request Delete',
  });
  const changeStatus = useChangeQuoteRequestStatus();
  const deleteRequest = useDeleteQuoteRequest();
  const startStandardization = useStartStandardization();
  const navigate = useNavigate();
  const { search } = useLocation();
  const shared = useQuoteListColumns<QuoteRequestRow>(QuoteRequestStatus);
  const filters = useQuoteListFilters<typeof list.table.query>(QuoteRequestStatus);
  const statusChoices = useStatusTransitions({
    entity: FlowEntity.QUOTE_REQUEST,
    calls: STATUS_CALL_WORDS,
    area: 'quoteRequests',
    subject: 'quote request',
    title: 'Quote Request',
    change: (call, record) => changeStatus.mutateAsync({ call, record }),
  });
  const numberOf = (row: QuoteRequestRow) => formatQuoteNumber('QR', row.quoteNumber);
  const editor = useRecordEditor(t('quoteRequests.newRequest'));

  const actionsOf = (row: QuoteRequestRow): RowAction[] => {
    const number = numberOf(row);
    // Archive is a workflow row (decision 135), not a menu one: the list offers it where the table has it.
    const archive = findTransition(FlowEntity.QUOTE_REQUEST, row.statusId, S.ARCHIVED);
    const statusActions = statusChoices(row, number, archive ? [archive] : []).map(toRowAction);
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
        onClick: () => editor.edit(row.id),
      },
      ...statusActions,
      deleteAction({
        label: t('quoteRequests.deleteRecord', { number }),
        hidden: row.statusId === S.PROCESSED,
        name: number,
        run: () => deleteRequest.mutateAsync(row.id),
      }),
    ];
  };

  const columns: ListColumn<QuoteRequestRow>[] = [
    { key: 'quoteNumber', header: t('quoteRequests.number'), sortField: 'quoteNumber', body: numberOf },
    { key: 'jobName', header: t('quoteRequests.jobName'), sortField: 'jobName' },
    { key: 'buyerCompanyName', header: t('quoteRequests.buyerCompany'), sortField: 'buyerCompanyName' },
    { key: 'buyerUserName', header: t('quoteRequests.buyerUser'), priority: 3 },
    { key: 'ownerUserName', header: t('quoteRequests.owner'), priority: 3 },
    shared.status,
    shared.matching,
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
    shared.quoteBackDate,
    shared.updatedAt,
  ];

  return (
    <ListScreen
      filters={[...filters, { type: 'boolean', name: 'qto', label: t('quoteRequests.qto') }]}
      {...list}
      {...editor.newButton}
      columns={columns}
      rowActions={actionsOf}
    >
      <QuoteRequestEditorDialog requestId={editor.target} onClose={editor.close} />
    </ListScreen>
  );
}
