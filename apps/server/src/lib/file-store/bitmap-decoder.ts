/**
 * A BMP decoder for thumbnails (decision 168): sharp's bundled libvips reads no BMP, and spec 001 §5 accepts BMP
 * pictures, so their pixels are decoded here and handed to sharp as raw RGBA. Covers what cameras, scanners and
 * paint programs write: the Windows headers (40, 52, 56, 108 and 124 bytes) and the OS/2 one (12), 1/4/8-bit
 * palettes, 16, 24 and 32 bits, uncompressed or with bit fields, bottom-up or top-down. RLE-compressed files answer
 * undefined: they are stored, just without a thumbnail (the web then shows the picture itself).
 */

export interface DecodedBitmap {
  width: number;
  height: number;
  /** Four bytes per pixel (R, G, B, A), rows top to bottom. */
  rgba: Buffer;
}

const BI_RGB = 0;
const BI_BITFIELDS = 3;
const BI_ALPHABITFIELDS = 6;

/** A channel of a bit-field pixel: where it sits and how to scale it to 0–255. */
interface Channel {
  mask: number;
  shift: number;
  max: number;
}

function channelOf(mask: number): Channel {
  if (mask === 0) return { mask: 0, shift: 0, max: 0 };
  let shift = 0;
  while (((mask >>> shift) & 1) === 0) shift += 1;
  return { mask, shift, max: mask >>> shift };
}

function read(channel: Channel, value: number, otherwise: number): number {
  if (channel.max === 0) return otherwise;
  return Math.round((((value & channel.mask) >>> channel.shift) * 255) / channel.max);
}

/** Decodes a BMP file, or answers undefined for a file this decoder does not read (or a damaged one). */
export function decodeBitmap(file: Buffer, maxPixels: number): DecodedBitmap | undefined {
  try {
    return decode(file, maxPixels);
  } catch (error) {
    // Reads past the end of a truncated file: a damaged picture, no thumbnail.
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}

function decode(file: Buffer, maxPixels: number): DecodedBitmap | undefined {
  if (file.length < 26 || file.toString('latin1', 0, 2) !== 'BM') return undefined;
  const pixelOffset = file.readUInt32LE(10);
  const headerSize = file.readUInt32LE(14);
  const core = headerSize === 12;
  if (!core && ![40, 52, 56, 108, 124].includes(headerSize)) return undefined;
  const width = core ? file.readUInt16LE(18) : file.readInt32LE(18);
  const signedHeight = core ? file.readInt16LE(20) : file.readInt32LE(22);
  const bitsPerPixel = core ? file.readUInt16LE(24) : file.readUInt16LE(28);
  const compression = core ? BI_RGB : file.readUInt32LE(30);
  const height = Math.abs(signedHeight);
  const topDown = signedHeight < 0;
  if (width <= 0 || height <= 0 || width * height > maxPixels) return undefined;
  if (![BI_RGB, BI_BITFIELDS, BI_ALPHABITFIELDS].includes(compression)) return undefined;
  if (![1, 4, 8, 16, 24, 32].includes(bitsPerPixel)) return undefined;

  // Bit fields follow a 40-byte header, or sit inside the larger ones at the same place.
  let red: Channel;
  let green: Channel;
  let blue: Channel;
  let alpha: Channel = channelOf(0);
  if (compression === BI_BITFIELDS || compression === BI_ALPHABITFIELDS) {
    red = channelOf(file.readUInt32LE(54));
    green = channelOf(file.readUInt32LE(58));
    blue = channelOf(file.readUInt32LE(62));
    if (compression === BI_ALPHABITFIELDS || headerSize >= 56) alpha = channelOf(file.readUInt32LE(66));
  } else if (bitsPerPixel === 16) {
    red = channelOf(0x7c00);
    green = channelOf(0x03e0);
    blue = channelOf(0x001f);
  } else {
    red = channelOf(0x00ff0000);
    green = channelOf(0x0000ff00);
    blue = channelOf(0x000000ff);
  }

  const palette: Array<readonly [number, number, number]> = [];
  if (bitsPerPixel <= 8) {
    const entrySize = core ? 3 : 4;
    const declared = core ? 0 : file.readUInt32LE(46);
    const count = declared > 0 ? Math.min(declared, 1 << bitsPerPixel) : 1 << bitsPerPixel;
    const paletteStart = 14 + headerSize + (compression === BI_BITFIELDS ? 12 : 0);
    for (let index = 0; index < count; index += 1) {
      const at = paletteStart + index * entrySize;
      if (at + 3 > pixelOffset) break;
      palette.push([file.readUInt8(at + 2), file.readUInt8(at + 1), file.readUInt8(at)]);
    }
  }

  const rowSize = Math.ceil((bitsPerPixel * width) / 32) * 4;
  if (pixelOffset + rowSize * height > file.length) return undefined;
  const rgba = Buffer.alloc(width * height * 4);
  // A 32-bit file whose alpha is zero everywhere means 'no alpha' (most writers leave it at zero): opaque.
  let anyAlpha = false;
  for (let row = 0; row < height; row += 1) {
    const source = pixelOffset + (topDown ? row : height - 1 - row) * rowSize;
    for (let x = 0; x < width; x += 1) {
      const target = (row * width + x) * 4;
      let r: number;
      let g: number;
      let b: number;
      let a = 255;
      if (bitsPerPixel <= 8) {
        const bitOffset = x * bitsPerPixel;
        const byte = file.readUInt8(source + (bitOffset >> 3));
        const index = (byte >> (8 - bitsPerPixel - (bitOffset & 7))) & ((1 << bitsPerPixel) - 1);
        [r, g, b] = palette[index] ?? ([0, 0, 0] as const);
      } else if (bitsPerPixel === 24) {
        b = file.readUInt8(source + x * 3);
        g = file.readUInt8(source + x * 3 + 1);
        r = file.readUInt8(source + x * 3 + 2);
      } else {
        const value =
          bitsPerPixel === 16 ? file.readUInt16LE(source + x * 2) : file.readUInt32LE(source + x * 4);
        r = read(red, value, 0);
        g = read(green, value, 0);
        b = read(blue, value, 0);
        if (alpha.max > 0) {
          a = read(alpha, value, 255);
          if (a > 0) anyAlpha = true;
        }
      }
      rgba[target] = r;
      rgba[target + 1] = g;
      rgba[target + 2] = b;
      rgba[target + 3] = a;
    }
  }
  if (alpha.max > 0 && !anyAlpha) {
    for (let index = 3; index < rgba.length; index += 4) rgba[index] = 255;
  }
  return { width, height, rgba };
}
