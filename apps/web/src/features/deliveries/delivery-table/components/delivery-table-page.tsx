import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  DELIVERY_BILLED_WRITERS,
  DeliveryStatus,
  DeliveryTrackingStatus,
  isWriter,
  MESSAGES,
  ROUTES,
  TransportType,
  type DeliveryFilterOption,
  type OrderDeliveryRow,
} from '@portal/contracts';
import { StatusTag } from '../../../../components/status';
import { ListScreen, useLiveList, type FilterSpec, type ListColumn } from '../../../../components/table';
import { InputSwitch, useToast } from '../../../../components/ui';
import { useSession } from '../../../../lib/auth';
import { useFormat } from '../../../../lib/i18n-format';
import { useLabels } from '../../../../lib/i18n-labels';
import {
  orderDeliveryRowList,
  useOrderDeliveryRowFilter,
  useToggleDeliveryBilled,
} from '../api/delivery-table';
import { DeliverySelectionTools } from './delivery-selection-tools';
import { deliveryUnits, distinctJoined } from './delivery-units';
import './delivery-table.css';

/** The workspace of one order delivery (the record screen at the workspace's address, decision 122). */
export function deliveryWorkspacePath(deliveryId: number): string {
  return `${ROUTES.orderDeliveryWorkspace}/${deliveryId}`;
}

/** The construction workspace of an order (spec 001 §2: orders open from their lists). */
function orderPath(orderId: number): string {
  return `${ROUTES.orderConstruction}/${orderId}`;
}

/**
 * /deliveries/order-delivery-table (spec 001 §2: super admin, operations, finance; decision 213): one row per order
 * delivery with spec 000 §3's row view (owners, co-owners, logistic owner, fill rate, distance) and what a planner
 * reads — number, statuses, orders, buyers and jobs, first stop, stops, weight, truck, carrier, flags — paged,
 * sorted and filtered on the server (orderDeliveryRowView), each filter's choices with their counts
 * (orderDeliveryRowFilter), saved views, and the live 'N deliveries changed — Refresh'. A number opens the
 * delivery's workspace; the billed switch is finance's and the super admin's (DELIVERY_BILLED_WRITERS).
 */
export function DeliveryTablePage() {
  const { t } = useTranslation();
  const labels = useLabels();
  const format = useFormat();
  const toast = useToast();
  const list = useLiveList('deliveryTable', orderDeliveryRowList, ['order-delivery']);
  const choices = useOrderDeliveryRowFilter();
  const toggleBilled = useToggleDeliveryBilled();
  const mayBill = isWriter(DELIVERY_BILLED_WRITERS, useSession().user?.roleId);
  // Kept across pages, sorts and filters (a planner gathers a day's deliveries from several pages); cleared by a
  // merge or 'Clear selection'. A selected row shown again carries its newer version (the merge sends it).
  const [selected, setSelected] = useState<OrderDeliveryRow[]>([]);
  const shownRows = list.result.data?.rows;
  const selectedNow = selected.map((row) => shownRows?.find((shown) => shown.id === row.id) ?? row);
  const words = (key: string, values?: Record<string, unknown>) => t(`deliveryTable.${key}`, values ?? {});
  const units = deliveryUnits(format, words);
  const orEmpty = (text: string | null | undefined) => (text ? text : words('empty'));
  const yesNo = (value: boolean) => words(value ? 'yes' : 'no');

  const onToggleBilled = (row: OrderDeliveryRow) => {
    toggleBilled.mutate(row, {
      onSuccess: (saved) =>
        toast.showSuccess(
          words(saved.deliveryVehicles[0]?.billed ? 'billedOn' : 'billedOff', {
            number: saved.deliveryNumber,
          }),
        ),
      // spec 001 §8: the billed toggle failed.
      onError: () => toast.showError(labels.message(MESSAGES.billedToggleFailed), words('billedToggleTitle')),
    });
  };

  const columns: ListColumn<OrderDeliveryRow>[] = [
    {
      key: 'deliveryNumber',
      header: words('deliveryNumber'),
      sortField: 'deliveryNumber',
      body: (row) => (
        <Link
          className="delivery-table__link"
          to={deliveryWorkspacePath(row.id)}
          aria-label={words('openDelivery', { number: row.deliveryNumber })}
        >
          {row.deliveryNumber}
        </Link>
      ),
    },
    {
      key: 'status',
      header: words('status'),
      sortField: 'statusId',
      body: (row) => (
        <StatusTag
          enumeration={DeliveryStatus}
          statusId={row.deliveryStatusId}
          {...(row.republished
            ? {
                label: `${labels.enumeration(DeliveryStatus, row.deliveryStatusId)} (${words('republished')})`,
              }
            : {})}
        />
      ),
    },
    {
      key: 'tracking',
      header: words('tracking'),
      priority: 2,
      body: (row) =>
        row.trackingStatusId === null ? (
          words('empty')
        ) : (
          <StatusTag enumeration={DeliveryTrackingStatus} statusId={row.trackingStatusId} />
        ),
    },
    {
      key: 'firstStopDate',
      header: words('firstStopDate'),
      sortField: 'firstStopDate',
      body: (row) => orEmpty(format.date(row.firstStopDate)),
    },
    {
      key: 'orders',
      header: words('orders'),
      body: (row) =>
        row.orders.length === 0 ? (
          words('empty')
        ) : (
          <span className="delivery-table__links">
            {row.orders.map((order) => (
              <Link key={order.id} className="delivery-table__link" to={orderPath(order.id)}>
                {order.orderNumber}
              </Link>
            ))}
          </span>
        ),
    },
    {
      key: 'buyers',
      header: words('buyers'),
      body: (row) => orEmpty(distinctJoined(row.orders.map((order) => order.buyerCompany.name))),
    },
    {
      key: 'jobs',
      header: words('jobs'),
      priority: 2,
      body: (row) => orEmpty(distinctJoined(row.orders.map((order) => order.jobName))),
    },
    {
      key: 'stops',
      header: words('stops'),
      compact: true,
      priority: 2,
      body: (row) => (
        <span aria-label={words('stopsLabel', { stops: row.stopCount, pickups: row.pickupCount })}>
          {words('stopsValue', {
            stops: format.integer(row.stopCount),
            pickups: format.integer(row.pickupCount),
          })}
        </span>
      ),
    },
    {
      key: 'weight',
      header: words('weight'),
      compact: true,
      priority: 3,
      body: (row) => orEmpty(units.weight(row.weight)),
    },
    {
      key: 'fillRate',
      header: words('fillRate'),
      sortField: 'fillRate',
      compact: true,
      priority: 2,
      body: (row) => orEmpty(units.fillRate(row.fillRate)),
    },
    {
      key: 'distance',
      header: words('distance'),
      sortField: 'distance',
      compact: true,
      priority: 2,
      body: (row) => orEmpty(units.distance(row)),
    },
    {
      key: 'truckLength',
      header: words('truckLength'),
      compact: true,
      priority: 3,
      body: (row) => orEmpty(units.truckLength(row.truckLengthFeet)),
    },
    {
      key: 'carrier',
      header: words('carrier'),
      priority: 3,
      body: (row) =>
        row.carrier
          ? row.transportTypeId === null
            ? row.carrier.name
            : words('carrierValue', {
                carrier: row.carrier.name,
                transport: labels.enumeration(TransportType, row.transportTypeId),
              })
          : words('empty'),
    },
    {
      key: 'owners',
      header: words('owners'),
      priority: 3,
      body: (row) => orEmpty(row.ownerNames),
    },
    {
      key: 'cosOwners',
      header: words('cosOwners'),
      priority: 3,
      defaultHidden: true,
      body: (row) => orEmpty(row.cosOwnerNames),
    },
    {
      key: 'logisticOwner',
      header: words('logisticOwner'),
      priority: 3,
      body: (row) => orEmpty(row.logisticOwner?.name),
    },
    {
      key: 'late',
      header: words('late'),
      compact: true,
      priority: 3,
      body: (row) => yesNo(row.lateDelivery),
    },
    {
      key: 'billed',
      header: words('billed'),
      compact: true,
      body: (row) =>
        mayBill ? (
          <InputSwitch
            checked={row.billed}
            disabled={toggleBilled.isPending && toggleBilled.variables.id === row.id}
            aria-label={words('billedOf', { number: row.deliveryNumber })}
            onChange={() => onToggleBilled(row)}
          />
        ) : (
          yesNo(row.billed)
        ),
    },
  ];

  // Each choice with how many deliveries it holds ('Alex Martin (4)').
  const counted = (options: readonly DeliveryFilterOption[] | undefined, name?: (id: number) => string) =>
    (options ?? []).map((option) => ({
      id: option.id,
      name: words('optionCount', { name: name ? name(option.id) : option.name, count: option.count }),
    }));
  const data = choices.data;
  const countedWord = (key: 'yes' | 'no', count: number | undefined) =>
    count === undefined ? words(key) : words('optionCount', { name: words(key), count });
  type Query = typeof list.table.query;
  const filters: FilterSpec<Query>[] = [
    { type: 'search', name: 'search', label: words('search') },
    {
      type: 'select',
      name: 'trackingStatusId',
      label: words('tracking'),
      options: counted(data?.trackingStatuses, (id) => labels.enumeration(DeliveryTrackingStatus, id)),
    },
    {
      type: 'select',
      name: 'ownerUserId',
      label: words('owner'),
      options: counted(data?.owners),
      searchable: true,
    },
    {
      type: 'select',
      name: 'cosOwnerUserId',
      label: words('cosOwner'),
      options: counted(data?.cosOwners),
      searchable: true,
    },
    {
      type: 'select',
      name: 'logisticOwnerUserId',
      label: words('logisticOwner'),
      options: counted(data?.logisticOwners),
      searchable: true,
    },
    {
      type: 'select',
      name: 'buyerCompanyId',
      label: words('buyerCompany'),
      options: counted(data?.buyerCompanies),
      searchable: true,
    },
    {
      type: 'select',
      name: 'sellerCompanyId',
      label: words('sellerCompany'),
      options: counted(data?.sellerCompanies),
      searchable: true,
    },
    { type: 'day', name: 'dateFrom', label: words('dateFrom') },
    { type: 'day', name: 'dateTo', label: words('dateTo') },
    {
      type: 'boolean',
      name: 'late',
      label: words('lateFilter'),
      trueLabel: countedWord('yes', data?.late),
      falseLabel: countedWord('no', data && data.total - data.late),
    },
    {
      type: 'boolean',
      name: 'billed',
      label: words('billedFilter'),
      trueLabel: countedWord('yes', data?.billed),
      falseLabel: countedWord('no', data && data.total - data.billed),
    },
  ];

  return (
    <ListScreen
      filters={filters}
      {...list}
      columns={columns}
      selection={{ rows: selectedNow, onChange: setSelected }}
      beforeTable={
        <DeliverySelectionTools
          selected={selectedNow}
          onClear={() => setSelected([])}
          onRefresh={() => void list.result.refetch()}
          words={words}
        />
      }
      statusViews={{
        statuses: DeliveryStatus,
        counts: data?.statuses.map((option) => ({ statusId: option.id, count: option.count })),
        total: data?.total,
        label: words('statusCounts'),
      }}
    />
  );
}
