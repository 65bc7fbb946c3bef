// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { MESSAGES } from '@portal/contracts';
import { i18n } from '../../lib/i18n';
import { sessionStore } from '../../lib/session';
import { ConfirmDialogHost, useConfirm } from './confirm';
import { useDiscardConfirmation, useUnsavedChangesChoice, useUnsavedChangesGuard } from './unsaved-changes';

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

/** A workspace's status move: Publish works on the saved record, so unsaved changes are asked about first. */
function PublishScreen({
  onSave,
  onPublish,
}: {
  readonly onSave: (name: string) => void;
  readonly onPublish: () => void;
}) {
  const [saved, setSaved] = useState('Spring list');
  const [name, setName] = useState('Spring list');
  const askUnsaved = useUnsavedChangesChoice();
  const isDirty = name !== saved;
  return (
    <main>
      <label htmlFor="name">Name</label>
      <input id="name" value={name} onChange={(event) => setName(event.target.value)} />
      <button
        type="button"
        onClick={() => {
          if (!isDirty) {
            onPublish();
            return;
          }
          askUnsaved({
            onSave: () => {
              onSave(name);
              setSaved(name);
              onPublish();
            },
            onDiscard: () => {
              setName(saved);
              onPublish();
            },
          });
        }}
      >
        Publish
      </button>
    </main>
  );
}

function renderPublishScreen() {
  const onSave = vi.fn<(name: string) => void>();
  const onPublish = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <ConfirmDialogHost />
      <PublishScreen onSave={onSave} onPublish={onPublish} />
    </I18nextProvider>,
  );
  return { onSave, onPublish, user: userEvent.setup() };
}

async function publishWithAnEdit(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), ' 2027');
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  const dialog = await screen.findByRole('dialog', { name: MESSAGES.unsavedChangesTitle });
  expect(dialog.textContent).toContain(MESSAGES.unsavedChangesProceed);
  return dialog;
}

describe(
  'useUnsavedChangesChoice (spec 001 §5 unsaved changes block proceeding; decision 201)',
  { timeout: 30_000 },
  () => {
    it('goes straight on when nothing is unsaved', async () => {
      const { onPublish, user } = renderPublishScreen();
      await user.click(screen.getByRole('button', { name: 'Publish' }));
      expect(onPublish).toHaveBeenCalledOnce();
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('offers Save and Continue, Discard and Stay, Stay focused; Stay keeps the edit and does nothing', async () => {
      const { onSave, onPublish, user } = renderPublishScreen();
      const dialog = await publishWithAnEdit(user);
      const buttons = within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent?.trim() || button.getAttribute('aria-label'));
      expect(buttons).toEqual(expect.arrayContaining(['Save and Continue', 'Discard', 'Stay']));
      await waitFor(() =>
        expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Stay' })),
      );
      await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
      await waitFor(() => expect(screen.queryByText(MESSAGES.unsavedChangesProceed)).toBeNull());
      expect(onSave).not.toHaveBeenCalled();
      expect(onPublish).not.toHaveBeenCalled();
      expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Spring list 2027');
    });

    it('Escape stays too', async () => {
      const { onSave, onPublish, user } = renderPublishScreen();
      await publishWithAnEdit(user);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByText(MESSAGES.unsavedChangesProceed)).toBeNull());
      expect(onSave).not.toHaveBeenCalled();
      expect(onPublish).not.toHaveBeenCalled();
    });

    it('Save and Continue saves the edit, then goes on', async () => {
      const { onSave, onPublish, user } = renderPublishScreen();
      const dialog = await publishWithAnEdit(user);
      await user.click(within(dialog).getByRole('button', { name: 'Save and Continue' }));
      await waitFor(() => expect(onPublish).toHaveBeenCalledOnce());
      expect(onSave).toHaveBeenCalledExactlyOnceWith('Spring list 2027');
      expect(onSave.mock.invocationCallOrder[0]).toBeLessThan(onPublish.mock.invocationCallOrder[0] ?? 0);
    });

    it('lets what follows ask its own question through the same dialog host (publish’s confirmation)', async () => {
      const published = vi.fn();
      function ChainedScreen() {
        const askUnsaved = useUnsavedChangesChoice();
        const confirm = useConfirm();
        const publish = () =>
          confirm({ header: 'Publish', message: 'Publish this quote?', onAccept: published });
        return (
          <button type="button" onClick={() => askUnsaved({ onSave: publish, onDiscard: publish })}>
            Publish
          </button>
        );
      }
      render(
        <I18nextProvider i18n={i18n}>
          <ConfirmDialogHost />
          <ChainedScreen />
        </I18nextProvider>,
      );
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Publish' }));
      await user.click(await screen.findByRole('button', { name: 'Discard' }));
      const question = await screen.findByRole('dialog', { name: 'Publish' });
      expect(question.textContent).toContain('Publish this quote?');
      // Still open a moment later: the closing of the first question did not take the second with it.
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(screen.getByRole('dialog', { name: 'Publish' })).toBeTruthy();
      await user.click(
        within(screen.getByRole('dialog', { name: 'Publish' })).getByRole('button', { name: 'Yes' }),
      );
      await waitFor(() => expect(published).toHaveBeenCalledOnce());
    });

    it('Discard drops the edit, then goes on without saving', async () => {
      const { onSave, onPublish, user } = renderPublishScreen();
      const dialog = await publishWithAnEdit(user);
      await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
      await waitFor(() => expect(onPublish).toHaveBeenCalledOnce());
      expect(onSave).not.toHaveBeenCalled();
      expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Spring list');
    });
  },
);
