import { describe, expect, it } from 'vitest';
import {
  largeWorkbook,
  passwordProtectedPdf,
  pdfWithoutText,
  textPdf,
  wordDocument,
} from './document-fixtures';
import { readDocxBlocks, UnreadableDocumentError } from './docx-reader';
import { readDocumentLines, readPdfTableLines, readTableLines } from './line-reader';
import { PDF_WITHOUT_TEXT, readPdfLines, UnreadablePdfError } from './pdf-reader';
import { readXlsxRows, UnreadableWorkbookError } from './xlsx-reader';

describe('Word documents', () => {
  it('reads paragraphs as lines and a table by its header words, numbered through the document', async () => {
    const bytes = await wordDocument([
      'Soumission — Domaine du Golf',
      "25 Acer rubrum 'October Glory' 50mm cal WB",
      [
        ['Item', 'Nom botanique', 'Format', 'Qté'],
        ['1', 'Thuja occidentalis Smaragd', 'B&B 150-175cm', '1,200'],
        ['2', 'Hydrangea paniculata Limelight', '#5', '40'],
      ],
      'Érable rouge 60mm x8',
    ]);
    const read = readDocumentLines(await readDocxBlocks(bytes), 'doc-1', 100);
    expect(read.lines.map((line) => [line.text, line.quantity ?? null, line.source.line])).toEqual([
      ['Soumission — Domaine du Golf', null, 1],
      ["25 Acer rubrum 'October Glory' 50mm cal WB", null, 2],
      ['Thuja occidentalis Smaragd B&B 150-175cm', 1200, 4],
      ['Hydrangea paniculata Limelight #5', 40, 5],
      ['Érable rouge 60mm x8', null, 6],
    ]);
    expect(read.lines[2]?.source).toEqual({ kind: 'attachment', fileId: 'doc-1', line: 4 });
  });

  it('stops at the limit and counts what it left', async () => {
    const bytes = await wordDocument(Array.from({ length: 12 }, (_, index) => `${index + 1} Acer rubrum`));
    const read = readDocumentLines(await readDocxBlocks(bytes), 'doc', 5);
    expect(read.lines).toHaveLength(5);
    expect(read.skipped).toBe(7);
  });

  it('says a damaged, protected or malformed document cannot be opened', async () => {
    await expect(readDocxBlocks(Buffer.from('PK\u0003\u0004 not a document'))).rejects.toBeInstanceOf(
      UnreadableDocumentError,
    );
    // A password-protected .docx is an OLE compound file, not a zip.
    const compound = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(512)]);
    await expect(readDocxBlocks(compound)).rejects.toBeInstanceOf(UnreadableDocumentError);
    const malformed = await wordDocument([], '<w:document><w:body><w:p><w:t>Acer</w:p></w:body>');
    await expect(readDocxBlocks(malformed)).rejects.toThrow('could not be opened');
  });
});

describe('PDF documents', () => {
  it('reads a text PDF line by line, across pages', async () => {
    const bytes = textPdf([
      ["25 Acer rubrum 'October Glory' 50mm cal", 'Thuja occ. Smaragd 150-175cm (120)'],
      ['Érable rouge 60mm'],
    ]);
    const read = await readPdfLines(bytes, 100);
    expect(read.lines.map((line) => [line.page, line.cells.map((cell) => cell.text).join(' | ')])).toEqual([
      [1, "25 Acer rubrum 'October Glory' 50mm cal"],
      [1, 'Thuja occ. Smaragd 150-175cm (120)'],
      [2, 'Érable rouge 60mm'],
    ]);
    const lines = readPdfTableLines(read.lines, 'pdf-1', 100);
    expect(lines.lines.map((line) => [line.text, line.source.line])).toEqual([
      ["25 Acer rubrum 'October Glory' 50mm cal", 1],
      ['Thuja occ. Smaragd 150-175cm (120)', 2],
      ['Érable rouge 60mm', 3],
    ]);
  });

  it('reads a bid sheet by the columns under its header, skipping the header repeated on page 2', async () => {
    const header: Array<[number, string]> = [
      [50, 'Item'],
      [90, 'Botanical name'],
      [330, 'Size'],
      [450, 'Qty'],
    ];
    const bytes = textPdf([
      [
        'Bid sheet — Parc Jarry',
        header,
        [
          [50, '1'],
          [90, "Acer rubrum 'Red Sunset'"],
          [330, '60mm cal B&B'],
          [455, '12'],
        ],
        [
          [50, '2'],
          [90, 'Cornus alba Bailhalo'],
          [455, '30'],
        ],
      ],
      [
        header,
        [
          [50, '3'],
          [90, 'Picea pungens Glauca'],
          [330, 'B&B 150-175cm'],
          [455, '1,050'],
        ],
      ],
    ]);
    const read = readPdfTableLines((await readPdfLines(bytes, 100)).lines, 'bid', 100);
    expect(read.lines.map((line) => [line.text, line.quantity])).toEqual([
      ["Acer rubrum 'Red Sunset' 60mm cal B&B", 12],
      ['Cornus alba Bailhalo', 30],
      ['Picea pungens Glauca B&B 150-175cm', 1050],
    ]);
  });

  it('says a PDF without text is probably a scan, and a protected or damaged one cannot be opened', async () => {
    await expect(readPdfLines(pdfWithoutText(), 10)).rejects.toThrow(PDF_WITHOUT_TEXT);
    await expect(readPdfLines(passwordProtectedPdf(), 10)).rejects.toThrow('protected by a password');
    await expect(readPdfLines(Buffer.from('%PDF-1.4\nnothing else'), 10)).rejects.toBeInstanceOf(
      UnreadablePdfError,
    );
  });

  it('stops at the limit and counts what it left', async () => {
    const bytes = textPdf([Array.from({ length: 30 }, (_, index) => `${index + 1} Thuja Smaragd`)]);
    const read = await readPdfLines(bytes, 20);
    expect(read.lines).toHaveLength(20);
    expect(read.skipped).toBe(10);
  });
});

describe('large and damaged workbooks', () => {
  it('reads the first rows of a workbook far larger than the limit, without reading it all', async () => {
    const bytes = await largeWorkbook(20_000);
    const rows = await readXlsxRows(bytes, 101);
    expect(rows).toHaveLength(101);
    const read = readTableLines(rows, 'big', 100);
    expect(read.lines).toHaveLength(100);
    expect(read.lines[0]).toMatchObject({ quantity: 2, source: { line: 2 } });
    expect(read.lines[0]?.text).toMatch(/^Thuja occidentalis 'Smaragd' B&B 150-175cm /);
  });

  it('says a damaged workbook cannot be opened', async () => {
    const compound = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(512)]);
    await expect(readXlsxRows(compound, 10)).rejects.toBeInstanceOf(UnreadableWorkbookError);
  });
});
