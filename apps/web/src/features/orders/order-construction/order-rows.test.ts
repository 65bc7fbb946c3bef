import { describe, expect, it } from 'vitest';
import { ItemStatus, MESSAGES, orderSetupIssue, PictureStatus } from '@portal/contracts';
import { testAltItem } from '../../../components/construction/test-construction';
import { createGridState, deleteRows, orderedEntries, updateRows } from '../../../components/grid/grid-rows';
import { diffOrderVersions, rebaseOrderWorkingCopy } from './order-change-notices';
import {
  orderCellErrorsOf,
  orderRowsOf,
  sellerChangeDeletesPictures,
  setupIssuesOf,
  toOrderSavePayload,
  withDerivedOrderPrices,
  workingOrderTotals,
} from './order-rows';
import { testOrder, testOrderItem, testSubOrder } from './test-order';

const I = ItemStatus.ids;

const order = testOrder([
  testOrderItem(1),
  testOrderItem(2),
  testOrderItem(3, { subOrderId: 12, sellerCompanyId: 32, sellerCompanyName: 'Pépinière Villeneuve' }),
]);

function entriesOf(rows = orderRowsOf(order)) {
  return createGridState(rows, (row) => row.id);
}

describe('toOrderSavePayload (PUT orderConstruction)', () => {
  it('sends only the items changed, their status moves, deletions, the charges and the delivery fee', () => {
    let state = entriesOf();
    state = updateRows(state, ['1'], { inventorySecured: true, sellerContacted: true });
    state = updateRows(state, ['2'], { statusId: I.UNAVAILABLE });
    state = deleteRows(state, ['3']);
    const payload = toOrderSavePayload(order.id, orderedEntries(state), [], [], 25);
    expect(payload.body.items).toEqual([
      {
        id: 1,
        sellerCompanyId: 31,
        sellerUnitPrice: 10,
        markupRate: 30,
        buyerUnitPrice: 13,
        sellerContacted: true,
        inventorySecured: true,
      },
      {
        id: 2,
        sellerCompanyId: 31,
        sellerUnitPrice: 10,
        markupRate: 30,
        buyerUnitPrice: 13,
        sellerContacted: false,
        inventorySecured: false,
        statusId: I.UNAVAILABLE,
      },
    ]);
    expect(payload.itemKeys).toEqual(['1', '2']);
    expect(payload.body.deletedItemIds).toEqual([3]);
    expect(payload.body.buyerDeliveryFee).toBe(25);
  });

  it('sends a substitution from an alternate and a revert by the substitute’s id, and an unreadable fee as not set', () => {
    const withAlternate = testOrder([
      testOrderItem(1, {
        altItems: [testAltItem()],
      }),
      testOrderItem(2, { statusId: I.SUBSTITUTED, replacesItemId: 4 }),
    ]);
    let state = entriesOf(orderRowsOf(withAlternate));
    const altItem = withAlternate.items[0]?.altItems[0] ?? null;
    state = updateRows(state, ['1'], { substitute: altItem });
    state = updateRows(state, ['2'], { statusId: I.ORIGINAL });
    const payload = toOrderSavePayload(5, orderedEntries(state), [], [], Number.NaN);
    expect(payload.body.items).toEqual([]);
    expect(payload.body.substitutions).toEqual([
      {
        itemId: 1,
        productId: 501,
        productSizeId: 601,
        specIds: null,
        quantity: 10,
        sellerCompanyId: 32,
        sellerUnitPrice: 12,
      },
    ]);
    expect(payload.body.revertedItemIds).toEqual([2]);
    expect(payload.body.buyerDeliveryFee).toBeNull();
  });
});

describe("toOrderSavePayload: an item's alternates (decision 173)", () => {
  // A new alternate (a draft id), with a spec and a note.
  const ALTERNATE = testAltItem({ id: -1, specs: [{ id: 40, name: 'B&B' }], note: 'Same lot' });

  it('sends the whole list of the item whose alternates changed, and none for the others', () => {
    let state = entriesOf();
    state = updateRows(state, ['1'], { altItems: [ALTERNATE] });
    state = updateRows(state, ['2'], { inventorySecured: true });
    const payload = toOrderSavePayload(order.id, orderedEntries(state), [], [], null);
    expect(payload.itemKeys).toEqual(['1', '2']);
    expect(payload.body.items[0]).toMatchObject({
      id: 1,
      altItems: [
        {
          productId: 501,
          productSizeId: 601,
          specIds: [40],
          quantity: 10,
          sellerCompanyId: 32,
          sellerUnitPrice: 12,
          note: 'Same lot',
          importSourceId: null,
          sourceItemId: null,
        },
      ],
    });
    expect(payload.body.items[1]).not.toHaveProperty('altItems');
  });

  it('sends an emptied list, and nothing once the list is back as saved', () => {
    const withAlternate = testOrder([testOrderItem(1, { altItems: [{ ...ALTERNATE, id: 9 }] })]);
    let state = entriesOf(orderRowsOf(withAlternate));
    state = updateRows(state, ['1'], { altItems: [] });
    expect(toOrderSavePayload(5, orderedEntries(state), [], [], null).body.items).toEqual([
      expect.objectContaining({ id: 1, altItems: [] }),
    ]);
    state = updateRows(state, ['1'], { altItems: [{ ...ALTERNATE, id: 9 }] });
    expect(toOrderSavePayload(5, orderedEntries(state), [], [], null).body.items).toEqual([]);
  });
});

describe('workingOrderTotals (decision 163: the delivery fee is taxed, outside the buyer fee)', () => {
  it('prices the items that count with the discounts, transport and delivery fee', () => {
    let state = entriesOf();
    state = updateRows(state, ['3'], { statusId: I.UNAVAILABLE });
    const totals = workingOrderTotals(
      orderedEntries(state),
      [{ rowKey: 'discount-1', sequenceNumber: 1, discount: { id: 1, name: 'Volume' }, amount: 20 }],
      [],
      50,
      order,
    );
    // Two items of 10 × 13 = 260 − 20 + 50 delivery = 290 taxable at 14.975 %.
    expect(totals.buyerSubtotalCents).toBe(26_000);
    expect(totals.deliveryFeeCents).toBe(5_000);
    expect(totals.taxableCents).toBe(29_000);
    expect(totals.grandTotalCents).toBe(29_000 + Math.round(29_000 * 0.14975));
  });
});

describe('a derived price and the seller change question', () => {
  it('derives the buyer unit price from a markup typed', () => {
    const [row] = orderRowsOf(order);
    if (!row) throw new Error('no row');
    expect(withDerivedOrderPrices(row, 'markupRate', 50)).toEqual({ markupRate: 50, buyerUnitPrice: 15 });
    expect(withDerivedOrderPrices(row, 'inventorySecured', true)).toEqual({ inventorySecured: true });
  });

  it('asks before a new seller only when that item has pictures or a request past not sent (decision 173)', () => {
    const pictured = testOrder([
      testOrderItem(1, { pictureCount: 2, pictureStatusId: PictureStatus.ids.SENT }),
      testOrderItem(2, { pictureStatusId: PictureStatus.ids.REJECTED }),
      testOrderItem(3),
    ]);
    // The sub-order's roll-up says pictures were sent; only the items that have them are asked about.
    const withRollup = {
      ...pictured,
      subOrders: [testSubOrder(11, { pictureStatusId: PictureStatus.ids.PARTIALLY_SENT })],
    };
    const [first, second, third] = orderRowsOf(withRollup);
    if (!first || !second || !third) throw new Error('no rows');
    expect(sellerChangeDeletesPictures(withRollup, first)).toBe(true);
    expect(sellerChangeDeletesPictures(withRollup, second)).toBe(true);
    expect(sellerChangeDeletesPictures(withRollup, third)).toBe(false);
    expect(sellerChangeDeletesPictures(order, first)).toBe(false);
  });
});

describe('orderCellErrorsOf (a refused save or finish setup on its cells)', () => {
  it("marks each cell a finish-setup refusal names, by the record's lists", () => {
    const incomplete = testOrder([testOrderItem(1), testOrderItem(2, { buyerUnitPrice: null })]);
    const issue = orderSetupIssue({ ...incomplete, buyerDeliveryFee: null });
    expect(issue?.message).toBe(MESSAGES.incompleteOrderItems);
    const errors = orderCellErrorsOf(setupIssuesOf(issue ?? { message: '', paths: [] }), {
      items: (index) => String(incomplete.items[index]?.id),
      discounts: (index) => `discount-${index + 1}`,
      transportCosts: (index) => `transport-${index + 1}`,
    });
    expect([...errors.items]).toEqual([['2', { buyerUnitPrice: MESSAGES.incompleteOrderItems }]]);
    const feeErrors = orderCellErrorsOf(
      [
        { field: 'buyerDeliveryFee', message: MESSAGES.deliveryFeeNotSet },
        { field: 'transportCosts.1.sellerCompanyId', message: MESSAGES.duplicateTransportCosts },
      ],
      { items: () => undefined, discounts: () => undefined, transportCosts: (index) => `t${index}` },
    );
    expect(feeErrors.deliveryFee).toBe(MESSAGES.deliveryFeeNotSet);
    expect([...feeErrors.transportCosts]).toEqual([
      ['t1', { sellerCompany: MESSAGES.duplicateTransportCosts }],
    ]);
  });
});

describe('order change notices', () => {
  it('names the cells another user changed, the delivery fee with the transport costs, and the status', () => {
    const latest = testOrder(
      [testOrderItem(1, { inventorySecured: true }), testOrderItem(2), order.items[2] ?? testOrderItem(3)],
      { version: 4, buyerDeliveryFee: 40, statusId: 7 },
    );
    expect(diffOrderVersions(order, latest)).toEqual([
      { kind: 'cell', line: 1, field: 'inventorySecured' },
      { kind: 'transportCosts' },
      { kind: 'status' },
    ]);
  });

  it("keeps the user's cells over the new version and marks the ones both changed", () => {
    let state = entriesOf();
    state = updateRows(state, ['1'], { inventorySecured: true, sellerUnitPrice: 11 });
    const latest = testOrder(
      [testOrderItem(1, { sellerUnitPrice: 12 }), testOrderItem(2), testOrderItem(3)],
      {
        version: 4,
      },
    );
    const rebase = rebaseOrderWorkingCopy(orderedEntries(state), latest);
    expect(rebase.patches).toEqual([{ key: '1', patch: { sellerUnitPrice: 11, inventorySecured: true } }]);
    expect([...rebase.conflicts]).toEqual([['1', { sellerUnitPrice: 12 }]]);
  });
});
