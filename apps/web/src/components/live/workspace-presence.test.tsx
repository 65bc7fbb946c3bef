// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ActionLogAction, ActionLogType, type ChangeEvent } from '@portal/contracts';
import { LiveConnectionProvider } from '../../lib/live-connection';
import { renderWithProviders, setUpComponentTests } from '../../test/render';
import { signInAs, testLiveConnection } from '../../test/session';
import { WorkspacePresence } from './workspace-presence';

setUpComponentTests();

const ME = 1;

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

describe('WorkspacePresence', () => {
  it("hands another user's change to a workspace that tells it itself, without the generic notice", async () => {
    signInAs({ id: ME, firstName: 'Olivier', lastName: 'Bouchard' });
    const { connection, send } = testLiveConnection();
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
    signInAs({ id: ME, firstName: 'Olivier', lastName: 'Bouchard' });
    const { connection, send } = testLiveConnection();
    renderWithProviders(
      <LiveConnectionProvider connection={connection}>
        <WorkspacePresence kind="quote" id={5} onRefresh={() => undefined} />
      </LiveConnectionProvider>,
    );
    await send(changeBy(2, 'Marc Gagnon'));
    expect(await screen.findByRole('button', { name: 'Refresh' })).toBeTruthy();
  });
});
