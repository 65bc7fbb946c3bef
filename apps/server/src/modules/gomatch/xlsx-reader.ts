import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

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
 * The first worksheet with any content of an .xlsx takeoff, as rows of cell texts (1-based rows keep their
 * place: an empty row stays an empty array), at most `maxRows` of them. Read as a stream and left as soon as
 * enough rows are read, so a 20 MB workbook of a million rows costs its first rows, not the whole sheet
 * (issue 13 'bad input'). A protected or damaged workbook is an UnreadableWorkbookError.
 */
export async function readXlsxRows(bytes: Buffer, maxRows: number): Promise<string[][]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    // Styles tell a date from a number: a cell shows '2026-05-01', not 46143.
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  try {
    for await (const worksheet of reader) {
      const rows: string[][] = [];
      for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
        if (row.number > maxRows) break;
        while (rows.length < row.number - 1) rows.push([]);
        const cells: string[] = [];
        for (let column = 1; column <= row.cellCount; column += 1) cells.push(cellText(row.getCell(column)));
        rows.push(cells);
      }
      if (rows.some((cells) => cells.some((cell) => cell.trim().length > 0))) return rows;
    }
    return [];
  } catch {
    throw new UnreadableWorkbookError();
  }
}
