import { useState } from 'react';
import {
  Country,
  failedTitle,
  isValidRate,
  MESSAGES,
  successMessage,
  TAX_RATE_COMPONENTS,
  type TaxRate,
  type TaxRateComponent,
} from '@portal/contracts';
import { PageHeader } from '../../../components/layout';
import { Button, Column, DataTable, Dialog, InputText, useToast } from '../../../components/ui';
import { useTaxRates } from '../api/get-tax-rates';
import { useUpdateTaxRate } from '../api/update-tax-rate';
import { failureMessage, useMenuTitle, useWords } from './use-words';

type Draft = Record<TaxRateComponent, string> & { effectiveFrom: string };

function draftOf(rate: TaxRate): Draft {
  return {
    gstRate: String(rate.gstRate),
    pstRate: String(rate.pstRate),
    qstRate: String(rate.qstRate),
    hstRate: String(rate.hstRate),
    stateRate: String(rate.stateRate),
    effectiveFrom: rate.effectiveFrom,
  };
}

/** An empty box means the component does not apply (0); anything else must be a number. */
function parseRate(text: string): number {
  return text.trim() === '' ? 0 : Number(text.replace(',', '.'));
}

function formatRate(value: number): string {
  return value === 0 ? '–' : String(value);
}

/** /admin/tax-rate-management, super admin only (spec 001 §2). */
export function TaxRateSettingsPage() {
  const words = useWords();
  const title = useMenuTitle('Tax Rate Settings');
  const toast = useToast();
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

  const handleSave = () => {
    if (!editing || !draft) return;
    const values = Object.fromEntries(
      TAX_RATE_COMPONENTS.map((component) => [component, parseRate(draft[component])]),
    ) as Record<TaxRateComponent, number>;
    // spec 001 §5: the same check as the server's, so the refusal needs no round trip.
    const invalid = TAX_RATE_COMPONENTS.filter((component) => !isValidRate(values[component]));
    setInvalidFields(invalid);
    if (invalid.length > 0) {
      toast.showError(MESSAGES.invalidTaxRate, failedTitle('Tax Rate Update'));
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
          emptyMessage={words('settings.noRows')}
        >
          <Column field="provinceName" header={words('settings.province')} />
          <Column
            field="countryId"
            header={words('settings.country')}
            body={(rate: TaxRate) => Country.labelOf(rate.countryId) ?? ''}
          />
          {TAX_RATE_COMPONENTS.map(rateColumn)}
          <Column field="totalRate" header={words('settings.totalRate')} />
          <Column field="effectiveFrom" header={words('settings.effectiveFrom')} />
          <Column
            header={words('settings.actions')}
            body={(rate: TaxRate) => (
              <Button
                icon="pi pi-pencil"
                text
                aria-label={`${words('settings.edit')} ${rate.provinceName}`}
                onClick={() => open(rate)}
              />
            )}
          />
        </DataTable>
        <p className="settings-note">{MESSAGES.taxDisclaimer}</p>
      </div>

      <Dialog
        header={editing ? `${words('settings.editTaxRate')}: ${editing.provinceName}` : ''}
        visible={editing !== null}
        onHide={close}
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
                <InputText
                  id={`tax-${component}`}
                  inputMode="decimal"
                  value={draft[component]}
                  invalid={invalidFields.includes(component)}
                  aria-invalid={invalidFields.includes(component)}
                  onChange={(event) => setDraft({ ...draft, [component]: event.target.value })}
                />
                {invalidFields.includes(component) ? (
                  <small className="p-error field-error">{MESSAGES.invalidTaxRate}</small>
                ) : null}
              </div>
            ))}
            <div className="form-field">
              <label htmlFor="tax-effective-from">{words('settings.effectiveFrom')}</label>
              <InputText
                id="tax-effective-from"
                type="date"
                required
                value={draft.effectiveFrom}
                onChange={(event) => setDraft({ ...draft, effectiveFrom: event.target.value })}
              />
            </div>
            <div className="form-actions">
              <Button type="button" label={words('settings.cancel')} text onClick={close} />
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
