// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { MESSAGES } from '@portal/contracts';
import { i18n } from '../../lib/i18n';
import { sessionStore } from '../../lib/session';
import { ConfirmDialogHost } from './confirm';
import { useDiscardConfirmation, useUnsavedChangesGuard } from './unsaved-changes';

// PrimeReact's overlays open and close through CSS transitions; on a busy machine they may take a few seconds.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A settings screen as the app builds one: a field, a Discard button, and a link to another screen. */
function SettingsScreen({ onKeep }: { readonly onKeep: () => void }) {
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const isDirty = name !== '';
  useUnsavedChangesGuard(isDirty);
  const confirmDiscard = useDiscardConfirmation();
  return (
    <main>
      <label htmlFor="name">Name</label>
      <input id="name" value={name} onChange={(event) => setName(event.target.value)} />
      <button
        type="button"
        onClick={() =>
          confirmDiscard(
            isDirty,
            () => {
              setName('');
              setMessage('Discarded');
            },
            onKeep,
          )
        }
      >
        Discard
      </button>
      <Link to="/elsewhere">Elsewhere</Link>
      <p>{message}</p>
    </main>
  );
}

function renderSettingsScreen() {
  vi.spyOn(sessionStore, 'getSnapshot').mockReturnValue({} as ReturnType<typeof sessionStore.getSnapshot>);
  const onKeep = vi.fn();
  const router = createMemoryRouter(
    [
      { path: '/', element: <SettingsScreen onKeep={onKeep} /> },
      { path: '/elsewhere', element: <p>Another screen</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <ConfirmDialogHost />
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { onKeep, user: userEvent.setup() };
}

describe('useUnsavedChangesGuard (spec 000 §2)', { timeout: 30_000 }, () => {
  it('asks in the spec’s words before leaving with unsaved changes, and stays on No', async () => {
    const { user } = renderSettingsScreen();
    await user.type(screen.getByLabelText('Name'), 'Spring list');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));

    const dialog = await screen.findByRole('dialog', { name: MESSAGES.unsavedChangesTitle });
    expect(dialog.textContent).toContain(MESSAGES.unsavedChanges);
    await user.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByText(MESSAGES.unsavedChanges)).toBeNull());
    expect(screen.queryByText('Another screen')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Spring list');
  });

  it('leaves on Yes', async () => {
    const { user } = renderSettingsScreen();
    await user.type(screen.getByLabelText('Name'), 'Spring list');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await screen.findByText(MESSAGES.unsavedChanges);
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Another screen')).toBeTruthy();
  });
});

describe('useDiscardConfirmation (spec 001 §8)', { timeout: 30_000 }, () => {
  it('discards at once when nothing was changed', async () => {
    const { user } = renderSettingsScreen();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.getByText('Discarded')).toBeTruthy();
    expect(screen.queryByText(MESSAGES.unsavedChangesDiscard)).toBeNull();
  });

  it('asks before discarding a change, and keeps it on No', async () => {
    const { onKeep, user } = renderSettingsScreen();
    await user.type(screen.getByLabelText('Name'), 'Spring list');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await screen.findByText(MESSAGES.unsavedChangesDiscard);
    await user.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(onKeep).toHaveBeenCalledOnce());
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Spring list');
    expect(screen.queryByText('Discarded')).toBeNull();
  });

  it('discards on Yes', async () => {
    const { user } = renderSettingsScreen();
    await user.type(screen.getByLabelText('Name'), 'Spring list');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await screen.findByText(MESSAGES.unsavedChangesDiscard);
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Discarded')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('');
  });
});
