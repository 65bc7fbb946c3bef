import { describe, expect, it } from 'vitest';
import { bitmapOf } from '../../../test/bitmap-fixture';
import { decodeBitmap } from './bitmap-decoder';

describe('decodeBitmap', () => {
  it('reads a 24-bit bottom-up bitmap into top-down RGB', () => {
    const image = decodeBitmap(bitmapOf(3, 2));
    expect(image).toMatchObject({ width: 3, height: 2, channels: 3 });
    // Pixel (2, 1): red 20, green 10, blue 200.
    const offset = (1 * 3 + 2) * 3;
    expect([...(image?.data.subarray(offset, offset + 3) ?? [])]).toEqual([20, 10, 200]);
  });

  it('refuses what it does not read: a compressed bitmap, or a cut file', () => {
    const compressed = bitmapOf(2, 2);
    compressed.writeUInt32LE(1, 30);
    expect(decodeBitmap(compressed)).toBeNull();
    expect(decodeBitmap(bitmapOf(4, 4).subarray(0, 60))).toBeNull();
    expect(
      decodeBitmap(Buffer.from('not a bitmap at all, just text padding it out to size......')),
    ).toBeNull();
  });
});
