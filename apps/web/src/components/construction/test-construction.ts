import { screen, within } from '@testing-library/react';
import type { AltItem } from '@portal/contracts';

/*
 * What GET quote/{id} and GET order/{id} answer alike, for the unit and component tests of both construction
 * workspaces: one job — Parc Jarry for Paysagement Rive-Nord, quoted as CQ-10012 and ordered as OR-10012 — whose
 * lines are Acer rubrum, ten of each, balled and burlapped.
 */

/** The fields a quote line and an order item share, for line `id` (its line number too), WIP. */
export function testServedLine(id: number) {
  return {
    id,
    sequenceNumber: id,
    productId: 100 + id,
    productName: `Acer rubrum ${id}`,
    productSizeId: 200 + id,
    productSizeName: '50mm cal',
    specs: [{ id: 7, name: 'B&B' }],
    quantity: 10,
    statusId: 1,
    sellerContacted: false,
    replacesItemId: null,
    altItems: [] as AltItem[],
  };
}

/** The fields a quote and an order share: the job, its buyer, no owner, the province, no charges yet. */
export function testJob() {
  return {
    id: 5,
    jobName: 'Parc Jarry',
    buyerCompanyId: 8,
    buyerCompanyName: 'Paysagement Rive-Nord',
    buyerUserId: 9,
    buyerUserName: 'Julie Lavoie',
    ownerUserId: null,
    ownerUserName: null,
    deliveryMethodId: 1,
    provinceId: 1,
    provinceName: 'Quebec',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    discounts: [],
    transportCosts: [],
  };
}

/** The totals a quote and an order share, as the server answers them before anything is priced (Quebec's tax). */
export function testUnpricedTotals() {
  return {
    sellerCost: 0,
    buyerSubtotal: 0,
    margin: 0,
    discount: 0,
    transport: 0,
    fee: 0,
    taxable: 0,
    tax: 0,
    grandTotal: 0,
    taxRate: 14.975,
    buyerFeeRate: null,
  };
}

/** A saved alternate of a line: Acer freemanii, another size, from another seller at its own price. */
export function testAltItem(overrides: Partial<AltItem> = {}): AltItem {
  return {
    id: 9,
    productId: 501,
    productName: 'Acer freemanii',
    productSizeId: 601,
    productSizeName: '60mm cal',
    specs: [],
    quantity: 10,
    sellerCompanyId: 32,
    sellerCompanyName: 'Pépinière Villeneuve',
    sellerUnitPrice: 12,
    note: null,
    importSourceId: null,
    sourceItemId: null,
    ...overrides,
  };
}

/** The cell of a construction grid (by its accessible name) on a line of the page shown, under a column header. */
export function constructionCellOf(gridName: string, line: number, header: string): HTMLElement {
  const grid = screen.getByRole('grid', { name: gridName });
  const headers = within(grid)
    .getAllByRole('columnheader')
    .map((element) => element.textContent);
  const column = headers.indexOf(header) + 1;
  const row = grid.querySelector(`[role="row"][aria-rowindex="${line + 1}"]`);
  const cell = row?.querySelector<HTMLElement>(`[role="gridcell"][aria-colindex="${column}"]`);
  if (!cell) throw new Error(`No cell ${header} on line ${line}.`);
  return cell;
}
