import { useTranslation } from 'react-i18next';
import {
  DeliveryAssigned,
  InventoryStatus,
  OrderStatus,
  PictureStatus,
  type QuoteOwner,
} from '@portal/contracts';
import { RecordOwnerAvatar } from '../../../components/owner';
import { StatusTag } from '../../../components/status';
import type { ListColumn } from '../../../components/table';
import { useFormat } from '../../../lib/i18n-format';
import { useLabels } from '../../../lib/i18n-labels';
import { useInventoryWord } from './inventory-words';

/** What a row of the order lists has in common (orderDashView, orderRow: the stored roll-ups, decision 151). */
export interface OrderListRow {
  readonly owner: QuoteOwner | null;
  readonly provinceId: number | null;
  readonly provinceName: string | null;
  readonly statusId: number;
  readonly inventoryStatusId: number;
  readonly pictureStatusId: number;
  readonly deliveryAssignedId: number;
  readonly approxJobDate: string | null;
  readonly createdAt: string;
  readonly itemCount: number;
  readonly grandTotal: number;
}

/**
 * The columns the order lists share (the Order Dashboard, the Order Table, Order Management): the owner, the
 * province, the status and the roll-ups as tags in the dashboard's words (spec 001 §4), the dates and figures.
 * Each screen places them, and may change a column's priority or hide it by default.
 */
export function useOrderListColumns<TRow extends OrderListRow>() {
  const { t } = useTranslation();
  const labels = useLabels();
  const format = useFormat();
  const inventoryWord = useInventoryWord();
  const owner: ListColumn<TRow> = {
    key: 'owner',
    header: t('orders.owner'),
    body: (row) => <RecordOwnerAvatar owner={row.owner} />,
  };
  const province: ListColumn<TRow> = {
    key: 'province',
    header: t('orders.province'),
    priority: 3,
    // Province names are the dictionary's (French 'Québec'), the server's English name the fallback.
    body: (row) => labels.label('province', row.provinceId, row.provinceName),
  };
  const status: ListColumn<TRow> = {
    key: 'status',
    header: t('orders.status'),
    sortField: 'statusId',
    body: (row) => <StatusTag enumeration={OrderStatus} statusId={row.statusId} />,
  };
  const inventoryStatus: ListColumn<TRow> = {
    key: 'inventoryStatus',
    header: t('orders.inventoryStatus'),
    priority: 2,
    body: (row) => (
      <StatusTag
        enumeration={InventoryStatus}
        statusId={row.inventoryStatusId}
        label={inventoryWord(row.inventoryStatusId)}
      />
    ),
  };
  const pictureStatus: ListColumn<TRow> = {
    key: 'pictureStatus',
    header: t('orders.pictureStatus'),
    priority: 2,
    body: (row) => labels.enumeration(PictureStatus, row.pictureStatusId),
  };
  const deliveryAssigned: ListColumn<TRow> = {
    key: 'deliveryAssigned',
    header: t('orders.deliveryAssigned'),
    priority: 3,
    body: (row) => labels.enumeration(DeliveryAssigned, row.deliveryAssignedId),
  };
  const approxJobDate: ListColumn<TRow> = {
    key: 'approxJobDate',
    header: t('orders.approxJobDate'),
    sortField: 'approxJobDate',
    priority: 2,
    body: (row) => format.date(row.approxJobDate),
  };
  const createdAt: ListColumn<TRow> = {
    key: 'createdAt',
    header: t('orders.created'),
    sortField: 'createdAt',
    priority: 3,
    body: (row) => format.date(row.createdAt),
  };
  const itemCount: ListColumn<TRow> = {
    key: 'itemCount',
    header: t('orders.items'),
    priority: 3,
    defaultHidden: true,
    body: (row) => format.integer(row.itemCount),
  };
  const grandTotal: ListColumn<TRow> = {
    key: 'grandTotal',
    header: t('orders.grandTotal'),
    sortField: 'grandTotal',
    priority: 2,
    body: (row) => format.money(row.grandTotal),
  };
  return {
    owner,
    province,
    status,
    inventoryStatus,
    pictureStatus,
    deliveryAssigned,
    approxJobDate,
    createdAt,
    itemCount,
    grandTotal,
  };
}
