// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { Category, ProductRow } from '@portal/contracts';
import { ConfirmDialogHost } from '../../../components/ui/confirm';
import { ToastProvider } from '../../../components/ui/toast';
import { i18n } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session';
import { expectNoAxeViolations } from '../../../test/axe';
import { CategoryManagementPage } from './category-management-page';
import { ProductManagementPage } from './product-management-page';
import { ProductSizeManagementPage } from './product-size-management-page';

// A busy machine (2 cores, other suites running) can stretch a user's typing and the 500 ms debounce.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

/** 28 categories besides the two system ones: more than a page of 25. */
const CATEGORIES: Category[] = [
  { name: 'N/A', nameFr: 'N/D', isSystem: true },
  { name: 'Plant', nameFr: 'Plante', isSystem: true },
  { name: 'Érables', nameFr: 'Érables', isSystem: false },
  ...Array.from({ length: 27 }, (_, index) => ({
    name: `Material ${String(index + 1).padStart(2, '0')}`,
    nameFr: null,
    isSystem: false,
  })),
].map((category, id) => ({
  id,
  description: null,
  allowLinkProduct: true,
  productCount: id,
  version: 1,
  ...category,
}));

const PRODUCT: ProductRow = {
  id: 7,
  latinName: 'Acer rubrum',
  cultivar: null,
  displayName: 'Acer rubrum',
  commonNameEn: 'Red maple',
  commonNameFr: 'Érable rouge',
  sku: 'ACE-RUB',
  categoryId: 1,
  categoryName: 'Plant',
  itemCount: 2,
  version: 1,
};

let requests: string[] = [];

/** The API's answers to the lists' calls, in memory. */
async function fakeFetch(input: RequestInfo | URL): Promise<Response> {
  const url = input instanceof Request ? input.url : input.toString();
  requests.push(url);
  const answer = (payload: unknown) =>
    new Response(JSON.stringify({ data: payload }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  if (url === '/api/categories') return answer(CATEGORIES);
  if (url.startsWith('/api/products?')) return answer({ rows: [PRODUCT], total: 1, page: 1, size: 25 });
  if (url.startsWith('/api/productSizes?')) return answer({ rows: [], total: 0, page: 1, size: 25 });
  if (url === '/api/sizeCategories') return answer([{ id: 1, typeId: 1, name: 'Container', nameFr: null }]);
  if (url === '/api/specCategories') return answer([{ id: 22, typeId: 2, name: 'Stem', nameFr: 'Tige' }]);
  if (url === '/api/sizeUnits') return answer([]);
  if (url.startsWith('/api/savedViews?')) return answer([]);
  return new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Not found.' }), { status: 404 });
}

beforeEach(() => {
  requests = [];
  vi.stubGlobal('fetch', fakeFetch);
  vi.spyOn(sessionStore, 'getSnapshot').mockReturnValue({ token: 'token' } as ReturnType<
    typeof sessionStore.getSnapshot
  >);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The URL's search part, shown so a test reads what a link would carry. */
function Location() {
  return <output aria-label="location">{useLocation().search}</output>;
}

function renderAt(url: string, page: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const element = (
    <>
      {page}
      <Location />
    </>
  );
  const router = createMemoryRouter([{ path: '/screen', element }], { initialEntries: [url] });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <ConfirmDialogHost />
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return userEvent.setup();
}

const location = () => screen.getByLabelText('location').textContent;

describe('Category Management on the list kit', () => {
  it('pages, sorts and searches the whole list in the browser, keeping the view in the URL', async () => {
    const user = renderAt('/screen', <CategoryManagementPage />);
    const table = screen.getByRole('table', { name: 'Category Management' });
    await waitFor(() => expect(screen.getByText('1–25 of 30')).toBeTruthy());
    // By name, as the language sorts it: 'Érables' among the E's, before the Materials.
    const names = within(table)
      .getAllByRole('row')
      .slice(1, 4)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(names).toEqual(['Érables', 'Material 01', 'Material 02']);

    await user.click(screen.getByRole('button', { name: 'Next Page' }));
    await waitFor(() => expect(location()).toBe('?page=2'));
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(within(table).getByText('Plant')).toBeTruthy();

    // Quebec staff type without accents (issue 11 §6); a new search starts at page 1.
    await user.type(screen.getByRole('searchbox', { name: 'Search name or description' }), 'erable');
    await waitFor(() => expect(location()).toBe('?search=erable'));
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1] as HTMLElement).getByRole('button', { name: 'Edit Érables' })).toBeTruthy();
    // One call for the whole list: paging and searching never ask the server again.
    expect(requests.filter((url) => url === '/api/categories')).toHaveLength(1);
  });

  it('offers the switch and the actions by name, no delete on a system category, and passes axe', async () => {
    renderAt('/screen?sortField=productCount&sortOrder=asc', <CategoryManagementPage />);
    const table = screen.getByRole('table', { name: 'Category Management' });
    await waitFor(() => expect(within(table).getByText('Plant')).toBeTruthy());
    const plant = within(table).getByText('Plant').closest('tr') as HTMLElement;
    expect(within(plant).getByRole('switch', { name: 'Allow linking products of Plant' })).toBeTruthy();
    expect(within(plant).getByRole('button', { name: 'Edit Plant' })).toBeTruthy();
    expect(within(plant).queryByRole('button', { name: 'Delete Plant' })).toBeNull();
    expect(within(table).getByRole('button', { name: 'Delete Érables' })).toBeTruthy();
    // Rows hold their controls side by side, none inside another (axe nested-interactive, issue 12).
    await expectNoAxeViolations(table);
  });
});

describe('Product Management on the list kit', () => {
  it('asks the server for the view in the URL, and a new search drops a clicked sort for relevance', async () => {
    const user = renderAt('/screen?sortField=sku&sortOrder=desc&categoryId=1', <ProductManagementPage />);
    const table = screen.getByRole('table', { name: 'Product Management' });
    await waitFor(() => expect(within(table).getByText('Acer rubrum')).toBeTruthy());
    expect(requests).toContain('/api/products?page=1&size=25&sortField=sku&sortOrder=desc&categoryId=1');

    await user.type(screen.getByRole('searchbox', { name: 'Search Latin name, common name or SKU' }), 'acre');
    await waitFor(() => expect(location()).toBe('?search=acre&categoryId=1'));
    await waitFor(() =>
      expect(requests).toContain(
        '/api/products?page=1&size=25&sortField=relevance&sortOrder=asc&search=acre&categoryId=1',
      ),
    );
    expect(within(table).getByRole('button', { name: 'Delete Acer rubrum' })).toBeTruthy();
  });
});

describe('Size & Spec Management on the list kit', () => {
  it('drops the category filter when the type changes: a category belongs to one type', async () => {
    const user = renderAt('/screen?typeId=2&categoryId=22', <ProductSizeManagementPage />);
    await waitFor(() =>
      expect(requests).toContain(
        '/api/productSizes?page=1&size=25&sortField=relevance&sortOrder=asc&typeId=2&categoryId=22',
      ),
    );
    // From the keyboard: open the list on Spec (the chosen type), move up to Size, pick it.
    screen.getByRole('textbox', { name: 'Type' }).focus();
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    await waitFor(() => expect(location()).toBe('?typeId=1'));
  });
});
