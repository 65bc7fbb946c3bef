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
 * place: an empty row stays an empty array). A protected or damaged workbook is an UnreadableWorkbookError.
 */
export async function readXlsxRows(bytes: Buffer, maxRows: number): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new UnreadableWorkbookError();
  }
  const sheet = workbook.worksheets.find((candidate) => candidate.actualRowCount > 0);
  if (!sheet) return [];
  const rows: string[][] = [];
  const last = Math.min(sheet.rowCount, maxRows);
  for (let number = 1; number <= last; number += 1) {
    const row = sheet.getRow(number);
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column += 1) cells.push(cellText(row.getCell(column)));
    rows.push(cells);
  }
  return rows;
}
