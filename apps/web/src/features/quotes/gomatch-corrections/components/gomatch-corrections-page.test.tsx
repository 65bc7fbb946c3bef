// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ROUTES, type GomatchCorrection } from '@portal/contracts';
import { expectNoAxeViolations } from '../../../../test/axe';
import {
  jsonResponse,
  LocationOutput,
  renderWithProviders,
  setUpComponentTests,
  stubApi,
  type ApiRequest,
} from '../../../../test/render';
import { GomatchCorrectionsLink } from './gomatch-corrections-link';
import { GomatchCorrectionsPage } from './gomatch-corrections-page';

setUpComponentTests();

function correction(id: number, inputText: string, productName: string): GomatchCorrection {
  return {
    id,
    inputText,
    productId: id * 10,
    productName,
    productSizeId: 3,
    productSizeName: 'B&B 150-175cm',
    specIds: [41, 40],
    specNames: ['Multi-stem', 'Heavy'],
    useCount: id - 1,
    createdByUserName: 'Sophie Tremblay',
    updatedAt: '2026-11-20T15:04:00.000Z',
  };
}

let stored: GomatchCorrection[] = [];
let requests: Array<{ method: string; url: string }> = [];
/** Ids whose delete the fake server refuses (another super admin removed it meanwhile). */
let refused = new Set<number>();

function answer({ method, url }: ApiRequest): Response | undefined {
  requests.push({ method, url });
  if (url.startsWith('/api/gomatchCorrections?')) {
    const search = new URL(url, 'http://portal').searchParams.get('search')?.toLowerCase() ?? '';
    const rows = stored.filter((row) => `${row.inputText} ${row.productName}`.toLowerCase().includes(search));
    return jsonResponse({ data: { rows, total: rows.length, page: 1, size: 25 } });
  }
  const deleted = /^\/api\/gomatchCorrection\/(\d+)$/.exec(url);
  if (deleted && method === 'DELETE') {
    const id = Number(deleted[1]);
    if (refused.has(id)) return jsonResponse({ code: 'NOT_FOUND', message: 'Correction not found.' }, 404);
    stored = stored.filter((row) => row.id !== id);
    return jsonResponse({ data: {} });
  }
  if (url.startsWith('/api/savedViews?')) return jsonResponse({ data: [] });
  return undefined;
}

beforeEach(() => {
  stored = [
    correction(1, '30 thuya occidental Smaragd 5 pi', "Thuja occidentalis 'Smaragd'"),
    correction(2, '12 Érable rouge Oct. Glory 60mm', "Acer rubrum 'October Glory'"),
    correction(3, 'Hem. SDO 1 gal', "Hemerocallis 'Stella de Oro'"),
  ];
  requests = [];
  refused = new Set();
  stubApi(answer);
});

function renderAt(url: string) {
  const routes = [
    {
      path: '/quotes/standardized-quote-management',
      element: (
        <>
          <GomatchCorrectionsLink />
          <LocationOutput withPath />
        </>
      ),
    },
    {
      path: ROUTES.gomatchCorrections,
      element: (
        <>
          <GomatchCorrectionsPage />
          <LocationOutput withPath />
        </>
      ),
    },
  ];
  return renderWithProviders(null, { url, routes }).user;
}

const table = () => screen.getByRole('table', { name: 'Learned Corrections' });
const inputTexts = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[1]?.textContent);

describe('Learned Corrections', () => {
  it('is reached by its link and lists what was learned with product, size, specs and who taught it', async () => {
    const user = renderAt(ROUTES.standardizedQuoteManagement);
    await user.click(screen.getByRole('link', { name: 'Learned Corrections' }));
    expect(screen.getByLabelText('location').textContent).toBe(ROUTES.gomatchCorrections);
    await waitFor(() => expect(inputTexts()).toHaveLength(3));
    const thuja = within(table()).getByRole('row', { name: /thuya occidental/ });
    for (const text of [
      "Thuja occidentalis 'Smaragd'",
      'B&B 150-175cm',
      'Multi-stem, Heavy',
      'Sophie Tremblay',
    ]) {
      expect(within(thuja).getByText(text)).toBeTruthy();
    }
    await expectNoAxeViolations(document.body);
  });

  it('searches on the server with the text typed, kept in the address', async () => {
    const user = renderAt(ROUTES.gomatchCorrections);
    await waitFor(() => expect(inputTexts()).toHaveLength(3));
    await user.type(screen.getByRole('searchbox', { name: 'Search input text or product' }), 'acer');
    await waitFor(() => expect(inputTexts()).toEqual(['12 Érable rouge Oct. Glory 60mm']));
    expect(screen.getByLabelText('location').textContent).toBe(`${ROUTES.gomatchCorrections}?search=acer`);
    expect(requests.some((request) => request.url.includes('search=acer'))).toBe(true);
  });

  it('deletes one correction after the confirmation naming it', async () => {
    const user = renderAt(ROUTES.gomatchCorrections);
    await waitFor(() => expect(inputTexts()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Delete the correction of Hem. SDO 1 gal' }));
    expect(
      await screen.findByText('Are you sure you want to delete learned correction "Hem. SDO 1 gal"?'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(inputTexts()).toHaveLength(2));
    expect(requests).toContainEqual({ method: 'DELETE', url: '/api/gomatchCorrection/3' });
    expect(await screen.findByText('Learned correction deleted successfully.')).toBeTruthy();
  });

  it('deletes the selected corrections, keeping selected the one the server refused', async () => {
    refused = new Set([2]);
    const user = renderAt(ROUTES.gomatchCorrections);
    await waitFor(() => expect(inputTexts()).toHaveLength(3));
    const rows = within(table()).getAllByRole('row').slice(1);
    for (const row of rows.slice(0, 2)) await user.click(within(row).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Delete Selected (2)' }));
    expect(await screen.findByText('Are you sure you want to delete 2 learned corrections?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(inputTexts()).toEqual(['12 Érable rouge Oct. Glory 60mm', 'Hem. SDO 1 gal']));
    expect(await screen.findByText('1 learned correction deleted successfully.')).toBeTruthy();
    expect(await screen.findByText('Learned Correction Delete Failed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Selected (1)' })).toBeTruthy();
  });
});
