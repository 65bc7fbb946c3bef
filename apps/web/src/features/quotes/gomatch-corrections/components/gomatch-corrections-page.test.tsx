// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { ROUTES, type GomatchCorrection } from '@portal/contracts';
import { ConfirmDialogHost } from '../../../../components/ui/confirm';
import { ToastProvider } from '../../../../components/ui/toast';
import { i18n } from '../../../../lib/i18n';
import { sessionStore } from '../../../../lib/session';
import { expectNoAxeViolations } from '../../../../test/axe';
import { GomatchCorrectionsLink } from './gomatch-corrections-link';
import { GomatchCorrectionsPage } from './gomatch-corrections-page';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

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

async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = input instanceof Request ? input.url : input.toString();
  const method = init?.method ?? 'GET';
  requests.push({ method, url });
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  if (url.startsWith('/api/gomatchCorrections?')) {
    const search = new URL(url, 'http://portal').searchParams.get('search')?.toLowerCase() ?? '';
    const rows = stored.filter((row) => `${row.inputText} ${row.productName}`.toLowerCase().includes(search));
    return json(200, { data: { rows, total: rows.length, page: 1, size: 25 } });
  }
  const deleted = /^\/api\/gomatchCorrection\/(\d+)$/.exec(url);
  if (deleted && method === 'DELETE') {
    const id = Number(deleted[1]);
    if (refused.has(id)) return json(404, { code: 'NOT_FOUND', message: 'Correction not found.' });
    stored = stored.filter((row) => row.id !== id);
    return json(200, { data: {} });
  }
  if (url.startsWith('/api/savedViews?')) return json(200, { data: [] });
  return json(404, { code: 'NOT_FOUND', message: 'Not found.' });
}

beforeEach(() => {
  stored = [
    correction(1, '30 thuya occidental Smaragd 5 pi', "Thuja occidentalis 'Smaragd'"),
    correction(2, '12 Érable rouge Oct. Glory 60mm', "Acer rubrum 'October Glory'"),
    correction(3, 'Hem. SDO 1 gal', "Hemerocallis 'Stella de Oro'"),
  ];
  requests = [];
  refused = new Set();
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

function Location() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/quotes/standardized-quote-management',
        element: (
          <>
            <GomatchCorrectionsLink />
            <Location />
          </>
        ),
      },
      {
        path: ROUTES.gomatchCorrections,
        element: (
          <>
            <GomatchCorrectionsPage />
            <Location />
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  );
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
