import { describe, expect, it } from 'vitest';
import { PictureStatus } from '../enumerations';
import {
  clearOrderItemPicturesSchema,
  pictureStatusRollup,
  saveOrderPictureRequestsSchema,
  uploadOrderItemPicturesQuerySchema,
} from './order-pictures';

const { NOT_SENT, PARTIALLY_SENT, SENT, REJECTED } = PictureStatus.ids;

describe('pictureStatusRollup (decision 168)', () => {
  it('is not sent when no picture was asked, or none of those asked was sent', () => {
    expect(pictureStatusRollup([])).toBe(NOT_SENT);
    expect(pictureStatusRollup([NOT_SENT])).toBe(NOT_SENT);
    expect(pictureStatusRollup([NOT_SENT, NOT_SENT, NOT_SENT])).toBe(NOT_SENT);
  });

  it('is sent only when every item asked has sent', () => {
    expect(pictureStatusRollup([SENT])).toBe(SENT);
    expect(pictureStatusRollup([SENT, SENT])).toBe(SENT);
    expect(pictureStatusRollup([SENT, NOT_SENT])).toBe(PARTIALLY_SENT);
    expect(pictureStatusRollup([NOT_SENT, SENT, NOT_SENT])).toBe(PARTIALLY_SENT);
  });

  it('is rejected as soon as one item is, whatever the others', () => {
    expect(pictureStatusRollup([REJECTED])).toBe(REJECTED);
    expect(pictureStatusRollup([SENT, SENT, REJECTED])).toBe(REJECTED);
    expect(pictureStatusRollup([NOT_SENT, REJECTED])).toBe(REJECTED);
  });
});

describe('PUT orderPictureRequest', () => {
  it('takes requests, approvals and rejections for several items of one order', () => {
    const parsed = saveOrderPictureRequestsSchema.parse({
      orderId: 4,
      entries: [
        {
          action: 'request',
          orderItemId: 10,
          version: null,
          pictureTypeId: 3,
          pictureDueDate: '2026-12-01',
          note: '  front and side  ',
        },
        { action: 'request', orderItemId: 11, version: 2, pictureTypeId: 1, pictureDueDate: '', note: '' },
        { action: 'approve', orderItemId: 12, version: 1 },
        { action: 'reject', orderItemId: 13, version: 3, rejectionNote: 'Blurry' },
      ],
    });
    expect(parsed.entries[0]).toMatchObject({ pictureDueDate: '2026-12-01', note: 'front and side' });
    expect(parsed.entries[1]).toMatchObject({ pictureDueDate: null, note: null });
  });

  it('refuses an unknown picture type, a bad date, a rejection without a note, an item twice', () => {
    const entry = { action: 'request', orderItemId: 10, version: null, pictureTypeId: 1 } as const;
    const parse = (entries: unknown[]) => saveOrderPictureRequestsSchema.safeParse({ orderId: 4, entries });
    expect(parse([entry]).success).toBe(true);
    expect(parse([{ ...entry, pictureTypeId: 4 }]).success).toBe(false);
    expect(parse([{ ...entry, pictureDueDate: '2026-02-30' }]).success).toBe(false);
    expect(parse([{ action: 'reject', orderItemId: 10, version: 1, rejectionNote: '   ' }]).success).toBe(
      false,
    );
    expect(parse([{ action: 'approve', orderItemId: 10 }]).success).toBe(false);
    expect(parse([entry, { action: 'approve', orderItemId: 10, version: 1 }]).success).toBe(false);
    expect(parse([]).success).toBe(false);
  });

  it('names the item of a clear and an upload by a positive id', () => {
    expect(clearOrderItemPicturesSchema.safeParse({ orderItemId: 0 }).success).toBe(false);
    expect(uploadOrderItemPicturesQuerySchema.parse({ orderItemId: '7' })).toEqual({ orderItemId: 7 });
    expect(uploadOrderItemPicturesQuerySchema.safeParse({ orderItemId: 'x' }).success).toBe(false);
  });
});
