import { useState } from 'react';
import {
  Country,
  failedTitle,
  isValidDateOnly,
  isValidRate,
  MESSAGES,
  successMessage,
  TAX_RATE_COMPONENTS,
  type TaxRate,
  type TaxRateComponent,
} from '@portal/contracts';
import { PageHeader } from '../../../components/layout';
import {
  Button,
  Column,
  DataTable,
  Dialog,
  InputText,
  NumberInput,
  useDiscardConfirmation,
  useToast,
} from '../../../components/ui';
import { FieldError, useValidationFailedToast } from '../../../components/form';
import { isSameNumber } from '../../../lib/form-number';
import { useFormat } from '../../../lib/i18n-format';
import { useLabels } from '../../../lib/i18n-labels';
import { useTaxRates } from '../api/get-tax-rates';
import { useUpdateTaxRate } from '../api/update-tax-rate';
import { LoadFailure } from './load-failure';
import { failureMessage, useMenuTitle, useWords } from './use-words';

/** What the boxes hold: a number, null when empty, NaN when the text is not a number (NumberInput). */
type Draft = Record<TaxRateComponent, number | null> & { effectiveFrom: string };

function draftOf(rate: TaxRate): Draft {
  return {
    gstRate: rate.gstRate,
    pstRate: rate.pstRate,
    qstRate: rate.qstRate,
    hstRate: rate.hstRate,
    stateRate: rate.stateRate,
    effectiveFrom: rate.effectiveFrom,
  };
}

/** An empty box means the component does not apply (0). */
function rateOf(value: number | null): number {
  return value ?? 0;
}

function isDraftChanged(rate: TaxRate, draft: Draft): boolean {
  return (
    draft.effectiveFrom !== rate.effectiveFrom ||
    TAX_RATE_COMPONENTS.some((component) => !isSameNumber(rateOf(draft[component]), rate[component]))
  );
}

function formatRate(value: number): string {
  return value === 0 ? '–' : String(value);
}

/** /admin/tax-rate-management, super admin only (spec 001 §2). */
export function TaxRateSettingsPage() {
  const words = useWords();
  const labels = useLabels();
  const format = useFormat();
  // Province and state names in the user's language (decision 070).
  const provinceOf = (rate: TaxRate) => labels.label('province', rate.provinceId, rate.provinceName);
  const title = useMenuTitle('Tax Rate Settings');
  const toast = useToast();
  const showValidationFailed = useValidationFailedToast();
  const confirmDiscard = useDiscardConfirmation();
  const taxRates = useTaxRates();
  const updateTaxRate = useUpdateTaxRate();
  const [editing, setEditing] = useState<TaxRate | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [invalidFields, setInvalidFields] = useState<readonly string[]>([]);

  const open = (rate: TaxRate) => {
    setEditing(rate);
    setDraft(draftOf(rate));
    setInvalidFields([]);
  };
  const close = () => {
    setEditing(null);
    setDraft(null);
  };
  const isDirty = editing !== null && draft !== null && isDraftChanged(editing, draft);
  const requestClose = () => confirmDiscard(isDirty, close);

  const handleSave = () => {
    if (!editing || !draft) return;
    const values = Object.fromEntries(
      TAX_RATE_COMPONENTS.map((component) => [component, rateOf(draft[component])]),
    ) as Record<TaxRateComponent, number>;
    // spec 001 §5: the same check as the server's, so the refusal needs no round trip.
    const invalid: string[] = TAX_RATE_COMPONENTS.filter((component) => !isValidRate(values[component]));
    if (!isValidDateOnly(draft.effectiveFrom)) invalid.push('effectiveFrom');
    setInvalidFields(invalid);
    if (invalid.length > 0) {
      showValidationFailed();
      return;
    }
    updateTaxRate.mutate(
      {
        request: { id: editing.id, ...values, effectiveFrom: draft.effectiveFrom },
        version: editing.version,
      },
      {
        onSuccess: () => {
          toast.showSuccess(successMessage('tax rate', 'updated'));
          close();
        },
        onError: (error) =>
          toast.showError(failureMessage(error, 'update', 'tax rate'), failedTitle('Tax Rate Update')),
      },
    );
  };

  const rateColumn = (component: TaxRateComponent) => (
    <Column
      key={component}
      field={component}
      header={words(`settings.${component}`)}
      body={(rate: TaxRate) => formatRate(rate[component])}
    />
  );

  return (
    <section className="screen settings-screen">
      <PageHeader title={title} />
      <div className="surface-panel">
        <DataTable
          value={taxRates.data ?? []}
          dataKey="id"
          loading={taxRates.isPending}
          size="small"
          stripedRows
          scrollable
          scrollHeight="60vh"
          emptyMessage={
            taxRates.isError ? (
              <LoadFailure
                error={taxRates.error}
                subject="tax rates"
                onRetry={() => void taxRates.refetch()}
              />
            ) : (
              words('settings.noRows')
            )
          }
        >
          <Column field="provinceName" header={words('settings.province')} body={provinceOf} />
          <Column
            field="countryId"
            header={words('settings.country')}
            body={(rate: TaxRate) => labels.enumeration(Country, rate.countryId)}
          />
          {TAX_RATE_COMPONENTS.map(rateColumn)}
          <Column field="totalRate" header={words('settings.totalRate')} />
          <Column
            field="effectiveFrom"
            header={words('settings.effectiveFrom')}
            body={(rate: TaxRate) => format.date(rate.effectiveFrom)}
          />
          <Column
            header={words('settings.actions')}
            body={(rate: TaxRate) => (
              <Button
                icon="pi pi-pencil"
                text
                aria-label={`${words('settings.edit')} ${provinceOf(rate)}`}
                onClick={() => open(rate)}
              />
            )}
          />
        </DataTable>
        <p className="settings-note">{labels.message(MESSAGES.taxDisclaimer)}</p>
      </div>

      <Dialog
        header={editing ? `${words('settings.editTaxRate')}: ${provinceOf(editing)}` : ''}
        visible={editing !== null}
        onHide={close}
        isDirty={isDirty}
        style={{ width: '32rem' }}
      >
        {draft ? (
          <form
            className="settings-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              handleSave();
            }}
          >
            {TAX_RATE_COMPONENTS.map((component) => (
              <div className="form-field" key={component}>
                <label htmlFor={`tax-${component}`}>{words(`settings.${component}`)}</label>
                <NumberInput
                  id={`tax-${component}`}
                  value={draft[component]}
                  placeholder="0"
                  invalid={invalidFields.includes(component)}
                  aria-invalid={invalidFields.includes(component)}
                  aria-describedby={invalidFields.includes(component) ? `tax-${component}-error` : undefined}
                  onValueChange={(value) => {
                    setDraft((current) => (current ? { ...current, [component]: value } : current));
                    setInvalidFields((current) => current.filter((name) => name !== component));
                  }}
                />
                <FieldError
                  id={`tax-${component}-error`}
                  label={words(`settings.${component}`)}
                  message={invalidFields.includes(component) ? MESSAGES.invalidTaxRate : null}
                />
              </div>
            ))}
            <div className="form-field">
              <label htmlFor="tax-effective-from">{words('settings.effectiveFrom')}</label>
              <InputText
                id="tax-effective-from"
                type="date"
                required
                value={draft.effectiveFrom}
                invalid={invalidFields.includes('effectiveFrom')}
                aria-invalid={invalidFields.includes('effectiveFrom')}
                aria-describedby={
                  invalidFields.includes('effectiveFrom') ? 'tax-effective-from-error' : undefined
                }
                onChange={(event) => {
                  const effectiveFrom = event.target.value;
                  setDraft((current) => (current ? { ...current, effectiveFrom } : current));
                }}
              />
              <FieldError
                id="tax-effective-from-error"
                label={words('settings.effectiveFrom')}
                message={invalidFields.includes('effectiveFrom') ? MESSAGES.invalidInput : null}
              />
            </div>
            <div className="form-actions">
              <Button type="button" label={words('settings.cancel')} text onClick={requestClose} />
              <Button
                type="submit"
                label={words('settings.save')}
                icon="pi pi-check"
                loading={updateTaxRate.isPending}
              />
            </div>
          </form>
        ) : null}
      </Dialog>
    </section>
  );
}
