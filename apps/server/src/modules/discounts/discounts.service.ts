import {
  ActionLogAction,
  ActionLogType,
  ErrorCode,
  MAX_DISCOUNTS,
  type CreateDiscountRequest,
  type Discount,
  type DiscountsQuery,
  type UpdateDiscountRequest,
  MESSAGES,
} from '@portal/contracts';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { foreignKeyViolation } from '../../lib/database-errors';
import { diffRecord } from '../../lib/record-changes';
import type { Actor, RunUnitOfWork } from '../../lib/unit-of-work';
import * as repository from './discounts.repository';

function duplicateName(name: string): AppError {
  const message = `A discount named "${name}" already exists.`;
  return new AppError(ErrorCode.CONFLICT, message, { issues: [{ field: 'name', message }] });
}

/** spec 001 §2 Discount Settings: the discount types quotes and orders pick from. */
export function createDiscountsService({
  db,
  runUnitOfWork,
}: {
  db: Database;
  runUnitOfWork: RunUnitOfWork;
}) {
  async function createDiscount(actor: Actor, request: CreateDiscountRequest): Promise<Discount> {
    return runUnitOfWork(actor, async (unit) => {
      if (await repository.findDiscountByName(unit.tx, request.name)) throw duplicateName(request.name);
      const created = await repository.insertDiscount(unit.tx, request);
      await unit.recordChange({
        recordType: ActionLogType.ids.DISCOUNT,
        actionId: ActionLogAction.ids.CREATE,
        recordId: created.id,
        recordNumber: created.name,
      });
      return created;
    });
  }

  async function updateDiscount(
    actor: Actor,
    request: UpdateDiscountRequest,
    version: number,
  ): Promise<Discount> {
    return runUnitOfWork(actor, async (unit) => {
      const sameName = await repository.findDiscountByName(unit.tx, request.name);
      if (sameName && sameName.id !== request.id) throw duplicateName(request.name);
      const before = await repository.findDiscount(unit.tx, request.id);
      // 409 outdated or 404 when the version no longer matches (lib/versioned-write); else written as sent.
      await repository.updateDiscount(unit.tx, request, version);
      const updated: Discount = { ...request, version: version + 1 };
      await unit.recordChange({
        recordType: ActionLogType.ids.DISCOUNT,
        actionId: ActionLogAction.ids.UPDATE,
        recordId: updated.id,
        recordNumber: updated.name,
        changes: diffRecord(before ?? {}, { name: request.name, description: request.description }),
      });
      return updated;
    });
  }

  async function deleteDiscount(actor: Actor, id: number): Promise<void> {
    try {
      await runUnitOfWork(actor, async (unit) => {
        const deleted = await repository.deleteDiscount(unit.tx, id);
        if (!deleted) throw notFound('Discount');
        await unit.recordChange({
          recordType: ActionLogType.ids.DISCOUNT,
          actionId: ActionLogAction.ids.DELETE,
          recordId: deleted.id,
          recordNumber: deleted.name,
        });
      });
    } catch (error) {
      // Quote and order discounts will reference discount types: a clear refusal, never a raw database error.
      if (foreignKeyViolation(error)) {
        throw new AppError(ErrorCode.REFERENCED, MESSAGES.discountInUse);
      }
      throw error;
    }
  }

  return {
    listDiscounts: async (query: DiscountsQuery) => ({
      ...(await repository.listDiscounts(db, query)),
      page: query.page,
      size: query.size,
    }),
    listAllDiscounts: () => repository.listAllDiscounts(db, MAX_DISCOUNTS),
    createDiscount,
    updateDiscount,
    deleteDiscount,
  };
}

export type DiscountsService = ReturnType<typeof createDiscountsService>;
