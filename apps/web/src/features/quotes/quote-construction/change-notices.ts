import type { ConstructedQuote } from '@portal/contracts';
import {
  chargeChanges,
  diffLines,
  noticeFieldsOf,
  rebaseRows,
  type CellConflicts as KitCellConflicts,
  type NoticeFieldOf,
  type RecordChange,
  type Rebase as KitRebase,
} from '../../../components/construction';
import type { GridEntry } from '../../../components/grid';
import { EDITABLE_FIELDS, rowOf, type ConstructionRow, type EditableField } from './construction-rows';

/*
 * Readable change notices (issue 14): when another user saves the quote, the workspace says who changed what
 * ('Marc changed the seller on line 12') by comparing the version the user loaded with the new one, and keeps the
 * user's unsaved cells on top of the new version, marking those the other user also changed (decision 155). The
 * comparing and the rebase are the construction kit's (components/construction), shared with order construction;
 * here are the quote's fields.
 */

export {
  isSameCellValue,
  NAMED_FIELDS_MAX,
  NAMED_LINES_MAX,
  sameDiscounts,
  sameTransportCosts,
  summarizeChanges,
  type NoticePart,
} from '../../../components/construction';

/** A line field a notice can name (a pending substitute is the user's own, never another user's). */
export type NoticeField = NoticeFieldOf<EditableField>;

const NOTICE_FIELDS: readonly NoticeField[] = noticeFieldsOf(EDITABLE_FIELDS);

/** One difference between two versions of the quote. */
export type QuoteChange = RecordChange<NoticeField>;

/**
 * What changed from the version the user loaded to the latest one, line by line in line order, then the
 * discounts, the transport costs and the quote's status.
 */
export function diffQuoteVersions(loaded: ConstructedQuote, latest: ConstructedQuote): QuoteChange[] {
  const changes: QuoteChange[] = [
    ...diffLines(loaded.items.map(rowOf), latest.items.map(rowOf), NOTICE_FIELDS),
    ...chargeChanges(loaded, latest),
  ];
  if (loaded.statusId !== latest.statusId || loaded.returnStatusId !== latest.returnStatusId) {
    changes.push({ kind: 'status' });
  }
  return changes;
}

/** The other user's values of the cells the user had also changed, by line key then field. */
export type CellConflicts = KitCellConflicts<ConstructionRow, EditableField>;

/** The user's working copy laid over the latest version. */
export type Rebase = KitRebase<ConstructionRow, EditableField>;

/**
 * Lays the user's unsaved cells over the latest version (issue 14 'no cell is lost'): every field the user
 * changed keeps the user's value; where the other user changed the same cell to something else, the other's
 * value is kept aside as a conflict to show beside it (the kit's `rebaseRows`).
 */
export function rebaseWorkingCopy(
  entries: readonly GridEntry<ConstructionRow>[],
  latest: ConstructedQuote,
): Rebase {
  return rebaseRows(entries, latest.items.map(rowOf), EDITABLE_FIELDS);
}
