import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failedTitle, type ChangeEvent } from '@portal/contracts';
import { isApiError } from '../../lib/api-client';
import { failureMessage, fieldIssuesOf } from '../../lib/failure-message';
import { translateMessage } from '../../lib/i18n-labels';
import { isOutdatedError } from '../form';
import {
  describeCellErrors,
  findCellErrors,
  useLineItemRows,
  type GridColumn,
  type GridEntry,
  type LineItemRowsModel,
} from '../grid';
import { useToast } from '../ui';
import type { ChangeNotice } from './change-notice-banner';
import {
  areDiscountsChanged,
  areTransportCostsChanged,
  summarizeChanges,
  type CellConflicts,
  type Rebase,
  type RecordChange,
} from './change-notices';
import { discountDraftsOf, transportDraftsOf, type SavedCharges } from './charges';
import { describeChanges } from './notice-text';
import type { ConstructionLine } from './priced-lines';
import { useCellIssues, type CellErrors, type CellIssues } from './use-cell-issues';
import { useChargeDrafts, type ChargeDrafts } from './use-charge-drafts';

/** A record a construction workspace edits: versioned (decision 155), with its discounts and transport costs. */
export interface WorkingRecord extends SavedCharges {
  readonly id: number;
  readonly version: number;
}

/**
 * A field of the record that the workspace edits beside its lines and charges (the order's delivery fee and its
 * comment): how it follows a newer version. Built for the version the working copy is laid on.
 */
export interface WorkingCopyField<TRecord> {
  /** Whether the user's value is unsaved work that Save sends (Save stays on; a newer version is laid under). */
  readonly isDirty: boolean;
  /** Follows a version the user has nothing unsaved against: a save's answer, a status move's. */
  readonly take: (latest: TRecord) => void;
  /**
   * Follows a version laid under the user's work, keeping what the user is changing. Answers whether that version
   * changed it too, to another value (the notice then says the user's charges were kept).
   */
  readonly layUnder: (latest: TRecord) => boolean;
}

export interface WorkingCopyOptions<
  TRecord extends WorkingRecord,
  TRow extends ConstructionLine<unknown>,
  TField extends keyof TRow,
> {
  /** The record as last read (the query's); a newer version is laid under the user's cells, never over them. */
  readonly record: TRecord;
  /** Reads the record again and answers it (a live change, the outdated notice's Refresh). */
  readonly reload: () => Promise<TRecord | undefined>;
  /**
   * The workspace's dictionary area (`quoteConstruction`, `orderConstruction`) holding its words: `save…`,
   * `saved`, `fixCells`, `incompleteCharges`, `required`, `duplicateSeller` and the notices' `notice.*`.
   */
  readonly area: string;
  /** What a failure says it could not update ('order') and its title's subject ('Order'). */
  readonly subject: string;
  readonly title: string;
  /** The record's number as the user reads it ('OR-10012'). */
  readonly numberOf: (record: TRecord) => string;
  readonly rowsOf: (record: TRecord) => TRow[];
  /** Lays the user's unsaved cells over a newer version's lines (the kit's `rebaseRows` with the record's fields). */
  readonly rebase: (entries: readonly GridEntry<TRow>[], latest: TRecord) => Rebase<TRow, TField>;
  /** What changed from one version to another, for the notice. */
  readonly diff: (loaded: TRecord, latest: TRecord) => RecordChange<string>[];
  /** The record's own fields beside the lines and charges, for the version the working copy is laid on. */
  readonly recordFields?: (base: TRecord) => readonly WorkingCopyField<TRecord>[];
}

/** A Save of the working copy: what it sends, and where the server's issues land. */
export interface WorkingCopySave<TRecord, TRow extends ConstructionLine<unknown>, TPayload, TIssues> {
  /** The grid's columns: a cell their checks refuse (a number the grid could not read) stops the Save. */
  readonly columns: readonly GridColumn<TRow>[];
  /** Whether a field of the record's own cannot be sent (the order's delivery fee): told as the charges are. */
  readonly hasFieldErrors?: boolean;
  /** The body and which grid row each of its indexes is; built once the checks pass. */
  readonly payloadOf: () => TPayload;
  /** Sends it (version-checked) and answers the saved record. */
  readonly send: (payload: TPayload) => Promise<TRecord>;
  /** A refusal's field issues on the cells the payload's indexes name. */
  readonly issuesOf: (
    issues: ReadonlyArray<{ field: string; message: string }>,
    payload: TPayload,
  ) => TIssues;
}

/** A construction workspace's working copy of its record, and what follows another user's save. */
export interface WorkingCopy<
  TRecord,
  TRow extends ConstructionLine<unknown>,
  TField extends keyof TRow,
  TIssues,
> extends ChargeDrafts {
  /** The version the working copy was laid on; the grids start again only when the working copy says so. */
  readonly base: TRecord;
  /** The record's number as the user reads it, for the workspace's words ('Order OR-10012 saved.'). */
  readonly number: string;
  /** The lines as the user edits them. */
  readonly model: LineItemRowsModel<TRow>;
  /** Whether Save has something to send: a line, a charge or a record field changed. */
  readonly isDirty: boolean;
  /** Whether the server refused a write as outdated: the outdated notice shows, writes wait for Refresh. */
  readonly isRefused: boolean;
  /** The other user's values of cells the user also changed, and who that was, for the grid's markers. */
  readonly conflicts: CellConflicts<TRow, TField>;
  readonly conflictAuthor: string;
  /** Another user's save told in words, until dismissed or the next save. */
  readonly notice: ChangeNotice | null;
  readonly dismissNotice: () => void;
  /** The lines' and the charge panels' cells to mark. */
  readonly lineErrors: Map<string, Record<string, string>>;
  readonly chargeErrors: { readonly discounts: CellErrors; readonly transport: CellErrors };
  /** The last refusal's issues as given (null: none since the last version taken). */
  readonly issues: TIssues | null;
  /** Marks a refusal's issues (a status move's, spec 001 §5 'finish setup') on the lines and the charges. */
  readonly showIssues: (issues: TIssues) => void;
  /** Marks the lines a status move was refused for, nothing else. */
  readonly showLineIssues: (byLine: CellErrors) => void;
  /** Starts every grid again from a version the user has nothing unsaved against (a save, a status move). */
  readonly takeVersion: (latest: TRecord) => void;
  /** Another user's change announced live: the record is read again and laid under the user's cells. */
  readonly handleLiveChange: (change: ChangeEvent) => void;
  /** The outdated notice's Refresh: reads the record again and lays a newer version under the user's cells. */
  readonly refresh: () => void;
  /** A write outside Save refused as outdated (the order's comment): the outdated notice shows. */
  readonly showOutdated: () => void;
  /** Runs one of this user's own writes outside Save: its new version is taken without a notice. */
  readonly ownWrite: <TAnswer>(write: () => Promise<TAnswer>) => Promise<TAnswer>;
  /**
   * Saves the working copy; answers the saved record, or undefined when nothing was sent (a cell or a charge
   * cannot be sent: marked and told) or it was refused (outdated, or its issues marked on the cells they name).
   */
  readonly save: <TPayload>(
    request: WorkingCopySave<TRecord, TRow, TPayload, TIssues>,
  ) => Promise<TRecord | undefined>;
}

const NO_FIELDS: readonly never[] = [];

/**
 * The working copy of a quote or an order under construction (decisions 155 and 165): the lines, the discounts
 * and transport costs and the record's own fields as the user edits them, laid on one version of the record.
 * Another user's save (announced live, or found on Refresh) is laid under the user's unsaved cells, which stay —
 * marked where both changed one cell — and told in words: who changed what, then what became of the user's cells
 * and charges. A version the user has nothing unsaved against is simply taken; so is the user's own write
 * outside Save (`ownWrite`). Save checks what it can first and marks the server's issues on the cells they name.
 */
export function useWorkingCopy<
  TRecord extends WorkingRecord,
  TRow extends ConstructionLine<unknown>,
  TField extends keyof TRow & string,
  TIssues extends CellIssues = CellIssues,
>({
  record,
  reload,
  area,
  subject,
  title,
  numberOf,
  rowsOf,
  rebase: rebaseOf,
  diff,
  recordFields,
}: WorkingCopyOptions<TRecord, TRow, TField>): WorkingCopy<TRecord, TRow, TField, TIssues> {
  const { t, i18n } = useTranslation();
  const toast = useToast();

  const [base, setBase] = useState(record);
  const [isRefused, setIsRefused] = useState(false);
  const [conflicts, setConflicts] = useState<CellConflicts<TRow, TField>>(new Map());
  const [conflictAuthor, setConflictAuthor] = useState('');
  const [notice, setNotice] = useState<ChangeNotice | null>(null);
  // Set when another user's change is being read: that version is laid under the user's cells with a notice.
  const pendingChange = useRef<ChangeEvent | null>(null);
  // Set while this user's own call outside Save writes: its new version is no one else's news.
  const isOwnWrite = useRef(false);

  const baseRows = useMemo(() => rowsOf(base), [rowsOf, base]);
  const model = useLineItemRows<TRow>({
    rows: baseRows,
    getRowKey: (row) => row.id,
    resetKey: base.id,
  });
  const { discounts, transport } = useChargeDrafts(base);
  const cellIssues = useCellIssues<TRow, TIssues>({
    area,
    lines: model.entries,
    discounts: discounts.entries,
    transportCosts: transport.entries,
  });
  const { clear: clearIssues, clearLines: clearLineIssues } = cellIssues;
  const fields = useMemo(() => recordFields?.(base) ?? NO_FIELDS, [recordFields, base]);

  const isDirty =
    model.isDirty || discounts.isDirty || transport.isDirty || fields.some((field) => field.isDirty);
  const number = numberOf(base);

  const takeVersion = useCallback(
    (latest: TRecord) => {
      for (const field of fields) field.take(latest);
      setBase(latest);
      model.reset(rowsOf(latest));
      discounts.reset(discountDraftsOf(latest));
      transport.reset(transportDraftsOf(latest));
      setConflicts(new Map());
      clearIssues();
      setIsRefused(false);
    },
    [fields, model, rowsOf, discounts, transport, clearIssues],
  );

  /**
   * A version the user has unsaved work against: laid under the user's cells (kept, marked where both changed one
   * cell), the user's discount, transport or record-field changes kept. Another user's (`authorName` given or not)
   * is told in a notice; the user's own write elsewhere (`isOwn`) is taken silently.
   */
  const layUnder = useCallback(
    (latest: TRecord, authorName: string | null, isOwn: boolean) => {
      const name = authorName ?? t(`${area}.notice.someone`);
      const rebase = rebaseOf(model.entries, latest);
      const theirDiscounts = discountDraftsOf(latest);
      const theirTransport = transportDraftsOf(latest);
      const keepDiscounts = discounts.isDirty;
      const keepTransport = transport.isDirty;
      const isFieldClash = fields.map((field) => field.layUnder(latest)).some(Boolean);

      setBase(latest);
      model.reset(rebase.rows);
      for (const { key, patch } of rebase.patches) model.updateRows([key], patch);
      model.deleteRows(rebase.deletedKeys);
      // A list the user is changing stays as the user has it (the save sends whole lists); else theirs shows.
      if (!keepDiscounts) discounts.reset(theirDiscounts);
      if (!keepTransport) transport.reset(theirTransport);
      setConflicts(rebase.conflicts);
      setConflictAuthor(name);
      clearLineIssues();
      setIsRefused(false);
      if (isOwn) return;

      const details: string[] = [];
      if (rebase.conflicts.size > 0) {
        const count = [...rebase.conflicts.values()].reduce(
          (sum, cells) => sum + Object.keys(cells).length,
          0,
        );
        details.push(t(`${area}.notice.keptCells`, { count, name }));
      } else if (rebase.patches.length > 0 || rebase.deletedKeys.length > 0) {
        details.push(t(`${area}.notice.keptChanges`));
      }
      const chargesClash =
        (keepDiscounts && areDiscountsChanged(base, latest)) ||
        (keepTransport && areTransportCostsChanged(base, latest)) ||
        isFieldClash;
      if (chargesClash) details.push(t(`${area}.notice.keptCharges`, { name }));
      if (rebase.lostLines.length > 0) {
        details.push(t(`${area}.notice.lostLines`, { name, lines: rebase.lostLines.join(', ') }));
      }
      const summary = summarizeChanges(diff(base, latest));
      setNotice({ text: describeChanges(summary, name, t, i18n.language, area), details });
    },
    [base, model, discounts, transport, fields, rebaseOf, diff, clearLineIssues, area, t, i18n.language],
  );

  // A newer version read in the background: another user's (announced live) is laid under the user's cells with a
  // notice; this user's own (a write outside Save, a status move) is taken, under unsaved cells if any.
  useEffect(() => {
    if (record.id !== base.id || record.version <= base.version) return;
    const change = pendingChange.current;
    if (change !== null) {
      pendingChange.current = null;
      layUnder(record, change.actorName, false);
    } else if (!isDirty) {
      takeVersion(record);
    } else {
      layUnder(record, null, isOwnWrite.current);
    }
  }, [record, base, isDirty, layUnder, takeVersion]);

  const handleLiveChange = useCallback(
    (change: ChangeEvent) => {
      pendingChange.current = change;
      void reload();
    },
    [reload],
  );

  const refresh = () => {
    void reload().then((latest) => {
      if (latest && latest.version > base.version) {
        layUnder(latest, pendingChange.current?.actorName ?? null, false);
      } else setIsRefused(false);
    });
  };

  const ownWrite = async <TAnswer>(write: () => Promise<TAnswer>): Promise<TAnswer> => {
    isOwnWrite.current = true;
    try {
      return await write();
    } finally {
      isOwnWrite.current = false;
    }
  };

  const save = async <TPayload>(
    request: WorkingCopySave<TRecord, TRow, TPayload, TIssues>,
  ): Promise<TRecord | undefined> => {
    const failed = failedTitle(title);
    const cellErrors = findCellErrors(model.entries, request.columns, t('grid.notANumber'));
    if (cellErrors.length > 0) {
      const cells = describeCellErrors(cellErrors, model.entries, request.columns, t);
      toast.showError(`${t(`${area}.fixCells`)} ${cells}`, failed);
      return undefined;
    }
    if (cellIssues.hasChargeErrors() || request.hasFieldErrors === true) {
      cellIssues.showChargeErrors();
      toast.showError(t(`${area}.incompleteCharges`), failed);
      return undefined;
    }
    const payload = request.payloadOf();
    try {
      const saved = await request.send(payload);
      takeVersion(saved);
      setNotice(null);
      toast.showSuccess(t(`${area}.saved`, { number }));
      return saved;
    } catch (error) {
      if (isOutdatedError(error)) {
        setIsRefused(true);
        return undefined;
      }
      cellIssues.show(request.issuesOf(fieldIssuesOf(error), payload));
      const message =
        isApiError(error) && error.status === 400
          ? translateMessage(error.message)
          : translateMessage(failureMessage(error, 'update', subject));
      toast.showError(message, failed);
      return undefined;
    }
  };

  return {
    base,
    number,
    model,
    discounts,
    transport,
    isDirty,
    isRefused,
    conflicts,
    conflictAuthor,
    notice,
    dismissNotice: () => setNotice(null),
    lineErrors: cellIssues.lineErrors,
    chargeErrors: cellIssues.chargeErrors,
    issues: cellIssues.issues,
    showIssues: cellIssues.show,
    showLineIssues: cellIssues.showLineIssues,
    takeVersion,
    handleLiveChange,
    refresh,
    showOutdated: () => setIsRefused(true),
    ownWrite,
    save,
  };
}
