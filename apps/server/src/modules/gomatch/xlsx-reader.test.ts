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

/** A workbook written by hand, part by part, as other producers than Excel write them (decision 216). */
async function handWritten(options: {
  sheet: string;
  sharedStrings?: string;
  styles?: string;
  workbookPr?: string;
  sheetTarget?: string;
  prefix?: string;
}): Promise<Buffer> {
  const p = options.prefix ? `${options.prefix}:` : '';
  const ns = `xmlns${options.prefix ? `:${options.prefix}` : ''}="http://schemas.openxmlformats.org/spreadsheetml/2006/main"`;
  const zip = new JSZip();
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="book/main.xml"/></Relationships>',
  );
  zip.file(
    'book/_rels/main.xml.rels',
    `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rIdS" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="${options.sheetTarget ?? 'sheets/takeoff.xml'}"/><Relationship Id="rIdT" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="strings.xml"/><Relationship Id="rIdY" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`,
  );
  zip.file(
    'book/main.xml',
    `<?xml version="1.0"?><${p}workbook ${ns} xmlns:rel="http://schemas.openxmlformats.org/officeDocument/2006/relationships">${options.workbookPr ?? ''}<${p}sheets><${p}sheet name="Takeoff" sheetId="1" rel:id="rIdS"/></${p}sheets></${p}workbook>`,
  );
  const sheetPath = options.sheetTarget?.startsWith('/')
    ? options.sheetTarget.slice(1)
    : 'book/sheets/takeoff.xml';
  zip.file(
    sheetPath,
    `<?xml version="1.0"?><${p}worksheet ${ns}><${p}sheetData>${options.sheet}</${p}sheetData></${p}worksheet>`,
  );
  if (options.sharedStrings)
    zip.file(
      'book/strings.xml',
      `<?xml version="1.0"?><sst ${ns.replace(/xmlns:\w+/, 'xmlns')}>${options.sharedStrings}</sst>`,
    );
  if (options.styles)
    zip.file(
      'book/styles.xml',
      `<?xml version="1.0"?><styleSheet ${ns.replace(/xmlns:\w+/, 'xmlns')}>${options.styles}</styleSheet>`,
    );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

describe('readXlsxRows reads each cell as Excel shows it (decision 216)', () => {
  it('shows dates as dates, booleans, formula results and rich text as text, as ExcelJS writes them', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook
      .addWorksheet('Takeoff')
      .addRow([
        new Date(Date.UTC(2026, 4, 1)),
        true,
        0.1 + 0.2,
        { formula: '12*2', result: 24 },
        { richText: [{ text: 'Thuja ' }, { text: 'Smaragd', font: { bold: true } }] },
        "Acer 'Crimson King'",
      ]);
    const rows = await readXlsxRows(Buffer.from(await workbook.xlsx.writeBuffer()), 10);
    expect(rows).toEqual([['2026-05-01', 'TRUE', '0.3', '24', 'Thuja Smaragd', "Acer 'Crimson King'"]]);
  });

  it('finds the workbook and its parts through their relationships, whatever their names and prefixes', async () => {
    const bytes = await handWritten({
      prefix: 'x',
      sheet:
        '<x:row r="2"><x:c r="B2" t="s"><x:v>0</x:v></x:c><x:c r="D2"><x:v>25</x:v></x:c></x:row>' +
        '<x:row r="4"><x:c r="A4" t="inlineStr"><x:is><x:t>Hosta_x000D_ Sum and Substance</x:t></x:is></x:c></x:row>',
      sharedStrings:
        '<si><r><t xml:space="preserve">Picea </t></r><r><t>abies</t></r><rPh sb="0" eb="1"><t>PHONETIC</t></rPh></si>',
      sheetTarget: '/book/sheets/takeoff.xml',
    });
    expect(await readXlsxRows(bytes, 10)).toEqual([
      [],
      ['', 'Picea abies', '', '25'],
      [],
      ['Hosta\r Sum and Substance'],
    ]);
  });

  it('reads custom date formats, the 1904 date system, times, error cells and cells without a reference', async () => {
    const bytes = await handWritten({
      workbookPr: '<workbookPr date1904="1"/>',
      styles:
        '<numFmts count="2"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/><numFmt numFmtId="165" formatCode="&quot;Qty &quot;0"/></numFmts>' +
        '<cellStyleXfs count="1"><xf numFmtId="14"/></cellStyleXfs>' +
        '<cellXfs count="4"><xf numFmtId="0"/><xf numFmtId="164"/><xf numFmtId="165"/><xf numFmtId="20"/></cellXfs>',
      sheet:
        '<row><c s="1"><v>0</v></c><c s="2"><v>12</v></c><c s="3"><v>0.5</v></c><c t="e"><v>#N/A</v></c><c s="0"><v>1050</v></c></row>',
    });
    expect(await readXlsxRows(bytes, 10)).toEqual([['1904-01-01', '12', '12:00', '#N/A', '1050']]);
  });

  it('stops at the row limit, and says a workbook without a workbook part cannot be opened', async () => {
    const sheet = Array.from(
      { length: 50 },
      (_, index) => `<row r="${index + 1}"><c t="inlineStr"><is><t>${index + 1}</t></is></c></row>`,
    ).join('');
    expect(await readXlsxRows(await handWritten({ sheet }), 3)).toEqual([['1'], ['2'], ['3']]);
    const zip = new JSZip();
    zip.file('xl/worksheets/sheet1.xml', '<worksheet/>');
    await expect(readXlsxRows(await zip.generateAsync({ type: 'nodebuffer' }), 3)).rejects.toBeInstanceOf(
      UnreadableWorkbookError,
    );
  });
});
