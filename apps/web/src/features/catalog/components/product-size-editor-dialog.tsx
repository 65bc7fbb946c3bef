import { useEffect } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  failedTitle,
  productSizeInputSchema,
  ProductSizeType,
  ProductSizeValueType,
  successMessage,
  type ProductSize,
  type ProductSizeInput,
} from '@portal/contracts';
import {
  Button,
  Chips,
  Dialog,
  Dropdown,
  InputText,
  NumberInput,
  useDiscardConfirmation,
  useToast,
} from '../../../components/ui';
import { FieldError, useValidationFailedToast } from '../../../components/form';
import { useReferenceOptions } from '../../../lib/reference-data';
import { useSaveProductSize } from '../api/save-product-size';
import { failureMessage, fieldIssuesOf, isOutdatedError } from './failure-message';
import { OutdatedNotice } from './outdated-notice';
import { useOutdatedNotice } from './use-outdated-notice';

type FormValues = ProductSizeInput;
type ParsedValues = z.output<typeof productSizeInputSchema>;
type NumberFieldName = 'value' | 'minValue' | 'maxValue';

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
export function ProductSizeEditorDialog({
  productSize,
  isOpen,
  defaultTypeId,
  onRefresh,
  onClose,
}: ProductSizeEditorDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const showValidationFailed = useValidationFailedToast();
  const confirmDiscard = useDiscardConfirmation();
  const sizeCategoryOptions = useReferenceOptions('sizeCategories');
  const specCategoryOptions = useReferenceOptions('specCategories');
  const unitChoices = useReferenceOptions('sizeUnits');
  const save = useSaveProductSize();
  const { isOutdated, markOutdated } = useOutdatedNotice(productSize);

  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors, isDirty },
  } = useForm<FormValues, unknown, ParsedValues>({
    resolver: zodResolver(productSizeInputSchema),
    defaultValues: formValuesOf(null, defaultTypeId),
  });
  const typeId = useWatch({ control, name: 'typeId' });
  const valueTypeId = useWatch({ control, name: 'valueTypeId' });

  // Opening, or a refresh that brought a newer version of the row, loads the stored values into the form.
  useEffect(() => {
    if (!isOpen) return;
    reset(formValuesOf(productSize, defaultTypeId));
  }, [isOpen, productSize, defaultTypeId, reset]);

  const requestClose = () => confirmDiscard(isDirty, onClose);

  const subject = typeId === ProductSizeType.ids.SPEC ? 'spec' : 'size';
  const onValid = (values: ParsedValues) => {
    const existing = productSize ? { id: productSize.id, version: productSize.version } : null;
    save.mutate(
      { existing, request: toRequest(values) },
      {
        onSuccess: () => {
          toast.showSuccess(successMessage(subject, existing ? 'updated' : 'created'));
          onClose();
        },
        onError: (error) => {
          if (isOutdatedError(error)) markOutdated();
          for (const issue of fieldIssuesOf(error)) {
            setError(issue.field as FieldPath<FormValues>, { type: 'server', message: issue.message });
          }
          const title = subject === 'spec' ? 'Spec' : 'Size';
          toast.showError(
            failureMessage(error, existing ? 'update' : 'create', subject),
            failedTitle(`${title} ${existing ? 'Update' : 'Create'}`),
          );
        },
      },
    );
  };

  // spec 001 §3: size categories and spec categories are separate lists.
  const categoryOptions = typeId === ProductSizeType.ids.SPEC ? specCategoryOptions : sizeCategoryOptions;
  const unitOptions = [{ id: NO_UNIT, name: t('catalog.noUnit') }, ...unitChoices];
  const typeOptions = [
    { id: ProductSizeType.ids.SIZE, name: t('catalog.typeSize') },
    { id: ProductSizeType.ids.SPEC, name: t('catalog.typeSpec') },
  ];
  const valueTypeOptions = [
    { id: ProductSizeValueType.ids.SINGLE, name: t('catalog.single') },
    { id: ProductSizeValueType.ids.RANGE, name: t('catalog.range') },
  ];

  const dropdownField = (
    name: 'typeId' | 'categoryId' | 'valueTypeId' | 'unitId',
    label: string,
    options: ReadonlyArray<{ id: number; name: string }>,
    onPicked?: (value: number) => void,
  ) => (
    <div className="form-field">
      <label htmlFor={`size-${name}`} id={`size-${name}-label`}>
        {label}
      </label>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Dropdown
            inputId={`size-${name}`}
            aria-labelledby={`size-${name}-label`}
            value={
              name === 'unitId'
                ? (field.value ?? NO_UNIT)
                : field.value === NO_CATEGORY
                  ? null
                  : (field.value ?? null)
            }
            options={[...options]}
            optionLabel="name"
            optionValue="id"
            filter={options.length > 15}
            onChange={(event) => {
              const value = Number(event.value);
              field.onChange(name === 'unitId' && value === NO_UNIT ? null : value);
              onPicked?.(value);
            }}
            onBlur={field.onBlur}
            invalid={errors[name] !== undefined}
          />
        )}
      />
      <FieldError id={`size-${name}-error`} label={label} message={errors[name]?.message} />
    </div>
  );

  const numberField = (name: NumberFieldName, label: string) => (
    <div className="form-field">
      <label htmlFor={`size-${name}`}>{label}</label>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <NumberInput
            id={`size-${name}`}
            value={field.value ?? null}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            invalid={errors[name] !== undefined}
            aria-invalid={errors[name] !== undefined}
            aria-describedby={errors[name] ? `size-${name}-error` : undefined}
          />
        )}
      />
      <FieldError id={`size-${name}-error`} label={label} message={errors[name]?.message} />
    </div>
  );

  const header = t(productSize ? 'catalog.sizeEditTitle' : 'catalog.sizeCreateTitle');

  return (
    <Dialog
      header={header}
      visible={isOpen}
      onHide={onClose}
      isDirty={isDirty}
      style={{ width: 'min(44rem, 96vw)' }}
      className="catalog-editor"
    >
      <form
        noValidate
        aria-label={header}
        onSubmit={(event) => void handleSubmit(onValid, showValidationFailed)(event)}
      >
        {isOutdated ? <OutdatedNotice onRefresh={onRefresh} /> : null}
        <div className="form-grid">
          {dropdownField('typeId', t('catalog.type'), typeOptions, (picked) => {
            // A category belongs to one type: switching type asks for a category of the new type.
            if (picked !== typeId) setValue('categoryId', NO_CATEGORY);
          })}
          {dropdownField('categoryId', t('catalog.category'), categoryOptions)}
          <div className="form-field">
            <label htmlFor="size-name">{t('catalog.name')}</label>
            <InputText
              id="size-name"
              invalid={errors.name !== undefined}
              aria-invalid={errors.name !== undefined}
              aria-describedby={errors.name ? 'size-name-error' : undefined}
              {...register('name')}
            />
            <FieldError id="size-name-error" label={t('catalog.name')} message={errors.name?.message} />
          </div>
          <div className="form-field">
            <label htmlFor="size-selectCode">{t('catalog.selectCode')}</label>
            <InputText
              id="size-selectCode"
              invalid={errors.selectCode !== undefined}
              aria-invalid={errors.selectCode !== undefined}
              aria-describedby={errors.selectCode ? 'size-selectCode-error' : undefined}
              {...register('selectCode')}
            />
            <FieldError
              id="size-selectCode-error"
              label={t('catalog.selectCode')}
              message={errors.selectCode?.message}
            />
          </div>
          {dropdownField('valueTypeId', t('catalog.valueType'), valueTypeOptions)}
          {dropdownField('unitId', t('catalog.unit'), unitOptions)}
          {valueTypeId === ProductSizeValueType.ids.RANGE ? (
            <>
              {numberField('minValue', t('catalog.minValue'))}
              {numberField('maxValue', t('catalog.maxValue'))}
            </>
          ) : (
            numberField('value', t('catalog.value'))
          )}
        </div>
        <div className="form-field catalog-aliases">
          <label htmlFor="size-aliases">{t('catalog.aliases')}</label>
          <Controller
            control={control}
            name="aliases"
            render={({ field }) => (
              <Chips
                inputId="size-aliases"
                value={field.value ?? []}
                onChange={(event) => field.onChange(event.value ?? [])}
                allowDuplicate={false}
                addOnBlur
                separator=","
              />
            )}
          />
          <small className="catalog-hint">{t('catalog.aliasesHelp')}</small>
          <FieldError label={t('catalog.aliases')} message={errors.aliases?.message} />
        </div>
        <div className="form-actions">
          <Button type="button" label={t('common.cancel')} severity="secondary" text onClick={requestClose} />
          <Button type="submit" label={t('catalog.save')} icon="pi pi-check" loading={save.isPending} />
        </div>
      </form>
    </Dialog>
  );
}
