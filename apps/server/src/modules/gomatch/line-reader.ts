/**
 * GoMatch's reading of a buyer's list (issue 13): lines out of the pasted details, out of CSV and Excel takeoffs
 * and out of Word and PDF documents (their tables by header words, else line by line), and each line's quantity ('25 …', '… x120', '120 ea', '(12)', 'qty 12', 'qté 12'). Pure functions; README.md.
 */
import type { MatchSource } from '@portal/contracts';
import { normalizeSearchText } from '../catalog';

export interface SourceLine {
  text: string;
  source: MatchSource;
  /** A quantity read from its own column (CSV), which wins over one read from the text. */
  quantity?: number | null;
}

export interface ReadLines {
  lines: SourceLine[];
  /** Lines beyond the limit, left unread (the request says so). */
  skipped: number;
  /** The reader stopped before the file's end (a huge sheet or PDF): more lines than `skipped` were left. */
  isCut?: boolean;
}

/** '1,200' → 1200 (spec 001 §5: thousands commas are removed before conversion). */
function toNumber(text: string): number | null {
  const value = Number(text.replace(/,/g, ''));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** Words that follow a number when the number is a size, not a count: '5 gal', '50mm', '#3', '6'''. */
const SIZE_AFTER_NUMBER =
  /^(?:gal\b|gal\.|gallons?|g\b|mm|cm|m\b|in\b|inch|inches|ft\b|feet|pi\b|pieds?|po\b|pouces?|l\b|litres?|liters?|cal\b|"|'|-\d)/i;

const QUANTITY_PATTERNS: ReadonlyArray<{ pattern: RegExp; group: number; byThePiece?: boolean }> = [
  // 'qty 12', 'qty: 12', 'qté 12', 'quantity 12'
  { pattern: /\b(?:qty|qte|qté|quantity|quantité)\s*[:=]?\s*(\d[\d,]*(?:\.\d+)?)\b/i, group: 1 },
  // '… x120', '… x 120', '… X120'
  { pattern: /(?:^|\s)[x×]\s*(\d[\d,]*)\s*$/i, group: 1 },
  // '120 ea', '12 pcs', '40 units', '12 unités', '12 each': counted by the piece
  {
    pattern: /\b(\d[\d,]*)\s*(?:ea|each|pcs?|pieces?|units?|unités?|u\.)(?=\s|$|[.,;])/i,
    group: 1,
    byThePiece: true,
  },
  // '(12)' anywhere
  { pattern: /\((\d[\d,]*)\)/, group: 1 },
  // Trays and flats counted after the size: '72 cell x 5 trays', '72-cell, 4 flats', '50-cell plugs - 6 trays'.
  {
    pattern:
      /(?:\s+[x×]\s*|\s*[,-]\s*|\s+)(\d{1,3})\s*(?:trays?|flats?|plateaux?|caissettes?)(?=\s*$|\s*[.,;])/i,
    group: 1,
  },
  // A count after a dash or a comma at the end ('#2 - 48', '#3, 20', "6', 2"), not the end of a range
  // ('150 - 175'): the word before the dash is not a bare number.
  { pattern: /(?<!(?:^|\s)\d+)(?:\s+[-–—]|,)\s+(\d[\d,]*)\s*$/, group: 1 },
  // A count in a column of its own at the end, after a gap of spaces ('60mm cal   9': a pasted table).
  { pattern: /(?<=\S)\s{2,}(\d[\d,]*)\s*$/, group: 1 },
];

/** The line's quantity and the line without it. A leading number is a count unless a size unit follows it. */
export function parseQuantity(text: string): {
  quantity: number | null;
  rest: string;
  /** The count was written by the piece ('120 ea', '40 pc'): a line with no other size is sold each. */
  byThePiece?: true;
} {
  for (const { pattern, group, byThePiece } of QUANTITY_PATTERNS) {
    const match = pattern.exec(text);
    const value = match?.[group];
    if (match && value) {
      const quantity = toNumber(value);
      if (quantity !== null) {
        return {
          quantity,
          rest: `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`.trim(),
          ...(byThePiece ? { byThePiece } : {}),
        };
      }
    }
  }
  const leading = /^\s*(\d[\d,]*(?:\.\d+)?)\s*(?:[x×-]\s+)?/.exec(text);
  if (leading?.[1]) {
    const after = text.slice(leading[0].length);
    if (after.length > 0 && !SIZE_AFTER_NUMBER.test(after)) {
      const quantity = toNumber(leading[1]);
      if (quantity !== null) return { quantity, rest: after.trim() };
    }
  }
  return { quantity: null, rest: text.trim() };
}

/**
 * The key a learned correction is stored under (issue 13 'learns'): the line without its quantity, folded
 * (accents, case, punctuation) so '25 Thuja occ. Smaragd 5'' and 'THUJA OCC SMARAGD 5'' x 10' are the same input.
 */
export function normaliseLineForLearning(text: string): string {
  return normalizeSearchText(parseQuantity(text).rest);
}

/** A line with nothing to match: empty, a rule of dashes, a header ('Qty Description Size'). */
function isNoise(line: string): boolean {
  const folded = normalizeSearchText(line);
  if (!/\p{Letter}/u.test(folded)) return true;
  return /^(qty|quantity|qte|quantite)\b.*\b(description|name|nom|plant|item|size|format)\b/.test(folded);
}

export function readDetailsLines(details: string, maxLines: number): ReadLines {
  const lines: SourceLine[] = [];
  let skipped = 0;
  details.split(/\r?\n/).forEach((raw, index) => {
    const text = raw.replace(/\t/g, ' ').trim();
    if (text.length === 0 || isNoise(text)) return;
    if (lines.length >= maxLines) {
      skipped += 1;
      return;
    }
    lines.push({ text: text.slice(0, 1_000), source: { kind: 'details', fileId: null, line: index + 1 } });
  });
  return { lines, skipped };
}

/** One CSV record's cells (quotes, doubled quotes and commas or semicolons inside quotes). */
export function splitCsvRecord(record: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < record.length; index += 1) {
    const character = record[index];
    if (quoted) {
      if (character === '"' && record[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === delimiter) {
      cells.push(cell.trim());
      cell = '';
    } else cell += character;
  }
  cells.push(cell.trim());
  return cells;
}

const HEADER_WORDS: Record<'quantity' | 'name' | 'size' | 'note', RegExp> = {
  quantity: /^(qty|quantity|qte|quantite|count|nb|nombre)$/,
  name: /^(name|plant|plant name|botanical name|botanical|latin name|description|nom|nom botanique|produit|espece|variety)$/,
  size: /^(size|format|calibre|caliper|height|hauteur|container|contenant|grosseur)$/,
  note: /^(note|notes|remarks?|remarques?|comments?|commentaires?|spec|specs|specifications?)$/,
};

/** A CSV file's records, each split into its cells (comma or semicolon, whichever the first record uses more). */
export function csvRecords(text: string): string[][] {
  const records = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const first = records.find((record) => record.trim().length > 0) ?? '';
  const delimiter = (first.match(/;/g)?.length ?? 0) > (first.match(/,/g)?.length ?? 0) ? ';' : ',';
  return records.map((record) => (record.trim().length === 0 ? [] : splitCsvRecord(record, delimiter)));
}

/** A CSV takeoff (see readTableLines). */
export function readCsvLines(text: string, fileId: string, maxLines: number): ReadLines {
  return readTableLines(csvRecords(text), fileId, maxLines);
}

/** How far down a takeoff its header row is looked for. */
const HEADER_SEARCH_ROWS = 10;

/** A header row's name column is what makes a table a takeoff (the other columns are optional). */
function isNameHeader(cells: readonly string[]): boolean {
  return cells.some((cell) => HEADER_WORDS.name.test(normalizeSearchText(cell)));
}

/**
 * A takeoff's table (CSV or a worksheet), one array of cells per row: the quantity, name, size and note columns
 * found by their header words (EN/FR); without a header, each row's cells joined make the line. Row numbers in
 * the sources are 1-based, as the buyer's spreadsheet shows them.
 */
export function readTableLines(
  rows: readonly (readonly string[])[],
  fileId: string,
  maxLines: number,
  /** Lines of the document before this table (a Word table after paragraphs): its rows are numbered after them. */
  lineOffset = 0,
): ReadLines {
  // The header is the first row naming a name column among the first rows with content: takeoffs often start
  // with a title, the job's name or a date above it. Without one, the first row with content starts the table.
  const filled = rows.flatMap((cells, index) =>
    cells.some((cell) => cell.trim().length > 0) ? [index] : [],
  );
  const headerIndex =
    filled.slice(0, HEADER_SEARCH_ROWS).find((index) => isNameHeader(rows[index]!)) ?? filled[0] ?? -1;
  const header = (rows[headerIndex] ?? []).map((cell) => normalizeSearchText(cell));
  const column = (kind: keyof typeof HEADER_WORDS) =>
    header.findIndex((cell) => HEADER_WORDS[kind].test(cell));
  const columns = {
    quantity: column('quantity'),
    name: column('name'),
    size: column('size'),
    note: column('note'),
  };
  const hasHeader = columns.name >= 0;

  const lines: SourceLine[] = [];
  let skipped = 0;
  rows.forEach((cells, index) => {
    if (cells.every((cell) => cell.trim().length === 0) || (hasHeader && index <= headerIndex)) return;
    let line: SourceLine;
    if (hasHeader) {
      const pick = (at: number) => (at >= 0 ? (cells[at] ?? '').trim() : '');
      const text = [pick(columns.name), pick(columns.size), pick(columns.note)]
        .filter(Boolean)
        .join(' ')
        .trim();
      if (!text || isNoise(text)) return;
      const quantity = columns.quantity >= 0 ? toNumber(pick(columns.quantity)) : null;
      line = { text, source: { kind: 'attachment', fileId, line: lineOffset + index + 1 }, quantity };
    } else {
      const text = cells
        .map((cell) => cell.trim())
        .filter(Boolean)
        .join(' ');
      if (!text || isNoise(text)) return;
      line = { text, source: { kind: 'attachment', fileId, line: lineOffset + index + 1 } };
    }
    if (lines.length >= maxLines) {
      skipped += 1;
      return;
    }
    lines.push({ ...line, text: line.text.slice(0, 1_000) });
  });
  return { lines, skipped };
}

/**
 * A Word document's blocks in order (docx-reader.ts): a table read as a takeoff (readTableLines), a paragraph as
 * a pasted line. Lines are numbered through the document: a paragraph or a table row is one line.
 */
export function readDocumentLines(
  blocks: ReadonlyArray<{ kind: 'paragraph'; text: string } | { kind: 'table'; rows: string[][] }>,
  fileId: string,
  maxLines: number,
): ReadLines {
  const lines: SourceLine[] = [];
  let skipped = 0;
  let position = 0;
  for (const block of blocks) {
    if (block.kind === 'table') {
      const read = readTableLines(block.rows, fileId, Math.max(0, maxLines - lines.length), position);
      lines.push(...read.lines);
      skipped += read.skipped;
      position += block.rows.length;
      continue;
    }
    position += 1;
    const text = block.text.replace(/\t/g, ' ').trim();
    if (text.length === 0 || isNoise(text)) continue;
    if (lines.length >= maxLines) {
      skipped += 1;
      continue;
    }
    lines.push({ text: text.slice(0, 1_000), source: { kind: 'attachment', fileId, line: position } });
  }
  return { lines, skipped };
}

/**
 * A PDF's text lines (pdf-reader.ts), each a row of positioned cells. With a header row naming a name column
 * (a bid sheet), every later row's cells are put under the header cell they start nearest after, and the table
 * is read as a takeoff; a header repeated on a later page is skipped. Without one, each line's cells joined.
 */
export function readPdfTableLines(
  pdfLines: ReadonlyArray<{ cells: ReadonlyArray<{ text: string; x: number }> }>,
  fileId: string,
  maxLines: number,
): ReadLines {
  const headerIndex = pdfLines.findIndex((line) => isNameHeader(line.cells.map((cell) => cell.text)));
  if (headerIndex < 0) {
    return readTableLines(
      pdfLines.map((line) => [line.cells.map((cell) => cell.text).join(' ')]),
      fileId,
      maxLines,
    );
  }
  const header = pdfLines[headerIndex]!.cells;
  const headerText = header.map((cell) => normalizeSearchText(cell.text)).join(' ');
  const columnOf = (x: number) => {
    let column = 0;
    header.forEach((cell, index) => {
      // A cell may start a little left of its header (right-aligned numbers under 'Qty').
      if (cell.x <= x + 6) column = index;
    });
    return column;
  };
  const rows: string[][] = pdfLines.map((line, index) => {
    if (index < headerIndex) return [line.cells.map((cell) => cell.text).join(' ')];
    if (index === headerIndex) return header.map((cell) => cell.text);
    const cells = line.cells.map((cell) => cell.text);
    if (normalizeSearchText(cells.join(' ')) === headerText) return [];
    const row = header.map(() => '');
    line.cells.forEach((cell) => {
      const column = columnOf(cell.x);
      row[column] = row[column] ? `${row[column]} ${cell.text}` : cell.text;
    });
    return row;
  });
  // The lines above the header (a title, the job's address) are not plants: the table starts at its header.
  return readTableLines(rows.slice(headerIndex), fileId, maxLines, headerIndex);
}
