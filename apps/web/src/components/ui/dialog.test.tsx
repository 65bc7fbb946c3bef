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
import { Dialog } from './dialog';
import { Dropdown } from './dropdown';
import { ToastProvider } from './toast';
import { useDiscardConfirmation } from './unsaved-changes';

// PrimeReact's overlays open and close through CSS transitions; on a busy machine they may take a few seconds.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const TIMEZONES = [
  { id: 1, name: 'Eastern' },
  { id: 2, name: 'Pacific' },
];

/** An editor as the screens build one: a phone box, a timezone dropdown, Cancel asking like Escape and the X. */
function Editor({ onClose }: { readonly onClose: () => void }) {
  const [phone, setPhone] = useState('');
  const [timezone, setTimezone] = useState(1);
  const isDirty = phone !== '' || timezone !== 1;
  const confirmDiscard = useDiscardConfirmation();
  return (
    <Dialog header="Edit Company" visible onHide={onClose} isDirty={isDirty}>
      <form>
        <label htmlFor="phone">Phone Number</label>
        <input id="phone" value={phone} onChange={(event) => setPhone(event.target.value)} />
        <label htmlFor="timezone" id="timezone-label">
          Timezone
        </label>
        <Dropdown
          inputId="timezone"
          aria-labelledby="timezone-label"
          value={timezone}
          options={TIMEZONES}
          optionLabel="name"
          optionValue="id"
          onChange={(event) => setTimezone(Number(event.value))}
        />
        <button type="button" onClick={() => confirmDiscard(isDirty, onClose)}>
          Cancel
        </button>
      </form>
    </Dialog>
  );
}

function Screen() {
  const [isOpen, setIsOpen] = useState(true);
  return (
    <main>
      <Link to="/elsewhere">Elsewhere</Link>
      {isOpen ? <Editor onClose={() => setIsOpen(false)} /> : <p>Editor closed</p>}
    </main>
  );
}

/** Renders the screen with its open editor, and waits until the editor has opened (focus on its first field). */
async function renderScreen() {
  // The guard never holds back a signed-out user, so the test signs one in.
  vi.spyOn(sessionStore, 'getSnapshot').mockReturnValue({} as ReturnType<typeof sessionStore.getSnapshot>);
  const router = createMemoryRouter(
    [
      { path: '/', element: <Screen /> },
      { path: '/elsewhere', element: <p>Another screen</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <ToastProvider>
        <ConfirmDialogHost />
        <RouterProvider router={router} />
      </ToastProvider>
    </I18nextProvider>,
  );
  await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Phone Number')));
  return { user: userEvent.setup() };
}

function editor() {
  return screen.queryByRole('dialog', { name: 'Edit Company' });
}

/**
 * The list's options. jsdom lays nothing out, so PrimeReact's overlay positioning leaves the panel with an inline
 * display: none that a browser never keeps; the options are found regardless of that (the e2e suite sees them).
 */
function timezoneOption(name: string) {
  return screen.queryByRole('option', { name, hidden: true });
}

/** Opens the list from the keyboard, as a user tabbing through the form would. */
async function openTimezones(user: ReturnType<typeof userEvent.setup>) {
  screen.getByLabelText('Timezone').focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(timezoneOption('Pacific')).not.toBeNull());
}

async function confirmation() {
  return screen.findByText(MESSAGES.unsavedChangesDiscard);
}

describe('Dialog (issue 11: edits are never lost without a prompt)', { timeout: 30_000 }, () => {
  it('opens with the focus on its first field, not on the close button', async () => {
    await renderScreen();
    expect(document.activeElement).toBe(screen.getByLabelText('Phone Number'));
    expect(document.activeElement).not.toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('closes on Escape at once when nothing was changed', async () => {
    const { user } = await renderScreen();
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Editor closed')).toBeTruthy();
  });

  it('asks before Escape discards a change, and keeps the edit when the user says No', async () => {
    const { user } = await renderScreen();
    const phone = await screen.findByLabelText('Phone Number');
    await user.type(phone, '514 555 0199');
    await user.keyboard('{Escape}');
    await confirmation();
    await user.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByText(MESSAGES.unsavedChangesDiscard)).toBeNull());
    expect(editor()).not.toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Phone Number').value).toBe('514 555 0199');
  });

  it('discards the change when the user says Yes', async () => {
    const { user } = await renderScreen();
    await user.type(await screen.findByLabelText('Phone Number'), '514');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await confirmation();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Editor closed')).toBeTruthy();
  });

  it('asks on Cancel too', async () => {
    const { user } = await renderScreen();
    await user.type(await screen.findByLabelText('Phone Number'), '514');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await confirmation();
    expect(editor()).not.toBeNull();
  });

  it('closes only the open dropdown on Escape, keeping the dialog and the edit', async () => {
    const { user } = await renderScreen();
    await user.type(await screen.findByLabelText('Phone Number'), '514');
    await openTimezones(user);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(timezoneOption('Pacific')).toBeNull());
    expect(screen.queryByText(MESSAGES.unsavedChangesDiscard)).toBeNull();
    expect(editor()).not.toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Phone Number').value).toBe('514');
  });

  it('closes the unchanged dialog on a second Escape once the dropdown is shut', async () => {
    const { user } = await renderScreen();
    await openTimezones(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(timezoneOption('Pacific')).toBeNull());
    expect(editor()).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Editor closed')).toBeTruthy();
  });

  it('asks before leaving the screen while the open dialog holds a change', async () => {
    const { user } = await renderScreen();
    await user.type(await screen.findByLabelText('Phone Number'), '514');
    // The dialog is modal: the link is reached the way a navigation from elsewhere would be.
    screen.getByRole('link', { name: 'Elsewhere', hidden: true }).click();
    expect(await screen.findByText(MESSAGES.unsavedChanges)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByText(MESSAGES.unsavedChanges)).toBeNull());
    expect(screen.queryByText('Another screen')).toBeNull();
    expect(editor()).not.toBeNull();
  });
});
