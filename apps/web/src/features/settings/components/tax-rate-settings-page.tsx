import { useState } from 'react';
import {
  Country,
  MESSAGES,
  TAX_RATE_COMPONENTS,
  type TaxRate,
  type TaxRateComponent,
} from '@portal/contracts';
import { PageHeader, useScreenTitle } from '../../../components/layout';
import { Button, Column, DataTable } from '../../../components/ui';
import { useFormat } from '../../../lib/i18n-format';
import { useLabels } from '../../../lib/i18n-labels';
import { useTaxRates } from '../api/get-tax-rates';
import { LoadFailure } from './load-failure';
import { TaxRateEditorDialog } from './tax-rate-editor-dialog';
import { useWords } from './use-words';

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
  const title = useScreenTitle();
  const taxRates = useTaxRates();
  const [editing, setEditing] = useState<TaxRate | null>(null);

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
                onClick={() => setEditing(rate)}
              />
            )}
          />
        </DataTable>
        <p className="settings-note">{labels.message(MESSAGES.taxDisclaimer)}</p>
      </div>

      <TaxRateEditorDialog
        rate={editing}
        placeName={editing ? provinceOf(editing) : ''}
        onRefresh={() => {
          // The rates are read again; the editor takes the rate as it is stored now.
          void taxRates.refetch().then(({ data }) => {
            const stored = data?.find((rate) => rate.id === editing?.id);
            if (stored) setEditing(stored);
          });
        }}
        onClose={() => setEditing(null)}
      />
    </section>
  );
}
