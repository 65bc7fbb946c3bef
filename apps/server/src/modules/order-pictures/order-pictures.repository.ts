import { and, asc, eq, inArray, ne, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PictureStatus } from '@portal/contracts';
import type { DatabaseExecutor } from '../../db/database';
import {
  appUser,
  company,
  customerOrder,
  orderItem,
  orderItemPicture,
  orderPictureRequest,
  product,
  productSize,
  storedFile,
  subOrder,
} from '../../db/schema';

const approver = alias(appUser, 'picture_approver');
const uploader = alias(appUser, 'picture_uploader');
const seller = alias(company, 'picture_seller');

/** First and last name when both are known, else the email; null when there is no user. */
function userNameOrNull(user: {
  id: AnyColumn;
  firstName: AnyColumn;
  lastName: AnyColumn;
  email: AnyColumn;
}) {
  return sql<string | null>`case when ${user.id} is null then null
    when ${user.firstName} is not null and ${user.lastName} is not null
    then ${user.firstName} || ' ' || ${user.lastName} else ${user.email} end`;
}

/** The latin name with the cultivar quoted, as the order screens show it. */
function productName(table: { latinName: AnyColumn; cultivar: AnyColumn }) {
  return sql<string>`case when ${table.cultivar} is null then ${table.latinName}
    else ${table.latinName} || ' ''' || ${table.cultivar} || '''' end`;
}

export type PictureRequestRow = typeof orderPictureRequest.$inferSelect;

// ——— Reads: the picture manager's order in four queries whatever its size ———

export async function findOrderHeader(db: DatabaseExecutor, orderId: number) {
  const [row] = await db
    .select({
      id: customerOrder.id,
      orderNumber: customerOrder.orderNumber,
      phaseNumber: customerOrder.phaseNumber,
      jobName: customerOrder.jobName,
      statusId: customerOrder.statusId,
      pictureStatusId: customerOrder.pictureStatusId,
      buyerCompanyName: company.name,
    })
    .from(customerOrder)
    .innerJoin(company, eq(company.id, customerOrder.buyerCompanyId))
    .where(eq(customerOrder.id, orderId));
  return row;
}

export async function findSubOrders(db: DatabaseExecutor, orderId: number) {
  return db
    .select({
      id: subOrder.id,
      orderNumber: subOrder.orderNumber,
      phaseNumber: subOrder.phaseNumber,
      sequenceNumber: subOrder.sequenceNumber,
      sellerCompanyName: seller.name,
      pictureStatusId: subOrder.pictureStatusId,
    })
    .from(subOrder)
    .innerJoin(seller, eq(seller.id, subOrder.sellerCompanyId))
    .where(eq(subOrder.orderId, orderId))
    .orderBy(asc(subOrder.sequenceNumber));
}

export async function findItemsWithRequests(db: DatabaseExecutor, orderId: number) {
  return db
    .select({
      orderItemId: orderItem.id,
      subOrderId: orderItem.subOrderId,
      sequenceNumber: orderItem.sequenceNumber,
      productName: productName(product),
      productSizeName: productSize.name,
      quantity: orderItem.quantity,
      statusId: orderItem.statusId,
      request: orderPictureRequest,
      approvedByUserName: userNameOrNull(approver),
    })
    .from(orderItem)
    .innerJoin(product, eq(product.id, orderItem.productId))
    .innerJoin(productSize, eq(productSize.id, orderItem.productSizeId))
    .leftJoin(orderPictureRequest, eq(orderPictureRequest.orderItemId, orderItem.id))
    .leftJoin(approver, eq(approver.id, orderPictureRequest.approvedByUserId))
    .where(eq(orderItem.orderId, orderId))
    .orderBy(asc(orderItem.sequenceNumber), asc(orderItem.id));
}

export async function findPicturesOfOrder(db: DatabaseExecutor, orderId: number) {
  return db
    .select({
      id: orderItemPicture.id,
      orderItemId: orderItemPicture.orderItemId,
      fileName: storedFile.originalName,
      contentType: storedFile.contentType,
      sizeBytes: storedFile.sizeBytes,
      thumbnailKey: storedFile.thumbnailKey,
      uploadedAt: orderItemPicture.uploadedAt,
      uploadedByUserName: userNameOrNull(uploader),
    })
    .from(orderItemPicture)
    .innerJoin(orderItem, eq(orderItem.id, orderItemPicture.orderItemId))
    .innerJoin(storedFile, eq(storedFile.id, orderItemPicture.storedFileId))
    .leftJoin(uploader, eq(uploader.id, orderItemPicture.uploadedByUserId))
    .where(eq(orderItem.orderId, orderId))
    .orderBy(asc(orderItemPicture.uploadedAt), asc(orderItemPicture.id));
}

// ——— Writes (in the caller's transaction) ———

/**
 * Locks the order row for the rest of the transaction: picture writes on one order run one after the other, so
 * each roll-up is computed from every committed write before it (two uploads at once cannot leave a stale one).
 */
export async function lockOrder(db: DatabaseExecutor, orderId: number) {
  const [row] = await db
    .select({
      id: customerOrder.id,
      orderNumber: customerOrder.orderNumber,
      phaseNumber: customerOrder.phaseNumber,
      statusId: customerOrder.statusId,
    })
    .from(customerOrder)
    .where(eq(customerOrder.id, orderId))
    .for('update');
  return row;
}

/** The order an item belongs to; undefined for an unknown item. */
export async function findOrderIdOfItem(db: DatabaseExecutor, orderItemId: number) {
  const [row] = await db
    .select({ orderId: orderItem.orderId })
    .from(orderItem)
    .where(eq(orderItem.id, orderItemId));
  return row?.orderId;
}

/** The order and item of a picture; undefined for an unknown picture. */
export async function findPicture(db: DatabaseExecutor, pictureId: number) {
  const [row] = await db
    .select({
      id: orderItemPicture.id,
      orderItemId: orderItemPicture.orderItemId,
      orderId: orderItem.orderId,
      storedFileId: orderItemPicture.storedFileId,
      fileName: storedFile.originalName,
    })
    .from(orderItemPicture)
    .innerJoin(orderItem, eq(orderItem.id, orderItemPicture.orderItemId))
    .innerJoin(storedFile, eq(storedFile.id, orderItemPicture.storedFileId))
    .where(eq(orderItemPicture.id, pictureId));
  return row;
}

/** Which of these items belong to the order (ids of another order's items are left out). */
export async function findItemIdsOfOrder(
  db: DatabaseExecutor,
  orderId: number,
  itemIds: readonly number[],
): Promise<Set<number>> {
  if (itemIds.length === 0) return new Set();
  const rows = await db
    .select({ id: orderItem.id })
    .from(orderItem)
    .where(and(eq(orderItem.orderId, orderId), inArray(orderItem.id, [...itemIds])));
  return new Set(rows.map((row) => row.id));
}

export async function findRequests(
  db: DatabaseExecutor,
  itemIds: readonly number[],
): Promise<Map<number, PictureRequestRow>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(orderPictureRequest)
    .where(inArray(orderPictureRequest.orderItemId, [...itemIds]));
  return new Map(rows.map((row) => [row.orderItemId, row]));
}

/** How many pictures each of these items has left. */
export async function countPictures(
  db: DatabaseExecutor,
  itemIds: readonly number[],
): Promise<Map<number, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({ orderItemId: orderItemPicture.orderItemId, count: sql<number>`count(*)::int` })
    .from(orderItemPicture)
    .where(inArray(orderItemPicture.orderItemId, [...itemIds]))
    .groupBy(orderItemPicture.orderItemId);
  return new Map(rows.map((row) => [row.orderItemId, row.count]));
}

export async function insertPictures(
  db: DatabaseExecutor,
  rows: ReadonlyArray<{ orderItemId: number; storedFileId: string; uploadedByUserId: number | null }>,
): Promise<void> {
  if (rows.length > 0) await db.insert(orderItemPicture).values([...rows]);
}

/**
 * Deletes the stored-file rows of these pictures (their picture rows cascade) and answers the storage keys of
 * their bytes and thumbnails, which the caller removes once the transaction has committed.
 */
export async function deleteStoredFilesOfPictures(
  db: DatabaseExecutor,
  where: { orderItemIds: readonly number[] } | { pictureId: number },
): Promise<{ fileNames: string[]; storageKeys: string[] }> {
  const condition =
    'pictureId' in where
      ? eq(orderItemPicture.id, where.pictureId)
      : where.orderItemIds.length > 0
        ? inArray(orderItemPicture.orderItemId, [...where.orderItemIds])
        : undefined;
  if (!condition) return { fileNames: [], storageKeys: [] };
  const pictures = db
    .select({ storedFileId: orderItemPicture.storedFileId })
    .from(orderItemPicture)
    .where(condition);
  const deleted = await db.delete(storedFile).where(inArray(storedFile.id, pictures)).returning({
    originalName: storedFile.originalName,
    storageKey: storedFile.storageKey,
    thumbnailKey: storedFile.thumbnailKey,
  });
  return {
    fileNames: deleted.map((row) => row.originalName),
    storageKeys: deleted.flatMap((row) =>
      row.thumbnailKey ? [row.storageKey, row.thumbnailKey] : [row.storageKey],
    ),
  };
}

/**
 * The requests of these items that have no picture left go back to not sent (decision 168): their approval goes
 * with the pictures; a rejection note stays as the last word on what was sent before.
 */
export async function resetRequestsWithoutPictures(
  db: DatabaseExecutor,
  orderItemIds: readonly number[],
): Promise<void> {
  if (orderItemIds.length === 0) return;
  await db
    .update(orderPictureRequest)
    .set({
      pictureStatusId: PictureStatus.ids.NOT_SENT,
      approvedAt: null,
      approvedByUserId: null,
      version: sql`${orderPictureRequest.version} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        inArray(orderPictureRequest.orderItemId, [...orderItemIds]),
        ne(orderPictureRequest.pictureStatusId, PictureStatus.ids.NOT_SENT),
        sql`not exists (select 1 from ${orderItemPicture}
          where ${orderItemPicture.orderItemId} = ${orderPictureRequest.orderItemId})`,
      ),
    );
}
