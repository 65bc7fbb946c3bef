import type { QuoteRevisionSummary, RevisionLineComparison } from '@portal/contracts';

/** The two sides compared: a revision to start from, and a revision or (null) the quote as it is now. */
export interface RevisionChoice {
  readonly from: number;
  readonly to: number | null;
}

/**
 * What opens first: the last two publishes side by side, which is what a republish changed; with one publish
 * only, that publish against the quote as it is now. Nothing before the first publish.
 */
export function defaultRevisionChoice(revisions: readonly QuoteRevisionSummary[]): RevisionChoice | null {
  const last = revisions.at(-1);
  if (last === undefined) return null;
  const before = revisions.at(-2);
  return before === undefined
    ? { from: last.revision, to: null }
    : { from: before.revision, to: last.revision };
}

/**
 * The user's choice while its revisions still exist (a quote is never unpublished, but the list may be read
 * before the choice's revision is), else the default.
 */
export function effectiveRevisionChoice(
  revisions: readonly QuoteRevisionSummary[],
  chosen: RevisionChoice | null,
): RevisionChoice | null {
  const exists = (revision: number | null) =>
    revision === null || revisions.some((entry) => entry.revision === revision);
  if (chosen !== null && exists(chosen.from) && exists(chosen.to)) return chosen;
  return defaultRevisionChoice(revisions);
}

/** The rows the side-by-side table shows: a 1,000-line quote shows what changed unless asked for everything. */
export function visibleComparisonLines(
  lines: readonly RevisionLineComparison[],
  isUnchangedShown: boolean,
): readonly RevisionLineComparison[] {
  return isUnchangedShown ? lines : lines.filter((line) => line.change !== 'unchanged');
}
