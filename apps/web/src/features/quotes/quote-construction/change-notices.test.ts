import { describe, expect, it } from 'vitest';
import { createGridState, deleteRows, orderedEntries, updateRows } from '../../../components/grid/grid-rows';
import { i18n } from '../../../lib/i18n';
import { diffQuoteVersions, rebaseWorkingCopy, summarizeChanges, type QuoteChange } from './change-notices';
import { rowsOf } from './construction-rows';
import { describeChanges } from './notice-text';
import { testItem, testQuote } from './test-quote';

const sellerA = { sellerCompanyId: 31, sellerCompanyName: 'Pépinière Charlevoix' };
const sellerB = { sellerCompanyId: 32, sellerCompanyName: 'Pépinière Villeneuve' };

const loaded = testQuote([testItem(1), testItem(2), testItem(3, { ...sellerA, sellerUnitPrice: 10 })]);

describe('diffQuoteVersions', () => {
  it('names each changed cell by its line, then lines added and removed, discounts and status', () => {
    const latest = testQuote(
      [
        testItem(2, { ...sellerB, markupRate: 20 }),
        testItem(3, { ...sellerA, sellerUnitPrice: 11 }),
        testItem(4),
      ],
      {
        version: 2,
        discounts: [{ id: 1, discountId: 2, discountName: 'Volume', amount: 10 }],
        statusId: 2,
      },
    );
    expect(diffQuoteVersions(loaded, latest)).toEqual([
      { kind: 'lineRemoved', line: 1 },
      { kind: 'cell', line: 2, field: 'sellerCompany' },
      { kind: 'cell', line: 2, field: 'markupRate' },
      { kind: 'cell', line: 3, field: 'sellerUnitPrice' },
      { kind: 'lineAdded', line: 4 },
      { kind: 'discounts' },
      { kind: 'status' },
    ]);
  });

  it('finds nothing between two reads of the same content', () => {
    expect(diffQuoteVersions(loaded, { ...loaded, version: 2 })).toEqual([]);
  });
});

describe('the notice sentence', () => {
  const sentence = (changes: QuoteChange[]) =>
    describeChanges(summarizeChanges(changes), 'Marc', i18n.t.bind(i18n), 'en');

  it.each<[string, QuoteChange[], string]>([
    ['one cell', [{ kind: 'cell', line: 12, field: 'sellerCompany' }], 'Marc changed the seller on line 12.'],
    [
      'one field on a few lines',
      [3, 4, 9].map((line) => ({ kind: 'cell', line, field: 'markupRate' }) as const),
      'Marc changed the markup on lines 3, 4, and 9.',
    ],
    [
      'one field on many lines',
      [1, 2, 3, 4, 5, 6, 7].map((line) => ({ kind: 'cell', line, field: 'sellerCompany' }) as const),
      'Marc changed the seller on 7 lines.',
    ],
    [
      'several fields and lists',
      [
        { kind: 'cell', line: 12, field: 'sellerCompany' },
        { kind: 'cell', line: 2, field: 'buyerUnitPrice' },
        { kind: 'discounts' },
        { kind: 'lineAdded', line: 14 },
      ],
      'Marc changed the seller on line 12, the buyer unit price on line 2, and the discounts and added 1 line.',
    ],
    [
      'many fields',
      [
        { kind: 'cell', line: 1, field: 'sellerCompany' },
        { kind: 'cell', line: 1, field: 'sellerUnitPrice' },
        { kind: 'cell', line: 2, field: 'markupRate' },
        { kind: 'cell', line: 2, field: 'buyerUnitPrice' },
      ],
      'Marc changed 4 cells on 2 lines.',
    ],
    ['nothing visible', [], 'Marc saved the quote.'],
  ])('%s', (_name, changes, expected) => {
    expect(sentence(changes)).toBe(expected);
  });

  it('is written in French for a French user', async () => {
    await i18n.changeLanguage('fr');
    try {
      expect(
        describeChanges(
          summarizeChanges([{ kind: 'cell', line: 12, field: 'sellerCompany' }]),
          'Marc',
          i18n.t.bind(i18n),
          'fr',
        ),
      ).toBe('Marc a modifié le vendeur à la ligne 12.');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('rebaseWorkingCopy (no cell is lost)', () => {
  it("keeps the user's cells over the new version and marks the ones the other user changed too", () => {
    let grid = createGridState(rowsOf(loaded), (row) => row.id);
    grid = updateRows(grid, ['1'], { markupRate: 15 });
    grid = updateRows(grid, ['2'], { sellerCompany: { id: 31, name: 'Pépinière Charlevoix' } });
    grid = deleteRows(grid, ['3']);
    const latest = testQuote(
      [
        testItem(1, { ...sellerB }),
        testItem(2, { ...sellerB }),
        testItem(3, { ...sellerA, sellerUnitPrice: 10 }),
      ],
      { version: 2 },
    );
    const rebase = rebaseWorkingCopy(orderedEntries(grid), latest);
    expect(rebase.patches).toEqual([
      { key: '1', patch: { markupRate: 15 } },
      { key: '2', patch: { sellerCompany: { id: 31, name: 'Pépinière Charlevoix' } } },
    ]);
    expect(rebase.deletedKeys).toEqual(['3']);
    // Line 2: both set a seller, to different ones: the other's is kept aside to show beside the user's.
    expect([...rebase.conflicts]).toEqual([
      ['2', { sellerCompany: { id: 32, name: 'Pépinière Villeneuve' } }],
    ]);
    expect(rebase.rows.map((row) => row.sellerCompany?.id ?? null)).toEqual([32, 32, 31]);
    expect(rebase.lostLines).toEqual([]);
  });

  it('is no conflict when both set the same value, and reports a changed line the other removed', () => {
    let grid = createGridState(rowsOf(loaded), (row) => row.id);
    grid = updateRows(grid, ['1'], { sellerCompany: { id: 32, name: 'Pépinière Villeneuve' } });
    grid = updateRows(grid, ['2'], { sellerContacted: true });
    const latest = testQuote(
      [testItem(1, { ...sellerB }), testItem(3, { ...sellerA, sellerUnitPrice: 10 })],
      {
        version: 2,
      },
    );
    const rebase = rebaseWorkingCopy(orderedEntries(grid), latest);
    expect(rebase.conflicts.size).toBe(0);
    expect(rebase.lostLines).toEqual([2]);
  });
});
