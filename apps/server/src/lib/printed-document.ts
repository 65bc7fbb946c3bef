import PDFDocument from 'pdfkit';

/**
 * The printed documents' one layout (decision 169, reused by decision 211's bill of lading): a Letter page with
 * 50 pt margins, pdfkit's standard fonts (no font file; text a PDF reader and the tests can extract), a title with
 * its number and date, a column of labelled facts, and a table of lines that carries its header onto each new page.
 * Each document keeps its own words, columns and closing part (totals, signatures).
 */
export type PrintedDocument = InstanceType<typeof PDFDocument>;

export interface PrintedColumn {
  readonly x: number;
  readonly width: number;
  readonly align: 'left' | 'right';
}

/** Where a page's content stops before the bottom margin. */
export const PAGE_BOTTOM = 730;
const LEFT = 50;
const RIGHT = 562;

/** A new Letter document and the promise of its bytes once `document.end()` is called. */
export function startPrintedDocument(info: { title: string; subject: string }): {
  document: PrintedDocument;
  finished: Promise<Buffer>;
} {
  const document = new PDFDocument({
    size: 'LETTER',
    margin: 50,
    info: { Title: info.title, Author: 'Marketplace Operations Portal', Subject: info.subject },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  return { document, finished };
}

/** The title, its number on the left and the date on the right, and an optional second line under the number. */
export function writeTitle(
  document: PrintedDocument,
  heading: { title: string; number: string; date: string; secondLine?: string },
): void {
  document.font('Helvetica-Bold').fontSize(20).text(heading.title, LEFT, 50);
  document
    .font('Helvetica')
    .fontSize(11)
    .text(heading.number, LEFT, 78)
    .text(heading.date, LEFT, 78, { align: 'right' });
  if (heading.secondLine) document.text(heading.secondLine, LEFT, 93);
}

/** Labelled facts, one under the other from y = 120 (a value may run over several lines); answers the next y. */
export function writeFacts(
  document: PrintedDocument,
  facts: ReadonlyArray<readonly [string, string]>,
): number {
  let y = 120;
  document.fontSize(10);
  for (const [label, value] of facts) {
    document.font('Helvetica-Bold').text(label, LEFT, y, { width: 130 });
    document.font('Helvetica').text(value, 185, y, { width: 377 });
    y = Math.max(document.y, y + 14) + 2;
  }
  return y;
}

/**
 * A table from y: the column titles (over `headerHeight` points: two-line titles need more), a rule, then each
 * row as tall as its tallest cell; a row that would cross the page bottom starts a new page with the titles again.
 * A table without rows says `empty`. Answers the next y.
 */
export function writeTable(
  document: PrintedDocument,
  table: {
    y: number;
    columns: readonly PrintedColumn[];
    titles: readonly string[];
    headerHeight: number;
    rows: ReadonlyArray<readonly string[]>;
    empty: string;
  },
): number {
  let y = table.y;
  const writeRow = (cells: readonly string[]) =>
    cells.forEach((cell, index) => {
      const column = table.columns[index];
      if (column) document.text(cell, column.x, y, { width: column.width, align: column.align });
    });
  const header = () => {
    y += 8;
    document.font('Helvetica-Bold').fontSize(9);
    writeRow(table.titles);
    y += table.headerHeight;
    document.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.5).stroke();
    y += 4;
    document.font('Helvetica').fontSize(9);
  };
  header();
  if (table.rows.length === 0) {
    document.text(table.empty, LEFT, y);
    y += 14;
  }
  for (const cells of table.rows) {
    const height = Math.max(
      ...cells.map((cell, index) =>
        document.heightOfString(cell, { width: table.columns[index]?.width ?? 50 }),
      ),
    );
    if (y + height > PAGE_BOTTOM) {
      document.addPage();
      y = 50;
      header();
    }
    writeRow(cells);
    y += height + 4;
  }
  return y;
}

/** Starts a new page when `needed` points do not fit under y; answers the y to go on from. */
export function keepTogether(document: PrintedDocument, y: number, needed: number): number {
  if (y + needed <= PAGE_BOTTOM) return y;
  document.addPage();
  return 50;
}

/** A short rule above a table's totals, from x to the right margin. */
export function writeTotalsRule(document: PrintedDocument, x: number, y: number): number {
  document.moveTo(x, y).lineTo(RIGHT, y).lineWidth(0.5).stroke();
  return y + 6;
}
