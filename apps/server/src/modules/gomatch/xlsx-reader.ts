import { Readable, Transform } from 'node:stream';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';

/** A cell as the buyer sees it: its shown text (formulas by their result, dates and rich text as text). */
function cellText(cell: ExcelJS.Cell): string {
  const text = cell.text;
  return typeof text === 'string' ? text : String(text ?? '');
}

export class UnreadableWorkbookError extends Error {
  constructor() {
    super('The workbook could not be opened: it may be protected by a password or damaged.');
    this.name = 'UnreadableWorkbookError';
  }
}

/**
 * The most a workbook's parts may inflate to while read (issue 36: a 0.5 MB file inflating to 500 MB was accepted).
 * A 20 MB takeoff of 26,000 rows with 1,000-character notes inflates to about 30 MB; the sheet is left once enough
 * rows are read, but shared strings and styles are read whole, so they count.
 */
export const MAX_INFLATED_WORKBOOK_BYTES = 128 * 1024 * 1024;

/** A read problem like a damaged workbook (the request names the file), with its own message. */
export class OversizedWorkbookError extends UnreadableWorkbookError {
  constructor(limit: number) {
    super();
    this.message = `The workbook inflates to more than ${Math.round(limit / (1024 * 1024))} MB; it was not read.`;
    this.name = 'OversizedWorkbookError';
  }
}

/**
 * The parts of ExcelJS 4.4.0's streaming workbook reader this module drives itself (its own `parse` reads them
 * from the zip as they stream by: see readXlsxRows). Pinned with the package's exact version; the tests read
 * workbooks through them.
 */
interface WorkbookParts {
  workbookRels?: Array<{ Id: string; Target: string }>;
  model?: { sheets?: Array<{ rId: string }> };
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseWorksheet(
    entry: AsyncIterable<unknown>,
    sheetNo: string,
  ): Generator<{ eventType: string; value: AsyncIterable<ExcelJS.Row> }>;
}

/** What the parts of one workbook have inflated to so far, against its bound. */
interface InflationBudget {
  used: number;
  readonly limit: number;
}

/**
 * One part of the zip as a stream, inflated as it is read, failing once the workbook's parts together pass their
 * bound; nothing when the workbook has no such part.
 */
function partStream(zip: JSZip, path: string, budget: InflationBudget): Readable | undefined {
  const file = zip.file(path);
  if (!file) return undefined;
  // jszip's stream is an old-style one; wrapped, it is a Node stream ExcelJS (and `for await`) can read.
  const inflated = new Readable().wrap(file.nodeStream('nodebuffer'));
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      budget.used += chunk.length;
      if (budget.used > budget.limit) done(new OversizedWorkbookError(budget.limit));
      else done(null, chunk);
    },
  });
  inflated.on('error', (error) => counted.destroy(error));
  counted.on('close', () => inflated.destroy());
  return inflated.pipe(counted);
}

/** The worksheets' part numbers in the workbook's own (tab) order, from its sheets and their relationships. */
function sheetNumbersInOrder(parts: WorkbookParts): string[] {
  const targets = new Map((parts.workbookRels ?? []).map((rel) => [rel.Id, rel.Target]));
  return (parts.model?.sheets ?? []).flatMap((sheet) => {
    const number = /^\/?(?:xl\/)?worksheets\/sheet(\d+)\.xml$/.exec(targets.get(sheet.rId) ?? '')?.[1];
    return number === undefined ? [] : [number];
  });
}

/**
 * The first worksheet with any content of an .xlsx takeoff, in the workbook's tab order, as rows of cell texts
 * (1-based rows keep their place: an empty row stays an empty array), at most `maxRows` of them. The zip is
 * opened by its directory (jszip) and its parts are read in the order they depend on — relationships, workbook,
 * styles, shared strings, then the sheet, inflated as it is read and left as soon as enough rows are read, so a
 * 20 MB workbook of a million rows costs its first rows, not the whole sheet (issue 13 'bad input').
 *
 * ExcelJS's own streaming reader takes the parts in the zip's order as they stream by, and some reads of a valid
 * workbook (one in 150 to one in 3,000 on a quiet machine, up to a third with eight at once on a busy one) failed
 * on a workbook part it had not read (decision 188): each part the sheet needs is now read to its end first. A
 * protected or damaged workbook is an UnreadableWorkbookError.
 */
export async function readXlsxRows(
  bytes: Buffer,
  maxRows: number,
  maxInflatedBytes: number = MAX_INFLATED_WORKBOOK_BYTES,
): Promise<string[][]> {
  const budget: InflationBudget = { used: 0, limit: maxInflatedBytes };
  try {
    const zip = await JSZip.loadAsync(bytes);
    const parts = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
      worksheets: 'emit',
      sharedStrings: 'cache',
      // Styles tell a date from a number: a cell shows '2026-05-01', not 46143.
      styles: 'cache',
      hyperlinks: 'ignore',
      entries: 'ignore',
    }) as unknown as WorkbookParts;
    const rels = partStream(zip, 'xl/_rels/workbook.xml.rels', budget);
    const workbook = partStream(zip, 'xl/workbook.xml', budget);
    if (!rels || !workbook) throw new UnreadableWorkbookError();
    await parts._parseRels(rels);
    await parts._parseWorkbook(workbook);
    const styles = partStream(zip, 'xl/styles.xml', budget);
    if (styles) await parts._parseStyles(styles);
    const sharedStrings = partStream(zip, 'xl/sharedStrings.xml', budget);
    if (sharedStrings) for await (const _ of parts._parseSharedStrings(sharedStrings));
    for (const sheetNo of sheetNumbersInOrder(parts)) {
      const sheet = partStream(zip, `xl/worksheets/sheet${sheetNo}.xml`, budget);
      if (!sheet) continue;
      for (const { value: worksheet } of parts._parseWorksheet(sheet, sheetNo)) {
        const rows: string[][] = [];
        for await (const row of worksheet) {
          if (row.number > maxRows) break;
          while (rows.length < row.number - 1) rows.push([]);
          const cells: string[] = [];
          for (let column = 1; column <= row.cellCount; column += 1)
            cells.push(cellText(row.getCell(column)));
          rows.push(cells);
        }
        sheet.destroy();
        if (rows.some((cells) => cells.some((cell) => cell.trim().length > 0))) return rows;
      }
    }
    return [];
  } catch (error) {
    if (budget.used > budget.limit) throw new OversizedWorkbookError(budget.limit);
    throw error instanceof OversizedWorkbookError ? error : new UnreadableWorkbookError();
  }
}
