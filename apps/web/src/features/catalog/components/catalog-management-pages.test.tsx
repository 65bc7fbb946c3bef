// @vitest-environment jsdom
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { EMPTY_PRODUCT_SYNONYMS, ROUTES, type Category, type ProductRow } from '@portal/contracts';
import { expectNoAxeViolations } from '../../../test/axe';
import {
  dataResponse,
  LocationOutput,
  renderWithProviders,
  setUpComponentTests,
  stubApi,
  type ApiRequest,
} from '../../../test/render';
import { CategoryManagementPage } from './category-management-page';
import { ProductManagementPage } from './product-management-page';
import { ProductSizeManagementPage } from './product-size-management-page';

setUpComponentTests();

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
  synonyms: { ...EMPTY_PRODUCT_SYNONYMS, registeredNames: ['Franksred'] },
  sku: 'ACE-RUB',
  categoryId: 1,
  categoryName: 'Plant',
  itemCount: 2,
  version: 1,
};

let apiRequests: ApiRequest[] = [];
/** The addresses the screen asked for, in order. */
const requests = () => apiRequests.map((request) => request.url);

/** The API's answers to the lists' calls, in memory. */
function answer({ url }: ApiRequest): Response | undefined {
  if (url === '/api/categories') return dataResponse(CATEGORIES);
  if (url.startsWith('/api/products?')) return dataResponse({ rows: [PRODUCT], total: 1, page: 1, size: 25 });
  if (url.startsWith('/api/productSizes?')) return dataResponse({ rows: [], total: 0, page: 1, size: 25 });
  if (url === '/api/sizeCategories')
    return dataResponse([{ id: 1, typeId: 1, name: 'Container', nameFr: null }]);
  if (url === '/api/specCategories')
    return dataResponse([{ id: 22, typeId: 2, name: 'Stem', nameFr: 'Tige' }]);
  if (url === '/api/sizeUnits') return dataResponse([]);
  if (url.startsWith('/api/savedViews?')) return dataResponse([]);
  return undefined;
}

beforeEach(() => {
  apiRequests = stubApi(answer);
});

/** The screen at its own route: its title is the route's menu label (decision 191). */
function renderAt(url: string, page: ReactElement) {
  const element = (
    <>
      {page}
      <LocationOutput />
    </>
  );
  return renderWithProviders(element, { url }).user;
}

const location = () => screen.getByLabelText('location').textContent;

describe('Category Management on the list kit', () => {
  it('pages, sorts and searches the whole list in the browser, keeping the view in the URL', async () => {
    const user = renderAt(ROUTES.categoryManagement, <CategoryManagementPage />);
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
    expect(requests().filter((url) => url === '/api/categories')).toHaveLength(1);
  });

  it('offers the switch and the actions by name, no delete on a system category, and passes axe', async () => {
    renderAt(`${ROUTES.categoryManagement}?sortField=productCount&sortOrder=asc`, <CategoryManagementPage />);
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
    const user = renderAt(
      `${ROUTES.productManagement}?sortField=sku&sortOrder=desc&categoryId=1`,
      <ProductManagementPage />,
    );
    const table = screen.getByRole('table', { name: 'Product Management' });
    await waitFor(() => expect(within(table).getByText('Acer rubrum')).toBeTruthy());
    expect(requests()).toContain('/api/products?page=1&size=25&sortField=sku&sortOrder=desc&categoryId=1');

    await user.type(screen.getByRole('searchbox', { name: 'Search Latin name, common name or SKU' }), 'acre');
    await waitFor(() => expect(location()).toBe('?search=acre&categoryId=1'));
    await waitFor(() =>
      expect(requests()).toContain(
        '/api/products?page=1&size=25&sortField=relevance&sortOrder=asc&search=acre&categoryId=1',
      ),
    );
    expect(within(table).getByRole('button', { name: 'Delete Acer rubrum' })).toBeTruthy();
  });
});

describe('Size & Spec Management on the list kit', () => {
  it('drops the category filter when the type changes: a category belongs to one type', async () => {
    const user = renderAt(
      `${ROUTES.productSizeManagement}?typeId=2&categoryId=22`,
      <ProductSizeManagementPage />,
    );
    await waitFor(() =>
      expect(requests()).toContain(
        '/api/productSizes?page=1&size=25&sortField=relevance&sortOrder=asc&typeId=2&categoryId=22',
      ),
    );
    // From the keyboard: open the list on Spec (the chosen type), move up to Size, pick it.
    screen.getByRole('textbox', { name: 'Type' }).focus();
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    await waitFor(() => expect(location()).toBe('?typeId=1'));
  });
});
