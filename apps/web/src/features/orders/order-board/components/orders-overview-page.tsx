import { useTranslation } from 'react-i18next';
import {
  DeliveryMethod,
  FlowEntity,
  ORDER_BOARD_STATUS_IDS,
  OrderStatus,
  ROUTES,
  type OrderCard,
  type OrderRow,
  type OrderRowFilter,
  type OrderRowQuery,
} from '@portal/contracts';
import { Board, useBoardLimits, useListView, ViewToggle } from '../../../../components/board';
import { PageHeader } from '../../../../components/layout';
import { ListChangeNotice, useListChangeNotice } from '../../../../components/live';
import {
  ClearFiltersButton,
  FilterFields,
  FilterToolbar,
  ListTable,
  ListTools,
  openRowAction,
  type FilterSpec,
  type ListColumn,
  type RowAction,
  useList,
} from '../../../../components/table';
import { useSession } from '../../../../lib/auth';
import { useFormat } from '../../../../lib/i18n-format';
import { useLabels } from '../../../../lib/i18n-labels';
import type { UrlTableState } from '../../../../lib/use-url-table-state';
import {
  toOrderRowAction,
  useOrderListColumns,
  useOrderListFilters,
  useOrderStatusActions,
} from '../../common';
import { orderConstructionPath, useOpenOrderConstruction } from '../../order-construction';
import {
  BOARD_KEY,
  orderTableList,
  TABLE_KEY,
  useOrderCards,
  useOrderRowFilter,
  type OrderCardFilters,
} from '../api/order-board';
import { OrderCardBody } from './order-card';
import './order-board.css';

/** spec 001 §2: each view has its own route; the toggle moves between them keeping the filters (decision 107). */
const VIEW_PATHS = { board: ROUTES.orderBoard, table: ROUTES.orderTable } as const;

/**
 * The filters of the order lists: the board's (number or text, owner, buyer, province, decision 167) and, for the
 * table and Order Management, the order's, inventory's and pictures' statuses.
 */
export function useOrderFilterSpecs(
  view: 'board' | 'table',
  choices: OrderRowFilter | undefined,
): FilterSpec<OrderRowQuery>[] {
  const filters = useOrderListFilters<OrderRowQuery>(choices);
  const board = [filters.search, filters.ownerUserId, filters.buyerCompanyId, filters.provinceId];
  if (view === 'board') return board;
  return [...board, filters.statusId, filters.inventoryStatusId, filters.pictureStatusId];
}

/**
 * The columns of the Order Table and Order Management (one row, decision 167). The number opens the order in its
 * construction workspace, with the in-use confirmation when others are in it (spec 001 §8).
 */
export function useOrderRowColumns(openOrder: (id: number) => void): ListColumn<OrderRow>[] {
  const { t } = useTranslation();
  const labels = useLabels();
  const format = useFormat();
  const shared = useOrderListColumns<OrderRow>();
  return [
    {
      key: 'orderNumber',
      header: t('orders.number'),
      sortField: 'orderNumber',
      body: (row) => (
        <a
          href={`#${orderConstructionPath(row.id)}`}
          onClick={(event) => {
            event.preventDefault();
            openOrder(row.id);
          }}
        >
          {row.formattedNumber}
        </a>
      ),
    },
    { key: 'jobName', header: t('orders.jobName') },
    { key: 'buyerCompanyName', header: t('orders.buyerCompany') },
    {
      key: 'sellers',
      header: t('orderBoard.sellers'),
      priority: 2,
      body: (row) => row.sellerCompanyNames.join(', '),
    },
    { ...shared.owner, priority: 3 },
    shared.province,
    shared.status,
    shared.inventoryStatus,
    { ...shared.pictureStatus, priority: 3 },
    {
      key: 'deliveryMethod',
      header: t('orderBoard.deliveryMethod'),
      priority: 3,
      defaultHidden: true,
      body: (row) => labels.enumeration(DeliveryMethod, row.deliveryMethodId),
    },
    { ...shared.deliveryAssigned, defaultHidden: true },
    shared.approxJobDate,
    shared.createdAt,
    shared.itemCount,
    shared.grandTotal,
    {
      key: 'invoiced',
      header: t('orderBoard.invoiced'),
      priority: 3,
      defaultHidden: true,
      body: (row) => (row.invoiced ? t('orders.yes') : t('orders.no')),
    },
    {
      key: 'updatedAt',
      header: t('orderBoard.updated'),
      priority: 3,
      defaultHidden: true,
      body: (row) => format.date(row.updatedAt),
    },
  ];
}

/** The board's filters out of the table's URL state (the toggle keeps them, the table's own are left out). */
function cardFiltersOf(table: UrlTableState<OrderRowQuery>): OrderCardFilters {
  return {
    search: table.query.search,
    ownerUserId: table.query.ownerUserId,
    buyerCompanyId: table.query.buyerCompanyId,
    provinceId: table.query.provinceId,
  };
}

/**
 * Order Board (/orders/order-board) and Order Table (/orders/order-table), spec 001 §2, all staff: one screen on
 * both routes (decision 107). The board shows the orders by status with §4's menus, each confirmed as §8 says; the
 * table pages every order on the server with the same moves per row and saved views. The filters live in the URL,
 * so the toggle keeps them; a card or a row opens the order in its construction workspace (decision 167).
 */
export function OrdersOverviewPage({ defaultView }: { readonly defaultView: 'board' | 'table' }) {
  const { t } = useTranslation();
  const { roleId } = useSession();
  const view = useListView(defaultView);
  const list = useList('orderTable', orderTableList, { enabled: view === 'table' });
  const { table } = list;
  const filters = cardFiltersOf(table);
  // New filters start every column again at one page (the table's own parameters do not touch the board).
  const { limits, loadMore } = useBoardLimits(JSON.stringify(filters));
  const cards = useOrderCards(filters, limits, { enabled: view === 'board' });
  const rows = list.result;
  const choices = useOrderRowFilter();
  const filterSpecs = useOrderFilterSpecs(view, choices.data);
  // Others' changes are counted, not fetched: Refresh reads the board or the table again (decision 174).
  const changeNotice = useListChangeNotice({
    kinds: ['order'],
    queryKeys: [BOARD_KEY, TABLE_KEY],
    queries: [view === 'board' ? cards : rows],
  });
  const statusActions = useOrderStatusActions();
  // Entering an order others are in is confirmed first (spec 001 §8 'in use by others').
  const openOrder = useOpenOrderConstruction();
  const columns = useOrderRowColumns(openOrder);

  const rowActions = (row: OrderRow): RowAction[] => [
    openRowAction(t('orderBoard.open', { number: row.formattedNumber }), () => openOrder(row.id)),
    ...statusActions.choicesFor(row).map(toOrderRowAction),
  ];

  const title = view === 'board' ? t('orderBoard.title') : t('orderBoard.tableTitle');
  const toggle = <ViewToggle defaultView={defaultView} paths={VIEW_PATHS} />;

  return (
    <section className="screen">
      <PageHeader title={title} actions={<ListChangeNotice notice={changeNotice} subject="orders" />} />
      <div className="surface-panel">
        <FilterToolbar
          label={t('orders.filters')}
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
          <Board<OrderCard>
            ariaLabel={t('orderBoard.board')}
            subject="orders"
            statuses={ORDER_BOARD_STATUS_IDS}
            statusEnumeration={OrderStatus}
            result={cards}
            getCardKey={(card) => card.id}
            renderCard={(card) => <OrderCardBody card={card} />}
            cardNumber={(card) => card.formattedNumber}
            cardName={(card) => t('orderBoard.cardName', { number: card.formattedNumber })}
            onOpen={(card) => openOrder(card.id)}
            entity={FlowEntity.ORDER}
            roleId={roleId}
            // The board asks the transition's §8 confirmation; the shared actions make the call and report it.
            onTransition={(card, transition) => statusActions.run(card, transition)}
            onLoadMore={loadMore}
          />
        ) : (
          <ListTable
            state={table}
            result={rows}
            columns={columns}
            ariaLabel={t('orderBoard.table')}
            subject={list.subject}
            rowActions={rowActions}
          />
        )}
      </div>
    </section>
  );
}

/** /orders/order-board: the overview on the board. */
export function OrderBoardPage() {
  return <OrdersOverviewPage defaultView="board" />;
}

/** /orders/order-table: the overview on the table. */
export function OrderTablePage() {
  return <OrdersOverviewPage defaultView="table" />;
}
