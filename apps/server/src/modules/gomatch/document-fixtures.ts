/**
 * Small, valid documents built in code for GoMatch's tests and benches: a text PDF (lines, or cells at given x
 * positions), a PDF with no text layer (a drawing, as a scan has an image), a password-protected PDF, a Word
 * document with paragraphs and a table, and a large .xlsx of inline strings. Not used by the server itself.
 */
import { randomBytes } from 'node:crypto';
import JSZip from 'jszip';

export type PdfLineSpec = string | Array<[x: number, text: string]>;

function escapePdfText(text: string): string {
  return text.replace(/[\\()]/g, (character) => `\\${character}`);
}

function assemblePdf(objects: string[], trailerExtra = ''): Buffer {
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body +=
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A PDF whose pages hold these lines of text (Helvetica, WinAnsi: Latin-1 letters such as 'é' are kept). */
export function textPdf(pages: PdfLineSpec[][]): Buffer {
  const pageCount = pages.length;
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, index) => `${4 + index * 2} 0 R`).join(' ')}] /Count ${pageCount} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  pages.forEach((lines, pageIndex) => {
    const operators = lines.flatMap((line, lineIndex) => {
      const y = 760 - lineIndex * 16;
      const cells = typeof line === 'string' ? [[50, line] as [number, string]] : line;
      return cells.map(([x, text]) => `1 0 0 1 ${x} ${y} Tm (${escapePdfText(text)}) Tj`);
    });
    const content = ['BT', '/F1 10 Tf', ...operators, 'ET'].join('\n');
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${5 + pageIndex * 2} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`,
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    );
  });
  return assemblePdf(objects);
}

/** A one-page PDF with only a drawing on it: what a scanned list looks like to a text reader. */
export function pdfWithoutText(): Buffer {
  const content = '0.5 g\n50 500 300 200 re f\n';
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}endstream`,
  ]);
}

/** A PDF encrypted with a user password (the standard security handler, revision 2): it cannot be opened. */
export function passwordProtectedPdf(): Buffer {
  const hex = (byte: number) => byte.toString(16).padStart(2, '0');
  const bytes = (seed: number) =>
    Array.from({ length: 32 }, (_, index) => hex((index * 37 + seed) % 256)).join('');
  return assemblePdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
      `<< /Filter /Standard /V 1 /R 2 /O <${bytes(11)}> /U <${bytes(29)}> /P -44 >>`,
    ],
    `/Encrypt 4 0 R /ID [<${bytes(3).slice(0, 32)}> <${bytes(3).slice(0, 32)}>] `,
  );
}

function xmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const DOCX_CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const DOCX_RELATIONSHIPS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

export type DocxBlockSpec = string | string[][];

/** A Word document: each string a paragraph, each array of rows a table (one paragraph per cell). */
export async function wordDocument(blocks: DocxBlockSpec[], documentXml?: string): Promise<Buffer> {
  const paragraph = (text: string) =>
    `<w:p><w:r><w:t xml:space="preserve">${xmlText(text)}</w:t></w:r></w:p>`;
  const body = blocks
    .map((block) =>
      typeof block === 'string'
        ? paragraph(block)
        : `<w:tbl>${block
            .map((row) => `<w:tr>${row.map((cell) => `<w:tc>${paragraph(cell)}</w:tc>`).join('')}</w:tr>`)
            .join('')}</w:tbl>`,
    )
    .join('');
  const zip = new JSZip();
  zip.file('[Content_Types].xml', DOCX_CONTENT_TYPES);
  zip.file('_rels/.rels', DOCX_RELATIONSHIPS);
  zip.file(
    'word/document.xml',
    documentXml ??
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/**
 * An .xlsx takeoff of `rows` rows (a header, then plant lines with a random note that does not compress), as
 * inline strings: how a 20 MB spreadsheet is made quickly for the bad-input test.
 */
export async function largeWorkbook(rows: number, noteLength = 60): Promise<Buffer> {
  // Random bytes as text: they do not compress, so the file's size follows its rows.
  const note = () =>
    randomBytes(Math.ceil((noteLength * 3) / 4))
      .toString('base64')
      .slice(0, noteLength);
  const cell = (reference: string, text: string) =>
    `<c r="${reference}" t="inlineStr"><is><t>${xmlText(text)}</t></is></c>`;
  const sheetRows: string[] = [
    `<row r="1">${cell('A1', 'Qty')}${cell('B1', 'Botanical name')}${cell('C1', 'Size')}${cell('D1', 'Remarks')}</row>`,
  ];
  for (let row = 2; row <= rows; row += 1) {
    sheetRows.push(
      `<row r="${row}">${cell(`A${row}`, String(row))}${cell(`B${row}`, "Thuja occidentalis 'Smaragd'")}${cell(`C${row}`, 'B&B 150-175cm')}${cell(`D${row}`, note())}</row>`,
    );
  }
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
  );
  zip.file(
    '_rels/.rels',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  );
  zip.file(
    'xl/workbook.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Takeoff" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  );
  zip.file(
    'xl/_rels/workbook.xml.rels',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
  );
  zip.file(
    'xl/worksheets/sheet1.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetRows.join('')}</sheetData></worksheet>`,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
