// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { ResolverResult } from 'react-hook-form';
import { z } from 'zod';
import { renderWithProviders, setUpComponentTests } from '../../test/render';
import { EditorFormView } from './editor-form-view';
import { TextField } from './fields';
import {
  FormControl,
  useFormList,
  useFormValue,
  useFormValues,
  usePlainForm,
  type FormResolver,
} from './form-state';
import { useDraftEditorForm, useSchemaForm } from './use-draft-editor-form';

setUpComponentTests();

const plantSchema = z.object({
  name: z.string().trim().min(1, 'Name the plant'),
  height: z.string(),
  sizes: z.array(z.object({ label: z.string() })),
});
type PlantValues = z.input<typeof plantSchema>;
type PlantOutput = z.output<typeof plantSchema>;

/** A form that is no record's editor, drawn by hand: what the sign-in and a saved view's name do. */
function PlantForm({ onValid }: { readonly onValid: (values: PlantOutput) => void }) {
  const form = useSchemaForm<PlantValues, PlantOutput>({
    schema: plantSchema,
    values: { name: '', height: '', sizes: [{ label: '1 gal' }] },
  });
  const name = useFormValue(form, 'name');
  const [height, firstSize] = useFormValues(form, ['height', 'sizes.0.label']);
  const sizes = useFormList(form, 'sizes');
  const { errors } = form.formState;
  return (
    <form noValidate aria-label="Plant" onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      <label htmlFor="plant-name">Name</label>
      <input id="plant-name" {...form.register('name')} />
      {errors.name ? <small id="plant-name-error">{errors.name.message}</small> : null}
      <label htmlFor="plant-height">Height</label>
      <FormControl
        form={form}
        name="height"
        render={(field) => (
          <input
            id="plant-height"
            value={field.value}
            onChange={(event) => field.onChange(event.target.value.toUpperCase())}
            onBlur={field.onBlur}
          />
        )}
      />
      <output aria-label="watched">{`${name}|${height}|${firstSize}`}</output>
      <ul aria-label="Sizes">
        {sizes.fields.map((size) => (
          <li key={size.key}>{size.label}</li>
        ))}
      </ul>
      <button type="button" onClick={() => sizes.append({ label: '2 gal' })}>
        Add Size
      </button>
      <button type="submit">Save</button>
    </form>
  );
}

describe('the form kit’s hold on a form (issue 37)', () => {
  it('watches values, draws a control by hand, keeps a list keyed by `key` and checks with the schema', async () => {
    const onValid = vi.fn();
    const { user } = renderWithProviders(<PlantForm onValid={onValid} />);
    const watched = () => screen.getByRole('status', { name: 'watched' }).textContent;
    expect(watched()).toBe('||1 gal');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name the plant')).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Name'), 'Acer rubrum');
    await user.type(screen.getByLabelText('Height'), 'xl');
    expect(watched()).toBe('Acer rubrum|XL|1 gal');
    await user.click(screen.getByRole('button', { name: 'Add Size' }));
    const sizes = screen.getByRole('list', { name: 'Sizes' });
    expect([...sizes.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['1 gal', '2 gal']);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]?.[0]).toEqual({
      name: 'Acer rubrum',
      height: 'XL',
      sizes: [{ label: '1 gal' }, { label: '2 gal' }],
    });
    expect(screen.queryByText('Name the plant')).toBeNull();
  });

  it('takes any resolver, one loaded later included (the sign-in’s)', async () => {
    type CodeResult = ResolverResult<{ code: string }, { code: number }>;
    const resolver: FormResolver<{ code: string }, { code: number }> = async (
      values,
    ): Promise<CodeResult> => {
      await Promise.resolve();
      if (/^\d+$/.test(values.code)) return { values: { code: Number(values.code) }, errors: {} };
      return { values: {}, errors: { code: { type: 'pattern', message: 'Digits only' } } };
    };
    const onValid = vi.fn();
    function CodeForm() {
      const form = usePlainForm({ resolver, values: { code: '' } });
      return (
        <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
          <label htmlFor="code">Code</label>
          <input id="code" {...form.register('code')} />
          <span>{form.formState.errors.code?.message}</span>
          <button type="submit">Go</button>
        </form>
      );
    }
    const { user } = renderWithProviders(<CodeForm />);
    await user.type(screen.getByLabelText('Code'), 'a1');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('Digits only')).toBeTruthy();
    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), '42');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]?.[0]).toEqual({ code: 42 });
  });
});

const noteSchema = z
  .object({ note: z.string() })
  .refine((values) => values.note.trim() !== '', { path: ['note'], message: 'Say what changes' });

/** A change kept in a workspace until its Save, inside the workspace's own form. */
function NoteDraft({
  onValid,
  onOuterSubmit,
}: {
  readonly onValid: (values: { note: string }) => void;
  readonly onOuterSubmit: () => void;
}) {
  const editor = useDraftEditorForm({ schema: noteSchema, values: { note: '' }, onValid });
  return (
    // The workspace's own form hears submits that bubble (a dialog's form is in a portal, its events are not).
    <div onSubmit={onOuterSubmit}>
      <EditorFormView editor={editor} label="Add Note" onCancel={() => undefined} saveLabel="Apply">
        <TextField editor={editor} idPrefix="draft" name="note" label="Note" />
      </EditorFormView>
    </div>
  );
}

describe('useDraftEditorForm', () => {
  it('hands valid values over without a save, shows the rule’s own message, and keeps its submit its own', async () => {
    const onValid = vi.fn();
    const onOuterSubmit = vi.fn();
    const { user } = renderWithProviders(<NoteDraft onValid={onValid} onOuterSubmit={onOuterSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(document.getElementById('draft-note-error')?.textContent).toContain('Say what changes'),
    );
    expect(onValid).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Note'), 'Two sizes up');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]?.[0]).toEqual({ note: 'Two sizes up' });
    expect(onOuterSubmit).not.toHaveBeenCalled();
  });
});
