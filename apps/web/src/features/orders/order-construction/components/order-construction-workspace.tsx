import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  CONFIRMATIONS,
  failedTitle,
  FlowEntity,
  ItemStatus,
  MESSAGES,
  OrderStatus,
  orderSetupIssue,
  ROUTES,
  SUPER_ADMIN_AND_FINANCE,
  type OrderRecord,
} from '@portal/contracts';
import {
  ConstructionLineGrid,
  editableLines,
  isKnownNumber,
  keptRows,
  LineAlternatesEditor,
  LinePager,
  LinePanel,
  linePanelTitleValues,
  TotalsPanel,
  TransportSplitNotes,
  useLinePages,
  useLineMoves,
  useOpenLine,
  useWorkingCopy,
  WorkingChargesPanels,
  WorkingCopyNotices,
  type WorkingCopyField,
} from '../../../../components/construction';
import { isOutdatedError } from '../../../../components/form';
import { StatusMoveButton } from '../../../../components/status';
import type { GridBulkAction, GridEntry, LineItemRowsModel, RowField } from '../../../../components/grid';
import {
  Button,
  iconClass,
  Message,
  ToggleButtons,
  useConfirm,
  useToast,
  useUnsavedChangesChoice,
  type NavigationMenuItem,
} from '../../../../components/ui';
import { useSession } from '../../../../lib/auth';
import { failureMessage } from '../../../../lib/failure-message';
import { translateMessage, useLabels } from '../../../../lib/i18n-labels';
import { useOrderStatusActions, type OrderStatusChoice } from '../../common';
import {
  useSaveOrderComment,
  useSaveOrderConstruction,
  useToggleOrderInvoiced,
} from '../api/order-construction';
import { diffOrderVersions, rebaseOrderWorkingCopy } from '../order-change-notices';
import {
  isItemEditable,
  orderCellErrorsOf,
  orderRowsOf,
  sameFee,
  sellerChangeDeletesPictures,
  setupIssuesOf,
  toOrderSavePayload,
  workingOrderTotals,
  type OrderCellErrors,
  type OrderConstructionRow,
  type OrderEditableField,
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
  const { t } = useTranslation();
  const labels = useLabels();
  const toast = useToast();
  const confirm = useConfirm();
  const { roleId } = useSession();
  const save = useSaveOrderConstruction();
  const saveComment = useSaveOrderComment();
  const toggleInvoiced = useToggleOrderInvoiced();

  const [subOrderShown, setSubOrderShown] = useState<string>(ALL_SUB_ORDERS);
  const [deliveryFee, setDeliveryFee] = useState<number | null>(record.buyerDeliveryFee);
  const [comment, setComment] = useState(record.comment ?? '');

  // The order's own fields beside its items and charges: the delivery fee, sent by Save, and the comment, saved by
  // its own button. The comment box follows a new version unless the user is typing one of their own.
  const orderFields = useCallback(
    (loaded: OrderRecord): WorkingCopyField<OrderRecord>[] => {
      const isFeeChanged = !sameFee(deliveryFee, loaded.buyerDeliveryFee);
      const followComment = (latest: OrderRecord) =>
        setComment((typed) =>
          typed.trim() === (loaded.comment ?? '').trim() ? (latest.comment ?? '') : typed,
        );
      return [
        {
          isDirty: isFeeChanged,
          take: (latest) => setDeliveryFee(latest.buyerDeliveryFee),
          layUnder: (latest) => {
            if (!isFeeChanged) setDeliveryFee(latest.buyerDeliveryFee);
            return isFeeChanged && !sameFee(loaded.buyerDeliveryFee, latest.buyerDeliveryFee);
          },
        },
        {
          isDirty: false,
          take: followComment,
          layUnder: (latest) => {
            followComment(latest);
            return false;
          },
        },
      ];
    },
    [deliveryFee],
  );
  const copy = useWorkingCopy<OrderRecord, OrderConstructionRow, OrderEditableField, OrderCellErrors>({
    record,
    reload,
    area: AREA,
    subject: SUBJECT,
    title: 'Order',
    numberOf: (order) => order.formattedNumber,
    rowsOf: orderRowsOf,
    rebase: rebaseOrderWorkingCopy,
    diff: diffOrderVersions,
    recordFields: orderFields,
  });
  const { base, model, discounts, transport, isDirty, number } = copy;

  const isFeeChanged = !sameFee(deliveryFee, base.buyerDeliveryFee);
  const isCommentChanged = comment.trim() !== (base.comment ?? '').trim();
  useEffect(() => onDirtyChange(isDirty || isCommentChanged), [isDirty, isCommentChanged, onDirtyChange]);

  const readOnly = !base.editable;
  const columns = useOrderColumns({
    subOrders: base.subOrders,
    conflicts: copy.conflicts,
    conflictAuthor: copy.conflictAuthor,
  });

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
  const pages = useLinePages(groupModel);
  const pagedModel = pages.model;

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

  const moves = useLineMoves({
    entity: FlowEntity.ORDER_ITEM,
    parentStatusId: base.statusId,
    area: AREA,
    model,
  });
  // The item whose alternates are open (issue 15 'substitutions (alternates)').
  const alternates = useOpenLine(model.entries);

  /**
   * 'Mark Substituted' (spec 001 §4) is offered while the transitions table has the move, no substitute is pending
   * and the item is saved (a substitute names a stored item).
   */
  const canSubstitute = (entry: GridEntry<OrderConstructionRow>) =>
    moves.moveOf(entry, I.SUBSTITUTED) !== undefined &&
    entry.current.substitute === null &&
    entry.original !== null;

  // The item's own entries of its menu, before the moves of the transitions table.
  const itemMenuItems = (entry: GridEntry<OrderConstructionRow>): NavigationMenuItem[] => {
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
        onSelect: () => alternates.open(entry.key),
      },
      ...substitutes,
    ];
  };

  // From the bulk bar too, so a read-only order's alternates can still be read (no item menu then).
  const alternatesAction = alternates.action({
    id: 'alternates',
    label: t('orderConstruction.alternates'),
    icon: 'copy',
  });
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
    isEnabled: (entries) => editableLines(entries).length > 0,
    run: ({ entries }) =>
      model.updateRows(
        editableLines(entries).map((entry) => entry.key),
        { [field]: true },
      ),
  });

  /** Saves the working copy; answers the saved record, or undefined when nothing was sent or it was refused. */
  const runSave = () =>
    copy.save({
      columns,
      hasFieldErrors: deliveryFee !== null && !isKnownNumber(deliveryFee),
      payloadOf: () =>
        toOrderSavePayload(base.id, model.entries, discounts.entries, transport.entries, deliveryFee),
      // The answer lands in the cache before this resumes: its version is this user's, not news to tell.
      send: (payload) => copy.ownWrite(() => save.mutateAsync({ body: payload.body, version: base.version })),
      issuesOf: (issues, payload) =>
        orderCellErrorsOf(issues, {
          items: (index) => payload.itemKeys[index],
          discounts: (index) => payload.discountKeys[index],
          transportCosts: (index) => payload.transportKeys[index],
        }),
    });

  const statusActions = useOrderStatusActions();
  const choices = statusActions.choicesFor(base);
  const askUnsaved = useUnsavedChangesChoice();

  /**
   * A status move (spec 001 §4), confirmed where §8 asks (the shared order status actions). With unsaved changes
   * on screen the user first says what becomes of them (spec 001 §5 'Unsaved changes block proceeding', decision
   * 201): saved, then the move; dropped, then the move on the saved order; or nothing at all (Stay).
   */
  const chooseStatus = (choice: OrderStatusChoice) => {
    if (!isDirty) {
      void moveStatus(choice, base);
      return;
    }
    askUnsaved({
      onSave: () =>
        void runSave().then((saved) => {
          if (saved) void moveStatus(choice, saved);
        }),
      onDiscard: () => {
        copy.takeVersion(base);
        void moveStatus(choice, base);
      },
    });
  };

  /**
   * The move itself, from the order as saved. A refused 'finish setup' (WIP → Planning Delivery, spec 001 §5) marks
   * the cells its §8 message is about — the same check the server makes (`orderSetupIssue`) on the order as saved.
   */
  const moveStatus = async (choice: OrderStatusChoice, order: OrderRecord) => {
    if (choice.transition.confirmation !== null) {
      // The move names the version it leaves: after a save, the saved order's.
      const current = statusActions.choicesFor(order).find((candidate) => candidate.key === choice.key);
      current?.choose();
      return;
    }
    const moved = await copy.ownWrite(() => statusActions.run(order, choice.transition));
    if (moved !== undefined || choice.transition.to !== O.DELIVERY_PLANNING) return;
    const issue = orderSetupIssue({
      items: order.items,
      discounts: order.discounts,
      transportCosts: order.transportCosts,
      buyerDeliveryFee: order.buyerDeliveryFee,
    });
    if (issue === null) return;
    copy.showIssues(
      orderCellErrorsOf(setupIssuesOf(issue), {
        items: (index) => (order.items[index] ? String(order.items[index].id) : undefined),
        discounts: (index) => `discount-${index + 1}`,
        transportCosts: (index) => `transport-${index + 1}`,
      }),
    );
  };

  const runSaveComment = async () => {
    try {
      await copy.ownWrite(() =>
        saveComment.mutateAsync({
          body: { id: base.id, comment: comment.trim() === '' ? null : comment },
          version: base.version,
        }),
      );
      toast.showSuccess(t('orderConstruction.commentSaved', { number }));
    } catch (error) {
      if (isOutdatedError(error)) {
        copy.showOutdated();
        return;
      }
      toast.showError(translateMessage(failureMessage(error, 'update', SUBJECT)), FAILED_TITLE);
    }
  };

  const runToggleInvoiced = async () => {
    try {
      await copy.ownWrite(() => toggleInvoiced.mutateAsync(base.id));
    } catch {
      // spec 001 §8 'invoiced toggle failed' (decision 162).
      toast.showError(translateMessage(MESSAGES.invoicedToggleFailed), FAILED_TITLE);
    }
  };

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
  const alternatesEntry = alternates.entry;

  return (
    <div className="construction-kit">
      <WorkingCopyNotices kind="order" area={AREA} copy={copy} />
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
      <div className="construction-kit__actions" role="group" aria-label={t('orderConstruction.actions')}>
        {readOnly ? null : (
          <Button
            type="button"
            label={t('orderConstruction.save')}
            icon={iconClass('save')}
            disabled={isBusy || copy.isRefused || !isDirty}
            onClick={() => void runSave()}
          />
        )}
        {choices.map((choice) => (
          <StatusMoveButton
            key={choice.key}
            move={choice}
            disabled={isBusy || copy.isRefused}
            onClick={() => chooseStatus(choice)}
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
          pages.showFirstPage();
        }}
      />
      <LinePager area={AREA} view={pages.view} count={pages.count} onChange={pages.setView} />
      <ConstructionLineGrid
        model={gridModel}
        columns={columns}
        label={t('orderConstruction.gridLabel')}
        readOnly={readOnly}
        moves={moves}
        menuItems={itemMenuItems}
        panelAction={alternatesAction}
        bulkEdits={[setFlagAction('inventorySecured'), setFlagAction('sellerContacted')]}
        serverErrors={copy.lineErrors}
      />
      {alternatesEntry ? (
        <LinePanel
          title={t('orderConstruction.alternatesOf', linePanelTitleValues(alternatesEntry.current))}
          closeLabel={t('orderConstruction.closeAlternates')}
          onClose={alternates.close}
        >
          <LineAlternatesEditor
            entry={alternatesEntry}
            model={model}
            canUseAsSubstitute={canSubstitute(alternatesEntry)}
            readOnly={readOnly || alternatesEntry.isDeleted || !isItemEditable(alternatesEntry.current)}
          />
        </LinePanel>
      ) : null}
      <div className="construction-kit__panels">
        <WorkingChargesPanels
          area={AREA}
          copy={copy}
          readOnly={readOnly}
          transportNotes={
            <TransportSplitNotes label={t('orderConstruction.transportSplits')} costs={base.transportCosts} />
          }
        />
        <OrderSettingsPanel
          deliveryFee={deliveryFee}
          onDeliveryFeeChange={setDeliveryFee}
          deliveryFeeError={isFeeChanged ? null : (copy.issues?.deliveryFee ?? null)}
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
          tax={{ countryId: base.countryId, provinceName: base.provinceName, taxKinds: base.taxKinds }}
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
