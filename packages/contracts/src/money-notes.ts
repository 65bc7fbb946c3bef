/**
 * The sentences that explain a quote's or an order's money (decision 202), in English and French, one source for
 * the web's totals and charges panels and the server's purchase order: which tax the delivery province or state
 * charges (spec 001 §8 tax disclaimer; DOMAIN.md 'Sales tax') and how phasing split a transport cost.
 */
import type { TransportCostSplit } from './api/orders';
import { Country } from './enumerations';
import type { FormatLanguage } from './format';

/** The components a province's or state's tax rate is made of (Tax Rate Settings), in the order they are named. */
export const TAX_KINDS = ['GST', 'HST', 'PST', 'RST', 'QST', 'STATE'] as const;
export type TaxKind = (typeof TAX_KINDS)[number];

/** What the tax note names: the delivery country, province or state, and the taxes its rate has. */
export interface TaxNoteSubject {
  readonly countryId: number | null;
  readonly provinceName: string | null;
  readonly taxKinds: readonly TaxKind[];
}

/** A tax rate row's components, in percent (null or 0 when the province does not charge it). */
export interface TaxRateComponents {
  readonly provinceCode: string | null;
  readonly gstRate: number | null;
  readonly pstRate: number | null;
  readonly qstRate: number | null;
  readonly hstRate: number | null;
  readonly stateRate: number | null;
}

/**
 * The taxes a rate row charges: GST, HST, QST by their names; the provincial component is Manitoba's retail sales
 * tax (RST) and every other province's PST (DOMAIN.md); a US state's rate is its state sales tax.
 */
export function taxKindsOf(rate: TaxRateComponents | null): TaxKind[] {
  if (!rate) return [];
  const charged = (value: number | null) => value !== null && value > 0;
  const kinds: TaxKind[] = [];
  if (charged(rate.gstRate)) kinds.push('GST');
  if (charged(rate.hstRate)) kinds.push('HST');
  if (charged(rate.pstRate)) kinds.push(rate.provinceCode === 'MB' ? 'RST' : 'PST');
  if (charged(rate.qstRate)) kinds.push('QST');
  if (charged(rate.stateRate)) kinds.push('STATE');
  return kinds;
}

const TAX_NAMES: Readonly<Record<FormatLanguage, Readonly<Record<Exclude<TaxKind, 'STATE'>, string>>>> = {
  en: { GST: 'GST', HST: 'HST', PST: 'PST', RST: 'RST', QST: 'QST' },
  fr: { GST: 'TPS', HST: 'TVH', PST: 'TVP', RST: 'TVD', QST: 'TVQ' },
};

const TAX_NOTE_WORDS: Readonly<
  Record<
    FormatLanguage,
    {
      readonly canada: (taxes: string, province: string) => string;
      readonly state: (state: string) => string;
      readonly noTax: (place: string) => string;
    }
  >
> = {
  en: {
    canada: (taxes, province) => `Taxes shown: ${taxes} (${province}).`,
    // spec 001 §8: state sales tax only; county and municipal taxes are added at invoicing.
    state: (state) =>
      `Taxes shown are ${state} state sales tax only; county and municipal taxes are added at invoicing.`,
    noTax: (place) => `No sales tax is charged in ${place}.`,
  },
  fr: {
    canada: (taxes, province) => `Taxes affichées : ${taxes} (${province}).`,
    state: (state) =>
      `Les taxes affichées sont uniquement la taxe de vente de l'État (${state}); les taxes de comté et municipales sont ajoutées à la facturation.`,
    noTax: (place) => `Aucune taxe de vente n'est perçue (${place}).`,
  },
};

/**
 * The tax note under a quote's or an order's totals: the taxes of the delivery province (GST/QST in Quebec, HST in
 * Ontario) or the state sales tax of a US state, never 'state sales tax' on a Canadian quote. Null when the
 * delivery province is not known: the screen shows the catalogue's general disclaimer then.
 */
export function taxNote(subject: TaxNoteSubject, language: FormatLanguage): string | null {
  const place = subject.provinceName?.trim();
  if (!place) return null;
  const words = TAX_NOTE_WORDS[language];
  if (subject.countryId === Country.ids.US) {
    return subject.taxKinds.includes('STATE') ? words.state(place) : words.noTax(place);
  }
  const names = subject.taxKinds.flatMap((kind) => (kind === 'STATE' ? [] : [TAX_NAMES[language][kind]]));
  return names.length === 0 ? words.noTax(place) : words.canada(names.join('/'), place);
}

const SPLIT_WORDS: Readonly<
  Record<
    FormatLanguage,
    {
      readonly note: (total: string, shares: string) => string;
      readonly thisOrder: (amount: string) => string;
      readonly phase: (amount: string, phaseNumber: number) => string;
    }
  >
> = {
  en: {
    note: (total, shares) => `${total}, split: ${shares}`,
    thisOrder: (amount) => `${amount} on this order`,
    phase: (amount, phaseNumber) => `${amount} on P${phaseNumber}`,
  },
  fr: {
    note: (total, shares) => `${total}, réparti : ${shares}`,
    thisOrder: (amount) => `${amount} sur cette commande`,
    phase: (amount, phaseNumber) => `${amount} sur P${phaseNumber}`,
  },
};

/**
 * A transport cost phasing split, said on every order that has a share and on the purchase order: '$450.00,
 * split: $418.36 on this order, $31.64 on P2'. The amounts are the split's rows, so they add up to the total.
 */
export function transportSplitNote(
  split: TransportCostSplit,
  language: FormatLanguage,
  money: (dollars: number) => string,
): string {
  const words = SPLIT_WORDS[language];
  const shares = split.shares.map((share) =>
    share.isThisOrder
      ? words.thisOrder(money(share.cost))
      : words.phase(money(share.cost), share.phaseNumber),
  );
  return words.note(money(split.total), shares.join(', '));
}
