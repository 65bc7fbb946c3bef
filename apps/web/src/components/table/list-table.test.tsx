// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { userPageQuerySchema, type UserPageQueryValues } from '@portal/contracts';
import { i18n } from '../../lib/i18n';
import { useUrlTableState } from '../../lib/use-url-table-state';
import { ColumnChooser } from './column-chooser';
import {
  BooleanFilter,
  ClearFiltersButton,
  FilterToolbar,
  SearchFilter,
  SelectFilter,
} from './filter-toolbar';
import { ListTable, type ListColumn, type ListResult } from './list-table';

// A busy machine (2 cores, other suites running) can stretch a user's typing and the 500 ms debounce.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

interface Row {
  id: number;
  name: string;
  email: string;
}

const ROWS: Row[] = Array.from({ length: 25 }, (_, index) => ({
  id: index + 1,
  name: `Person ${index + 1}`,
  email: `person${index + 1}@example.com`,
}));

const COLUMNS: ListColumn<Row>[] = [
  { key: 'name', header: 'Name', sortField: 'lastName' },
  { key: 'email', header: 'Email', sortField: 'email' },
  { key: 'phone', header: 'Phone', defaultHidden: true, body: () => '514-555-0100' },
];

/** The URL's search part, shown so a test reads what a link would carry. */
function Location() {
  return <output aria-label="location">{useLocation().search}</output>;
}

function Screen({
  result,
  onQuery,
  onEdit,
}: {
  readonly result: ListResult<Row>;
  readonly onQuery?: (query: UserPageQueryValues) => void;
  readonly onEdit?: (row: Row) => void;
}) {
  const table = useUrlTableState(userPageQuerySchema);
  onQuery?.(table.query);
  return (
    <>
      <FilterToolbar
        label="User filters"
        tools={
          <>
            <ClearFiltersButton state={table} />
            <ColumnChooser state={table} columns={COLUMNS} />
          </>
        }
      >
        <SearchFilter state={table} name="search" label="Search" />
        <SelectFilter state={table} name="roleId" label="Role" options={[{ id: 4, name: 'Operations' }]} />
        <BooleanFilter state={table} name="locked" label="Locked" />
      </FilterToolbar>
      <ListTable
        state={table}
        result={result}
        columns={COLUMNS}
        ariaLabel="Users"
        subject="users"
        rowActions={(row) => [
          { key: 'edit', icon: 'edit', label: `Edit ${row.name}`, onClick: () => onEdit?.(row) },
          {
            key: 'delete',
            icon: 'delete',
            label: `Delete ${row.name}`,
            hidden: row.id === 1,
            onClick: () => {},
          },
        ]}
      />
      <Location />
    </>
  );
}

function renderAt(url: string, element: React.ReactElement) {
  const router = createMemoryRouter([{ path: '/users', element }], { initialEntries: [url] });
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}

const loaded = (rows: Row[], total: number): ListResult<Row> => ({
  data: { rows, total },
  isFetching: false,
  isError: false,
  error: null,
  refetch: vi.fn(),
});

describe('the list kit', () => {
  it('shows the page with its report and keeps paging, sort and filters in the URL', async () => {
    const user = userEvent.setup();
    const queries: UserPageQueryValues[] = [];
    const router = renderAt(
      '/users?page=2',
      <Screen result={loaded(ROWS, 63)} onQuery={(q) => queries.push(q)} />,
    );
    const table = screen.getByRole('table', { name: 'Users' });
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(screen.getByText('26–50 of 63')).toBeTruthy();
    expect(queries.at(-1)).toMatchObject({ page: 2, size: 25 });

    await user.click(within(table).getByText('Email'));
    await waitFor(() => expect(screen.getByLabelText('location').textContent).toBe('?sortField=email'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ page: 1, size: 50, sortField: 'email' }));

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'lind');
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ search: 'lind', page: 1 }), { timeout: 3000 });
    // The screen has rendered the address with the search (the query may be asked before that render commits: a
    // Back in between would find the box still holding text the address never showed it).
    await waitFor(() => expect(screen.getByLabelText('location').textContent).toContain('search=lind'));

    // Back returns to the previous view, filter and all.
    await router.navigate(-1);
    await waitFor(() => expect(queries.at(-1)?.search).toBeUndefined());
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' }).value).toBe(''),
    );
  });

  it('says "over" the total when the server stopped counting at its bound', () => {
    renderAt(
      '/users?page=2',
      <Screen
        result={{ ...loaded(ROWS, 10_000), data: { rows: ROWS, total: 10_000, isTotalCapped: true } }}
      />,
    );
    expect(screen.getByText('26–50 of over 10000')).toBeTruthy();
  });

  it('clears the filters but keeps the sort', async () => {
    const user = userEvent.setup();
    renderAt('/users?sortField=email&search=lind&locked=true', <Screen result={loaded(ROWS, 25)} />);
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(screen.getByLabelText('location').textContent).toBe('?sortField=email'));
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).toBeNull();
  });

  it('offers the row actions by name, leaving out the hidden ones', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    renderAt('/users', <Screen result={loaded(ROWS.slice(0, 2), 2)} onEdit={onEdit} />);
    expect(screen.queryByRole('button', { name: 'Delete Person 1' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Person 2' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit Person 2' }));
    expect(onEdit).toHaveBeenCalledWith(ROWS[1]);
  });

  it('shows and hides columns, keeping the choice in the URL', async () => {
    const user = userEvent.setup();
    renderAt('/users', <Screen result={loaded(ROWS.slice(0, 1), 1)} />);
    const table = screen.getByRole('table', { name: 'Users' });
    expect(within(table).queryByText('Phone')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(screen.getByRole('checkbox', { name: 'Phone' }));
    await waitFor(() =>
      expect(screen.getByLabelText('location').textContent).toBe('?columns=name%2Cemail%2Cphone'),
    );
    expect(within(table).getByText('514-555-0100')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Default Columns' }));
    await waitFor(() => expect(screen.getByLabelText('location').textContent).toBe(''));
  });

  it("says the catalogue's failure and retries, instead of an empty table", async () => {
    const user = userEvent.setup();
    const refetch = vi.fn();
    renderAt(
      '/users',
      <Screen
        result={{ data: undefined, isFetching: false, isError: true, error: new Error('boom'), refetch }}
      />,
    );
    expect(screen.getByText(/^Could not load users;/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('says no records when there are none', () => {
    renderAt('/users', <Screen result={loaded([], 0)} />);
    expect(screen.getByText('No records found.')).toBeTruthy();
  });
});
