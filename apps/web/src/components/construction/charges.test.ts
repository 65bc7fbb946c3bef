import { describe, expect, it } from 'vitest';
import { TransportType } from '@portal/contracts';
import { createGridState, deleteRows, orderedEntries, updateRows } from '../grid/grid-rows';
import {
  discountDraftsOf,
  toChargesPayload,
  transportCellErrors,
  transportDraftsOf,
  transportIssuesOf,
  type SavedCharges,
} from './charges';

const SAVED: SavedCharges = {
  discounts: [
    { discountId: 1, discountName: 'Volume', amount: 50 },
    { discountId: 2, discountName: 'Loyalty', amount: 20 },
  ],
  transportCosts: [
    {
      transportTypeId: TransportType.ids.THIRD_PARTY,
      sellerCompanyId: 31,
      sellerCompanyName: 'Pépinière Charlevoix',
      cost: 120,
      transporters: [{ id: 4, name: 'Transport Laval' }],
    },
    {
      transportTypeId: TransportType.ids.SELLER,
      sellerCompanyId: 32,
      sellerCompanyName: 'Pépinière Villeneuve',
      cost: 80,
      transporters: [],
    },
  ],
};

describe('the charges of a quote or an order (construction kit)', () => {
  it('sends the rows kept, whole, and says which grid row each sent index is', () => {
    const discounts = deleteRows(
      createGridState(discountDraftsOf(SAVED), (row) => row.rowKey),
      ['discount-1'],
    );
    const transport = updateRows(
      createGridState(transportDraftsOf(SAVED), (row) => row.rowKey),
      ['transport-2'],
      { cost: 95 },
    );
    const payload = toChargesPayload(orderedEntries(discounts), orderedEntries(transport));
    expect(payload.discounts).toEqual([{ discountId: 2, amount: 20 }]);
    expect(payload.discountKeys).toEqual(['discount-2']);
    expect(payload.transportCosts).toEqual([
      { transportTypeId: 2, sellerCompanyId: 31, cost: 120, transporterIds: [4] },
      { transportTypeId: 1, sellerCompanyId: 32, cost: 95, transporterIds: [] },
    ]);
    expect(payload.transportKeys).toEqual(['transport-1', 'transport-2']);
  });

  it("marks a second cost for one seller and puts the server's issues on the cells they name", () => {
    const transport = updateRows(
      createGridState(transportDraftsOf(SAVED), (row) => row.rowKey),
      ['transport-2'],
      { sellerCompany: { id: 31, name: 'Pépinière Charlevoix' }, cost: null },
    );
    expect([...transportCellErrors(orderedEntries(transport), 'Required', 'Twice')]).toEqual([
      ['transport-2', { sellerCompany: 'Twice', cost: 'Required' }],
    ]);
    const issues = transportIssuesOf(
      [
        { field: 'transportCosts.1.sellerCompanyId', message: 'Duplicate' },
        { field: 'transportCosts.0.cost', message: 'Too much' },
        { field: 'items.0.cost', message: 'Not a transport row' },
      ],
      ['transport-1', 'transport-2'],
    );
    expect([...issues]).toEqual([
      ['transport-2', { sellerCompany: 'Duplicate' }],
      ['transport-1', { cost: 'Too much' }],
    ]);
  });
});
