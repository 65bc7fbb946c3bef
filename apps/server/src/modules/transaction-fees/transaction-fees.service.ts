import {
  ActionLogAction,
  ActionLogType,
  ErrorCode,
  FEE_COMPANIES_LIMIT,
  isValidAmount,
  isValidRate,
  isWriter,
  MESSAGES,
  TRANSACTION_FEE_WRITERS,
  TransactionFeeType,
  type FeeCompany,
  type TransactionFee,
  type UpdateTransactionFeeRequest,
} from '@portal/contracts';
import type { Database } from '../../db/database';
import { AppError, forbidden, notFound, outdated } from '../../lib/app-error';
import { diffRecord } from '../../lib/record-changes';
import type { Actor, RunUnitOfWork } from '../../lib/unit-of-work';
import * as repository from './transaction-fees.repository';

function invalidFee(field: string, message: string = MESSAGES.invalidFeeRate): AppError {
  return new AppError(ErrorCode.VALIDATION_FAILED, message, { issues: [{ field, message }] });
}

/** spec 001 §5: every row must carry a valid fee rate and minimum, for a known fee type. */
function checkFees(fees: readonly UpdateTransactionFeeRequest[]): void {
  const seen = new Set<string>();
  fees.forEach((fee, index) => {
    if (!TransactionFeeType.has(fee.feeTypeId)) throw invalidFee(`${index}.feeTypeId`);
    if (!isValidRate(fee.rate)) throw invalidFee(`${index}.rate`);
    if (!isValidAmount(fee.minimumAmount))
      throw invalidFee(`${index}.minimumAmount`, MESSAGES.invalidMinimumAmount);
    const key = `${fee.companyId}:${fee.feeTypeId}`;
    if (seen.has(key)) throw invalidFee(`${index}.feeTypeId`);
    seen.add(key);
  });
}

/** spec 001 §2 Transaction Fee Settings: the fees the marketplace charges each company. */
export function createTransactionFeesService({
  db,
  runUnitOfWork,
}: {
  db: Database;
  runUnitOfWork: RunUnitOfWork;
}) {
  /** Every fee type, saved or not, so the screen always shows the full set for the company. */
  async function listCompanyFees(companyId: number): Promise<TransactionFee[]> {
    if (!(await repository.companyExists(db, companyId))) throw notFound('Company');
    const saved = new Map(
      (await repository.listCompanyFees(db, companyId)).map((row) => [row.feeTypeId, row]),
    );
    return TransactionFeeType.options.map((type) => {
      const row = saved.get(type.id);
      return {
        id: row?.id ?? null,
        companyId,
        feeTypeId: type.id,
        feeTypeName: type.label,
        rate: row?.rate ?? 0,
        minimumAmount: row?.minimumAmount ?? 0,
        version: row?.version ?? 0,
      };
    });
  }

  /** All rows in one transaction: either every row is saved or none is. */
  async function updateFees(
    actor: Actor,
    fees: readonly UpdateTransactionFeeRequest[],
  ): Promise<TransactionFee[]> {
    // Fees are money: every staff role sees them, only a super admin or finance changes them (decision 060).
    if (!isWriter(TRANSACTION_FEE_WRITERS, actor.roleId)) throw forbidden(MESSAGES.transactionFeesNotAllowed);
    checkFees(fees);
    const companyIds = [...new Set(fees.map((fee) => fee.companyId))];
    for (const companyId of companyIds) {
      if (!(await repository.companyExists(db, companyId))) throw notFound('Company');
    }
    await runUnitOfWork(actor, async (unit) => {
      // The rows written over, per company, for the log's old values.
      const savedBefore = new Map<number, Awaited<ReturnType<typeof repository.listCompanyFees>>>();
      for (const fee of fees) {
        if (fee.version === 0 || savedBefore.has(fee.companyId)) continue;
        savedBefore.set(fee.companyId, await repository.listCompanyFees(unit.tx, fee.companyId));
      }
      for (const fee of fees) {
        const before = savedBefore.get(fee.companyId)?.find((row) => row.feeTypeId === fee.feeTypeId);
        const saved =
          fee.version === 0
            ? await repository.insertFee(unit.tx, fee)
            : await repository.updateFee(unit.tx, fee);
        if (!saved) throw outdated();
        await unit.recordChange({
          recordType: ActionLogType.ids.TRANSACTION_FEE,
          actionId: fee.version === 0 ? ActionLogAction.ids.CREATE : ActionLogAction.ids.UPDATE,
          recordId: saved.id,
          recordNumber: `${fee.companyId}/${TransactionFeeType.labelOf(fee.feeTypeId)}`,
          details: { companyId: fee.companyId, rate: saved.rate, minimumAmount: saved.minimumAmount },
          ...(before ? { changes: diffRecord(before, saved, { fields: ['rate', 'minimumAmount'] }) } : {}),
        });
      }
    });
    const lists = await Promise.all(companyIds.map((companyId) => listCompanyFees(companyId)));
    const wanted = new Set(fees.map((fee) => `${fee.companyId}:${fee.feeTypeId}`));
    return lists.flat().filter((fee) => wanted.has(`${fee.companyId}:${fee.feeTypeId}`));
  }

  async function updateFee(actor: Actor, fee: UpdateTransactionFeeRequest): Promise<TransactionFee> {
    const [saved] = await updateFees(actor, [fee]);
    if (!saved) throw notFound('Transaction fee');
    return saved;
  }

  async function searchCompanies(search: string | undefined): Promise<FeeCompany[]> {
    return repository.searchCompanies(db, search, FEE_COMPANIES_LIMIT);
  }

  return { listCompanyFees, updateFees, updateFee, searchCompanies };
}

export type TransactionFeesService = ReturnType<typeof createTransactionFeesService>;
