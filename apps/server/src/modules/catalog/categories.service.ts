import {
  ActionLogAction,
  ActionLogType,
  ErrorCode,
  MAX_CATEGORIES,
  MESSAGES,
  ProductSizeType,
  type categoryInputSchema,
  type Category,
  type SizeCategory,
  type SizeUnit,
  categoryHasProductsMessage,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { withConstraintErrors } from '../../lib/database-errors';
import { diffRecord } from '../../lib/record-changes';
import type { Actor, RunUnitOfWork } from '../../lib/unit-of-work';
import * as repository from './categories.repository';

type CategoryFields = z.output<typeof categoryInputSchema>;

function duplicateName(name: string): AppError {
  const message = `A category named "${name}" already exists.`;
  return new AppError(ErrorCode.CONFLICT, message, { issues: [{ field: 'name', message }] });
}

function toValues(input: CategoryFields): repository.CategoryValues {
  return {
    name: input.name,
    nameFr: input.nameFr,
    description: input.description,
    allowLinkProduct: input.allowLinkProduct,
  };
}

/**
 * Category Management (spec 001 §2: super admin only; route access in catalog.routes.ts) and the size/spec
 * reference lists. Rules: docs/decisions/050-catalog-model-and-units.md.
 */
export function createCategoriesService({
  db,
  runUnitOfWork,
}: {
  db: Database;
  runUnitOfWork: RunUnitOfWork;
}) {
  async function getCategory(id: number): Promise<Category> {
    const found = await repository.findCategory(db, id);
    if (!found) throw notFound('Category');
    return found;
  }

  /**
   * Two writers saving the same name at once: the unique index decides, the loser gets the same 409 as the
   * check's; a product added meanwhile to a category being deleted: the foreign key's 'in use' answer.
   */
  function withUniqueName<T>(name: string, work: () => Promise<T>): Promise<T> {
    return withConstraintErrors({ subject: 'category', onUnique: () => duplicateName(name) }, work);
  }

  async function createCategory(actor: Actor, input: CategoryFields): Promise<Category> {
    const id = await withUniqueName(input.name, () =>
      runUnitOfWork(actor, async (unit) => {
        // GET categories answers the whole list up to MAX_CATEGORIES: one more would vanish from the screen, so
        // it is refused with the bound rather than created (issue 34, decision 200).
        await repository.lockCategoriesForCreate(unit.tx);
        if ((await repository.countCategories(unit.tx)) >= MAX_CATEGORIES) {
          throw new AppError(ErrorCode.BUSINESS_RULE, MESSAGES.tooManyCategories);
        }
        if ((await repository.findCategoryIdByName(unit.tx, input.name)) !== undefined) {
          throw duplicateName(input.name);
        }
        const categoryId = await repository.insertCategory(unit.tx, toValues(input));
        await unit.recordChange({
          recordType: ActionLogType.ids.CATEGORY,
          actionId: ActionLogAction.ids.CREATE,
          recordId: categoryId,
          recordNumber: input.name,
        });
        return categoryId;
      }),
    );
    return getCategory(id);
  }

  async function updateCategory(
    actor: Actor,
    input: CategoryFields & { id: number },
    version: number,
  ): Promise<Category> {
    await withUniqueName(input.name, () =>
      runUnitOfWork(actor, async (unit) => {
        const current = await repository.findCategory(unit.tx, input.id);
        if (!current) throw notFound('Category');
        // spec 001 §3 names the system categories (0 'N/A', 1 'Plant'); other features refer to them by id
        // and name, so only their French name, description and flag can change.
        if (current.isSystem && current.name !== input.name) {
          const message = `"${current.name}" is a system category: its name cannot be changed.`;
          throw new AppError(ErrorCode.BUSINESS_RULE, message, { issues: [{ field: 'name', message }] });
        }
        const sameName = await repository.findCategoryIdByName(unit.tx, input.name);
        if (sameName !== undefined && sameName !== input.id) throw duplicateName(input.name);
        const values = toValues(input);
        await repository.updateCategory(unit.tx, input.id, version, values);
        await unit.recordChange({
          recordType: ActionLogType.ids.CATEGORY,
          actionId: ActionLogAction.ids.UPDATE,
          recordId: input.id,
          recordNumber: input.name,
          changes: diffRecord(current, values),
        });
      }),
    );
    return getCategory(input.id);
  }

  /** spec 001 §3, §7 toggleCategoryAllowLinkProduct/{id}: flips the flag (decision 050 gives its meaning). */
  async function toggleAllowLinkProduct(actor: Actor, id: number): Promise<Category> {
    await runUnitOfWork(actor, async (unit) => {
      const toggled = await repository.toggleCategoryAllowLinkProduct(unit.tx, id);
      if (!toggled) throw notFound('Category');
      await unit.recordChange({
        recordType: ActionLogType.ids.CATEGORY,
        actionId: ActionLogAction.ids.UPDATE,
        recordId: id,
        recordNumber: toggled.name,
        details: { allowLinkProduct: toggled.allowLinkProduct },
        changes: diffRecord(
          { allowLinkProduct: !toggled.allowLinkProduct },
          { allowLinkProduct: toggled.allowLinkProduct },
        ),
      });
    });
    return getCategory(id);
  }

  async function deleteCategory(actor: Actor, id: number): Promise<void> {
    // A product added between the count and the delete: the foreign key refuses, answered as 'in use'.
    await withConstraintErrors({ subject: 'category' }, () =>
      runUnitOfWork(actor, async (unit) => {
        const current = await repository.findCategory(unit.tx, id);
        if (!current) throw notFound('Category');
        if (current.isSystem) {
          throw new AppError(
            ErrorCode.BUSINESS_RULE,
            `"${current.name}" is a system category and cannot be deleted.`,
          );
        }
        const products = await repository.countCategoryProducts(unit.tx, id);
        if (products > 0) {
          throw new AppError(ErrorCode.REFERENCED, categoryHasProductsMessage(current.name, products));
        }
        await repository.deleteCategory(unit.tx, id);
        await unit.recordChange({
          recordType: ActionLogType.ids.CATEGORY,
          actionId: ActionLogAction.ids.DELETE,
          recordId: id,
          recordNumber: current.name,
        });
      }),
    );
  }

  return {
    listCategories: (): Promise<Category[]> => repository.listCategories(db),
    getCategory,
    createCategory,
    updateCategory,
    toggleAllowLinkProduct,
    deleteCategory,
    listSizeCategories: (): Promise<SizeCategory[]> =>
      repository.listSizeCategories(db, ProductSizeType.ids.SIZE),
    listSpecCategories: (): Promise<SizeCategory[]> =>
      repository.listSizeCategories(db, ProductSizeType.ids.SPEC),
    listSizeUnits: (): Promise<SizeUnit[]> => repository.listSizeUnits(db),
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
