import {
  COUNTED_ITEM_STATUS_IDS,
  hasQuantityPrecision,
  type ConstructedQuote,
  type RecordQuoteReturn,
} from '@portal/contracts';

/** One line of the return as the dialog shows it: the quoted line and what the buyer took of it. */
export interface ReturnLine {
  readonly id: number;
  readonly sequenceNumber: number;
  readonly productName: string;
  readonly productSizeName: string;
  readonly specNames: string;
  readonly sellerCompanyName: string | null;
  readonly quantity: number;
  readonly accepted: boolean;
  /** null while the box is empty; NaN when its text is not a number. */
  readonly acceptedQuantity: number | null;
}

/**
 * The lines the buyer can accept: those that count in the quote (not cancelled, unavailable or replaced by a
 * substitute — the substitute is the line offered). A quote already returned starts from what was recorded;
 * otherwise every line starts accepted at its quoted quantity: buyers return most of a quote.
 */
export function toReturnLines(quote: ConstructedQuote): ReturnLine[] {
  const isRecorded = quote.items.some((item) => item.acceptedQuantity !== null);
  return quote.items
    .filter((item) => COUNTED_ITEM_STATUS_IDS.includes(item.statusId))
    .map((item) => {
      const recorded = isRecorded ? (item.acceptedQuantity ?? 0) : item.quantity;
      return {
        id: item.id,
        sequenceNumber: item.sequenceNumber,
        productName: item.productName,
        productSizeName: item.productSizeName,
        specNames: item.specs.map((spec) => spec.name).join(', '),
        sellerCompanyName: item.sellerCompanyName,
        quantity: item.quantity,
        accepted: recorded > 0,
        acceptedQuantity: recorded > 0 ? recorded : item.quantity,
      };
    });
}

export type ReturnLineProblem = 'required' | 'notANumber' | 'aboveZero' | 'decimals' | 'aboveQuoted';

/** What is wrong with an accepted line's quantity, if anything (the server checks the same, decision 152). */
export function returnLineProblem(line: ReturnLine): ReturnLineProblem | null {
  if (!line.accepted) return null;
  if (line.acceptedQuantity === null) return 'required';
  if (Number.isNaN(line.acceptedQuantity)) return 'notANumber';
  if (line.acceptedQuantity <= 0) return 'aboveZero';
  if (!hasQuantityPrecision(line.acceptedQuantity)) return 'decimals';
  if (line.acceptedQuantity > line.quantity) return 'aboveQuoted';
  return null;
}

/** PUT quoteReturn's body: every line, 0 for the ones not accepted (so a second recording replaces the first). */
export function toReturnBody(quoteId: number, lines: readonly ReturnLine[]): RecordQuoteReturn {
  return {
    id: quoteId,
    items: lines.map((line) => ({
      id: line.id,
      acceptedQuantity: line.accepted ? (line.acceptedQuantity ?? 0) : 0,
    })),
  };
}

/** Lines whose text (number, product, size, specs, seller) contains the search, case and accents aside. */
export function filterReturnLines(lines: readonly ReturnLine[], search: string): readonly ReturnLine[] {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const wanted = fold(search.trim());
  if (wanted === '') return lines;
  return lines.filter((line) =>
    fold(
      [
        String(line.sequenceNumber),
        line.productName,
        line.productSizeName,
        line.specNames,
        line.sellerCompanyName ?? '',
      ].join(' '),
    ).includes(wanted),
  );
}
