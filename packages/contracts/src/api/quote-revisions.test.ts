import { describe, expect, it } from 'vitest';
import { ItemStatus } from '../enumerations';
import {
  compareQuoteRevisions,
  revisionContentSchema,
  type RevisionChange,
  type RevisionChangeKind,
  type RevisionContent,
  type RevisionLine,
  type RevisionLineField,
  type RevisionTransportCost,
} from './quote-revisions';

const ACER: RevisionLine = {
  id: 11,
  sequenceNumber: 1,
  productId: 100,
  productName: "Acer rubrum 'October Glory'",
  productSizeId: 200,
  productSizeName: '50mm cal',
  specs: [{ id: 300, name: 'B&B' }],
  quantity: 25,
  statusId: ItemStatus.ids.WIP,
  sellerCompanyId: 1,
  sellerCompanyName: 'Pépinière du Nord',
  sellerUnitPrice: 185,
  markupRate: 35,
  buyerUnitPrice: 249.75,
  sellerPrice: 4625,
  buyerPrice: 6243.75,
  replacesItemId: null,
};

const THUJA: RevisionLine = {
  ...ACER,
  id: 12,
  sequenceNumber: 2,
  productId: 101,
  productName: "Thuja occidentalis 'Smaragd'",
  productSizeId: 201,
  productSizeName: '150-175cm',
  specs: [],
  quantity: 120,
  sellerUnitPrice: 38.5,
  markupRate: 35.013,
  buyerUnitPrice: 51.98,
  sellerPrice: 4620,
  buyerPrice: 6237.6,
};

const TOTALS: RevisionContent['totals'] = {
  sellerCost: 9245,
  buyerSubtotal: 12481.35,
  margin: 3236.35,
  discount: 0,
  transport: 0,
  fee: 0,
  taxable: 12481.35,
  tax: 1869.08,
  grandTotal: 14350.43,
  taxRate: 14.975,
  buyerFeeRate: null,
  unpricedLineCount: 0,
};

const TRUCK: RevisionTransportCost = {
  transportTypeId: 1,
  sellerCompanyId: 1,
  sellerCompanyName: 'Pépinière du Nord',
  cost: 350,
  transporters: [],
};

function content(overrides: Partial<RevisionContent> = {}): RevisionContent {
  return { items: [ACER, THUJA], discounts: [], transportCosts: [], totals: TOTALS, ...overrides };
}

interface LineCase {
  readonly name: string;
  readonly after: Partial<RevisionLine>;
  readonly fields: RevisionLineField[];
  readonly kinds: RevisionChangeKind[];
}

describe('published revisions compared (issue 14 Versions; decision 157)', () => {
  it.each<LineCase>([
    { name: 'nothing', after: {}, fields: [], kinds: [] },
    {
      name: 'the seller unit price (and with it the line prices)',
      after: { sellerUnitPrice: 180, markupRate: 38.75, sellerPrice: 4500 },
      fields: ['sellerUnitPrice', 'markupRate', 'sellerPrice'],
      kinds: ['repriced'],
    },
    {
      name: 'the markup alone',
      after: { markupRate: 40 },
      fields: ['markupRate'],
      kinds: ['repriced'],
    },
    {
      name: 'the buyer unit price',
      after: { buyerUnitPrice: 250, buyerPrice: 6250 },
      fields: ['buyerUnitPrice', 'buyerPrice'],
      kinds: ['repriced'],
    },
    {
      name: 'the seller',
      after: { sellerCompanyId: 2, sellerCompanyName: 'Les Serres Laval' },
      fields: ['sellerCompanyId'],
      kinds: ['resourced'],
    },
    {
      name: "the seller's name only (a company renamed is not a re-sourcing)",
      after: { sellerCompanyName: 'Pépinière du Nord inc.' },
      fields: [],
      kinds: [],
    },
    {
      name: 'the seller and its price',
      after: { sellerCompanyId: 2, sellerUnitPrice: 170, sellerPrice: 4250 },
      fields: ['sellerCompanyId', 'sellerUnitPrice', 'sellerPrice'],
      kinds: ['repriced', 'resourced'],
    },
    {
      name: 'the quantity (the line prices follow, not a re-pricing)',
      after: { quantity: 30, sellerPrice: 5550, buyerPrice: 7492.5 },
      fields: ['quantity', 'sellerPrice', 'buyerPrice'],
      kinds: ['quantity'],
    },
    {
      name: 'the status',
      after: { statusId: ItemStatus.ids.UNAVAILABLE },
      fields: ['statusId'],
      kinds: ['status'],
    },
    {
      name: 'the specs',
      after: { specs: [] },
      fields: ['specs'],
      kinds: ['product'],
    },
    {
      name: 'a price written with a binary fraction (not a change)',
      after: { buyerUnitPrice: 249.7500000001 },
      fields: [],
      kinds: [],
    },
    {
      name: 'a price that was not set',
      after: { sellerUnitPrice: null, sellerPrice: null },
      fields: ['sellerUnitPrice', 'sellerPrice'],
      kinds: ['repriced'],
    },
  ])('a line whose $name changed', ({ after, fields, kinds }) => {
    const compared = compareQuoteRevisions(content(), content({ items: [{ ...ACER, ...after }, THUJA] }));
    const [acer, thuja] = compared.lines;
    expect(acer?.itemId).toBe(ACER.id);
    expect(acer?.changedFields).toEqual(fields);
    expect(acer?.kinds).toEqual(kinds);
    expect(acer?.change).toBe(fields.length === 0 ? 'unchanged' : 'changed');
    expect(thuja).toMatchObject({ change: 'unchanged', changedFields: [], kinds: [] });
  });

  it('takes the same specs in another order for the same line', () => {
    const specs = [
      { id: 300, name: 'B&B' },
      { id: 301, name: 'Heavy' },
    ];
    const compared = compareQuoteRevisions(
      content({ items: [{ ...ACER, specs }] }),
      content({ items: [{ ...ACER, specs: [specs[1]!, specs[0]!] }] }),
    );
    expect(compared.lines[0]).toMatchObject({ change: 'unchanged', changedFields: [] });
  });

  it('lists a line added and a line removed, and keeps each where it stands', () => {
    const hydrangea: RevisionLine = { ...THUJA, id: 13, sequenceNumber: 3, productId: 102 };
    const substitute: RevisionLine = {
      ...THUJA,
      id: 14,
      sequenceNumber: 2,
      productId: 103,
      statusId: ItemStatus.ids.SUBSTITUTED,
      replacesItemId: THUJA.id,
    };
    const compared = compareQuoteRevisions(
      content({ items: [ACER, THUJA, hydrangea] }),
      content({ items: [ACER, substitute, { ...THUJA, statusId: ItemStatus.ids.ORIGINAL }] }),
    );
    expect(compared.lines.map((line) => [line.itemId, line.change])).toEqual([
      [ACER.id, 'unchanged'],
      [THUJA.id, 'changed'],
      [substitute.id, 'added'],
      [hydrangea.id, 'removed'],
    ]);
    const removed = compared.lines.at(-1);
    expect(removed).toMatchObject({ before: hydrangea, after: null, changedFields: [], kinds: [] });
    expect(compared.lines.find((line) => line.itemId === substitute.id)).toMatchObject({
      before: null,
      after: substitute,
    });
    expect(compared.summary).toMatchObject({ added: 1, removed: 1, status: 1, unchanged: 1 });
  });

  it('puts a line removed from a place after the line that now holds it', () => {
    const replacement: RevisionLine = { ...THUJA, id: 15, sequenceNumber: 2 };
    const compared = compareQuoteRevisions(content(), content({ items: [ACER, replacement] }));
    expect(compared.lines.map((line) => [line.itemId, line.change])).toEqual([
      [ACER.id, 'unchanged'],
      [replacement.id, 'added'],
      [THUJA.id, 'removed'],
    ]);
  });

  it('counts the summary line: added, removed, re-priced, re-sourced, and a line counted once per kind', () => {
    const lines = Array.from({ length: 6 }, (_, index) => ({
      ...ACER,
      id: 100 + index,
      sequenceNumber: index + 1,
    }));
    const after = [
      { ...lines[0]!, sellerUnitPrice: 190, sellerCompanyId: 2 }, // re-priced and re-sourced
      { ...lines[1]!, buyerUnitPrice: 260 }, // re-priced
      { ...lines[2]!, sellerCompanyId: 3 }, // re-sourced
      lines[3]!, // unchanged
      // lines[4] removed, lines[5] removed
      { ...ACER, id: 200, sequenceNumber: 7 }, // added
    ];
    const compared = compareQuoteRevisions(content({ items: lines }), content({ items: after }));
    expect(compared.summary).toEqual({
      added: 1,
      removed: 2,
      repriced: 2,
      resourced: 2,
      quantity: 0,
      status: 0,
      product: 0,
      unchanged: 1,
      discountsChanged: 0,
      transportCostsChanged: 0,
      totalsChanged: 0,
    });
  });

  it.each<{
    name: string;
    before: RevisionContent['discounts'];
    after: RevisionContent['discounts'];
    expected: Array<[number, RevisionChange, number | null, number | null]>;
  }>([
    {
      name: 'the same',
      before: [{ discountId: 1, discountName: 'Volume', amount: 100 }],
      after: [{ discountId: 1, discountName: 'Volume', amount: 100 }],
      expected: [[1, 'unchanged', 100, 100]],
    },
    {
      name: 'a new amount',
      before: [{ discountId: 1, discountName: 'Volume', amount: 100 }],
      after: [{ discountId: 1, discountName: 'Volume', amount: 150 }],
      expected: [[1, 'changed', 100, 150]],
    },
    {
      name: 'one added and one removed',
      before: [{ discountId: 1, discountName: 'Volume', amount: 100 }],
      after: [{ discountId: 2, discountName: 'Loyalty', amount: 25 }],
      expected: [
        [2, 'added', null, 25],
        [1, 'removed', 100, null],
      ],
    },
    {
      name: 'a type listed twice, its second dropped',
      before: [
        { discountId: 1, discountName: 'Volume', amount: 100 },
        { discountId: 1, discountName: 'Volume', amount: 40 },
      ],
      after: [{ discountId: 1, discountName: 'Volume', amount: 100 }],
      expected: [
        [1, 'unchanged', 100, 100],
        [1, 'removed', 40, null],
      ],
    },
  ])('compares discounts: $name', ({ before, after, expected }) => {
    const compared = compareQuoteRevisions(content({ discounts: before }), content({ discounts: after }));
    expect(
      compared.discounts.map((entry) => [
        entry.discountId,
        entry.change,
        entry.beforeAmount,
        entry.afterAmount,
      ]),
    ).toEqual(expected);
    expect(compared.summary.discountsChanged).toBe(
      expected.filter(([, change]) => change !== 'unchanged').length,
    );
  });

  it.each<{
    name: string;
    before: RevisionTransportCost[];
    after: RevisionTransportCost[];
    expected: Array<[number, RevisionChange, string[]]>;
  }>([
    { name: 'the same', before: [TRUCK], after: [{ ...TRUCK }], expected: [[1, 'unchanged', []]] },
    {
      name: 'a new cost',
      before: [TRUCK],
      after: [{ ...TRUCK, cost: 400 }],
      expected: [[1, 'changed', ['cost']]],
    },
    {
      name: 'a third party with its transporters',
      before: [TRUCK],
      after: [{ ...TRUCK, transportTypeId: 2, transporters: [{ id: 5, name: 'Transport Rapide' }] }],
      expected: [[1, 'changed', ['transportTypeId', 'transporters']]],
    },
    {
      name: 'the same transporters in another order',
      before: [
        {
          ...TRUCK,
          transporters: [
            { id: 5, name: 'A' },
            { id: 6, name: 'B' },
          ],
        },
      ],
      after: [
        {
          ...TRUCK,
          transporters: [
            { id: 6, name: 'B' },
            { id: 5, name: 'A' },
          ],
        },
      ],
      expected: [[1, 'unchanged', []]],
    },
    {
      name: "another seller's instead",
      before: [TRUCK],
      after: [{ ...TRUCK, sellerCompanyId: 2, sellerCompanyName: 'Les Serres Laval' }],
      expected: [
        [2, 'added', []],
        [1, 'removed', []],
      ],
    },
  ])('compares transport costs: $name', ({ before, after, expected }) => {
    const compared = compareQuoteRevisions(
      content({ transportCosts: before }),
      content({ transportCosts: after }),
    );
    expect(
      compared.transportCosts.map((entry) => [entry.sellerCompanyId, entry.change, entry.changedFields]),
    ).toEqual(expected);
  });

  it('shows every total side by side with its difference to the cent', () => {
    const compared = compareQuoteRevisions(
      content(),
      content({ totals: { ...TOTALS, discount: 100, grandTotal: 14235.43, tax: 1854.1 } }),
    );
    expect(compared.totals.map((entry) => entry.field)).toEqual([
      'sellerCost',
      'buyerSubtotal',
      'margin',
      'discount',
      'transport',
      'fee',
      'tax',
      'grandTotal',
    ]);
    expect(compared.totals.filter((entry) => entry.difference !== 0)).toEqual([
      { field: 'discount', before: 0, after: 100, difference: 100 },
      { field: 'tax', before: 1869.08, after: 1854.1, difference: -14.98 },
      { field: 'grandTotal', before: 14350.43, after: 14235.43, difference: -115 },
    ]);
    expect(compared.summary.totalsChanged).toBe(3);
  });

  it('reads a stored copy that has fields the comparison does not know (a later workspace)', () => {
    const stored = {
      ...content(),
      items: [{ ...ACER, altItems: [{ id: 1 }], sellerContacted: true }],
      subQuotes: [],
      totals: { ...TOTALS, deliveryFee: 12 },
    };
    const parsed = revisionContentSchema.parse(stored);
    expect(parsed.items[0]).toEqual(ACER);
    expect(parsed.totals).toEqual(TOTALS);
    expect(compareQuoteRevisions(parsed, content({ items: [ACER] })).summary.unchanged).toBe(1);
  });
});
