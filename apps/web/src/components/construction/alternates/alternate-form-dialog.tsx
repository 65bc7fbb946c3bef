import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  CompanyType,
  FILTER_DEBOUNCE_MS,
  MAX_SPECS_PER_PRODUCT_ITEM,
  MESSAGES,
  ProductSizeType,
  quoteAltItemInputSchema,
  type AltItem,
} from '@portal/contracts';
import {
  CompanyPickerField,
  ControlledField,
  EditorDialog,
  EditorFormView,
  NumberField,
  pickerOptionItem,
  ProductPickerField,
  SizeSpecPickerField,
  TextAreaField,
  useDraftEditorForm,
  useFormValue,
  useLatestSuggestions,
  type PickerOption,
} from '../../form';
import { AutoComplete, useToast } from '../../ui';
import { useProductSizeSearch } from '../../../lib/reference-data';
import './alternates.css';

interface NamedRecord {
  readonly id: number;
  readonly name: string;
}

interface AlternateFormValues {
  productId: number | null;
  productSizeId: number | null;
  specs: NamedRecord[];
  quantity: number | null;
  sellerCompanyId: number | null;
  sellerUnitPrice: number | null;
  note: string;
}

/** The form's fields under the names of the save's alternate (its specs are ids there). */
function toAltItemInput(values: AlternateFormValues) {
  const note = values.note.trim();
  return {
    productId: values.productId,
    productSizeId: values.productSizeId,
    specIds: values.specs.map((spec) => spec.id),
    quantity: values.quantity,
    sellerCompanyId: values.sellerCompanyId,
    sellerUnitPrice: values.sellerUnitPrice,
    note: note === '' ? null : note,
  };
}

/**
 * The server's alternate schema decides (spec 001 §5: at least one of product, size and specs, with §8's
 * 'empty substitution' sentence; at most 10 specs; prices to the cent): its issues land on the form's fields.
 */
const alternateFormSchema = z
  .object({
    productId: z.number().nullable(),
    productSizeId: z.number().nullable(),
    specs: z.array(z.object({ id: z.number(), name: z.string() })),
    quantity: z.number().nullable(),
    sellerCompanyId: z.number().nullable(),
    sellerUnitPrice: z.number().nullable(),
    note: z.string(),
  })
  .superRefine((values, context) => {
    const checked = quoteAltItemInputSchema.safeParse(toAltItemInput(values));
    if (checked.success) return;
    for (const issue of checked.error.issues) {
      const field = String(issue.path[0] ?? 'productId');
      context.addIssue({
        code: 'custom',
        message: issue.message,
        path: [field === 'specIds' ? 'specs' : field],
      });
    }
  });

function valuesOf(altItem: AltItem | null): AlternateFormValues {
  return {
    productId: altItem?.productId ?? null,
    productSizeId: altItem?.productSizeId ?? null,
    specs: altItem?.specs.map((spec) => ({ id: spec.id, name: spec.name })) ?? [],
    quantity: altItem?.quantity ?? null,
    sellerCompanyId: altItem?.sellerCompanyId ?? null,
    sellerUnitPrice: altItem?.sellerUnitPrice ?? null,
    note: altItem?.note ?? '',
  };
}

interface SpecsBoxProps {
  readonly inputId: string;
  readonly productId: number | null;
  readonly value: readonly NamedRecord[];
  readonly onChange: (specs: NamedRecord[]) => void;
  readonly invalid: boolean;
  readonly describedBy: string | undefined;
}

/** The alternate's specs: chosen by typing (the product's own specs first), shown as chips, at most 10. */
function SpecsBox({ inputId, productId, value, onChange, invalid, describedBy }: SpecsBoxProps) {
  const toast = useToast();
  const searchSizes = useProductSizeSearch();
  const search = useCallback(
    (text: string, signal: AbortSignal) => searchSizes(ProductSizeType.ids.SPEC, productId, text, signal),
    [searchSizes, productId],
  );
  const { suggestions, complete } = useLatestSuggestions<PickerOption>(search);
  const chosen = new Set(value.map((spec) => spec.id));
  return (
    <AutoComplete
      inputId={inputId}
      multiple
      value={value.map((spec): PickerOption => ({ id: spec.id, name: spec.name }))}
      suggestions={suggestions.filter((suggestion) => !chosen.has(suggestion.id))}
      field="name"
      delay={FILTER_DEBOUNCE_MS}
      itemTemplate={pickerOptionItem}
      completeMethod={(event) => complete(event.query)}
      onChange={(event) => {
        const selected = (Array.isArray(event.value) ? event.value : []) as readonly PickerOption[];
        // spec 001 §5 and §8: the 11th spec is refused with 'Cannot add more specs'.
        if (selected.length > MAX_SPECS_PER_PRODUCT_ITEM) {
          toast.showWarning(MESSAGES.maxSpecsReached);
          return;
        }
        onChange(selected.map((spec) => ({ id: spec.id, name: spec.name })));
      }}
      invalid={invalid}
      aria-invalid={invalid}
      aria-describedby={describedBy}
    />
  );
}

interface AlternateFormProps {
  readonly altItem: AltItem | null;
  readonly draftId: number;
  readonly onApply: (altItem: AltItem) => void;
  readonly onCancel: () => void;
}

function AlternateForm({ altItem, draftId, onApply, onCancel }: AlternateFormProps) {
  const { t } = useTranslation();
  const initialValues = useMemo(() => valuesOf(altItem), [altItem]);
  // The names shown for the ids: the alternate's own, then each picker's choice.
  const names = useRef({
    product: altItem?.productName ?? null,
    size: altItem?.productSizeName ?? null,
    seller: altItem?.sellerCompanyName ?? null,
  });
  const handleValid = useCallback(
    (values: AlternateFormValues) => {
      const input = toAltItemInput(values);
      onApply({
        id: altItem?.id ?? draftId,
        productId: input.productId,
        productName: input.productId === null ? null : names.current.product,
        productSizeId: input.productSizeId,
        productSizeName: input.productSizeId === null ? null : names.current.size,
        // With their names here; the save reads their ids (toAltItemInputs).
        specs: values.specs,
        quantity: input.quantity,
        sellerCompanyId: input.sellerCompanyId,
        sellerCompanyName: input.sellerCompanyId === null ? null : names.current.seller,
        sellerUnitPrice: input.sellerUnitPrice,
        note: input.note,
        importSourceId: altItem?.importSourceId ?? null,
        sourceItemId: altItem?.sourceItemId ?? null,
      });
    },
    [altItem, draftId, onApply],
  );
  const editor = useDraftEditorForm<AlternateFormValues, AlternateFormValues>({
    schema: alternateFormSchema,
    values: initialValues,
    onValid: handleValid,
  });
  const productId = useFormValue(editor.form, 'productId');
  const specs = useFormValue(editor.form, 'specs');
  const field = { editor, idPrefix: 'alternate' } as const;
  const words = (key: string, options?: Record<string, unknown>) =>
    t(`quoteSourcing.alternates.${key}`, options);
  return (
    <EditorFormView
      editor={editor}
      label={words(altItem ? 'editTitle' : 'addTitle')}
      onCancel={onCancel}
      saveLabel={words('apply')}
    >
      <div className="alternate-form">
        <ProductPickerField
          {...field}
          name="productId"
          label={t('quoteSourcing.product')}
          linkableOnly
          selectedName={altItem?.productName}
          onChosen={(option) => {
            names.current.product = option?.name ?? null;
          }}
        />
        <SizeSpecPickerField
          {...field}
          name="productSizeId"
          label={t('quoteSourcing.size')}
          kind="size"
          productId={productId}
          selectedName={altItem?.productSizeName}
          onChosen={(option) => {
            names.current.size = option?.name ?? null;
          }}
        />
        <ControlledField
          {...field}
          name="specs"
          label={t('quoteSourcing.specs')}
          hint={words('specCount', { count: specs.length, max: MAX_SPECS_PER_PRODUCT_ITEM })}
          render={(specsField, frame) => (
            <SpecsBox
              inputId={frame.id}
              productId={productId}
              // The form's value now, never a watched copy a render behind: a quick second pick builds on it.
              value={editor.form.getValues('specs')}
              onChange={specsField.onChange}
              invalid={frame.invalid}
              describedBy={frame.describedBy}
            />
          )}
        />
        <NumberField {...field} name="quantity" label={t('quoteSourcing.quantity')} />
        <CompanyPickerField
          {...field}
          name="sellerCompanyId"
          label={t('quoteSourcing.seller')}
          companyTypeId={CompanyType.ids.SELLER}
          selectedName={altItem?.sellerCompanyName}
          onChosen={(option) => {
            names.current.seller = option?.name ?? null;
          }}
        />
        <NumberField {...field} name="sellerUnitPrice" label={t('quoteSourcing.sellerUnitPrice')} />
        <TextAreaField {...field} name="note" label={t('quoteSourcing.note')} rows={2} />
      </div>
    </EditorFormView>
  );
}

export interface AlternateFormDialogProps {
  readonly isOpen: boolean;
  /** The alternate edited; null to add one. */
  readonly altItem: AltItem | null;
  /** The id a new alternate gets until the quote is saved. */
  readonly draftId: number;
  readonly onApply: (altItem: AltItem) => void;
  readonly onClose: () => void;
}

/** An alternate added or edited by hand (spec 001 §3 Substitution items: product, size, specs, item specs). */
export function AlternateFormDialog({
  isOpen,
  altItem,
  draftId,
  onApply,
  onClose,
}: AlternateFormDialogProps) {
  const { t } = useTranslation();
  return (
    <EditorDialog
      header={t(altItem ? 'quoteSourcing.alternates.editTitle' : 'quoteSourcing.alternates.addTitle')}
      isOpen={isOpen}
      onClose={onClose}
      width="min(48rem, 96vw)"
    >
      <AlternateForm
        altItem={altItem}
        draftId={draftId}
        onApply={(applied) => {
          onApply(applied);
          onClose();
        }}
        onCancel={onClose}
      />
    </EditorDialog>
  );
}
