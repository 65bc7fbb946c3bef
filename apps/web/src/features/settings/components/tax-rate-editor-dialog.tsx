import { z } from 'zod';
import {
  isValidDateOnly,
  isValidRate,
  MESSAGES,
  TAX_RATE_COMPONENTS,
  type TaxRate,
  type TaxRateComponent,
} from '@portal/contracts';
import {
  EditorDialog,
  EditorFormView,
  NumberField,
  TextField,
  useEditorForm,
} from '../../../components/form';
import { useUpdateTaxRate } from '../api/update-tax-rate';
import { useWords } from './use-words';

/**
 * A rate box (spec 001 §5 'Please input a valid tax rate.'): empty means the component does not apply (0); text
 * that is not a number (NaN from the number box) or a rate out of range gets the catalogue's message. The check is
 * the server's own, so the refusal needs no round trip.
 */
const rateBoxSchema = z
  .custom<number | null>((value) => value === null || typeof value === 'number')
  .transform((value) => value ?? 0)
  .refine(isValidRate, { message: MESSAGES.invalidTaxRate });

const taxRateFormSchema = z.object({
  ...(Object.fromEntries(TAX_RATE_COMPONENTS.map((component) => [component, rateBoxSchema])) as Record<
    TaxRateComponent,
    typeof rateBoxSchema
  >),
  effectiveFrom: z.string().refine(isValidDateOnly, { message: MESSAGES.invalidInput }),
});
type TaxRateFormValues = z.input<typeof taxRateFormSchema>;

function formValuesOf(rate: TaxRate): TaxRateFormValues {
  return {
    gstRate: rate.gstRate,
    pstRate: rate.pstRate,
    qstRate: rate.qstRate,
    hstRate: rate.hstRate,
    stateRate: rate.stateRate,
    effectiveFrom: rate.effectiveFrom,
  };
}

export interface TaxRateEditorDialogProps {
  /** The province's or state's rate edited, or null when closed. */
  readonly rate: TaxRate | null;
  /** The name shown in the title (in the user's language). */
  readonly placeName: string;
  /** Reads the rates again (after an outdated save). */
  readonly onRefresh: () => void;
  readonly onClose: () => void;
}

/** A province's or state's sales tax components and the day they apply from (spec 001 §2 Tax Rate Settings). */
export function TaxRateEditorDialog({ rate, placeName, onRefresh, onClose }: TaxRateEditorDialogProps) {
  const words = useWords();
  const header = `${words('settings.editTaxRate')}: ${placeName}`;
  return (
    <EditorDialog header={rate ? header : ''} isOpen={rate !== null} onClose={onClose} width="32rem">
      {rate ? (
        <TaxRateEditorForm rate={rate} header={header} onRefresh={onRefresh} onClose={onClose} />
      ) : null}
    </EditorDialog>
  );
}

function TaxRateEditorForm({
  rate,
  header,
  onRefresh,
  onClose,
}: {
  readonly rate: TaxRate;
  readonly header: string;
  readonly onRefresh: () => void;
  readonly onClose: () => void;
}) {
  const words = useWords();
  const updateTaxRate = useUpdateTaxRate();
  const editor = useEditorForm({
    schema: taxRateFormSchema,
    values: formValuesOf(rate),
    record: rate,
    subject: 'tax rate',
    title: 'Tax Rate',
    save: (values, record) =>
      updateTaxRate.mutateAsync({
        request: { id: rate.id, ...values },
        version: record?.version ?? rate.version,
      }),
    onSaved: onClose,
    refresh: onRefresh,
  });
  const field = { editor, idPrefix: 'tax' } as const;
  return (
    <EditorFormView editor={editor} label={header} saveLabel={words('settings.save')} onCancel={onClose}>
      {TAX_RATE_COMPONENTS.map((component) => (
        <NumberField
          key={component}
          {...field}
          name={component}
          label={words(`settings.${component}`)}
          placeholder="0"
        />
      ))}
      <TextField {...field} name="effectiveFrom" label={words('settings.effectiveFrom')} type="date" />
    </EditorFormView>
  );
}
