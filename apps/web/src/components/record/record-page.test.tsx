// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ActionLogAction, ActionLogType, ErrorCode, ROUTES, type ActionLogRow } from '@portal/contracts';
import { ApiError } from '../../lib/api-client';
import { previousPageTracker } from '../../lib/previous-page';
import { recordLocation } from '../../lib/record-routes';
import { expectNoAxeViolations } from '../../test/axe';
import {
  dataResponse,
  LocationOutput,
  renderWithProviders,
  setUpComponentTests,
  shownLocation,
  stubApi,
  type ApiRequest,
} from '../../test/render';
import { RecordPage, type RecordRead } from './record-page';

setUpComponentTests();

const COMPANY_ID = 7;
const LIST_VIEW = '?search=Acme&companyTypeId=2&page=2';

const LOADED: RecordRead = { isPending: false, isError: false, error: null, refetch: () => undefined };

const ENTRY: ActionLogRow = {
  id: 1,
  createdAt: '2026-03-01T15:30:00.000Z',
  userId: 1,
  userName: 'Sam Super',
  actionId: ActionLogAction.ids.UPDATE,
  actionName: 'Update',
  actionTypeId: ActionLogType.ids.COMPANY,
  actionTypeName: 'Company',
  recordId: COMPANY_ID,
  recordNumber: 'Acme Nursery',
  changes: [{ field: 'phoneNumber', old: '514-555-0100', new: '438-555-0142' }],
};

let historyRequests: ApiRequest[];

beforeEach(() => {
  historyRequests = stubApi(() =>
    dataResponse({ rows: [ENTRY], total: 1, isTotalCapped: false, page: 1, size: 25 }),
  );
});

interface RenderOptions {
  readonly read?: RecordRead;
  readonly title?: string;
  /** The address the page is opened at (a list's link, or a pasted one). */
  readonly entry?: string;
}

function renderPage({
  read = LOADED,
  title = 'Acme Nursery',
  entry = `${ROUTES.companyManagement}/${COMPANY_ID}`,
}: RenderOptions = {}) {
  return renderWithProviders(null, {
    url: entry,
    routes: [
      {
        path: `${ROUTES.companyManagement}/:id`,
        element: (
          <>
            <RecordPage
              listRoute={ROUTES.companyManagement}
              title={read.isPending || read.isError ? undefined : title}
              read={read}
              subject="company"
              entityType={ActionLogType.ids.COMPANY}
              entityId={COMPANY_ID}
            >
              {({ leave }) => (
                <form aria-label="Edit Company">
                  <label htmlFor="company-name">Name</label>
                  <input id="company-name" defaultValue={title} />
                  <button type="button" onClick={leave}>
                    Cancel
                  </button>
                </form>
              )}
            </RecordPage>
            <LocationOutput withPath />
          </>
        ),
      },
      { path: '*', element: <LocationOutput withPath /> },
    ],
  }).user;
}

describe('RecordPage', () => {
  it("shows the record's name as the page title with Details and History tabs, Details first", async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Acme Nursery' })).toBeTruthy();
    const tabs = within(screen.getByRole('tablist', { name: 'Record sections' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Details', 'History']);
    expect(screen.getByRole('tab', { name: 'Details' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Details' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Edit Company' })).toBeTruthy();
    // The history is read only when its tab is opened.
    expect(historyRequests).toEqual([]);
    await expectNoAxeViolations(document.body);
  });

  it('moves between the tabs with the arrow keys, Home and End, one tab stop for the list', async () => {
    const user = renderPage();
    const details = screen.getByRole('tab', { name: 'Details' });
    const history = screen.getByRole('tab', { name: 'History' });
    expect(details.tabIndex).toBe(0);
    expect(history.tabIndex).toBe(-1);

    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(details);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(history);
    expect(history.getAttribute('aria-selected')).toBe('true');
    expect(history.tabIndex).toBe(0);
    expect(details.tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel', { name: 'History' });
    await within(panel).findByText('Phone Number: 514-555-0100 → 438-555-0142');
    expect(historyRequests[0]?.url).toContain(`recordId=${COMPANY_ID}`);
    // The editor stays mounted (hidden) so its unsaved edits survive a look at the history.
    expect(screen.getByRole('form', { name: 'Edit Company', hidden: true })).toBeTruthy();

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(details);
    expect(screen.getByRole('tabpanel', { name: 'Details' })).toBeTruthy();
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(history);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(details);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(history);
  });

  it('returns to the list with the view it was opened from', async () => {
    const opened = recordLocation(ROUTES.companyManagement, COMPANY_ID, LIST_VIEW);
    const user = renderPage({ entry: `${opened.pathname}${opened.search}` });
    const back = screen.getByRole('link', { name: 'Back to Company Management' });
    expect(back.getAttribute('href')).toBe(`${ROUTES.companyManagement}${LIST_VIEW}`);
    await user.click(back);
    expect(shownLocation()).toBe(`${ROUTES.companyManagement}${LIST_VIEW}`);
  });

  it("leaves its 'Back to' link out where the layout's 'Return To' shows: one back link (issue 34)", () => {
    // The tracker is the app's one instance: what a test before left in it (a cleared link) must not count here.
    previousPageTracker.reset();
    previousPageTracker.recordDeparture({ route: ROUTES.orderDashboard, label: 'Order Dashboard' });
    try {
      renderPage();
      expect(screen.queryByRole('link', { name: 'Back to Company Management' })).toBeNull();
    } finally {
      previousPageTracker.reset();
    }
  });

  it("leaves 'Back to' out on a workspace under no list when the layout returns to the same screen", () => {
    // /orders/order-construction/7 is no list's record path: the layout shows 'Return To Order Dashboard' there.
    previousPageTracker.reset();
    previousPageTracker.recordDeparture({ route: ROUTES.orderDashboard, label: 'Order Dashboard' });
    try {
      renderWithProviders(null, {
        url: `${ROUTES.orderConstruction}/${COMPANY_ID}`,
        routes: [
          {
            path: `${ROUTES.orderConstruction}/:id`,
            element: (
              <RecordPage
                listRoute={ROUTES.orderDashboard}
                title="OR-10007 — Job"
                read={LOADED}
                subject="order"
                entityType={ActionLogType.ids.ORDER}
                entityId={COMPANY_ID}
              >
                {() => <p>workspace</p>}
              </RecordPage>
            ),
          },
        ],
      });
      expect(screen.getByText('workspace')).toBeTruthy();
      expect(screen.queryByRole('link', { name: /^Back to / })).toBeNull();
    } finally {
      previousPageTracker.reset();
    }
  });

  it('keeps its own link when the user came from the list', () => {
    previousPageTracker.recordDeparture({ route: ROUTES.companyManagement, label: 'Company Management' });
    try {
      renderPage();
      expect(screen.getByRole('link', { name: 'Back to Company Management' })).toBeTruthy();
    } finally {
      previousPageTracker.reset();
    }
  });

  it("returns to the plain list from a pasted link without the list's view", async () => {
    const user = renderPage();
    await user.click(screen.getByRole('link', { name: 'Back to Company Management' }));
    expect(shownLocation()).toBe(ROUTES.companyManagement);
  });

  it('never leaves for another address, whatever the link carries', () => {
    renderPage({
      entry: `${ROUTES.companyManagement}/${COMPANY_ID}?from=${encodeURIComponent('//evil.test/x')}`,
    });
    const href = screen.getByRole('link', { name: 'Back to Company Management' }).getAttribute('href') ?? '';
    expect(href.startsWith(`${ROUTES.companyManagement}?`)).toBe(true);
  });

  it("the editor's Cancel leaves for the list with its view", async () => {
    const opened = recordLocation(ROUTES.companyManagement, COMPANY_ID, LIST_VIEW);
    const user = renderPage({ entry: `${opened.pathname}${opened.search}` });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(shownLocation()).toBe(`${ROUTES.companyManagement}${LIST_VIEW}`));
  });

  it('says the record does not exist when the read answers 404, with the way back', async () => {
    const notFound = new ApiError({ status: 404, code: ErrorCode.NOT_FOUND, message: 'Company not found' });
    const user = renderPage({ read: { ...LOADED, isError: true, error: notFound } });
    expect(screen.getByRole('alert').textContent).toContain('This record does not exist or was deleted.');
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Back to Company Management' }));
    expect(shownLocation()).toBe(ROUTES.companyManagement);
  });

  it('offers to try again when the read failed otherwise', async () => {
    const refetch = vi.fn();
    const failure = new ApiError({ status: 500, code: ErrorCode.INTERNAL, message: 'Internal Server Error' });
    const user = renderPage({ read: { ...LOADED, isError: true, error: failure, refetch } });
    expect(screen.queryByText('This record does not exist or was deleted.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows that it is loading, without tabs, until the record is read', () => {
    renderPage({ read: { ...LOADED, isPending: true } });
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
