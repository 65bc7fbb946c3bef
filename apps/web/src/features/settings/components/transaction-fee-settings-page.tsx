import { useState } from 'react';
import {
  failedTitle,
  isValidAmount,
  isValidRate,
  MESSAGES,
  successMessage,
  TransactionFeeType,
  type FeeCompany,
  type TransactionFee,
} from '@portal/contracts';
import { PageHeader, useScreenTitle } from '../../../components/layout';
import {
  AutoComplete,
  Button,
  Column,
  DataTable,
  NumberInput,
  useDiscardConfirmation,
  useToast,
  useUnsavedChangesGuard,
  type AutoCompleteCompleteEvent,
} from '../../../components/ui';
import { FieldError, useValidationFailedToast } from '../../../components/form';
import { isSameNumber } from '../../../lib/form-number';
import { useLabels } from '../../../lib/i18n-labels';
import { useTransactionFees } from '../api/get-transaction-fees';
import { searchFeeCompanies } from '../api/search-fee-companies';
import { useUpdateTransactionFees } from '../api/update-transaction-fees';
import { failureMessage, useWords } from './use-words';

type FeeField = 'rate' | 'minimumAmount';

/** What a fee's boxes hold: null when empty, NaN when the text is not a number. */
type FeeDraft = Record<FeeField, number | null>;

/**
 * One row of the table: the saved fee with what its boxes hold. The table's cells re-render only when their row
 * changes (PrimeReact memoises body cells), so the draft travels in the row: a cell showing anything but the
 * row's draft is impossible, and what the screen shows is what Save sends.
 */
interface FeeRow {
  readonly fee: TransactionFee;
  readonly draft: FeeDraft;
  readonly invalid: readonly FeeField[];
}

function draftOf(fee: TransactionFee): FeeDraft {
  return { rate: fee.rate, minimumAmount: fee.minimumAmount };
}

/** decision 067: an empty box is 0 (no fee), said on the screen under the table. */
function amountOf(value: number | null): number {
  return value ?? 0;
}

function isDraftChanged(fee: TransactionFee, draft: FeeDraft | undefined): boolean {
  if (!draft) return false;
  return (
    !isSameNumber(amountOf(draft.rate), fee.rate) ||
    !isSameNumber(amountOf(draft.minimumAmount), fee.minimumAmount)
  );
}

function invalidFieldsOf(draft: FeeDraft): FeeField[] {
  const invalid: FeeField[] = [];
  if (!isValidRate(amountOf(draft.rate))) invalid.push('rate');
  if (!isValidAmount(amountOf(draft.minimumAmount))) invalid.push('minimumAmount');
  return invalid;
}

/** /admin/transaction-fee-management, every staff role (spec 001 §2): a company's fee rates. */
export function TransactionFeeSettingsPage() {
  const words = useWords();
  const labels = useLabels();
  const feeTypeOf = (row: FeeRow) =>
    labels.label(TransactionFeeType.name, row.fee.feeTypeId, row.fee.feeTypeName);
  const title = useScreenTitle();
  const toast = useToast();
  const showValidationFailed = useValidationFailedToast();
  const confirmDiscard = useDiscardConfirmation();
  // The company whose fees are shown, and what the company box holds (a typed search, or a picked company).
  const [company, setCompany] = useState<FeeCompany | null>(null);
  const [companyText, setCompanyText] = useState<FeeCompany | string | null>(null);
  const [suggestions, setSuggestions] = useState<FeeCompany[]>([]);
  const fees = useTransactionFees(company?.id ?? null);
  const updateFees = useUpdateTransactionFees();
  const [drafts, setDrafts] = useState<Record<number, FeeDraft>>({});
  const [invalid, setInvalid] = useState<Record<number, readonly FeeField[]>>({});

  // The saved rows of a newly loaded company, or of a save, replace the boxes (adjusted during render, not in an
  // effect). A box whose text reads as the saved number keeps the text as typed (NumberInput).
  const [draftSource, setDraftSource] = useState<TransactionFee[] | undefined>(undefined);
  if (draftSource !== fees.data) {
    setDraftSource(fees.data);
    setDrafts(Object.fromEntries((fees.data ?? []).map((fee) => [fee.feeTypeId, draftOf(fee)])));
    setInvalid({});
  }

  const savedFees = fees.data ?? [];
  const isDirty = savedFees.some((fee) => isDraftChanged(fee, drafts[fee.feeTypeId]));
  // spec 000 §2: leaving the screen with edited fees asks first.
  useUnsavedChangesGuard(isDirty);

  const rows: FeeRow[] = savedFees.map((fee) => ({
    fee,
    draft: drafts[fee.feeTypeId] ?? draftOf(fee),
    invalid: invalid[fee.feeTypeId] ?? [],
  }));

  const handleComplete = (event: AutoCompleteCompleteEvent) => {
    searchFeeCompanies(event.query)
      .then(setSuggestions)
      .catch(() => setSuggestions([]));
  };

  // Picking another company replaces the boxes: edited fees are only dropped after the user agrees.
  const handleCompanyChange = (value: FeeCompany | string | null) => {
    if (value === null || typeof value === 'string' || value.id === company?.id) {
      setCompanyText(value ?? null);
      return;
    }
    setCompanyText(value);
    confirmDiscard(
      isDirty,
      () => setCompany(value),
      () => setCompanyText(company),
    );
  };

  const changeDraft = (feeTypeId: number, field: FeeField, value: number | null) => {
    // Functional updates: several boxes typed in quick succession never overwrite each other's drafts.
    setDrafts((current) => {
      const saved = savedFees.find((fee) => fee.feeTypeId === feeTypeId);
      const draft = current[feeTypeId] ?? (saved ? draftOf(saved) : { rate: null, minimumAmount: null });
      return { ...current, [feeTypeId]: { ...draft, [field]: value } };
    });
    setInvalid((current) => ({
      ...current,
      [feeTypeId]: (current[feeTypeId] ?? []).filter((name) => name !== field),
    }));
  };

  const handleSave = () => {
    const checked = rows.map((row) => ({ row, invalid: invalidFieldsOf(row.draft) }));
    const refused = checked.filter((entry) => entry.invalid.length > 0);
    // spec 001 §5: the server's checks, so the refusal needs no round trip.
    setInvalid(Object.fromEntries(checked.map((entry) => [entry.row.fee.feeTypeId, entry.invalid])));
    if (refused.length > 0) {
      showValidationFailed();
      return;
    }
    const request = rows.map(({ fee, draft }) => ({
      companyId: fee.companyId,
      feeTypeId: fee.feeTypeId,
      rate: amountOf(draft.rate),
      minimumAmount: amountOf(draft.minimumAmount),
      version: fee.version,
    }));
    updateFees.mutate(request, {
      onSuccess: () => toast.showSuccess(successMessage('transaction fees', 'updated')),
      onError: (error) =>
        toast.showError(
          failureMessage(error, 'update', 'transaction fee'),
          failedTitle('Transaction Fee Update'),
        ),
    });
  };

  const inputFor = (row: FeeRow, field: FeeField, label: string) => {
    const id = `fee-${row.fee.feeTypeId}-${field}`;
    const isInvalid = row.invalid.includes(field);
    return (
      <div className="fee-cell">
        <NumberInput
          id={id}
          aria-label={`${label} ${feeTypeOf(row)}`}
          value={row.draft[field]}
          placeholder="0"
          invalid={isInvalid}
          aria-invalid={isInvalid}
          aria-describedby={isInvalid ? `${id}-error` : undefined}
          onValueChange={(value) => changeDraft(row.fee.feeTypeId, field, value)}
        />
        <FieldError
          id={`${id}-error`}
          label={label}
          message={
            isInvalid ? (field === 'rate' ? MESSAGES.invalidFeeRate : MESSAGES.invalidMinimumAmount) : null
          }
        />
      </div>
    );
  };

  return (
    <section className="screen settings-screen">
      <PageHeader title={title} />
      <div className="surface-panel">
        <div className="form-field">
          <label htmlFor="fee-company">{words('settings.company')}</label>
          <AutoComplete
            inputId="fee-company"
            value={companyText}
            suggestions={suggestions}
            field="name"
            dropdown
            forceSelection
            placeholder={words('settings.pickCompany')}
            completeMethod={handleComplete}
            onChange={(event) => handleCompanyChange(event.value)}
          />
        </div>
        {company !== null ? (
          <>
            <DataTable
              value={rows}
              dataKey="fee.feeTypeId"
              loading={fees.isPending}
              size="small"
              emptyMessage={
                fees.isError
                  ? failureMessage(fees.error, 'load', 'transaction fees')
                  : words('settings.noRows')
              }
            >
              <Column
                header={words('settings.feeType')}
                body={(row: FeeRow) => (
                  <span>
                    {feeTypeOf(row)}
                    {row.fee.id === null ? (
                      <small className="fee-not-saved"> ({words('settings.feeNotSaved')})</small>
                    ) : null}
                  </span>
                )}
              />
              <Column
                header={words('settings.feeRate')}
                body={(row: FeeRow) => inputFor(row, 'rate', words('settings.feeRate'))}
              />
              <Column
                header={words('settings.minimumAmount')}
                body={(row: FeeRow) => inputFor(row, 'minimumAmount', words('settings.minimumAmount'))}
              />
            </DataTable>
            <p className="settings-note">{words('settings.emptyFeeNote')}</p>
            <div className="form-actions">
              {fees.isError ? (
                <Button
                  label={words('settings.retry')}
                  icon="pi pi-refresh"
                  outlined
                  onClick={() => void fees.refetch()}
                />
              ) : null}
              <Button
                label={words('settings.save')}
                icon="pi pi-check"
                loading={updateFees.isPending}
                disabled={fees.isError}
                onClick={handleSave}
              />
            </div>
          </>
        ) : null}
      </div>
    </section>
  );
}
