import {
  ActionLogAction,
  ActionLogType,
  ErrorCode,
  MAX_DISCOUNTS,
  type CreateDiscountRequest,
  type Discount,
  type DiscountsQuery,
  type UpdateDiscountRequest,
} from '@portal/contracts';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { foreignKeyViolation } from '../../lib/database-errors';
import { outdated } from '../../lib/record-version';
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
      if (!(await repository.findDiscount(unit.tx, request.id))) throw notFound('Discount');
      const sameName = await repository.findDiscountByName(unit.tx, request.name);
      if (sameName && sameName.id !== request.id) throw duplicateName(request.name);
      const updated = await repository.updateDiscount(unit.tx, request, version);
      if (!updated) throw outdated();
      await unit.recordChange({
        recordType: ActionLogType.ids.DISCOUNT,
        actionId: ActionLogAction.ids.UPDATE,
        recordId: updated.id,
        recordNumber: updated.name,
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
        throw new AppError(
          ErrorCode.REFERENCED,
          'This discount is used by quotes or orders and cannot be deleted.',
        );
      }
      throw error;
    }
  }

  return {
    listDiscounts: (query: DiscountsQuery) => repository.listDiscounts(db, query),
    listAllDiscounts: () => repository.listAllDiscounts(db, MAX_DISCOUNTS),
    createDiscount,
    updateDiscount,
    deleteDiscount,
  };
}

export type DiscountsService = ReturnType<typeof createDiscountsService>;
