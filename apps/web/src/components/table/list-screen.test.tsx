// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ErrorCode, quoteListQuerySchema, QuoteStatus } from '@portal/contracts';
import { ApiError } from '../../lib/api-error';
import { useUrlTableState } from '../../lib/use-url-table-state';
import {
  dataResponse,
  LocationOutput,
  renderWithProviders,
  setUpComponentTests,
  stubApi,
} from '../../test/render';
import type { ListResult } from './list-table';
import { ListScreen } from './list-screen';
import type { LiveListNotice } from './paged-list';
import { useDeleteRowAction } from './use-confirm-delete';

setUpComponentTests();

interface Row {
  readonly id: number;
  readonly number: string;
  readonly statusId: number;
}

const ROWS: Row[] = [
  { id: 1, number: 'CQ-1001', statusId: QuoteStatus.ids.WIP },
  { id: 2, number: 'CQ-1002', statusId: QuoteStatus.ids.PROCESSED },
];

const RESULT: ListResult<Row> = {
  data: { rows: ROWS, total: ROWS.length },
  isFetching: false,
  isError: false,
  error: null,
  refetch: vi.fn(),
};

/** A quote list as a screen lays it out: status views from the server's counts, a guarded Delete per row. */
function QuoteList({
  onNew,
  remove,
  changeNotice,
}: {
  readonly onNew: () => void;
  readonly remove: (id: number) => Promise<void>;
  readonly changeNotice?: LiveListNotice;
}) {
  const table = useUrlTableState(quoteListQuerySchema);
  const deleteAction = useDeleteRowAction({
    header: 'Delete Quote',
    subject: 'quote',
    failed: 'Quote Delete',
  });
  return (
    <>
      <ListScreen
        title="Quotes"
        newLabel="New Quote"
        onNew={onNew}
        table={table}
        result={RESULT}
        columns={[{ key: 'number', header: 'Number' }]}
        filters={[{ type: 'search', name: 'search', label: 'Search' }]}
        tableKey="quoteManagement"
        subject="quote list"
        {...(changeNotice ? { changeNotice } : {})}
        statusViews={{
          statuses: QuoteStatus,
          counts: [
            { statusId: QuoteStatus.ids.WIP, count: 3 },
            { statusId: QuoteStatus.ids.PROCESSED, count: 2 },
          ],
          label: 'Quote views',
        }}
        rowActions={(row) => [
          deleteAction({
            label: `Delete ${row.number}`,
            // A processed quote has its order: the row does not offer Delete.
            hidden: row.statusId === QuoteStatus.ids.PROCESSED,
            name: row.number,
            run: () => remove(row.id),
          }),
        ]}
      />
      <LocationOutput />
    </>
  );
}

const location = () => screen.getByRole('status', { name: 'location' }).textContent;

beforeEach(() => {
  stubApi((request) => (request.url.startsWith('/api/savedViews') ? dataResponse([]) : undefined));
});

describe('ListScreen (issue 12: the list kit)', () => {
  it('shows the views per status with their counts and sets the status filter from them, All clearing it', async () => {
    const { user } = renderWithProviders(<QuoteList onNew={() => {}} remove={() => Promise.resolve()} />, {
      url: '/quotes?search=elm&page=3',
    });
    const views = screen.getByRole('group', { name: 'Quote views' });
    const buttons = within(views).getAllByRole('button');
    // All sums the statuses' counts when the server gives no total; every status is offered, an empty one at 0.
    expect(buttons.map((button) => button.textContent)).toEqual([
      'All (5)',
      'WIP (3)',
      'Complete (0)',
      'Processed (2)',
      'Cancelled (0)',
    ]);
    expect(within(views).getByRole('button', { name: 'All (5)' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(within(views).getByRole('button', { name: 'Processed (2)' }));
    // The view is a filter like the others: it keeps the search and goes back to page 1.
    await waitFor(() => expect(location()).toBe(`?search=elm&statusId=${QuoteStatus.ids.PROCESSED}`));
    expect(within(views).getByRole('button', { name: 'Processed (2)' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    await user.click(within(views).getByRole('button', { name: 'All (5)' }));
    await waitFor(() => expect(location()).toBe('?search=elm'));
  });

  it('asks before a row is deleted, deletes on Yes and says so; a row that may not be deleted has no Delete', async () => {
    const remove = vi.fn(() => Promise.resolve());
    const { user } = renderWithProviders(<QuoteList onNew={() => {}} remove={remove} />, { url: '/quotes' });
    const table = screen.getByRole('table', { name: 'Quotes' });
    expect(within(table).queryByRole('button', { name: 'Delete CQ-1002' })).toBeNull();

    await user.click(within(table).getByRole('button', { name: 'Delete CQ-1001' }));
    const question = await screen.findByRole('dialog', { name: 'Delete Quote' });
    expect(question.textContent).toContain('Are you sure you want to delete quote "CQ-1001"?');
    await user.click(within(question).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Quote' })).toBeNull());
    expect(remove).not.toHaveBeenCalled();

    await user.click(within(table).getByRole('button', { name: 'Delete CQ-1001' }));
    const again = await screen.findByRole('dialog', { name: 'Delete Quote' });
    await user.click(within(again).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Quote deleted successfully.')).toBeTruthy();
    expect(remove).toHaveBeenCalledExactlyOnceWith(1);
  });

  it("shows the server's reason when a delete is refused, under the catalogue's failure title", async () => {
    const refused = new ApiError({
      status: 409,
      code: ErrorCode.CONFLICT,
      message: 'Quote CQ-1001 has an order.',
    });
    const remove = vi.fn(() => Promise.reject(refused));
    const { user } = renderWithProviders(<QuoteList onNew={() => {}} remove={remove} />, { url: '/quotes' });
    await user.click(screen.getByRole('button', { name: 'Delete CQ-1001' }));
    const question = await screen.findByRole('dialog', { name: 'Delete Quote' });
    await user.click(within(question).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Quote Delete Failed')).toBeTruthy();
    expect(screen.getByText('Quote CQ-1001 has an order.')).toBeTruthy();
  });

  it("shows a live list's change notice in the header, and Refresh reads the list again", async () => {
    const refresh = vi.fn(() => Promise.resolve());
    const { user } = renderWithProviders(
      <QuoteList
        onNew={() => {}}
        remove={() => Promise.resolve()}
        changeNotice={{ count: 2, refresh, subject: 'quotes' }}
      />,
      { url: '/quotes' },
    );
    const header = screen.getByRole('heading', { name: 'Quotes' }).parentElement as HTMLElement;
    expect(within(header).getByText('2 quotes changed')).toBeTruthy();
    await user.click(within(header).getByRole('button', { name: 'Refresh' }));
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('offers New in the header', async () => {
    const onNew = vi.fn();
    const { user } = renderWithProviders(<QuoteList onNew={onNew} remove={() => Promise.resolve()} />, {
      url: '/quotes',
    });
    await user.click(screen.getByRole('button', { name: 'New Quote' }));
    expect(onNew).toHaveBeenCalledOnce();
  });
});
