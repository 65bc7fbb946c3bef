import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AltItemImportSource,
  FILTER_DEBOUNCE_MS,
  IMPORT_QUOTE_MAX_PAGE_SIZE,
  type ImportCandidate,
} from '@portal/contracts';
import { Button, Dialog, Dropdown, InputText, iconClass } from '../../ui';
import { isApiError } from '../../../lib/api-client';
import { useFormat } from '../../../lib/i18n-format';
import { useLabels } from '../../../lib/i18n-labels';
import './alternates.css';
import { useImportCandidates } from './use-import-candidates';

/** The text a search box holds, FILTER_DEBOUNCE_MS after the last key (spec 001 §9: debounce 500 ms). */
function useDebouncedValue(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

function candidateKey(candidate: ImportCandidate): string {
  return `${candidate.importSourceId}:${candidate.sourceItemId}`;
}

function candidateName(candidate: ImportCandidate): string {
  return [candidate.productName, candidate.productSizeName, ...candidate.specs.map((spec) => spec.name)].join(
    ', ',
  );
}

interface ImportFormProps {
  readonly defaultSearch: string;
  readonly onImport: (candidates: ImportCandidate[]) => void;
  readonly onCancel: () => void;
}

function ImportForm({ defaultSearch, onImport, onCancel }: ImportFormProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const labels = useLabels();
  const id = useId();
  const [importSourceId, setImportSourceId] = useState<number>(AltItemImportSource.ids.REGULAR_QUOTE);
  const [numberText, setNumberText] = useState('');
  const [searchText, setSearchText] = useState(defaultSearch);
  const [page, setPage] = useState(1);
  // Picked lines are kept across pages and searches, so a few can be gathered from several looks.
  const [selected, setSelected] = useState<ReadonlyMap<string, ImportCandidate>>(new Map());
  const number = useDebouncedValue(numberText.trim());
  const search = useDebouncedValue(searchText.trim());
  // Inventory is the catalog's own items; the other sources are one quote's or order's lines (spec 001 §7).
  const needsNumber = importSourceId !== AltItemImportSource.ids.INVENTORY;
  const isAsking = !needsNumber || number !== '';
  const candidates = useImportCandidates(
    {
      importSourceId,
      ...(needsNumber ? { number } : {}),
      ...(search === '' ? {} : { search }),
      page,
      size: IMPORT_QUOTE_MAX_PAGE_SIZE,
    },
    isAsking,
  );
  const words = (key: string, options?: Record<string, unknown>) =>
    t(`quoteSourcing.importDialog.${key}`, options);
  const empty = t('quoteSourcing.emptyValue');

  const rows = candidates.data?.rows ?? [];
  const total = candidates.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / IMPORT_QUOTE_MAX_PAGE_SIZE));
  const isEveryRowSelected = rows.length > 0 && rows.every((row) => selected.has(candidateKey(row)));

  const toggle = (candidate: ImportCandidate, isChosen: boolean) => {
    setSelected((current) => {
      const next = new Map(current);
      if (isChosen) next.set(candidateKey(candidate), candidate);
      else next.delete(candidateKey(candidate));
      return next;
    });
  };

  let results;
  if (!isAsking) {
    results = <p id={`${id}-number-needed`}>{words('needNumber')}</p>;
  } else if (candidates.isError) {
    // A 4xx names what is wrong with the question (an unknown number…); anything else is the generic failure.
    const error = candidates.error;
    results = (
      <div className="alternates-failure" role="alert">
        <span>
          {isApiError(error) && error.status < 500
            ? labels.message(error.message)
            : t('quoteSourcing.loadFailed')}
        </span>
        <Button
          type="button"
          label={t('table.retry')}
          icon={iconClass('refresh')}
          text
          onClick={() => void candidates.refetch()}
        />
      </div>
    );
  } else if (candidates.isPending) {
    results = <p>{t('common.loading')}</p>;
  } else if (rows.length === 0) {
    results = <p role="status">{t('table.empty')}</p>;
  } else {
    results = (
      <>
        <table className="alternates-table" aria-label={words('lines')} aria-busy={candidates.isFetching}>
          <thead>
            <tr>
              <th scope="col">
                <input
                  type="checkbox"
                  aria-label={words('selectAll')}
                  checked={isEveryRowSelected}
                  onChange={(event) => {
                    for (const row of rows) toggle(row, event.target.checked);
                  }}
                />
              </th>
              <th scope="col">{t('quoteSourcing.source')}</th>
              <th scope="col">{t('quoteSourcing.product')}</th>
              <th scope="col">{t('quoteSourcing.size')}</th>
              <th scope="col">{t('quoteSourcing.specs')}</th>
              <th scope="col">{t('quoteSourcing.quantity')}</th>
              <th scope="col">{t('quoteSourcing.seller')}</th>
              <th scope="col">{t('quoteSourcing.sellerUnitPrice')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={candidateKey(row)}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={words('select', { name: candidateName(row) })}
                    checked={selected.has(candidateKey(row))}
                    onChange={(event) => toggle(row, event.target.checked)}
                  />
                </td>
                <td>{row.sourceNumber ?? labels.enumeration(AltItemImportSource, row.importSourceId)}</td>
                <th scope="row">{row.productName}</th>
                <td>{row.productSizeName}</td>
                <td>{row.specs.map((spec) => spec.name).join(', ') || empty}</td>
                <td className="alternates-table__number">
                  {row.quantity === null ? empty : format.decimal(row.quantity)}
                </td>
                <td>{row.sellerCompanyName ?? empty}</td>
                <td className="alternates-table__number">
                  {row.sellerUnitPrice === null ? empty : format.money(row.sellerUnitPrice)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="import-dialog__pager">
          <span>{words('shown', { shown: rows.length, total })}</span>
          <Button
            type="button"
            label={words('previous')}
            text
            disabled={page <= 1}
            onClick={() => setPage((current) => Math.max(1, current - 1))}
          />
          <span>{words('page', { page, pages })}</span>
          <Button
            type="button"
            label={words('next')}
            text
            disabled={page >= pages}
            onClick={() => setPage((current) => current + 1)}
          />
        </div>
      </>
    );
  }

  return (
    <div className="import-dialog">
      <div className="alternates-toolbar">
        <div className="form-field">
          <label htmlFor={`${id}-source`}>{words('source')}</label>
          <Dropdown
            inputId={`${id}-source`}
            value={importSourceId}
            options={labels.options(AltItemImportSource)}
            optionLabel="name"
            optionValue="id"
            onChange={(event) => {
              // A new question starts at its first page.
              setImportSourceId(Number(event.value));
              setPage(1);
            }}
          />
        </div>
        {needsNumber ? (
          <div className="form-field">
            <label htmlFor={`${id}-number`}>{words('number')}</label>
            <InputText
              id={`${id}-number`}
              value={numberText}
              aria-describedby={`${id}-number-hint`}
              onChange={(event) => {
                setNumberText(event.target.value);
                setPage(1);
              }}
            />
            <small id={`${id}-number-hint`} className="field-hint">
              {words('numberHint')}
            </small>
          </div>
        ) : null}
        <div className="form-field">
          <label htmlFor={`${id}-search`}>{words('search')}</label>
          <InputText
            id={`${id}-search`}
            value={searchText}
            aria-describedby={`${id}-search-hint`}
            onChange={(event) => {
              setSearchText(event.target.value);
              setPage(1);
            }}
          />
          <small id={`${id}-search-hint`} className="field-hint">
            {words('searchHint')}
          </small>
        </div>
      </div>
      {results}
      <div className="form-actions">
        <Button type="button" label={t('common.cancel')} severity="secondary" text onClick={onCancel} />
        <Button
          type="button"
          label={words('importSelected', { count: selected.size })}
          icon={iconClass('download')}
          disabled={selected.size === 0}
          onClick={() => onImport([...selected.values()])}
        />
      </div>
    </div>
  );
}

export interface ImportAlternatesDialogProps {
  readonly isOpen: boolean;
  /** What the search starts with (the line's product name): the usual question is 'this plant, elsewhere'. */
  readonly defaultSearch?: string;
  /** The lines picked, to become alternates; the dialog closes after. */
  readonly onImport: (candidates: ImportCandidate[]) => void;
  readonly onClose: () => void;
}

/**
 * Alternates imported from another regular quote, a QTO quote, an order or inventory (spec 001 §3 alt item import
 * sources, §7 importQuote): choose the source, name the quote or order, search, pick lines across pages, import.
 */
export function ImportAlternatesDialog({
  isOpen,
  defaultSearch = '',
  onImport,
  onClose,
}: ImportAlternatesDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      header={t('quoteSourcing.importDialog.title')}
      visible={isOpen}
      onHide={onClose}
      style={{ width: 'min(64rem, 96vw)' }}
    >
      {isOpen ? (
        <ImportForm
          defaultSearch={defaultSearch}
          onImport={(candidates) => {
            onImport(candidates);
            onClose();
          }}
          onCancel={onClose}
        />
      ) : null}
    </Dialog>
  );
}
