// @vitest-environment jsdom
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  QuoteBoardColumn,
  QuoteEntityType,
  QuoteReturnStatus,
  QuoteStatus,
  Role,
  ROUTES,
  VERSION_HEADER,
  type GenericQuoteFilter,
  type GenericQuoteRow,
  type QuoteCard,
  type QuoteRow,
} from '@portal/contracts';
import { expectNoAxeViolations } from '../../../../test/axe';
import {
  dataResponse,
  setUpComponentTests,
  shownLocation,
  stubApi,
  type ApiRequest,
} from '../../../../test/render';
import { menuEntries, openActionsMenu } from '../../../../test/menus';
import { renderSignedInScreens, signInAs } from '../../../../test/session';
import { QuoteManagementPage } from './quote-management-page';
import { QuoteBoardPage, QuoteTablePage } from './quotes-overview-page';

setUpComponentTests();

const C = QuoteBoardColumn.ids;
const Q = QuoteStatus.ids;
const R = QuoteReturnStatus.ids;

function card(
  id: number,
  statusId: number,
  returnStatusId: number,
  overrides: Partial<QuoteCard> = {},
): QuoteCard {
  return {
    id,
    quoteNumber: 10_000 + id,
    jobName: `Job ${id}`,
    buyerCompanyId: 1,
    buyerCompanyName: 'Acme Landscaping',
    owner: { id: 3, name: 'Olivia Park', initials: 'OP', avatarUrl: null },
    statusId,
    returnStatusId,
    itemCount: 12,
    buyerSubtotal: 1234.5,
    publishedAt: null,
    returnedAt: null,
    updatedAt: '2026-11-20T10:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

const CARDS = {
  groups: [
    { statusId: C.WIP, cards: [card(1, Q.WIP, R.NA)], total: 30 },
    {
      statusId: C.AWAITING_RETURN,
      cards: [card(2, Q.COMPLETE, R.PENDING, { publishedAt: '2026-11-18T10:00:00.000Z' })],
      total: 1,
    },
    {
      statusId: C.RETURNED,
      cards: [card(3, Q.COMPLETE, R.RETURNED, { owner: null, returnedAt: '2026-11-19T10:00:00.000Z' })],
      total: 1,
    },
    { statusId: C.PROCESSED, cards: [], total: 0 },
    { statusId: C.CANCELLED, cards: [card(5, Q.CANCELLED, R.NA)], total: 1 },
  ],
};

const CALLS = {
  total: 1,
  rows: [
    {
      id: 2,
      quoteNumber: 10_002,
      jobName: 'Job 2',
      buyerCompanyName: 'Acme Landscaping',
      buyerUserName: 'Bea Buyer',
      buyerEmail: 'bea@example.com',
      buyerPhoneNumber: '514-555-0101',
      owner: null,
      revision: 1,
      publishedAt: '2026-11-18T10:00:00.000Z',
      daysWaiting: 8,
      version: 3,
    },
  ],
};

const FILTER: GenericQuoteFilter = {
  entityTypes: QuoteEntityType.options.map((option) => ({
    id: option.id,
    name: option.label,
    code: option.code,
  })),
  statuses: [],
  returnStatuses: [],
  owners: [{ id: 3, name: 'Olivia Park', initials: 'OP', avatarUrl: null }],
  publishedWithinDays: [7, 14, 30, 90, 180, 365],
};

function row(entityTypeId: number, id: number, statusId: number): GenericQuoteRow {
  const code = QuoteEntityType.options.find((option) => option.id === entityTypeId)?.code ?? 'CQ';
  return {
    key: `${code}-${id}`,
    entityTypeId,
    id,
    quoteNumber: 10_001,
    jobName: 'Parc Jarry',
    buyerCompanyId: 1,
    buyerCompanyName: 'Acme Landscaping',
    ownerUserId: 3,
    ownerUserName: 'Olivia Park',
    statusId,
    returnStatusId: entityTypeId === QuoteEntityType.ids.QUOTE ? R.NA : null,
    publishedAt: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
  };
}

const GENERIC_ROWS = [row(3, 7, Q.WIP), row(2, 5, 3), row(1, 4, 3)];

const MANAGED: QuoteRow = {
  id: 7,
  quoteNumber: 10_001,
  quoteRequestId: 4,
  jobName: 'Parc Jarry',
  buyerCompanyId: 1,
  buyerCompanyName: 'Acme Landscaping',
  ownerUserId: 3,
  ownerUserName: 'Olivia Park',
  statusId: Q.WIP,
  returnStatusId: R.NA,
  itemCount: 3,
  buyerSubtotal: 10,
  provinceName: 'Quebec',
  revision: 0,
  publishedAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  version: 1,
};

let requests: ApiRequest[] = [];

function answer({ url, method }: ApiRequest): Response | undefined {
  const path = url.split('?')[0];
  if (path === '/api/quoteCards') return dataResponse(CARDS);
  if (path === '/api/quoteCalls') return dataResponse(CALLS);
  if (method === 'POST' && path === '/api/order')
    return dataResponse({ id: 40, formattedNumber: 'OR-10003', quoteId: 3, subOrders: [], items: [] });
  if (path === '/api/genericQuoteFilter') return dataResponse(FILTER);
  if (path === '/api/genericQuoteView')
    return dataResponse({ rows: GENERIC_ROWS, total: 3, page: 1, size: 25 });
  if (path === '/api/quotePageableResult')
    return dataResponse({ rows: [MANAGED], total: 1, page: 1, size: 25 });
  if (path === '/api/quoteViews') return dataResponse([{ statusId: Q.WIP, count: 1 }]);
  if (path === '/api/savedViews') return dataResponse([]);
  if (path?.startsWith('/api/cancelQuote/'))
    return dataResponse({ id: 1, statusId: Q.CANCELLED, returnStatusId: R.NA, version: 2 });
  if (method === 'DELETE' && path === '/api/quote/7') return dataResponse({});
  return undefined;
}

/** The screen at its route, with the session and the live connection around it and the address shown. */
function renderAt(url: string, screenElement: ReactElement) {
  return renderSignedInScreens(url, {
    [ROUTES.quoteBoard]: <QuoteBoardPage />,
    [ROUTES.quoteTable]: <QuoteTablePage />,
    [ROUTES.quoteManagement]: screenElement,
  });
}

beforeEach(() => {
  signInAs({ roleId: Role.ids.SUPER_ADMIN });
  requests = stubApi(answer);
});

describe('Quote Board', () => {
  it('shows the quotes in their columns with their counts, owners and figures', async () => {
    renderAt(ROUTES.quoteBoard, <QuoteManagementPage />);
    const board = await screen.findByRole('region', { name: 'Quotes by status' });
    for (const heading of ['WIP', 'Awaiting Return', 'Returned', 'Processed', 'Cancelled']) {
      expect(within(board).getByRole('heading', { name: new RegExp(`^${heading}`) })).toBeTruthy();
    }
    const wip = within(board).getByRole('heading', { name: /^WIP/ }).closest('section') as HTMLElement;
    expect(await within(wip).findByText('CQ-10001')).toBeTruthy();
    expect(within(wip).getByText('Job 1')).toBeTruthy();
    expect(within(wip).getByText('Lines: 12')).toBeTruthy();
    expect(within(wip).getByText(/Subtotal \$?1,234\.50/)).toBeTruthy();
    expect(within(wip).getByLabelText('Owner: Olivia Park')).toBeTruthy();
    expect(within(board).getByText('No owner')).toBeTruthy();
    await expectNoAxeViolations(document.body);
  });

  it("offers each card §4's menu: returned → place order, back to WIP, cancel; cancelled → reinstate; other → cancel", async () => {
    const { user } = renderAt(ROUTES.quoteBoard, <QuoteManagementPage />);
    expect(menuEntries(await openActionsMenu(user, 'Quote CQ-10003'))).toEqual([
      'Place Order',
      'Move Back to WIP',
      'Cancel',
    ]);
    await user.keyboard('{Escape}');
    expect(menuEntries(await openActionsMenu(user, 'Quote CQ-10002'))).toEqual(['Cancel']);
    await user.keyboard('{Escape}');
    expect(menuEntries(await openActionsMenu(user, 'Quote CQ-10005'))).toEqual(['Reinstate']);
  });

  it('opens a card in its construction workspace with Enter', async () => {
    const { user } = renderAt(ROUTES.quoteBoard, <QuoteManagementPage />);
    const number = await screen.findByText('CQ-10001');
    (number.closest('li') as HTMLElement).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(shownLocation()).toBe(`${ROUTES.quoteConstruction}/1`));
  });

  it('cancels a quote only once the confirmation is accepted', async () => {
    const { user } = renderAt(ROUTES.quoteBoard, <QuoteManagementPage />);
    const menu = await openActionsMenu(user, 'Quote CQ-10001');
    await user.click(within(menu).getByRole('menuitem', { name: 'Cancel', hidden: true }));
    expect(await screen.findByText('Are you sure you want to cancel quote CQ-10001?')).toBeTruthy();
    expect(requests.some((request) => request.url.startsWith('/api/cancelQuote/'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(requests.map((request) => request.url)).toContain('/api/cancelQuote/1'));
    // The version of the row the user saw goes with the call (decision 204).
    const cancel = requests.find((request) => request.url === '/api/cancelQuote/1');
    expect(cancel?.headers[VERSION_HEADER]).toBe('1');
    expect(await screen.findByText('Quote CQ-10001 cancelled.')).toBeTruthy();
  });

  it('places the order of a returned quote once the confirmation is accepted', async () => {
    const { user } = renderAt(ROUTES.quoteBoard, <QuoteManagementPage />);
    const menu = await openActionsMenu(user, 'Quote CQ-10003');
    await user.click(within(menu).getByRole('menuitem', { name: 'Place Order', hidden: true }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'POST')).toMatchObject({
        url: '/api/order',
        body: { quoteId: 3 },
      }),
    );
    expect(await screen.findByText('Order OR-10003 placed from quote CQ-10003.')).toBeTruthy();
  });

  it('lists the calls to make: whom to call about which quote, and for how long it has waited', async () => {
    const { user } = renderAt(ROUTES.quoteBoard, <QuoteManagementPage />);
    await user.click(await screen.findByRole('button', { name: 'Calls to Make (1)' }));
    const calls = screen.getByRole('list', { name: /awaiting the buyer's return/ });
    expect(within(calls).getByText(/Bea Buyer, bea@example\.com, 514-555-0101/)).toBeTruthy();
    expect(within(calls).getByText(/8 days waiting/)).toBeTruthy();
  });

  it('names the columns in French', async () => {
    // The session applies its user's language.
    signInAs({ roleId: Role.ids.SUPER_ADMIN, languageId: 2 });
    renderAt(ROUTES.quoteBoard, <QuoteManagementPage />);
    const board = await screen.findByRole('region', { name: 'Devis par statut' });
    for (const heading of ['En cours', 'En attente de retour', 'Retourné', 'Traité', 'Annulé']) {
      expect(within(board).getByRole('heading', { name: new RegExp(`^${heading}`) })).toBeTruthy();
    }
  });

  it('asks one column for more cards and keeps the filters when switching to the table', async () => {
    const { user } = renderAt(`${ROUTES.quoteBoard}?search=jarry`, <QuoteManagementPage />);
    await user.click(await screen.findByRole('button', { name: 'Load more WIP cards' }));
    await waitFor(() =>
      expect(requests.map((request) => request.url)).toContain(
        `/api/quoteCards?search=jarry&limits=${C.WIP}%3A50`,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Table' }));
    await waitFor(() => expect(shownLocation()).toBe(`${ROUTES.quoteTable}?search=jarry`));
    await waitFor(() =>
      expect(requests.map((request) => request.url)).toContainEqual(
        expect.stringMatching(/^\/api\/genericQuoteView\?.*search=jarry/),
      ),
    );
  });
});

describe('Quote Table', () => {
  it('lists every stage and opens a quote in its construction workspace, a request in its list', async () => {
    const { user } = renderAt(ROUTES.quoteTable, <QuoteManagementPage />);
    const table = await screen.findByRole('table', { name: 'Quotes of every stage' });
    expect(await within(table).findByRole('link', { name: 'CQ-10001' })).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'SQ-10001' })).toBeTruthy();
    await user.click(within(table).getByRole('link', { name: 'QR-10001' }));
    await waitFor(() => expect(shownLocation()).toBe(`${ROUTES.quoteRequestManagement}?search=QR-10001`));
  });

  it('opens for operations a standardized quote in its workspace and a request picked up into it (decision 200)', async () => {
    signInAs({ roleId: Role.ids.OPERATIONS });
    const { user } = renderAt(ROUTES.quoteTable, <QuoteManagementPage />);
    const table = await screen.findByRole('table', { name: 'Quotes of every stage' });
    const quoteLink = await within(table).findByRole('link', { name: 'CQ-10001' });
    // The standardized quote opens in the standardization workspace, not in its management list.
    expect(within(table).getByRole('link', { name: 'SQ-10001' }).getAttribute('href')).toBe(
      `#${ROUTES.standardizedQuoteManagement}/5`,
    );
    // The request, whose management screen is the super admin's, is picked up into the workspace.
    await user.click(within(table).getByRole('button', { name: 'QR-10001' }));
    await waitFor(() =>
      expect(
        requests.find((request) => request.method === 'POST' && request.url === '/api/quoteStandardization'),
      ).toMatchObject({ body: { quoteRequestId: 4 } }),
    );
    await user.click(quoteLink);
    await waitFor(() => expect(shownLocation()).toBe(`${ROUTES.quoteConstruction}/7`));
  });

  it('offers the status filter once a stage is chosen', async () => {
    renderAt(`${ROUTES.quoteTable}?entityTypeId=${QuoteEntityType.ids.QUOTE}`, <QuoteManagementPage />);
    expect(await screen.findByLabelText('Status')).toBeTruthy();
  });
});

describe('Quote Management', () => {
  it('deletes a quote only once the confirmation is accepted', async () => {
    const { user } = renderAt(ROUTES.quoteManagement, <QuoteManagementPage />);
    await screen.findByText('Parc Jarry');
    expect(screen.getByRole('button', { name: 'WIP (1)' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete CQ-10001' }));
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(requests.some((request) => request.method === 'DELETE' && request.url === '/api/quote/7')).toBe(
        true,
      ),
    );
  });
});
