import { and, asc, desc, eq, gt, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { COMPANY_LOOKUP_LIMIT, type UserSortField } from '@portal/contracts';
import type { DatabaseExecutor } from '../../db/database';
import { actionLog, appUser, company } from '../../db/schema';
import { containsSearchParameter, foldedContains } from '../../db/search-fold';
import { preparedPages, type PageStatementQuery } from '../../lib/paged-query';
import { updateVersioned } from '../../lib/versioned-write';

export async function unlockUser(db: DatabaseExecutor, userId: number) {
  const rows = await db
    .update(appUser)
    .set({
      lockedAt: null,
      failedSignInAttempts: 0,
      updatedAt: new Date(),
      version: sql`${appUser.version} + 1`,
    })
    .where(eq(appUser.id, userId))
    .returning({ id: appUser.id, email: appUser.email });
  return rows[0];
}

export interface UserFilters {
  search?: string | undefined;
  roleId?: number | undefined;
  statusId?: number | undefined;
  companyId?: number | undefined;
  locked?: boolean | undefined;
  /** With `locked`: the oldest lock still running (decision 224); an older one counts as not locked. */
  lockedSince?: string | undefined;
}

/** One page of the user table, as userPageQuerySchema parsed it (1-based page). */
export interface UserPageRequest extends UserFilters {
  page: number;
  size: number;
  sortField: UserSortField;
  sortOrder: 'asc' | 'desc';
}

const userColumns = {
  id: appUser.id,
  email: appUser.email,
  firstName: appUser.firstName,
  lastName: appUser.lastName,
  phoneNumber: appUser.phoneNumber,
  altPhoneNumber: appUser.altPhoneNumber,
  signupCompany: appUser.signupCompany,
  companyId: appUser.companyId,
  companyName: company.name,
  roleId: appUser.roleId,
  statusId: appUser.statusId,
  languageId: appUser.languageId,
  timezoneId: appUser.timezoneId,
  avatarFileName: appUser.avatarFileName,
  lockedAt: appUser.lockedAt,
  version: appUser.version,
};

export type UserRecord = Awaited<ReturnType<typeof findUser>> & object;

/** The fields whose values decide the page's statement; the filters' values are its parameters. */
type UserPageShape = 'sortField' | 'sortOrder' | 'locked';

function filterCondition(filters: PageStatementQuery<UserPageRequest, UserPageShape>): SQL | undefined {
  const conditions: SQL[] = [];
  // Email, first, last or "first last", accents and case ignored (decision 061): app_user_search_trigram_index.
  if (filters.search) conditions.push(foldedContains(appUser.searchText, filters.search));
  if (filters.roleId !== undefined) conditions.push(eq(appUser.roleId, filters.roleId));
  if (filters.statusId !== undefined) conditions.push(eq(appUser.statusId, filters.statusId));
  if (filters.companyId !== undefined) conditions.push(eq(appUser.companyId, filters.companyId));
  // A lock runs SIGN_IN_LOCK_SECONDS (decision 224): with `lockedSince`, only a running one is 'locked'. The IS NOT
  // NULL keeps the locked filter on the partial app_user_locked_index.
  const since = filters.lockedSince;
  if (filters.locked === true) {
    conditions.push(isNotNull(appUser.lockedAt));
    if (since !== undefined) conditions.push(gt(appUser.lockedAt, sql`${since}::timestamptz`));
  }
  if (filters.locked === false) {
    conditions.push(
      since === undefined
        ? isNull(appUser.lockedAt)
        : (or(isNull(appUser.lockedAt), lte(appUser.lockedAt, sql`${since}::timestamptz`)) as SQL),
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * The ORDER BY of each sort field matches an index on app_user key for key (schema/core.ts), so a page is an
 * index walk that stops after `size` rows; the id tie-breaker (paged-query) keeps pages stable.
 */
function orderBy(field: UserSortField, order: 'asc' | 'desc'): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  switch (field) {
    case 'email':
      return [direction(sql`lower(${appUser.email})`)];
    case 'lastName':
      return [direction(sql`lower(${appUser.lastName})`)];
    case 'firstName':
      return [direction(sql`lower(${appUser.firstName})`)];
    case 'roleId':
      return [direction(appUser.roleId), direction(appUser.statusId)];
    case 'statusId':
      return [direction(appUser.statusId)];
    case 'id':
      return [];
  }
}

/** The user table's pages (lib/paged-query.ts): the rows, their count and the order, prepared per shape. */
export const userPages = preparedPages<UserPageRequest, UserPageShape>()({
  name: 'users',
  shape: ['sortField', 'sortOrder', 'locked'],
  parameters: { search: containsSearchParameter },
  statement: (db, query) => {
    const where = filterCondition(query);
    return {
      // The filters only read app_user, so the count needs no join.
      matches: db
        .select({ one: sql`1` })
        .from(appUser)
        .where(where),
      rows: (total: SQL.Aliased<number>) =>
        db
          .select({ ...userColumns, total })
          .from(appUser)
          .leftJoin(company, eq(company.id, appUser.companyId))
          .where(where)
          .$dynamic(),
      orderBy: orderBy(query.sortField, query.sortOrder),
      tieBreaker: (query.sortOrder === 'asc' ? asc : desc)(appUser.id),
    };
  },
});

export function findUserPage(db: DatabaseExecutor, request: UserPageRequest) {
  return userPages.page(db, request);
}

export async function findUser(db: DatabaseExecutor, userId: number) {
  const rows = await db
    .select(userColumns)
    .from(appUser)
    .leftJoin(company, eq(company.id, appUser.companyId))
    .where(eq(appUser.id, userId));
  return rows[0];
}

export async function findUserIdByEmail(db: DatabaseExecutor, email: string, exceptId?: number) {
  const rows = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(
      and(
        eq(sql`lower(${appUser.email})`, email.toLowerCase()),
        exceptId === undefined ? undefined : sql`${appUser.id} <> ${exceptId}`,
      ),
    );
  return rows[0]?.id;
}

export async function companyExists(db: DatabaseExecutor, companyId: number): Promise<boolean> {
  const rows = await db.select({ id: company.id }).from(company).where(eq(company.id, companyId));
  return rows.length > 0;
}

export interface UserValues {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  altPhoneNumber: string | null;
  signupCompany: string | null;
  companyId: number | null;
  roleId: number;
  statusId: number;
  languageId: number;
  timezoneId: number | null;
}

export async function insertUser(db: DatabaseExecutor, values: UserValues): Promise<number> {
  const rows = await db.insert(appUser).values(values).returning({ id: appUser.id });
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('user insert returned no row');
  return id;
}

/** Optimistic concurrency (spec 000 §4): lib/versioned-write answers 409 outdated or 404. */
export async function updateUser(
  db: DatabaseExecutor,
  userId: number,
  version: number,
  values: Partial<UserValues> & { avatarFileName?: string | null },
): Promise<void> {
  await updateVersioned(db, appUser, { id: userId, version, values, subject: 'User' });
}

export async function setStatus(db: DatabaseExecutor, userId: number, statusId: number): Promise<void> {
  await db
    .update(appUser)
    .set({ statusId, updatedAt: new Date(), version: sql`${appUser.version} + 1` })
    .where(eq(appUser.id, userId));
}

export async function setAvatarFileName(
  db: DatabaseExecutor,
  userId: number,
  avatarFileName: string | null,
): Promise<void> {
  await db
    .update(appUser)
    .set({ avatarFileName, updatedAt: new Date(), version: sql`${appUser.version} + 1` })
    .where(eq(appUser.id, userId));
}

/** A new password also lifts any lockout: the super admin has just vouched for the account. */
export async function setPassword(db: DatabaseExecutor, userId: number, passwordHash: string): Promise<void> {
  await db
    .update(appUser)
    .set({
      passwordHash,
      lockedAt: null,
      failedSignInAttempts: 0,
      updatedAt: new Date(),
      version: sql`${appUser.version} + 1`,
    })
    .where(eq(appUser.id, userId));
}

/** Whether the user appears as the actor of any action-log entry (their audit trail must keep its author). */
export async function hasActionLogEntries(db: DatabaseExecutor, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: actionLog.id })
    .from(actionLog)
    .where(eq(actionLog.userId, userId))
    .limit(1);
  return rows.length > 0;
}

export async function deleteUser(db: DatabaseExecutor, userId: number): Promise<void> {
  await db.delete(appUser).where(eq(appUser.id, userId));
}

export function searchCompanies(db: DatabaseExecutor, search: string | undefined) {
  return db
    .select({ id: company.id, name: company.name })
    .from(company)
    .where(search ? foldedContains(company.searchText, search) : undefined)
    .orderBy(asc(sql`lower(${company.name})`), asc(company.id))
    .limit(COMPANY_LOOKUP_LIMIT);
}
