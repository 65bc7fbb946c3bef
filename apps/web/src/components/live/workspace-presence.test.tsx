// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ActionLogAction, ActionLogType, type ChangeEvent, type LiveEvent } from '@portal/contracts';
import { LiveConnectionProvider, type LiveConnection } from '../../lib/live-connection';
import { sessionStore } from '../../lib/session';
import { renderWithProviders, setUpComponentTests } from '../../test/render';
import { WorkspacePresence } from './workspace-presence';

setUpComponentTests();

const ME = 1;

/** A live connection whose record topic the test speaks on. */
function fakeConnection() {
  const handlers: Array<(event: LiveEvent) => void> = [];
  const connection = {
    subscribe: (_destination: string, handler: (event: LiveEvent) => void) => {
      handlers.push(handler);
      return () => undefined;
    },
    enter: () => () => undefined,
    peekVisitors: () => Promise.resolve([]),
    open: () => undefined,
    close: () => undefined,
  } as unknown as LiveConnection;
  const send = async (event: LiveEvent) => {
    await act(async () => {
      for (const handler of handlers) handler(event);
      await Promise.resolve();
    });
  };
  return { connection, send };
}

function changeBy(actorUserId: number, actorName: string): ChangeEvent {
  return {
    type: 'change',
    recordType: ActionLogType.ids.QUOTE,
    recordId: 5,
    actionId: ActionLogAction.ids.SAVE,
    actorUserId,
    actorName,
    occurredAt: '2026-11-26T08:00:00.000Z',
  };
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

describe('WorkspacePresence', () => {
  it("hands another user's change to a workspace that tells it itself, without the generic notice", async () => {
    signInAs(ME);
    const { connection, send } = fakeConnection();
    const onChange = vi.fn();
    renderWithProviders(
      <LiveConnectionProvider connection={connection}>
        <WorkspacePresence kind="quote" id={5} onRefresh={() => undefined} onChange={onChange} />
      </LiveConnectionProvider>,
    );
    await send(changeBy(ME, 'Olivier Bouchard'));
    expect(onChange).not.toHaveBeenCalled();
    await send(changeBy(2, 'Marc Gagnon'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ actorName: 'Marc Gagnon' }));
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
  });

  it('shows the outdated notice with Refresh when the screen does not take changes itself', async () => {
    signInAs(ME);
    const { connection, send } = fakeConnection();
    renderWithProviders(
      <LiveConnectionProvider connection={connection}>
        <WorkspacePresence kind="quote" id={5} onRefresh={() => undefined} />
      </LiveConnectionProvider>,
    );
    await send(changeBy(2, 'Marc Gagnon'));
    expect(await screen.findByRole('button', { name: 'Refresh' })).toBeTruthy();
  });
});
