// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { DeliveryItemSummary } from '@portal/contracts';
import { dataResponse, renderWithProviders, setUpComponentTests, stubApi } from '../../../../test/render';
import { ItemSummaryDialog, ItemSummaryTable } from './item-summary-dialog';

setUpComponentTests();

type Row = DeliveryItemSummary['items'][number];

function row(id: number, productName: string, extra: Partial<Row>): Row {
  return {
    id,
    orderId: 7,
    orderNumber: 'OR-10007',
    subOrderId: 70,
    subOrderNumber: 'OR-10007-1',
    sellerCompany: { id: 41, name: 'Pépinière Rivière' },
    productName,
    productSizeName: '#5',
    quantity: 4,
    statusId: 1,
    unitWeightLb: 25,
    unitFloorSpaceSqft: 2,
    deliveryAssigned: true,
    deliveryId: 30,
    deliveryNumber: 'DL-00030',
    pickupStopSequence: 1,
    dropOffStopSequence: 3,
    ...extra,
  };
}

const SUMMARY: DeliveryItemSummary = {
  deliveryId: 30,
  deliveryNumber: 'DL-00030',
  itemCount: 2,
  totalQuantity: 10,
  knownWeightLb: 100,
  knownFloorSpaceSqft: 8,
  invalidItemIds: [12],
  items: [
    row(11, 'Acer rubrum', {}),
    row(12, 'Picea abies', {
      quantity: 6,
      unitWeightLb: null,
      pickupStopSequence: 2,
      dropOffStopSequence: null,
    }),
  ],
};

describe('the item summary (spec 001 §7 orderDeliveryItemSummary)', () => {
  it('lists each item with its stops and names an item without a weight invalid, not zero', () => {
    renderWithProviders(<ItemSummaryTable summary={SUMMARY} />);
    const table = screen.getByRole('table', { name: 'Items of delivery DL-00030' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Acer rubrum', '#5', 'Pépinière Rivière', 'Stop 1', 'Stop 3', '4', '25', '2']);
    const cells = within(second!).getAllByRole('cell');
    expect(cells[0]?.textContent).toBe('Picea abies No unit weight or floor space');
    expect(cells[3]?.textContent).toBe('Stop 2');
    expect(cells[4]?.textContent).toBe('—');
    // No weight is shown empty, never as 0.
    expect(cells[6]?.textContent).toBe('');
    expect(within(first!).queryByText('No unit weight or floor space')).toBeNull();
    // The totals are the known ones, and the invalid item is counted in words.
    expect(screen.getByText('100 lb')).toBeTruthy();
    expect(screen.getByText('8 sq ft')).toBeTruthy();
    expect(
      screen.getByText('1 item has no unit weight or floor space: the totals leave it out.'),
    ).toBeTruthy();
  });

  it('reads the summary of the delivery when the dialog opens', async () => {
    const requests = stubApi(({ url }) =>
      url === '/api/orderDeliveryItemSummary/30' ? dataResponse(SUMMARY) : undefined,
    );
    renderWithProviders(<ItemSummaryDialog deliveryId={30} deliveryNumber="DL-00030" onClose={() => {}} />);
    expect(await screen.findByText('Acer rubrum')).toBeTruthy();
    expect(requests.map((request) => request.url)).toContain('/api/orderDeliveryItemSummary/30');
  });

  it('says nothing is missing when every item has its weight and floor space', () => {
    renderWithProviders(
      <ItemSummaryTable summary={{ ...SUMMARY, invalidItemIds: [], items: [row(11, 'Acer rubrum', {})] }} />,
    );
    expect(screen.queryByText(/have no unit weight/)).toBeNull();
  });
});
