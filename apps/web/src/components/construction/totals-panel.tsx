import { useTranslation } from 'react-i18next';
import { fromCents, taxNote, type QuoteMoney, type TaxNoteSubject } from '@portal/contracts';
import { Message } from '../ui';
import { useFormat } from '../../lib/i18n-format';
import { translateMessage } from '../../lib/i18n-labels';

/** A charge a workspace adds to the totals after transport (an order's buyer delivery fee), in cents. */
export interface ExtraTotal {
  readonly label: string;
  readonly cents: number;
}

export interface TotalsPanelProps {
  /** The workspace's dictionary area holding the panel's words (`quoteConstruction`, `orderConstruction`). */
  readonly area: string;
  /** The totals as the user's working copy makes them (decision 148's rules, the server's too). */
  readonly money: QuoteMoney;
  readonly taxRate: number;
  readonly buyerFeeRate: number | null;
  /** The working copy differs from what was saved: the figures follow the typing. */
  readonly isDirty: boolean;
  /** The tax disclaimer of spec 001 §8 notices (the quote's or the order's), a catalogue message. */
  readonly disclaimer: string;
  /**
   * The delivery province or state and its taxes (decision 202): the note names them — GST/QST in Quebec, HST in
   * Ontario, a US state's sales tax — and the general disclaimer shows only when the province is not known.
   */
  readonly tax?: TaxNoteSubject;
  readonly extraTotals?: readonly ExtraTotal[];
}

/**
 * The totals of a quote or an order (decision 148): seller cost, buyer subtotal, margin, discount, transport, fee,
 * tax with its rate, grand total (§9 money format), with the tax disclaimer (spec 001 §8 notices).
 */
export function TotalsPanel({
  area,
  money,
  taxRate,
  buyerFeeRate,
  isDirty,
  disclaimer,
  tax,
  extraTotals = [],
}: TotalsPanelProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const amount = (cents: number) => format.money(fromCents(cents));
  const titleId = `${area}-totals`;
  const rows: Array<[string, number, boolean]> = [
    [t(`${area}.sellerCost`), money.sellerCostCents, false],
    [t(`${area}.buyerSubtotal`), money.buyerSubtotalCents, false],
    [t(`${area}.margin`), money.marginCents, false],
    [t(`${area}.discount`), -money.discountCents, false],
    [t(`${area}.transport`), money.transportCents, false],
    ...extraTotals.map((extra): [string, number, boolean] => [extra.label, extra.cents, false]),
    [
      buyerFeeRate === null
        ? t(`${area}.fee`)
        : t(`${area}.feeWithRate`, { rate: format.decimal(buyerFeeRate) }),
      money.feeCents,
      false,
    ],
    [t(`${area}.tax`, { rate: format.decimal(taxRate) }), money.taxCents, false],
    [t(`${area}.grandTotal`), money.grandTotalCents, true],
  ];
  return (
    <section className="construction-kit__panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="construction-kit__panel-title">
        {t(`${area}.totals`)}
      </h2>
      <dl className="construction-kit__totals">
        {rows.map(([label, cents, isGrand]) => (
          <div
            key={label}
            className={`construction-kit__total${isGrand ? ' construction-kit__total--grand' : ''}`}
          >
            <dt>{label}</dt>
            <dd>{amount(cents)}</dd>
          </div>
        ))}
      </dl>
      {money.unpricedLineCount > 0 ? (
        <p className="construction-kit__hint">{t(`${area}.unpriced`, { count: money.unpricedLineCount })}</p>
      ) : null}
      {isDirty ? <p className="construction-kit__hint">{t(`${area}.totalsFollowTyping`)}</p> : null}
      <Message
        severity="info"
        text={(tax ? taxNote(tax, format.language) : null) ?? translateMessage(disclaimer)}
      />
    </section>
  );
}
