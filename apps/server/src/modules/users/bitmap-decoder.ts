/**
 * sharp's bundled libvips reads no BMP, yet BMP is one of the avatar types (issue 4). This reads the common kind —
 * uncompressed (BI_RGB) 24- or 32-bit, bottom-up or top-down — into raw RGB for sharp; anything else is refused.
 */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 3;
}

const MAX_SIDE = 10_000;

export function decodeBitmap(content: Buffer): RawImage | null {
  if (content.length < 54 || content.toString('ascii', 0, 2) !== 'BM') return null;
  const pixelOffset = content.readUInt32LE(10);
  const headerSize = content.readUInt32LE(14);
  if (headerSize < 40) return null;
  const width = content.readInt32LE(18);
  const signedHeight = content.readInt32LE(22);
  const bitsPerPixel = content.readUInt16LE(28);
  const compression = content.readUInt32LE(30);
  const height = Math.abs(signedHeight);
  if (compression !== 0 || (bitsPerPixel !== 24 && bitsPerPixel !== 32)) return null;
  if (width <= 0 || height === 0 || width > MAX_SIDE || height > MAX_SIDE) return null;
  const bytesPerPixel = bitsPerPixel / 8;
  // Each row is padded to a multiple of 4 bytes.
  const rowSize = Math.ceil((width * bytesPerPixel) / 4) * 4;
  if (pixelOffset + rowSize * height > content.length) return null;
  const data = Buffer.alloc(width * height * 3);
  const bottomUp = signedHeight > 0;
  for (let y = 0; y < height; y += 1) {
    const sourceRow = pixelOffset + (bottomUp ? height - 1 - y : y) * rowSize;
    for (let x = 0; x < width; x += 1) {
      const source = sourceRow + x * bytesPerPixel;
      const target = (y * width + x) * 3;
      // BMP stores blue, green, red.
      data[target] = content[source + 2] ?? 0;
      data[target + 1] = content[source + 1] ?? 0;
      data[target + 2] = content[source] ?? 0;
    }
  }
  return { data, width, height, channels: 3 };
}
