// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { listQuerySchema, pageSchema, ROUTES } from '@portal/contracts';
import { z } from 'zod';
import { i18n } from '../../lib/i18n';
import { dataResponse, renderWithProviders, setUpComponentTests, stubApi } from '../../test/render';
import { useScreenTitle } from '../layout';
import { ListScreen } from './list-screen';
import { definePagedList, useList } from './paged-list';
import { useRecordEditor } from './use-record-editor';

setUpComponentTests();

const maple = { id: 1, name: 'Acer rubrum' };
const treeList = definePagedList('trees', {
  query: listQuerySchema({
    sortFields: ['name'],
    defaultSort: { field: 'name', order: 'asc' },
    filters: { search: z.string().optional() },
  }),
  page: pageSchema(z.object({ id: z.number(), name: z.string() })),
  subject: 'tree list',
});

let requests: ReturnType<typeof stubApi> = [];
beforeEach(() => {
  requests = stubApi(({ url }) =>
    url.startsWith('/api/trees?') ? dataResponse({ rows: [maple], total: 1, page: 1, size: 25 }) : undefined,
  );
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

/** A list screen as the management screens write one, at a route of the menu. */
function TreeScreen() {
  const list = useList('products', treeList);
  const editor = useRecordEditor('New Tree');
  return (
    <>
      <ListScreen
        filters={[{ type: 'search', name: 'search', label: 'Search trees' }]}
        {...list}
        {...editor.newButton}
        columns={[{ key: 'name', header: 'Name', sortField: 'name' }]}
        rowActions={(row) => [
          { key: 'edit', icon: 'edit', label: `Edit ${row.name}`, onClick: () => editor.edit(row.id) },
        ]}
      />
      <output aria-label="editing">{String(editor.target)}</output>
    </>
  );
}

describe('definePagedList', () => {
  it('is read under its call unless it names its own cache prefix', () => {
    expect(treeList.queryKey).toEqual(['trees']);
    expect(treeList.call).toBe('trees');
    const users = definePagedList('userPageableResult', { ...treeList, queryKey: ['users'] });
    expect(users.queryKey).toEqual(['users']);
  });
});

describe('useList with ListScreen (decision 191)', () => {
  it('asks the server for the view in the URL and shows its page, titled by the menu', async () => {
    const { user } = renderWithProviders(<TreeScreen />, {
      url: `${ROUTES.productManagement}?sortField=name&sortOrder=desc&search=acer`,
    });
    const table = screen.getByRole('table', { name: 'Product Management' });
    await waitFor(() => expect(within(table).getByText('Acer rubrum')).toBeTruthy());
    expect(requests.map((request) => request.url)).toContain(
      '/api/trees?page=1&size=25&sortField=name&sortOrder=desc&search=acer',
    );
    expect(screen.getByRole('heading', { name: 'Product Management' })).toBeTruthy();
    // One search landmark per screen: named 'Filters' unless the screen says otherwise.
    expect(screen.getByRole('search', { name: 'Filters' })).toBeTruthy();

    // The editor's target follows New, Edit and (in the dialog) Close.
    expect(screen.getByLabelText('editing').textContent).toBe('null');
    await user.click(screen.getByRole('button', { name: 'New Tree' }));
    expect(screen.getByLabelText('editing').textContent).toBe('new');
    await user.click(screen.getByRole('button', { name: 'Edit Acer rubrum' }));
    expect(screen.getByLabelText('editing').textContent).toBe('1');
  });

  it('shows a failed read with the list’s subject and a retry', async () => {
    stubApi(() => new Response('{}', { status: 500 }));
    renderWithProviders(<TreeScreen />, { url: ROUTES.productManagement });
    expect(await screen.findByText(/^Could not load tree list;/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});

describe('useRecordEditor', () => {
  it('opens for a new record or a given one, and closes', () => {
    const { result } = renderHook(() => useRecordEditor<{ id: number }>('New Discount'));
    expect(result.current.newButton.newLabel).toBe('New Discount');
    act(() => result.current.newButton.onNew());
    expect(result.current.target).toBe('new');
    act(() => result.current.edit({ id: 4 }));
    expect(result.current.target).toEqual({ id: 4 });
    act(() => result.current.close());
    expect(result.current.target).toBeNull();
  });
});

describe('useScreenTitle', () => {
  const titleAt = (pathname: string, route?: string) =>
    renderHook(() => useScreenTitle(route), {
      wrapper: ({ children }) => (
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[pathname]}>{children}</MemoryRouter>
        </I18nextProvider>
      ),
    }).result.current;

  it('is the menu label of the route, or of a screen outside the menu, in the interface language', async () => {
    expect(titleAt(ROUTES.userManagement)).toBe('User Management');
    expect(titleAt(ROUTES.gomatchCorrections)).toBe('Learned Corrections');
    expect(titleAt('/', ROUTES.companyManagement)).toBe('Company Management');
    expect(titleAt('/no-such-screen')).toBe('');
    await act(() => i18n.changeLanguage('fr'));
    expect(titleAt(ROUTES.userManagement)).toBe('Gestion des utilisateurs');
  });
});
