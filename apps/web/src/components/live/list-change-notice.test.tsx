// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ActionLogAction, ActionLogType, type LiveEvent } from '@portal/contracts';
import { i18n } from '../../lib/i18n';
import { LiveConnectionProvider, type LiveConnection } from '../../lib/live-connection';
import { sessionStore } from '../../lib/session';
import { renderWithProviders, setUpComponentTests } from '../../test/render';
import { ListChangeNotice } from './list-change-notice';
import { useListChangeNotice } from './use-list-change-notice';

setUpComponentTests();

const ME = 1;
const SOMEONE_ELSE = 2;
const LIST_KEY = ['orders', 'dashboard'] as const;

/** A live connection whose topics the test speaks on. */
function fakeConnection() {
  const handlers = new Map<string, Array<(event: LiveEvent) => void>>();
  const connection = {
    subscribe: (destination: string, handler: (event: LiveEvent) => void) => {
      handlers.set(destination, [...(handlers.get(destination) ?? []), handler]);
      return () =>
        handlers.set(
          destination,
          (handlers.get(destination) ?? []).filter((h) => h !== handler),
        );
    },
    enter: () => () => undefined,
    peekVisitors: () => Promise.resolve([]),
    open: () => undefined,
    close: () => undefined,
  } as unknown as LiveConnection;
  const changeOf = async (recordId: number, actorUserId: number, destination = '/topic/order') => {
    await act(async () => {
      for (const handler of handlers.get(destination) ?? []) {
        handler({
          type: 'change',
          recordType: ActionLogType.ids.ORDER,
          recordId,
          actionId: ActionLogAction.ids.SAVE,
          actorUserId,
          actorName: actorUserId === ME ? 'Olivier Bouchard' : 'Marc Gagnon',
          occurredAt: '2026-11-26T08:00:00.000Z',
        });
      }
      await Promise.resolve();
    });
  };
  return { connection, changeOf, handlers };
}

function signInAs(id: number) {
  vi.spyOn(sessionStore, 'getSnapshot').mockReturnValue({
    token: 'token',
    user: {
      id,
      email: 'staff@example.com',
      firstName: 'Olivier',
      lastName: 'Bouchard',
      roleId: 3,
      languageId: 1,
      timezoneId: null,
      phoneNumber: null,
      avatarUrl: null,
    },
  });
}

/** The server's list: each read answers the status it holds now; a read can be held until the test lets it go. */
function fakeServer() {
  const server = {
    status: 'WIP',
    reads: 0,
    hold: null as Promise<void> | null,
    async read(filter: string) {
      server.reads += 1;
      if (server.hold) await server.hold;
      return `${filter}: ${server.status}`;
    },
  };
  return server;
}

function OrderList({ server }: { readonly server: ReturnType<typeof fakeServer> }) {
  const [filter, setFilter] = useState('all');
  const page = useQuery({ queryKey: [...LIST_KEY, 'page', filter], queryFn: () => server.read(filter) });
  const notice = useListChangeNotice({ kinds: ['order'], queryKeys: [LIST_KEY], queries: [page] });
  return (
    <div>
      <button type="button" onClick={() => setFilter('mine')}>
        My orders
      </button>
      <ListChangeNotice notice={notice} subject="orders" />
      <p>{page.data ?? 'Loading'}</p>
    </div>
  );
}

function renderList() {
  signInAs(ME);
  const live = fakeConnection();
  const server = fakeServer();
  const rendered = renderWithProviders(
    <LiveConnectionProvider connection={live.connection}>
      <OrderList server={server} />
    </LiveConnectionProvider>,
  );
  return { ...rendered, ...live, server };
}

describe('the lists’ change notice', () => {
  it("listens on the kind's list topic and counts other staff's changed records, not one's own", async () => {
    const { changeOf, handlers } = renderList();
    await screen.findByText('all: WIP');
    expect([...handlers.keys()]).toEqual(['/topic/order']);
    const notice = screen.getByRole('status');

    await changeOf(7, ME);
    expect(notice.textContent).toBe('');
    await changeOf(7, SOMEONE_ELSE);
    expect(notice.textContent).toContain('1 order changed');
    // The same order again is still one order; another one makes two.
    await changeOf(7, SOMEONE_ELSE);
    await changeOf(8, SOMEONE_ELSE);
    expect(notice.textContent).toContain('2 orders changed');
  });

  it('never reads the list again on its own: Refresh from the keyboard does, and clears the count', async () => {
    const { changeOf, server, user } = renderList();
    await screen.findByText('all: WIP');
    server.status = 'Complete';
    await changeOf(7, SOMEONE_ELSE);
    await changeOf(8, SOMEONE_ELSE);
    expect(server.reads).toBe(1);
    expect(screen.getByText('all: WIP')).toBeTruthy();

    // From the filter button, Tab reaches Refresh; Enter presses it.
    screen.getByRole('button', { name: 'My orders' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Refresh' }));
    await user.keyboard('{Enter}');

    await screen.findByText('all: Complete');
    expect(server.reads).toBe(2);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
    // The focus stays in the toolbar's notice, not lost on the page's body.
    expect(document.activeElement).toBe(screen.getByRole('status'));
  });

  it('forgets the count when the list is read again by any means (a filter change)', async () => {
    const { changeOf, user } = renderList();
    await screen.findByText('all: WIP');
    await changeOf(7, SOMEONE_ELSE);
    expect(screen.getByRole('status').textContent).toContain('1 order changed');
    await user.click(screen.getByRole('button', { name: 'My orders' }));
    await screen.findByText('mine: WIP');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(''));
  });

  it('keeps a change heard while the list was being read: the read may have missed it', async () => {
    const { changeOf, server, user } = renderList();
    await screen.findByText('all: WIP');
    await changeOf(7, SOMEONE_ELSE);
    let release: () => void = () => undefined;
    server.hold = new Promise((resolve) => {
      release = resolve;
    });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(server.reads).toBe(2));
    await changeOf(9, SOMEONE_ELSE);
    server.status = 'Complete';
    server.hold = null;
    release();
    await screen.findByText('all: Complete');
    // Order 7 changed before the read started: the list has it. Order 9 may not be in it.
    expect(screen.getByRole('status').textContent).toContain('1 order changed');
  });

  it('speaks French', async () => {
    await i18n.changeLanguage('fr');
    const { changeOf } = renderList();
    await screen.findByText('all: WIP');
    await changeOf(7, SOMEONE_ELSE);
    await changeOf(8, SOMEONE_ELSE);
    expect(screen.getByRole('status').textContent).toContain('2 commandes modifiées');
    expect(screen.getByRole('button', { name: 'Actualiser' })).toBeTruthy();
  });
});
