import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { createDiscountRequestSchema, failedTitle, successMessage, type Discount } from '@portal/contracts';
import { Button, Dialog, InputText, useDiscardConfirmation, useToast } from '../../../components/ui';
import { FieldError, useValidationFailedToast } from '../../../components/form';
import { useCreateDiscount } from '../api/create-discount';
import { useUpdateDiscount } from '../api/update-discount';
import { failureMessage, useWords } from './use-words';

/** The contract's discount, with the description as the box holds it (empty text is no description). */
const discountFormSchema = createDiscountRequestSchema.extend({
  description: z
    .string()
    .trim()
    .max(500)
    .transform((text) => (text === '' ? null : text)),
});
type FormValues = z.input<typeof discountFormSchema>;
type ParsedValues = z.output<typeof discountFormSchema>;

function formValuesOf(discount: Discount | null): FormValues {
  return { name: discount?.name ?? '', description: discount?.description ?? '' };
}

export interface DiscountEditorDialogProps {
  /** null: closed; 'new': create; a discount: edit it. */
  readonly discount: Discount | 'new' | null;
  readonly onClose: () => void;
}

/** The discount editor (spec 001 §3 Discount: name, description). */
export function DiscountEditorDialog({ discount, onClose }: DiscountEditorDialogProps) {
  const words = useWords();
  const toast = useToast();
  const showValidationFailed = useValidationFailedToast();
  const confirmDiscard = useDiscardConfirmation();
  const createDiscount = useCreateDiscount();
  const updateDiscount = useUpdateDiscount();
  const existing = discount !== null && discount !== 'new' ? discount : null;

  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<FormValues, unknown, ParsedValues>({
    resolver: zodResolver(discountFormSchema),
    defaultValues: formValuesOf(null),
  });

  useEffect(() => {
    if (discount === null) return;
    reset(formValuesOf(existing));
  }, [discount, existing, reset]);

  const requestClose = () => confirmDiscard(isDirty, onClose);

  const onValid = (request: ParsedValues) => {
    const options = {
      onSuccess: () => {
        toast.showSuccess(successMessage('discount', existing ? 'updated' : 'created'));
        onClose();
      },
      onError: (error: unknown) =>
        toast.showError(
          failureMessage(error, existing ? 'update' : 'create', 'discount'),
          failedTitle(existing ? 'Discount Update' : 'Discount Creation'),
        ),
    };
    if (existing) {
      updateDiscount.mutate({ request: { id: existing.id, ...request }, version: existing.version }, options);
    } else {
      createDiscount.mutate(request, options);
    }
  };

  const header = existing ? words('settings.editDiscount') : words('settings.newDiscount');
  return (
    <Dialog
      header={header}
      visible={discount !== null}
      onHide={onClose}
      isDirty={isDirty}
      style={{ width: '32rem' }}
    >
      <form
        className="settings-form"
        noValidate
        aria-label={header}
        onSubmit={(event) => void handleSubmit(onValid, showValidationFailed)(event)}
      >
        <div className="form-field">
          <label htmlFor="discount-name">{words('settings.name')}</label>
          <InputText
            id="discount-name"
            maxLength={100}
            invalid={errors.name !== undefined}
            aria-invalid={errors.name !== undefined}
            aria-describedby={errors.name ? 'discount-name-error' : undefined}
            {...register('name')}
          />
          <FieldError
            id="discount-name-error"
            label={words('settings.name')}
            message={errors.name?.message}
          />
        </div>
        <div className="form-field">
          <label htmlFor="discount-description">{words('settings.description')}</label>
          <InputText
            id="discount-description"
            maxLength={500}
            invalid={errors.description !== undefined}
            aria-invalid={errors.description !== undefined}
            aria-describedby={errors.description ? 'discount-description-error' : undefined}
            {...register('description')}
          />
          <FieldError
            id="discount-description-error"
            label={words('settings.description')}
            message={errors.description?.message}
          />
        </div>
        <div className="form-actions">
          <Button type="button" label={words('settings.cancel')} text onClick={requestClose} />
          <Button
            type="submit"
            label={words('settings.save')}
            icon="pi pi-check"
            loading={createDiscount.isPending || updateDiscount.isPending}
          />
        </div>
      </form>
    </Dialog>
  );
}
