import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BackgroundProcessStatus,
  confirmationMessage,
  failedTitle,
  formatQuoteNumber,
  hasQuantityPrecision,
  MAX_SPECS_PER_PRODUCT_ITEM,
  MESSAGES,
  ProductSizeType,
  QuoteStatus,
  StandardizedQuoteStatus,
  type StandardizationAction,
  type StandardizedQuote,
} from '@portal/contracts';
import { OutdatedNotice, isOutdatedError } from '../../../../components/form';
import {
  describeCellErrors,
  findCellErrors,
  LineItemGrid,
  lookupEditor,
  multiLookupEditor,
  useDeleteSelectedAction,
  useLineItemRows,
  type GridBulkAction,
  type GridColumn,
} from '../../../../components/grid';
import { WorkspacePresence } from '../../../../components/live';
import {
  Button,
  iconClass,
  Message,
  PopupMenu,
  ProgressSpinner,
  useConfirm,
  useToast,
  type NavigationMenuItem,
  type PopupMenuHandle,
} from '../../../../components/ui';
import { isApiError } from '../../../../lib/api-client';
import { failureMessage, fieldIssuesOf } from '../../../../lib/failure-message';
import { newIdempotencyKey } from '../../../../lib/idempotency-key';
import { useSingleSubmit } from '../../../../lib/use-single-submit';
import { translateMessage, useLabels } from '../../../../lib/i18n-labels';
import { searchProducts, useProductSizeSearch } from '../../../../lib/reference-data';
import { useRelaunchGoMatch, useSaveStandardization } from '../api/standardized-quotes';
import {
  blankRow,
  copyRow,
  duplicateKeysOutside,
  duplicateLinesOf,
  issuesByLine,
  rowOf,
  toSavePayload,
  type StandardizationRow,
} from '../standardization-rows';
import {
  alternativesEditor,
  MatchSummary,
  useAlternativeChoices,
  type AlternativeChoice,
} from './match-cell';
import { RequestSummary } from './request-summary';

const SQ = StandardizedQuoteStatus.ids;
const SUBJECT = 'standardized quote';
const FAILED_TITLE = failedTitle('Standardized Quote');

export interface StandardizationWorkspaceProps {
  /** The record as last read; a newer version is taken only when nothing is unsaved (or on Refresh). */
  readonly record: StandardizedQuote;
  /** Reads the record again and answers it (the outdated notice's Refresh). */
  readonly reload: () => Promise<StandardizedQuote | undefined>;
  readonly onDirtyChange: (isDirty: boolean) => void;
}

/**
 * The standardization workspace (issue 13; spec 001 §2, §3 Standardized quote item, §5, §8, §9): the request
 * beside the grid of items — the buyer's line and the engine's match (its confidence as a colour, its top-3 one
 * click away), product, size and specs picked from the catalog, quantity, reviewed. Saves send the whole ordered
 * list with the version read: a second saver gets the outdated notice and loses nothing silently.
 */
export function StandardizationWorkspace({ record, reload, onDirtyChange }: StandardizationWorkspaceProps) {
  const { t } = useTranslation();
  const labels = useLabels();
  const toast = useToast();
  const confirm = useConfirm();
  const save = useSaveStandardization();
  const saveOnce = useSingleSubmit();
  const relaunch = useRelaunchGoMatch();
  const searchSizes = useProductSizeSearch();
  const choicesOf = useAlternativeChoices();
  const deleteSelected = useDeleteSelectedAction<StandardizationRow>();
  const menuRef = useRef<PopupMenuHandle>(null);

  // The version the working copy started from. A newer one read in the background (the engine's polling) is taken
  // at once when nothing is unsaved; otherwise the user is told and decides with Refresh (no silent overwrite).
  const [base, setBase] = useState(record);
  const [isRefused, setIsRefused] = useState(false);
  const [isLiveOutdated, setIsLiveOutdated] = useState(false);
  const [lineErrors, setLineErrors] = useState<ReadonlyMap<string, Record<string, string>>>(new Map());
  const [menuItems, setMenuItems] = useState<NavigationMenuItem[]>([]);

  const rows = useMemo(() => base.items.map(rowOf), [base.items]);
  const model = useLineItemRows<StandardizationRow>({
    rows,
    getRowKey: (row) => row.id ?? 0,
    // The engine's end changes what the record says (its status, its lines): the working copy starts again.
    resetKey: `${base.id}:${base.version}:${base.matchingStatusId}`,
    createRow: blankRow,
    copyRow,
  });
  // A newer version read in the background, or the engine's run ended (issue 34: a relaunch's lines arrive
  // without a reload; a waiting quote's lines come with a new version, the status alone is taken too).
  const isNewerWaiting =
    record.id === base.id &&
    (record.version > base.version ||
      (record.version === base.version && record.matchingStatusId !== base.matchingStatusId));
  if (isNewerWaiting && !model.isDirty) setBase(record);

  useEffect(() => onDirtyChange(model.isDirty), [model.isDirty, onDirtyChange]);

  const number = formatQuoteNumber('SQ', base.quoteNumber);
  const isPending = base.matchingStatusId === BackgroundProcessStatus.ids.PENDING;
  const isComplete = base.statusId === SQ.COMPLETE;
  const readOnly = base.readOnly || isPending;
  const isOutdated = isRefused || isLiveOutdated || (isNewerWaiting && model.isDirty);

  const applyChoice = useCallback(
    (row: StandardizationRow, choice: AlternativeChoice) => {
      const entry = model.entries.find((candidate) => candidate.current === row);
      if (entry) model.editField(entry.key, choice.field, choice.record);
    },
    [model],
  );

  const openAlternatives = (row: StandardizationRow, event: MouseEvent) => {
    const choices = choicesOf(row.matched);
    const group = (field: AlternativeChoice['field'], label: string): NavigationMenuItem[] => {
      const items = choices
        .filter((choice) => choice.field === field)
        .map((choice) => ({ label: choice.label, onSelect: () => applyChoice(row, choice) }));
      return items.length > 0 ? [{ label, items }] : [];
    };
    setMenuItems([
      ...group('product', t('standardization.productAlternatives')),
      ...group('size', t('standardization.sizeAlternatives')),
    ]);
    menuRef.current?.toggle(event);
  };

  // A list sent twice (issue 34, decision 200): the same line from two sources, shown and resolved by staff.
  const duplicates = duplicateLinesOf(model.entries);
  const sourceLabelOf = (source: string): string => {
    if (source === 'details') return t('standardization.pastedList');
    const fileId = source.slice('file:'.length);
    return (
      base.request.attachments.find((attachment) => attachment.id === fileId)?.name ??
      t('standardization.anAttachment')
    );
  };
  const keepSource = (source: string) => {
    model.deleteRows(duplicateKeysOutside(model.entries, source));
    toast.showInfo(t('standardization.sourceKept', { source: sourceLabelOf(source) }));
  };

  const lineNumberOf = (row: StandardizationRow) =>
    model.entries.findIndex((entry) => entry.current === row) + 1;

  const columns: GridColumn<StandardizationRow>[] = [
    {
      key: 'sourceText',
      header: t('standardization.sourceText'),
      width: 230,
      render: (row) => (
        <>
          {row.duplicateGroup !== null && duplicates.groups.has(row.duplicateGroup) ? (
            <span className="standardization__duplicate-tag">{t('standardization.duplicateTag')}</span>
          ) : null}
          <span title={row.sourceText ?? undefined}>{row.sourceText ?? ''}</span>
        </>
      ),
    },
    {
      key: 'matched',
      field: 'matched',
      header: t('standardization.match'),
      width: 160,
      editor: alternativesEditor(
        (row) => choicesOf(row.matched),
        applyChoice,
        t('standardization.noAlternatives'),
      ),
      isEditable: (row) => row.matched !== null,
      render: (row) => (
        <MatchSummary row={row} lineNumber={lineNumberOf(row)} onOpenAlternatives={openAlternatives} />
      ),
    },
    {
      key: 'product',
      field: 'product',
      header: t('standardization.product'),
      width: 250,
      editor: lookupEditor((text, _row, signal) => searchProducts(text, { signal, linkableOnly: true })),
    },
    {
      key: 'size',
      field: 'size',
      header: t('standardization.size'),
      width: 140,
      editor: lookupEditor((text, row, signal) =>
        searchSizes(ProductSizeType.ids.SIZE, row.product?.id ?? null, text, signal),
      ),
    },
    {
      key: 'specs',
      field: 'specs',
      header: t('standardization.specs'),
      width: 170,
      editor: multiLookupEditor(
        (text, row, signal) => searchSizes(ProductSizeType.ids.SPEC, row.product?.id ?? null, text, signal),
        MAX_SPECS_PER_PRODUCT_ITEM,
      ),
      render: (row) => row.specs.map((spec) => spec.name).join(', '),
    },
    {
      key: 'quantity',
      field: 'quantity',
      header: t('standardization.quantity'),
      width: 100,
      align: 'end',
      editor: { kind: 'number' },
      validate: (value) => {
        if (value === null || Number.isNaN(value)) return null;
        if (value <= 0) return t('standardization.quantityAboveZero');
        // decision 192: the catalogue's words, in the user's language (the server refuses the same).
        if (!hasQuantityPrecision(value)) {
          return t('message.quantityDecimals', { defaultValue: MESSAGES.quantityDecimals });
        }
        return null;
      },
    },
    {
      key: 'reviewed',
      field: 'reviewed',
      header: t('standardization.reviewed'),
      width: 90,
      align: 'center',
      editor: { kind: 'checkbox' },
    },
    {
      key: 'note',
      field: 'note',
      header: t('standardization.note'),
      width: 160,
      editor: { kind: 'text', maxLength: 1000 },
    },
  ];

  const markReviewed = (reviewed: boolean): GridBulkAction<StandardizationRow> => ({
    id: reviewed ? 'mark-reviewed' : 'mark-not-reviewed',
    label: t(reviewed ? 'standardization.markReviewed' : 'standardization.markNotReviewed'),
    icon: 'review',
    keepsSelection: true,
    isEnabled: (entries) => entries.some((entry) => !entry.isDeleted && entry.current.reviewed !== reviewed),
    run: ({ entries }) =>
      model.updateRows(
        entries.filter((entry) => !entry.isDeleted).map((entry) => entry.key),
        { reviewed },
      ),
  });

  const relaunchLine: GridBulkAction<StandardizationRow> = {
    id: 'relaunch-line',
    label: t('standardization.relaunchLine'),
    icon: 'relaunch',
    // One saved line the engine read, with nothing else unsaved: the answer replaces the line on the server.
    isEnabled: (entries) =>
      entries.length === 1 && entries[0]?.current.id !== null && entries[0]?.current.sourceText !== null,
    confirmation: {
      header: t('standardization.relaunchTitle'),
      message: translateMessage(confirmationMessage('relaunchGoMatchLine', number)),
    },
    run: ({ entries }) => {
      const entry = entries[0];
      const itemId = entry?.current.id;
      if (!entry || itemId === null || itemId === undefined) return;
      if (model.isDirty) {
        toast.showError(t('standardization.unsavedFirst'), FAILED_TITLE);
        return;
      }
      const line = model.entries.findIndex((candidate) => candidate.key === entry.key) + 1;
      relaunch.mutate(
        { id: base.id, itemId },
        {
          onSuccess: (saved) => {
            setBase(saved);
            toast.showSuccess(t('standardization.lineRelaunched', { line }));
          },
          onError: (error) =>
            toast.showError(translateMessage(failureMessage(error, 'update', SUBJECT)), FAILED_TITLE),
        },
      );
    },
  };

  const runSave = (action: StandardizationAction) => {
    const cellErrors = findCellErrors(model.entries, columns, t('grid.notANumber'));
    if (cellErrors.length > 0) {
      const cells = describeCellErrors(cellErrors, model.entries, columns, t);
      toast.showError(`${t('standardization.fixCells')} ${cells}`, FAILED_TITLE);
      return;
    }
    const payload = toSavePayload(model.entries);
    // A double click on Save & Complete makes one call: one quote, no false 'outdated' (decision 201).
    if (!saveOnce.start()) return;
    save.mutate(
      {
        body: { id: base.id, action, items: payload.items },
        version: base.version,
        // Each click of Save & Complete is an intent (the button is disabled while it runs): its own key.
        ...(action === 'saveAndComplete' ? { idempotencyKey: newIdempotencyKey() } : {}),
      },
      {
        onSuccess: (saved) => {
          setBase(saved);
          setLineErrors(new Map());
          if (action === 'saveAndComplete') {
            const quote = formatQuoteNumber('CQ', saved.quote?.quoteNumber ?? saved.quoteNumber);
            toast.showSuccess(t('standardization.completed', { number, quote }));
          } else if (action === 'moveBackToWipAndSave') {
            toast.showSuccess(t('standardization.movedBack', { number }));
          } else {
            toast.showSuccess(t('standardization.saved', { number }));
          }
        },
        onError: (error) => {
          if (isOutdatedError(error)) {
            setIsRefused(true);
            return;
          }
          setLineErrors(issuesByLine(fieldIssuesOf(error), payload, model.entries));
          const message =
            isApiError(error) && error.status === 400
              ? translateMessage(error.message)
              : translateMessage(failureMessage(error, 'update', SUBJECT));
          toast.showError(message, FAILED_TITLE);
        },
        onSettled: saveOnce.settled,
      },
    );
  };

  const refresh = () => {
    void reload().then((latest) => {
      if (!latest) return;
      setBase(latest);
      model.reset(latest.items.map(rowOf));
      setIsRefused(false);
      setLineErrors(new Map());
    });
  };

  const relaunchAll = () => {
    // A correction not saved is not learned, so the engine's answer would bring the line back uncorrected
    // (issue 34): what is unsaved is saved or reverted first, as for one line.
    if (model.isDirty) {
      toast.showError(t('standardization.unsavedFirst'), FAILED_TITLE);
      return;
    }
    confirm({
      header: t('standardization.relaunchTitle'),
      message: translateMessage(confirmationMessage('relaunchGoMatch', number)),
      acceptLabel: t('common.yes'),
      rejectLabel: t('common.no'),
      onAccept: () =>
        relaunch.mutate(
          { id: base.id },
          {
            onSuccess: (saved) => {
              setBase(saved);
              model.reset(saved.items.map(rowOf));
              toast.showInfo(t('standardization.relaunched', { number }));
            },
            onError: (error) =>
              toast.showError(translateMessage(failureMessage(error, 'update', SUBJECT)), FAILED_TITLE),
          },
        ),
    });
  };

  const reviewedCount = model.entries.filter((entry) => !entry.isDeleted && entry.current.reviewed).length;
  const keptCount = model.entries.filter((entry) => !entry.isDeleted).length;
  const isBusy = save.isPending || relaunch.isPending;
  const canSave = !readOnly && !isOutdated && !isBusy;

  const saveButtons = readOnly ? null : isComplete ? (
    <Button
      type="button"
      label={t('standardization.moveBackToWip')}
      icon={iconClass('restore')}
      disabled={!canSave}
      onClick={() => runSave('moveBackToWipAndSave')}
    />
  ) : (
    <>
      <Button
        type="button"
        label={t('standardization.relaunchAll')}
        icon={iconClass('relaunch')}
        severity="secondary"
        outlined
        disabled={!canSave}
        onClick={relaunchAll}
      />
      <Button
        type="button"
        label={t('standardization.save')}
        icon={iconClass('save')}
        severity="secondary"
        disabled={!canSave || !model.isDirty}
        onClick={() => runSave('save')}
      />
      <Button
        type="button"
        label={t('standardization.saveAndComplete')}
        icon={iconClass('check')}
        disabled={!canSave}
        onClick={() => runSave('saveAndComplete')}
      />
    </>
  );

  return (
    <div className="standardization">
      <WorkspacePresence
        kind="standardized-quote"
        id={base.id}
        onRefresh={refresh}
        onOutdatedChange={setIsLiveOutdated}
      />
      {isRefused || (isNewerWaiting && model.isDirty) ? <OutdatedNotice onRefresh={refresh} /> : null}
      {base.readOnly ? (
        <Message
          severity="info"
          text={t('standardization.readOnly', {
            status: labels.enumeration(StandardizedQuoteStatus, base.statusId),
          })}
        />
      ) : null}
      {base.quote ? (
        <Message
          severity="success"
          text={t('standardization.quoteCreated', {
            quote: formatQuoteNumber('CQ', base.quote.quoteNumber),
            status: labels.enumeration(QuoteStatus, base.quote.statusId),
            count: base.quote.itemCount,
          })}
        />
      ) : null}
      <div className="standardization__layout">
        <RequestSummary request={base.request} ownerName={base.ownerUserName} />
        <div className="standardization__items">
          {isPending ? (
            <div className="standardization__pending" role="status">
              <ProgressSpinner />
              <span>{t('standardization.matchingPending')}</span>
            </div>
          ) : null}
          {!readOnly && duplicates.lineCount > 0 ? (
            <section
              className="standardization__duplicates"
              aria-label={t('standardization.duplicatesTitle')}
            >
              <Message
                severity="warn"
                text={t('standardization.duplicates', {
                  count: duplicates.lineCount,
                  sources: duplicates.sources.map(sourceLabelOf).join(', '),
                })}
              />
              <div className="standardization__duplicate-choices">
                {duplicates.sources.map((source) => (
                  <Button
                    key={source}
                    type="button"
                    severity="secondary"
                    outlined
                    label={t('standardization.keepSource', { source: sourceLabelOf(source) })}
                    onClick={() => keepSource(source)}
                  />
                ))}
              </div>
            </section>
          ) : null}
          <LineItemGrid
            model={model}
            columns={columns}
            label={t('standardization.gridLabel')}
            readOnly={readOnly}
            bulkActions={[deleteSelected, markReviewed(true), markReviewed(false), relaunchLine]}
            serverErrors={lineErrors}
            height={560}
            toolbarEnd={
              <>
                <span className="standardization__progress">
                  {t('standardization.progress', { reviewed: reviewedCount, count: keptCount })}
                </span>
                {saveButtons}
              </>
            }
          />
        </div>
      </div>
      <PopupMenu
        ref={menuRef}
        id={`standardization-${base.id}-alternatives`}
        items={menuItems}
        ariaLabel={t('standardization.match')}
        hrefForRoute={(route) => route}
        onNavigate={() => undefined}
      />
    </div>
  );
}
