/**
 * The order picture manager (issue 15; spec 001 §2 /orders/order-picture-manager, §3 picture type and order picture
 * request, §4 picture status, §5 pictures ≤ 20 MB JPEG/PNG/BMP/GIF, §7 orderPictureRequest, uploadOrderItemPictures,
 * clearOrderItemPictures, orderItemPicture/{id}). docs/decisions/168-order-pictures.md.
 */
import { z } from 'zod';
import { PictureStatus, PictureType } from '../enumerations';
import { dateOnlySchema } from '../validation';
import { optionalText, requiredText } from './fields';

const PS = PictureStatus.ids;

/** The statuses one item's request takes; partially sent is a sub-order's or an order's only (decision 168). */
export const ITEM_PICTURE_STATUS_IDS: readonly number[] = [PS.NOT_SENT, PS.SENT, PS.REJECTED];

/** spec 001 §5: what a picture may be, told by its content. The web's file input offers the same. */
export const ORDER_PICTURE_CONTENT_TYPES: readonly string[] = [
  'image/jpeg',
  'image/png',
  'image/bmp',
  'image/gif',
];
/** How many pictures one upload call takes for one item (each at most MAX_UPLOAD_BYTES). */
export const ORDER_PICTURE_UPLOAD_MAX_FILES = 10;
export const PICTURE_NOTE_MAX_LENGTH = 2000;

/**
 * The picture status of a sub-order or an order from its items' (decisions 168 and 202), the same on the server
 * (stored roll-ups) and in the web: one status per item that counts, an item nobody asked being not sent. None →
 * not sent; any rejected → rejected; all sent → sent; none sent → not sent; else partially sent.
 */
export function pictureStatusRollup(itemPictureStatusIds: readonly number[]): number {
  if (itemPictureStatusIds.length === 0) return PS.NOT_SENT;
  if (itemPictureStatusIds.includes(PS.REJECTED)) return PS.REJECTED;
  const sent = itemPictureStatusIds.filter((statusId) => statusId === PS.SENT).length;
  if (sent === 0) return PS.NOT_SENT;
  return sent === itemPictureStatusIds.length ? PS.SENT : PS.PARTIALLY_SENT;
}

const referenceId = z.number().int().positive();
const version = z.number().int().min(1);
const pictureTypeId = z
  .number()
  .int()
  .refine((id) => PictureType.has(id), { message: 'Choose a picture type.' });
const optionalDate = z
  .union([dateOnlySchema, z.literal(''), z.null()])
  .optional()
  .transform((value) => (value ? value : null));

/** Asks for pictures of an item, or changes what is asked; `version` is null for an item not yet asked. */
const requestEntrySchema = z.object({
  action: z.literal('request'),
  orderItemId: referenceId,
  version: version.nullable(),
  pictureTypeId,
  pictureDueDate: optionalDate,
  note: optionalText(PICTURE_NOTE_MAX_LENGTH),
});
/** Accepts the pictures sent for an item. */
const approveEntrySchema = z.object({ action: z.literal('approve'), orderItemId: referenceId, version });
/** Refuses the pictures sent for an item, saying why (spec 001 §3 rejectionNote). */
const rejectEntrySchema = z.object({
  action: z.literal('reject'),
  orderItemId: referenceId,
  version,
  rejectionNote: requiredText(PICTURE_NOTE_MAX_LENGTH),
});

export const orderPictureRequestEntrySchema = z.discriminatedUnion('action', [
  requestEntrySchema,
  approveEntrySchema,
  rejectEntrySchema,
]);
export type OrderPictureRequestEntry = z.input<typeof orderPictureRequestEntrySchema>;

/**
 * PUT orderPictureRequest (spec 001 §7): requests made or changed, approvals and rejections, for one or several
 * items of one order, saved together or not at all. Each entry carries the version of the item's request it read.
 */
export const saveOrderPictureRequestsSchema = z.object({
  orderId: referenceId,
  entries: z
    .array(orderPictureRequestEntrySchema)
    .min(1)
    .max(1000)
    .refine((entries) => new Set(entries.map((entry) => entry.orderItemId)).size === entries.length, {
      message: 'An item is listed twice.',
    }),
});
export type SaveOrderPictureRequests = z.input<typeof saveOrderPictureRequestsSchema>;

/** PUT clearOrderItemPictures (spec 001 §7): removes every picture of one item. */
export const clearOrderItemPicturesSchema = z.object({ orderItemId: referenceId });
export type ClearOrderItemPictures = z.input<typeof clearOrderItemPicturesSchema>;

/** POST uploadOrderItemPictures?orderItemId= (multipart, the files in parts named `files`). */
export const uploadOrderItemPicturesQuerySchema = z.object({
  orderItemId: z.coerce.number().int().positive(),
});

/** A picture as the manager lists it; its bytes at GET orderItemPicture/{id}, its thumbnail at …Thumbnail/{id}. */
export const orderItemPictureSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  /** Told by the content (JPEG, PNG, BMP or GIF). */
  contentType: z.string(),
  sizeBytes: z.number().int(),
  hasThumbnail: z.boolean(),
  uploadedAt: z.string(),
  uploadedByUserName: z.string().nullable(),
});
export type OrderItemPicture = z.infer<typeof orderItemPictureSchema>;

/** spec 001 §3 order picture request, with the approval decision 168 adds. */
export const orderPictureRequestSchema = z.object({
  id: z.number().int(),
  pictureTypeId: z.number().int(),
  pictureDueDate: z.string().nullable(),
  note: z.string().nullable(),
  /** PictureStatus: not sent 1, sent 3, rejected 4. */
  pictureStatusId: z.number().int(),
  rejectionNote: z.string().nullable(),
  approvedAt: z.string().nullable(),
  approvedByUserName: z.string().nullable(),
  version: z.number().int(),
});
export type OrderPictureRequest = z.infer<typeof orderPictureRequestSchema>;

export const orderPictureItemSchema = z.object({
  orderItemId: z.number().int(),
  subOrderId: z.number().int(),
  sequenceNumber: z.number().int(),
  productName: z.string(),
  productSizeName: z.string(),
  quantity: z.number(),
  /** ItemStatus: only the items that count roll up (a cancelled or substituted item's request does not). */
  statusId: z.number().int(),
  /** The request's status, or not sent when nothing was asked. */
  pictureStatusId: z.number().int(),
  request: orderPictureRequestSchema.nullable(),
  pictures: z.array(orderItemPictureSchema),
});
export type OrderPictureItem = z.infer<typeof orderPictureItemSchema>;

/** GET orderPictures/{id}: the picture manager's order — its sub-orders and items with requests and pictures. */
export const orderPicturesSchema = z.object({
  orderId: z.number().int(),
  formattedNumber: z.string(),
  jobName: z.string(),
  buyerCompanyName: z.string(),
  statusId: z.number().int(),
  /** False for a complete or cancelled order: its pictures can be seen, not changed (decision 168). */
  editable: z.boolean(),
  pictureStatusId: z.number().int(),
  subOrders: z.array(
    z.object({
      id: z.number().int(),
      subOrderNumber: z.string(),
      sellerCompanyName: z.string(),
      pictureStatusId: z.number().int(),
    }),
  ),
  items: z.array(orderPictureItemSchema),
});
export type OrderPictures = z.infer<typeof orderPicturesSchema>;
