import { and, asc, eq, sql } from 'drizzle-orm';
import {
  TransactionFeeType,
  type FeeCompany,
  type FeeTerms,
  type UpdateTransactionFeeRequest,
} from '@portal/contracts';
import type { DatabaseExecutor } from '../../db/database';
import { company, transactionFee } from '../../db/schema';
import { foldedContains } from '../../db/search-fold';

export interface TransactionFeeRow {
  id: number;
  companyId: number;
  feeTypeId: number;
  rate: number;
  minimumAmount: number;
  version: number;
}

const selection = {
  id: transactionFee.id,
  companyId: transactionFee.companyId,
  feeTypeId: transactionFee.feeTypeId,
  rate: transactionFee.rate,
  minimumAmount: transactionFee.minimumAmount,
  version: transactionFee.version,
};

/** A company has one row per fee type at most (a handful), read through the unique (company, type) index. */
export async function listCompanyFees(db: DatabaseExecutor, companyId: number): Promise<TransactionFeeRow[]> {
  return db
    .select(selection)
    .from(transactionFee)
    .where(eq(transactionFee.companyId, companyId))
    .orderBy(asc(transactionFee.feeTypeId));
}

export async function companyExists(db: DatabaseExecutor, companyId: number): Promise<boolean> {
  const rows = await db.select({ id: company.id }).from(company).where(eq(company.id, companyId));
  return rows.length > 0;
}

/** Inserts a fee not saved yet; false when another user saved it first (the unique index refuses). */
export async function insertFee(
  db: DatabaseExecutor,
  fee: UpdateTransactionFeeRequest,
): Promise<TransactionFeeRow | null> {
  const rows = await db
    .insert(transactionFee)
    .values({
      companyId: fee.companyId,
      feeTypeId: fee.feeTypeId,
      rate: fee.rate,
      minimumAmount: fee.minimumAmount,
    })
    .onConflictDoNothing()
    .returning(selection);
  return rows[0] ?? null;
}

/** Updates when the version read still matches; null otherwise. */
export async function updateFee(
  db: DatabaseExecutor,
  fee: UpdateTransactionFeeRequest,
): Promise<TransactionFeeRow | null> {
  const rows = await db
    .update(transactionFee)
    .set({
      rate: fee.rate,
      minimumAmount: fee.minimumAmount,
      version: sql`${transactionFee.version} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(transactionFee.companyId, fee.companyId),
        eq(transactionFee.feeTypeId, fee.feeTypeId),
        eq(transactionFee.version, fee.version),
      ),
    )
    .returning(selection);
  return rows[0] ?? null;
}

/** The fee screen's company picker: an accent-insensitive name or city search (decision 061), bounded. */
export async function searchCompanies(
  db: DatabaseExecutor,
  search: string | undefined,
  limit: number,
): Promise<FeeCompany[]> {
  return db
    .select({ id: company.id, name: company.name, companyTypeId: company.companyTypeId })
    .from(company)
    .where(search ? foldedContains(company.searchText, search) : undefined)
    .orderBy(sql`lower(${company.name})`, asc(company.id))
    .limit(limit);
}

/**
 * The company's buyer fee (Transaction Fee Settings, decision 041) as the money rules take it, if it has one saved:
 * what a quote is priced on and an order keeps when placed.
 */
export async function findBuyerFee(db: DatabaseExecutor, companyId: number): Promise<FeeTerms | null> {
  const [found] = await db
    .select({ ratePercent: transactionFee.rate, minimumAmount: transactionFee.minimumAmount })
    .from(transactionFee)
    .where(
      and(
        eq(transactionFee.companyId, companyId),
        eq(transactionFee.feeTypeId, TransactionFeeType.ids.BUYER_FEE),
      ),
    );
  return found ?? null;
}
