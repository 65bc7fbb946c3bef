import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FlowEntity,
  findAvailableTransition,
  formatQuoteNumber,
  ItemStatus,
  MESSAGES,
  QuoteReturnStatus,
  QuoteStatus,
  transitionLabelKey,
  type ConstructedQuote,
  type Transition,
} from '@portal/contracts';
import {
  ConstructionLineGrid,
  editableLines,
  LineAlternatesEditor,
  LinePager,
  LinePanel,
  linePanelTitleValues,
  TotalsPanel,
  transportIssuesOf,
  useLinePages,
  useLineMoves,
  useOpenLine,
  useWorkingCopy,
  WorkingChargesPanels,
  WorkingCopyNotices,
} from '../../../../components/construction';
import { StatusMoveButton } from '../../../../components/status';
import type { GridBulkAction, GridEntry } from '../../../../components/grid';
import {
  Button,
  Dialog,
  iconClass,
  Message,
  useUnsavedChangesChoice,
  type NavigationMenuItem,
} from '../../../../components/ui';
import { fieldIssuesOf } from '../../../../lib/failure-message';
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
import { diffQuoteVersions, rebaseWorkingCopy } from '../change-notices';
import {
  issuesByLine,
  keptRows,
  unassignedLineIssues,
  rowsOf,
  toSavePayload,
  withDerivedPrices,
  workingTotals,
  type ConstructionRow,
  type EditableField,
} from '../construction-rows';
import { BulkEditDialog, type BulkEdit } from './bulk-dialogs';
import { isLineEditable, useConstructionColumns } from './construction-columns';
import { QuoteDeliveriesPart } from './quote-deliveries-part';
import { QuoteFacts, SubQuotesPanel } from './summary-panels';

const Q = QuoteStatus.ids;
const I = ItemStatus.ids;
const SUBJECT = 'quote';
/** The dictionary area of this workspace's words (the construction kit's pieces read theirs there). */
const AREA = 'quoteConstruction';

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
  const { t } = useTranslation();
  const labels = useLabels();
  const save = useSaveQuoteConstruction();
  const changeStatus = useChangeQuoteStatus();
  const askUnsaved = useUnsavedChangesChoice();
  const buyerFee = useBuyerFeeTerms(record.buyerCompanyId);

  const [bulkEdit, setBulkEdit] = useState<BulkEdit>(null);
  const [isReturnOpen, setIsReturnOpen] = useState(false);
  const [isComparing, setIsComparing] = useState(false);
  // The lines a publish was refused for, not on a delivery (spec 001 §5, §8), until the next status move.
  const [unassignedCount, setUnassignedCount] = useState(0);

  const copy = useWorkingCopy<ConstructedQuote, ConstructionRow, EditableField>({
    record,
    reload,
    area: AREA,
    subject: SUBJECT,
    title: 'Quote',
    numberOf: (quote) => formatQuoteNumber('CQ', quote.quoteNumber),
    rowsOf,
    rebase: rebaseWorkingCopy,
    diff: diffQuoteVersions,
  });
  const { base, model, discounts, transport, isDirty, number } = copy;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const readOnly = base.readOnly;
  const columns = useConstructionColumns({ conflicts: copy.conflicts, conflictAuthor: copy.conflictAuthor });

  const pages = useLinePages(model);

  const moves = useLineMoves({
    entity: FlowEntity.QUOTE_ITEM,
    parentStatusId: base.statusId,
    area: AREA,
    model,
  });
  // The line whose sourcing panels are open: who can supply it, its alternates (issue 14).
  const sourcing = useOpenLine(model.entries);

  // The line's own entry of its menu, before the moves of the transitions table.
  const lineMenuItems = (entry: GridEntry<ConstructionRow>): NavigationMenuItem[] => [
    {
      label: t('quoteConstruction.sourceLine'),
      icon: iconClass('search'),
      onSelect: () => sourcing.open(entry.key),
    },
  ];

  const setSellerAction: GridBulkAction<ConstructionRow> = {
    id: 'set-seller',
    label: t('quoteConstruction.setSeller'),
    icon: 'choose',
    keepsSelection: true,
    isEnabled: (entries) => editableLines(entries).length > 0,
    run: ({ entries }) => setBulkEdit({ kind: 'seller', count: editableLines(entries).length }),
  };
  const setMarkupAction: GridBulkAction<ConstructionRow> = {
    id: 'set-markup',
    label: t('quoteConstruction.setMarkup'),
    icon: 'edit',
    keepsSelection: true,
    isEnabled: (entries) => editableLines(entries).length > 0,
    run: ({ entries }) => setBulkEdit({ kind: 'markup', count: editableLines(entries).length }),
  };
  // From the bulk bar too, so a published quote's alternates and candidates can still be read (no line menu then).
  const sourcingAction = sourcing.action({
    id: 'sourcing',
    label: t('quoteConstruction.sourceLine'),
    icon: 'search',
  });
  const selectedEditableKeys = () =>
    editableLines(model.entries.filter((entry) => model.selectedKeys.has(entry.key))).map(
      (entry) => entry.key,
    );

  /** Saves the working copy; answers the saved record, or undefined when nothing was sent or it was refused. */
  const runSave = () =>
    copy.save({
      columns,
      payloadOf: () => toSavePayload(base.id, model.entries, discounts.entries, transport.entries),
      send: (payload) => save.mutateAsync({ body: payload.body, version: base.version }),
      issuesOf: (issues, payload) => ({
        items: issuesByLine(
          issues,
          (index) => payload.itemKeys[index],
          (key) => model.entries.find((entry) => entry.key === key)?.current,
        ),
        discounts: new Map(),
        transportCosts: transportIssuesOf(issues, payload.transportKeys),
      }),
    });

  const statusChoices = useStatusTransitions<QuoteStatusCall>({
    entity: FlowEntity.QUOTE,
    calls: STATUS_CALL_WORDS,
    area: 'quoteConstruction',
    subject: SUBJECT,
    title: 'Quote',
    // The version sent is the one the working copy sits on (`base`, decision 204).
    change: async (call, record) => {
      try {
        const answer = await changeStatus.mutateAsync({ call, record });
        setUnassignedCount(0);
        copy.takeVersion(answer);
        copy.dismissNotice();
        return answer;
      } catch (error) {
        // spec 001 §8 'items not assigned to deliveries' names each line by its id: the lines are marked.
        const unassigned = unassignedLineIssues(fieldIssuesOf(error));
        if (unassigned.size > 0) {
          copy.showLineIssues(unassigned);
          setUnassignedCount(unassigned.size);
          throw error;
        }
        // spec 001 §8 'missing info for publish': the lines it names are marked where they lack a seller or price.
        const items = base.items;
        copy.showLineIssues(
          issuesByLine(
            fieldIssuesOf(error),
            (index) => (items[index] ? String(items[index].id) : undefined),
            (key) => model.entries.find((entry) => entry.key === key)?.current,
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
  const sourcingEntry = sourcing.entry;
  // A published quote waits for the buyer's return; a returned one is placed as an order (decision 152).
  const canRecordReturn =
    base.statusId === Q.COMPLETE && base.returnStatusId === QuoteReturnStatus.ids.PENDING;
  const placeOrder = usePlaceOrderAction(base, () => void reload());
  const moveBackLabel = t(transitionLabelKey('Move Back to WIP'), { defaultValue: 'Move Back to WIP' });
  const isBusy = save.isPending || changeStatus.isPending;
  const isOutdated = copy.isRefused;

  const totals = workingTotals(
    model.entries,
    keptRows(discounts.entries),
    keptRows(transport.entries),
    buyerFee.data ?? null,
    base.totals.taxRate,
  );

  return (
    <div className="construction-kit">
      <WorkingCopyNotices kind="quote" area={AREA} copy={copy} />
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
      <div className="construction-kit__actions" role="group" aria-label={t('quoteConstruction.actions')}>
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
            disabled={isBusy || placeOrder.isPending}
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
          <StatusMoveButton
            key={choice.key}
            move={choice}
            // Nothing is saved by the move from a published quote: the button says what the user does.
            label={choice.key === 'quote.moveBackToWipAndSave' ? moveBackLabel : choice.shortLabel}
            disabled={isBusy || isOutdated}
            onClick={() => {
              // spec 001 §5 'Unsaved changes block proceeding' (decision 201): a move works on the saved quote,
              // so with edits on screen the user says whether to save them first, drop them, or stay.
              if (!isDirty) {
                choice.choose();
                return;
              }
              askUnsaved({
                onSave: () =>
                  void runSave().then((saved) => {
                    // The move sends the version the save answered (decision 204).
                    if (saved) choice.choose(saved);
                  }),
                onDiscard: () => {
                  copy.takeVersion(base);
                  choice.choose();
                },
              });
            }}
          />
        ))}
      </div>
      {unassignedCount > 0 ? (
        <Message
          severity="error"
          text={`${translateMessage(MESSAGES.itemsNotAssignedToDeliveries)} ${t('quoteConstruction.unassignedLinesMarked', { count: unassignedCount })}`}
        />
      ) : null}
      <QuoteDeliveriesPart
        quote={{
          id: base.id,
          statusId: base.statusId,
          deliveryMethodId: base.deliveryMethodId,
          formattedNumber: number,
        }}
      />
      <LinePager area={AREA} view={pages.view} count={pages.count} onChange={pages.setView} />
      <ConstructionLineGrid
        model={pages.model}
        columns={columns}
        label={t('quoteConstruction.gridLabel')}
        readOnly={readOnly}
        moves={moves}
        menuItems={lineMenuItems}
        panelAction={sourcingAction}
        bulkEdits={[setSellerAction, setMarkupAction]}
        serverErrors={copy.lineErrors}
      />
      {sourcingEntry ? (
        <LinePanel
          title={t('quoteConstruction.lineSourcing', linePanelTitleValues(sourcingEntry.current))}
          closeLabel={t('quoteConstruction.closeSourcing')}
          onClose={sourcing.close}
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
            <LineAlternatesEditor
              entry={sourcingEntry}
              model={model}
              canUseAsSubstitute={moves.moveOf(sourcingEntry, I.SUBSTITUTED) !== undefined}
              readOnly={readOnly || !isLineEditable(sourcingEntry.current)}
            />
          </div>
        </LinePanel>
      ) : null}
      <div className="construction-kit__panels">
        <WorkingChargesPanels area={AREA} copy={copy} readOnly={readOnly} />
        <SubQuotesPanel record={base} />
        <TotalsPanel
          area={AREA}
          disclaimer={MESSAGES.taxDisclaimer}
          tax={{ countryId: base.taxCountryId, provinceName: base.provinceName, taxKinds: base.taxKinds }}
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
          onRecorded={copy.takeVersion}
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
