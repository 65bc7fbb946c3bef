import path from 'node:path/posix';
import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import JSZip from 'jszip';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { cellText, isDateFormat, unescapeSpreadsheetText, type CellReading } from './xlsx-cell-text';

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

/** What the parts of one workbook have inflated to so far, against its bound. */
interface InflationBudget {
  used: number;
  readonly limit: number;
}

interface ElementHandlers {
  readonly open?: (tag: SaxesTagPlain) => void;
  readonly text?: (text: string) => void;
  readonly close?: (tag: SaxesTagPlain) => void;
}

/** Local name of an element or attribute, whatever its namespace prefix (`x:row`, `r:id`). */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

/** An attribute by its local name (producers differ in the prefixes they bind). */
function attribute(tag: SaxesTagPlain, name: string): string | undefined {
  for (const [key, value] of Object.entries(tag.attributes)) if (local(key) === name) return value;
  return undefined;
}

/**
 * Reads one part of the zip through a streaming XML parser, inflating it as it goes and counting what it inflates
 * against the workbook's bound; `isDone` stops the read early (a sheet is left once enough rows are read). A part
 * the workbook does not have reads as nothing.
 */
async function readPart(
  zip: JSZip,
  partPath: string,
  budget: InflationBudget,
  handlers: ElementHandlers,
  isDone: () => boolean = () => false,
): Promise<boolean> {
  const file = zip.file(partPath);
  if (!file) return false;
  const parser = new SaxesParser();
  parser.on('error', (error) => {
    throw error;
  });
  if (handlers.open) parser.on('opentag', handlers.open);
  if (handlers.text) {
    parser.on('text', handlers.text);
    parser.on('cdata', handlers.text);
  }
  if (handlers.close) parser.on('closetag', handlers.close);
  const decoder = new StringDecoder('utf8');
  // jszip's stream is an old-style one; wrapped, it is a Node stream `for await` reads (and `break` destroys).
  const stream = new Readable().wrap(file.nodeStream('nodebuffer'));
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    budget.used += chunk.length;
    if (budget.used > budget.limit) throw new OversizedWorkbookError(budget.limit);
    parser.write(decoder.write(chunk));
    if (isDone()) return true;
  }
  parser.write(decoder.end());
  parser.close();
  return true;
}

/** A part's relationships (`_rels/<name>.rels`): each id's target as a path inside the zip, and each type's. */
async function readRelationships(zip: JSZip, partPath: string, budget: InflationBudget) {
  const relsPath = path.join(path.dirname(partPath), '_rels', `${path.basename(partPath)}.rels`);
  const byId = new Map<string, string>();
  const byType = new Map<string, string>();
  await readPart(zip, relsPath, budget, {
    open(tag) {
      if (local(tag.name) !== 'Relationship' || attribute(tag, 'TargetMode') === 'External') return;
      const target = attribute(tag, 'Target');
      if (!target) return;
      // A target is relative to the part's folder, or absolute from the package's root.
      const resolved = target.startsWith('/')
        ? target.slice(1)
        : path.normalize(path.join(path.dirname(partPath), target));
      const id = attribute(tag, 'Id');
      if (id) byId.set(id, resolved);
      const type = attribute(tag, 'Type')?.split('/').pop();
      if (type && !byType.has(type)) byType.set(type, resolved);
    },
  });
  return { byId, byType };
}

/** The workbook: its sheets' part paths in tab order, and whether its dates count from 1904. */
async function readWorkbook(zip: JSZip, workbookPath: string, budget: InflationBudget) {
  const relationships = await readRelationships(zip, workbookPath, budget);
  const sheetIds: string[] = [];
  let date1904 = false;
  const found = await readPart(zip, workbookPath, budget, {
    open(tag) {
      const name = local(tag.name);
      if (name === 'sheet') {
        const id = attribute(tag, 'id');
        if (id) sheetIds.push(id);
      } else if (name === 'workbookPr') {
        const value = attribute(tag, 'date1904');
        date1904 = value === '1' || value === 'true';
      }
    },
  });
  if (!found) throw new UnreadableWorkbookError();
  const sheetPaths = sheetIds.flatMap((id) => {
    const target = relationships.byId.get(id);
    return target === undefined ? [] : [target];
  });
  return { sheetPaths, date1904, parts: relationships.byType };
}

/** The shared strings table: each `<si>`'s text, its runs joined, phonetic guides (`<rPh>`) left out. */
async function readSharedStrings(zip: JSZip, partPath: string, budget: InflationBudget): Promise<string[]> {
  const strings: string[] = [];
  let current: string[] | undefined;
  let inText = false;
  let phonetic = 0;
  await readPart(zip, partPath, budget, {
    open(tag) {
      const name = local(tag.name);
      if (name === 'si') current = [];
      else if (name === 'rPh') phonetic += 1;
      else if (name === 't' && phonetic === 0) inText = true;
    },
    text(text) {
      if (inText) current?.push(text);
    },
    close(tag) {
      const name = local(tag.name);
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 'si' && current) {
        strings.push(unescapeSpreadsheetText(current.join('')));
        current = undefined;
      }
    },
  });
  return strings;
}

/** Whether each cell style (the index into `<cellXfs>`) shows its number as a date. */
async function readDateStyles(zip: JSZip, partPath: string, budget: InflationBudget): Promise<boolean[]> {
  const formatCodes = new Map<number, string>();
  const styleFormats: number[] = [];
  let inCellXfs = false;
  await readPart(zip, partPath, budget, {
    open(tag) {
      const name = local(tag.name);
      if (name === 'numFmt') {
        formatCodes.set(Number(attribute(tag, 'numFmtId')), attribute(tag, 'formatCode') ?? '');
      } else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) styleFormats.push(Number(attribute(tag, 'numFmtId') ?? 0));
    },
    close(tag) {
      if (local(tag.name) === 'cellXfs') inCellXfs = false;
    },
  });
  return styleFormats.map((id) => isDateFormat(id, formatCodes.get(id)));
}

/** A cell reference's column, 1-based ('C12' → 3). */
function columnOf(reference: string): number | undefined {
  const letters = /^([A-Za-z]{1,3})\d*$/.exec(reference)?.[1];
  if (!letters) return undefined;
  let column = 0;
  for (const letter of letters.toUpperCase()) column = column * 26 + (letter.charCodeAt(0) - 64);
  return column;
}

/**
 * A worksheet's first `maxRows` rows as cell texts (1-based rows keep their place: a missing row is an empty
 * array; a missing cell before the row's last is ''), read as it inflates and left once past `maxRows`.
 */
async function readSheetRows(
  zip: JSZip,
  partPath: string,
  budget: InflationBudget,
  reading: CellReading,
  maxRows: number,
): Promise<string[][]> {
  const rows: string[][] = [];
  let done = false;
  let row: string[] | undefined;
  let rowNumber = 0;
  let cell: { column: number; type: string | undefined; style: number } | undefined;
  let stored: string[] = [];
  let inline: string[] = [];
  let inValueOf: 'v' | 'is' | undefined;
  await readPart(
    zip,
    partPath,
    budget,
    {
      open(tag) {
        switch (local(tag.name)) {
          case 'row': {
            const number = Number(attribute(tag, 'r'));
            rowNumber = Number.isInteger(number) && number > rowNumber ? number : rowNumber + 1;
            if (rowNumber > maxRows) {
              done = true;
              return;
            }
            row = [];
            return;
          }
          case 'c': {
            if (!row) return;
            const column = columnOf(attribute(tag, 'r') ?? '') ?? row.length + 1;
            cell = { column, type: attribute(tag, 't'), style: Number(attribute(tag, 's') ?? 0) };
            stored = [];
            inline = [];
            return;
          }
          case 'v':
            if (cell) inValueOf = 'v';
            return;
          case 'is':
            if (cell) inValueOf = 'is';
            return;
        }
      },
      text(text) {
        if (inValueOf === 'v') stored.push(text);
        else if (inValueOf === 'is') inline.push(text);
      },
      close(tag) {
        switch (local(tag.name)) {
          case 'v':
            if (inValueOf === 'v') inValueOf = undefined;
            return;
          case 'is':
            if (inValueOf === 'is') inValueOf = undefined;
            return;
          case 'c':
            if (row && cell) {
              const text = cellText(
                { type: cell.type, stored: stored.join(''), inline: inline.join('') },
                cell.style,
                reading,
              );
              while (row.length < cell.column - 1) row.push('');
              row[cell.column - 1] = text;
            }
            cell = undefined;
            return;
          case 'row':
            if (row) {
              while (rows.length < rowNumber - 1) rows.push([]);
              rows.push(row);
            }
            row = undefined;
            return;
        }
      },
    },
    () => done,
  );
  return rows;
}

/**
 * The first worksheet with any content of an .xlsx takeoff, in the workbook's tab order, as rows of cell texts
 * (1-based rows keep their place: an empty row stays an empty array), at most `maxRows` of them — each cell as the
 * buyer sees it (formulas by their result, rich text as its text, dates as dates).
 *
 * The zip is opened by its directory and its parts are read in the order they depend on — the package's and the
 * workbook's relationships, the workbook, the styles, the shared strings, then the sheets — each through a
 * streaming XML parser as it inflates, so a 20 MB workbook of a million rows costs its first rows (issue 13 'bad
 * input'), and what the parts inflate to is bounded (issue 36). Public, maintained APIs only: jszip and saxes
 * (decision 216; it replaces decision 188's driving of ExcelJS's private parse methods). A protected or damaged
 * workbook is an UnreadableWorkbookError.
 */
export async function readXlsxRows(
  bytes: Buffer,
  maxRows: number,
  maxInflatedBytes: number = MAX_INFLATED_WORKBOOK_BYTES,
): Promise<string[][]> {
  const budget: InflationBudget = { used: 0, limit: maxInflatedBytes };
  try {
    const zip = await JSZip.loadAsync(bytes);
    const root = await readRelationships(zip, '', budget);
    const workbookPath = root.byType.get('officeDocument') ?? 'xl/workbook.xml';
    const workbook = await readWorkbook(zip, workbookPath, budget);
    const folder = path.dirname(workbookPath);
    const reading: CellReading = {
      dateStyles: await readDateStyles(
        zip,
        workbook.parts.get('styles') ?? path.join(folder, 'styles.xml'),
        budget,
      ),
      sharedStrings: await readSharedStrings(
        zip,
        workbook.parts.get('sharedStrings') ?? path.join(folder, 'sharedStrings.xml'),
        budget,
      ),
      date1904: workbook.date1904,
    };
    for (const sheetPath of workbook.sheetPaths) {
      const rows = await readSheetRows(zip, sheetPath, budget, reading, maxRows);
      if (rows.some((cells) => cells.some((cell) => cell.trim().length > 0))) return rows;
    }
    return [];
  } catch (error) {
    if (budget.used > budget.limit) throw new OversizedWorkbookError(budget.limit);
    throw error instanceof OversizedWorkbookError ? error : new UnreadableWorkbookError();
  }
}
