import { and, asc, eq, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../db/database';
import { appUser, quote, quoteRevision } from '../../db/schema';

/** First and last name when both are known, else the email (as the quote's owner is named). */
const publisherName = sql<string | null>`case when ${appUser.id} is null then null
  when ${appUser.firstName} is not null and ${appUser.lastName} is not null
  then ${appUser.firstName} || ' ' || ${appUser.lastName} else ${appUser.email} end`;

export async function quoteExists(db: DatabaseExecutor, quoteId: number): Promise<boolean> {
  const [found] = await db.select({ id: quote.id }).from(quote).where(eq(quote.id, quoteId));
  return found !== undefined;
}

/**
 * Every published copy of a quote, oldest first, with who published it: one query, which reads of each copy its
 * totals and line count only (a copy of a 1,000-line quote is large, and the list needs neither its lines).
 */
export function listRevisions(db: DatabaseExecutor, quoteId: number) {
  return db
    .select({
      revision: quoteRevision.revision,
      publishedAt: quoteRevision.publishedAt,
      publishedByUserId: quoteRevision.publishedByUserId,
      publishedByUserName: publisherName,
      lineCount: sql<number>`jsonb_array_length(${quoteRevision.snapshot} -> 'items')`.mapWith(Number),
      totals: sql<unknown>`${quoteRevision.snapshot} -> 'totals'`,
    })
    .from(quoteRevision)
    .leftJoin(appUser, eq(appUser.id, quoteRevision.publishedByUserId))
    .where(eq(quoteRevision.quoteId, quoteId))
    .orderBy(asc(quoteRevision.revision));
}

/** One published copy (unique on quote and revision). */
export async function findRevision(db: DatabaseExecutor, quoteId: number, revision: number) {
  const [found] = await db
    .select({
      revision: quoteRevision.revision,
      publishedAt: quoteRevision.publishedAt,
      publishedByUserName: publisherName,
      snapshot: quoteRevision.snapshot,
    })
    .from(quoteRevision)
    .leftJoin(appUser, eq(appUser.id, quoteRevision.publishedByUserId))
    .where(and(eq(quoteRevision.quoteId, quoteId), eq(quoteRevision.revision, revision)));
  return found;
}

/** A published copy of the quote (publishing, decision 149): what the buyer was sent, kept as it was. */
export async function insertRevision(db: DatabaseExecutor, values: typeof quoteRevision.$inferInsert) {
  await db.insert(quoteRevision).values(values);
}
