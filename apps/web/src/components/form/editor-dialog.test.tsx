// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { ErrorCode, MESSAGES } from '@portal/contracts';
import { ApiError } from '../../lib/api-client';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithProviders, setUpComponentTests } from '../../test/render';
import { EditorDialog } from './editor-dialog';
import { EditorFormView } from './editor-form-view';
import { NumberField, TextField } from './fields';
import { useEditorForm } from './use-editor-form';

setUpComponentTests();

const itemSchema = z.object({
  name: z.string().trim().min(1),
  weight: z.number({ message: 'Required' }).nonnegative().nullable(),
});
type ItemValues = z.input<typeof itemSchema>;
type ItemOutput = z.output<typeof itemSchema>;

function ItemForm({
  save,
  onClose,
}: {
  readonly save: (values: ItemOutput) => Promise<unknown>;
  readonly onClose: () => void;
}) {
  const editor = useEditorForm({
    schema: itemSchema,
    values: { name: '', weight: null } satisfies ItemValues,
    record: null,
    subject: 'discount',
    // The catalogue's own word for a failed create (spec 001 §8).
    title: { create: 'Discount Creation', update: 'Discount Update' },
    save,
    onSaved: onClose,
  });
  const field = { editor, idPrefix: 'item' } as const;
  return (
    <EditorFormView editor={editor} label="New Item" onCancel={onClose}>
      <TextField {...field} name="name" label="Name" />
      <NumberField
        {...field}
        name="weight"
        label="Unit Weight"
        accessibleName="Unit weight of #5 gal"
        suffix="lb"
      />
    </EditorFormView>
  );
}

/** A screen with a button that opens the editor dialog, as the management screens do. */
function Screen({ save }: { readonly save: (values: ItemOutput) => Promise<unknown> }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        New Item
      </button>
      <EditorDialog header="New Item" isOpen={isOpen} onClose={() => setOpen(false)} width="30rem">
        <ItemForm save={save} onClose={() => setOpen(false)} />
      </EditorDialog>
    </>
  );
}

/** Inside a screen of the router: an open dialog with changes guards leaving the screen too. */
const IN_A_SCREEN = { url: '/screen' } as const;

const dialog = () => screen.queryByRole('dialog', { name: 'New Item' });

describe('EditorDialog and the number field', () => {
  it('asks before Escape discards what was typed, and opens afresh after a cancel', async () => {
    const { user } = renderWithProviders(<Screen save={() => Promise.resolve({})} />, IN_A_SCREEN);
    await user.click(screen.getByRole('button', { name: 'New Item' }));
    await waitFor(() => expect(dialog()).not.toBeNull());
    await user.type(screen.getByLabelText('Name'), 'Rebate');

    await user.keyboard('{Escape}');
    expect(await screen.findByText(MESSAGES.unsavedChangesDiscard)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Rebate');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByLabelText('Name')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'New Item' }));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe(''));
  });

  it("reads a typed '1,500.25' as 1500.25, names the box by its line, and closes once saved", async () => {
    const save = vi.fn((_values: ItemOutput) => Promise.resolve({}));
    const { user } = renderWithProviders(<Screen save={save} />, IN_A_SCREEN);
    await user.click(screen.getByRole('button', { name: 'New Item' }));
    await user.type(await screen.findByLabelText('Name'), 'Rebate');
    const weight = screen.getByLabelText('Unit weight of #5 gal');
    await user.type(weight, '1,500.25');
    expect(weight.id).toBe('item-weight');
    await expectNoAxeViolations(document.body);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(save).toHaveBeenCalledWith({ name: 'Rebate', weight: 1500.25 }, null));
    expect(await screen.findByText('Discount created successfully.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByLabelText('Name')).toBeNull());
  });

  it("puts a number field's error under it, and titles a failed create in the catalogue's words", async () => {
    const refused = new ApiError({ status: 500, code: ErrorCode.INTERNAL, message: 'Boom' });
    const { user } = renderWithProviders(<Screen save={() => Promise.reject(refused)} />, IN_A_SCREEN);
    await user.click(screen.getByRole('button', { name: 'New Item' }));
    await user.type(await screen.findByLabelText('Name'), 'Rebate');
    const weight = screen.getByLabelText('Unit weight of #5 gal');
    await user.type(weight, '-3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(weight.getAttribute('aria-invalid')).toBe('true'));
    expect(weight.getAttribute('aria-describedby')).toBe('item-weight-error');
    expect(document.getElementById('item-weight-error')?.textContent).toMatch(/^Unit Weight — /);

    await user.clear(weight);
    await user.type(weight, '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Discount Creation Failed')).toBeTruthy();
    // A failed save keeps the dialog open with what was typed.
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Rebate');
  });
});

const secretSchema = z.object({ secret: z.string().min(8, 'At least 8 characters') });

/** A form over something that always exists (one's own password): Save waits for a change, boxes empty after. */
function SecretForm({
  save,
}: {
  readonly save: (values: z.output<typeof secretSchema>) => Promise<unknown>;
}) {
  const editor = useEditorForm({
    schema: secretSchema,
    values: { secret: '' },
    record: null,
    isUpdateOnly: true,
    subject: 'password',
    title: 'Password',
    save,
    valuesAfterSave: () => ({ secret: '' }),
  });
  return (
    <EditorFormView
      editor={editor}
      label="Change Password"
      saveLabel="Change Password"
      isSaveWaitingForChanges
    >
      <TextField editor={editor} idPrefix="account" name="secret" label="New Password" type="password" />
    </EditorFormView>
  );
}

describe('an update-only form', () => {
  it("says 'updated', empties its boxes after the save and waits for the next change", async () => {
    const save = vi.fn(() => Promise.resolve({}));
    const { user } = renderWithProviders(<SecretForm save={save} />);
    const submit = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Change Password' });
    expect(submit().disabled).toBe(true);
    // No Cancel: the page itself guards leaving it.
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await user.type(screen.getByLabelText('New Password'), 'a-long-secret');
    expect(submit().disabled).toBe(false);
    await user.click(submit());

    expect(await screen.findByText('Password updated successfully.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('New Password').value).toBe('');
    expect(submit().disabled).toBe(true);
  });

  it("says 'Could not update' when the save fails", async () => {
    const { user } = renderWithProviders(
      <SecretForm
        save={() => Promise.reject(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: '' }))}
      />,
    );
    await user.type(screen.getByLabelText('New Password'), 'a-long-secret');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password Update Failed')).toBeTruthy();
    expect(screen.getByText(/^Could not update password/)).toBeTruthy();
  });
});
