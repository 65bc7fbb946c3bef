import { useTranslation } from 'react-i18next';
import { OrderStatus, PictureStatus, type OrderDashFilter } from '@portal/contracts';
import type { FilterSpec } from '../../../components/table';
import { useLabels } from '../../../lib/i18n-labels';
import { DASHBOARD_INVENTORY_KEYS, useInventoryWord } from './inventory-words';

type OrderFilterName =
  | 'search'
  | 'ownerUserId'
  | 'buyerCompanyId'
  | 'provinceId'
  | 'statusId'
  | 'inventoryStatusId'
  | 'pictureStatusId';

/**
 * The filters the order lists share (the Order Dashboard, the Order Board and Table, Order Management): number or
 * text, owner, buyer, province, and the order's, inventory's (the dashboard variant, spec 001 §4) and pictures'
 * statuses. Each list puts the ones it offers in its own order. The choices are the list's filter call's
 * (orderDashViewFilter, orderRowFilter: the same answer).
 */
export function useOrderListFilters<TQuery extends { readonly [K in OrderFilterName]?: unknown }>(
  choices: OrderDashFilter | undefined,
): Record<OrderFilterName, FilterSpec<TQuery>> {
  const { t } = useTranslation();
  const labels = useLabels();
  const inventoryWord = useInventoryWord();
  const name = (filter: OrderFilterName) => filter as Extract<keyof TQuery, string>;
  return {
    search: { type: 'search', name: name('search'), label: t('orders.search') },
    ownerUserId: {
      type: 'select',
      name: name('ownerUserId'),
      label: t('orders.owner'),
      options: (choices?.owners ?? []).map((owner) => ({ id: owner.id, name: owner.name })),
      searchable: true,
    },
    buyerCompanyId: {
      type: 'select',
      name: name('buyerCompanyId'),
      label: t('orders.buyerCompany'),
      options: choices?.buyerCompanies ?? [],
      searchable: true,
    },
    provinceId: {
      type: 'select',
      name: name('provinceId'),
      label: t('orders.province'),
      // Province names are the dictionary's (French 'Québec'), the server's English name the fallback.
      options: (choices?.provinces ?? []).map((option) => ({
        id: option.id,
        name: labels.label('province', option.id, option.name),
      })),
    },
    statusId: {
      type: 'select',
      name: name('statusId'),
      label: t('orders.status'),
      options: labels.options(OrderStatus),
    },
    inventoryStatusId: {
      type: 'select',
      name: name('inventoryStatusId'),
      label: t('orders.inventoryStatus'),
      options: DASHBOARD_INVENTORY_KEYS.map((entry) => ({ id: entry.id, name: inventoryWord(entry.id) })),
    },
    pictureStatusId: {
      type: 'select',
      name: name('pictureStatusId'),
      label: t('orders.pictureStatus'),
      options: labels.options(PictureStatus),
    },
  };
}
