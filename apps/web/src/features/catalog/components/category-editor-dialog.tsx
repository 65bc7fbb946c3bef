import { useEffect } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  categoryInputSchema,
  failedTitle,
  successMessage,
  type Category,
  type CategoryInput,
} from '@portal/contracts';
import {
  Button,
  Checkbox,
  Dialog,
  InputText,
  useDiscardConfirmation,
  useToast,
} from '../../../components/ui';
import { FieldError, useValidationFailedToast } from '../../../components/form';
import { useCategories } from '../api/get-categories';
import { useSaveCategory } from '../api/save-category';
import { failureMessage, fieldIssuesOf, isOutdatedError } from './failure-message';
import { OutdatedNotice } from './outdated-notice';
import { useOutdatedNotice } from './use-outdated-notice';

type FormValues = CategoryInput;
type ParsedValues = z.output<typeof categoryInputSchema>;

/** decision 050: a new category allows linking its products until told otherwise. */
function formValuesOf(category: Category | undefined): FormValues {
  return {
    name: category?.name ?? '',
    nameFr: category?.nameFr ?? '',
    description: category?.description ?? '',
    allowLinkProduct: category?.allowLinkProduct ?? true,
  };
}

export interface CategoryEditorDialogProps {
  /** null: closed; 'new': create; a number: edit that category. */
  readonly categoryId: number | 'new' | null;
  readonly onClose: () => void;
}

/** The category editor (spec 001 §3 Category): name, French name, description and the allow-link flag. */
export function CategoryEditorDialog({ categoryId, onClose }: CategoryEditorDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const showValidationFailed = useValidationFailedToast();
  const confirmDiscard = useDiscardConfirmation();
  const save = useSaveCategory();
  // The same cached list the screen shows: categories are few and read whole.
  const categories = useCategories();
  const editId = typeof categoryId === 'number' ? categoryId : null;
  const findCategory = (list: readonly Category[] | undefined) =>
    editId === null ? undefined : list?.find((candidate) => candidate.id === editId);
  const category = findCategory(categories.data);
  const { isOutdated, markOutdated } = useOutdatedNotice(category);

  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<FormValues, unknown, ParsedValues>({
    resolver: zodResolver(categoryInputSchema),
    defaultValues: formValuesOf(undefined),
  });

  // Opening, or a refresh that brought a newer version, loads the stored values into the form.
  useEffect(() => {
    if (categoryId === null) return;
    reset(formValuesOf(category));
  }, [categoryId, category, reset]);

  const requestClose = () => confirmDiscard(isDirty, onClose);

  const onRefresh = () => {
    void categories.refetch();
  };

  const onValid = (values: ParsedValues) => {
    const existing = category ? { id: category.id, version: category.version } : null;
    save.mutate(
      { existing, request: values },
      {
        onSuccess: () => {
          toast.showSuccess(successMessage('category', existing ? 'updated' : 'created'));
          onClose();
        },
        onError: (error) => {
          if (isOutdatedError(error)) markOutdated();
          for (const issue of fieldIssuesOf(error)) {
            setError(issue.field as FieldPath<FormValues>, { type: 'server', message: issue.message });
          }
          toast.showError(
            failureMessage(error, existing ? 'update' : 'create', 'category'),
            failedTitle(existing ? 'Category Update' : 'Category Create'),
          );
        },
      },
    );
  };

  const textField = (name: 'name' | 'nameFr' | 'description', label: string) => (
    <div className="form-field">
      <label htmlFor={`category-${name}`}>{label}</label>
      <InputText
        id={`category-${name}`}
        invalid={errors[name] !== undefined}
        aria-invalid={errors[name] !== undefined}
        aria-describedby={errors[name] ? `category-${name}-error` : undefined}
        {...register(name)}
      />
      <FieldError id={`category-${name}-error`} label={label} message={errors[name]?.message} />
    </div>
  );

  const header = t(editId === null ? 'catalog.categoryCreateTitle' : 'catalog.categoryEditTitle');

  return (
    <Dialog
      header={header}
      visible={categoryId !== null}
      onHide={onClose}
      isDirty={isDirty}
      style={{ width: 'min(36rem, 96vw)' }}
      className="catalog-editor"
    >
      <form
        noValidate
        aria-label={header}
        onSubmit={(event) => void handleSubmit(onValid, showValidationFailed)(event)}
      >
        {isOutdated ? <OutdatedNotice onRefresh={onRefresh} /> : null}
        <div className="form-grid">
          {textField('name', t('catalog.name'))}
          {textField('nameFr', t('catalog.nameFr'))}
          {textField('description', t('catalog.description'))}
          <div className="form-field-inline">
            <Controller
              control={control}
              name="allowLinkProduct"
              render={({ field }) => (
                <Checkbox
                  inputId="category-allowLinkProduct"
                  checked={field.value ?? true}
                  onChange={(event) => field.onChange(event.checked === true)}
                />
              )}
            />
            <label htmlFor="category-allowLinkProduct">{t('catalog.allowLinkProduct')}</label>
          </div>
        </div>
        <div className="form-actions">
          <Button type="button" label={t('common.cancel')} severity="secondary" text onClick={requestClose} />
          <Button type="submit" label={t('catalog.save')} icon="pi pi-check" loading={save.isPending} />
        </div>
      </form>
    </Dialog>
  );
}
