import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  CompanyType,
  failedTitle,
  FlowEntity,
  formatQuoteNumber,
  QuoteBoardColumn,
  QuoteEntityType,
  QuoteRequestStatus,
  QuoteReturnStatus,
  QuoteStatus,
  ROUTES,
  StandardizedQuoteStatus,
  type GenericQuoteQuery,
  type GenericQuoteRow,
  type QuoteCard,
  type Transition,
} from '@portal/contracts';
import {
  Board,
  useBoardLimits,
  useListView,
  ViewToggle,
  type CardSubject,
} from '../../../../components/board';
import { PageHeader } from '../../../../components/layout';
import { ListChangeNotice, useListChangeNotice } from '../../../../components/live';
import {
  FilterFields,
  FilterToolbar,
  ListTable,
  ListTools,
  ClearFiltersButton,
  type FilterSpec,
  type ListColumn,
  type RowAction,
  useList,
} from '../../../../components/table';
import { Button, Tag, useToast, type TagSeverity } from '../../../../components/ui';
import { useSession } from '../../../../lib/auth';
import { failureMessage } from '../../../../lib/failure-message';
import { useLabels, type AnyEnumeration } from '../../../../lib/i18n-labels';
import { newIdempotencyKey } from '../../../../lib/idempotency-key';
import { searchCompanies } from '../../../../lib/reference-data';
import { recordLocation } from '../../../../lib/record-routes';
import { decideRouteAccess } from '../../../../lib/route-access';
import {
  CARDS_KEY,
  GENERIC_KEY,
  genericQuoteList,
  isQuoteListStatusCall,
  useChangeQuoteStatus,
  useGenericQuoteFilter,
  useQuoteCalls,
  useQuoteCards,
  type QuoteCardFilters,
} from '../api/quote-board';
import { quoteConstructionPath, useOpenQuoteConstruction } from '../../quote-construction';
import { useStartStandardization } from '../../quote-requests';
import { usePlaceOrder } from '../../quote-return';
import { QuoteCardBody } from './quote-card';
import { usePublishedWithinFilter, useQuoteDateColumns } from './quote-board-lists';
import './quote-board.css';

const C = QuoteBoardColumn.ids;
/** The board's columns, left to right: the quote's way from construction to its order (decision 156). */
const BOARD_COLUMNS = [C.WIP, C.AWAITING_RETURN, C.RETURNED, C.PROCESSED, C.CANCELLED];
const COLUMN_WORDS: Readonly<Record<number, string>> = {
  [C.WIP]: 'quoteBoard.columns.wip',
  [C.AWAITING_RETURN]: 'quoteBoard.columns.awaitingReturn',
  [C.RETURNED]: 'quoteBoard.columns.returned',
  [C.PROCESSED]: 'quoteBoard.columns.processed',
  [C.CANCELLED]: 'quoteBoard.columns.cancelled',
};
/** spec 001 §2: each view has its own route; the toggle moves between them keeping the filters (decision 107). */
const VIEW_PATHS = { board: ROUTES.quoteBoard, table: ROUTES.quoteTable } as const;

const E = QuoteEntityType.ids;
/** Each stage's statuses (spec 001 §4 numbers them per stage). */
const STAGE_STATUSES: Readonly<Record<number, AnyEnumeration>> = {
  [E.QUOTE_REQUEST]: QuoteRequestStatus,
  [E.STANDARDIZED_QUOTE]: StandardizedQuoteStatus,
  [E.QUOTE]: QuoteStatus,
};
const STAGE_CODES: Readonly<Record<number, 'QR' | 'SQ' | 'CQ'>> = {
  [E.QUOTE_REQUEST]: 'QR',
  [E.STANDARDIZED_QUOTE]: 'SQ',
  [E.QUOTE]: 'CQ',
};

const QR = QuoteRequestStatus.ids;
/** A table row's opening that picks the request up into the standardization workspace (decision 200). */
const STANDARDIZE = 'standardize';
/** Requests that have, or may get, a standardized quote to work: waiting, picked up, processed. */
const STANDARDIZABLE_REQUEST_STATUSES: readonly number[] = [QR.COMPLETE, QR.PICKED_UP, QR.PROCESSED];
const SQ = StandardizedQuoteStatus.ids;
const CQ = QuoteStatus.ids;
/** Each stage's statuses as tag tones: work to do, waiting, done, gone. */
const STAGE_SEVERITIES: Readonly<Record<number, Readonly<Record<number, TagSeverity>>>> = {
  [E.QUOTE_REQUEST]: {
    [QR.COMPLETE]: 'info',
    [QR.PICKED_UP]: 'warning',
    [QR.PROCESSED]: 'success',
    [QR.CANCELLED]: 'danger',
    [QR.ARCHIVED]: 'secondary',
  },
  [E.STANDARDIZED_QUOTE]: {
    [SQ.WIP]: 'warning',
    [SQ.COMPLETE]: 'info',
    [SQ.PROCESSED]: 'success',
    [SQ.CANCELLED]: 'danger',
    [SQ.PICKED_UP]: 'info',
    [SQ.ARCHIVED]: 'secondary',
  },
  [E.QUOTE]: {
    [CQ.WIP]: 'warning',
    [CQ.COMPLETE]: 'info',
    [CQ.PROCESSED]: 'success',
    [CQ.CANCELLED]: 'danger',
  },
};

/** What the toast says after each call the board makes. */
const DONE_WORDS: Readonly<Record<string, string>> = {
  'quote.cancel': 'quoteBoard.cancelled',
  'quote.reinstate': 'quoteBoard.reinstated',
  'quote.moveBackToWip': 'quoteBoard.movedToWip',
};
const FAILURE_VERBS: Readonly<Record<string, 'cancel' | 'reinstate' | 'update' | 'place'>> = {
  'quote.cancel': 'cancel',
  'quote.reinstate': 'reinstate',
  'quote.moveBackToWip': 'update',
  'quote.placeOrder': 'place',
};

function useFilterSpecs(view: 'board' | 'table', query: GenericQuoteQuery): FilterSpec<GenericQuoteQuery>[] {
  const { t } = useTranslation();
  const labels = useLabels();
  const options = useGenericQuoteFilter();
  const publishedWithin = usePublishedWithinFilter<GenericQuoteQuery>();
  const owners = (options.data?.owners ?? []).map((owner) => ({ id: owner.id, name: owner.name }));
  const shared: FilterSpec<GenericQuoteQuery>[] = [
    { type: 'search', name: 'search', label: t('quoteBoard.search') },
    publishedWithin,
    { type: 'select', name: 'ownerUserId', label: t('quoteBoard.owner'), options: owners, searchable: true },
    {
      type: 'lookup',
      name: 'buyerCompanyId',
      label: t('quoteBoard.buyerCompany'),
      search: (text) => searchCompanies(text, { companyTypeId: CompanyType.ids.BUYER }),
    },
  ];
  if (view === 'board') return shared;
  const stage = query.entityTypeId;
  const statuses = stage === undefined ? undefined : STAGE_STATUSES[stage];
  return [
    ...shared,
    {
      type: 'select',
      name: 'entityTypeId',
      label: t('quoteBoard.entityType'),
      options: labels.options(QuoteEntityType),
      // A stage's statuses mean nothing in another stage.
      resets: ['statusId'],
    },
    // The status filter is offered once a stage is chosen: each stage numbers its statuses its own way.
    ...(statuses
      ? [
          {
            type: 'select' as const,
            name: 'statusId' as const,
            label: t('quoteBoard.status'),
            options: labels.options(statuses),
          },
        ]
      : []),
  ];
}

/** The published quotes awaiting the buyer's return (quoteCalls): whom to call, longest waiting first. */
function QuoteCallList({
  filters,
  onOpen,
}: {
  readonly filters: QuoteCardFilters;
  readonly onOpen: (id: number) => void;
}) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const calls = useQuoteCalls(filters);
  const total = calls.data?.total ?? 0;
  return (
    <div className="quote-calls">
      <Button
        type="button"
        text
        icon={isOpen ? 'pi pi-chevron-down' : 'pi pi-chevron-right'}
        label={t('quoteBoard.calls', { count: total })}
        aria-expanded={isOpen}
        onClick={() => setIsOpen((open) => !open)}
      />
      {isOpen ? (
        calls.data && calls.data.rows.length > 0 ? (
          <ol className="quote-calls__list" aria-label={t('quoteBoard.callsTitle')}>
            {calls.data.rows.map((call) => {
              const number = formatQuoteNumber('CQ', call.quoteNumber);
              return (
                <li key={call.id}>
                  <Button
                    type="button"
                    link
                    label={number}
                    aria-label={t('quoteBoard.open', { number })}
                    onClick={() => onOpen(call.id)}
                  />{' '}
                  {call.jobName} — {call.buyerCompanyName}: {call.buyerUserName}, {call.buyerEmail}
                  {call.buyerPhoneNumber ? `, ${call.buyerPhoneNumber}` : ''} —{' '}
                  {t('quoteBoard.waiting', { count: call.daysWaiting })}
                </li>
              );
            })}
          </ol>
        ) : (
          <p>{t('quoteBoard.callsEmpty')}</p>
        )
      ) : null}
    </div>
  );
}

/**
 * Quote Board (/quotes/quote-board) and Quote Table (/quotes/quote-table), spec 001 §2, all staff: one screen on
 * both routes (decision 107). The board shows the quotes (CQ) by column with the §4 menus, each confirmed as §8
 * says; the table shows every stage of every job (QR, SQ, CQ), server-paged, with saved views. The filters live in
 * the URL, so the toggle keeps them.
 */
export function QuotesOverviewPage({ defaultView }: { readonly defaultView: 'board' | 'table' }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const toast = useToast();
  const navigate = useNavigate();
  const { roleId } = useSession();
  const view = useListView(defaultView);
  const list = useList('quotes', genericQuoteList, { enabled: view === 'table' });
  const { table } = list;
  const filters: QuoteCardFilters = {
    search: table.query.search,
    publishedWithin: table.query.publishedWithin,
    ownerUserId: table.query.ownerUserId,
    buyerCompanyId: table.query.buyerCompanyId,
  };
  // New filters start every column again at one page (the table's own parameters do not touch the board).
  const boardFilterKey = JSON.stringify(filters);
  const { limits, loadMore } = useBoardLimits(boardFilterKey);
  const cards = useQuoteCards(filters, limits, { enabled: view === 'board' });
  const rows = list.result;
  // Others' changes are counted, not fetched (decision 174): the board holds quotes, the table all three stages.
  const changeNotice = useListChangeNotice({
    kinds: view === 'board' ? ['quote'] : ['quote-request', 'standardized-quote', 'quote'],
    queryKeys: [CARDS_KEY, GENERIC_KEY],
    queries: [view === 'board' ? cards : rows],
  });
  const changeStatus = useChangeQuoteStatus();
  const placeOrder = usePlaceOrder();
  const filterSpecs = useFilterSpecs(view, table.query);

  const columnNames = useMemo<AnyEnumeration>(
    () => ({
      name: QuoteBoardColumn.name,
      labelOf: (id) => (id == null || !COLUMN_WORDS[id] ? undefined : t(COLUMN_WORDS[id])),
      options: QuoteBoardColumn.options,
    }),
    [t],
  );

  const mayOpen = (pathname: string) =>
    decideRouteAccess({ isLoggedIn: true, roleId, pathname }).kind === 'allow';
  // Entering a quote others are in is confirmed first (spec 001 §8 'in use by others').
  const openQuote = useOpenQuoteConstruction();
  const startStandardization = useStartStandardization();

  const runTransition = (card: QuoteCard, transition: Transition): Promise<unknown> => {
    const number = formatQuoteNumber('CQ', card.quoteNumber);
    const failed = (error: unknown) =>
      toast.showError(
        failureMessage(error, FAILURE_VERBS[transition.key] ?? 'update', 'quote'),
        failedTitle('Quote'),
      );
    if (transition.key === 'quote.placeOrder') {
      // The board confirmed the move: this call is the intent, with its own key (decision 193).
      return placeOrder
        .mutateAsync({ quoteId: card.id, idempotencyKey: newIdempotencyKey() })
        .then((order) =>
          toast.showSuccess(t('quoteBoard.orderPlaced', { order: order.formattedNumber, number })),
        )
        .catch(failed);
    }
    if (!isQuoteListStatusCall(transition.key)) return Promise.resolve();
    return changeStatus
      .mutateAsync({ call: transition.key, record: card })
      .then(() => toast.showSuccess(t(DONE_WORDS[transition.key] ?? 'quoteBoard.cancelled', { number })))
      .catch(failed);
  };

  /**
   * Where a row of the table opens: a request's list (or, for whoever may not manage requests, the request picked
   * up into the standardization workspace: decision 200), a standardized quote's workspace, a quote's construction.
   */
  const openingOf = (row: GenericQuoteRow): string | null => {
    switch (row.entityTypeId) {
      case E.QUOTE_REQUEST: {
        const search = new URLSearchParams({ search: formatQuoteNumber('QR', row.quoteNumber) });
        if (mayOpen(ROUTES.quoteRequestManagement)) {
          return `${ROUTES.quoteRequestManagement}?${search.toString()}`;
        }
        return STANDARDIZABLE_REQUEST_STATUSES.includes(row.statusId) ? STANDARDIZE : null;
      }
      case E.STANDARDIZED_QUOTE: {
        const location = recordLocation(ROUTES.standardizedQuoteManagement, row.id);
        return mayOpen(location.pathname) ? `${location.pathname}${location.search}` : null;
      }
      default:
        return quoteConstructionPath(row.id);
    }
  };

  const openRow = (row: GenericQuoteRow, target: string) => {
    if (row.entityTypeId === E.QUOTE) openQuote(row.id);
    else if (target === STANDARDIZE) {
      // The request's standardized quote: made now (picked up), or the one it has.
      startStandardization.mutate(row.id, {
        onSuccess: (standardized) =>
          void navigate(recordLocation(ROUTES.standardizedQuoteManagement, standardized.id)),
        onError: (error) =>
          toast.showError(
            failureMessage(error, 'create', 'standardized quote'),
            failedTitle('Standardized Quote'),
          ),
      });
    } else void navigate(target);
  };

  const numberOf = (row: GenericQuoteRow) =>
    formatQuoteNumber(STAGE_CODES[row.entityTypeId] ?? 'CQ', row.quoteNumber);

  const rowActions = (row: GenericQuoteRow): RowAction[] => {
    const target = openingOf(row);
    return [
      {
        key: 'open',
        icon: 'open',
        label: t('quoteBoard.open', { number: numberOf(row) }),
        hidden: target === null,
        onClick: () => {
          if (target !== null) openRow(row, target);
        },
      },
    ];
  };

  const dateColumns = useQuoteDateColumns<GenericQuoteRow>({ sortable: false });
  const columns: ListColumn<GenericQuoteRow>[] = [
    {
      key: 'quoteNumber',
      header: t('quoteBoard.number'),
      sortField: 'quoteNumber',
      body: (row) => {
        const target = openingOf(row);
        if (target === STANDARDIZE) {
          return (
            <Button
              type="button"
              link
              className="quote-table__open-request"
              label={numberOf(row)}
              disabled={startStandardization.isPending}
              onClick={() => openRow(row, target)}
            />
          );
        }
        return target === null ? (
          numberOf(row)
        ) : (
          <a
            href={`#${target}`}
            onClick={(event) => {
              event.preventDefault();
              openRow(row, target);
            }}
          >
            {numberOf(row)}
          </a>
        );
      },
    },
    {
      key: 'entityType',
      header: t('quoteBoard.entityType'),
      sortField: 'entityTypeId',
      body: (row) => labels.enumeration(QuoteEntityType, row.entityTypeId),
    },
    { key: 'jobName', header: t('quoteBoard.jobName') },
    { key: 'buyerCompanyName', header: t('quoteBoard.buyerCompany') },
    { key: 'ownerUserName', header: t('quoteBoard.owner'), priority: 3 },
    {
      key: 'status',
      header: t('quoteBoard.status'),
      sortField: 'statusId',
      body: (row) => {
        const enumeration = STAGE_STATUSES[row.entityTypeId] ?? QuoteStatus;
        return (
          <Tag
            value={labels.enumeration(enumeration, row.statusId)}
            severity={STAGE_SEVERITIES[row.entityTypeId]?.[row.statusId] ?? 'info'}
          />
        );
      },
    },
    {
      key: 'returnStatus',
      header: t('quoteBoard.returnStatus'),
      priority: 2,
      body: (row) =>
        row.returnStatusId === null ? '' : labels.enumeration(QuoteReturnStatus, row.returnStatusId),
    },
    ...dateColumns,
  ];

  const title = view === 'board' ? t('quoteBoard.title') : t('quoteBoard.tableTitle');
  const toggle = <ViewToggle defaultView={defaultView} paths={VIEW_PATHS} />;

  return (
    <section className="screen">
      <PageHeader title={title} actions={<ListChangeNotice notice={changeNotice} subject="quotes" />} />
      <div className="surface-panel">
        <FilterToolbar
          label={t('quoteBoard.filters')}
          tools={
            view === 'board' ? (
              <>
                <ClearFiltersButton state={table} />
                {toggle}
              </>
            ) : (
              <>
                <ListTools state={table} columns={columns} tableKey={list.tableKey} />
                {toggle}
              </>
            )
          }
        >
          <FilterFields state={table} filters={filterSpecs} />
        </FilterToolbar>
        {view === 'board' ? (
          <>
            <QuoteCallList filters={filters} onOpen={openQuote} />
            <Board<QuoteCard>
              ariaLabel={t('quoteBoard.board')}
              subject="quotes"
              statuses={BOARD_COLUMNS}
              statusEnumeration={columnNames}
              result={cards}
              getCardKey={(card) => card.id}
              renderCard={(card) => <QuoteCardBody card={card} />}
              cardNumber={(card) => formatQuoteNumber('CQ', card.quoteNumber)}
              cardName={(card) =>
                t('quoteBoard.cardName', { number: formatQuoteNumber('CQ', card.quoteNumber) })
              }
              onOpen={(card) => openQuote(card.id)}
              entity={FlowEntity.QUOTE}
              roleId={roleId}
              // spec 001 §4: a card's menu follows its status and, once published, its return status.
              cardSubject={(card): CardSubject => ({
                entity: FlowEntity.QUOTE,
                statusId: card.statusId,
                facts: { quoteReturnStatusId: card.returnStatusId },
              })}
              onTransition={runTransition}
              onLoadMore={loadMore}
            />
          </>
        ) : (
          <ListTable
            state={table}
            result={rows}
            columns={columns}
            ariaLabel={t('quoteBoard.table')}
            subject={list.subject}
            dataKey="key"
            rowActions={rowActions}
          />
        )}
      </div>
    </section>
  );
}

/** /quotes/quote-board: the overview on the board. */
export function QuoteBoardPage() {
  return <QuotesOverviewPage defaultView="board" />;
}

/** /quotes/quote-table: the overview on the table. */
export function QuoteTablePage() {
  return <QuotesOverviewPage defaultView="table" />;
}
