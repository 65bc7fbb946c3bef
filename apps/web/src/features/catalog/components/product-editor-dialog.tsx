import { useEffect } from 'react';
import { Controller, useFieldArray, useForm, type Control, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  deleteConfirmation,
  failedTitle,
  MAX_SPECS_PER_PRODUCT_ITEM,
  MESSAGES,
  successMessage,
} from '@portal/contracts';
import {
  Button,
  Dialog,
  Dropdown,
  InputText,
  NumberInput,
  ProgressSpinner,
  useConfirm,
  useDiscardConfirmation,
  useToast,
} from '../../../components/ui';
import { FieldError, useValidationFailedToast } from '../../../components/form';
import { useCategories } from '../api/get-categories';
import { useProduct } from '../api/get-product';
import { useSaveProduct } from '../api/save-product';
import { localizedName } from './catalog-text';
import { failureMessage, fieldIssuesOf, isOutdatedError } from './failure-message';
import { OutdatedNotice } from './outdated-notice';
import { useOutdatedNotice } from './use-outdated-notice';
import {
  productFormSchema,
  productFormValuesOf,
  toProductRequest,
  type ProductFormOutput,
  type ProductFormValues,
} from './product-form';
import { SizePicker, SpecsPicker, type LibraryOption } from './product-size-picker';
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
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const confirm = useConfirm();
  const showValidationFailed = useValidationFailedToast();
  const confirmDiscard = useDiscardConfirmation();
  const categories = useCategories();
  const editId = typeof productId === 'number' ? productId : null;
  const product = useProduct(editId);
  const record = editId === null ? undefined : product.data;
  const save = useSaveProduct();
  const { isOutdated, markOutdated } = useOutdatedNotice(record);

  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<ProductFormValues, unknown, ProductFormOutput>({
    resolver: zodResolver(productFormSchema),
    defaultValues: productFormValuesOf(undefined),
  });
  const items = useFieldArray({ control, name: 'items', keyName: 'key' });

  useEffect(() => {
    if (productId === null) return;
    reset(productFormValuesOf(record, defaultCategoryId));
  }, [productId, record, defaultCategoryId, reset]);

  const onRefresh = () => {
    void product.refetch();
  };

  const requestClose = () => confirmDiscard(isDirty, onClose);

  // spec 001 §8 'bulk delete lines': a size line goes only after the user confirms.
  const onRemoveSize = (index: number, sizeName: string) =>
    confirm({
      header: t('catalog.removeSizeTitle'),
      message: deleteConfirmation('size line', sizeName),
      acceptLabel: t('common.yes'),
      rejectLabel: t('common.no'),
      onAccept: () => items.remove(index),
    });

  const onValid = (values: ProductFormOutput) => {
    const existing = editId !== null && record ? { id: editId, version: record.version } : null;
    save.mutate(
      { existing, request: toProductRequest(values) },
      {
        onSuccess: () => {
          toast.showSuccess(successMessage('product', existing ? 'updated' : 'created'));
          onClose();
        },
        onError: (error) => {
          if (isOutdatedError(error)) markOutdated();
          for (const issue of fieldIssuesOf(error)) {
            setError(issue.field as FieldPath<ProductFormValues>, { type: 'server', message: issue.message });
          }
          toast.showError(
            failureMessage(error, existing ? 'update' : 'create', 'product'),
            failedTitle(existing ? 'Product Update' : 'Product Create'),
          );
        },
      },
    );
  };

  const onAddSize = (size: LibraryOption) => {
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

  const textField = (
    name: 'latinName' | 'cultivar' | 'commonNameEn' | 'commonNameFr' | 'sku',
    label: string,
  ) => (
    <div className="form-field">
      <label htmlFor={`product-${name}`}>{label}</label>
      <InputText
        id={`product-${name}`}
        invalid={errors[name] !== undefined}
        aria-invalid={errors[name] !== undefined}
        aria-describedby={errors[name] ? `product-${name}-error` : undefined}
        {...register(name)}
      />
      <FieldError id={`product-${name}-error`} label={label} message={errors[name]?.message} />
    </div>
  );

  const categoryOptions = (categories.data ?? []).map((category) => ({
    id: category.id,
    name: localizedName(category.name, category.nameFr, i18n.language),
  }));
  const header = t(editId === null ? 'catalog.productCreateTitle' : 'catalog.productEditTitle');
  const isLoading = editId !== null && product.isPending;

  return (
    <Dialog
      header={header}
      visible={productId !== null}
      onHide={onClose}
      isDirty={isDirty}
      style={{ width: 'min(64rem, 96vw)' }}
      className="catalog-editor"
    >
      {isLoading ? (
        <ProgressSpinner />
      ) : (
        <form
          noValidate
          aria-label={header}
          onSubmit={(event) => void handleSubmit(onValid, showValidationFailed)(event)}
        >
          {isOutdated ? <OutdatedNotice onRefresh={onRefresh} /> : null}
          <div className="form-grid">
            {textField('latinName', t('catalog.latinName'))}
            {textField('cultivar', t('catalog.cultivar'))}
            {textField('commonNameEn', t('catalog.commonNameEn'))}
            {textField('commonNameFr', t('catalog.commonNameFr'))}
            {textField('sku', t('catalog.sku'))}
            <div className="form-field">
              <label htmlFor="product-categoryId" id="product-categoryId-label">
                {t('catalog.category')}
              </label>
              <Controller
                control={control}
                name="categoryId"
                render={({ field }) => (
                  <Dropdown
                    inputId="product-categoryId"
                    aria-labelledby="product-categoryId-label"
                    value={field.value}
                    options={categoryOptions}
                    optionLabel="name"
                    optionValue="id"
                    filter={categoryOptions.length > 15}
                    onChange={(event) => field.onChange(Number(event.value))}
                    onBlur={field.onBlur}
                    invalid={errors.categoryId !== undefined}
                  />
                )}
              />
              <FieldError label={t('catalog.category')} message={errors.categoryId?.message} />
            </div>
          </div>

          <h3 className="catalog-section-title">{t('catalog.items')}</h3>
          {items.fields.length === 0 ? <p className="catalog-empty">{t('catalog.noItems')}</p> : null}
          {items.fields.map((item, index) => (
            <ProductItemEditor
              key={item.key}
              control={control}
              index={index}
              sizeName={item.productSizeName}
              specsError={errors.items?.[index]?.specs?.message}
              onRemove={() => onRemoveSize(index, item.productSizeName)}
            />
          ))}
          <div className="form-field catalog-add-size">
            <label htmlFor="product-add-size">{t('catalog.addSize')}</label>
            <SizePicker
              inputId="product-add-size"
              placeholder={t('catalog.sizePlaceholder')}
              onPick={onAddSize}
            />
          </div>

          <div className="form-actions">
            <Button
              type="button"
              label={t('common.cancel')}
              severity="secondary"
              text
              onClick={requestClose}
            />
            <Button type="submit" label={t('catalog.save')} icon="pi pi-check" loading={save.isPending} />
          </div>
        </form>
      )}
    </Dialog>
  );
}

interface ProductItemEditorProps {
  readonly control: Control<ProductFormValues, unknown, ProductFormOutput>;
  readonly index: number;
  readonly sizeName: string;
  readonly specsError: string | undefined;
  readonly onRemove: () => void;
}

/** One size of the product: its shipping figures with their units, and its specs. */
function ProductItemEditor({ control, index, sizeName, specsError, onRemove }: ProductItemEditorProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const idPrefix = `product-item-${index}`;

  const numberField = (
    name: 'unitWeightLb' | 'unitFloorSpaceSqft',
    label: string,
    accessibleName: string,
    suffix: string,
  ) => (
    <div className="form-field">
      <label htmlFor={`${idPrefix}-${name}`}>{label}</label>
      <Controller
        control={control}
        name={`items.${index}.${name}`}
        render={({ field, fieldState }) => (
          <>
            <NumberInput
              id={`${idPrefix}-${name}`}
              aria-label={accessibleName}
              value={field.value ?? null}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              suffix={suffix.trim()}
              invalid={fieldState.error !== undefined}
              aria-invalid={fieldState.error !== undefined}
              aria-describedby={fieldState.error ? `${idPrefix}-${name}-error` : undefined}
            />
            <FieldError id={`${idPrefix}-${name}-error`} label={label} message={fieldState.error?.message} />
          </>
        )}
      />
    </div>
  );

  return (
    <section className="catalog-item" aria-label={t('catalog.sizeNamed', { name: sizeName })}>
      <div className="catalog-item-header">
        <h4>{sizeName}</h4>
        <Button
          type="button"
          icon="pi pi-trash"
          text
          severity="danger"
          label={t('catalog.removeSize')}
          aria-label={t('catalog.removeSizeNamed', { name: sizeName })}
          onClick={onRemove}
        />
      </div>
      <div className="form-grid">
        {numberField(
          'unitWeightLb',
          t('catalog.unitWeight'),
          t('catalog.unitWeightFor', { name: sizeName }),
          t('catalog.poundsSuffix'),
        )}
        {numberField(
          'unitFloorSpaceSqft',
          t('catalog.floorSpace'),
          t('catalog.floorSpaceFor', { name: sizeName }),
          t('catalog.squareFeetSuffix'),
        )}
        <div className="form-field catalog-specs">
          <label htmlFor={`${idPrefix}-specs`}>{t('catalog.specs')}</label>
          <Controller
            control={control}
            name={`items.${index}.specs`}
            render={({ field }) => (
              <>
                <SpecsPicker
                  inputId={`${idPrefix}-specs`}
                  placeholder={t('catalog.specsPlaceholder')}
                  value={field.value}
                  invalid={specsError !== undefined}
                  onChange={(proposed) => {
                    const next = nextSpecSelection(field.value, proposed);
                    // spec 001 §5 and §8: the 11th spec is refused with 'Cannot add more specs'.
                    if (!next.accepted) toast.showWarning(MESSAGES.maxSpecsReached);
                    field.onChange([...next.specs]);
                  }}
                />
                <small className="catalog-hint">
                  {t('catalog.specCount', { count: field.value.length, max: MAX_SPECS_PER_PRODUCT_ITEM })}
                </small>
              </>
            )}
          />
          <FieldError label={t('catalog.specs')} message={specsError} />
        </div>
      </div>
    </section>
  );
}
