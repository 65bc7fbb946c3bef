import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readTableLines } from './line-reader';
import { readXlsxRows, UnreadableWorkbookError } from './xlsx-reader';

async function takeoff(rows: Array<Array<string | number>>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Empty');
  const sheet = workbook.addWorksheet('Takeoff');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('readXlsxRows', () => {
  it('reads the first sheet with content, and its takeoff columns by their header words', async () => {
    const bytes = await takeoff([
      ['Item', 'Botanical Name', 'Size', 'Qty', 'Remarks'],
      [1, "Acer rubrum 'October Glory'", '50mm cal', 25, 'WB'],
      [2, 'Thuja occidentalis Smaragd', 'B&B 150-175cm', 1200, ''],
    ]);
    const rows = await readXlsxRows(bytes, 100);
    expect(rows[1]).toEqual(['1', "Acer rubrum 'October Glory'", '50mm cal', '25', 'WB']);
    const read = readTableLines(rows, 'file-9', 100);
    expect(read.lines.map((line) => [line.text, line.quantity, line.source.line])).toEqual([
      ["Acer rubrum 'October Glory' 50mm cal WB", 25, 2],
      ['Thuja occidentalis Smaragd B&B 150-175cm', 1200, 3],
    ]);
  });

  it('says a damaged or protected workbook cannot be opened, without throwing anything else', async () => {
    await expect(
      readXlsxRows(Buffer.from('PK\u0003\u0004 not really a workbook'), 10),
    ).rejects.toBeInstanceOf(UnreadableWorkbookError);
  });
});
