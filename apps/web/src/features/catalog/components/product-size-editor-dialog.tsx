import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  productSizeInputSchema,
  ProductSizeType,
  ProductSizeValueType,
  type ProductSize,
  type ProductSizeInput,
} from '@portal/contracts';
import {
  ChipsField,
  EditorDialog,
  EditorFormView,
  NumberField,
  ReferenceSelectField,
  SelectField,
  TextField,
  useEditorForm,
  useFormValues,
} from '../../../components/form';
import { useReferenceOptions } from '../../../lib/reference-data';
import { useSaveProductSize } from '../api/save-product-size';

type FormValues = ProductSizeInput;
type ParsedValues = z.output<typeof productSizeInputSchema>;

/** Dropdowns cannot hold a null value as an option, so 'No unit' travels as 0 inside the form control. */
const NO_UNIT = 0;
/**
 * A new size or spec has no category until the user picks one of its type's (category 0 is neither); the form
 * holds this impossible id meanwhile, which the schema refuses (ids are not negative).
 */
const NO_CATEGORY = -1;

function formValuesOf(size: ProductSize | null, defaultTypeId: number): FormValues {
  return {
    name: size?.name ?? '',
    selectCode: size?.selectCode ?? '',
    typeId:
      size?.typeId === ProductSizeType.ids.SPEC || (!size && defaultTypeId === ProductSizeType.ids.SPEC)
        ? ProductSizeType.ids.SPEC
        : ProductSizeType.ids.SIZE,
    categoryId: size?.categoryId ?? NO_CATEGORY,
    valueTypeId:
      size?.valueTypeId === ProductSizeValueType.ids.RANGE
        ? ProductSizeValueType.ids.RANGE
        : ProductSizeValueType.ids.SINGLE,
    unitId: size?.unitId ?? null,
    value: size?.value ?? null,
    minValue: size?.minValue ?? null,
    maxValue: size?.maxValue ?? null,
    aliases: size?.aliases ?? [],
  };
}

/** A range keeps min and max, a single value keeps value: the other figures are not sent. */
function toRequest(values: ParsedValues): ProductSizeInput {
  const isRange = values.valueTypeId === ProductSizeValueType.ids.RANGE;
  return {
    ...values,
    value: isRange ? null : values.value,
    minValue: isRange ? values.minValue : null,
    maxValue: isRange ? values.maxValue : null,
  };
}

export interface ProductSizeEditorDialogProps {
  /** The size or spec edited (a row of the table), or null for a new one. */
  readonly productSize: ProductSize | null;
  readonly isOpen: boolean;
  /** The type a new record starts with (the table's type filter). */
  readonly defaultTypeId: number;
  /** Reloads the table the edited row comes from (after an outdated save). */
  readonly onRefresh: () => void;
  readonly onClose: () => void;
}

/**
 * The size and spec editor (spec 001 §3 Product size; decision 050): a Size or a Spec in a size or spec
 * category, a single value or a min–max range in a unit, its select code and the trade's other spellings.
 */
export function ProductSizeEditorDialog({ isOpen, onClose, ...props }: ProductSizeEditorDialogProps) {
  const { t } = useTranslation();
  const header = t(props.productSize ? 'catalog.sizeEditTitle' : 'catalog.sizeCreateTitle');
  return (
    <EditorDialog
      header={header}
      isOpen={isOpen}
      onClose={onClose}
      width="min(44rem, 96vw)"
      className="catalog-editor"
    >
      <ProductSizeEditorForm {...props} header={header} onClose={onClose} />
    </EditorDialog>
  );
}

function ProductSizeEditorForm({
  productSize,
  defaultTypeId,
  header,
  onRefresh,
  onClose,
}: Omit<ProductSizeEditorDialogProps, 'isOpen'> & { readonly header: string }) {
  const { t } = useTranslation();
  const unitChoices = useReferenceOptions('sizeUnits');
  const save = useSaveProductSize();
  const editor = useEditorForm({
    schema: productSizeInputSchema,
    values: formValuesOf(productSize, defaultTypeId),
    record: productSize,
    // spec 001 §8: the messages say 'size' or 'spec' after the type chosen.
    subject: (values) => (values.typeId === ProductSizeType.ids.SPEC ? 'spec' : 'size'),
    title: (values) => (values.typeId === ProductSizeType.ids.SPEC ? 'Spec' : 'Size'),
    save: (values, existing) => save.mutateAsync({ existing, request: toRequest(values) }),
    onSaved: onClose,
    refresh: onRefresh,
  });
  const [typeId, valueTypeId] = useFormValues(editor.form, ['typeId', 'valueTypeId']);
  const isSpec = typeId === ProductSizeType.ids.SPEC;
  const field = { editor, idPrefix: 'size' } as const;
  const unitOptions = [{ id: NO_UNIT, name: t('catalog.noUnit') }, ...unitChoices];
  const typeOptions = [
    { id: ProductSizeType.ids.SIZE, name: t('catalog.typeSize') },
    { id: ProductSizeType.ids.SPEC, name: t('catalog.typeSpec') },
  ];
  const valueTypeOptions = [
    { id: ProductSizeValueType.ids.SINGLE, name: t('catalog.single') },
    { id: ProductSizeValueType.ids.RANGE, name: t('catalog.range') },
  ];

  return (
    <EditorFormView editor={editor} label={header} saveLabel={t('catalog.save')} onCancel={onClose}>
      <div className="form-grid">
        <SelectField
          {...field}
          name="typeId"
          label={t('catalog.type')}
          options={typeOptions}
          onChosen={(chosen) => {
            // A category belongs to one type: switching type asks for a category of the new type.
            if (chosen !== typeId) editor.form.setValue('categoryId', NO_CATEGORY);
          }}
        />
        <ReferenceSelectField
          {...field}
          name="categoryId"
          label={t('catalog.category')}
          // spec 001 §3: size categories and spec categories are separate lists.
          list={isSpec ? 'specCategories' : 'sizeCategories'}
        />
        <TextField {...field} name="name" label={t('catalog.name')} />
        <TextField {...field} name="selectCode" label={t('catalog.selectCode')} />
        <SelectField
          {...field}
          name="valueTypeId"
          label={t('catalog.valueType')}
          options={valueTypeOptions}
        />
        <SelectField
          {...field}
          name="unitId"
          label={t('catalog.unit')}
          options={unitOptions}
          nullAs={NO_UNIT}
        />
        {valueTypeId === ProductSizeValueType.ids.RANGE ? (
          <>
            <NumberField {...field} name="minValue" label={t('catalog.minValue')} />
            <NumberField {...field} name="maxValue" label={t('catalog.maxValue')} />
          </>
        ) : (
          <NumberField {...field} name="value" label={t('catalog.value')} />
        )}
      </div>
      <div className="catalog-aliases">
        <ChipsField {...field} name="aliases" label={t('catalog.aliases')} hint={t('catalog.aliasesHelp')} />
      </div>
    </EditorFormView>
  );
}
