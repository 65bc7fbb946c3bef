/** A 24-bit bottom-up BMP of the given size, each pixel (x*10, y*10, 200) in RGB. */
export function bitmapOf(width: number, height: number): Buffer {
  const rowSize = Math.ceil((width * 3) / 4) * 4;
  const file = Buffer.alloc(54 + rowSize * height);
  file.write('BM', 0, 'ascii');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  for (let y = 0; y < height; y += 1) {
    const row = 54 + (height - 1 - y) * rowSize;
    for (let x = 0; x < width; x += 1) {
      file[row + x * 3] = 200;
      file[row + x * 3 + 1] = y * 10;
      file[row + x * 3 + 2] = x * 10;
    }
  }
  return file;
}
