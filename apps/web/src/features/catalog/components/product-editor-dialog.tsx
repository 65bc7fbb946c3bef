import { useTranslation } from 'react-i18next';
import {
  deleteConfirmation,
  MAX_SPECS_PER_PRODUCT_ITEM,
  MESSAGES,
  PRODUCT_SYNONYM_KINDS,
} from '@portal/contracts';
import {
  EditorDialog,
  EditorFormView,
  ChipsField,
  ControlledField,
  NumberField,
  SelectField,
  TextField,
  useEditorForm,
  useFormList,
  useFormValue,
  type EditorForm,
  type PickerOption,
} from '../../../components/form';
import { Button, iconClass, ProgressSpinner, useConfirm, useToast } from '../../../components/ui';
import { useCategories } from '../api/get-categories';
import { useProduct } from '../api/get-product';
import { useSaveProduct } from '../api/save-product';
import { localizedName } from './catalog-text';
import {
  productFormSchema,
  productFormValuesOf,
  toProductRequest,
  type ProductFormOutput,
  type ProductFormValues,
} from './product-form';
import { SizePicker, SpecsPicker } from './product-size-picker';
import { nextSpecSelection } from './spec-selection';

export interface ProductEditorDialogProps {
  /** null: closed; 'new': create; a number: edit that product. */
  readonly productId: number | 'new' | null;
  /** The category a new product starts in (the table's category filter), else the default category. */
  readonly defaultCategoryId?: number | null;
  readonly onClose: () => void;
}

/**
 * The product editor (spec 001 §3 Product; issue 5): Latin name, cultivar, common names, SKU, category, and the
 * sizes it is sold in with each one's specs (at most 10, spec 001 §5), unit weight and truck floor space
 * (decision 050: pounds and square feet).
 */
export function ProductEditorDialog({
  productId,
  defaultCategoryId = null,
  onClose,
}: ProductEditorDialogProps) {
  const { t } = useTranslation();
  const header = t(productId === 'new' ? 'catalog.productCreateTitle' : 'catalog.productEditTitle');
  return (
    <EditorDialog
      header={header}
      isOpen={productId !== null}
      onClose={onClose}
      width="min(64rem, 96vw)"
      className="catalog-editor"
    >
      <ProductEditorForm
        productId={productId === 'new' ? null : productId}
        defaultCategoryId={defaultCategoryId}
        header={header}
        onClose={onClose}
      />
    </EditorDialog>
  );
}

interface ProductEditorFormProps {
  readonly productId: number | null;
  readonly defaultCategoryId: number | null;
  readonly header: string;
  readonly onClose: () => void;
}

function ProductEditorForm({ productId, defaultCategoryId, header, onClose }: ProductEditorFormProps) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const confirm = useConfirm();
  const categories = useCategories();
  const product = useProduct(productId);
  const record = productId === null ? null : (product.data ?? null);
  const save = useSaveProduct();
  const editor = useEditorForm({
    schema: productFormSchema,
    values: productFormValuesOf(record ?? undefined, defaultCategoryId),
    record,
    subject: 'product',
    title: 'Product',
    save: (values, existing) => save.mutateAsync({ existing, request: toProductRequest(values) }),
    onSaved: onClose,
    refresh: () => product.refetch(),
  });
  const items = useFormList(editor.form, 'items');
  const field = { editor, idPrefix: 'product' } as const;

  // spec 001 §8 'bulk delete lines': a size line goes only after the user confirms.
  const handleRemoveSize = (index: number, sizeName: string) =>
    confirm({
      header: t('catalog.removeSizeTitle'),
      message: deleteConfirmation('size line', sizeName),
      acceptLabel: t('common.yes'),
      rejectLabel: t('common.no'),
      onAccept: () => items.remove(index),
    });

  const handleAddSize = (size: PickerOption) => {
    if (items.fields.some((item) => item.productSizeId === size.id)) {
      toast.showWarning(t('catalog.sizeAlreadyAdded'));
      return;
    }
    items.append({
      productSizeId: size.id,
      productSizeName: size.name,
      unitWeightLb: null,
      unitFloorSpaceSqft: null,
      specs: [],
    });
  };

  const categoryOptions = (categories.data ?? []).map((category) => ({
    id: category.id,
    name: localizedName(category.name, category.nameFr, i18n.language),
  }));
  if (productId !== null && !record) return <ProgressSpinner />;

  return (
    <EditorFormView editor={editor} label={header} saveLabel={t('catalog.save')} onCancel={onClose}>
      <div className="form-grid">
        <TextField {...field} name="latinName" label={t('catalog.latinName')} />
        <TextField {...field} name="cultivar" label={t('catalog.cultivar')} />
        <TextField {...field} name="commonNameEn" label={t('catalog.commonNameEn')} />
        <TextField {...field} name="commonNameFr" label={t('catalog.commonNameFr')} />
        <TextField {...field} name="sku" label={t('catalog.sku')} />
        <SelectField
          {...field}
          name="categoryId"
          label={t('catalog.category')}
          options={categoryOptions}
          filter={categoryOptions.length > 15}
        />
      </div>

      <h3 className="catalog-section-title">{t('catalog.synonyms')}</h3>
      <p className="catalog-empty">{t('catalog.synonymsHelp')}</p>
      <div className="form-grid catalog-synonyms">
        {PRODUCT_SYNONYM_KINDS.map((kind) => (
          <ChipsField key={kind} {...field} name={`synonyms.${kind}`} label={t(`catalog.${kind}`)} />
        ))}
      </div>

      <h3 className="catalog-section-title">{t('catalog.items')}</h3>
      {items.fields.length === 0 ? <p className="catalog-empty">{t('catalog.noItems')}</p> : null}
      {items.fields.map((item, index) => (
        <ProductItemEditor
          key={item.key}
          editor={editor}
          index={index}
          sizeName={item.productSizeName}
          onRemove={() => handleRemoveSize(index, item.productSizeName)}
        />
      ))}
      <div className="form-field catalog-add-size">
        <label htmlFor="product-add-size">{t('catalog.addSize')}</label>
        <SizePicker
          inputId="product-add-size"
          placeholder={t('catalog.sizePlaceholder')}
          onPick={handleAddSize}
        />
      </div>
    </EditorFormView>
  );
}

interface ProductItemEditorProps {
  readonly editor: EditorForm<ProductFormValues, ProductFormOutput>;
  readonly index: number;
  readonly sizeName: string;
  readonly onRemove: () => void;
}

/** One size of the product: its shipping figures with their units, and its specs. */
function ProductItemEditor({ editor, index, sizeName, onRemove }: ProductItemEditorProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const field = { editor, idPrefix: 'product' } as const;
  const specs = useFormValue(editor.form, `items.${index}.specs`);
  return (
    <section className="catalog-item" aria-label={t('catalog.sizeNamed', { name: sizeName })}>
      <div className="catalog-item-header">
        <h4>{sizeName}</h4>
        <Button
          type="button"
          icon={iconClass('delete')}
          text
          severity="danger"
          label={t('catalog.removeSize')}
          aria-label={t('catalog.removeSizeNamed', { name: sizeName })}
          onClick={onRemove}
        />
      </div>
      <div className="form-grid">
        <NumberField
          {...field}
          name={`items.${index}.unitWeightLb`}
          label={t('catalog.unitWeight')}
          accessibleName={t('catalog.unitWeightFor', { name: sizeName })}
          suffix={t('catalog.poundsSuffix').trim()}
        />
        <NumberField
          {...field}
          name={`items.${index}.unitFloorSpaceSqft`}
          label={t('catalog.floorSpace')}
          accessibleName={t('catalog.floorSpaceFor', { name: sizeName })}
          suffix={t('catalog.squareFeetSuffix').trim()}
        />
        <ControlledField
          {...field}
          name={`items.${index}.specs`}
          label={t('catalog.specs')}
          hint={t('catalog.specCount', { count: specs.length, max: MAX_SPECS_PER_PRODUCT_ITEM })}
          className="form-field catalog-specs"
          render={(specsField, frame) => (
            <SpecsPicker
              inputId={frame.id}
              placeholder={t('catalog.specsPlaceholder')}
              // The form's value now, never a watched copy a render behind: a quick second pick builds on it.
              value={editor.form.getValues(`items.${index}.specs`)}
              invalid={frame.invalid}
              onChange={(proposed) => {
                const next = nextSpecSelection(editor.form.getValues(`items.${index}.specs`), proposed);
                // spec 001 §5 and §8: the 11th spec is refused with 'Cannot add more specs'.
                if (!next.accepted) toast.showWarning(MESSAGES.maxSpecsReached);
                specsField.onChange([...next.specs]);
              }}
            />
          )}
        />
      </div>
    </section>
  );
}
