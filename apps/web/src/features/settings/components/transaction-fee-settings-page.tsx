import { useState } from 'react';
import {
  failedTitle,
  isValidAmount,
  isValidRate,
  MESSAGES,
  successMessage,
  type FeeCompany,
  type TransactionFee,
} from '@portal/contracts';
import { PageHeader } from '../../../components/layout';
import {
  AutoComplete,
  Button,
  Column,
  DataTable,
  InputText,
  useToast,
  type AutoCompleteCompleteEvent,
} from '../../../components/ui';
import { useTransactionFees } from '../api/get-transaction-fees';
import { searchFeeCompanies } from '../api/search-fee-companies';
import { useUpdateTransactionFees } from '../api/update-transaction-fees';
import { failureMessage, useMenuTitle, useWords } from './use-words';

interface FeeDraft {
  rate: string;
  minimumAmount: string;
}

function parseNumber(text: string): number {
  return text.trim() === '' ? 0 : Number(text.replace(',', '.'));
}

/** /admin/transaction-fee-management, every staff role (spec 001 §2): a company's fee rates. */
export function TransactionFeeSettingsPage() {
  const words = useWords();
  const title = useMenuTitle('Transaction Fee Settings');
  const toast = useToast();
  const [company, setCompany] = useState<FeeCompany | string | null>(null);
  const [suggestions, setSuggestions] = useState<FeeCompany[]>([]);
  const companyId = company !== null && typeof company === 'object' ? company.id : null;
  const fees = useTransactionFees(companyId);
  const updateFees = useUpdateTransactionFees();
  const [drafts, setDrafts] = useState<Record<number, FeeDraft>>({});
  const [invalidRows, setInvalidRows] = useState<readonly number[]>([]);

  // The saved rows of a newly loaded company replace the boxes (adjusted during render, not in an effect).
  const [draftSource, setDraftSource] = useState<TransactionFee[] | undefined>(undefined);
  if (draftSource !== fees.data) {
    setDraftSource(fees.data);
    setDrafts(
      Object.fromEntries(
        (fees.data ?? []).map((fee) => [
          fee.feeTypeId,
          { rate: String(fee.rate), minimumAmount: String(fee.minimumAmount) },
        ]),
      ),
    );
    setInvalidRows([]);
  }

  const handleComplete = (event: AutoCompleteCompleteEvent) => {
    searchFeeCompanies(event.query)
      .then(setSuggestions)
      .catch(() => setSuggestions([]));
  };

  const handleSave = () => {
    const rows = (fees.data ?? []).map((fee) => {
      const draft = drafts[fee.feeTypeId] ?? { rate: '0', minimumAmount: '0' };
      return {
        companyId: fee.companyId,
        feeTypeId: fee.feeTypeId,
        rate: parseNumber(draft.rate),
        minimumAmount: parseNumber(draft.minimumAmount),
        version: fee.version,
      };
    });
    // spec 001 §5: the server's check, so the refusal needs no round trip.
    const invalid = rows
      .filter((row) => !isValidRate(row.rate) || !isValidAmount(row.minimumAmount))
      .map((row) => row.feeTypeId);
    setInvalidRows(invalid);
    if (invalid.length > 0) {
      toast.showError(MESSAGES.invalidFeeRate, failedTitle('Transaction Fee Update'));
      return;
    }
    updateFees.mutate(rows, {
      onSuccess: () => toast.showSuccess(successMessage('transaction fees', 'updated')),
      onError: (error) =>
        toast.showError(
          failureMessage(error, 'update', 'transaction fee'),
          failedTitle('Transaction Fee Update'),
        ),
    });
  };

  const inputFor = (fee: TransactionFee, field: keyof FeeDraft, label: string) => (
    <InputText
      inputMode="decimal"
      aria-label={`${label} ${fee.feeTypeName}`}
      value={drafts[fee.feeTypeId]?.[field] ?? ''}
      invalid={invalidRows.includes(fee.feeTypeId)}
      onChange={(event) =>
        setDrafts({
          ...drafts,
          [fee.feeTypeId]: {
            ...(drafts[fee.feeTypeId] ?? { rate: '0', minimumAmount: '0' }),
            [field]: event.target.value,
          },
        })
      }
    />
  );

  return (
    <section className="screen settings-screen">
      <PageHeader title={title} />
      <div className="surface-panel">
        <div className="form-field">
          <label htmlFor="fee-company">{words('settings.company')}</label>
          <AutoComplete
            inputId="fee-company"
            value={company}
            suggestions={suggestions}
            field="name"
            dropdown
            forceSelection
            placeholder={words('settings.pickCompany')}
            completeMethod={handleComplete}
            onChange={(event) => setCompany(event.value)}
          />
        </div>
        {companyId !== null ? (
          <>
            <DataTable value={fees.data ?? []} dataKey="feeTypeId" loading={fees.isPending} size="small">
              <Column field="feeTypeName" header={words('settings.feeType')} />
              <Column
                header={words('settings.feeRate')}
                body={(fee: TransactionFee) => inputFor(fee, 'rate', words('settings.feeRate'))}
              />
              <Column
                header={words('settings.minimumAmount')}
                body={(fee: TransactionFee) =>
                  inputFor(fee, 'minimumAmount', words('settings.minimumAmount'))
                }
              />
            </DataTable>
            {invalidRows.length > 0 ? (
              <small className="p-error field-error">{MESSAGES.invalidFeeRate}</small>
            ) : null}
            <div className="form-actions">
              <Button
                label={words('settings.save')}
                icon="pi pi-check"
                loading={updateFees.isPending}
                onClick={handleSave}
              />
            </div>
          </>
        ) : null}
      </div>
    </section>
  );
}
