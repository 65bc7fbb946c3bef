import JSZip from 'jszip';
import { SaxesParser } from 'saxes';

/**
 * A Word (.docx) plant list, read in document order (decision 142): each table as rows of cell texts (a cell's
 * paragraphs joined), each paragraph outside a table as one line. Tables nested in a cell are read into that
 * cell's text. The zip is opened with jszip and word/document.xml walked with saxes (a strict XML parser), so
 * nothing else of the document (styles, images) is inflated.
 */

export type DocxBlock = { kind: 'paragraph'; text: string } | { kind: 'table'; rows: string[][] };

export class UnreadableDocumentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableDocumentError';
  }
}

const DAMAGED = 'The Word document could not be opened: it may be protected by a password or damaged.';
/** word/document.xml is text; beyond this it is not a plant list but a zip bomb or a book. */
const MAXIMUM_DOCUMENT_XML_BYTES = 64 * 1024 * 1024;

interface OpenTable {
  rows: string[][];
  row: string[] | null;
  cell: string[] | null;
}

export async function readDocxBlocks(bytes: Buffer): Promise<DocxBlock[]> {
  let xml: string;
  try {
    const zip = await JSZip.loadAsync(bytes);
    const entry = zip.file('word/document.xml');
    if (!entry) throw new UnreadableDocumentError(DAMAGED);
    const inflated = await entry.async('uint8array');
    if (inflated.byteLength > MAXIMUM_DOCUMENT_XML_BYTES) {
      throw new UnreadableDocumentError('The Word document is too large to read; enter its lines by hand.');
    }
    xml = new TextDecoder('utf-8').decode(inflated);
  } catch (error) {
    if (error instanceof UnreadableDocumentError) throw error;
    throw new UnreadableDocumentError(DAMAGED);
  }

  const blocks: DocxBlock[] = [];
  const tables: OpenTable[] = [];
  let paragraph: string[] | null = null;
  let inText = false;
  const parser = new SaxesParser({ xmlns: false });
  parser.on('opentag', (tag) => {
    switch (tag.name) {
      case 'w:tbl':
        tables.push({ rows: [], row: null, cell: null });
        break;
      case 'w:tr': {
        const table = tables.at(-1);
        if (table) table.row = [];
        break;
      }
      case 'w:tc': {
        const table = tables.at(-1);
        if (table) table.cell = [];
        break;
      }
      case 'w:p':
        paragraph = [];
        break;
      case 'w:t':
        inText = true;
        break;
      case 'w:tab':
        paragraph?.push(' ');
        break;
      case 'w:br':
      case 'w:cr':
        // A line break inside a paragraph starts a new line of the list (Shift+Enter between plants).
        paragraph?.push('\n');
        break;
      default:
        break;
    }
  });
  parser.on('text', (text) => {
    if (inText) paragraph?.push(text);
  });
  parser.on('closetag', (tag) => {
    switch (tag.name) {
      case 'w:t':
        inText = false;
        break;
      case 'w:p': {
        const text = (paragraph ?? []).join('');
        paragraph = null;
        const table = tables.at(-1);
        if (table?.cell) table.cell.push(text.replace(/\s+/g, ' ').trim());
        else for (const line of text.split('\n')) blocks.push({ kind: 'paragraph', text: line.trim() });
        break;
      }
      case 'w:tc': {
        const table = tables.at(-1);
        if (table?.row && table.cell) table.row.push(table.cell.filter(Boolean).join(' '));
        if (table) table.cell = null;
        break;
      }
      case 'w:tr': {
        const table = tables.at(-1);
        if (table?.row) table.rows.push(table.row);
        if (table) table.row = null;
        break;
      }
      case 'w:tbl': {
        const table = tables.pop();
        if (!table) break;
        const outer = tables.at(-1);
        // A table inside a cell: its text belongs to that cell.
        if (outer?.cell) outer.cell.push(table.rows.map((row) => row.join(' ')).join(' '));
        else blocks.push({ kind: 'table', rows: table.rows });
        break;
      }
      default:
        break;
    }
  });
  try {
    parser.write(xml).close();
  } catch {
    throw new UnreadableDocumentError(DAMAGED);
  }
  return blocks;
}
