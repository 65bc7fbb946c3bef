import { describe, expect, it } from 'vitest';
import { foldForSearch, localListResult, pageLocally, type LocalListOptions } from './local-list';

interface Row {
  readonly id: number;
  readonly name: string;
  readonly nameFr: string | null;
  readonly count: number;
}

const ROWS: Row[] = [
  { id: 1, name: 'Plant', nameFr: 'Plante', count: 10 },
  { id: 2, name: 'Érable', nameFr: null, count: 2 },
  { id: 3, name: 'apple', nameFr: 'Pommier', count: 2 },
  { id: 4, name: 'Birch 10', nameFr: 'Bouleau', count: 7 },
  { id: 5, name: 'Birch 9', nameFr: null, count: 0 },
];

const OPTIONS: LocalListOptions<Row> = {
  searchTexts: (row) => [row.name, row.nameFr],
  sortValue: (row, field) => (field === 'count' ? row.count : field === 'nameFr' ? row.nameFr : row.name),
  locale: 'en',
};

const VIEW = { page: 1, size: 25, sortField: 'name', sortOrder: 'asc' as const };

const idsOf = (rows: readonly Row[]) => rows.map((row) => row.id);

describe('a whole list paged in the browser', () => {
  it('sorts text as the language reads it: case and accents aside, numbers by value', () => {
    const { rows, total } = pageLocally(ROWS, VIEW, OPTIONS);
    expect(total).toBe(5);
    // apple < Birch 9 < Birch 10 < Érable < Plant: 'É' sorts with 'E', not after 'Z' as in code-point order.
    expect(idsOf(rows)).toEqual([3, 5, 4, 2, 1]);
  });

  it('sorts descending with empty values last and the answer order breaking ties', () => {
    expect(
      idsOf(pageLocally(ROWS, { ...VIEW, sortField: 'count', sortOrder: 'desc' }, OPTIONS).rows),
    ).toEqual([1, 4, 2, 3, 5]);
    expect(
      idsOf(pageLocally(ROWS, { ...VIEW, sortField: 'nameFr', sortOrder: 'desc' }, OPTIONS).rows),
    ).toEqual([3, 1, 4, 2, 5]);
  });

  it("sorts by the row's property of the sort field's name when no sort value is given", () => {
    const byProperty = { searchTexts: OPTIONS.searchTexts, locale: 'en' } satisfies LocalListOptions<Row>;
    const sorted = pageLocally(ROWS, { ...VIEW, sortField: 'count', sortOrder: 'desc' }, byProperty);
    expect(idsOf(sorted.rows)).toEqual([1, 4, 2, 3, 5]);
  });

  it('finds every word of the search in any of the texts, without accents or case', () => {
    expect(idsOf(pageLocally(ROWS, { ...VIEW, search: 'ERABLE' }, OPTIONS).rows)).toEqual([2]);
    expect(idsOf(pageLocally(ROWS, { ...VIEW, search: 'bouleau birch' }, OPTIONS).rows)).toEqual([4]);
    expect(pageLocally(ROWS, { ...VIEW, search: 'birch oak' }, OPTIONS).total).toBe(0);
    expect(foldForSearch('Rivière-du-Nord')).toBe('riviere-du-nord');
  });

  it('slices the 1-based page and counts every match', () => {
    const second = pageLocally(ROWS, { ...VIEW, page: 2, size: 2 }, OPTIONS);
    expect(idsOf(second.rows)).toEqual([4, 2]);
    expect(second.total).toBe(5);
    expect(pageLocally(ROWS, { ...VIEW, page: 4, size: 2 }, OPTIONS).rows).toEqual([]);
  });

  it('passes loading and failure through, with no rows until the list has arrived', () => {
    const refetch = () => undefined;
    const loading = localListResult<Row>(
      { data: undefined, isFetching: true, isError: false, error: null, refetch },
      VIEW,
      OPTIONS,
    );
    expect(loading.data).toBeUndefined();
    expect(loading.isFetching).toBe(true);
    const failed = localListResult<Row>(
      { data: undefined, isFetching: false, isError: true, error: new Error('down'), refetch },
      VIEW,
      OPTIONS,
    );
    expect(failed.isError).toBe(true);
    expect(failed.refetch).toBe(refetch);
  });
});
