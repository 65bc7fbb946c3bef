import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILTER_DEBOUNCE_MS, MARKUP_RULE } from '@portal/contracts';
import { pickerOptionItem, useLatestSuggestions } from '../../../../components/form';
import type { LookupSuggestion, PickedRecord } from '../../../../components/grid';
import { AutoComplete, Button, Dialog, NumberInput } from '../../../../components/ui';
import { searchSellerCompanies } from '../api/quote-construction';

/** Which bulk edit is open, and for how many lines. */
export type BulkEdit = { readonly kind: 'seller' | 'markup'; readonly count: number } | null;

export interface BulkEditDialogProps {
  readonly edit: BulkEdit;
  readonly onClose: () => void;
  readonly onSeller: (seller: PickedRecord) => void;
  readonly onMarkup: (markupRate: number) => void;
}

/**
 * Bulk edit of the selected lines (issue 14): one seller company, or one markup (the buyer unit prices follow it,
 * decision 148). The change lands in the working copy; Save sends it.
 */
export function BulkEditDialog({ edit, onClose, onSeller, onMarkup }: BulkEditDialogProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [seller, setSeller] = useState<PickedRecord | null>(null);
  const [typed, setTyped] = useState<string>('');
  const [markup, setMarkup] = useState<number | null>(null);
  const { suggestions, complete } = useLatestSuggestions<LookupSuggestion>(searchSellerCompanies);

  const close = () => {
    setSeller(null);
    setTyped('');
    setMarkup(null);
    onClose();
  };
  const isSeller = edit?.kind === 'seller';
  const canApply = isSeller ? seller !== null : markup !== null && !Number.isNaN(markup);
  const apply = () => {
    if (isSeller && seller) onSeller(seller);
    if (!isSeller && markup !== null && !Number.isNaN(markup)) onMarkup(markup);
    close();
  };
  const label = isSeller ? t('quoteConstruction.seller') : t('quoteConstruction.markupRate');

  return (
    <Dialog
      header={
        edit === null
          ? ''
          : t(isSeller ? 'quoteConstruction.setSellerTitle' : 'quoteConstruction.setMarkupTitle', {
              count: edit.count,
            })
      }
      visible={edit !== null}
      onHide={close}
      style={{ width: 'min(28rem, 95vw)' }}
      footer={
        <>
          <Button type="button" label={t('common.cancel')} severity="secondary" text onClick={close} />
          <Button type="button" label={t('quoteConstruction.apply')} disabled={!canApply} onClick={apply} />
        </>
      }
    >
      <div className="quote-construction__dialog-field">
        <label htmlFor={inputId}>{label}</label>
        {isSeller ? (
          <AutoComplete
            inputId={inputId}
            value={seller ?? typed}
            suggestions={suggestions}
            field="name"
            delay={FILTER_DEBOUNCE_MS}
            itemTemplate={pickerOptionItem}
            showEmptyMessage
            emptyMessage={t('form.noMatch')}
            completeMethod={(event) => complete(event.query)}
            onChange={(event) => {
              const next: unknown = event.value;
              if (next !== null && typeof next === 'object' && 'id' in next && 'name' in next) {
                const picked = next as LookupSuggestion;
                setSeller({ id: picked.id, name: picked.name });
                return;
              }
              setSeller(null);
              setTyped(typeof next === 'string' ? next : '');
            }}
          />
        ) : (
          <NumberInput
            id={inputId}
            value={markup}
            suffix="%"
            rule={MARKUP_RULE}
            onValueChange={setMarkup}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && canApply) apply();
            }}
          />
        )}
      </div>
    </Dialog>
  );
}
