// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { listQuerySchema, ROUTES } from '@portal/contracts';
import { z } from 'zod';
import { LocationOutput, renderWithProviders, setUpComponentTests } from '../../test/render';
import { ListScreen } from './list-screen';
import { useLocalList } from './use-local-list';
import type { WholeListResult } from './local-list';

setUpComponentTests();

interface Tree {
  readonly id: number;
  readonly name: string;
  readonly nameFr: string;
}

const treeList = {
  query: listQuerySchema({
    sortFields: ['name', 'nameFr'],
    defaultSort: { field: 'name', order: 'asc' },
    filters: { search: z.string().trim().max(200).optional() },
  }),
  subject: 'tree list',
};

const TREES: Tree[] = [
  { id: 1, name: 'Maple', nameFr: 'Érable' },
  { id: 2, name: 'Birch', nameFr: 'Bouleau' },
  { id: 3, name: 'Oak', nameFr: 'Chêne' },
];

const loaded = (data: readonly Tree[] | undefined, isError = false): WholeListResult<Tree> => ({
  data,
  isFetching: false,
  isError,
  error: isError ? new Error('down') : null,
  refetch: () => undefined,
});

function TreeScreen({ rows }: { readonly rows: WholeListResult<Tree> }) {
  const list = useLocalList('categories', treeList, rows, {
    searchTexts: (tree) => [tree.name, tree.nameFr],
    locale: 'en',
  });
  return (
    <>
      <ListScreen
        filters={[{ type: 'search', name: 'search', label: 'Search trees' }]}
        {...list}
        columns={[
          { key: 'name', header: 'Name', sortField: 'name' },
          { key: 'nameFr', header: 'French Name', sortField: 'nameFr' },
        ]}
      />
      <LocationOutput />
    </>
  );
}

const namesIn = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('useLocalList (a whole list on the list kit)', () => {
  it('applies the URL’s search and sort in the browser, as a server-paged list’s binding would', async () => {
    renderWithProviders(<TreeScreen rows={loaded(TREES)} />, {
      url: `${ROUTES.categoryManagement}?sortField=nameFr&sortOrder=desc`,
    });
    const table = screen.getByRole('table', { name: 'Category Management' });
    await waitFor(() => expect(namesIn(table)).toEqual(['Maple', 'Oak', 'Birch']));
  });

  it('searches without accents and keeps the search in the URL', async () => {
    const { user } = renderWithProviders(<TreeScreen rows={loaded(TREES)} />, {
      url: ROUTES.categoryManagement,
    });
    await user.type(screen.getByRole('searchbox', { name: 'Search trees' }), 'erable');
    const table = screen.getByRole('table', { name: 'Category Management' });
    await waitFor(() => expect(namesIn(table)).toEqual(['Maple']));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'location' }).textContent).toContain('search=erable'),
    );
  });

  it('shows a failed read with the list’s subject', async () => {
    renderWithProviders(<TreeScreen rows={loaded(undefined, true)} />, { url: ROUTES.categoryManagement });
    expect(await screen.findByText(/^Could not load tree list/)).toBeTruthy();
  });
});
