// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { z } from 'zod';
import { ErrorCode, MESSAGES } from '@portal/contracts';
import { ApiError } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';
import { ConfirmDialogHost } from '../ui/confirm';
import { ToastProvider } from '../ui/toast';
import { EditorFormView } from './editor-form-view';
import { SelectField, TextAreaField, TextField } from './fields';
import { useEditorForm, type EditedRecord } from './use-editor-form';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const schema = z.object({
  name: z.string().trim().min(1),
  email: z.string().trim().email('Invalid Email'),
  tier: z.number().int().nullable(),
  notes: z.string().max(30, 'At most 30 characters').default(''),
});
type Values = z.input<typeof schema>;

function Editor({
  record,
  save,
  refresh,
}: {
  readonly record: (EditedRecord & Values) | null;
  readonly save: (values: z.output<typeof schema>, record: EditedRecord | null) => Promise<unknown>;
  readonly refresh?: () => void;
}) {
  const editor = useEditorForm({
    schema,
    values: { name: record?.name ?? '', email: record?.email ?? '', tier: record?.tier ?? null, notes: '' },
    record,
    subject: 'company',
    title: 'Company',
    save,
    ...(refresh ? { refresh } : {}),
  });
  const field = { editor, idPrefix: 'company' } as const;
  return (
    <EditorFormView editor={editor} label="Edit Company" onCancel={() => {}}>
      <TextField {...field} name="name" label="Name" />
      <TextField {...field} name="email" label="Email" type="email" />
      <TextAreaField {...field} name="notes" label="Notes" rows={3} hint="One line per plant." />
      <SelectField
        {...field}
        name="tier"
        label="Tier"
        nullAs={0}
        options={[
          { id: 0, name: 'Unassigned' },
          { id: 1, name: 'Tier 1' },
        ]}
      />
    </EditorFormView>
  );
}

function renderEditor(element: React.ReactElement) {
  return render(
    <I18nextProvider i18n={i18n}>
      <ToastProvider>
        <ConfirmDialogHost />
        {element}
      </ToastProvider>
    </I18nextProvider>,
  );
}

/** The message under a field, as one text (the field's name, a dash, the reason). */
function errorUnder(name: string): string | null | undefined {
  return document.getElementById(`company-${name}-error`)?.textContent;
}

/** The notice in the form (the toast says the same words elsewhere on the page). */
function outdatedNotice(): Element | null {
  return document.querySelector('form .outdated-notice');
}

const RECORD = { id: 7, version: 3, name: 'Pépinière Rivière', email: 'info@riviere.example', tier: null };

describe('the form kit', () => {
  it("validates with the schema and names each field in the catalogue's words", async () => {
    const user = userEvent.setup();
    const save = vi.fn(() => Promise.resolve({}));
    renderEditor(<Editor record={null} save={save} />);
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(errorUnder('name')).toBe(`Name — ${MESSAGES.invalidInputTitle}: ${MESSAGES.invalidInput}`),
    );
    expect(errorUnder('email')).toBe('Email — Invalid Email');
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps the lines of a text area, with its hint and its error tied to it', async () => {
    const user = userEvent.setup();
    const save = vi.fn((_values: unknown, _record: unknown) => Promise.resolve({}));
    renderEditor(<Editor record={RECORD} save={save} />);
    const notes = screen.getByLabelText('Notes');
    expect(notes.tagName).toBe('TEXTAREA');
    expect(notes.getAttribute('aria-describedby')).toBe('company-notes-hint');
    await user.type(notes, '25 Acer rubrum{Enter}12 Thuja occidentalis Smaragd');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorUnder('notes')).toBe('Notes — At most 30 characters'));
    expect(notes.getAttribute('aria-describedby')).toBe('company-notes-error company-notes-hint');
    expect(save).not.toHaveBeenCalled();
    await user.clear(notes);
    await user.type(notes, '25 Acer{Enter}12 Thuja');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0]?.[0]).toMatchObject({ notes: '25 Acer\n12 Thuja' });
  });

  it('sends the parsed values with the record, and says so', async () => {
    const user = userEvent.setup();
    const save = vi.fn(() => Promise.resolve({}));
    renderEditor(<Editor record={RECORD} save={save} />);
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Pépinière Rivière');
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), '  Pépinière du Nord ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith(
      { name: 'Pépinière du Nord', email: 'info@riviere.example', tier: null, notes: '' },
      RECORD,
    );
    expect(await screen.findByText('Company updated successfully.')).toBeTruthy();
  });

  it("puts the server's field issues on their fields", async () => {
    const user = userEvent.setup();
    const refused = new ApiError({
      status: 409,
      code: ErrorCode.CONFLICT,
      message: 'A company with this name already exists.',
      issues: [{ field: 'name', message: 'A company with this name already exists.' }],
    });
    renderEditor(<Editor record={RECORD} save={() => Promise.reject(refused)} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorUnder('name')).toBe('Name — A company with this name already exists.'));
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the outdated notice on a 409 and keeps Save off until the record is read again', async () => {
    const user = userEvent.setup();
    const outdated = new ApiError({
      status: 409,
      code: ErrorCode.OUTDATED,
      message: MESSAGES.outdatedRecord,
    });
    const refresh = vi.fn();
    const { rerender } = renderEditor(
      <Editor record={RECORD} save={() => Promise.reject(outdated)} refresh={refresh} />,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(outdatedNotice()?.textContent).toContain(MESSAGES.outdatedRecord));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(refresh).toHaveBeenCalled();

    // The newer version arrives: the form shows it, the notice goes and Save is back.
    rerender(
      <I18nextProvider i18n={i18n}>
        <ToastProvider>
          <ConfirmDialogHost />
          <Editor
            record={{ ...RECORD, version: 4, name: 'Renamed Elsewhere' }}
            save={() => Promise.resolve({})}
          />
        </ToastProvider>
      </I18nextProvider>,
    );
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Renamed Elsewhere'),
    );
    expect(outdatedNotice()).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(false);
  });
});
