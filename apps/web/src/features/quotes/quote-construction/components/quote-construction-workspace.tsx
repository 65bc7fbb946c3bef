import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_PAGE_SIZE,
  failedTitle,
  FlowEntity,
  findAvailableTransition,
  formatQuoteNumber,
  ItemStatus,
  MESSAGES,
  QuoteReturnStatus,
  QuoteStatus,
  transitionLabelKey,
  transitionsFrom,
  type ChangeEvent,
  type ConstructedQuote,
  type Transition,
} from '@portal/contracts';
import {
  AlternatesEditor,
  ChangeNoticeBanner,
  clampPage,
  DiscountsPanel,
  gridHeight,
  LinePager,
  LinePanel,
  TotalsPanel,
  TransportCostsPanel,
  transportIssuesOf,
  usePagedPricingModel,
  type ChangeNotice,
  type LinePage,
  useChargeDrafts,
} from '../../../../components/construction';
import { OutdatedNotice, isOutdatedError } from '../../../../components/form';
import {
  findCellErrors,
  LineItemGrid,
  useDeleteSelectedAction,
  useLineItemRows,
  type GridBulkAction,
  type GridEntry,
} from '../../../../components/grid';
import { WorkspacePresence } from '../../../../components/live';
import {
  Button,
  Dialog,
  iconClass,
  Message,
  useToast,
  type NavigationMenuItem,
} from '../../../../components/ui';
import { isApiError } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/auth';
import { failureMessage, fieldIssuesOf } from '../../../../lib/failure-message';
import { translateMessage, useLabels } from '../../../../lib/i18n-labels';
import { useStatusTransitions, type StatusCallWords } from '../../common/status-transitions';
import { RecordReturnDialog, usePlaceOrderAction } from '../../quote-return';
import { RevisionComparison, SellerCandidatesPanel } from '../../quote-sourcing';
import {
  useBuyerFeeTerms,
  useChangeQuoteStatus,
  useSaveQuoteConstruction,
  type QuoteStatusCall,
} from '../api/quote-construction';
import {
  diffQuoteVersions,
  rebaseWorkingCopy,
  sameDiscounts,
  sameTransportCosts,
  summarizeChanges,
  type CellConflicts,
} from '../change-notices';
import {
  currentLineErrors,
  lineErrorsOf,
  NO_LINE_ERRORS,
  type LineErrors,
  discountCellErrors,
  discountDraftsOf,
  issuesByLine,
  keptRows,
  rowsOf,
  toSavePayload,
  transportCellErrors,
  transportDraftsOf,
  withDerivedPrices,
  workingTotals,
  type ConstructionRow,
} from '../construction-rows';
import { describeChanges } from '../notice-text';
import { BulkEditDialog, type BulkEdit } from './bulk-dialogs';
import { isLineEditable, useConstructionColumns } from './construction-columns';
import { QuoteFacts, SubQuotesPanel } from './summary-panels';

const Q = QuoteStatus.ids;
const I = ItemStatus.ids;
const SUBJECT = 'quote';
/** The dictionary area of this workspace's words (the construction kit's pieces read theirs there). */
const AREA = 'quoteConstruction';
const LINES_GRID_MAX_HEIGHT = 520;
const NO_CELL_ERRORS: ReadonlyMap<string, Record<string, string>> = new Map();
const FAILED_TITLE = failedTitle('Quote');

/** Each status call's words (quoteConstruction.*) and the failure's verb (spec 001 §8). */
const STATUS_CALL_WORDS: Readonly<Record<QuoteStatusCall, StatusCallWords>> = {
  'quoteReturn.publish': { icon: 'upload', label: 'publish', done: 'published_done', verb: 'update' },
  'quoteReturn.republish': { icon: 'upload', label: 'publish', done: 'published_done', verb: 'update' },
  'quote.moveBackToWip': { icon: 'restore', label: 'moveToWip', done: 'movedToWip', verb: 'update' },
  'quote.moveBackToWipAndSave': { icon: 'restore', label: 'moveToWip', done: 'movedToWip', verb: 'update' },
  'quote.cancel': { icon: 'deactivate', label: 'cancel', done: 'cancelled', verb: 'cancel' },
  'quote.reinstate': { icon: 'restore', label: 'reinstate', done: 'reinstated', verb: 'reinstate' },
};

export interface QuoteConstructionWorkspaceProps {
  /** The record as last read (the query's); a newer version is laid under the user's cells, never over them. */
  readonly record: ConstructedQuote;
  /** Reads the record again and answers it (a live change, the outdated notice's Refresh). */
  readonly reload: () => Promise<ConstructedQuote | undefined>;
  readonly onDirtyChange: (isDirty: boolean) => void;
}

/**
 * The quote construction workspace (issue 14; spec 001 §2, §3, §4, §8, §9; decision 155): the quote's lines on the
 * grid kit with their sourcing, the discounts and transport costs, the sub-quotes and the totals, Save and the
 * status actions of the transitions table. Another user's save is told in words ('Marc changed the seller on line
 * 12') and laid under the user's unsaved cells, which stay — marked where both changed the same cell.
 */
export function QuoteConstructionWorkspace({
  record,
  reload,
  onDirtyChange,
}: QuoteConstructionWorkspaceProps) {
  const { t, i18n } = useTranslation();
  const labels = useLabels();
  const toast = useToast();
  const { roleId } = useSession();
  const save = useSaveQuoteConstruction();
  const changeStatus = useChangeQuoteStatus();
  const buyerFee = useBuyerFeeTerms(record.buyerCompanyId);
  const deleteSelected = useDeleteSelectedAction<ConstructionRow>();

  // The version the working copy was laid on; the grids start again only when this workspace says so.
  const [base, setBase] = useState(record);
  const [isRefused, setIsRefused] = useState(false);
  const [lineErrors, setLineErrors] = useState<LineErrors>(NO_LINE_ERRORS);
  const [serverChargeErrors, setServerChargeErrors] = useState<ReadonlyMap<string, Record<string, string>>>(
    new Map(),
  );
  const [showChargeErrors, setShowChargeErrors] = useState(false);
  const [conflicts, setConflicts] = useState<CellConflicts>(new Map());
  const [conflictAuthor, setConflictAuthor] = useState('');
  const [notice, setNotice] = useState<ChangeNotice | null>(null);
  const [view, setView] = useState<LinePage>({ page: 1, size: DEFAULT_PAGE_SIZE, order: 'asc' });
  const [bulkEdit, setBulkEdit] = useState<BulkEdit>(null);
  const [isReturnOpen, setIsReturnOpen] = useState(false);
  const [isComparing, setIsComparing] = useState(false);
  // The line whose sourcing panels are open: who can supply it, its alternates (issue 14).
  const [sourcingKey, setSourcingKey] = useState<string | null>(null);
  // Set when another user's change is being read: that version is laid under the user's cells with a notice.
  const pendingChange = useRef<ChangeEvent | null>(null);

  const baseRows = useMemo(() => rowsOf(base), [base]);
  const model = useLineItemRows<ConstructionRow>({
    rows: baseRows,
    getRowKey: (row) => row.id,
    resetKey: base.id,
  });
  const { discounts, transport } = useChargeDrafts(base);

  const isDirty = model.isDirty || discounts.isDirty || transport.isDirty;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const number = formatQuoteNumber('CQ', base.quoteNumber);
  const readOnly = base.readOnly;
  const columns = useConstructionColumns({ conflicts, conflictAuthor });

  /** Starts every grid again from a version the user has nothing unsaved against (a save, a status call). */
  const takeVersion = useCallback(
    (latest: ConstructedQuote) => {
      setBase(latest);
      model.reset(rowsOf(latest));
      discounts.reset(discountDraftsOf(latest));
      transport.reset(transportDraftsOf(latest));
      setConflicts(new Map());
      setLineErrors(NO_LINE_ERRORS);
      setServerChargeErrors(new Map());
      setShowChargeErrors(false);
      setIsRefused(false);
    },
    [model, discounts, transport],
  );

  /**
   * Another user's version (decision 155): say who changed what, lay it under the user's unsaved cells (kept,
   * marked where both changed one cell) and keep the user's discount or transport lists if they were changing them.
   */
  const layUnder = useCallback(
    (latest: ConstructedQuote, authorName: string | null) => {
      const name = authorName ?? t('quoteConstruction.notice.someone');
      const changes = diffQuoteVersions(base, latest);
      const details: string[] = [];
      const rebase = rebaseWorkingCopy(model.entries, latest);
      const theirDiscounts = discountDraftsOf(latest);
      const theirTransport = transportDraftsOf(latest);
      const keepDiscounts = discounts.isDirty;
      const keepTransport = transport.isDirty;

      setBase(latest);
      model.reset(rebase.rows);
      for (const { key, patch } of rebase.patches) model.updateRows([key], patch);
      model.deleteRows(rebase.deletedKeys);
      // A list the user is changing stays as the user has it (the save sends whole lists); else theirs shows.
      if (!keepDiscounts) discounts.reset(theirDiscounts);
      if (!keepTransport) transport.reset(theirTransport);

      if (rebase.conflicts.size > 0) {
        const count = [...rebase.conflicts.values()].reduce(
          (sum, cells) => sum + Object.keys(cells).length,
          0,
        );
        details.push(t('quoteConstruction.notice.keptCells', { count, name }));
      } else if (rebase.patches.length > 0 || rebase.deletedKeys.length > 0) {
        details.push(t('quoteConstruction.notice.keptChanges'));
      }
      const chargesClash =
        (keepDiscounts && !sameDiscounts(discountDraftsOf(base), theirDiscounts)) ||
        (keepTransport && !sameTransportCosts(transportDraftsOf(base), theirTransport));
      if (chargesClash) details.push(t('quoteConstruction.notice.keptCharges', { name }));
      if (rebase.lostLines.length > 0) {
        details.push(t('quoteConstruction.notice.lostLines', { name, lines: rebase.lostLines.join(', ') }));
      }
      setConflicts(rebase.conflicts);
      setConflictAuthor(name);
      setLineErrors(NO_LINE_ERRORS);
      setIsRefused(false);
      setNotice({ text: describeChanges(summarizeChanges(changes), name, t, i18n.language), details });
    },
    [base, model, discounts, transport, t, i18n.language],
  );

  // A newer version read in the background: another user's (announced live) is laid under the user's cells; one
  // this user made elsewhere (a status call from the header) is taken when nothing is unsaved.
  useEffect(() => {
    if (record.id !== base.id || record.version <= base.version) return;
    const change = pendingChange.current;
    if (change !== null) {
      pendingChange.current = null;
      layUnder(record, change.actorName);
    } else if (!isDirty) {
      takeVersion(record);
    } else {
      layUnder(record, null);
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
      if (latest && latest.version > base.version) layUnder(latest, pendingChange.current?.actorName ?? null);
      else setIsRefused(false);
    });
  };

  const count = model.entries.length;
  const shownView = clampPage(view, count);
  const pageModel = usePagedPricingModel(model, shownView);

  const statusMove = (to: number): GridBulkAction<ConstructionRow> => ({
    id: to === I.UNAVAILABLE ? 'mark-unavailable' : 'mark-available',
    label: t(to === I.UNAVAILABLE ? 'quoteConstruction.markUnavailable' : 'quoteConstruction.markAvailable'),
    icon: to === I.UNAVAILABLE ? 'deactivate' : 'activate',
    keepsSelection: true,
    isEnabled: (entries) => entries.some((entry) => itemMoveOf(entry, to) !== undefined),
    run: ({ entries }) =>
      model.updateRows(
        entries.filter((entry) => itemMoveOf(entry, to) !== undefined).map((entry) => entry.key),
        { statusId: to },
      ),
  });

  /** The transitions table's move of this line to `to`, when it offers one (spec 001 §4). */
  function itemMoveOf(entry: GridEntry<ConstructionRow>, to: number): Transition | undefined {
    if (entry.isDeleted || roleId === null || roleId === undefined) return undefined;
    return transitionsFrom(FlowEntity.QUOTE_ITEM, entry.current.statusId, roleId, {
      parentStatusId: base.statusId,
    }).find((transition) => transition.to === to);
  }

  const rowMenuItems = (entry: GridEntry<ConstructionRow>): NavigationMenuItem[] => [
    {
      label: t('quoteConstruction.sourceLine'),
      icon: iconClass('search'),
      onSelect: () => setSourcingKey(entry.key),
    },
    ...(entry.current.substitute === null
      ? []
      : [
          {
            label: t('quoteConstruction.cancelSubstitute'),
            icon: iconClass('revert'),
            onSelect: () => model.updateRows([entry.key], { substitute: null }),
          },
        ]),
    ...[I.UNAVAILABLE, I.WIP, I.ORIGINAL].flatMap((to) => {
      const move = itemMoveOf(entry, to);
      // A line back from unavailable is 'available' (WIP); only a substitute goes back to original.
      if (!move || (to === I.ORIGINAL && entry.current.statusId !== I.SUBSTITUTED)) return [];
      return [
        {
          label: t(transitionLabelKey(move.label), { defaultValue: move.label }),
          icon: iconClass(to === I.UNAVAILABLE ? 'deactivate' : to === I.WIP ? 'activate' : 'revert'),
          onSelect: () => model.updateRows([entry.key], { statusId: to }),
        },
      ];
    }),
  ];

  const editableSelected = (entries: readonly GridEntry<ConstructionRow>[]) =>
    entries.filter((entry) => !entry.isDeleted && isLineEditable(entry.current));
  const setSellerAction: GridBulkAction<ConstructionRow> = {
    id: 'set-seller',
    label: t('quoteConstruction.setSeller'),
    icon: 'choose',
    keepsSelection: true,
    isEnabled: (entries) => editableSelected(entries).length > 0,
    run: ({ entries }) => setBulkEdit({ kind: 'seller', count: editableSelected(entries).length }),
  };
  const setMarkupAction: GridBulkAction<ConstructionRow> = {
    id: 'set-markup',
    label: t('quoteConstruction.setMarkup'),
    icon: 'edit',
    keepsSelection: true,
    isEnabled: (entries) => editableSelected(entries).length > 0,
    run: ({ entries }) => setBulkEdit({ kind: 'markup', count: editableSelected(entries).length }),
  };
  // From the bulk bar too, so a published quote's alternates and candidates can still be read (no line menu then).
  const sourcingAction: GridBulkAction<ConstructionRow> = {
    id: 'sourcing',
    label: t('quoteConstruction.sourceLine'),
    icon: 'search',
    keepsSelection: true,
    isEnabled: (entries) => entries.length === 1,
    run: ({ keys }) => setSourcingKey(keys[0] ?? null),
  };
  const selectedEditableKeys = () =>
    editableSelected(model.entries.filter((entry) => model.selectedKeys.has(entry.key))).map(
      (entry) => entry.key,
    );

  const chargeErrors = useMemo(() => {
    if (!showChargeErrors) return { discounts: NO_CELL_ERRORS, transport: serverChargeErrors };
    const required = t('quoteConstruction.required');
    const transportErrors = transportCellErrors(
      transport.entries,
      required,
      t('quoteConstruction.duplicateSeller'),
    );
    for (const [key, errors] of serverChargeErrors) {
      transportErrors.set(key, { ...errors, ...transportErrors.get(key) });
    }
    return { discounts: discountCellErrors(discounts.entries, required), transport: transportErrors };
  }, [showChargeErrors, serverChargeErrors, transport.entries, discounts.entries, t]);

  /** Saves the working copy; answers the saved record, or undefined when nothing was sent or it was refused. */
  const runSave = async (): Promise<ConstructedQuote | undefined> => {
    if (findCellErrors(model.entries, columns, t('grid.notANumber')).length > 0) {
      toast.showError(t('quoteConstruction.fixCells'), FAILED_TITLE);
      return undefined;
    }
    const required = t('quoteConstruction.required');
    const hasChargeErrors =
      discountCellErrors(discounts.entries, required).size > 0 ||
      transportCellErrors(transport.entries, required, t('quoteConstruction.duplicateSeller')).size > 0;
    if (hasChargeErrors) {
      setShowChargeErrors(true);
      toast.showError(t('quoteConstruction.incompleteCharges'), FAILED_TITLE);
      return undefined;
    }
    const payload = toSavePayload(base.id, model.entries, discounts.entries, transport.entries);
    try {
      const saved = await save.mutateAsync({ body: payload.body, version: base.version });
      takeVersion(saved);
      setNotice(null);
      toast.showSuccess(t('quoteConstruction.saved', { number }));
      return saved;
    } catch (error) {
      if (isOutdatedError(error)) {
        setIsRefused(true);
        return undefined;
      }
      const issues = fieldIssuesOf(error);
      setLineErrors(
        lineErrorsOf(
          issuesByLine(
            issues,
            (index) => payload.itemKeys[index],
            (key) => model.entries.find((entry) => entry.key === key)?.current,
          ),
          model.entries,
        ),
      );
      setServerChargeErrors(transportIssuesOf(issues, payload.transportKeys));
      setShowChargeErrors(true);
      const message =
        isApiError(error) && error.status === 400
          ? translateMessage(error.message)
          : translateMessage(failureMessage(error, 'update', SUBJECT));
      toast.showError(message, FAILED_TITLE);
      return undefined;
    }
  };

  const statusChoices = useStatusTransitions<QuoteStatusCall>({
    entity: FlowEntity.QUOTE,
    calls: STATUS_CALL_WORDS,
    area: 'quoteConstruction',
    subject: SUBJECT,
    title: 'Quote',
    change: async (call, id) => {
      try {
        const answer = await changeStatus.mutateAsync({ call, id });
        takeVersion(answer);
        setNotice(null);
        return answer;
      } catch (error) {
        // spec 001 §8 'missing info for publish': the lines it names are marked where they lack a seller or price.
        const items = base.items;
        setLineErrors(
          lineErrorsOf(
            issuesByLine(
              fieldIssuesOf(error),
              (index) => (items[index] ? String(items[index].id) : undefined),
              (key) => model.entries.find((entry) => entry.key === key)?.current,
            ),
            model.entries,
          ),
        );
        throw error;
      }
    },
  });

  // Publish and the move back to WIP are the workflow's rows (decision 150); cancel and reinstate the menus'.
  const workflowRows: Transition[] = [];
  if (base.statusId === Q.WIP) {
    const publish = findAvailableTransition(
      FlowEntity.QUOTE_RETURN,
      base.returnStatusId,
      QuoteReturnStatus.ids.PENDING,
    );
    if (publish) workflowRows.push(publish);
  } else if (base.statusId === Q.COMPLETE) {
    const back = findAvailableTransition(FlowEntity.QUOTE, Q.COMPLETE, Q.WIP, {
      quoteReturnStatusId: base.returnStatusId,
    });
    if (back) workflowRows.push(back);
  }
  const choices = statusChoices(base, number, workflowRows);
  const shownLineErrors = useMemo(
    () => currentLineErrors(lineErrors, model.entries),
    [lineErrors, model.entries],
  );
  const sourcingEntry =
    sourcingKey === null ? undefined : model.entries.find((entry) => entry.key === sourcingKey);
  // A published quote waits for the buyer's return; a returned one is placed as an order (decision 152).
  const canRecordReturn =
    base.statusId === Q.COMPLETE && base.returnStatusId === QuoteReturnStatus.ids.PENDING;
  const placeOrder = usePlaceOrderAction(base, () => void reload());
  const moveBackLabel = t(transitionLabelKey('Move Back to WIP'), { defaultValue: 'Move Back to WIP' });
  const isBusy = save.isPending || changeStatus.isPending;
  const isOutdated = isRefused;

  const totals = workingTotals(
    model.entries,
    keptRows(discounts.entries),
    keptRows(transport.entries),
    buyerFee.data ?? null,
    base.totals.taxRate,
  );

  return (
    <div className="quote-construction">
      <WorkspacePresence kind="quote" id={base.id} onRefresh={refresh} onChange={handleLiveChange} />
      <ChangeNoticeBanner area={AREA} notice={notice} onDismiss={() => setNotice(null)} />
      {isOutdated ? <OutdatedNotice onRefresh={refresh} /> : null}
      {readOnly ? (
        <Message
          severity="info"
          text={
            base.statusId === Q.COMPLETE
              ? t('quoteConstruction.readOnlyPublished', { number })
              : t('quoteConstruction.readOnly', {
                  number,
                  status: labels.enumeration(QuoteStatus, base.statusId),
                })
          }
        />
      ) : null}
      <QuoteFacts record={base} />
      <div className="quote-construction__actions" role="group" aria-label={t('record.details')}>
        {readOnly ? null : (
          <Button
            type="button"
            label={t('quoteConstruction.save')}
            icon={iconClass('save')}
            disabled={isBusy || isOutdated || !isDirty}
            onClick={() => void runSave()}
          />
        )}
        {canRecordReturn ? (
          <Button
            type="button"
            label={t('quoteReturn.record')}
            icon={iconClass('review')}
            disabled={isBusy}
            onClick={() => setIsReturnOpen(true)}
          />
        ) : null}
        {placeOrder ? (
          <Button
            type="button"
            label={placeOrder.label}
            icon={iconClass('check')}
            loading={placeOrder.isPending}
            disabled={isBusy}
            onClick={placeOrder.choose}
          />
        ) : null}
        {base.revision > 0 ? (
          <Button
            type="button"
            label={t('quoteConstruction.compareVersions')}
            icon={iconClass('history')}
            severity="secondary"
            text
            onClick={() => setIsComparing(true)}
          />
        ) : null}
        {choices.map((choice) => (
          <Button
            key={choice.key}
            type="button"
            // Nothing is saved by the move from a published quote: the button says what the user does.
            label={choice.key === 'quote.moveBackToWipAndSave' ? moveBackLabel : choice.shortLabel}
            icon={iconClass(choice.icon)}
            severity={choice.tone === 'danger' ? 'danger' : 'secondary'}
            outlined
            disabled={isBusy || isOutdated}
            onClick={() => {
              // Publishing sends what is on screen: unsaved changes are saved first, then the §8 question.
              const isPublish =
                choice.key === 'quoteReturn.publish' || choice.key === 'quoteReturn.republish';
              if (isPublish && isDirty) {
                void runSave().then((saved) => {
                  if (saved) choice.choose();
                });
              } else choice.choose();
            }}
          />
        ))}
      </div>
      <LinePager area={AREA} view={shownView} count={count} onChange={setView} />
      <LineItemGrid
        model={pageModel}
        columns={columns}
        label={t('quoteConstruction.gridLabel')}
        readOnly={readOnly}
        isReorderable={false}
        isRowEditable={isLineEditable}
        rowMenuItems={rowMenuItems}
        bulkActions={
          readOnly
            ? [sourcingAction]
            : [
                sourcingAction,
                setSellerAction,
                setMarkupAction,
                statusMove(I.UNAVAILABLE),
                statusMove(I.WIP),
                deleteSelected,
              ]
        }
        serverErrors={shownLineErrors}
        height={gridHeight(pageModel.entries.length, LINES_GRID_MAX_HEIGHT)}
      />
      {sourcingEntry ? (
        <LinePanel
          title={t('quoteConstruction.lineSourcing', {
            line: sourcingEntry.current.sequenceNumber,
            product: sourcingEntry.current.product,
            size: sourcingEntry.current.size,
          })}
          closeLabel={t('quoteConstruction.closeSourcing')}
          onClose={() => setSourcingKey(null)}
        >
          <div className="quote-construction__sourcing-panels">
            <SellerCandidatesPanel
              quoteItemId={sourcingEntry.current.id}
              isLineSourced={
                sourcingEntry.current.sellerCompany !== null || sourcingEntry.current.sellerUnitPrice !== null
              }
              onPick={(candidate) =>
                model.updateRows([sourcingEntry.key], (row) => ({
                  sellerCompany: { id: candidate.sellerCompanyId, name: candidate.sellerCompanyName },
                  ...withDerivedPrices(row, 'sellerUnitPrice', candidate.lastUnitPrice),
                }))
              }
            />
            <AlternatesEditor
              line={{
                sequenceNumber: sourcingEntry.current.sequenceNumber,
                productName: sourcingEntry.current.product,
                productSizeName: sourcingEntry.current.size,
              }}
              altItems={sourcingEntry.current.altItems}
              onChange={(altItems) => model.updateRows([sourcingEntry.key], { altItems })}
              onUseAsSubstitute={
                itemMoveOf(sourcingEntry, I.SUBSTITUTED) === undefined
                  ? undefined
                  : (altItem) => model.updateRows([sourcingEntry.key], { substitute: altItem })
              }
              readOnly={readOnly || !isLineEditable(sourcingEntry.current)}
            />
          </div>
        </LinePanel>
      ) : null}
      <div className="quote-construction__panels">
        <DiscountsPanel area={AREA} model={discounts} readOnly={readOnly} errors={chargeErrors.discounts} />
        <TransportCostsPanel
          area={AREA}
          model={transport}
          readOnly={readOnly}
          errors={chargeErrors.transport}
        />
        <SubQuotesPanel record={base} />
        <TotalsPanel
          area={AREA}
          disclaimer={MESSAGES.taxDisclaimer}
          money={totals}
          taxRate={base.totals.taxRate}
          buyerFeeRate={buyerFee.data?.ratePercent ?? base.totals.buyerFeeRate}
          isDirty={isDirty}
        />
      </div>
      {isReturnOpen ? (
        <RecordReturnDialog
          quote={base}
          visible
          onHide={() => setIsReturnOpen(false)}
          onRecorded={takeVersion}
        />
      ) : null}
      <Dialog
        header={t('quoteConstruction.compareTitle', { number })}
        visible={isComparing}
        onHide={() => setIsComparing(false)}
        style={{ width: 'min(80rem, 96vw)' }}
      >
        {isComparing ? <RevisionComparison quoteId={base.id} /> : null}
      </Dialog>
      <BulkEditDialog
        edit={bulkEdit}
        onClose={() => setBulkEdit(null)}
        onSeller={(seller) => model.updateRows(selectedEditableKeys(), { sellerCompany: seller })}
        onMarkup={(markupRate) =>
          model.updateRows(selectedEditableKeys(), (row) => withDerivedPrices(row, 'markupRate', markupRate))
        }
      />
    </div>
  );
}
