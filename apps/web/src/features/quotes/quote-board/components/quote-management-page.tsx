import { useTranslation } from 'react-i18next';
import {
  FlowEntity,
  formatQuoteNumber,
  QuoteReturnStatus,
  QuoteStatus,
  type QuoteRow,
} from '@portal/contracts';
import {
  ListScreen,
  openRowAction,
  useDeleteRowAction,
  useList,
  type ListColumn,
  type RowAction,
} from '../../../../components/table';
import { useFormat } from '../../../../lib/i18n-format';
import { useLabels } from '../../../../lib/i18n-labels';
import { useQuoteListFilters } from '../../common/quote-list';
import { usePublishedWithinFilter, useQuoteDateColumns } from './quote-board-lists';
import { toRowAction, useStatusTransitions, type StatusCallWords } from '../../common/status-transitions';
import {
  quoteManagementList,
  useChangeQuoteStatus,
  useDeleteQuote,
  useQuoteViews,
  type QuoteListStatusCall,
} from '../api/quote-board';
import { quoteConstructionPath, useOpenQuoteConstruction } from '../../quote-construction';
import { StatusTag } from '../../../../components/status';
import './quote-board.css';

const Q = QuoteStatus.ids;

/** The status calls a row offers (the transitions table's menu rows), with their words (quoteBoard.*). */
type ManagementStatusCall = Extract<QuoteListStatusCall, 'quote.cancel' | 'quote.reinstate'>;
const STATUS_CALL_WORDS: Readonly<Record<ManagementStatusCall, StatusCallWords>> = {
  'quote.cancel': { icon: 'deactivate', label: 'cancelRecord', done: 'cancelled', verb: 'cancel' },
  'quote.reinstate': { icon: 'restore', label: 'reinstateRecord', done: 'reinstated', verb: 'reinstate' },
};

/**
 * Decision 150: a quote is deleted while in WIP or cancelled; a published one may be coming back from the buyer and
 * a processed one has its order.
 */
export function canDeleteQuote(statusId: number): boolean {
  return statusId === Q.WIP || statusId === Q.CANCELLED;
}

/**
 * /quotes/quote-management (spec 001 §2, super admin): every quote (CQ), paged, sorted and filtered on the server
 * (quotePageableResult), with its views per status (quoteViews); a row opens the construction workspace; cancel,
 * reinstate and delete, each confirmed (spec 001 §8).
 */
export function QuoteManagementPage() {
  const { t } = useTranslation();
  const labels = useLabels();
  const format = useFormat();
  const deleteAction = useDeleteRowAction({
    header: t('quoteBoard.deleteTitle'),
    subject: 'quote',
    failed: 'Quote Delete',
  });
  const list = useList('quoteManagement', quoteManagementList);
  const filters = useQuoteListFilters<typeof list.table.query>(QuoteStatus);
  const returns = labels.options(QuoteReturnStatus);
  const publishedWithin = usePublishedWithinFilter<typeof list.table.query>();
  const [publishedAt, updatedAt] = useQuoteDateColumns<QuoteRow>({ sortable: true });
  const changeStatus = useChangeQuoteStatus();
  const views = useQuoteViews();
  const deleteQuote = useDeleteQuote();
  const statusChoices = useStatusTransitions({
    entity: FlowEntity.QUOTE,
    calls: STATUS_CALL_WORDS,
    area: 'quoteBoard',
    subject: 'quote',
    title: 'Quote',
    change: (call, record) => changeStatus.mutateAsync({ call, record }),
  });
  const numberOf = (row: QuoteRow) => formatQuoteNumber('CQ', row.quoteNumber);
  // Entering a quote others are in is confirmed first (spec 001 §8 'in use by others').
  const openQuote = useOpenQuoteConstruction();
  const open = (row: QuoteRow) => openQuote(row.id);

  const actionsOf = (row: QuoteRow): RowAction[] => {
    const number = numberOf(row);
    return [
      openRowAction(t('quoteBoard.open', { number }), () => open(row)),
      // A returned quote's row offers what the table allows without its return facts: cancel.
      ...statusChoices(row, number).map(toRowAction),
      deleteAction({
        label: t('quoteBoard.deleteRecord', { number }),
        hidden: !canDeleteQuote(row.statusId),
        name: number,
        run: () => deleteQuote.mutateAsync(row.id),
      }),
    ];
  };

  const columns: ListColumn<QuoteRow>[] = [
    {
      key: 'quoteNumber',
      header: t('quoteBoard.number'),
      sortField: 'quoteNumber',
      body: (row) => (
        <a
          href={`#${quoteConstructionPath(row.id)}`}
          onClick={(event) => {
            event.preventDefault();
            open(row);
          }}
        >
          {numberOf(row)}
        </a>
      ),
    },
    { key: 'jobName', header: t('quoteBoard.jobName'), sortField: 'jobName' },
    { key: 'buyerCompanyName', header: t('quoteBoard.buyerCompany'), sortField: 'buyerCompanyName' },
    { key: 'ownerUserName', header: t('quoteBoard.owner'), priority: 3 },
    {
      key: 'status',
      header: t('quoteBoard.status'),
      sortField: 'statusId',
      body: (row) => <StatusTag enumeration={QuoteStatus} statusId={row.statusId} />,
    },
    {
      key: 'returnStatus',
      header: t('quoteBoard.returnStatus'),
      priority: 2,
      body: (row) => labels.enumeration(QuoteReturnStatus, row.returnStatusId),
    },
    {
      key: 'items',
      header: t('quoteBoard.items'),
      priority: 2,
      body: (row) => format.integer(row.itemCount),
    },
    {
      key: 'buyerSubtotal',
      header: t('quoteBoard.buyerSubtotal'),
      priority: 2,
      body: (row) => format.money(row.buyerSubtotal),
    },
    { key: 'revision', header: t('quoteBoard.revision'), priority: 3, defaultHidden: true },
    {
      key: 'province',
      header: t('quoteBoard.province'),
      priority: 3,
      body: (row) => row.provinceName ?? '',
    },
    publishedAt,
    updatedAt,
  ];

  return (
    <ListScreen
      filters={[
        ...filters,
        { type: 'select', name: 'returnStatusId', label: t('quoteBoard.returnStatus'), options: returns },
        publishedWithin,
      ]}
      {...list}
      columns={columns}
      rowActions={actionsOf}
      statusViews={{ statuses: QuoteStatus, counts: views.data, label: t('quoteBoard.views') }}
    />
  );
}
