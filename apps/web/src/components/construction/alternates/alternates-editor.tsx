import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AltItemImportSource, QUOTE_ITEM_MAX_ALTERNATES, type AltItem } from '@portal/contracts';
import { Button, iconClass, useToast } from '../../ui';
import { useFormat } from '../../../lib/i18n-format';
import { useLabels } from '../../../lib/i18n-labels';
import { AlternateFormDialog } from './alternate-form-dialog';
import { addImportedAlternates, alternateName, nextDraftAlternateId } from './alternates';
import { ImportAlternatesDialog } from './import-alternates-dialog';
import './alternates.css';

export interface AlternatesLine {
  readonly sequenceNumber: number;
  readonly productName: string;
  readonly productSizeName: string;
}

/** Which dialog is open: the form (adding, or editing one alternate) or the import. */
type OpenDialog = { readonly kind: 'form'; readonly altItem: AltItem | null } | { readonly kind: 'import' };

export interface AlternatesEditorProps {
  /** The quote line or order item the alternates are for (its number, product and size name the section). */
  readonly line: AlternatesLine;
  /** The line's alternates as the workspace holds them (saved ones, and new ones with negative ids). */
  readonly altItems: readonly AltItem[];
  /** The whole new list: the workspace keeps it and sends it with its Save (toAltItemInputs). */
  readonly onChange: (altItems: AltItem[]) => void;
  /**
   * 'Use as substitute' on an alternate (spec 001 §4 'marked substituted'): the workspace makes it the save's
   * substitution of the line (toSubstitution). Without it the action is not offered.
   */
  readonly onUseAsSubstitute?: (altItem: AltItem) => void;
  /**
   * A quote not in WIP (spec 001 §4: processed quotes read-only), an order past Planning Delivery, or a line the
   * workspace does not let be edited: the alternates are shown only.
   */
  readonly readOnly?: boolean;
}

/**
 * A quote line's or an order item's alternates (spec 001 §3 altQuoteItems and altOrderItems; issue 14
 * 'Alternates and substitutions', issue 15; decision 173): listed with where each came from; added by hand (at least one of product, size, specs — §5) or imported from another quote, a
 * QTO quote, an order or inventory; edited, removed, or used as the line's substitute. Changes stay in the
 * workspace until its Save.
 */
export function AlternatesEditor({
  line,
  altItems,
  onChange,
  onUseAsSubstitute,
  readOnly = false,
}: AlternatesEditorProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const labels = useLabels();
  const toast = useToast();
  const id = useId();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const words = (key: string, options?: Record<string, unknown>) =>
    t(`quoteSourcing.alternates.${key}`, options);
  const empty = t('quoteSourcing.emptyValue');
  const isFull = altItems.length >= QUOTE_ITEM_MAX_ALTERNATES;
  const nameOf = (altItem: AltItem, index: number) =>
    alternateName(altItem) ?? words('unnamed', { position: index + 1 });

  const sourceOf = (altItem: AltItem) =>
    altItem.importSourceId === null
      ? words('byHand')
      : labels.enumeration(AltItemImportSource, altItem.importSourceId);

  const handleApply = (applied: AltItem) => {
    const exists = altItems.some((altItem) => altItem.id === applied.id);
    onChange(
      exists
        ? altItems.map((altItem) => (altItem.id === applied.id ? applied : altItem))
        : [...altItems, applied],
    );
  };

  return (
    <section className="alternates-editor" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        {words('title')} — {line.sequenceNumber}. {line.productName}, {line.productSizeName}
      </h3>
      {readOnly ? null : (
        <div className="alternates-toolbar">
          <Button
            type="button"
            label={words('add')}
            icon={iconClass('add')}
            disabled={isFull}
            onClick={() => setDialog({ kind: 'form', altItem: null })}
          />
          <Button
            type="button"
            label={words('import')}
            icon={iconClass('download')}
            outlined
            disabled={isFull}
            onClick={() => setDialog({ kind: 'import' })}
          />
          {isFull ? <span role="status">{words('tooMany', { max: QUOTE_ITEM_MAX_ALTERNATES })}</span> : null}
        </div>
      )}
      {altItems.length === 0 ? (
        <p>{words('none')}</p>
      ) : (
        <table className="alternates-table" aria-label={words('table')}>
          <thead>
            <tr>
              <th scope="col">{t('quoteSourcing.product')}</th>
              <th scope="col">{t('quoteSourcing.size')}</th>
              <th scope="col">{t('quoteSourcing.specs')}</th>
              <th scope="col">{t('quoteSourcing.quantity')}</th>
              <th scope="col">{t('quoteSourcing.seller')}</th>
              <th scope="col">{t('quoteSourcing.sellerUnitPrice')}</th>
              <th scope="col">{t('quoteSourcing.note')}</th>
              <th scope="col">{t('quoteSourcing.source')}</th>
              {readOnly ? null : (
                <th scope="col">
                  <span className="visually-hidden">{t('table.actions')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {altItems.map((altItem, index) => {
              const name = nameOf(altItem, index);
              return (
                <tr key={altItem.id}>
                  <th scope="row">{altItem.productName ?? empty}</th>
                  <td>{altItem.productSizeName ?? empty}</td>
                  <td>{altItem.specs.map((spec) => spec.name).join(', ') || empty}</td>
                  <td className="alternates-table__number">
                    {altItem.quantity === null ? empty : format.decimal(altItem.quantity)}
                  </td>
                  <td>{altItem.sellerCompanyName ?? empty}</td>
                  <td className="alternates-table__number">
                    {altItem.sellerUnitPrice === null ? empty : format.money(altItem.sellerUnitPrice)}
                  </td>
                  <td>{altItem.note ?? empty}</td>
                  <td>{sourceOf(altItem)}</td>
                  {readOnly ? null : (
                    <td className="alternates-table__actions">
                      <Button
                        type="button"
                        label={words('edit')}
                        aria-label={words('editNamed', { name })}
                        icon={iconClass('edit')}
                        size="small"
                        text
                        onClick={() => setDialog({ kind: 'form', altItem })}
                      />
                      <Button
                        type="button"
                        label={words('remove')}
                        aria-label={words('removeNamed', { name })}
                        icon={iconClass('delete')}
                        size="small"
                        text
                        severity="danger"
                        onClick={() => onChange(altItems.filter((entry) => entry.id !== altItem.id))}
                      />
                      {onUseAsSubstitute ? (
                        <Button
                          type="button"
                          label={words('useAsSubstitute')}
                          aria-label={words('useAsSubstituteNamed', { name })}
                          icon={iconClass('revert')}
                          size="small"
                          outlined
                          onClick={() => onUseAsSubstitute(altItem)}
                        />
                      ) : null}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <AlternateFormDialog
        isOpen={dialog?.kind === 'form'}
        altItem={dialog?.kind === 'form' ? dialog.altItem : null}
        draftId={nextDraftAlternateId(altItems)}
        onApply={handleApply}
        onClose={() => setDialog(null)}
      />
      <ImportAlternatesDialog
        isOpen={dialog?.kind === 'import'}
        onImport={(candidates) => {
          const result = addImportedAlternates(altItems, candidates, QUOTE_ITEM_MAX_ALTERNATES);
          onChange(result.altItems);
          if (result.leftOut > 0) toast.showWarning(words('tooMany', { max: QUOTE_ITEM_MAX_ALTERNATES }));
        }}
        onClose={() => setDialog(null)}
      />
    </section>
  );
}
