import { describe, expect, it } from 'vitest';
import {
  boardLimitsSchema,
  formatBoardLimits,
  genericQuoteQuerySchema,
  QUOTE_BOARD_MAX_CARDS_PER_COLUMN,
  QuoteBoardColumn,
  quoteCardQuerySchema,
} from './quote-board';

describe('the Quote Board limits (decision 106: Load More asks the same call with a longer column)', () => {
  it('reads back what the web writes', () => {
    const limits = { [QuoteBoardColumn.ids.WIP]: 50, [QuoteBoardColumn.ids.RETURNED]: 75 };
    expect(formatBoardLimits(limits)).toBe('1:50,3:75');
    expect(boardLimitsSchema.parse(formatBoardLimits(limits))).toEqual(limits);
  });

  it('refuses a column the board does not have, an empty or oversized count, and loose text', () => {
    for (const text of [
      '6:25',
      '0:25',
      '1:0',
      `1:${QUOTE_BOARD_MAX_CARDS_PER_COLUMN + 1}`,
      '1:25,',
      'wip:25',
    ]) {
      expect(boardLimitsSchema.safeParse(text).success, text).toBe(false);
    }
    expect(boardLimitsSchema.safeParse(`5:${QUOTE_BOARD_MAX_CARDS_PER_COLUMN}`).success).toBe(true);
  });
});

describe('the board and table queries', () => {
  it('accept only the published-within days of spec 001 §3', () => {
    expect(quoteCardQuerySchema.parse({ publishedWithin: '30' }).publishedWithin).toBe(30);
    expect(quoteCardQuerySchema.safeParse({ publishedWithin: '31' }).success).toBe(false);
    expect(genericQuoteQuerySchema.safeParse({ publishedWithin: '365' }).success).toBe(true);
  });

  it('sort the table only by what every stage reads from an index, newest job first by default', () => {
    expect(genericQuoteQuerySchema.parse({})).toMatchObject({ sortField: 'quoteNumber', sortOrder: 'desc' });
    expect(genericQuoteQuerySchema.safeParse({ sortField: 'jobName' }).success).toBe(false);
    expect(genericQuoteQuerySchema.safeParse({ entityTypeId: '4' }).success).toBe(false);
  });
});
