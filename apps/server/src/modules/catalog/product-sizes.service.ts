import {
  ActionLogAction,
  ActionLogType,
  ErrorCode,
  pageOffset,
  ProductSizeType,
  ProductSizeValueType,
  type createProductSizeRequestSchema,
  type ProductSize,
  type ProductSizeListQuery,
  type ProductSizePage,
  MESSAGES,
  sizeTypeInUseMessage,
  sizeInUseMessage,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Database, DatabaseExecutor } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { withConstraintErrors } from '../../lib/database-errors';
import { cappedTotal } from '../../lib/paged-query';
import { diffRecord } from '../../lib/record-changes';
import type { Actor, RunUnitOfWork } from '../../lib/unit-of-work';
import { findProductSizeIdsByText } from './catalog-search.repository';
import * as repository from './product-sizes.repository';
import { productSizeSearchText } from './search-text';

type ProductSizeFields = z.output<typeof createProductSizeRequestSchema>;

/** 'size' or 'spec': messages name what the user manages (spec 001 §2 Size & Spec Management). */
function kindOf(typeId: number): 'size' | 'spec' {
  return typeId === ProductSizeType.ids.SPEC ? 'spec' : 'size';
}

function fieldError(code: ErrorCode, field: string, message: string): AppError {
  return new AppError(code, message, { issues: [{ field, message }] });
}

function duplicateName(input: ProductSizeFields): AppError {
  return fieldError(
    ErrorCode.CONFLICT,
    'name',
    `A ${kindOf(input.typeId)} named "${input.name}" already exists.`,
  );
}

/** Only the value fields of the chosen value type are kept, so a range never carries a stale single value. */
/** The fields of a size staff edit, as its history lists them. */
const LOGGED_SIZE_FIELDS = [
  'name',
  'selectCode',
  'typeId',
  'categoryId',
  'valueTypeId',
  'unitId',
  'value',
  'minValue',
  'maxValue',
  'aliases',
] as const;

function toValues(input: ProductSizeFields): repository.ProductSizeValues {
  const isRange = input.valueTypeId === ProductSizeValueType.ids.RANGE;
  return {
    name: input.name,
    selectCode: input.selectCode,
    typeId: input.typeId,
    categoryId: input.categoryId,
    valueTypeId: input.valueTypeId,
    unitId: input.unitId,
    value: isRange ? null : input.value,
    minValue: isRange ? input.minValue : null,
    maxValue: isRange ? input.maxValue : null,
    aliases: input.aliases,
    // Every write of a size refreshes what the catalog search reads (search-text.ts).
    searchText: productSizeSearchText(input),
  };
}

/** Size & Spec Management (spec 001 §2: all staff; §3 Product size; §7 productSize calls). */
export function createProductSizesService({
  db,
  runUnitOfWork,
}: {
  db: Database;
  runUnitOfWork: RunUnitOfWork;
}) {
  async function withUsage(rows: ReadonlyArray<Omit<ProductSize, 'usageCount'>>): Promise<ProductSize[]> {
    const usages = await repository.countUsages(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({ ...row, usageCount: usages.get(row.id) ?? 0 }));
  }

  async function listProductSizes(query: ProductSizeListQuery): Promise<ProductSizePage> {
    if (query.search && query.sortField === 'relevance') {
      // Relevance order comes from the catalog search service (decision 051); its ids are loaded in one query.
      const found = await findProductSizeIdsByText(db, query.search, {
        typeId: query.typeId,
        categoryId: query.categoryId,
        offset: pageOffset(query.page, query.size),
        limit: query.size,
      });
      const rows = await repository.findProductSizesByIds(db, found.ids);
      return {
        rows: await withUsage(rows),
        ...cappedTotal(found.total),
        page: query.page,
        size: query.size,
      };
    }
    const { rows, total, isTotalCapped } = await repository.listProductSizesSorted(db, query);
    return { rows: await withUsage(rows), total, isTotalCapped, page: query.page, size: query.size };
  }

  async function getProductSize(id: number): Promise<ProductSize> {
    const found = await repository.findProductSize(db, id);
    if (!found) throw notFound('Size or spec');
    const [withCount] = await withUsage([found]);
    return withCount ?? { ...found, usageCount: 0 };
  }

  /** The references a size's form picks must exist and agree with its type (spec 001 §3: separate lists). */
  async function checkReferences(executor: DatabaseExecutor, input: ProductSizeFields): Promise<void> {
    const sizeCategory = await repository.findSizeCategory(executor, input.categoryId);
    if (!sizeCategory) {
      throw fieldError(ErrorCode.VALIDATION_FAILED, 'categoryId', MESSAGES.categoryNotFound);
    }
    if (sizeCategory.typeId !== input.typeId) {
      throw fieldError(
        ErrorCode.VALIDATION_FAILED,
        'categoryId',
        `"${sizeCategory.name}" is a ${kindOf(sizeCategory.typeId)} category; choose a ${kindOf(input.typeId)} category.`,
      );
    }
    if (input.unitId !== null && !(await repository.sizeUnitExists(executor, input.unitId))) {
      throw fieldError(ErrorCode.VALIDATION_FAILED, 'unitId', MESSAGES.unitNotFound);
    }
  }

  /** Two writers saving the same name at once: the unique index decides, the loser gets the check's 409. */
  function withUniqueName<T>(input: ProductSizeFields, work: () => Promise<T>): Promise<T> {
    return withConstraintErrors(
      { subject: kindOf(input.typeId), onUnique: () => duplicateName(input) },
      work,
    );
  }

  async function createProductSize(actor: Actor, input: ProductSizeFields): Promise<ProductSize> {
    const id = await withUniqueName(input, () =>
      runUnitOfWork(actor, async (unit) => {
        await checkReferences(unit.tx, input);
        if ((await repository.findProductSizeIdByName(unit.tx, input.typeId, input.name)) !== undefined) {
          throw duplicateName(input);
        }
        const sizeId = await repository.insertProductSize(unit.tx, toValues(input));
        await unit.recordChange({
          recordType: ActionLogType.ids.PRODUCT_SIZE,
          actionId: ActionLogAction.ids.CREATE,
          recordId: sizeId,
          recordNumber: input.name,
        });
        return sizeId;
      }),
    );
    return getProductSize(id);
  }

  async function updateProductSize(
    actor: Actor,
    input: ProductSizeFields & { id: number },
    version: number,
  ): Promise<ProductSize> {
    await withUniqueName(input, () =>
      runUnitOfWork(actor, async (unit) => {
        const current = await repository.findProductSize(unit.tx, input.id);
        if (!current) throw notFound('Size or spec');
        await checkReferences(unit.tx, input);
        if (current.typeId !== input.typeId) {
          // A product item's size must be a Size and its specs Specs: changing the type would break them.
          const usages = (await repository.countUsages(unit.tx, [input.id])).get(input.id) ?? 0;
          if (usages > 0) {
            throw fieldError(
              ErrorCode.REFERENCED,
              'typeId',
              sizeTypeInUseMessage(kindOf(current.typeId), current.name, usages),
            );
          }
        }
        if (
          (await repository.findProductSizeIdByName(unit.tx, input.typeId, input.name, input.id)) !==
          undefined
        ) {
          throw duplicateName(input);
        }
        const values = toValues(input);
        await repository.updateProductSize(unit.tx, input.id, version, values);
        await unit.recordChange({
          recordType: ActionLogType.ids.PRODUCT_SIZE,
          actionId: ActionLogAction.ids.UPDATE,
          recordId: input.id,
          recordNumber: input.name,
          // The search text is derived from the others: not a change anyone made.
          changes: diffRecord(current, values, { fields: LOGGED_SIZE_FIELDS }),
        });
      }),
    );
    return getProductSize(input.id);
  }

  async function deleteProductSize(actor: Actor, id: number): Promise<void> {
    // A product item added between the count and the delete, or a later issue's record: the foreign key's
    // 'in use' answer.
    await withConstraintErrors({ subject: 'size or spec' }, () =>
      runUnitOfWork(actor, async (unit) => {
        const current = await repository.findProductSize(unit.tx, id);
        if (!current) throw notFound('Size or spec');
        const usages = (await repository.countUsages(unit.tx, [id])).get(id) ?? 0;
        if (usages > 0) {
          throw new AppError(
            ErrorCode.REFERENCED,
            sizeInUseMessage(kindOf(current.typeId), current.name, usages),
          );
        }
        await repository.deleteProductSize(unit.tx, id);
        await unit.recordChange({
          recordType: ActionLogType.ids.PRODUCT_SIZE,
          actionId: ActionLogAction.ids.DELETE,
          recordId: id,
          recordNumber: current.name,
        });
      }),
    );
  }

  return { listProductSizes, getProductSize, createProductSize, updateProductSize, deleteProductSize };
}

export type ProductSizesService = ReturnType<typeof createProductSizesService>;
