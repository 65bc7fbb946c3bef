// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  InventoryStatus,
  Language,
  MESSAGES,
  MESSAGES_FR,
  OrderStatus,
  ROUTES,
  SubOrderDeliveryStatus,
  VERSION_HEADER,
  type SubOrderRow,
} from '@portal/contracts';
import { i18n } from '../../../../lib/i18n';
import { expectNoAxeViolations } from '../../../../test/axe';
import {
  dataResponse,
  jsonResponse,
  LocationOutput,
  renderWithProviders,
  setUpComponentTests,
  shownLocation,
  stubApi,
  type ApiRequest,
} from '../../../../test/render';
import { signInAs, SignedIn } from '../../../../test/session';
import { SubOrderDashboardPage } from './sub-order-dashboard-page';

setUpComponentTests();

function row(id: number, overrides: Partial<SubOrderRow> = {}): SubOrderRow {
  return {
    id,
    owner: { id: 3, name: 'Olivia Park', initials: 'OP', avatarUrl: null },
    subOrderNumber: `OR-10001-S${id}`,
    sequenceNumber: id,
    orderId: 7,
    orderNumber: 'OR-10001',
    orderStatusId: OrderStatus.ids.WIP,
    deliveryMethodId: 1,
    buyerCompanyId: 1,
    buyerCompanyName: 'Acme Landscaping',
    jobName: 'Parc Jarry',
    referenceNumber: null,
    provinceId: 1,
    provinceName: 'Quebec',
    sellerCompanyId: 20 + id,
    sellerCompanyName: id === 1 ? 'Pépinière Nord' : 'Jardins Sud',
    transporterId: null,
    transporterName: null,
    deliveryAddress: '100 rue Saint-Denis, Montréal, H2X 1K4',
    totalItems: 3,
    totalSellerContacted: 2,
    totalInventorySecured: 1,
    totalDeliveryAssigned: 0,
    deliveryNumber: null,
    deliveryStatusId: SubOrderDeliveryStatus.ids.CONTACTED,
    statusId: 1,
    approxJobDate: '2027-05-14',
    pickDateFrom: '2027-03-01',
    pickDateTo: null,
    deliveryDateFrom: '2027-03-04',
    deliveryDateTo: null,
    timelineDays: 3,
    createdAt: '2026-11-20T10:00:00.000Z',
    comment: null,
    inventoryStatusId: InventoryStatus.ids.PARTIALLY_SECURED,
    billed: false,
    version: 4,
    ...overrides,
  };
}

let rows: SubOrderRow[];
let requests: ApiRequest[] = [];
/** What PUT subOrderRow answers next: the saved row (the body applied), or a refusal. */
let putAnswer: 'save' | 'outdated' = 'save';

function answer(request: ApiRequest): Response | undefined {
  const path = request.url.split('?')[0] ?? '';
  if (path === '/api/subOrderRowView') return dataResponse({ rows, total: rows.length, page: 1, size: 25 });
  if (path === '/api/subOrderRowFilter') {
    return dataResponse({ statuses: [], inventoryStatuses: [], deliveryStatuses: [], transporters: [] });
  }
  if (path === '/api/subOrderRowSellerFilter') {
    const all = [
      { id: 21, name: 'Pépinière Nord' },
      { id: 22, name: 'Jardins Sud' },
    ];
    const search = new URL(request.url, 'http://portal').searchParams.get('search')?.toLowerCase() ?? '';
    const selected = Number(new URL(request.url, 'http://portal').searchParams.get('selectedId'));
    return dataResponse(
      selected
        ? all.filter((entry) => entry.id === selected)
        : all.filter((entry) => entry.name.toLowerCase().includes(search)),
    );
  }
  if (path === '/api/subOrderRowBuyerFilter') return dataResponse([{ id: 1, name: 'Acme Landscaping' }]);
  if (path === '/api/savedViews') return dataResponse([]);
  const put = /^\/api\/subOrderRow\/(\d+)$/.exec(path);
  if (put && request.method === 'PUT') {
    if (putAnswer === 'outdated') {
      return jsonResponse({ code: 'OUTDATED', message: MESSAGES.outdatedRecord }, 409);
    }
    const id = Number(put[1]);
    rows = rows.map((current) =>
      current.id === id ? { ...current, ...(request.body as object), version: current.version + 1 } : current,
    );
    return dataResponse(rows.find((current) => current.id === id));
  }
  const toggle = /^\/api\/toggleSubOrderBilled\/(\d+)$/.exec(path);
  if (toggle) {
    const id = Number(toggle[1]);
    if (id === 2) return jsonResponse({ code: 'INTERNAL', message: 'boom' }, 500);
    rows = rows.map((current) =>
      current.id === id ? { ...current, billed: !current.billed, version: current.version + 1 } : current,
    );
    return dataResponse(rows.find((current) => current.id === id));
  }
  return undefined;
}

function renderDashboard(url: string = ROUTES.subOrderDashboard) {
  return renderWithProviders(null, {
    url,
    routes: [
      {
        path: ROUTES.subOrderDashboard,
        element: (
          <SignedIn>
            <SubOrderDashboardPage />
            <LocationOutput />
          </SignedIn>
        ),
      },
      { path: `${ROUTES.orderConstruction}/:id`, element: <p>Order workspace</p> },
    ],
  });
}

const calls = (path: string, method = 'GET') =>
  requests.filter((request) => request.url.split('?')[0] === path && request.method === method);

beforeEach(() => {
  signInAs({ languageId: Language.ids.ENGLISH });
  rows = [
    row(1, { deliveryNumber: 'D-1042' }),
    row(2, {
      comment: 'Gate code 1234',
      owner: null,
      orderStatusId: OrderStatus.ids.COMPLETE,
      timelineDays: null,
    }),
  ];
  putAnswer = 'save';
  requests = stubApi(answer);
});

describe('SubOrder Dashboard', () => {
  it('shows one row per sub-order with its statuses, days, timeline and billed switch', async () => {
    renderDashboard();
    const table = await screen.findByRole('table', { name: 'SubOrder Dashboard' });
    const first = (await within(table).findByRole('link', { name: 'OR-10001-S1' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(first).getByText('Pépinière Nord')).toBeTruthy();
    expect(within(first).getByText('Partially Secured')).toBeTruthy();
    expect(within(first).getByText('Contacted')).toBeTruthy();
    expect(within(first).getByText('3 days')).toBeTruthy();
    expect(within(first).getByLabelText('Owner: Olivia Park').textContent).toBe('OP');
    expect(
      within(first).getByRole('button', { name: /^Edit the pick dates of OR-10001-S1: Mar 1, 2027$/ }),
    ).toBeTruthy();
    expect(
      within(first).getByRole('button', { name: 'Edit the comment of OR-10001-S1: Add a comment' }),
    ).toBeTruthy();
    expect(
      within(first).getByRole('switch', { name: 'Billed: OR-10001-S1' }).getAttribute('aria-checked'),
    ).toBe('false');
    // The delivery carrying its items: its number finds it in the Delivery Table.
    expect(
      within(first)
        .getByRole('link', { name: 'Find delivery D-1042 in the Delivery Table' })
        .getAttribute('href'),
    ).toBe(`${ROUTES.orderDeliveryTable}?search=D-1042`);
    // A complete order's row shows its comment but offers no edit.
    const second = within(table).getByRole('link', { name: 'OR-10001-S2' }).closest('tr') as HTMLElement;
    expect(within(second).getByText('Gate code 1234')).toBeTruthy();
    expect(within(second).queryByRole('button', { name: /Edit the comment/ })).toBeNull();
    await expectNoAxeViolations(document.body);
  });

  it('saves a comment from the keyboard at the row version, and Escape leaves it as it was', async () => {
    const { user } = renderDashboard();
    const edit = await screen.findByRole('button', { name: /^Edit the comment of OR-10001-S1/ });
    edit.focus();
    await user.keyboard('{Enter}');
    const input = screen.getByRole('textbox', { name: 'Comment of OR-10001-S1' });
    await user.type(input, 'Call before 8 am{Enter}');
    await waitFor(() => expect(calls('/api/subOrderRow/1', 'PUT')).toHaveLength(1));
    const [put] = calls('/api/subOrderRow/1', 'PUT');
    expect(put!.body).toEqual({ comment: 'Call before 8 am' });
    expect(put!.headers[VERSION_HEADER]).toBe('4');
    const saved = await screen.findByRole('button', {
      name: 'Edit the comment of OR-10001-S1: Call before 8 am',
    });
    // Focus returns to the cell, so the keyboard goes on from where it was.
    await waitFor(() => expect(document.activeElement).toBe(saved));
    await user.keyboard('{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Comment of OR-10001-S1' }), ' or after 5{Escape}');
    expect(
      screen.getByRole('button', { name: 'Edit the comment of OR-10001-S1: Call before 8 am' }),
    ).toBeTruthy();
    expect(calls('/api/subOrderRow/1', 'PUT')).toHaveLength(1);
  });

  it('saves pick days as one cell, only the days changed', async () => {
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: /^Edit the pick dates of OR-10001-S1/ }));
    const group = screen.getByRole('group', { name: 'Edit the pick dates of OR-10001-S1' });
    const last = within(group).getByLabelText('Last pick day of OR-10001-S1');
    await user.type(last, '2027-03-02');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(calls('/api/subOrderRow/1', 'PUT')).toHaveLength(1));
    expect(calls('/api/subOrderRow/1', 'PUT')[0]!.body).toEqual({ pickDateTo: '2027-03-02' });
    expect(
      await screen.findByRole('button', {
        name: 'Edit the pick dates of OR-10001-S1: Mar 1, 2027 – Mar 2, 2027',
      }),
    ).toBeTruthy();
  });

  it('moves between the two days without saving, and saves on leaving the cell', async () => {
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: /^Edit the delivery dates of OR-10001-S1/ }));
    const firstDay = screen.getByLabelText('First delivery day of OR-10001-S1');
    expect(document.activeElement).toBe(firstDay);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Last delivery day of OR-10001-S1'));
    expect(calls('/api/subOrderRow/1', 'PUT')).toHaveLength(0);
    await user.type(document.activeElement as HTMLElement, '2027-03-06');
    await user.tab();
    await waitFor(() => expect(calls('/api/subOrderRow/1', 'PUT')).toHaveLength(1));
    expect(calls('/api/subOrderRow/1', 'PUT')[0]!.body).toEqual({ deliveryDateTo: '2027-03-06' });
  });

  it('says when a save is refused as outdated', async () => {
    putAnswer = 'outdated';
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: /^Edit the comment of OR-10001-S1/ }));
    await user.type(screen.getByRole('textbox', { name: 'Comment of OR-10001-S1' }), 'Late{Enter}');
    expect(await screen.findByText(MESSAGES.outdatedRecord)).toBeTruthy();
    expect(screen.getByText('Sub-order Update Failed')).toBeTruthy();
  });

  it('toggles billed, and says so when the toggle fails', async () => {
    const { user } = renderDashboard();
    const billed = await screen.findByRole('switch', { name: 'Billed: OR-10001-S1' });
    await user.click(billed);
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Billed: OR-10001-S1' }).getAttribute('aria-checked')).toBe(
        'true',
      ),
    );
    expect(calls('/api/toggleSubOrderBilled/1')).toHaveLength(1);
    expect(await screen.findByText('Sub-order OR-10001-S1 is billed.')).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: 'Billed: OR-10001-S2' }));
    expect(await screen.findByText(MESSAGES.billedToggleFailed)).toBeTruthy();
    expect(screen.getByText('Billed Toggle Failed')).toBeTruthy();
  });

  it('filters by seller through the server-searched picker, and names the choice after a reload', async () => {
    const { user } = renderDashboard();
    const seller = await screen.findByRole('combobox', { name: 'Seller Company' });
    await user.type(seller, 'nord');
    await user.click(await screen.findByRole('option', { name: 'Pépinière Nord', hidden: true }));
    await waitFor(() => expect(shownLocation()).toContain('sellerCompanyId=21'));
    await waitFor(() =>
      expect(
        calls('/api/subOrderRowView').some((request) => request.url.includes('sellerCompanyId=21')),
      ).toBe(true),
    );
    expect(calls('/api/subOrderRowSellerFilter').some((request) => request.url.includes('search=nord'))).toBe(
      true,
    );
  });

  it('names a seller chosen in the URL', async () => {
    renderDashboard(`${ROUTES.subOrderDashboard}?sellerCompanyId=22`);
    const seller = await screen.findByRole('combobox', { name: 'Seller Company' });
    await waitFor(() => expect((seller as HTMLInputElement).value).toBe('Jardins Sud'));
  });

  it("opens a row's order in its workspace", async () => {
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('link', { name: 'OR-10001-S1' }));
    expect(await screen.findByText('Order workspace')).toBeTruthy();
  });

  it('speaks French: its words, the statuses, the timeline and the billed failure', async () => {
    // The session's language is the interface's (the finance demo account works in French).
    signInAs({ languageId: Language.ids.FRENCH });
    await i18n.changeLanguage('fr');
    const { user } = renderDashboard();
    const table = await screen.findByRole('table', { name: 'Tableau de bord des sous-commandes' });
    const first = (await within(table).findByRole('link', { name: 'OR-10001-S1' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(first).getByText('3 jours')).toBeTruthy();
    expect(
      within(first).getByRole('button', {
        name: 'Modifier le commentaire de OR-10001-S1 : Ajouter un commentaire',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Entreprise vendeuse' })).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: 'Facturée : OR-10001-S2' }));
    expect(await screen.findByText(MESSAGES_FR.billedToggleFailed ?? '')).toBeTruthy();
    expect(MESSAGES_FR.billedToggleFailed).not.toBe(MESSAGES.billedToggleFailed);
  });
});
