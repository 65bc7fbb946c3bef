import {
  compareQuoteRevisions,
  revisionContentSchema,
  revisionTotalsSchema,
  type ConstructedQuote,
  type QuoteRevisionComparison,
  type QuoteRevisionSummary,
  type RevisionContent,
  type RevisionSide,
} from '@portal/contracts';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/app-error';
import * as repository from './quote-revisions.repository';

const SUBJECT = 'Quote';

/** A jsonb value as the driver hands it over: parsed already, or as its text when read through a SQL expression. */
function fromJson(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

/**
 * Published revisions compared (issue 14 'Versions'; decision 157): the copies publish keeps (decision 149),
 * listed, and any two — or one and the quote as it is now — compared by contracts' `compareQuoteRevisions`.
 * Reads only: nothing here changes a quote.
 */
export function createQuoteRevisionsService({
  db,
  readQuote,
}: {
  db: Database;
  /** The workspace's record (quotes service), the 'now' side of a comparison. */
  readQuote: (id: number) => Promise<ConstructedQuote>;
}) {
  /** GET quoteRevisions/{id}: oldest first; an unpublished quote has none. */
  async function list(quoteId: number): Promise<QuoteRevisionSummary[]> {
    if (!(await repository.quoteExists(db, quoteId))) throw notFound(SUBJECT);
    const rows = await repository.listRevisions(db, quoteId);
    return rows.map((row) => ({
      revision: row.revision,
      publishedAt: row.publishedAt.toISOString(),
      publishedByUserId: row.publishedByUserId,
      publishedByUserName: row.publishedByUserName,
      lineCount: row.lineCount,
      totals: revisionTotalsSchema.parse(fromJson(row.totals)),
    }));
  }

  async function publishedSide(
    quoteId: number,
    revision: number,
  ): Promise<{ side: RevisionSide; content: RevisionContent }> {
    const found = await repository.findRevision(db, quoteId, revision);
    if (!found) throw notFound(`Revision ${revision} of this quote`);
    return {
      side: {
        revision: found.revision,
        publishedAt: found.publishedAt.toISOString(),
        publishedByUserName: found.publishedByUserName,
      },
      content: revisionContentSchema.parse(fromJson(found.snapshot)),
    };
  }

  /** The quote as it is now (its work in progress, or what was last published), as the side after. */
  async function currentSide(quoteId: number): Promise<{ side: RevisionSide; content: RevisionContent }> {
    const now = await readQuote(quoteId);
    return {
      side: { revision: null, publishedAt: null, publishedByUserName: null },
      content: revisionContentSchema.parse(now),
    };
  }

  /**
   * GET quoteRevisionComparison/{id}?from=&to=: `from` is the side called before, `to` (a revision, or left out
   * for the quote as it is now) the side called after.
   */
  async function compare(quoteId: number, from: number, to?: number): Promise<QuoteRevisionComparison> {
    // The quote first: a quote that does not exist is a 404 about the quote, not about a revision of it.
    if (!(await repository.quoteExists(db, quoteId))) throw notFound(SUBJECT);
    const [before, after] = await Promise.all([
      publishedSide(quoteId, from),
      to === undefined ? currentSide(quoteId) : publishedSide(quoteId, to),
    ]);
    return {
      quoteId,
      from: before.side,
      to: after.side,
      ...compareQuoteRevisions(before.content, after.content),
    };
  }

  return { list, compare };
}

export type QuoteRevisionsService = ReturnType<typeof createQuoteRevisionsService>;
