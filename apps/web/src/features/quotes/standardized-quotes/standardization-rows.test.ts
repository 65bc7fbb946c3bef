import { describe, expect, it } from 'vitest';
import { MESSAGES, NEW_MATCH_INFO, type QuoteMatchedItem } from '@portal/contracts';
import type { GridEntry } from '../../../components/grid';
import {
  blankRow,
  duplicateKeysOutside,
  duplicateLinesOf,
  issuesByLine,
  missingFields,
  toSavePayload,
  type StandardizationRow,
} from './standardization-rows';

const ACER = { id: 5, name: "Acer rubrum 'October Glory'" };
const CALIPER = { id: 40, name: '50mm cal' };

const row = (overrides: Partial<StandardizationRow>): StandardizationRow => ({ ...blankRow(), ...overrides });

function entry(key: string, current: StandardizationRow, isDeleted = false): GridEntry<StandardizationRow> {
  return {
    key,
    current,
    original: current.id === null ? null : current,
    changedFields: [],
    marker: null,
    isDeleted,
  };
}

describe('standardization rows (issue 13: what the workspace sends and shows)', () => {
  it('sends the kept lines in display order numbered from 1, ids only for saved ones', () => {
    const payload = toSavePayload([
      entry(
        '11',
        row({ id: 11, sequenceNumber: 3, product: ACER, size: CALIPER, quantity: 25, reviewed: true }),
      ),
      entry('12', row({ id: 12, sequenceNumber: 4 }), true),
      entry('new-1', row({ sequenceNumber: 5, specs: [{ id: 70, name: 'B&B' }], fromGomatchItemId: null })),
    ]);
    expect(payload.keys).toEqual(['11', 'new-1']);
    expect(payload.items).toEqual([
      {
        id: 11,
        sequenceNumber: 1,
        productId: 5,
        productSizeId: 40,
        specIds: [],
        quantity: 25,
        reviewed: true,
        note: null,
        fromGomatchItemId: null,
      },
      {
        sequenceNumber: 2,
        productId: null,
        productSizeId: null,
        specIds: [70],
        quantity: null,
        reviewed: false,
        note: null,
        fromGomatchItemId: null,
      },
    ]);
  });

  it('knows what a line lacks to be complete (spec 001 §5)', () => {
    expect(missingFields(row({ product: ACER, size: CALIPER, quantity: 3, reviewed: true }))).toEqual([]);
    expect(missingFields(row({ product: ACER, quantity: 0 }))).toEqual(['size', 'quantity', 'reviewed']);
  });

  it("puts the server's issues on the cells of the lines they name", () => {
    const entries = [
      entry('11', row({ id: 11, product: ACER, size: CALIPER, quantity: 25, reviewed: true })),
      entry('12', row({ id: 12, product: ACER, quantity: 4 })),
      entry('13', row({ id: 13, product: ACER, size: CALIPER, quantity: 2, reviewed: true })),
    ];
    const payload = toSavePayload(entries);
    const byLine = issuesByLine(
      [
        { field: 'items.1', message: MESSAGES.incompleteStandardizedItems },
        { field: 'items.2.productSizeId', message: 'The size does not exist.' },
        { field: 'items.9.productId', message: 'ignored: no such line' },
        { field: 'version', message: 'ignored: not a line' },
      ],
      payload,
      entries,
    );
    expect(Object.fromEntries(byLine)).toEqual({
      '12': {
        size: MESSAGES.incompleteStandardizedItems,
        reviewed: MESSAGES.incompleteStandardizedItems,
      },
      '13': { size: 'The size does not exist.' },
    });
  });
});

/** A line the engine read from the pasted list or from a file, in a duplicate group or not. */
function readFrom(fileId: string | null, duplicateGroup: number | null, id: number): StandardizationRow {
  const matched: QuoteMatchedItem = {
    id,
    sequenceNumber: id,
    sourceText: `line ${id}`,
    source: { kind: fileId === null ? 'details' : 'attachment', fileId, line: id },
    statusId: 1,
    quantity: 1,
    note: null,
    matchedNameId: null,
    nameMatchInfo: NEW_MATCH_INFO,
    matchedSizeId: null,
    sizeMatchInfo: NEW_MATCH_INFO,
    matchedSpecIds: [],
    specMatchInfo: NEW_MATCH_INFO,
    nameAlternatives: [],
    sizeAlternatives: [],
  };
  return row({ id, matched, duplicateGroup, fromGomatchItemId: id, sourceText: `line ${id}` });
}

describe('a list sent twice (issue 34, decision 200)', () => {
  const entries = [
    entry('1', readFrom(null, 1, 1)),
    entry('2', readFrom(null, 2, 2)),
    entry('3', readFrom(null, null, 3)),
    entry('4', readFrom('sheet', 1, 4)),
    entry('5', readFrom('sheet', 2, 5)),
  ];

  it('names the lines sent twice and their sources, the pasted list first', () => {
    const found = duplicateLinesOf(entries);
    expect(found.lineCount).toBe(2);
    expect(found.sources).toEqual(['details', 'file:sheet']);
  });

  it('keeping one source deletes the copies from the others, never a line sent once', () => {
    expect(duplicateKeysOutside(entries, 'file:sheet')).toEqual(['1', '2']);
    expect(duplicateKeysOutside(entries, 'details')).toEqual(['4', '5']);
  });

  it('says nothing once one copy of each line is deleted', () => {
    const chosen = entries.map((candidate) =>
      candidate.key === '1' || candidate.key === '2' ? { ...candidate, isDeleted: true } : candidate,
    );
    expect(duplicateLinesOf(chosen).lineCount).toBe(0);
    expect(duplicateKeysOutside(chosen, 'details')).toEqual([]);
  });
});
