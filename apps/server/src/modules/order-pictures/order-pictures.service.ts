import type { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import {
  ActionLogAction,
  ActionLogType,
  ErrorCode,
  formatOrderNumber,
  formatSubOrderNumber,
  MESSAGES,
  ORDER_ITEM_PICTURE_FOLDER,
  ORDER_PICTURE_CONTENT_TYPES,
  ORDER_PICTURE_UPLOAD_MAX_FILES,
  OrderStatus,
  PictureStatus,
  PictureType,
  saveOrderPictureRequestsSchema,
  type OrderPictures,
  type SaveOrderPictureRequests,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Database, DatabaseExecutor } from '../../db/database';
import { orderPictureRequest } from '../../db/schema';
import { AppError, invalidFields, notFound, outdated } from '../../lib/app-error';
import type { FileStore, StoredFile } from '../../lib/file-store/file-store';
import type { Actor, RunUnitOfWork, UnitOfWork } from '../../lib/unit-of-work';
import { deleteItemPictures, deletePictures } from './order-pictures.files';
import * as repository from './order-pictures.repository';
import { refreshOrderPictureRollups } from './order-pictures.rollup';

/** The file store's owner of a picture's stored file: the order item. */
export const PICTURE_OWNER_TYPE = 'order_item';
const PS = PictureStatus.ids;
/** Complete and cancelled orders are read-only (MESSAGES.orderClosed); pictures may still come before that. */
const READ_ONLY_ORDER_STATUS_IDS: readonly number[] = [OrderStatus.ids.COMPLETE, OrderStatus.ids.CANCELLED];

type SaveEntry = z.output<typeof saveOrderPictureRequestsSchema>['entries'][number];

export interface PictureUpload {
  body: Readable;
  fileName: string;
}

/**
 * The order picture manager (issue 15, decision 168): picture requests per item, the pictures sent (file store,
 * spec 001 §9 folders), approval and rejection, and the picture status rolled up to sub-orders and the order in
 * the transaction of every write (refreshOrderPictureRollups).
 */
export function createOrderPicturesService({
  db,
  runUnitOfWork,
  files,
}: {
  db: Database;
  runUnitOfWork: RunUnitOfWork;
  files: FileStore;
}) {
  async function view(executor: DatabaseExecutor, orderId: number): Promise<OrderPictures> {
    const header = await repository.findOrderHeader(executor, orderId);
    if (!header) throw notFound('Order');
    const [subOrders, items, pictures] = await Promise.all([
      repository.findSubOrders(executor, orderId),
      repository.findItemsWithRequests(executor, orderId),
      repository.findPicturesOfOrder(executor, orderId),
    ]);
    const picturesOf = new Map<number, OrderPictures['items'][number]['pictures']>();
    for (const picture of pictures) {
      const list = picturesOf.get(picture.orderItemId) ?? [];
      list.push({
        id: picture.id,
        fileName: picture.fileName,
        contentType: picture.contentType,
        sizeBytes: picture.sizeBytes,
        hasThumbnail: picture.thumbnailKey !== null,
        uploadedAt: picture.uploadedAt.toISOString(),
        uploadedByUserName: picture.uploadedByUserName,
      });
      picturesOf.set(picture.orderItemId, list);
    }
    return {
      orderId: header.id,
      formattedNumber: formatOrderNumber(header.orderNumber, header.phaseNumber),
      jobName: header.jobName,
      buyerCompanyName: header.buyerCompanyName,
      statusId: header.statusId,
      editable: !READ_ONLY_ORDER_STATUS_IDS.includes(header.statusId),
      pictureStatusId: header.pictureStatusId,
      subOrders: subOrders.map((row) => ({
        id: row.id,
        subOrderNumber: formatSubOrderNumber(row.orderNumber, row.phaseNumber, row.sequenceNumber),
        sellerCompanyName: row.sellerCompanyName,
        pictureStatusId: row.pictureStatusId,
      })),
      items: items.map((item) => ({
        orderItemId: item.orderItemId,
        subOrderId: item.subOrderId,
        sequenceNumber: item.sequenceNumber,
        productName: item.productName,
        productSizeName: item.productSizeName,
        quantity: item.quantity,
        statusId: item.statusId,
        pictureStatusId: item.request?.pictureStatusId ?? PS.NOT_SENT,
        request: item.request && {
          id: item.request.id,
          pictureTypeId: item.request.pictureTypeId,
          pictureDueDate: item.request.pictureDueDate,
          note: item.request.note,
          pictureStatusId: item.request.pictureStatusId,
          rejectionNote: item.request.rejectionNote,
          approvedAt: item.request.approvedAt?.toISOString() ?? null,
          approvedByUserName: item.request.approvedAt ? item.approvedByUserName : null,
          version: item.request.version,
        },
        pictures: picturesOf.get(item.orderItemId) ?? [],
      })),
    };
  }

  /** Locks the order (repository.lockOrder) and refuses a complete or cancelled one; answers its number. */
  async function lockEditableOrder(unit: UnitOfWork, orderId: number): Promise<string> {
    const order = await repository.lockOrder(unit.tx, orderId);
    if (!order) throw notFound('Order');
    if (READ_ONLY_ORDER_STATUS_IDS.includes(order.statusId)) {
      throw new AppError(ErrorCode.BUSINESS_RULE, MESSAGES.orderClosed);
    }
    return formatOrderNumber(order.orderNumber, order.phaseNumber);
  }

  /** The roll-ups, the action-log row and the change notice of one picture write on the order. */
  async function finish(
    unit: UnitOfWork,
    orderId: number,
    orderNumber: string,
    details: Record<string, unknown>,
  ): Promise<void> {
    await refreshOrderPictureRollups(unit.tx, orderId);
    await unit.recordChange({
      recordType: ActionLogType.ids.ORDER,
      actionId: ActionLogAction.ids.UPDATE,
      recordId: orderId,
      recordNumber: orderNumber,
      details,
    });
  }

  async function orderOfItem(orderItemId: number): Promise<number> {
    const orderId = await repository.findOrderIdOfItem(db, orderItemId);
    if (orderId === undefined) throw notFound('Order item');
    return orderId;
  }

  /** One entry of PUT orderPictureRequest, against the request as the transaction reads it. */
  async function applyEntry(
    unit: UnitOfWork,
    entry: SaveEntry,
    current: repository.PictureRequestRow | undefined,
  ): Promise<void> {
    const now = new Date();
    if (entry.action === 'request' && entry.version === null) {
      // Someone asked for this item's pictures since this user read it: their request is not overwritten.
      if (current) throw outdated();
      await unit.tx.insert(orderPictureRequest).values({
        orderItemId: entry.orderItemId,
        pictureTypeId: entry.pictureTypeId,
        pictureDueDate: entry.pictureDueDate,
        note: entry.note,
        requestedByUserId: unit.actor.userId,
      });
      return;
    }
    if (!current || current.version !== entry.version) throw outdated();
    if (entry.action !== 'request' && current.pictureStatusId !== PS.SENT) {
      throw invalidFields([{ field: 'entries', message: MESSAGES.pictureNotSent }]);
    }
    const values =
      entry.action === 'request'
        ? { pictureTypeId: entry.pictureTypeId, pictureDueDate: entry.pictureDueDate, note: entry.note }
        : entry.action === 'approve'
          ? { approvedAt: now, approvedByUserId: unit.actor.userId, rejectionNote: null }
          : {
              pictureStatusId: PS.REJECTED,
              rejectionNote: entry.rejectionNote,
              approvedAt: null,
              approvedByUserId: null,
            };
    const updated = await unit.tx
      .update(orderPictureRequest)
      .set({ ...values, version: sql`${orderPictureRequest.version} + 1`, updatedAt: now })
      .where(and(eq(orderPictureRequest.id, current.id), eq(orderPictureRequest.version, entry.version)))
      .returning({ id: orderPictureRequest.id });
    if (updated.length === 0) throw outdated();
  }

  async function saveRequests(actor: Actor, input: SaveOrderPictureRequests): Promise<OrderPictures> {
    const body = saveOrderPictureRequestsSchema.parse(input);
    const itemIds = body.entries.map((entry) => entry.orderItemId);
    await runUnitOfWork(actor, async (unit) => {
      const orderNumber = await lockEditableOrder(unit, body.orderId);
      const ofOrder = await repository.findItemIdsOfOrder(unit.tx, body.orderId, itemIds);
      if (ofOrder.size !== itemIds.length) throw notFound('Order item');
      const requests = await repository.findRequests(unit.tx, itemIds);
      for (const entry of body.entries) await applyEntry(unit, entry, requests.get(entry.orderItemId));
      const itemsOf = (action: SaveEntry['action']) =>
        body.entries.filter((entry) => entry.action === action).map((entry) => entry.orderItemId);
      await finish(unit, body.orderId, orderNumber, {
        picturesRequested: itemsOf('request'),
        picturesApproved: itemsOf('approve'),
        picturesRejected: itemsOf('reject'),
      });
    });
    return view(db, body.orderId);
  }

  /** Stores one upload, told by content; anything but a JPEG, PNG, BMP or GIF of ≤ 20 MB is the §8 refusal. */
  async function storePicture(actor: Actor, orderItemId: number, upload: PictureUpload): Promise<StoredFile> {
    try {
      return await files.put({
        body: upload.body,
        originalName: upload.fileName,
        folder: ORDER_ITEM_PICTURE_FOLDER,
        owner: { type: PICTURE_OWNER_TYPE, id: orderItemId },
        allowedTypes: ORDER_PICTURE_CONTENT_TYPES,
        createdByUserId: actor.userId,
      });
    } catch (error) {
      if (
        error instanceof AppError &&
        (error.code === ErrorCode.UNSUPPORTED_MEDIA || error.code === ErrorCode.PAYLOAD_TOO_LARGE)
      ) {
        throw invalidFields([{ field: 'files', message: MESSAGES.invalidPicture }], MESSAGES.invalidPicture);
      }
      throw error;
    }
  }

  /**
   * POST uploadOrderItemPictures: every file is stored (checked by content) before anything is recorded; one
   * refused file refuses the call and the files stored before it are removed, so an upload adds all or nothing.
   */
  async function upload(
    actor: Actor,
    orderItemId: number,
    uploads: AsyncIterable<PictureUpload>,
  ): Promise<OrderPictures> {
    const orderId = await orderOfItem(orderItemId);
    const stored: StoredFile[] = [];
    const removeStored = async () => {
      for (const file of stored) await files.delete(file.id).catch(() => undefined);
    };
    try {
      for await (const next of uploads) {
        if (stored.length >= ORDER_PICTURE_UPLOAD_MAX_FILES) {
          next.body.resume();
          throw invalidFields([{ field: 'files', message: MESSAGES.tooManyPictures }]);
        }
        stored.push(await storePicture(actor, orderItemId, next));
      }
      if (stored.length === 0) throw invalidFields([{ field: 'files', message: MESSAGES.noFileSent }]);
      await runUnitOfWork(actor, async (unit) => {
        const orderNumber = await lockEditableOrder(unit, orderId);
        // The item may have left the order (phasing) or gone since it was looked up outside the transaction.
        if (!(await repository.findItemIdsOfOrder(unit.tx, orderId, [orderItemId])).has(orderItemId)) {
          throw notFound('Order item');
        }
        await repository.insertPictures(
          unit.tx,
          stored.map((file) => ({ orderItemId, storedFileId: file.id, uploadedByUserId: actor.userId })),
        );
        await markSent(unit, orderItemId);
        await finish(unit, orderId, orderNumber, {
          orderItemId,
          picturesAdded: stored.map((file) => file.originalName),
        });
      });
    } catch (error) {
      await removeStored();
      throw error;
    }
    return view(db, orderId);
  }

  /**
   * New pictures make the item sent and waiting for review: an approval was of the pictures before them. An item
   * nobody asked pictures of gets its request now, of the first type (Actual), so what arrived is tracked.
   */
  async function markSent(unit: UnitOfWork, orderItemId: number): Promise<void> {
    await unit.tx
      .insert(orderPictureRequest)
      .values({
        orderItemId,
        pictureTypeId: PictureType.ids.ACTUAL,
        pictureStatusId: PS.SENT,
        requestedByUserId: unit.actor.userId,
      })
      .onConflictDoUpdate({
        target: orderPictureRequest.orderItemId,
        set: {
          pictureStatusId: PS.SENT,
          approvedAt: null,
          approvedByUserId: null,
          version: sql`${orderPictureRequest.version} + 1`,
          updatedAt: new Date(),
        },
      });
  }

  /** PUT clearOrderItemPictures: every picture of the item; its request goes back to not sent. */
  async function clear(actor: Actor, orderItemId: number): Promise<OrderPictures> {
    const orderId = await orderOfItem(orderItemId);
    await runUnitOfWork(actor, async (unit) => {
      const orderNumber = await lockEditableOrder(unit, orderId);
      const removed = await deleteItemPictures(unit, [orderItemId]);
      if (removed.length === 0) return;
      await finish(unit, orderId, orderNumber, { orderItemId, picturesRemoved: removed });
    });
    return view(db, orderId);
  }

  /** DELETE orderItemPicture/{id}: one picture; an item left with none goes back to not sent. */
  async function removePicture(actor: Actor, pictureId: number): Promise<OrderPictures> {
    const found = await repository.findPicture(db, pictureId);
    if (!found) throw notFound('Picture');
    await runUnitOfWork(actor, async (unit) => {
      const orderNumber = await lockEditableOrder(unit, found.orderId);
      const removed = await deletePictures(unit, { pictureId });
      // Deleted by someone else since it was looked up.
      if (removed.length === 0) throw notFound('Picture');
      await repository.resetRequestsWithoutPictures(unit.tx, [found.orderItemId]);
      await finish(unit, found.orderId, orderNumber, {
        orderItemId: found.orderItemId,
        picturesRemoved: removed,
      });
    });
    return view(db, found.orderId);
  }

  /** A picture's bytes or thumbnail, by the picture's id (never a file of anything else). */
  async function open(pictureId: number, thumbnail: boolean) {
    const found = await repository.findPicture(db, pictureId);
    if (!found) throw notFound('Picture');
    return thumbnail ? files.getThumbnail(found.storedFileId) : files.get(found.storedFileId);
  }

  return {
    get: (orderId: number) => view(db, orderId),
    saveRequests,
    upload,
    clear,
    removePicture,
    openPicture: (pictureId: number) => open(pictureId, false),
    openThumbnail: (pictureId: number) => open(pictureId, true),
  };
}

export type OrderPicturesService = ReturnType<typeof createOrderPicturesService>;
