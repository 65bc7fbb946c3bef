import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  DeliveryMethod,
  InventoryStatus,
  MESSAGES,
  OrderStatus,
  ROUTES,
  SUB_ORDER_COMMENT_MAX_LENGTH,
  SubOrderDeliveryStatus,
  SubOrderStatus,
  type SubOrderRow,
  type SubOrderRowUpdateInput,
} from '@portal/contracts';
import { RecordOwnerAvatar } from '../../../../components/owner';
import { StatusTag } from '../../../../components/status';
import { ListScreen, useLiveList, type ListColumn } from '../../../../components/table';
import { InputSwitch, useToast } from '../../../../components/ui';
import { failureMessage } from '../../../../lib/failure-message';
import { useFormat } from '../../../../lib/i18n-format';
import { useLabels } from '../../../../lib/i18n-labels';
import {
  searchSubOrderParties,
  subOrderRowList,
  useSubOrderPartyName,
  useSubOrderRowFilter,
  useToggleSubOrderBilled,
  useUpdateSubOrderRow,
} from '../api/sub-order-dashboard';
import { InlineDayRangeCell, InlineTextCell, type DayRange } from './inline-cells';
import './sub-order-dashboard.css';

/** A complete or cancelled order (MESSAGES.orderClosed): its rows show their days and comment but do not edit them. */
const CLOSED_ORDER_STATUS_IDS: readonly number[] = [OrderStatus.ids.COMPLETE, OrderStatus.ids.CANCELLED];

/** The construction workspace of an order (spec 001 §2: orders are opened from the sub-order dashboard). */
export function orderWorkspacePath(orderId: number): string {
  return `${ROUTES.orderConstruction}/${orderId}`;
}

/** The Delivery Table narrowed to one delivery by its number (its search takes 'D-1042'). */
export function deliveryTableSearchPath(deliveryNumber: string): string {
  return `${ROUTES.orderDeliveryTable}?search=${encodeURIComponent(deliveryNumber)}`;
}

/**
 * /orders/sub-order-dashboard (spec 001 §2, all staff): one row per sub-order with every field of the §3
 * Sub-order row, paged, sorted and filtered on the server (subOrderRowView), the buyer and seller pickers searched
 * on the server, saved views; the comment, pick days and delivery days edited in place and the billed switch,
 * each saved alone at the row's version; a row's numbers open its order (decision 166).
 */
export function SubOrderDashboardPage() {
  const { t } = useTranslation();
  const labels = useLabels();
  const format = useFormat();
  const toast = useToast();
  const list = useLiveList('subOrderDashboard', subOrderRowList, ['order']);
  const { table } = list;
  const choices = useSubOrderRowFilter();
  const sellerName = useSubOrderPartyName('seller', table.query.sellerCompanyId);
  const buyerName = useSubOrderPartyName('buyer', table.query.buyerCompanyId);
  const updateRow = useUpdateSubOrderRow();
  const toggleBilled = useToggleSubOrderBilled();
  const words = (key: string, values?: Record<string, unknown>) =>
    t(`subOrderDashboard.${key}`, values ?? {});

  const save = async (row: SubOrderRow, changes: SubOrderRowUpdateInput): Promise<boolean> => {
    try {
      await updateRow.mutateAsync({ row, changes });
      return true;
    } catch (error) {
      // A refusal written for the user (the outdated notice, a day out of order, a closed order) as it stands.
      toast.showError(labels.message(failureMessage(error, 'update', 'sub-order')), words('saveFailedTitle'));
      return false;
    }
  };

  const onToggleBilled = (row: SubOrderRow) => {
    toggleBilled.mutate(row, {
      onSuccess: (saved) =>
        toast.showSuccess(words(saved.billed ? 'billedOn' : 'billedOff', { number: saved.subOrderNumber })),
      // spec 001 §8: the billed toggle failed.
      onError: () => toast.showError(labels.message(MESSAGES.billedToggleFailed), words('billedToggleTitle')),
    });
  };

  const dayRange = (first: string | null, last: string | null): string | null => {
    if (first === null && last === null) return null;
    if (first === null || last === null || first === last) return format.date(first ?? last);
    return words('dayRange', { first: format.date(first), last: format.date(last) });
  };

  const daysCell = (row: SubOrderRow, kind: 'pick' | 'delivery') => {
    const value: DayRange =
      kind === 'pick'
        ? { first: row.pickDateFrom, last: row.pickDateTo }
        : { first: row.deliveryDateFrom, last: row.deliveryDateTo };
    const display = dayRange(value.first, value.last);
    if (CLOSED_ORDER_STATUS_IDS.includes(row.orderStatusId)) return display ?? words('empty');
    const number = { number: row.subOrderNumber };
    return (
      <InlineDayRangeCell
        value={value}
        display={display}
        editLabel={words(kind === 'pick' ? 'editPickDates' : 'editDeliveryDates', number)}
        firstLabel={words(kind === 'pick' ? 'firstPickDay' : 'firstDeliveryDay', number)}
        lastLabel={words(kind === 'pick' ? 'lastPickDay' : 'lastDeliveryDay', number)}
        placeholder={words('noDays')}
        onSave={(changes) =>
          save(
            row,
            kind === 'pick'
              ? {
                  ...(changes.first !== undefined ? { pickDateFrom: changes.first } : {}),
                  ...(changes.last !== undefined ? { pickDateTo: changes.last } : {}),
                }
              : {
                  ...(changes.first !== undefined ? { deliveryDateFrom: changes.first } : {}),
                  ...(changes.last !== undefined ? { deliveryDateTo: changes.last } : {}),
                },
          )
        }
      />
    );
  };

  const columns: ListColumn<SubOrderRow>[] = [
    {
      key: 'owner',
      header: words('owner'),
      compact: true,
      body: (row) => <RecordOwnerAvatar owner={row.owner} />,
    },
    {
      key: 'subOrderNumber',
      header: words('subOrderNumber'),
      sortField: 'subOrderNumber',
      body: (row) => (
        <Link className="sub-order-dashboard__link" to={orderWorkspacePath(row.orderId)}>
          {row.subOrderNumber}
        </Link>
      ),
    },
    {
      key: 'orderNumber',
      header: words('orderNumber'),
      priority: 3,
      defaultHidden: true,
      body: (row) => (
        <Link
          className="sub-order-dashboard__link"
          to={orderWorkspacePath(row.orderId)}
          aria-label={words('openOrder', { number: row.orderNumber })}
        >
          {row.orderNumber}
        </Link>
      ),
    },
    {
      key: 'orderStatus',
      header: words('orderStatus'),
      priority: 2,
      body: (row) => <StatusTag enumeration={OrderStatus} statusId={row.orderStatusId} />,
    },
    {
      key: 'subOrderStatus',
      header: words('subOrderStatus'),
      priority: 3,
      defaultHidden: true,
      body: (row) => <StatusTag enumeration={SubOrderStatus} statusId={row.statusId} />,
    },
    { key: 'sellerCompanyName', header: words('sellerCompany') },
    { key: 'buyerCompanyName', header: words('buyerCompany') },
    { key: 'jobName', header: words('jobName'), priority: 2 },
    {
      key: 'province',
      header: words('province'),
      priority: 3,
      defaultHidden: true,
      body: (row) => labels.label('province', row.provinceId, row.provinceName),
    },
    {
      key: 'deliveryMethod',
      header: words('deliveryMethod'),
      priority: 3,
      defaultHidden: true,
      body: (row) => labels.enumeration(DeliveryMethod, row.deliveryMethodId),
    },
    {
      key: 'transporter',
      header: words('transporter'),
      priority: 3,
      body: (row) => row.transporterName ?? words('empty'),
    },
    {
      key: 'deliveryAddress',
      header: words('deliveryAddress'),
      priority: 3,
      defaultHidden: true,
      body: (row) => row.deliveryAddress ?? words('empty'),
    },
    {
      key: 'totalItems',
      header: words('totalItems'),
      compact: true,
      priority: 3,
      body: (row) => format.integer(row.totalItems),
    },
    {
      key: 'totalSellerContacted',
      header: words('totalSellerContacted'),
      compact: true,
      priority: 3,
      defaultHidden: true,
      body: (row) => format.integer(row.totalSellerContacted),
    },
    {
      key: 'totalInventorySecured',
      header: words('totalInventorySecured'),
      compact: true,
      priority: 3,
      defaultHidden: true,
      body: (row) => format.integer(row.totalInventorySecured),
    },
    {
      key: 'totalDeliveryAssigned',
      header: words('totalDeliveryAssigned'),
      compact: true,
      priority: 3,
      defaultHidden: true,
      body: (row) => format.integer(row.totalDeliveryAssigned),
    },
    {
      key: 'inventoryStatus',
      header: words('inventoryStatus'),
      priority: 2,
      body: (row) => <StatusTag enumeration={InventoryStatus} statusId={row.inventoryStatusId} />,
    },
    {
      key: 'deliveryNumber',
      header: words('deliveryNumber'),
      priority: 3,
      // The lowest number of the deliveries carrying its items (decision 209): it opens the Delivery Table on it.
      body: (row) =>
        row.deliveryNumber === null ? (
          words('empty')
        ) : (
          <Link
            className="sub-order-dashboard__link"
            to={deliveryTableSearchPath(row.deliveryNumber)}
            aria-label={words('findDelivery', { number: row.deliveryNumber })}
          >
            {row.deliveryNumber}
          </Link>
        ),
    },
    {
      key: 'deliveryStatus',
      header: words('deliveryStatus'),
      sortField: 'deliveryStatusId',
      priority: 2,
      body: (row) => <StatusTag enumeration={SubOrderDeliveryStatus} statusId={row.deliveryStatusId} />,
    },
    {
      key: 'approxJobDate',
      header: words('approxJobDate'),
      priority: 3,
      defaultHidden: true,
      body: (row) => format.date(row.approxJobDate),
    },
    {
      key: 'pickDates',
      header: words('pickDates'),
      sortField: 'pickDate',
      body: (row) => daysCell(row, 'pick'),
    },
    {
      key: 'deliveryDates',
      header: words('deliveryDates'),
      sortField: 'deliveryDate',
      body: (row) => daysCell(row, 'delivery'),
    },
    {
      key: 'timeline',
      header: words('timeline'),
      priority: 2,
      body: (row) =>
        row.timelineDays === null ? words('empty') : words('timelineDays', { count: row.timelineDays }),
    },
    {
      key: 'createdAt',
      header: words('created'),
      priority: 3,
      defaultHidden: true,
      body: (row) => format.date(row.createdAt),
    },
    {
      key: 'comment',
      header: words('comment'),
      body: (row) =>
        CLOSED_ORDER_STATUS_IDS.includes(row.orderStatusId) ? (
          (row.comment ?? words('empty'))
        ) : (
          <InlineTextCell
            value={row.comment}
            editLabel={words('editComment', { number: row.subOrderNumber })}
            inputLabel={words('commentOf', { number: row.subOrderNumber })}
            placeholder={words('noComment')}
            maxLength={SUB_ORDER_COMMENT_MAX_LENGTH}
            onSave={(comment) => save(row, { comment })}
          />
        ),
    },
    {
      key: 'billed',
      header: words('billed'),
      compact: true,
      body: (row) => (
        <InputSwitch
          checked={row.billed}
          disabled={toggleBilled.isPending && toggleBilled.variables.id === row.id}
          aria-label={words('billedOf', { number: row.subOrderNumber })}
          onChange={() => onToggleBilled(row)}
        />
      ),
    },
  ];

  const optionsOf = (list: ReadonlyArray<{ id: number; name: string }> | undefined) => list ?? [];

  return (
    <ListScreen
      filters={[
        { type: 'search', name: 'search', label: words('search') },
        {
          type: 'lookup',
          name: 'sellerCompanyId',
          label: words('sellerCompany'),
          search: (text) => searchSubOrderParties('seller', text),
          selectedName: sellerName,
        },
        {
          type: 'lookup',
          name: 'buyerCompanyId',
          label: words('buyerCompany'),
          search: (text) => searchSubOrderParties('buyer', text),
          selectedName: buyerName,
        },
        {
          type: 'select',
          name: 'deliveryStatusId',
          label: words('deliveryStatus'),
          options: labels.options(SubOrderDeliveryStatus),
        },
        {
          type: 'select',
          name: 'inventoryStatusId',
          label: words('inventoryStatus'),
          options: labels.options(InventoryStatus),
        },
        {
          type: 'select',
          name: 'statusId',
          label: words('subOrderStatus'),
          options: labels.options(SubOrderStatus),
        },
        {
          type: 'select',
          name: 'transporterId',
          label: words('transporter'),
          options: optionsOf(choices.data?.transporters),
          searchable: true,
        },
      ]}
      {...list}
      columns={columns}
    />
  );
}
