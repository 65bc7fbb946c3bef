import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridEntry, SequencedRow } from '../grid';
import {
  discountCellErrors,
  transportCellErrors,
  type DiscountDraft,
  type TransportCostDraft,
} from './charges';
import { currentLineErrors, lineErrorsOf, noLineErrors, type LineErrors } from './line-errors';

/** Cells to mark, by the row's grid key then the field. */
export type CellErrors = ReadonlyMap<string, Readonly<Record<string, string>>>;

const NO_CELL_ERRORS: CellErrors = new Map();

/**
 * Where a refusal's issues land (a Save's, a status move's): the lines' cells and the rows of the discount and
 * transport panels, each by its grid key. A workspace may carry more (the order's delivery fee).
 */
export interface CellIssues {
  readonly items: CellErrors;
  readonly discounts: CellErrors;
  readonly transportCosts: CellErrors;
}

export interface CellIssuesOptions<TRow extends SequencedRow> {
  /** The workspace's dictionary area holding `<area>.required` and `<area>.duplicateSeller`. */
  readonly area: string;
  readonly lines: readonly GridEntry<TRow>[];
  readonly discounts: readonly GridEntry<DiscountDraft>[];
  readonly transportCosts: readonly GridEntry<TransportCostDraft>[];
}

/** What a construction workspace marks on its cells, and how it comes and goes. */
export interface CellIssuesState<TIssues extends CellIssues> {
  /** The lines' cells to mark: the server's issues, but on a cell the user has changed since. */
  readonly lineErrors: Map<string, Record<string, string>>;
  /** The charge panels' cells to mark: what the server refused, and once a Save was tried, what is missing. */
  readonly chargeErrors: { readonly discounts: CellErrors; readonly transport: CellErrors };
  /** The last refusal's issues as given (null: none since the last version taken). */
  readonly issues: TIssues | null;
  /** Whether a charge row cannot be sent yet (a type, seller or cost missing, one seller's second cost). */
  readonly hasChargeErrors: () => boolean;
  /** Marks every charge cell that cannot be sent yet (a Save was tried). */
  readonly showChargeErrors: () => void;
  /** Marks a refusal's issues, on the lines as they are now, and the charge cells. */
  readonly show: (issues: TIssues) => void;
  /** Marks the lines a status move was refused for (spec 001 §8 'missing info for publish'), nothing else. */
  readonly showLineIssues: (byLine: CellErrors) => void;
  /** Forgets the lines' issues (another user's version laid under: its lines are not those refused). */
  readonly clearLines: () => void;
  /** Forgets everything (a version taken: the server has checked it). */
  readonly clear: () => void;
}

/**
 * The cells a construction workspace marks (quote and order construction alike, decisions 155 and 165): the
 * server's issues on the lines and the charge rows, kept until the user changes the cell; the charge rows that
 * cannot be sent, checked here before a Save, marked once a Save was tried — the server's and these together.
 */
export function useCellIssues<TRow extends SequencedRow, TIssues extends CellIssues>({
  area,
  lines,
  discounts,
  transportCosts,
}: CellIssuesOptions<TRow>): CellIssuesState<TIssues> {
  const { t } = useTranslation();
  const [lineIssues, setLineIssues] = useState<LineErrors<TRow>>(noLineErrors);
  const [issues, setIssues] = useState<TIssues | null>(null);
  const [isChargeCheckShown, setIsChargeCheckShown] = useState(false);

  const required = t(`${area}.required`);
  const duplicateSeller = t(`${area}.duplicateSeller`);

  // Stable: the working copy's version handlers call them and an effect depends on those.
  const clearLines = useCallback(() => setLineIssues(noLineErrors()), []);
  const clear = useCallback(() => {
    setLineIssues(noLineErrors());
    setIssues(null);
    setIsChargeCheckShown(false);
  }, []);

  const lineErrors = useMemo(() => currentLineErrors(lineIssues, lines), [lineIssues, lines]);

  const chargeErrors = useMemo(() => {
    if (!isChargeCheckShown) {
      return { discounts: NO_CELL_ERRORS, transport: issues?.transportCosts ?? NO_CELL_ERRORS };
    }
    // A cell both mark shows the check's word, which follows the user's typing; the server's stays beside it.
    const merge = (local: Map<string, Record<string, string>>, server: CellErrors | undefined) => {
      for (const [key, errors] of server ?? NO_CELL_ERRORS) local.set(key, { ...errors, ...local.get(key) });
      return local;
    };
    return {
      discounts: merge(discountCellErrors(discounts, required), issues?.discounts),
      transport: merge(
        transportCellErrors(transportCosts, required, duplicateSeller),
        issues?.transportCosts,
      ),
    };
  }, [isChargeCheckShown, issues, discounts, transportCosts, required, duplicateSeller]);

  return {
    lineErrors,
    chargeErrors,
    issues,
    hasChargeErrors: () =>
      discountCellErrors(discounts, required).size > 0 ||
      transportCellErrors(transportCosts, required, duplicateSeller).size > 0,
    showChargeErrors: () => setIsChargeCheckShown(true),
    show: (refused) => {
      setLineIssues(lineErrorsOf(refused.items, lines));
      setIssues(refused);
      setIsChargeCheckShown(true);
    },
    showLineIssues: (byLine) => setLineIssues(lineErrorsOf(byLine, lines)),
    clearLines,
    clear,
  };
}
