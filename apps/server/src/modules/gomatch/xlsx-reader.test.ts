import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { readTableLines } from './line-reader';
import { OversizedWorkbookError, readXlsxRows, UnreadableWorkbookError } from './xlsx-reader';

async function takeoff(rows: Array<Array<string | number>>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Empty');
  const sheet = workbook.addWorksheet('Takeoff');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The same workbook with its parts stored in another order (other producers than Excel order them their way). */
async function reordered(bytes: Buffer, first: readonly string[]): Promise<Buffer> {
  const source = await JSZip.loadAsync(bytes);
  const paths = Object.keys(source.files).filter((path) => !source.files[path]?.dir);
  const order = [...first, ...paths.filter((path) => !first.includes(path))];
  const target = new JSZip();
  for (const path of order) target.file(path, await source.file(path)!.async('nodebuffer'));
  return target.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

describe('readXlsxRows', () => {
  it('refuses a workbook whose parts inflate past the bound, and reads it under a larger one (issue 36)', async () => {
    // 2,000 rows of 500 repeated characters: a few kB zipped, about 1 MB inflated.
    const bytes = await takeoff(
      Array.from({ length: 2_000 }, (_, index) => [index + 1, `Thuja ${'x'.repeat(500)} ${index}`]),
    );
    expect(bytes.length).toBeLessThan(100_000);
    await expect(readXlsxRows(bytes, 10_000, 200_000)).rejects.toBeInstanceOf(OversizedWorkbookError);
    expect((await readXlsxRows(bytes, 10_000, 10_000_000)).length).toBe(2_000);
  });

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

  it('reads a workbook whatever the order of its parts in the zip (decision 188)', async () => {
    const bytes = await takeoff([
      ['Qté', 'Nom botanique', 'Format'],
      [120, "Hemerocallis 'Stella de Oro'", '#1'],
    ]);
    // The sheet before the workbook part, after the shared strings: ExcelJS's own streaming reader read the
    // sheet as it came by and failed on the workbook it had not read yet.
    const sheetFirst = await reordered(bytes, [
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/sharedStrings.xml',
      'xl/styles.xml',
      'xl/worksheets/sheet2.xml',
      'xl/worksheets/sheet1.xml',
      'xl/workbook.xml',
    ]);
    expect(await readXlsxRows(sheetFirst, 10)).toEqual([
      ['Qté', 'Nom botanique', 'Format'],
      ['120', "Hemerocallis 'Stella de Oro'", '#1'],
    ]);
  });

  it('takes the first sheet with content in the tabs’ order, not the parts’ numbers', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Notes').addRow(['Relevé du 12 mai']);
    workbook.addWorksheet('Takeoff').addRow(['Botanical Name']);
    // Moved first among the tabs, as a user drags a tab; its part stays sheet2.xml.
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const zip = await JSZip.loadAsync(bytes);
    const workbookXml = await zip.file('xl/workbook.xml')!.async('string');
    const sheets = /<sheets>(.*)<\/sheets>/.exec(workbookXml)?.[1] ?? '';
    const [notes, takeoffSheet] = sheets.match(/<sheet [^>]*\/>/g) ?? [];
    expect(takeoffSheet).toContain('name="Takeoff"');
    zip.file('xl/workbook.xml', workbookXml.replace(sheets, `${takeoffSheet}${notes}`));
    const moved = await zip.generateAsync({ type: 'nodebuffer' });
    expect(await readXlsxRows(moved, 10)).toEqual([['Botanical Name']]);
  });
});
