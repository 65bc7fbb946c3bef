/**
 * How many cards each column of a board asks for (decision 106: Load More asks the same call again with a longer
 * column): `limits=2:50,7:75`. One parser for every board (quotes by column, orders by status).
 */
import { z } from 'zod';

/** The limits of a board whose columns are these ids, each column at most `maxPerColumn` cards. */
export function boardLimitsSchemaOf(columnIds: readonly number[], maxPerColumn: number) {
  return z
    .string()
    .max(200)
    .regex(/^(\d{1,2}:\d{1,4})(,\d{1,2}:\d{1,4})*$/, {
      message: 'Write limits as column:count,column:count.',
    })
    .transform((text, context) => {
      const limits: Record<number, number> = {};
      for (const pair of text.split(',')) {
        const [column, count] = pair.split(':').map(Number) as [number, number];
        if (!columnIds.includes(column) || count < 1 || count > maxPerColumn) {
          context.addIssue({
            code: 'custom',
            message: `A column is one of ${columnIds.join(', ')} and its count 1 to ${maxPerColumn}.`,
          });
          return z.NEVER;
        }
        limits[column] = count;
      }
      return limits;
    });
}

/** The limits as the query string writes them (the web's useBoardLimits keeps them as a record). */
export function formatBoardLimits(limits: Readonly<Record<number, number>>): string {
  return Object.entries(limits)
    .map(([column, count]) => `${column}:${count}`)
    .join(',');
}
