import { describe, expect, it } from 'vitest';
import { ItemStatus, MESSAGES } from '@portal/contracts';
import {
  createGridState,
  deleteRows,
  orderedEntries,
  updateRows,
  type GridState,
} from '../../../components/grid/grid-rows';
import {
  currentLineErrors,
  discountCellErrors,
  lineErrorsOf,
  issuesByLine,
  rowOf,
  toSavePayload,
  transportCellErrors,
  unassignedLineIssues,
  withDerivedPrices,
  workingTotals,
  type ConstructionRow,
  type DiscountDraft,
  type TransportCostDraft,
} from './construction-rows';
import { testItem } from './test-quote';

const I = ItemStatus.ids;

function line(overrides: Partial<ConstructionRow> = {}): ConstructionRow {
  return { ...rowOf(testItem(1)), ...overrides };
}

function gridOf(rows: ConstructionRow[]): GridState<ConstructionRow> {
  return createGridState(rows, (row) => row.id);
}

describe('withDerivedPrices (markup and buyer unit price follow each other, decision 148)', () => {
  it.each([
    [
      'a markup typed gives the buyer price',
      line({ sellerUnitPrice: 100 }),
      'markupRate',
      25,
      { markupRate: 25, buyerUnitPrice: 125 },
    ],
    [
      'a markup rounds the buyer price to the cent',
      line({ sellerUnitPrice: 12.99 }),
      'markupRate',
      33.333,
      { markupRate: 33.333, buyerUnitPrice: 17.32 },
    ],
    [
      'a buyer price typed gives the markup',
      line({ sellerUnitPrice: 80 }),
      'buyerUnitPrice',
      100,
      { buyerUnitPrice: 100, markupRate: 25 },
    ],
    [
      'a buyer price below the seller price is a negative markup',
      line({ sellerUnitPrice: 100 }),
      'buyerUnitPrice',
      90,
      { buyerUnitPrice: 90, markupRate: -10 },
    ],
    ['no seller price: the markup alone', line(), 'markupRate', 25, { markupRate: 25 }],
    [
      'a free seller price gives no markup',
      line({ sellerUnitPrice: 0 }),
      'buyerUnitPrice',
      5,
      { buyerUnitPrice: 5 },
    ],
    [
      'a seller price keeps the markup and moves the buyer price',
      line({ markupRate: 50, buyerUnitPrice: 3 }),
      'sellerUnitPrice',
      10,
      { sellerUnitPrice: 10, buyerUnitPrice: 15 },
    ],
    [
      'a seller price without a markup gives the markup of the buyer price',
      line({ buyerUnitPrice: 12 }),
      'sellerUnitPrice',
      10,
      { sellerUnitPrice: 10, markupRate: 20 },
    ],
    [
      'a cleared markup leaves the buyer price',
      line({ sellerUnitPrice: 10, markupRate: 20, buyerUnitPrice: 12 }),
      'markupRate',
      null,
      { markupRate: null },
    ],
    [
      'an unreadable markup derives nothing',
      line({ sellerUnitPrice: 10 }),
      'markupRate',
      Number.NaN,
      { markupRate: Number.NaN },
    ],
    ['another field is set as is', line(), 'sellerContacted', true, { sellerContacted: true }],
  ] as const)('%s', (_name, row, field, value, expected) => {
    expect(withDerivedPrices(row, field, value as never)).toEqual(expected);
  });
});

describe('toSavePayload', () => {
  const seller = { id: 31, name: 'Pépinière Charlevoix' };

  it('sends only the changed lines, a status move, deletions and reverts, and the whole charge lists', () => {
    const rows = [
      line({ id: 1, sequenceNumber: 1 }),
      line({ id: 2, sequenceNumber: 2 }),
      line({ id: 3, sequenceNumber: 3 }),
      line({ id: 4, sequenceNumber: 4, statusId: I.SUBSTITUTED, replacesItemId: 3 }),
      line({ id: 5, sequenceNumber: 5 }),
    ];
    let grid = gridOf(rows);
    grid = updateRows(grid, ['1'], { sellerCompany: seller, sellerUnitPrice: 10 });
    grid = updateRows(grid, ['2'], { statusId: I.UNAVAILABLE });
    grid = updateRows(grid, ['4'], { statusId: I.ORIGINAL });
    grid = deleteRows(grid, ['5']);
    const discounts = orderedEntries(
      createGridState<DiscountDraft>(
        [{ rowKey: 'd1', sequenceNumber: 1, discount: { id: 2, name: 'Volume' }, amount: 50 }],
        (row) => row.rowKey,
      ),
    );
    const transport = orderedEntries(
      createGridState<TransportCostDraft>(
        [
          {
            rowKey: 't1',
            sequenceNumber: 1,
            transportTypeId: 2,
            sellerCompany: seller,
            cost: 120,
            transporters: [{ id: 4, name: 'Transport Boréal' }],
          },
        ],
        (row) => row.rowKey,
      ),
    );
    const payload = toSavePayload(5, orderedEntries(grid), discounts, transport);
    expect(payload.body).toEqual({
      id: 5,
      items: [
        {
          id: 1,
          sellerCompanyId: 31,
          sellerUnitPrice: 10,
          markupRate: null,
          buyerUnitPrice: null,
          sellerContacted: false,
          inventoryAvailable: false,
        },
        {
          id: 2,
          sellerCompanyId: null,
          sellerUnitPrice: null,
          markupRate: null,
          buyerUnitPrice: null,
          sellerContacted: false,
          inventoryAvailable: false,
          statusId: I.UNAVAILABLE,
        },
      ],
      deletedItemIds: [5],
      substitutions: [],
      revertedItemIds: [4],
      discounts: [{ discountId: 2, amount: 50 }],
      transportCosts: [{ transportTypeId: 2, sellerCompanyId: 31, cost: 120, transporterIds: [4] }],
    });
    expect(payload.itemKeys).toEqual(['1', '2']);
  });
});

describe('alternates and substitutions in the save (decision 153)', () => {
  it("sends a line's whole alternates list only when it changed, and its chosen substitute as a substitution", () => {
    const alternate = {
      id: -1,
      productId: null,
      productName: null,
      productSizeId: 260,
      productSizeName: '60mm cal',
      specs: [],
      quantity: null,
      sellerCompanyId: 31,
      sellerCompanyName: 'Pépinière Charlevoix',
      sellerUnitPrice: 140,
      note: 'Bigger caliper in stock',
      importSourceId: null,
      sourceItemId: null,
    };
    let grid = gridOf([line({ id: 1, sequenceNumber: 1 }), line({ id: 2, sequenceNumber: 2 })]);
    grid = updateRows(grid, ['1'], { altItems: [alternate] });
    grid = updateRows(grid, ['2'], { substitute: alternate });
    const { body } = toSavePayload(5, orderedEntries(grid), [], []);
    expect(body.items?.[0]?.altItems).toEqual([
      {
        productId: null,
        productSizeId: 260,
        specIds: [],
        quantity: null,
        sellerCompanyId: 31,
        sellerUnitPrice: 140,
        note: 'Bigger caliper in stock',
        importSourceId: null,
        sourceItemId: null,
      },
    ]);
    expect(body.items?.[1]).not.toHaveProperty('altItems');
    expect(body.substitutions).toEqual([
      {
        itemId: 2,
        productId: null,
        productSizeId: 260,
        specIds: null,
        quantity: null,
        sellerCompanyId: 31,
        sellerUnitPrice: 140,
      },
    ]);
  });
});

describe('charge rows that cannot be sent', () => {
  it('marks a discount without a type or an amount', () => {
    const entries = orderedEntries(
      createGridState<DiscountDraft>(
        [
          { rowKey: 'a', sequenceNumber: 1, discount: null, amount: 5 },
          { rowKey: 'b', sequenceNumber: 2, discount: { id: 1, name: 'Volume' }, amount: 5 },
        ],
        (row) => row.rowKey,
      ),
    );
    expect([...discountCellErrors(entries, 'Required')]).toEqual([['a', { discount: 'Required' }]]);
  });

  it('marks the second transport cost of one seller (issue 14: one per seller) and a missing cost', () => {
    const seller = { id: 31, name: 'Pépinière Charlevoix' };
    const row = (rowKey: string, cost: number | null): TransportCostDraft => ({
      rowKey,
      sequenceNumber: 1,
      transportTypeId: 1,
      sellerCompany: seller,
      cost,
      transporters: [],
    });
    const entries = orderedEntries(createGridState([row('a', 10), row('b', null)], (draft) => draft.rowKey));
    expect([...transportCellErrors(entries, 'Required', 'Twice')]).toEqual([
      ['b', { sellerCompany: 'Twice', cost: 'Required' }],
    ]);
  });
});

describe('issuesByLine', () => {
  it("puts a save's field issue on its cell and marks a publish refusal's missing seller and prices", () => {
    const rows = new Map([
      ['1', line({ id: 1, sellerCompany: { id: 3, name: 'A' }, sellerUnitPrice: 10 })],
      ['2', line({ id: 2 })],
    ]);
    const byLine = issuesByLine(
      [
        { field: 'items.0', message: 'Missing' },
        { field: 'items.1.markupRate', message: 'Too high' },
      ],
      (index) => ['1', '2'][index],
      (key) => rows.get(key),
    );
    expect(byLine.get('1')).toEqual({ buyerUnitPrice: 'Missing' });
    expect(byLine.get('2')).toEqual({ markupRate: 'Too high' });
  });
});

describe('unassignedLineIssues', () => {
  it('marks each line a publish names as on no delivery (spec 001 §8, by its id) and nothing for another refusal', () => {
    const byLine = unassignedLineIssues([
      { field: 'items.41', message: MESSAGES.itemsNotAssignedToDeliveries },
      { field: 'items.43', message: MESSAGES.itemsNotAssignedToDeliveries },
    ]);
    expect([...byLine]).toEqual([
      ['41', { sellerCompany: MESSAGES.itemsNotAssignedToDeliveries }],
      ['43', { sellerCompany: MESSAGES.itemsNotAssignedToDeliveries }],
    ]);
    expect(unassignedLineIssues([{ field: 'items.0', message: MESSAGES.missingInfoForPublish }]).size).toBe(
      0,
    );
  });
});

describe('currentLineErrors', () => {
  it('stops marking a cell once the user changed it, and keeps the others', () => {
    let grid = gridOf([line({ id: 1 }), line({ id: 2 })]);
    const errors = lineErrorsOf(
      new Map<string, Record<string, string>>([
        ['1', { sellerCompany: 'Missing', sellerUnitPrice: 'Missing' }],
        ['2', { sellerCompany: 'Missing' }],
      ]),
      orderedEntries(grid),
    );
    grid = updateRows(grid, ['1'], { sellerCompany: { id: 3, name: 'A' } });
    expect([...currentLineErrors(errors, orderedEntries(grid))]).toEqual([
      ['1', { sellerUnitPrice: 'Missing' }],
      ['2', { sellerCompany: 'Missing' }],
    ]);
  });
});

describe('workingTotals', () => {
  it('counts the kept lines that count, with the discounts, transport, fee and tax of decision 148', () => {
    let grid = gridOf([
      line({ id: 1, sellerUnitPrice: 10, buyerUnitPrice: 12.5 }),
      line({ id: 2, sellerUnitPrice: 5, buyerUnitPrice: 6, statusId: I.UNAVAILABLE }),
      line({ id: 3, sellerUnitPrice: 5, buyerUnitPrice: 6 }),
    ]);
    grid = deleteRows(grid, ['3']);
    const money = workingTotals(
      orderedEntries(grid),
      [{ rowKey: 'd', sequenceNumber: 1, discount: { id: 1, name: 'V' }, amount: 25 }],
      [
        {
          rowKey: 't',
          sequenceNumber: 1,
          transportTypeId: 1,
          sellerCompany: null,
          cost: 40,
          transporters: [],
        },
      ],
      { ratePercent: 2, minimumAmount: 0 },
      10,
    );
    // One line of 10 × 12.50 = 125.00; less 25.00 = 100.00; + 40.00 transport; fee 2 % of 100.00 = 2.00; tax 10 %.
    expect(money).toMatchObject({
      sellerCostCents: 10_000,
      buyerSubtotalCents: 12_500,
      marginCents: 2_500,
      discountCents: 2_500,
      transportCents: 4_000,
      feeCents: 200,
      taxableCents: 14_200,
      taxCents: 1_420,
      grandTotalCents: 15_620,
      unpricedLineCount: 0,
    });
  });
});
