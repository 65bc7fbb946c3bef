import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  CONFIRMATIONS,
  DEFAULT_PAGE_SIZE,
  failedTitle,
  FlowEntity,
  ItemStatus,
  MESSAGES,
  OrderStatus,
  orderSetupIssue,
  ROUTES,
  SUPER_ADMIN_AND_FINANCE,
  transitionLabelKey,
  transitionsFrom,
  type ChangeEvent,
  type OrderRecord,
  type Transition,
} from '@portal/contracts';
import {
  AlternatesEditor,
  ChangeNoticeBanner,
  clampPage,
  currentLineErrors,
  describeChanges,
  discountCellErrors,
  discountDraftsOf,
  DiscountsPanel,
  gridHeight,
  isKnownNumber,
  keptRows,
  LinePager,
  LinePanel,
  lineErrorsOf,
  noLineErrors,
  sameDiscounts,
  sameTransportCosts,
  summarizeChanges,
  TotalsPanel,
  transportCellErrors,
  transportDraftsOf,
  TransportCostsPanel,
  usePagedPricingModel,
  type ChangeNotice,
  type LinePage,
  type LineErrors,
  useChargeDrafts,
} from '../../../../components/construction';
import { isOutdatedError, OutdatedNotice } from '../../../../components/form';
import {
  findCellErrors,
  LineItemGrid,
  useDeleteSelectedAction,
  useLineItemRows,
  type GridBulkAction,
  type GridEntry,
  type LineItemRowsModel,
  type RowField,
} from '../../../../components/grid';
import { WorkspacePresence } from '../../../../components/live';
import {
  Button,
  iconClass,
  Message,
  ToggleButtons,
  useConfirm,
  useToast,
  type NavigationMenuItem,
} from '../../../../components/ui';
import { isApiError } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/auth';
import { failureMessage, fieldIssuesOf } from '../../../../lib/failure-message';
import { translateMessage, useLabels } from '../../../../lib/i18n-labels';
import { useOrderStatusActions, type OrderStatusChoice } from '../../common';
import {
  useSaveOrderComment,
  useSaveOrderConstruction,
  useToggleOrderInvoiced,
} from '../api/order-construction';
import { diffOrderVersions, rebaseOrderWorkingCopy, type OrderCellConflicts } from '../order-change-notices';
import {
  isItemEditable,
  NO_ORDER_CELL_ERRORS,
  orderCellErrorsOf,
  orderRowsOf,
  sellerChangeDeletesPictures,
  setupIssuesOf,
  toOrderSavePayload,
  workingOrderTotals,
  type OrderCellErrors,
  type OrderConstructionRow,
} from '../order-rows';
import { useOrderColumns } from './order-columns';
import { OrderSettingsPanel } from './order-settings-panel';
import { OrderFacts, SubOrdersPanel } from './order-summary-panels';

const I = ItemStatus.ids;
const O = OrderStatus.ids;
/** The dictionary area of this workspace's words (the construction kit's pieces read theirs there). */
const AREA = 'orderConstruction';
const SUBJECT = 'order';
const FAILED_TITLE = failedTitle('Order');
const LINES_GRID_MAX_HEIGHT = 520;
const NO_CELL_ERRORS: ReadonlyMap<string, Record<string, string>> = new Map();
/** Every sub-order's items together (the sub-order choice's first entry). */
const ALL_SUB_ORDERS = 'all';

export interface OrderConstructionWorkspaceProps {
  /** The record as last read (the query's); a newer version is laid under the user's cells, never over them. */
  readonly record: OrderRecord;
  /** Reads the record again and answers it (a live change, the outdated notice's Refresh). */
  readonly reload: () => Promise<OrderRecord | undefined>;
  readonly onDirtyChange: (isDirty: boolean) => void;
  /**
   * The toolbar's slot for the order's other actions (the purchase-order email's 'Send PO', issue 15): given the
   * order as the workspace shows it, it renders beside the status moves.
   */
  readonly toolbarActions?: (order: OrderRecord) => ReactNode;
}

/**
 * The order construction workspace (issue 15; spec 001 §2, §3, §4, §5, §8, §9; decision 165, after quotes'
 * decision 155): the order's items per sub-order on the grid kit with their sourcing and inventory, the discounts,
 * transport costs and buyer delivery fee, the comment and the invoiced flag, the sub-orders' statuses and the
 * totals, Save and the status moves of the transitions table. Another user's save is told in words and laid
 * under the user's unsaved cells, which stay.
 */
export function OrderConstructionWorkspace({
  record,
  reload,
  onDirtyChange,
  toolbarActions,
}: OrderConstructionWorkspaceProps) {
  const { t, i18n } = useTranslation();
  const labels = useLabels();
  const toast = useToast();
  const confirm = useConfirm();
  const { roleId } = useSession();
  const save = useSaveOrderConstruction();
  const saveComment = useSaveOrderComment();
  const toggleInvoiced = useToggleOrderInvoiced();
  const deleteSelected = useDeleteSelectedAction<OrderConstructionRow>();

  // The version the working copy was laid on; the grids start again only when this workspace says so.
  const [base, setBase] = useState(record);
  const [isRefused, setIsRefused] = useState(false);
  const [lineErrors, setLineErrors] = useState<LineErrors<OrderConstructionRow>>(noLineErrors);
  const [cellErrors, setCellErrors] = useState<OrderCellErrors>(NO_ORDER_CELL_ERRORS);
  const [showChargeErrors, setShowChargeErrors] = useState(false);
  const [conflicts, setConflicts] = useState<OrderCellConflicts>(new Map());
  const [conflictAuthor, setConflictAuthor] = useState('');
  const [notice, setNotice] = useState<ChangeNotice | null>(null);
  const [view, setView] = useState<LinePage>({ page: 1, size: DEFAULT_PAGE_SIZE, order: 'asc' });
  const [subOrderShown, setSubOrderShown] = useState<string>(ALL_SUB_ORDERS);
  const [deliveryFee, setDeliveryFee] = useState<number | null>(record.buyerDeliveryFee);
  const [comment, setComment] = useState(record.comment ?? '');
  // The item whose alternates are open (issue 15 'substitutions (alternates)'), by its grid key.
  const [alternatesKey, setAlternatesKey] = useState<string | null>(null);
  // Set when another user's change is being read: that version is laid under the user's cells with a notice.
  const pendingChange = useRef<ChangeEvent | null>(null);
  // Set while this user's own call (comment, invoiced, status) writes: its new version is no one else's news.
  const isOwnWrite = useRef(false);

  const baseRows = useMemo(() => orderRowsOf(base), [base]);
  const model = useLineItemRows<OrderConstructionRow>({
    rows: baseRows,
    getRowKey: (row) => row.id,
    resetKey: base.id,
  });
  const { discounts, transport } = useChargeDrafts(base);

  const isFeeChanged = !sameFee(deliveryFee, base.buyerDeliveryFee);
  const isDirty = model.isDirty || discounts.isDirty || transport.isDirty || isFeeChanged;
  const isCommentChanged = comment.trim() !== (base.comment ?? '').trim();
  useEffect(() => onDirtyChange(isDirty || isCommentChanged), [isDirty, isCommentChanged, onDirtyChange]);

  const number = base.formattedNumber;
  const readOnly = !base.editable;
  const columns = useOrderColumns({ subOrders: base.subOrders, conflicts, conflictAuthor });

  /** The comment box follows a new version unless the user is typing one of their own (saved by its button). */
  const followComment = useCallback(
    (latest: OrderRecord) =>
      setComment((typed) => (typed.trim() === (base.comment ?? '').trim() ? (latest.comment ?? '') : typed)),
    [base.comment],
  );

  /** Starts every grid again from a version the user has nothing unsaved against (a save, a status move). */
  const takeVersion = useCallback(
    (latest: OrderRecord) => {
      followComment(latest);
      setBase(latest);
      model.reset(orderRowsOf(latest));
      discounts.reset(discountDraftsOf(latest));
      transport.reset(transportDraftsOf(latest));
      setDeliveryFee(latest.buyerDeliveryFee);
      setConflicts(new Map());
      setLineErrors(noLineErrors());
      setCellErrors(NO_ORDER_CELL_ERRORS);
      setShowChargeErrors(false);
      setIsRefused(false);
    },
    [model, discounts, transport, followComment],
  );

  /**
   * A version the user has unsaved work against: laid under the user's cells (kept, marked where both changed
   * one cell), the user's discount, transport or delivery-fee changes kept. Another user's (`authorName` given
   * or not) is told in a notice; the user's own write elsewhere (`isOwn`) is taken silently.
   */
  const layUnder = useCallback(
    (latest: OrderRecord, authorName: string | null, isOwn: boolean) => {
      const name = authorName ?? t('orderConstruction.notice.someone');
      const rebase = rebaseOrderWorkingCopy(model.entries, latest);
      const theirDiscounts = discountDraftsOf(latest);
      const theirTransport = transportDraftsOf(latest);
      const keepDiscounts = discounts.isDirty;
      const keepTransport = transport.isDirty;

      followComment(latest);
      setBase(latest);
      model.reset(rebase.rows);
      for (const { key, patch } of rebase.patches) model.updateRows([key], patch);
      model.deleteRows(rebase.deletedKeys);
      // A list the user is changing stays as the user has it (the save sends whole lists); else theirs shows.
      if (!keepDiscounts) discounts.reset(theirDiscounts);
      if (!keepTransport) transport.reset(theirTransport);
      if (!isFeeChanged) setDeliveryFee(latest.buyerDeliveryFee);
      setConflicts(rebase.conflicts);
      setConflictAuthor(name);
      setLineErrors(noLineErrors());
      setIsRefused(false);
      if (isOwn) return;

      const details: string[] = [];
      if (rebase.conflicts.size > 0) {
        const count = [...rebase.conflicts.values()].reduce(
          (sum, cells) => sum + Object.keys(cells).length,
          0,
        );
        details.push(t('orderConstruction.notice.keptCells', { count, name }));
      } else if (rebase.patches.length > 0 || rebase.deletedKeys.length > 0) {
        details.push(t('orderConstruction.notice.keptChanges'));
      }
      const chargesClash =
        (keepDiscounts && !sameDiscounts(discountDraftsOf(base), theirDiscounts)) ||
        (keepTransport && !sameTransportCosts(transportDraftsOf(base), theirTransport)) ||
        (isFeeChanged && !sameFee(base.buyerDeliveryFee, latest.buyerDeliveryFee));
      if (chargesClash) details.push(t('orderConstruction.notice.keptCharges', { name }));
      if (rebase.lostLines.length > 0) {
        details.push(t('orderConstruction.notice.lostLines', { name, lines: rebase.lostLines.join(', ') }));
      }
      const summary = summarizeChanges(diffOrderVersions(base, latest));
      setNotice({ text: describeChanges(summary, name, t, i18n.language, AREA), details });
    },
    [base, model, discounts, transport, isFeeChanged, followComment, t, i18n.language],
  );

  // A newer version read in the background: another user's (announced live) is laid under the user's cells with a
  // notice; this user's own (a comment, the invoiced flag, a status move) is taken, under unsaved cells if any.
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

  /** Runs one of this user's own writes outside Save: its new version is taken without a notice. */
  const ownWrite = async <TAnswer,>(write: () => Promise<TAnswer>): Promise<TAnswer> => {
    isOwnWrite.current = true;
    try {
      return await write();
    } finally {
      isOwnWrite.current = false;
    }
  };

  // Items per sub-order (issue 15): all of them, or one seller's.
  const shownEntries = useMemo(
    () =>
      subOrderShown === ALL_SUB_ORDERS
        ? model.entries
        : model.entries.filter((entry) => String(entry.current.subOrderId) === subOrderShown),
    [model.entries, subOrderShown],
  );
  const groupModel = useMemo<LineItemRowsModel<OrderConstructionRow>>(
    () => ({ ...model, entries: shownEntries }),
    [model, shownEntries],
  );
  const count = shownEntries.length;
  const shownView = clampPage(view, count);
  const pagedModel = usePagedPricingModel(groupModel, shownView);

  // spec 001 §5 and §8: a new seller on an item whose seller sent pictures deletes them, once confirmed.
  const editField = useCallback(
    <TField extends RowField<OrderConstructionRow>>(
      key: string,
      field: TField,
      value: OrderConstructionRow[TField],
    ) => {
      const entry = model.entries.find((candidate) => candidate.key === key);
      const seller = value as OrderConstructionRow['sellerCompany'];
      const isNewSeller =
        field === 'sellerCompany' && entry !== undefined && seller?.id !== entry.current.sellerCompany?.id;
      if (isNewSeller && sellerChangeDeletesPictures(base, entry.current)) {
        confirm({
          header: t('orderConstruction.changeSeller'),
          message: CONFIRMATIONS.changeSellerDeletesPictures,
          acceptLabel: t('common.yes'),
          rejectLabel: t('common.no'),
          onAccept: () => pagedModel.editField(key, field, value),
        });
        return;
      }
      pagedModel.editField(key, field, value);
    },
    [model.entries, base, confirm, t, pagedModel],
  );
  const gridModel = useMemo(() => ({ ...pagedModel, editField }), [pagedModel, editField]);

  /** The transitions table's move of this item to `to`, when it offers one (spec 001 §4). */
  function itemMoveOf(entry: GridEntry<OrderConstructionRow>, to: number): Transition | undefined {
    if (entry.isDeleted || roleId === null || roleId === undefined) return undefined;
    return transitionsFrom(FlowEntity.ORDER_ITEM, entry.current.statusId, roleId, {
      parentStatusId: base.statusId,
    }).find((transition) => transition.to === to);
  }

  /**
   * 'Mark Substituted' (spec 001 §4) is offered while the transitions table has the move, no substitute is pending
   * and the item is saved (a substitute names a stored item).
   */
  const canSubstitute = (entry: GridEntry<OrderConstructionRow>) =>
    itemMoveOf(entry, I.SUBSTITUTED) !== undefined &&
    entry.current.substitute === null &&
    entry.original !== null;

  const rowMenuItems = (entry: GridEntry<OrderConstructionRow>): NavigationMenuItem[] => {
    // 'Mark Substituted' (spec 001 §4) with one of the item's alternates, sent with the next Save.
    const substitutes = !canSubstitute(entry)
      ? []
      : entry.current.altItems.map((altItem) => ({
          label: t('orderConstruction.substituteWith', {
            product: altItem.productName ?? entry.current.product,
            size: altItem.productSizeName ?? entry.current.size,
            seller: altItem.sellerCompanyName ?? entry.current.sellerCompany?.name ?? '',
          }),
          icon: iconClass('choose'),
          onSelect: () => model.updateRows([entry.key], { substitute: altItem }),
        }));
    return [
      {
        label: t('orderConstruction.alternates'),
        icon: iconClass('copy'),
        onSelect: () => setAlternatesKey(entry.key),
      },
      ...substitutes,
      ...(entry.current.substitute === null
        ? []
        : [
            {
              label: t('orderConstruction.cancelSubstitute'),
              icon: iconClass('revert'),
              onSelect: () => model.updateRows([entry.key], { substitute: null }),
            },
          ]),
      ...[I.UNAVAILABLE, I.WIP, I.ORIGINAL].flatMap((to) => {
        const move = itemMoveOf(entry, to);
        // An item back from unavailable is 'available' (WIP); only a substitute goes back to original.
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
  };

  const statusMove = (to: number): GridBulkAction<OrderConstructionRow> => ({
    id: to === I.UNAVAILABLE ? 'mark-unavailable' : 'mark-available',
    label: t(to === I.UNAVAILABLE ? 'orderConstruction.markUnavailable' : 'orderConstruction.markAvailable'),
    icon: to === I.UNAVAILABLE ? 'deactivate' : 'activate',
    keepsSelection: true,
    isEnabled: (entries) => entries.some((entry) => itemMoveOf(entry, to) !== undefined),
    run: ({ entries }) =>
      model.updateRows(
        entries.filter((entry) => itemMoveOf(entry, to) !== undefined).map((entry) => entry.key),
        { statusId: to },
      ),
  });
  // From the bulk bar too, so a read-only order's alternates can still be read (no item menu then).
  const alternatesAction: GridBulkAction<OrderConstructionRow> = {
    id: 'alternates',
    label: t('orderConstruction.alternates'),
    icon: 'copy',
    keepsSelection: true,
    isEnabled: (entries) => entries.length === 1,
    run: ({ keys }) => setAlternatesKey(keys[0] ?? null),
  };
  const alternatesEntry =
    alternatesKey === null ? undefined : model.entries.find((entry) => entry.key === alternatesKey);

  const editableSelected = (entries: readonly GridEntry<OrderConstructionRow>[]) =>
    entries.filter((entry) => !entry.isDeleted && isItemEditable(entry.current));
  // The keyboard's way through a large order: secure (or contact) every selected item at once.
  const setFlagAction = (
    field: 'inventorySecured' | 'sellerContacted',
  ): GridBulkAction<OrderConstructionRow> => ({
    id: field === 'inventorySecured' ? 'secure-inventory' : 'seller-contacted',
    label: t(
      field === 'inventorySecured' ? 'orderConstruction.secureInventory' : 'orderConstruction.markContacted',
    ),
    icon: 'check',
    keepsSelection: true,
    isEnabled: (entries) => editableSelected(entries).length > 0,
    run: ({ entries }) =>
      model.updateRows(
        editableSelected(entries).map((entry) => entry.key),
        { [field]: true },
      ),
  });

  const chargeErrors = useMemo(() => {
    const required = t('orderConstruction.required');
    const merge = (
      local: Map<string, Record<string, string>>,
      server: ReadonlyMap<string, Readonly<Record<string, string>>>,
    ) => {
      for (const [key, errors] of server) local.set(key, { ...errors, ...local.get(key) });
      return local;
    };
    if (!showChargeErrors) {
      return { discounts: cellErrors.discounts, transport: cellErrors.transportCosts };
    }
    return {
      discounts: merge(discountCellErrors(discounts.entries, required), cellErrors.discounts),
      transport: merge(
        transportCellErrors(transport.entries, required, t('orderConstruction.duplicateSeller')),
        cellErrors.transportCosts,
      ),
    };
  }, [showChargeErrors, cellErrors, transport.entries, discounts.entries, t]);

  /** The server's issues on the cells they name, kept until the user changes the cell. */
  const showIssues = (errors: OrderCellErrors) => {
    setLineErrors(lineErrorsOf(errors.items, model.entries));
    setCellErrors(errors);
    setShowChargeErrors(true);
  };

  /** Saves the working copy; answers the saved record, or undefined when nothing was sent or it was refused. */
  const runSave = async (): Promise<OrderRecord | undefined> => {
    if (findCellErrors(model.entries, columns, t('grid.notANumber')).length > 0) {
      toast.showError(t('orderConstruction.fixCells'), FAILED_TITLE);
      return undefined;
    }
    const required = t('orderConstruction.required');
    const hasChargeErrors =
      discountCellErrors(discounts.entries, required).size > 0 ||
      transportCellErrors(transport.entries, required, t('orderConstruction.duplicateSeller')).size > 0 ||
      (deliveryFee !== null && !isKnownNumber(deliveryFee));
    if (hasChargeErrors) {
      setShowChargeErrors(true);
      toast.showError(t('orderConstruction.incompleteCharges'), FAILED_TITLE);
      return undefined;
    }
    const payload = toOrderSavePayload(
      base.id,
      model.entries,
      discounts.entries,
      transport.entries,
      deliveryFee,
    );
    try {
      // The answer lands in the cache before this resumes: its version is this user's, not news to tell.
      const saved = await ownWrite(() => save.mutateAsync({ body: payload.body, version: base.version }));
      takeVersion(saved);
      setNotice(null);
      toast.showSuccess(t('orderConstruction.saved', { number }));
      return saved;
    } catch (error) {
      if (isOutdatedError(error)) {
        setIsRefused(true);
        return undefined;
      }
      showIssues(
        orderCellErrorsOf(fieldIssuesOf(error), {
          items: (index) => payload.itemKeys[index],
          discounts: (index) => payload.discountKeys[index],
          transportCosts: (index) => payload.transportKeys[index],
        }),
      );
      const message =
        isApiError(error) && error.status === 400
          ? translateMessage(error.message)
          : translateMessage(failureMessage(error, 'update', SUBJECT));
      toast.showError(message, FAILED_TITLE);
      return undefined;
    }
  };

  const statusActions = useOrderStatusActions();
  const choices = statusActions.choicesFor(base);

  /**
   * A status move (spec 001 §4), confirmed where §8 asks (the shared order status actions). What is on screen is
   * saved first. A refused 'finish setup' (WIP → Planning Delivery, spec 001 §5) marks the cells its §8 message is
   * about — the same check the server makes (`orderSetupIssue`) on the order as saved.
   */
  const chooseStatus = async (choice: OrderStatusChoice) => {
    let order = base;
    if (isDirty) {
      const saved = await runSave();
      if (!saved) return;
      order = saved;
    }
    if (choice.transition.confirmation !== null) {
      // The move names the version it leaves: after a save, the saved order's.
      const current = statusActions.choicesFor(order).find((candidate) => candidate.key === choice.key);
      current?.choose();
      return;
    }
    const moved = await ownWrite(() => statusActions.run(order, choice.transition));
    if (moved !== undefined || choice.transition.to !== O.DELIVERY_PLANNING) return;
    const issue = orderSetupIssue({
      items: order.items,
      discounts: order.discounts,
      transportCosts: order.transportCosts,
      buyerDeliveryFee: order.buyerDeliveryFee,
    });
    if (issue === null) return;
    showIssues(
      orderCellErrorsOf(setupIssuesOf(issue), {
        items: (index) => (order.items[index] ? String(order.items[index].id) : undefined),
        discounts: (index) => `discount-${index + 1}`,
        transportCosts: (index) => `transport-${index + 1}`,
      }),
    );
  };

  const runSaveComment = async () => {
    try {
      await ownWrite(() =>
        saveComment.mutateAsync({
          body: { id: base.id, comment: comment.trim() === '' ? null : comment },
          version: base.version,
        }),
      );
      toast.showSuccess(t('orderConstruction.commentSaved', { number }));
    } catch (error) {
      if (isOutdatedError(error)) {
        setIsRefused(true);
        return;
      }
      toast.showError(translateMessage(failureMessage(error, 'update', SUBJECT)), FAILED_TITLE);
    }
  };

  const runToggleInvoiced = async () => {
    try {
      await ownWrite(() => toggleInvoiced.mutateAsync(base.id));
    } catch {
      // spec 001 §8 'invoiced toggle failed' (decision 162).
      toast.showError(translateMessage(MESSAGES.invoicedToggleFailed), FAILED_TITLE);
    }
  };

  const shownLineErrors = useMemo(
    () => currentLineErrors(lineErrors, model.entries),
    [lineErrors, model.entries],
  );
  const isBusy = save.isPending || statusActions.isPending || saveComment.isPending;
  // spec 001 §6: invoicing is finance's record (decision 164); operations see the flag but do not flip it.
  const canToggleInvoiced =
    roleId !== null &&
    roleId !== undefined &&
    (SUPER_ADMIN_AND_FINANCE as readonly number[]).includes(roleId);

  const totals = workingOrderTotals(
    model.entries,
    keptRows(discounts.entries),
    keptRows(transport.entries),
    deliveryFee,
    base,
  );
  const subOrderChoices = [
    { key: ALL_SUB_ORDERS, label: t('orderConstruction.allItems', { count: model.entries.length }) },
    ...base.subOrders.map((subOrder) => ({
      key: String(subOrder.id),
      label: t('orderConstruction.subOrderChoice', {
        number: subOrder.subOrderNumber,
        seller: subOrder.sellerCompanyName,
        count: model.entries.filter((entry) => entry.current.subOrderId === subOrder.id).length,
      }),
    })),
  ];

  return (
    <div className="order-construction">
      <WorkspacePresence kind="order" id={base.id} onRefresh={refresh} onChange={handleLiveChange} />
      <ChangeNoticeBanner area={AREA} notice={notice} onDismiss={() => setNotice(null)} />
      {isRefused ? <OutdatedNotice onRefresh={refresh} /> : null}
      {readOnly ? (
        <Message
          severity="info"
          text={t('orderConstruction.readOnly', {
            number,
            status: labels.enumeration(OrderStatus, base.statusId),
          })}
        />
      ) : null}
      <OrderFacts record={base} />
      <div className="order-construction__actions" role="group" aria-label={t('orderConstruction.actions')}>
        {readOnly ? null : (
          <Button
            type="button"
            label={t('orderConstruction.save')}
            icon={iconClass('save')}
            disabled={isBusy || isRefused || !isDirty}
            onClick={() => void runSave()}
          />
        )}
        {choices.map((choice) => (
          <Button
            key={choice.key}
            type="button"
            label={choice.shortLabel}
            icon={iconClass(choice.icon)}
            severity={choice.tone === 'danger' ? 'danger' : 'secondary'}
            outlined
            disabled={isBusy || isRefused}
            onClick={() => void chooseStatus(choice)}
          />
        ))}
        <Link className="order-construction__link" to={`${ROUTES.orderPictureManager}/${base.id}`}>
          <i className={iconClass('image')} aria-hidden="true" /> {t('orderConstruction.pictureManager')}
        </Link>
        <Link className="order-construction__link" to={`${ROUTES.orderPhasingWizard}/${base.id}`}>
          <i className={iconClass('columns')} aria-hidden="true" /> {t('orderConstruction.phasingWizard')}
        </Link>
        {toolbarActions?.(base)}
      </div>
      <ToggleButtons
        label={t('orderConstruction.itemsOf')}
        choices={subOrderChoices}
        value={subOrderShown}
        onChange={(key) => {
          setSubOrderShown(key);
          setView((current) => ({ ...current, page: 1 }));
        }}
      />
      <LinePager area={AREA} view={shownView} count={count} onChange={setView} />
      <LineItemGrid
        model={gridModel}
        columns={columns}
        label={t('orderConstruction.gridLabel')}
        readOnly={readOnly}
        isReorderable={false}
        isRowEditable={isItemEditable}
        rowMenuItems={rowMenuItems}
        bulkActions={
          readOnly
            ? [alternatesAction]
            : [
                alternatesAction,
                setFlagAction('inventorySecured'),
                setFlagAction('sellerContacted'),
                statusMove(I.UNAVAILABLE),
                statusMove(I.WIP),
                deleteSelected,
              ]
        }
        serverErrors={shownLineErrors}
        height={gridHeight(pagedModel.entries.length, LINES_GRID_MAX_HEIGHT)}
      />
      {alternatesEntry ? (
        <LinePanel
          title={t('orderConstruction.alternatesOf', {
            line: alternatesEntry.current.sequenceNumber,
            product: alternatesEntry.current.product,
            size: alternatesEntry.current.size,
          })}
          closeLabel={t('orderConstruction.closeAlternates')}
          onClose={() => setAlternatesKey(null)}
        >
          <AlternatesEditor
            line={{
              sequenceNumber: alternatesEntry.current.sequenceNumber,
              productName: alternatesEntry.current.product,
              productSizeName: alternatesEntry.current.size,
            }}
            altItems={alternatesEntry.current.altItems}
            onChange={(altItems) => model.updateRows([alternatesEntry.key], { altItems })}
            // The row menu's 'Mark Substituted' with this alternate: sent with the next Save.
            onUseAsSubstitute={
              canSubstitute(alternatesEntry)
                ? (altItem) => model.updateRows([alternatesEntry.key], { substitute: altItem })
                : undefined
            }
            readOnly={readOnly || alternatesEntry.isDeleted || !isItemEditable(alternatesEntry.current)}
          />
        </LinePanel>
      ) : null}
      <div className="order-construction__panels">
        <DiscountsPanel
          area={AREA}
          model={discounts}
          readOnly={readOnly}
          errors={showChargeErrors ? chargeErrors.discounts : NO_CELL_ERRORS}
        />
        <TransportCostsPanel
          area={AREA}
          model={transport}
          readOnly={readOnly}
          errors={chargeErrors.transport}
        />
        <OrderSettingsPanel
          deliveryFee={deliveryFee}
          onDeliveryFeeChange={setDeliveryFee}
          deliveryFeeError={isFeeChanged ? null : cellErrors.deliveryFee}
          invoiced={base.invoiced}
          onToggleInvoiced={() => void runToggleInvoiced()}
          isTogglingInvoiced={toggleInvoiced.isPending}
          canToggleInvoiced={canToggleInvoiced}
          comment={comment}
          onCommentChange={setComment}
          isCommentChanged={isCommentChanged}
          onSaveComment={() => void runSaveComment()}
          isSavingComment={saveComment.isPending}
          readOnly={readOnly}
        />
        <SubOrdersPanel record={base} />
        <TotalsPanel
          area={AREA}
          disclaimer={MESSAGES.taxDisclaimer}
          money={totals}
          taxRate={base.totals.taxRate}
          buyerFeeRate={base.totals.buyerFeeRate}
          isDirty={isDirty}
          extraTotals={[{ label: t('orderConstruction.deliveryFee'), cents: totals.deliveryFeeCents }]}
        />
      </div>
    </div>
  );
}

/** Two delivery fees are the same figure (null: not set). */
function sameFee(left: number | null, right: number | null): boolean {
  if (left === null || right === null) return left === right;
  return Math.abs(left - right) < 0.005;
}
