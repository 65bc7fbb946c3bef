import { z } from 'zod';
import { createDiscountRequestSchema, type Discount } from '@portal/contracts';
import { EditorDialog, EditorFormView, TextField, useEditorForm } from '../../../components/form';
import { useCreateDiscount } from '../api/create-discount';
import { useUpdateDiscount } from '../api/update-discount';
import { useWords } from './use-words';

/** The contract's discount, with the description as the box holds it (empty text is no description). */
const discountFormSchema = createDiscountRequestSchema.extend({
  description: z
    .string()
    .trim()
    .max(500)
    .transform((text) => (text === '' ? null : text)),
});
type FormValues = z.input<typeof discountFormSchema>;

function formValuesOf(discount: Discount | null): FormValues {
  return { name: discount?.name ?? '', description: discount?.description ?? '' };
}

export interface DiscountEditorDialogProps {
  /** null: closed; 'new': create; a discount: edit it. */
  readonly discount: Discount | 'new' | null;
  /** Reads the edited discount again (after an outdated save). */
  readonly onRefresh: () => void;
  readonly onClose: () => void;
}

/** The discount editor (spec 001 §3 Discount: name, description). */
export function DiscountEditorDialog({ discount, onRefresh, onClose }: DiscountEditorDialogProps) {
  const words = useWords();
  const existing = discount !== null && discount !== 'new' ? discount : null;
  const header = existing ? words('settings.editDiscount') : words('settings.newDiscount');
  return (
    <EditorDialog header={header} isOpen={discount !== null} onClose={onClose} width="32rem">
      <DiscountEditorForm existing={existing} header={header} onRefresh={onRefresh} onClose={onClose} />
    </EditorDialog>
  );
}

function DiscountEditorForm({
  existing,
  header,
  onRefresh,
  onClose,
}: {
  readonly existing: Discount | null;
  readonly header: string;
  readonly onRefresh: () => void;
  readonly onClose: () => void;
}) {
  const words = useWords();
  const createDiscount = useCreateDiscount();
  const updateDiscount = useUpdateDiscount();
  const editor = useEditorForm({
    schema: discountFormSchema,
    values: formValuesOf(existing),
    record: existing,
    subject: 'discount',
    // spec 001 §8 words these two titles its own way.
    title: { create: 'Discount Creation', update: 'Discount Update' },
    save: (request, record) =>
      record
        ? updateDiscount.mutateAsync({ request: { id: record.id, ...request }, version: record.version })
        : createDiscount.mutateAsync(request),
    onSaved: onClose,
    refresh: onRefresh,
  });
  const field = { editor, idPrefix: 'discount' } as const;
  return (
    <EditorFormView editor={editor} label={header} saveLabel={words('settings.save')} onCancel={onClose}>
      <TextField {...field} name="name" label={words('settings.name')} maxLength={100} />
      <TextField {...field} name="description" label={words('settings.description')} maxLength={500} />
    </EditorFormView>
  );
}
