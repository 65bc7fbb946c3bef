import { getDocumentProxy } from 'unpdf';

/**
 * A PDF plant list's text layer, line by line (decision 142): pdf.js (through unpdf, MIT, no native code) gives
 * each page's text pieces with their position; pieces on the same baseline make one line, split into cells where
 * a wide gap separates them (a bid sheet's columns). A PDF without text (a scan) is a problem for staff to read,
 * not something to guess at: GoMatch reads no images.
 */

export interface PdfLine {
  page: number;
  cells: Array<{ text: string; x: number }>;
}

export class UnreadablePdfError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadablePdfError';
  }
}

export const PDF_WITHOUT_TEXT =
  'The PDF has no text layer (a scanned PDF?): GoMatch cannot read it; enter its lines by hand.';
const PROTECTED = 'The PDF is protected by a password: GoMatch cannot read it; enter its lines by hand.';
const DAMAGED = 'The PDF could not be opened: it may be damaged.';

/** Pieces closer than this many font heights belong to one cell ('Acer' 'rubrum' written as two pieces). */
const CELL_GAP_IN_FONT_HEIGHTS = 1.5;
/** Baselines closer than this many font heights are one line. */
const SAME_LINE_IN_FONT_HEIGHTS = 0.4;

interface Piece {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

function linesOfPage(pieces: Piece[], page: number): PdfLine[] {
  const sorted = pieces
    .filter((piece) => piece.text.trim().length > 0)
    .sort((left, right) => right.y - left.y || left.x - right.x);
  const rows: Piece[][] = [];
  for (const piece of sorted) {
    const row = rows.at(-1);
    const tolerance = Math.max(1, piece.height * SAME_LINE_IN_FONT_HEIGHTS);
    if (row && Math.abs(row[0]!.y - piece.y) <= tolerance) row.push(piece);
    else rows.push([piece]);
  }
  return rows.map((row) => {
    row.sort((left, right) => left.x - right.x);
    const cells: PdfLine['cells'] = [];
    let end = Number.NEGATIVE_INFINITY;
    for (const piece of row) {
      const gap = piece.x - end;
      const last = cells.at(-1);
      if (last && gap < Math.max(2, piece.height * CELL_GAP_IN_FONT_HEIGHTS)) {
        last.text = `${last.text}${gap > piece.height * 0.15 ? ' ' : ''}${piece.text}`.replace(/\s+/g, ' ');
      } else cells.push({ text: piece.text.replace(/\s+/g, ' ').trim(), x: piece.x });
      end = piece.x + piece.width;
    }
    return { page, cells: cells.map((cell) => ({ ...cell, text: cell.text.trim() })) };
  });
}

/** Every line of the PDF's text, page by page, at most `maxLines` (the rest of a page counted, later pages left). */
export async function readPdfLines(
  bytes: Buffer,
  maxLines: number,
): Promise<{ lines: PdfLine[]; skipped: number; isCut: boolean }> {
  let document;
  try {
    // Verbosity 0: pdf.js reports errors by throwing; its warnings about damaged files would only fill the log.
    document = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  } catch (error) {
    const name = (error as { name?: string }).name;
    throw new UnreadablePdfError(name === 'PasswordException' ? PROTECTED : DAMAGED);
  }
  try {
    const lines: PdfLine[] = [];
    let skipped = 0;
    let sawText = false;
    let isCut = false;
    for (let number = 1; number <= document.numPages; number += 1) {
      // A full list leaves the other pages unread: a thousand-page PDF costs its first pages only.
      if (lines.length >= maxLines && sawText) {
        isCut = true;
        break;
      }
      let pageLines: PdfLine[];
      try {
        const page = await document.getPage(number);
        const content = await page.getTextContent();
        const pieces: Piece[] = [];
        for (const item of content.items) {
          if (!('str' in item)) continue;
          pieces.push({
            text: item.str,
            x: item.transform[4] as number,
            y: item.transform[5] as number,
            width: item.width,
            height: item.height || Math.abs(item.transform[3] as number) || 10,
          });
        }
        pageLines = linesOfPage(pieces, number);
      } catch {
        throw new UnreadablePdfError(DAMAGED);
      }
      if (pageLines.length > 0) sawText = true;
      for (const line of pageLines) {
        if (lines.length < maxLines) lines.push(line);
        else skipped += 1;
      }
    }
    if (!sawText) throw new UnreadablePdfError(PDF_WITHOUT_TEXT);
    return { lines, skipped, isCut };
  } finally {
    await document.cleanup();
  }
}
