// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { previousPageTracker } from './previous-page';
import { sessionStore } from './session';
import { hasUnsavedChanges, useLeaveGuard } from './unsaved-changes';

afterEach(() => {
  cleanup();
  previousPageTracker.reset();
});

/**
 * A screen with the guard and no UI kit: lib decides what is held back, the screen shows it as plain buttons (the
 * confirm dialog is components/ui's part, tested there).
 */
function GuardedScreen() {
  const [isDirty, setIsDirty] = useState(false);
  const pendingLeave = useLeaveGuard(isDirty);
  return (
    <main>
      <label>
        <input type="checkbox" checked={isDirty} onChange={(event) => setIsDirty(event.target.checked)} />
        Unsaved edit
      </label>
      <Link to="/elsewhere">Elsewhere</Link>
      <Link to="/?page=2">Next page</Link>
      {pendingLeave ? (
        <p role="alert">
          Leave with unsaved changes?
          <button type="button" onClick={pendingLeave.leave}>
            Leave
          </button>
          <button type="button" onClick={pendingLeave.stay}>
            Stay
          </button>
        </p>
      ) : null}
    </main>
  );
}

function renderGuardedScreen({ isSignedIn = true } = {}) {
  vi.spyOn(sessionStore, 'getSnapshot').mockReturnValue(
    isSignedIn ? ({} as ReturnType<typeof sessionStore.getSnapshot>) : null,
  );
  const router = createMemoryRouter(
    [
      { path: '/', element: <GuardedScreen /> },
      { path: '/elsewhere', element: <p>Another screen</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

describe('useLeaveGuard (spec 000 §2 unsaved-changes guard)', () => {
  it('lets a clean screen go at once', async () => {
    const { user } = renderGuardedScreen();
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Another screen')).toBeTruthy();
  });

  it('holds back leaving a screen with unsaved changes, and stays on Stay', async () => {
    const { router, user } = renderGuardedScreen();
    await user.click(screen.getByLabelText('Unsaved edit'));
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');

    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByLabelText<HTMLInputElement>('Unsaved edit').checked).toBe(true);
  });

  it('leaves on Leave and clears the previous-page link', async () => {
    const { user } = renderGuardedScreen();
    act(() => previousPageTracker.recordDeparture({ route: '/users', label: 'User Management' }));
    await user.click(screen.getByLabelText('Unsaved edit'));
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Another screen')).toBeTruthy();
    expect(previousPageTracker.getSnapshot()).toBeNull();
  });

  it('does not hold back a query-string change on the same screen', async () => {
    const { router, user } = renderGuardedScreen();
    await user.click(screen.getByLabelText('Unsaved edit'));
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('never holds back a signed-out user', async () => {
    const { user } = renderGuardedScreen({ isSignedIn: false });
    await user.click(screen.getByLabelText('Unsaved edit'));
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Another screen')).toBeTruthy();
  });

  it('counts the screen as unsaved only while it is dirty and mounted', async () => {
    const { router, user } = renderGuardedScreen();
    expect(hasUnsavedChanges()).toBe(false);
    await user.click(screen.getByLabelText('Unsaved edit'));
    expect(hasUnsavedChanges()).toBe(true);
    await user.click(screen.getByLabelText('Unsaved edit'));
    expect(hasUnsavedChanges()).toBe(false);
    await user.click(screen.getByLabelText('Unsaved edit'));
    router.dispose();
    cleanup();
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('asks the browser before the tab closes with unsaved changes, and only then', async () => {
    const { user } = renderGuardedScreen();
    const cleanClose = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(cleanClose);
    expect(cleanClose.defaultPrevented).toBe(false);

    await user.click(screen.getByLabelText('Unsaved edit'));
    const dirtyClose = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirtyClose);
    expect(dirtyClose.defaultPrevented).toBe(true);
  });
});
