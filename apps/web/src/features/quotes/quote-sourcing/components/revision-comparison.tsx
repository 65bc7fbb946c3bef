import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ItemStatus,
  REVISION_TOTAL_FIELDS,
  TransportType,
  type QuoteRevisionComparison,
  type QuoteRevisionSummary,
  type RevisionChange,
  type RevisionLine,
  type RevisionLineComparison,
  type RevisionLineField,
  type RevisionTransportCost,
} from '@portal/contracts';
import { Button, Dropdown, Tag, iconClass, type TagSeverity } from '../../../../components/ui';
import { useFormat, type Formatters } from '../../../../lib/i18n-format';
import { useLabels, type LabelHelpers } from '../../../../lib/i18n-labels';
import { useQuoteRevisionComparison, useQuoteRevisions } from '../api/quote-sourcing';
import { effectiveRevisionChoice, visibleComparisonLines, type RevisionChoice } from './revision-choice';
import './quote-sourcing.css';

/** The 'now' option of the 'With' list: revisions start at 1, so 0 never names one. */
const NOW = 0;

const CHANGE_SEVERITY: Record<RevisionChange, TagSeverity> = {
  added: 'success',
  removed: 'danger',
  changed: 'warning',
  unchanged: 'secondary',
};

type LineColumnWord =
  'quantity' | 'status' | 'seller' | 'sellerUnitPrice' | 'markupRate' | 'buyerUnitPrice' | 'buyerPrice';

/** The compared fields the table shows, each as a before/after pair (the seller's price follows the others). */
const LINE_COLUMNS: ReadonlyArray<{ readonly field: RevisionLineField; readonly word: LineColumnWord }> = [
  { field: 'quantity', word: 'quantity' },
  { field: 'statusId', word: 'status' },
  { field: 'sellerCompanyId', word: 'seller' },
  { field: 'sellerUnitPrice', word: 'sellerUnitPrice' },
  { field: 'markupRate', word: 'markupRate' },
  { field: 'buyerUnitPrice', word: 'buyerUnitPrice' },
  { field: 'buyerPrice', word: 'buyerPrice' },
];

interface Display {
  readonly format: Formatters;
  readonly labels: LabelHelpers;
  readonly empty: string;
}

function lineValue(line: RevisionLine | null, field: RevisionLineField, display: Display): string {
  if (line === null) return display.empty;
  const { format, labels, empty } = display;
  switch (field) {
    case 'quantity':
      return format.decimal(line.quantity);
    case 'statusId':
      return labels.enumeration(ItemStatus, line.statusId);
    case 'sellerCompanyId':
      return line.sellerCompanyName ?? empty;
    case 'markupRate':
      return line.markupRate === null ? empty : format.decimal(line.markupRate);
    case 'sellerUnitPrice':
    case 'buyerUnitPrice':
    case 'sellerPrice':
    case 'buyerPrice':
      return line[field] === null ? empty : format.money(line[field]);
    case 'productId':
    case 'productSizeId':
    case 'specs':
      return whatItIs(line);
  }
}

/** Product, size and specs in one phrase. */
function whatItIs(line: RevisionLine): string {
  return [line.productName, line.productSizeName, ...line.specs.map((spec) => spec.name)].join(', ');
}

function signedMoney(format: Formatters, value: number): string {
  return value > 0 ? `+${format.money(value)}` : format.money(value);
}

interface ComparedCellProps {
  readonly value: string;
  readonly isChanged: boolean;
  /** The newer side's cell says 'changed' to a screen reader; colour alone does not (WCAG 1.4.1). */
  readonly isAfter: boolean;
  readonly className?: string;
}

function ComparedCell({ value, isChanged, isAfter, className }: ComparedCellProps) {
  const { t } = useTranslation();
  const classes = ['revision-cell', isChanged ? 'revision-cell--changed' : null, className].filter(Boolean);
  return (
    <td className={classes.join(' ')} data-changed={isChanged ? 'true' : undefined}>
      {value}
      {isChanged && isAfter ? (
        <span className="visually-hidden"> ({t('quoteSourcing.revisions.changed')})</span>
      ) : null}
    </td>
  );
}

function LineRow({ row, display }: { readonly row: RevisionLineComparison; readonly display: Display }) {
  const { t } = useTranslation();
  const current = row.after ?? row.before;
  const isNewProduct = row.kinds.includes('product');
  return (
    <tr className={`revision-row revision-row--${row.change}`}>
      <th scope="row" className="revision-cell revision-cell--number">
        {current?.sequenceNumber ?? ''}
      </th>
      <td className="revision-cell revision-cell--product">
        {current ? whatItIs(current) : ''}
        {isNewProduct && row.before ? (
          <del className="revision-cell__was" data-changed="true">
            {whatItIs(row.before)}
          </del>
        ) : null}
      </td>
      <td className="revision-cell">
        <Tag
          value={t(`quoteSourcing.revisions.changes.${row.change}`)}
          severity={CHANGE_SEVERITY[row.change]}
        />
        {row.kinds.length > 0 ? (
          <span className="revision-cell__kinds">
            {row.kinds.map((kind) => t(`quoteSourcing.revisions.kinds.${kind}`)).join(', ')}
          </span>
        ) : null}
      </td>
      {LINE_COLUMNS.map(({ field }) => {
        // An added or removed line is marked as a whole (its row and its tag), not cell by cell.
        const isChanged = row.changedFields.includes(field);
        return [
          <ComparedCell
            key={`${field}-before`}
            value={lineValue(row.before, field, display)}
            isChanged={isChanged}
            isAfter={false}
          />,
          <ComparedCell
            key={`${field}-after`}
            value={lineValue(row.after, field, display)}
            isChanged={isChanged}
            isAfter
            className="revision-cell--after"
          />,
        ];
      })}
    </tr>
  );
}

function LinesTable({
  lines,
  display,
}: {
  readonly lines: readonly RevisionLineComparison[];
  readonly display: Display;
}) {
  const { t } = useTranslation();
  const words = (key: string) => t(`quoteSourcing.revisions.${key}`);
  return (
    <div className="revision-table-scroll">
      <table className="revision-table" aria-label={words('linesTable')}>
        <colgroup span={3} />
        {LINE_COLUMNS.map(({ field }) => (
          <colgroup key={field} span={2} />
        ))}
        <thead>
          <tr>
            <th scope="col" rowSpan={2}>
              {words('line')}
            </th>
            <th scope="col" rowSpan={2}>
              {t('quoteSourcing.product')}
            </th>
            <th scope="col" rowSpan={2}>
              {words('change')}
            </th>
            {LINE_COLUMNS.map(({ field, word }) => (
              <th key={field} scope="colgroup" colSpan={2} className="revision-table__group">
                {t(`quoteSourcing.${word}`)}
              </th>
            ))}
          </tr>
          <tr>
            {LINE_COLUMNS.map(({ field, word }) => {
              const column = t(`quoteSourcing.${word}`);
              return [
                <th
                  key={`${field}-before`}
                  scope="col"
                  abbr={t('quoteSourcing.revisions.columnBefore', { column })}
                >
                  {words('before')}
                </th>,
                <th
                  key={`${field}-after`}
                  scope="col"
                  abbr={t('quoteSourcing.revisions.columnAfter', { column })}
                >
                  {words('after')}
                </th>,
              ];
            })}
          </tr>
        </thead>
        <tbody>
          {lines.map((row) => (
            <LineRow key={row.itemId} row={row} display={display} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function transporterNames(cost: RevisionTransportCost | null, empty: string): string {
  if (cost === null) return empty;
  return cost.transporters.length === 0 ? empty : cost.transporters.map((entry) => entry.name).join(', ');
}

function ChargesTables({
  comparison,
  display,
}: {
  readonly comparison: QuoteRevisionComparison;
  readonly display: Display;
}) {
  const { t } = useTranslation();
  const words = (key: string) => t(`quoteSourcing.revisions.${key}`);
  const { format, labels, empty } = display;
  const money = (value: number | null | undefined) =>
    value === null || value === undefined ? empty : format.money(value);
  const transportType = (cost: RevisionTransportCost | null) =>
    cost === null ? empty : labels.enumeration(TransportType, cost.transportTypeId);
  return (
    <>
      {comparison.discounts.length > 0 ? (
        <table className="revision-table revision-table--small" aria-label={words('discounts')}>
          <thead>
            <tr>
              <th scope="col">{words('discount')}</th>
              <th scope="col">{words('change')}</th>
              <th scope="col">{words('before')}</th>
              <th scope="col">{words('after')}</th>
            </tr>
          </thead>
          <tbody>
            {comparison.discounts.map((entry, index) => {
              const isChanged = entry.change !== 'unchanged';
              return (
                <tr
                  key={`${entry.discountId}-${index}`}
                  className={`revision-row revision-row--${entry.change}`}
                >
                  <th scope="row">{entry.discountName}</th>
                  <td>{words(`changes.${entry.change}`)}</td>
                  <ComparedCell value={money(entry.beforeAmount)} isChanged={isChanged} isAfter={false} />
                  <ComparedCell value={money(entry.afterAmount)} isChanged={isChanged} isAfter />
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      {comparison.transportCosts.length > 0 ? (
        <table className="revision-table revision-table--small" aria-label={words('transportCosts')}>
          <thead>
            <tr>
              <th scope="col">{t('quoteSourcing.seller')}</th>
              <th scope="col">{words('change')}</th>
              <th scope="col">{words('transportType')}</th>
              <th scope="col">{words('cost')}</th>
              <th scope="col">{words('transporters')}</th>
            </tr>
          </thead>
          <tbody>
            {comparison.transportCosts.map((entry) => {
              const changed = (field: 'transportTypeId' | 'cost' | 'transporters') =>
                entry.change === 'added' || entry.change === 'removed' || entry.changedFields.includes(field);
              const pair = (before: string, after: string) =>
                entry.change === 'unchanged' || before === after ? after : `${before} → ${after}`;
              return (
                <tr key={entry.sellerCompanyId} className={`revision-row revision-row--${entry.change}`}>
                  <th scope="row">{entry.sellerCompanyName}</th>
                  <td>{words(`changes.${entry.change}`)}</td>
                  <ComparedCell
                    value={pair(transportType(entry.before), transportType(entry.after))}
                    isChanged={changed('transportTypeId')}
                    isAfter
                  />
                  <ComparedCell
                    value={pair(money(entry.before?.cost), money(entry.after?.cost))}
                    isChanged={changed('cost')}
                    isAfter
                  />
                  <ComparedCell
                    value={pair(transporterNames(entry.before, empty), transporterNames(entry.after, empty))}
                    isChanged={changed('transporters')}
                    isAfter
                  />
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      <table className="revision-table revision-table--small" aria-label={words('totals')}>
        <thead>
          <tr>
            <th scope="col">{words('total')}</th>
            <th scope="col">{words('before')}</th>
            <th scope="col">{words('after')}</th>
            <th scope="col">{words('difference')}</th>
          </tr>
        </thead>
        <tbody>
          {REVISION_TOTAL_FIELDS.map((field) => {
            const entry = comparison.totals.find((total) => total.field === field);
            if (!entry) return null;
            const isChanged = entry.difference !== 0;
            return (
              <tr key={field}>
                <th scope="row">{words(`totalNames.${field}`)}</th>
                <ComparedCell value={format.money(entry.before)} isChanged={isChanged} isAfter={false} />
                <ComparedCell value={format.money(entry.after)} isChanged={isChanged} isAfter />
                <td className="revision-cell revision-cell--number">
                  {isChanged ? signedMoney(format, entry.difference) : empty}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}

function Summary({ comparison }: { readonly comparison: QuoteRevisionComparison }) {
  const { t } = useTranslation();
  const { summary } = comparison;
  const hasOthers = summary.quantity + summary.status + summary.product > 0;
  return (
    <div className="revision-summary" role="status">
      <p className="revision-summary__main">{t('quoteSourcing.revisions.summary', summary)}</p>
      {hasOthers ? <p>{t('quoteSourcing.revisions.summaryOthers', summary)}</p> : null}
    </div>
  );
}

function revisionLabel(
  entry: QuoteRevisionSummary,
  format: Formatters,
  t: ReturnType<typeof useTranslation>['t'],
): string {
  const date = format.dateTime(entry.publishedAt);
  return entry.publishedByUserName
    ? t('quoteSourcing.revisions.revisionBy', {
        revision: entry.revision,
        date,
        name: entry.publishedByUserName,
      })
    : t('quoteSourcing.revisions.revisionOn', { revision: entry.revision, date });
}

function Failure({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="sourcing-failure" role="alert">
      <span>{t('quoteSourcing.loadFailed')}</span>
      <Button type="button" label={t('table.retry')} icon={iconClass('refresh')} text onClick={onRetry} />
    </div>
  );
}

export interface RevisionComparisonProps {
  /** The quote whose published revisions are compared (issue 14 'Versions', decision 157). */
  readonly quoteId: number;
}

/**
 * Two versions of a quote side by side (issue 14 'Versions'): any published revision against another, or against
 * the quote as it is now; a summary line, the lines with their changed cells marked (by colour and, for screen
 * readers, by word), the discounts, transport costs and totals. The workspace mounts it as a tab or a dialog.
 */
export function RevisionComparison({ quoteId }: RevisionComparisonProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const labels = useLabels();
  const id = useId();
  const revisions = useQuoteRevisions(quoteId);
  const [chosen, setChosen] = useState<RevisionChoice | null>(null);
  const [isUnchangedShown, setUnchangedShown] = useState(false);
  const choice = effectiveRevisionChoice(revisions.data ?? [], chosen);
  const comparison = useQuoteRevisionComparison(quoteId, choice?.from ?? null, choice?.to ?? null);
  const display: Display = { format, labels, empty: t('quoteSourcing.emptyValue') };

  let body: ReactNode;
  if (revisions.isPending) {
    body = <p>{t('common.loading')}</p>;
  } else if (revisions.isError) {
    body = <Failure onRetry={() => void revisions.refetch()} />;
  } else if (choice === null) {
    body = <p>{t('quoteSourcing.revisions.noneYet')}</p>;
  } else {
    const options = revisions.data.map((entry) => ({
      id: entry.revision,
      name: revisionLabel(entry, format, t),
    }));
    const data = comparison.data;
    const lines = data ? visibleComparisonLines(data.lines, isUnchangedShown) : [];
    body = (
      <>
        <div className="revision-choice">
          <div className="form-field">
            <label htmlFor={`${id}-from`}>{t('quoteSourcing.revisions.from')}</label>
            <Dropdown
              inputId={`${id}-from`}
              value={choice.from}
              options={options}
              optionLabel="name"
              optionValue="id"
              onChange={(event) => setChosen({ from: Number(event.value), to: choice.to })}
            />
          </div>
          <div className="form-field">
            <label htmlFor={`${id}-to`}>{t('quoteSourcing.revisions.to')}</label>
            <Dropdown
              inputId={`${id}-to`}
              value={choice.to ?? NOW}
              options={[...options, { id: NOW, name: t('quoteSourcing.revisions.now') }]}
              optionLabel="name"
              optionValue="id"
              onChange={(event) => {
                const to = Number(event.value);
                setChosen({ from: choice.from, to: to === NOW ? null : to });
              }}
            />
          </div>
          <label className="revision-choice__unchanged">
            <input
              type="checkbox"
              checked={isUnchangedShown}
              onChange={(event) => setUnchangedShown(event.target.checked)}
            />
            {t('quoteSourcing.revisions.showUnchanged')}
          </label>
        </div>
        {comparison.isError ? (
          <Failure onRetry={() => void comparison.refetch()} />
        ) : !data ? (
          <p>{t('common.loading')}</p>
        ) : (
          <div className="revision-comparison__result" aria-busy={comparison.isFetching}>
            <Summary comparison={data} />
            {lines.length > 0 ? (
              <LinesTable lines={lines} display={display} />
            ) : (
              <p>{t('quoteSourcing.revisions.noLineChanged')}</p>
            )}
            <ChargesTables comparison={data} display={display} />
          </div>
        )}
      </>
    );
  }

  return (
    <section className="revision-comparison" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('quoteSourcing.revisions.title')}</h3>
      {body}
    </section>
  );
}
