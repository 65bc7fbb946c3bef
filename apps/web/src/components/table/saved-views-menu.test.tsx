// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import {
  duplicateSavedViewMessage,
  ErrorCode,
  type CreateSavedViewRequest,
  type SavedView,
  type UpdateSavedViewRequest,
} from '@portal/contracts';
import {
  jsonResponse,
  LocationOutput,
  renderWithProviders,
  setUpComponentTests,
  stubApi,
  type ApiRequest,
} from '../../test/render';
import { SavedViewsMenu } from './saved-views-menu';

setUpComponentTests();

const ROUTE = '/users/company-management';

/** The server's side of the calls, in memory: the views of the signed-in user, as the API keeps them. */
class FakeSavedViewsServer {
  views: SavedView[] = [];
  /** Every call the menu made, in order (set when the fake is put on fetch). */
  calls: ApiRequest[] = [];
  #nextId = 1;

  add(view: Pick<SavedView, 'name' | 'query'>): SavedView {
    const saved: SavedView = {
      id: this.#nextId++,
      tableKey: 'companies',
      version: 1,
      createdAt: '2026-01-05T10:00:00.000Z',
      updatedAt: '2026-01-05T10:00:00.000Z',
      ...view,
    };
    this.views.push(saved);
    return saved;
  }

  readonly answer = ({ method, url, body }: ApiRequest): Response | undefined => {
    if (method === 'GET' && url.startsWith('/api/savedViews?')) {
      return jsonResponse({ data: [...this.views].sort((a, b) => a.name.localeCompare(b.name)) });
    }
    if (method === 'POST' && url === '/api/savedView') {
      const request = body as CreateSavedViewRequest;
      if (this.views.some((view) => view.name.toLowerCase() === request.name.toLowerCase())) {
        const message = duplicateSavedViewMessage(request.name);
        return jsonResponse({ code: ErrorCode.CONFLICT, message, issues: [{ field: 'name', message }] }, 409);
      }
      return jsonResponse({ data: this.add({ name: request.name, query: request.query }) });
    }
    const match = /^\/api\/savedView\/(\d+)$/.exec(url);
    const view = match ? this.views.find((candidate) => candidate.id === Number(match[1])) : undefined;
    if (method === 'PUT' && view) {
      const request = body as UpdateSavedViewRequest;
      Object.assign(view, { name: request.name, query: request.query, version: view.version + 1 });
      return jsonResponse({ data: view });
    }
    if (method === 'DELETE' && view) {
      this.views = this.views.filter((candidate) => candidate !== view);
      return jsonResponse({ data: {} });
    }
    return undefined;
  };
}

let server: FakeSavedViewsServer;

beforeEach(() => {
  server = new FakeSavedViewsServer();
  server.calls = stubApi(server.answer);
});

/** The table's screen as far as the menu is concerned: its route, its URL query, and the menu in the toolbar. */
function TableScreen() {
  return (
    <main>
      <SavedViewsMenu tableKey="companies" />
      <LocationOutput label="Table query" />
    </main>
  );
}

function renderMenu(search = '') {
  return renderWithProviders(<TableScreen />, { url: `${ROUTE}${search}` });
}

/** What a field's aria-describedby points at, as a screen reader reads it after the field. */
function describedText(field: HTMLElement): string {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

function tableQuery(): string {
  return screen.getByLabelText('Table query').textContent ?? '';
}

/**
 * Opens the Views menu and waits for the user's views (or the empty notice) to be in it. jsdom lays nothing out, so
 * PrimeReact's overlay positioning leaves the panel with an inline display: none that a browser never keeps; the
 * menu is found regardless of that (the e2e suite sees it).
 */
async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Views' }));
  const menu = await screen.findByRole('menu', { name: 'Saved views', hidden: true });
  await waitFor(() => expect(within(menu).queryByText('Loading…')).toBeNull());
  return menu;
}

async function openManageDialog(user: ReturnType<typeof userEvent.setup>) {
  const menu = await openMenu(user);
  await user.click(within(menu).getByRole('menuitem', { hidden: true, name: 'Manage Views…' }));
  return screen.findByRole('dialog', { name: 'Saved Views' });
}

describe('SavedViewsMenu (issue 12: saved views)', { timeout: 30_000 }, () => {
  it('saves the current filters, sort and columns under a name, without the page', async () => {
    const { user } = renderMenu('?search=nurs&sortField=name&sortOrder=desc&columns=name,city&page=3');
    const menu = await openMenu(user);
    expect(within(menu).getByText('No saved views yet')).toBeTruthy();
    await user.click(within(menu).getByRole('menuitem', { hidden: true, name: 'Save Current View…' }));

    const dialog = await screen.findByRole('dialog', { name: 'Save Current View' });
    await user.type(within(dialog).getByLabelText('Name'), 'Quebec nurseries');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved view created successfully.')).toBeTruthy();
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      tableKey: 'companies',
      name: 'Quebec nurseries',
      query: 'search=nurs&sortField=name&sortOrder=desc&columns=name%2Ccity',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save Current View' })).toBeNull());
    // The new view is in the menu.
    const reopened = await openMenu(user);
    expect(
      await within(reopened).findByRole('menuitem', { hidden: true, name: 'Quebec nurseries' }),
    ).toBeTruthy();
  });

  it('shows a duplicate name on the name field and keeps the dialog open', async () => {
    server.add({ name: 'Quebec nurseries', query: 'search=nurs' });
    const { user } = renderMenu('?search=trees');
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { hidden: true, name: 'Save Current View…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save Current View' });
    await user.type(within(dialog).getByLabelText('Name'), 'quebec NURSERIES');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    // Under the field, which names it as its description ('Name — …').
    const field = within(dialog).getByLabelText('Name');
    await waitFor(() =>
      expect(describedText(field)).toBe(
        'Name — You already have a view named "quebec NURSERIES" for this table.',
      ),
    );
    expect(within(dialog).getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(server.views).toHaveLength(1);
  });

  it('refuses an empty name before any call', async () => {
    const { user } = renderMenu();
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { hidden: true, name: 'Save Current View…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save Current View' });
    await user.type(within(dialog).getByLabelText('Name'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Name').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(server.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('applies a view: its query becomes the URL, back on page 1', async () => {
    server.add({ name: 'Quebec nurseries', query: 'search=nurs&sortField=name&sortOrder=desc' });
    server.add({ name: 'All buyers', query: 'companyTypeId=1' });
    const { user } = renderMenu('?search=trees&page=4');
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { hidden: true, name: 'Quebec nurseries' }));
    await waitFor(() => expect(tableQuery()).toBe('?search=nurs&sortField=name&sortOrder=desc'));
  });

  it('is operable from the keyboard: open the menu, move to a view, pick it', async () => {
    server.add({ name: 'All buyers', query: 'companyTypeId=1' });
    server.add({ name: 'Quebec nurseries', query: 'search=nurs' });
    const { user } = renderMenu('?search=trees');
    // The views are in before the menu opens, as when a user reaches the button.
    await waitFor(() =>
      expect(server.calls.some((call) => call.url.startsWith('/api/savedViews?'))).toBe(true),
    );
    screen.getByRole('button', { name: 'Views' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Saved views', hidden: true });
    await within(menu).findByRole('menuitem', { hidden: true, name: 'Quebec nurseries' });
    await waitFor(() => expect(document.activeElement).toBe(menu));
    // The first view has the focus when the menu opens; the arrow moves to the second.
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(tableQuery()).toBe('?search=nurs'));
    // The focus returns to the button, ready for the next choice.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Views' }));
  });

  it('copies the link of a view: the portal address, the table route and the view query', async () => {
    server.add({ name: 'Quebec nurseries', query: 'search=nurs&sortField=name&sortOrder=desc' });
    const { user } = renderMenu();
    const dialog = await openManageDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Copy link to view Quebec nurseries' }));

    expect(await screen.findByText('The link to view "Quebec nurseries" is on the clipboard.')).toBeTruthy();
    // user-event's clipboard stands in for the browser's.
    const { origin, pathname } = window.location;
    expect(await navigator.clipboard.readText()).toBe(
      `${origin}${pathname}#${ROUTE}?search=nurs&sortField=name&sortOrder=desc`,
    );
  });

  it('renames a view, taking the current filters when asked, with the version it read', async () => {
    const view = server.add({ name: 'Trees', query: 'search=tree' });
    const { user } = renderMenu('?search=evergreen&sortField=city');
    const dialog = await openManageDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Rename view Trees' }));

    const rename = await screen.findByRole('dialog', { name: 'Rename View' });
    const name = within(rename).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Evergreens');
    await user.click(
      within(rename).getByLabelText('Replace its filters, sort and columns with the current ones'),
    );
    await user.click(within(rename).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved view updated successfully.')).toBeTruthy();
    const put = server.calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe(`/api/savedView/${view.id}`);
    expect(put?.headers['x-record-version']).toBe('1');
    expect(put?.body).toEqual({ name: 'Evergreens', query: 'search=evergreen&sortField=city' });
  });

  it('deletes a view only after the user confirms', async () => {
    server.add({ name: 'Trees', query: 'search=tree' });
    const { user } = renderMenu();
    const dialog = await openManageDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete view Trees' }));

    expect(await screen.findByText('Are you sure you want to delete saved view "Trees"?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() =>
      expect(screen.queryByText('Are you sure you want to delete saved view "Trees"?')).toBeNull(),
    );
    expect(server.calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Delete view Trees' }));
    await screen.findByText('Are you sure you want to delete saved view "Trees"?');
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Saved view deleted successfully.')).toBeTruthy();
    expect(server.views).toEqual([]);
    expect(await within(dialog).findByText('No saved views yet')).toBeTruthy();
  });
});
