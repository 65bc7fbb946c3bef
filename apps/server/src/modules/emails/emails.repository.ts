import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { EmailStatus, type EmailOutboxQuery } from '@portal/contracts';
import type { DatabaseExecutor } from '../../db/database';
import { appUser, company, customerOrder, emailTemplate, outboundEmail, province } from '../../db/schema';
import { pagedQuery, type PagedResult } from '../../lib/paged-query';

/** The version of a template nobody has saved yet (its default text). */
export const DEFAULT_TEMPLATE_VERSION = 1;

export type EmailTemplateRow = typeof emailTemplate.$inferSelect;
export type OutboundEmailRow = typeof outboundEmail.$inferSelect;
export type NewOutboundEmail = typeof outboundEmail.$inferInsert;

/** 'First Last' when both are known, else the email (as the order's owner names are shown). */
function userName(user: typeof appUser) {
  return sql<string>`case when ${user.firstName} is not null and ${user.lastName} is not null
    then ${user.firstName} || ' ' || ${user.lastName} else ${user.email} end`;
}

export async function findTemplate(
  db: DatabaseExecutor,
  key: string,
): Promise<(EmailTemplateRow & { updatedByUserName: string | null }) | undefined> {
  const [row] = await db
    .select({ template: emailTemplate, updatedByUserName: userName(appUser) })
    .from(emailTemplate)
    .leftJoin(appUser, eq(appUser.id, emailTemplate.updatedByUserId))
    .where(eq(emailTemplate.key, key));
  return row
    ? { ...row.template, updatedByUserName: row.template.updatedByUserId ? row.updatedByUserName : null }
    : undefined;
}

export interface TemplateWrite {
  key: string;
  subjectEn: string;
  bodyEn: string;
  subjectFr: string;
  bodyFr: string;
  updatedByUserId: number | null;
}

/**
 * Saves the template only while it still has the version the editor read. The default text (no row yet) is
 * version 1, so the first save inserts version 2; later saves raise the stored version. False when another save
 * came first.
 */
export async function saveTemplate(
  db: DatabaseExecutor,
  write: TemplateWrite,
  version: number,
): Promise<boolean> {
  if (version === DEFAULT_TEMPLATE_VERSION) {
    const inserted = await db
      .insert(emailTemplate)
      .values({ ...write, version: DEFAULT_TEMPLATE_VERSION + 1 })
      .onConflictDoNothing()
      .returning({ key: emailTemplate.key });
    return inserted.length > 0;
  }
  const updated = await db
    .update(emailTemplate)
    .set({
      subjectEn: write.subjectEn,
      bodyEn: write.bodyEn,
      subjectFr: write.subjectFr,
      bodyFr: write.bodyFr,
      updatedByUserId: write.updatedByUserId,
      updatedAt: new Date(),
      version: sql`${emailTemplate.version} + 1`,
    })
    .where(and(eq(emailTemplate.key, write.key), eq(emailTemplate.version, version)))
    .returning({ key: emailTemplate.key });
  return updated.length > 0;
}

export async function findOrderId(
  db: DatabaseExecutor,
  orderNumber: number,
  phaseNumber: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: customerOrder.id })
    .from(customerOrder)
    .where(and(eq(customerOrder.orderNumber, orderNumber), eq(customerOrder.phaseNumber, phaseNumber)));
  return row?.id;
}

export interface SellerContact {
  name: string;
  contactEmail: string | null;
  address: string | null;
  /** The language of the seller's user whose email is the company's contact email, else of its first user. */
  languageId: number | null;
}

export async function findSellerContact(
  db: DatabaseExecutor,
  companyId: number,
): Promise<SellerContact | undefined> {
  const [row] = await db
    .select({
      name: company.name,
      contactEmail: company.contactEmail,
      address: sql<
        string | null
      >`nullif(concat_ws(', ', nullif(${company.address}, ''), nullif(${company.city}, ''),
        ${province.name}, nullif(${company.postalCode}, '')), '')`,
      languageId: sql<number | null>`(select ${appUser.languageId} from ${appUser}
        where ${appUser.companyId} = ${company.id}
        order by (lower(${appUser.email}) = lower(coalesce(${company.contactEmail}, ''))) desc, ${appUser.id}
        limit 1)`,
    })
    .from(company)
    .leftJoin(province, eq(province.id, company.provinceId))
    .where(eq(company.id, companyId));
  return row;
}

export async function findUserName(db: DatabaseExecutor, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const [row] = await db
    .select({ name: userName(appUser) })
    .from(appUser)
    .where(eq(appUser.id, userId));
  return row?.name ?? null;
}

export async function insertEmail(db: DatabaseExecutor, values: NewOutboundEmail): Promise<OutboundEmailRow> {
  const [row] = await db.insert(outboundEmail).values(values).returning();
  if (!row) throw new Error('the outbound email insert returned no row');
  return row;
}

export async function setEmailJob(db: DatabaseExecutor, id: number, jobId: number): Promise<void> {
  await db.update(outboundEmail).set({ jobId }).where(eq(outboundEmail.id, id));
}

export async function findEmail(db: DatabaseExecutor, id: number): Promise<OutboundEmailRow | undefined> {
  const [row] = await db.select().from(outboundEmail).where(eq(outboundEmail.id, id));
  return row;
}

/**
 * Marks a mail sent with the server's answer. Only a mail not sent yet changes: a second worker that sent the
 * same mail after a lost lease does not overwrite the first answer.
 */
export async function markEmailSent(db: DatabaseExecutor, id: number, smtpResponse: string): Promise<void> {
  await db
    .update(outboundEmail)
    .set({
      statusId: EmailStatus.ids.SENT,
      smtpResponse,
      failureReason: null,
      sentAt: new Date(),
      updatedAt: new Date(),
    })
    .where(and(eq(outboundEmail.id, id), ne(outboundEmail.statusId, EmailStatus.ids.SENT)));
}

/** Held (no SMTP server), failed for good, or still queued with the last attempt's failure. */
export async function markEmailUnsent(
  db: DatabaseExecutor,
  id: number,
  statusId: number,
  failureReason: string | null,
): Promise<void> {
  await db
    .update(outboundEmail)
    .set({ statusId, failureReason, updatedAt: new Date() })
    .where(and(eq(outboundEmail.id, id), ne(outboundEmail.statusId, EmailStatus.ids.SENT)));
}

const listColumns = {
  email: outboundEmail,
  createdByUserName: userName(appUser),
};

export type OutboxRow = OutboundEmailRow & { createdByUserName: string | null };

/** The outbox newest first (an index per filter: created, order, status), with who asked for each mail. */
export async function listOutbox(
  db: DatabaseExecutor,
  query: EmailOutboxQuery,
): Promise<PagedResult<OutboxRow>> {
  const conditions: SQL[] = [];
  if (query.orderId !== undefined) conditions.push(eq(outboundEmail.orderId, query.orderId));
  if (query.statusId !== undefined) conditions.push(eq(outboundEmail.statusId, query.statusId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const direction = query.sortOrder === 'asc' ? asc : desc;
  const found = await pagedQuery(db, {
    page: query.page,
    size: query.size,
    matches: db
      .select({ one: sql`1` })
      .from(outboundEmail)
      .where(where),
    rows: (total) =>
      db
        .select({ ...listColumns, total })
        .from(outboundEmail)
        .leftJoin(appUser, eq(appUser.id, outboundEmail.createdByUserId))
        .where(where)
        .$dynamic(),
    orderBy: [direction(outboundEmail.createdAt)],
    tieBreaker: direction(outboundEmail.id),
  });
  return {
    ...found,
    rows: found.rows.map((row) => ({
      ...row.email,
      createdByUserName: row.email.createdByUserId === null ? null : row.createdByUserName,
    })),
  };
}
