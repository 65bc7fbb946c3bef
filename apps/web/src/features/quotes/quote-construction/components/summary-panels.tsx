import { useTranslation } from 'react-i18next';
import {
  fromCents,
  MESSAGES,
  OrderStatus,
  QuoteReturnStatus,
  QuoteStatus,
  SubQuoteStatus,
  type ConstructedQuote,
  type QuoteMoney,
} from '@portal/contracts';
import { Message, Tag, type TagSeverity } from '../../../../components/ui';
import { useFormat } from '../../../../lib/i18n-format';
import { translateMessage, useLabels } from '../../../../lib/i18n-labels';

const Q = QuoteStatus.ids;
const RETURN = QuoteReturnStatus.ids;
const SUB = SubQuoteStatus.ids;

/** Each quote status as a tag tone: in construction, with the buyer, done, gone. */
export const QUOTE_STATUS_SEVERITY: Readonly<Record<number, TagSeverity>> = {
  [Q.WIP]: 'warning',
  [Q.COMPLETE]: 'info',
  [Q.PROCESSED]: 'success',
  [Q.CANCELLED]: 'danger',
};

export const RETURN_STATUS_SEVERITY: Readonly<Record<number, TagSeverity>> = {
  [RETURN.NA]: 'secondary',
  [RETURN.PENDING]: 'warning',
  [RETURN.RETURNED]: 'success',
};

const SUB_QUOTE_STATUS_SEVERITY: Readonly<Record<number, TagSeverity>> = {
  [SUB.WIP]: 'warning',
  [SUB.COMPLETE]: 'success',
  [SUB.CANCELLED]: 'danger',
  [SUB.RECOMMENDED]: 'info',
  [SUB.ARCHIVED]: 'secondary',
  [SUB.INCOMPLETE]: 'danger',
};

/** The quote's status and return status as tags (spec 001 §4), for the page's title and the facts. */
export function QuoteStatusTags({ record }: { readonly record: ConstructedQuote }) {
  const labels = useLabels();
  return (
    <span className="quote-construction__tags">
      <Tag
        value={labels.enumeration(QuoteStatus, record.statusId)}
        severity={QUOTE_STATUS_SEVERITY[record.statusId] ?? 'info'}
      />
      {record.returnStatusId === RETURN.NA ? null : (
        <Tag
          value={labels.enumeration(QuoteReturnStatus, record.returnStatusId)}
          severity={RETURN_STATUS_SEVERITY[record.returnStatusId] ?? 'info'}
        />
      )}
    </span>
  );
}

/** The quote's header: job, buyer, owner, status and return status, revision, publication (issue 14). */
export function QuoteFacts({ record }: { readonly record: ConstructedQuote }) {
  const { t } = useTranslation();
  const format = useFormat();
  const labels = useLabels();
  const facts: Array<[string, React.ReactNode]> = [
    [t('quoteConstruction.job'), record.jobName],
    [t('quoteConstruction.buyer'), `${record.buyerCompanyName} — ${record.buyerUserName}`],
    [t('quoteConstruction.owner'), record.ownerUserName ?? t('quoteConstruction.noOwner')],
    [t('quoteConstruction.status'), <QuoteStatusTags key="status" record={record} />],
    [t('quoteConstruction.revision'), String(record.revision)],
    [
      t('quoteConstruction.published'),
      record.publishedAt ? format.date(record.publishedAt) : t('quoteConstruction.notPublished'),
    ],
    [t('quoteConstruction.deliveryProvince'), record.provinceName ?? '—'],
  ];
  // A processed quote names the order placed from it (POST order, decision 152).
  if (record.placedOrder) {
    facts.push([
      t('quoteConstruction.order'),
      `${record.placedOrder.formattedNumber} — ${labels.enumeration(OrderStatus, record.placedOrder.statusId)}`,
    ]);
  }
  return (
    <dl className="quote-construction__facts" aria-label={t('quoteConstruction.facts')}>
      {facts.map(([term, value]) => (
        <div key={term} className="quote-construction__fact">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** spec 001 §7 subQuotesByQuoteId: one sub-quote per seller, its status, lines and totals (as last saved). */
export function SubQuotesPanel({ record }: { readonly record: ConstructedQuote }) {
  const { t } = useTranslation();
  const format = useFormat();
  const labels = useLabels();
  return (
    <section className="quote-construction__panel" aria-labelledby="quote-construction-sub-quotes">
      <h2 id="quote-construction-sub-quotes" className="quote-construction__panel-title">
        {t('quoteConstruction.subQuotes')}
      </h2>
      {record.subQuotes.length === 0 ? (
        <p className="quote-construction__empty">{t('quoteConstruction.noSubQuotes')}</p>
      ) : (
        <table className="quote-construction__table" aria-label={t('quoteConstruction.subQuotesLabel')}>
          <thead>
            <tr>
              <th scope="col">{t('quoteConstruction.seller')}</th>
              <th scope="col">{t('quoteConstruction.status')}</th>
              <th scope="col" className="quote-construction__number">
                {t('quoteConstruction.subQuoteLines')}
              </th>
              <th scope="col" className="quote-construction__number">
                {t('quoteConstruction.sellerTotal')}
              </th>
              <th scope="col" className="quote-construction__number">
                {t('quoteConstruction.buyerTotal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {record.subQuotes.map((subQuote) => (
              <tr key={subQuote.id}>
                <th scope="row">{subQuote.sellerCompanyName}</th>
                <td>
                  <Tag
                    value={labels.enumeration(SubQuoteStatus, subQuote.statusId)}
                    severity={SUB_QUOTE_STATUS_SEVERITY[subQuote.statusId] ?? 'info'}
                  />
                </td>
                <td className="quote-construction__number">{subQuote.lineCount}</td>
                <td className="quote-construction__number">{format.money(subQuote.sellerTotal)}</td>
                <td className="quote-construction__number">{format.money(subQuote.buyerTotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="quote-construction__hint">{t('quoteConstruction.subQuotesAsSaved')}</p>
    </section>
  );
}

export interface TotalsPanelProps {
  /** The totals as the user's working copy makes them (decision 148's rules, the server's too). */
  readonly money: QuoteMoney;
  readonly taxRate: number;
  readonly buyerFeeRate: number | null;
  /** The working copy differs from what was saved: the figures follow the typing. */
  readonly isDirty: boolean;
}

/**
 * The quote's totals (issue 14, decision 148): seller cost, buyer subtotal, margin, discount, transport, fee, tax
 * with its rate, grand total (§9 money format), with the quote tax disclaimer (spec 001 §8 notices).
 */
export function TotalsPanel({ money, taxRate, buyerFeeRate, isDirty }: TotalsPanelProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const amount = (cents: number) => format.money(fromCents(cents));
  const rows: Array<[string, number, boolean]> = [
    [t('quoteConstruction.sellerCost'), money.sellerCostCents, false],
    [t('quoteConstruction.buyerSubtotal'), money.buyerSubtotalCents, false],
    [t('quoteConstruction.margin'), money.marginCents, false],
    [t('quoteConstruction.discount'), -money.discountCents, false],
    [t('quoteConstruction.transport'), money.transportCents, false],
    [
      buyerFeeRate === null
        ? t('quoteConstruction.fee')
        : t('quoteConstruction.feeWithRate', { rate: format.decimal(buyerFeeRate) }),
      money.feeCents,
      false,
    ],
    [t('quoteConstruction.tax', { rate: format.decimal(taxRate) }), money.taxCents, false],
    [t('quoteConstruction.grandTotal'), money.grandTotalCents, true],
  ];
  return (
    <section className="quote-construction__panel" aria-labelledby="quote-construction-totals">
      <h2 id="quote-construction-totals" className="quote-construction__panel-title">
        {t('quoteConstruction.totals')}
      </h2>
      <dl className="quote-construction__totals">
        {rows.map(([label, cents, isGrand]) => (
          <div
            key={label}
            className={`quote-construction__total${isGrand ? ' quote-construction__total--grand' : ''}`}
          >
            <dt>{label}</dt>
            <dd>{amount(cents)}</dd>
          </div>
        ))}
      </dl>
      {money.unpricedLineCount > 0 ? (
        <p className="quote-construction__hint">
          {t('quoteConstruction.unpriced', { count: money.unpricedLineCount })}
        </p>
      ) : null}
      {isDirty ? (
        <p className="quote-construction__hint">{t('quoteConstruction.totalsFollowTyping')}</p>
      ) : null}
      <Message severity="info" text={translateMessage(MESSAGES.taxDisclaimer)} />
    </section>
  );
}
