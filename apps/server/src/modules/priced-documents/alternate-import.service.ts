import {
  AltItemImportSource,
  formatOrderNumber,
  formatQuoteNumber,
  type ImportCandidatePage,
  type ImportQuoteQuery,
  MESSAGES,
} from '@portal/contracts';
import type { Database } from '../../db/database';
import { invalidFields } from '../../lib/app-error';
import { orderDocument, quoteDocument } from './priced-document';
import { inventoryLines, type ImportLines } from './priced-documents.repository';
import * as repository from './alternate-import.repository';

const SOURCE = AltItemImportSource.ids;

/** 'CQ-10012', 'cq 10012', '10012' → 10012 (any stage's code: one number serves the whole job). */
export function parseQuoteNumber(text: string): number | undefined {
  const match = /^(?:[a-z]{2}[\s-]*)?(\d{1,9})$/i.exec(text.trim());
  return match ? Number(match[1]) : undefined;
}

/** 'OR-10012', 'OR-10012-P2', '10012' → the order number and its phase (the first when none is written). */
export function parseOrderNumber(text: string): { orderNumber: number; phaseNumber: number } | undefined {
  const match = /^(?:or[\s-]*)?(\d{1,9})(?:[\s-]*p(\d{1,4}))?$/i.exec(text.trim());
  if (!match) return undefined;
  return { orderNumber: Number(match[1]), phaseNumber: match[2] === undefined ? 1 : Number(match[2]) };
}

const numberIssue = (message: string) => invalidFields([{ field: 'number', message }]);

/** The page with each row's specs and where it comes from, as importCandidateSchema says. */
function candidatePage(
  found: ImportLines,
  query: ImportQuoteQuery,
  sourceNumber: string | null,
): ImportCandidatePage {
  const specsByOwner = new Map<number, Array<{ id: number; name: string }>>();
  for (const { ownerId, id, name } of found.specs) {
    const list = specsByOwner.get(ownerId);
    if (list) list.push({ id, name });
    else specsByOwner.set(ownerId, [{ id, name }]);
  }
  return {
    rows: found.rows.map((row) => ({
      ...row,
      importSourceId: query.importSourceId,
      sourceNumber,
      specs: specsByOwner.get(row.sourceItemId) ?? [],
    })),
    total: found.total,
    isTotalCapped: found.isTotalCapped,
    page: query.page,
    size: query.size,
  };
}

/**
 * importQuote (spec 001 §7; decision 153): the lines a line's alternates can be imported from — another regular
 * quote's, a QTO quote's, an order's, or the catalog's product items — one bounded page at a time.
 */
export function createQuoteImportService({ db }: { db: Database }) {
  async function fromQuote(query: ImportQuoteQuery, qto: boolean): Promise<ImportCandidatePage> {
    const quoteNumber = query.number === undefined ? undefined : parseQuoteNumber(query.number);
    if (quoteNumber === undefined) throw numberIssue(MESSAGES.enterQuoteNumber);
    const found = await repository.findQuoteByNumber(db, quoteNumber);
    if (!found || found.qto !== qto) {
      throw numberIssue(qto ? MESSAGES.noQtoQuoteNumber : MESSAGES.noRegularQuoteNumber);
    }
    const lines = await quoteDocument.importLines(db, found.id, query);
    return candidatePage(lines, query, formatQuoteNumber('CQ', found.quoteNumber));
  }

  async function fromOrder(query: ImportQuoteQuery): Promise<ImportCandidatePage> {
    const parsed = query.number === undefined ? undefined : parseOrderNumber(query.number);
    if (parsed === undefined) throw numberIssue(MESSAGES.enterOrderNumber);
    const found = await repository.findOrderByNumber(db, parsed.orderNumber, parsed.phaseNumber);
    if (!found) throw numberIssue(MESSAGES.noOrderNumber);
    const lines = await orderDocument.importLines(db, found.id, query);
    return candidatePage(lines, query, formatOrderNumber(found.orderNumber, found.phaseNumber));
  }

  async function importCandidates(query: ImportQuoteQuery): Promise<ImportCandidatePage> {
    switch (query.importSourceId) {
      case SOURCE.REGULAR_QUOTE:
        return fromQuote(query, false);
      case SOURCE.QTO:
        return fromQuote(query, true);
      case SOURCE.ORDER:
        return fromOrder(query);
      case SOURCE.INVENTORY:
        return candidatePage(await inventoryLines(db, query), query, null);
    }
  }

  return { importCandidates };
}

export type QuoteImportService = ReturnType<typeof createQuoteImportService>;
