import { describe, expect, it } from 'vitest';
import { bitmapOf } from '../../../test/bitmap-fixture';
import { decodeBitmap } from './bitmap-decoder';

const LIMIT = 1_000_000;

function pixel(image: { width: number; rgba: Buffer }, x: number, y: number): number[] {
  const at = (y * image.width + x) * 4;
  return [...image.rgba.subarray(at, at + 4)];
}

/** A BMP with a 40-byte header and the given pixel rows (bottom-up unless `topDown`), palette and bit fields. */
function bitmapWith(options: {
  width: number;
  height: number;
  bitsPerPixel: number;
  compression?: number;
  palette?: number[][];
  masks?: number[];
  rows: Buffer[];
  topDown?: boolean;
}): Buffer {
  const masks = options.masks ? Buffer.alloc(options.masks.length * 4) : Buffer.alloc(0);
  options.masks?.forEach((mask, index) => masks.writeUInt32LE(mask >>> 0, index * 4));
  const palette = Buffer.alloc((options.palette?.length ?? 0) * 4);
  options.palette?.forEach(([r, g, b], index) => {
    palette[index * 4] = b ?? 0;
    palette[index * 4 + 1] = g ?? 0;
    palette[index * 4 + 2] = r ?? 0;
  });
  const pixels = Buffer.concat(options.topDown ? options.rows : [...options.rows].reverse());
  const header = Buffer.alloc(54);
  const offset = 54 + masks.length + palette.length;
  header.write('BM', 0, 'latin1');
  header.writeUInt32LE(offset + pixels.length, 2);
  header.writeUInt32LE(offset, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(options.width, 18);
  header.writeInt32LE(options.topDown ? -options.height : options.height, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(options.bitsPerPixel, 28);
  header.writeUInt32LE(options.compression ?? 0, 30);
  header.writeUInt32LE(options.palette?.length ?? 0, 46);
  return Buffer.concat([header, masks, palette, pixels]);
}

describe('decodeBitmap (decision 168: BMP thumbnails and avatars through sharp raw input)', () => {
  it('reads a 24-bit bottom-up bitmap into top-down RGBA', () => {
    const image = decodeBitmap(bitmapOf(3, 2), LIMIT);
    expect(image).toMatchObject({ width: 3, height: 2 });
    // bitmapOf paints pixel (x, y) as red x*10, green y*10, blue 200.
    expect(pixel(image!, 2, 1)).toEqual([20, 10, 200, 255]);
    expect(pixel(image!, 0, 0)).toEqual([0, 0, 200, 255]);
  });

  it('reads palettes (1, 4 and 8 bits), top-down rows and 16-bit 5-5-5', () => {
    const palette = [
      [255, 0, 0],
      [0, 0, 255],
    ];
    const oneBit = decodeBitmap(
      bitmapWith({
        width: 3,
        height: 1,
        bitsPerPixel: 1,
        palette,
        rows: [Buffer.from([0b01000000, 0, 0, 0])],
      }),
      LIMIT,
    );
    expect([pixel(oneBit!, 0, 0), pixel(oneBit!, 1, 0), pixel(oneBit!, 2, 0)]).toEqual([
      [255, 0, 0, 255],
      [0, 0, 255, 255],
      [255, 0, 0, 255],
    ]);
    const fourBit = decodeBitmap(
      bitmapWith({ width: 2, height: 1, bitsPerPixel: 4, palette, rows: [Buffer.from([0x10, 0, 0, 0])] }),
      LIMIT,
    );
    expect([pixel(fourBit!, 0, 0), pixel(fourBit!, 1, 0)]).toEqual([
      [0, 0, 255, 255],
      [255, 0, 0, 255],
    ]);
    const eightBit = decodeBitmap(
      bitmapWith({
        width: 1,
        height: 2,
        bitsPerPixel: 8,
        palette,
        topDown: true,
        rows: [Buffer.from([1, 0, 0, 0]), Buffer.from([0, 0, 0, 0])],
      }),
      LIMIT,
    );
    expect([pixel(eightBit!, 0, 0), pixel(eightBit!, 0, 1)]).toEqual([
      [0, 0, 255, 255],
      [255, 0, 0, 255],
    ]);
    const sixteen = Buffer.alloc(4);
    sixteen.writeUInt16LE(0b0_11111_00000_00000, 0);
    const highColour = decodeBitmap(
      bitmapWith({ width: 1, height: 1, bitsPerPixel: 16, rows: [sixteen] }),
      LIMIT,
    );
    expect(pixel(highColour!, 0, 0)).toEqual([255, 0, 0, 255]);
  });

  it('reads 32-bit bit fields with alpha, and takes an all-zero alpha for opaque', () => {
    const masks = [0x00ff0000, 0x0000ff00, 0x000000ff, 0xff000000];
    const row = Buffer.alloc(4);
    row.writeUInt32LE(0x80102030, 0);
    const translucent = decodeBitmap(
      bitmapWith({ width: 1, height: 1, bitsPerPixel: 32, compression: 6, masks, rows: [row] }),
      LIMIT,
    );
    expect(pixel(translucent!, 0, 0)).toEqual([0x10, 0x20, 0x30, 0x80]);
    const noAlpha = Buffer.alloc(4);
    noAlpha.writeUInt32LE(0x00102030, 0);
    const opaque = decodeBitmap(
      bitmapWith({ width: 1, height: 1, bitsPerPixel: 32, compression: 6, masks, rows: [noAlpha] }),
      LIMIT,
    );
    expect(pixel(opaque!, 0, 0)).toEqual([0x10, 0x20, 0x30, 255]);
  });

  it('answers undefined for what it does not read: RLE, a cut file, too many pixels, not a bitmap', () => {
    const compressed = bitmapOf(2, 2);
    compressed.writeUInt32LE(1, 30);
    expect(decodeBitmap(compressed, LIMIT)).toBeUndefined();
    expect(decodeBitmap(bitmapOf(4, 4).subarray(0, 60), LIMIT)).toBeUndefined();
    expect(decodeBitmap(bitmapOf(40, 30), 1000)).toBeUndefined();
    expect(
      decodeBitmap(Buffer.from('not a bitmap at all, just text padding it out to size....'), LIMIT),
    ).toBe(undefined);
  });
});
