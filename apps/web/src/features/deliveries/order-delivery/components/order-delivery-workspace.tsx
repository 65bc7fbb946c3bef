import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  CompanyType,
  confirmationMessage,
  DeliveryStatus,
  DeliveryTrackingStatus,
  failedTitle,
  MESSAGES,
  StopTrackingStatus,
  SUPER_ADMIN_AND_FINANCE,
  TransportType,
  ALL_STAFF,
  type ChangeEvent,
  type OrderDelivery,
} from '@portal/contracts';
import {
  CheckboxField,
  CompanyPickerField,
  EditorFormView,
  FormControl,
  isOutdatedError,
  NumberField,
  ReferenceSelectField,
  SelectField,
  TextAreaField,
  TextField,
  TransporterPickerField,
  useEditorForm,
  useFormList,
  useFormValues,
  UserPickerField,
  UsersPickerField,
} from '../../../../components/form';
import { WorkspacePresence } from '../../../../components/live';
import type { RecordWorkspaceProps } from '../../../../components/record/workspace-record-page';
import {
  Button,
  Checkbox,
  iconClass,
  InputText,
  Message,
  useConfirm,
  useToast,
  useUnsavedChangesChoice,
} from '../../../../components/ui';
import { useSession } from '../../../../lib/auth';
import { failureMessage } from '../../../../lib/failure-message';
import { translateMessage, useLabels } from '../../../../lib/i18n-labels';
import { useReferenceOptions } from '../../../../lib/reference-data';
import {
  useAddDeliveryItems,
  useDeleteOrderDelivery,
  useMoveOrderDelivery,
  useSaveOrderDelivery,
  useToggleVehicleBilled,
  readOrderDelivery,
  useTruckSubTypeLengths,
  useUpdateStopItems,
} from '../api/order-delivery';
import {
  deliveryFormSchema,
  diffDeliveries,
  deliveryFormValuesOf,
  deliveryUpdatePayloadOf,
  MAX_CO_OWNERS,
  reorderStops,
  stopTrackingChoicesOf,
  trackingChoicesOf,
  type DeliveryChangePart,
  type DeliveryFormValues,
} from '../delivery-form';
import { ORDER_DELIVERY_KIND, stopItemOf, type DeliveryKind } from '../delivery-kind';
import { AddItemsDialog } from './add-items-dialog';
import { ItemSummaryDialog } from './item-summary-dialog';
import { LoadPanel } from './load-panel';
import { RoutePanel } from './route-panel';
import { StopBol } from './stop-bol';
import { StopItemsDialog } from './stop-items-dialog';

const ID_PREFIX = 'order-delivery';
/** A dropdown cannot hold null: this option id stands for 'none' (no transport type, no stop tracking). */
const NONE = 0;

/**
 * The order delivery workspace (issue 38 'Workspace'; spec 000 §3–§5, §9; spec 001 §4–§5, §8): the first vehicle
 * (truck type, sub type, length — required —, add-ons; transport by the seller or a third party; driver, cost,
 * follow-up, comment, late, billed, tracking, logistic owner), the stops in visiting order with their addresses,
 * dates, times, notes, tracking and items, the rules engine's weight and fill rate, the route map and the stop
 * order's optimization; Save (version header; a stale version shows the outdated notice), Publish / Republish, Move
 * back to draft, Delete. Presence and the unsaved-changes guard come from the record page and the live kit.
 */
export function OrderDeliveryWorkspace(props: RecordWorkspaceProps<OrderDelivery>) {
  return <DeliveryWorkspace kind={ORDER_DELIVERY_KIND} {...props} />;
}

export interface DeliveryWorkspaceProps extends RecordWorkspaceProps<OrderDelivery> {
  /** Order or quote delivery (decision 218): the calls, the item field, and what only an order delivery has. */
  readonly kind: DeliveryKind;
}

/**
 * One workspace for both kinds of delivery (decision 218): a quote delivery (spec 001 §2
 * /quotes/quote-delivery-workspace) has the same vehicle, stops, stop items, load and route, without the order
 * delivery's publish, tracking, late and billed flags and bills of lading.
 */
export function DeliveryWorkspace({ kind, record, reload, onDirtyChange }: DeliveryWorkspaceProps) {
  const SUBJECT = kind.subject;
  const isTracked = kind.isTracked;
  const { t } = useTranslation();
  const labels = useLabels();
  const toast = useToast();
  const confirm = useConfirm();
  const askUnsaved = useUnsavedChangesChoice();
  const navigate = useNavigate();
  const { roleId } = useSession();
  const save = useSaveOrderDelivery(kind);
  const move = useMoveOrderDelivery();
  const remove = useDeleteOrderDelivery(kind);
  const toggleBilled = useToggleVehicleBilled();
  const updateStopItems = useUpdateStopItems(kind);
  const addItems = useAddDeliveryItems(kind);
  const lengths = useTruckSubTypeLengths();
  const addOns = useReferenceOptions('truckAddOns');
  const vehicleTypes = useReferenceOptions('vehicleTypes');
  const [itemsStopId, setItemsStopId] = useState<number | null>(null);
  const [isSummaryOpen, setSummaryOpen] = useState(false);
  const [isAddOpen, setAddOpen] = useState(false);
  // Another user's change, told in words (who, and what it touched) until the user refreshes.
  const [notice, setNotice] = useState<{ name: string; parts: DeliveryChangePart[] } | null>(null);

  const number = record.deliveryNumber;
  const vehicle = record.deliveryVehicles[0];
  const isBooked = record.deliveryStatus.id === DeliveryStatus.ids.BOOKED;
  const stopsById = useMemo(
    () => new Map((vehicle?.deliveryStops ?? []).map((stop) => [stop.id, stop])),
    [vehicle],
  );

  const editor = useEditorForm<DeliveryFormValues, DeliveryFormValues, OrderDelivery>({
    schema: deliveryFormSchema,
    values: deliveryFormValuesOf(record),
    record: { id: record.id, version: record.version },
    save: (values) =>
      save.mutateAsync({ body: deliveryUpdatePayloadOf(record, values), version: record.version }),
    subject: SUBJECT,
    title: kind.name === 'quote' ? 'Quote Delivery' : 'Delivery',
    refresh: () => void reload(),
  });
  const { form } = editor;
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const stops = useFormList(form, 'stops');
  const [truckTypeId, truckSubTypeId, transportTypeId, formStops] = useFormValues(form, [
    'truckTypeId',
    'truckSubTypeId',
    'transportTypeId',
    'stops',
  ]);

  const subTypeWhere = useCallback(
    (row: { readonly truckTypeId: number }) => row.truckTypeId === truckTypeId,
    [truckTypeId],
  );
  const subTypes = useReferenceOptions('truckSubTypes', { where: subTypeWhere });
  // spec 000 §9: a truck length is shown as feet with an apostrophe.
  const lengthOptions = (lengths.data ?? [])
    .filter((length) => length.truckSubTypeId === truckSubTypeId)
    .map((length) => ({ id: length.id, name: `${length.feet}'` }));
  const trackingOptions = trackingChoicesOf(record.deliveryStatus.id).map((id) => ({
    id,
    name: labels.enumeration(DeliveryTrackingStatus, id),
  }));
  const transportOptions = [
    { id: NONE, name: t('orderDelivery.noTransportType') },
    ...TransportType.options.map((option) => ({
      id: option.id,
      name: labels.enumeration(TransportType, option.id),
    })),
  ];
  const canToggleBilled = roleId != null && (SUPER_ADMIN_AND_FINANCE as readonly number[]).includes(roleId);
  const field = { editor, idPrefix: ID_PREFIX } as const;

  const showFailure = (error: unknown, verb: 'update' | 'delete' | 'publish') => {
    if (isOutdatedError(error)) {
      toast.showError(translateMessage(MESSAGES.outdatedRecord), failedTitle(kind.failedTitle));
      return;
    }
    toast.showError(translateMessage(failureMessage(error, verb, SUBJECT)), failedTitle(kind.failedTitle));
  };

  /** Saves the form as it is; answers the saved delivery, or undefined when it was refused (its toast said why). */
  const saveNow = async (): Promise<OrderDelivery | undefined> => {
    const isValid = await form.trigger();
    if (!isValid) return undefined;
    try {
      return await save.mutateAsync({
        body: deliveryUpdatePayloadOf(record, form.getValues()),
        version: record.version,
      });
    } catch (error) {
      showFailure(error, 'update');
      return undefined;
    }
  };

  /** Runs a move of the saved delivery; with unsaved changes the user first says what becomes of them (decision 201). */
  const proceed = (run: (delivery: OrderDelivery) => Promise<void>) => {
    if (!isDirty) {
      void run(record);
      return;
    }
    askUnsaved({
      onSave: () =>
        void saveNow().then((saved) => {
          if (saved) void run(saved);
        }),
      onDiscard: () => {
        form.reset(deliveryFormValuesOf(record));
        void run(record);
      },
    });
  };

  const moveTo = (statusId: number, done: string) => async (delivery: OrderDelivery) => {
    try {
      await move.mutateAsync({ id: delivery.id, statusId, version: delivery.version });
      toast.showSuccess(done);
    } catch (error) {
      showFailure(error, 'publish');
    }
  };

  const handlePublish = () =>
    confirm({
      header: isBooked ? t('orderDelivery.republish') : t('orderDelivery.publish'),
      message: confirmationMessage('publishDelivery', number),
      acceptLabel: t('common.yes'),
      rejectLabel: t('common.no'),
      onAccept: () => proceed(moveTo(DeliveryStatus.ids.BOOKED, t('orderDelivery.published', { number }))),
    });

  const handleMoveToDraft = () =>
    confirm({
      header: t('orderDelivery.moveToDraft'),
      message: confirmationMessage('moveDeliveryToDraft', number),
      acceptLabel: t('common.yes'),
      rejectLabel: t('common.no'),
      onAccept: () => proceed(moveTo(DeliveryStatus.ids.DRAFT, t('orderDelivery.movedToDraft', { number }))),
    });

  const leaveDeleted = () => {
    onDirtyChange(false);
    toast.showSuccess(t('orderDelivery.deleted', { number }));
    // The guard hears of the clean form before the page leaves.
    setTimeout(() => void navigate(kind.homeOf(record)), 0);
  };

  const handleDelete = () =>
    confirm({
      header: t('orderDelivery.delete'),
      message: confirmationMessage('deleteDelivery', number),
      acceptLabel: t('common.yes'),
      rejectLabel: t('common.no'),
      onAccept: () =>
        void remove
          .mutateAsync({ id: record.id, version: record.version })
          .then(leaveDeleted)
          .catch((error: unknown) => showFailure(error, 'delete')),
    });

  const handleToggleBilled = async () => {
    try {
      await toggleBilled.mutateAsync(record.id);
    } catch (error) {
      showFailure(error, 'update');
    }
  };

  /** spec 001 §5, §8: the delivery is saved before a stop's items change. */
  const openStopItems = (stopId: number) => {
    if (isDirty) {
      toast.showWarning(translateMessage(MESSAGES.saveDeliveryBeforeItems));
      return;
    }
    setItemsStopId(stopId);
  };

  const sendStopItems = async (pickupStopId: number, itemIds: number[]) => {
    try {
      const answer = await updateStopItems.mutateAsync({
        deliveryId: record.id,
        pickupStopId,
        itemIds,
        version: record.version,
      });
      setItemsStopId(null);
      if (answer.deleted) leaveDeleted();
    } catch (error) {
      showFailure(error, 'update');
    }
  };

  /** spec 001 §5, §8: as a stop's items, items join the delivery once it is saved. */
  const openAddItems = () => {
    if (isDirty) {
      toast.showWarning(translateMessage(MESSAGES.saveDeliveryBeforeItems));
      return;
    }
    setAddOpen(true);
  };

  const sendAddItems = async (itemIds: number[]) => {
    try {
      await addItems.mutateAsync({ deliveryId: record.id, itemIds, version: record.version });
      setAddOpen(false);
      toast.showSuccess(t('orderDelivery.itemsAdded', { count: itemIds.length, number }));
    } catch (error) {
      // Another user's change: the list in the dialog is as old as the delivery, so it closes with the notice.
      if (isOutdatedError(error)) setAddOpen(false);
      showFailure(error, 'update');
    }
  };

  const saveStopItems = (pickupStopId: number, itemIds: number[]) => {
    const pickups = formStops.filter((stop) => !stop.dropOff);
    // spec 001 §8: emptying the last pickup stop deletes the whole delivery, once confirmed.
    if (itemIds.length === 0 && pickups.length === 1) {
      confirm({
        header: t('orderDelivery.delete'),
        message: t('orderDelivery.deleteAllPickups', { number }),
        acceptLabel: t('common.yes'),
        rejectLabel: t('common.no'),
        onAccept: () => void sendStopItems(pickupStopId, itemIds),
      });
      return;
    }
    void sendStopItems(pickupStopId, itemIds);
  };

  const applyOrder = (order: readonly number[]) => {
    stops.replace(reorderStops(form.getValues('stops'), order));
    toast.showInfo(t('orderDelivery.optimizedApplied'));
  };

  const handleChange = useCallback(
    (change: ChangeEvent) => {
      const name = change.actorName ?? t('orderDelivery.someone');
      void readOrderDelivery(record.id, kind)
        .then((latest) => setNotice({ name, parts: diffDeliveries(record, latest) }))
        .catch(() => setNotice({ name, parts: [] }));
    },
    [record, t, kind],
  );
  const partWords: Record<DeliveryChangePart, string> = {
    status: t('orderDelivery.changedStatus'),
    vehicle: t('orderDelivery.changedVehicle'),
    stops: t('orderDelivery.changedStops'),
    items: t('orderDelivery.changedItems'),
  };
  const refreshFromNotice = () => {
    setNotice(null);
    void reload();
  };

  const itemsStop = itemsStopId === null ? undefined : stopsById.get(itemsStopId);
  const itemsStopSequence = formStops.findIndex((stop) => stop.id === itemsStopId) + 1;
  const isBusy =
    save.isPending || move.isPending || remove.isPending || updateStopItems.isPending || addItems.isPending;

  return (
    <div className="order-delivery">
      <WorkspacePresence
        kind={kind.liveKind}
        id={record.id}
        onRefresh={() => void reload()}
        onChange={handleChange}
      />
      {notice ? (
        <div className="order-delivery__notice">
          <Message
            severity="warn"
            text={t('orderDelivery.changedBy', {
              name: notice.name,
              parts: notice.parts.map((part) => partWords[part]).join(', '),
            })}
          />
          <Button
            type="button"
            label={t('orderDelivery.refresh')}
            icon={iconClass('refresh')}
            onClick={refreshFromNotice}
          />
        </div>
      ) : null}
      <div className="order-delivery__actions" role="group" aria-label={t('orderDelivery.actions')}>
        {isTracked ? (
          <Button
            type="button"
            label={isBooked ? t('orderDelivery.republish') : t('orderDelivery.publish')}
            icon={iconClass('forward')}
            disabled={isBusy || editor.isOutdated}
            onClick={handlePublish}
          />
        ) : null}
        {isTracked && isBooked ? (
          <Button
            type="button"
            label={t('orderDelivery.moveToDraft')}
            icon={iconClass('revert')}
            severity="secondary"
            disabled={isBusy || editor.isOutdated}
            onClick={handleMoveToDraft}
          />
        ) : null}
        <Button
          type="button"
          label={t('orderDelivery.addItems')}
          icon={iconClass('add')}
          severity="secondary"
          outlined
          disabled={isBusy || editor.isOutdated}
          onClick={openAddItems}
        />
        <Button
          type="button"
          label={t('orderDelivery.itemSummary')}
          icon={iconClass('table')}
          severity="secondary"
          outlined
          onClick={() => setSummaryOpen(true)}
        />
        <Button
          type="button"
          label={t('orderDelivery.delete')}
          icon={iconClass('delete')}
          severity="danger"
          outlined
          disabled={isBusy}
          onClick={handleDelete}
        />
      </div>
      <EditorFormView
        editor={editor}
        label={
          kind.name === 'quote'
            ? t('quoteDelivery.workspaceTitleOf', { number })
            : t('orderDelivery.workspaceTitleOf', { number })
        }
        saveLabel={t('orderDelivery.save')}
        saveIcon="save"
      >
        <div className="order-delivery__columns">
          <fieldset className="order-delivery__fieldset">
            <legend>{t('orderDelivery.vehicle')}</legend>
            <SelectField
              {...field}
              name="truckTypeId"
              options={vehicleTypes}
              label={t('orderDelivery.truckType')}
              onChosen={() => {
                form.setValue('truckSubTypeId', null, { shouldDirty: true });
                form.setValue('truckLengthId', null, { shouldDirty: true });
              }}
            />
            <SelectField
              {...field}
              name="truckSubTypeId"
              options={subTypes}
              label={t('orderDelivery.truckSubType')}
              disabled={truckTypeId === null}
              onChosen={() => form.setValue('truckLengthId', null, { shouldDirty: true })}
            />
            <SelectField
              {...field}
              name="truckLengthId"
              options={lengthOptions}
              label={t('orderDelivery.truckLength')}
              disabled={truckSubTypeId === null}
              ruleMessage={
                form.formState.errors.truckLengthId
                  ? translateMessage(MESSAGES.lengthOptionsRequired)
                  : undefined
              }
            />
            <FormControl
              form={form}
              name="truckAddOnIds"
              render={(control) => (
                <fieldset className="order-delivery__add-ons">
                  <legend>{t('orderDelivery.truckAddOns')}</legend>
                  {addOns.map((addOn) => {
                    const id = `${ID_PREFIX}-add-on-${addOn.id}`;
                    const chosen: number[] = control.value;
                    return (
                      <div key={addOn.id} className="form-field form-field--inline">
                        <Checkbox
                          inputId={id}
                          checked={chosen.includes(addOn.id)}
                          onChange={(event) =>
                            control.onChange(
                              event.checked === true
                                ? [...chosen, addOn.id]
                                : chosen.filter((candidate) => candidate !== addOn.id),
                            )
                          }
                        />
                        <label htmlFor={id}>{addOn.name}</label>
                      </div>
                    );
                  })}
                </fieldset>
              )}
            />
            {isTracked ? (
              <>
                <SelectField
                  {...field}
                  name="deliveryTrackingStatusId"
                  options={trackingOptions}
                  label={t('orderDelivery.trackingStatus')}
                />
                <CheckboxField {...field} name="lateDelivery" label={t('orderDelivery.lateDelivery')} />
              </>
            ) : null}
            {isTracked ? (
              <div className="order-delivery__billed">
                <span>
                  {t('orderDelivery.billed')}: {vehicle?.billed ? t('common.yes') : t('common.no')}
                </span>
                {canToggleBilled ? (
                  <Button
                    type="button"
                    label={t('orderDelivery.toggleBilled')}
                    size="small"
                    outlined
                    loading={toggleBilled.isPending}
                    disabled={isBusy || isDirty}
                    onClick={() => void handleToggleBilled()}
                  />
                ) : null}
              </div>
            ) : null}
          </fieldset>
          <fieldset className="order-delivery__fieldset">
            <legend>{t('orderDelivery.transport')}</legend>
            <SelectField
              {...field}
              name="transportTypeId"
              options={transportOptions}
              nullAs={NONE}
              label={t('orderDelivery.transportType')}
              onChosen={() => {
                // spec 000 §4: another type clears the company and the transporter.
                form.setValue('sellerCompanyId', null, { shouldDirty: true });
                form.setValue('transporterId', null, { shouldDirty: true });
              }}
            />
            {transportTypeId === TransportType.ids.SELLER ? (
              <CompanyPickerField
                {...field}
                name="sellerCompanyId"
                companyTypeId={CompanyType.ids.SELLER}
                label={t('orderDelivery.transportSeller')}
                selectedName={vehicle?.deliveryTransport.sellerCompany?.name}
              />
            ) : null}
            {transportTypeId === TransportType.ids.THIRD_PARTY ? (
              <TransporterPickerField
                {...field}
                name="transporterId"
                label={t('orderDelivery.transporter')}
                selectedName={vehicle?.deliveryTransport.transporter?.name}
              />
            ) : null}
            <TextField {...field} name="driverName" label={t('orderDelivery.driverName')} maxLength={200} />
            <TextField
              {...field}
              name="driverPhoneNumber"
              type="tel"
              label={t('orderDelivery.driverPhoneNumber')}
              maxLength={50}
            />
            <NumberField {...field} name="cost" label={t('orderDelivery.cost')} />
            <div className="form-field">
              <label htmlFor={`${ID_PREFIX}-followUpDateTime`}>{t('orderDelivery.followUpDateTime')}</label>
              <InputText
                id={`${ID_PREFIX}-followUpDateTime`}
                type="datetime-local"
                {...form.register('followUpDateTime')}
              />
            </div>
            <UserPickerField
              {...field}
              name="logisticOwnerUserId"
              roleId={ALL_STAFF}
              label={t('orderDelivery.logisticOwner')}
              selectedName={record.logisticOwnerUser?.name}
            />
            <div className="form-field" role="group" aria-labelledby={`${ID_PREFIX}-owners-label`}>
              <span id={`${ID_PREFIX}-owners-label`}>{t('orderDelivery.owners')}</span>
              <span className="order-delivery__owners">
                {record.ownerUsers.length === 0
                  ? t('orderDelivery.noOwners')
                  : record.ownerUsers.map((owner) => owner.name).join(', ')}
              </span>
              <small className="order-delivery__muted">{t('orderDelivery.ownersHint')}</small>
            </div>
            <UsersPickerField
              {...field}
              name="cosOwners"
              roleId={ALL_STAFF}
              max={MAX_CO_OWNERS}
              label={t('orderDelivery.coOwners')}
              hint={t('orderDelivery.coOwnersHint')}
            />
            <TextAreaField
              {...field}
              name="comment"
              rows={3}
              maxLength={2000}
              label={t('orderDelivery.comment')}
            />
          </fieldset>
          {vehicle ? <LoadPanel vehicle={vehicle} /> : null}
        </div>
        <section className="order-delivery__panel" aria-labelledby="order-delivery-stops">
          <h2 id="order-delivery-stops" className="order-delivery__heading">
            {t('orderDelivery.stops')}
          </h2>
          <ol className="order-delivery__stops" aria-label={t('orderDelivery.stops')}>
            {stops.fields.map((entry, index) => {
              const stop = stopsById.get(entry.id);
              if (!stop) return null;
              const sequence = index + 1;
              const kind = stop.dropOff ? t('orderDelivery.dropOff') : t('orderDelivery.pickup');
              const name = stop.dropOff ? (stop.buyerCompany?.name ?? '') : (stop.sellerCompany?.name ?? '');
              const stopItems = stop.dropOff ? stop.dropOffStopItems : stop.pickupStopItems;
              const trackingChoices = [
                { id: NONE, name: t('orderDelivery.noStopTracking') },
                ...stopTrackingChoicesOf(stop.dropOff).map((id) => ({
                  id,
                  name: labels.enumeration(StopTrackingStatus, id),
                })),
              ];
              const headingId = `${ID_PREFIX}-stop-${stop.id}`;
              return (
                <li key={entry.key} className="order-delivery__stop" aria-labelledby={headingId}>
                  <div className="order-delivery__stop-head">
                    <h3 id={headingId} className="order-delivery__subheading">
                      {t('orderDelivery.stopHeading', { sequence, kind, name })}
                    </h3>
                    {stop.orderNumber ? (
                      <span className="order-delivery__muted">
                        {t('orderDelivery.order', { number: stop.orderNumber })}
                      </span>
                    ) : null}
                    <Button
                      type="button"
                      icon={iconClass('moveUp')}
                      text
                      aria-label={t('orderDelivery.moveUp', { sequence })}
                      disabled={index === 0}
                      onClick={() => stops.move(index, index - 1)}
                    />
                    <Button
                      type="button"
                      icon={iconClass('moveDown')}
                      text
                      aria-label={t('orderDelivery.moveDown', { sequence })}
                      disabled={index === stops.fields.length - 1}
                      onClick={() => stops.move(index, index + 1)}
                    />
                  </div>
                  <div className="order-delivery__stop-fields">
                    {stop.dropOff ? (
                      <p className="order-delivery__address">
                        <strong>{t('orderDelivery.jobSite')}:</strong>{' '}
                        {stop.orderSpatialDeliveryAddress?.address ?? ''}
                      </p>
                    ) : (
                      <SelectField
                        {...field}
                        name={`stops.${index}.pickupAddress`}
                        label={t('orderDelivery.pickupAddress')}
                        options={stop.pickupAddressChoices.map((choice) => ({
                          id: choice.address,
                          name: choice.address,
                        }))}
                      />
                    )}
                    <TextField
                      {...field}
                      name={`stops.${index}.deliveryDate`}
                      type="date"
                      label={t('orderDelivery.deliveryDate')}
                    />
                    <ReferenceSelectField
                      {...field}
                      name={`stops.${index}.deliveryTimeId`}
                      list="deliveryTimes"
                      label={t('orderDelivery.deliveryTime')}
                    />
                    {isTracked ? (
                      <SelectField
                        {...field}
                        name={`stops.${index}.stopTrackingStatusId`}
                        options={trackingChoices}
                        nullAs={NONE}
                        label={t('orderDelivery.stopTracking')}
                      />
                    ) : null}
                    <TextField
                      {...field}
                      name={`stops.${index}.note`}
                      label={t('orderDelivery.note')}
                      maxLength={2000}
                    />
                  </div>
                  <div className="order-delivery__stop-items">
                    <span className="order-delivery__muted">{t('orderDelivery.stopItems')}:</span>{' '}
                    {stopItems.length === 0
                      ? t('orderDelivery.noStopItems')
                      : stopItems
                          .map((entryItem) => {
                            const item = stopItemOf(entryItem);
                            return item
                              ? `${item.productName} (${item.productSizeName}) × ${item.quantity}`
                              : '';
                          })
                          .join(', ')}
                    {stop.dropOff ? null : (
                      <Button
                        type="button"
                        label={t('orderDelivery.editStopItems', { sequence })}
                        icon={iconClass('edit')}
                        text
                        size="small"
                        disabled={isBusy}
                        onClick={() => openStopItems(stop.id)}
                      />
                    )}
                  </div>
                  {isTracked ? (
                    <StopBol
                      record={record}
                      stop={stop}
                      sequence={sequence}
                      isDirty={isDirty}
                      disabled={isBusy}
                    />
                  ) : null}
                </li>
              );
            })}
          </ol>
        </section>
      </EditorFormView>
      <RoutePanel delivery={record} formStops={formStops} onAcceptOrder={applyOrder} />
      {itemsStop ? (
        <StopItemsDialog
          stop={itemsStop}
          sequence={itemsStopSequence}
          isSaving={updateStopItems.isPending}
          onSave={(itemIds) => saveStopItems(itemsStop.id, itemIds)}
          onClose={() => setItemsStopId(null)}
        />
      ) : null}
      {isAddOpen ? (
        <AddItemsDialog
          kind={kind}
          delivery={record}
          isSaving={addItems.isPending}
          onAdd={(itemIds) => void sendAddItems(itemIds)}
          onClose={() => setAddOpen(false)}
        />
      ) : null}
      {isSummaryOpen ? (
        <ItemSummaryDialog
          deliveryId={record.id}
          deliveryNumber={number}
          kind={kind}
          onClose={() => setSummaryOpen(false)}
        />
      ) : null}
      {isTracked && record.deliveryStatus.id === DeliveryStatus.ids.BOOKED && record.republished ? (
        <Message severity="info" text={t('orderDelivery.republished')} />
      ) : null}
    </div>
  );
}
