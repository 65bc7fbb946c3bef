// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { InventoryStatus, type OrderDashFilter, type OrderDashQuery } from '@portal/contracts';
import { createTestQueryClient, providersFor, setUpComponentTests } from '../../../test/render';
import { i18n } from '../../../lib/i18n';
import { useOrderListFilters } from './order-list-filters';

setUpComponentTests();

const choices: OrderDashFilter = {
  statuses: [],
  inventoryStatuses: [],
  pictureStatuses: [],
  owners: [{ id: 7, name: 'Olivia Park', initials: 'OP', avatarUrl: '/api/avatar/7' }],
  buyerCompanies: [{ id: 12, name: 'Paysagiste Laurentides' }],
  provinces: [{ id: 1, name: 'Quebec' }],
};

async function filtersIn(language: 'en' | 'fr', given: OrderDashFilter | undefined) {
  await i18n.changeLanguage(language);
  return renderHook(() => useOrderListFilters<OrderDashQuery>(given), {
    wrapper: providersFor(createTestQueryClient()),
  }).result.current;
}

describe('useOrderListFilters (the order lists’ shared filters)', () => {
  it('offers owners by name only, buyers as the filter call gives them, provinces in the user’s language', async () => {
    const filters = await filtersIn('fr', choices);
    expect(filters.ownerUserId).toMatchObject({ type: 'select', name: 'ownerUserId', searchable: true });
    expect(filters.ownerUserId.type === 'select' && filters.ownerUserId.options).toEqual([
      { id: 7, name: 'Olivia Park' },
    ]);
    expect(filters.buyerCompanyId.type === 'select' && filters.buyerCompanyId.options).toEqual([
      { id: 12, name: 'Paysagiste Laurentides' },
    ]);
    expect(filters.provinceId.type === 'select' && filters.provinceId.options).toEqual([
      { id: 1, name: 'Québec' },
    ]);
  });

  it('offers the inventory statuses of the dashboard variant, in its order (spec 001 §4)', async () => {
    const filters = await filtersIn('en', choices);
    const inventory = filters.inventoryStatusId.type === 'select' ? filters.inventoryStatusId.options : [];
    expect(inventory.map((option) => option.id)).toEqual([
      InventoryStatus.ids.NOT_CONTACTED,
      InventoryStatus.ids.PARTIALLY_CONTACTED,
      InventoryStatus.ids.SELLER_CONTACTED,
      InventoryStatus.ids.PARTIALLY_SECURED,
      InventoryStatus.ids.INVENTORY_SECURED,
    ]);
    // The variant's own word: 'Contacted', where the sub-order's status says 'Seller Contacted'.
    expect(inventory[2]?.name).toBe('Contacted');
  });

  it('offers empty choices until the filter call answers', async () => {
    const filters = await filtersIn('en', undefined);
    for (const name of ['ownerUserId', 'buyerCompanyId', 'provinceId'] as const) {
      const filter = filters[name];
      expect(filter.type === 'select' && filter.options).toEqual([]);
    }
  });
});
