import {
  ActionLogAction,
  ActionLogType,
  ErrorCode,
  MAX_SPECS_PER_PRODUCT_ITEM,
  MESSAGES,
  pageOffset,
  PRODUCT_SYNONYM_KINDS,
  productDisplayName,
  ProductSizeType,
  type createProductRequestSchema,
  type FieldIssue,
  type Product,
  type ProductListQuery,
  type ProductPage,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Database, DatabaseExecutor } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { withConstraintErrors } from '../../lib/database-errors';
import { cappedTotal } from '../../lib/paged-query';
import { diffRecord } from '../../lib/record-changes';
import type { Actor, RunUnitOfWork } from '../../lib/unit-of-work';
import { findProductIdsByText } from './catalog-search.repository';
import { categoryExists } from './categories.repository';
import { findProductSizeTypes } from './product-sizes.repository';
import * as repository from './products.repository';
import { productSearchText } from './search-text';

type ProductFields = z.output<typeof createProductRequestSchema>;

function duplicateSku(sku: string): AppError {
  const message = `A product with SKU "${sku}" already exists.`;
  return new AppError(ErrorCode.CONFLICT, message, { issues: [{ field: 'sku', message }] });
}

function invalid(issues: FieldIssue[]): AppError {
  const message = `${MESSAGES.validationFailedTitle}: ${issues.map((issue) => `${issue.field}: ${issue.message}`).join('; ')}`;
  return new AppError(ErrorCode.VALIDATION_FAILED, message, { issues });
}

/**
 * A product as its history shows it: the fields staff edit, the category by name, and each item as one line of
 * text ('3 gal [Full] 12 lb 4 sq ft'), so a changed item reads as the old list → the new list.
 */
function productForLog(product: Product) {
  return {
    latinName: product.latinName,
    cultivar: product.cultivar,
    commonNameEn: product.commonNameEn,
    commonNameFr: product.commonNameFr,
    synonyms: PRODUCT_SYNONYM_KINDS.flatMap((kind) =>
      product.synonyms[kind].map((name) => `${kind}: ${name}`),
    ),
    sku: product.sku,
    categoryName: product.categoryName,
    items: product.items.map((item) =>
      [
        item.productSizeName,
        item.specs.length > 0 ? `[${item.specs.map((spec) => spec.name).join(', ')}]` : null,
        item.unitWeightLb === null ? null : `${item.unitWeightLb} lb`,
        item.unitFloorSpaceSqft === null ? null : `${item.unitFloorSpaceSqft} sq ft`,
      ]
        .filter((part) => part !== null)
        .join(' '),
    ),
  };
}

function toValues(input: ProductFields): repository.ProductValues {
  return {
    latinName: input.latinName,
    cultivar: input.cultivar,
    commonNameEn: input.commonNameEn,
    commonNameFr: input.commonNameFr,
    synonyms: input.synonyms,
    sku: input.sku,
    categoryId: input.categoryId,
    // Every write of a product refreshes what the catalog search reads (search-text.ts).
    searchText: productSearchText(input),
  };
}

/**
 * The rules the request schema cannot check alone: the category exists; each item's size is a Size and each
 * of its specs a Spec (spec 001 §3), each listed once; at most 10 specs per item (spec 001 §5, also in the
 * schema so direct callers get the same answer). All issues are reported together, each naming its field.
 */
async function checkProduct(executor: DatabaseExecutor, input: ProductFields): Promise<void> {
  const issues: FieldIssue[] = [];
  if (!(await categoryExists(executor, input.categoryId))) {
    issues.push({ field: 'categoryId', message: MESSAGES.categoryNotFound });
  }
  const referenced = input.items.flatMap((item) => [item.productSizeId, ...item.specIds]);
  const types = await findProductSizeTypes(executor, referenced);
  const seenSizes = new Set<number>();
  for (const [index, item] of input.items.entries()) {
    const sizeType = types.get(item.productSizeId);
    if (sizeType === undefined) {
      issues.push({ field: `items.${index}.productSizeId`, message: MESSAGES.sizeNotFound });
    } else if (sizeType !== ProductSizeType.ids.SIZE) {
      issues.push({ field: `items.${index}.productSizeId`, message: MESSAGES.specIsNotSize });
    } else if (seenSizes.has(item.productSizeId)) {
      issues.push({ field: `items.${index}.productSizeId`, message: MESSAGES.productHasSize });
    }
    seenSizes.add(item.productSizeId);
    if (item.specIds.length > MAX_SPECS_PER_PRODUCT_ITEM) {
      issues.push({ field: `items.${index}.specIds`, message: MESSAGES.maxSpecsReached });
    }
    const seenSpecs = new Set<number>();
    for (const [specIndex, specId] of item.specIds.entries()) {
      const field = `items.${index}.specIds.${specIndex}`;
      const specType = types.get(specId);
      if (specType === undefined) issues.push({ field, message: MESSAGES.specNotFound });
      else if (specType !== ProductSizeType.ids.SPEC) issues.push({ field, message: MESSAGES.sizeIsNotSpec });
      else if (seenSpecs.has(specId)) issues.push({ field, message: MESSAGES.specListedTwice });
      seenSpecs.add(specId);
    }
  }
  if (issues.length > 0) throw invalid(issues);
}

/** Product Management (spec 001 §2: all staff; §3 Product; §7 product calls). */
export function createProductsService({ db, runUnitOfWork }: { db: Database; runUnitOfWork: RunUnitOfWork }) {
  async function listProducts(query: ProductListQuery): Promise<ProductPage> {
    if (query.search && query.sortField === 'relevance') {
      // Relevance order comes from the catalog search service (decision 051); its ids are loaded in one query.
      const found = await findProductIdsByText(db, query.search, {
        categoryId: query.categoryId,
        offset: pageOffset(query.page, query.size),
        limit: query.size,
      });
      const rows = await repository.findProductRowsByIds(db, found.ids);
      return { rows, ...cappedTotal(found.total), page: query.page, size: query.size };
    }
    // Relevance without a search text is the catalog's own order: by Latin name.
    const sortField = query.sortField === 'relevance' ? 'latinName' : query.sortField;
    const { rows, total, isTotalCapped } = await repository.listProductsSorted(db, { ...query, sortField });
    return { rows, total, isTotalCapped, page: query.page, size: query.size };
  }

  async function getProduct(id: number): Promise<Product> {
    const found = await repository.findProduct(db, id);
    if (!found) throw notFound('Product');
    return found;
  }

  /**
   * Two writers saving the same SKU at once: the unique index decides, the loser gets the check's 409. A
   * foreign key refusing the write (a removed size that later records use) answers 'in use' for `subject`.
   */
  function withUniqueSku<T>(sku: string, subject: string, work: () => Promise<T>): Promise<T> {
    return withConstraintErrors({ subject, onUnique: () => duplicateSku(sku) }, work);
  }

  async function createProduct(actor: Actor, input: ProductFields): Promise<Product> {
    const id = await withUniqueSku(input.sku, 'product', () =>
      runUnitOfWork(actor, async (unit) => {
        await checkProduct(unit.tx, input);
        if ((await repository.findProductIdBySku(unit.tx, input.sku)) !== undefined) {
          throw duplicateSku(input.sku);
        }
        const productId = await repository.insertProduct(unit.tx, toValues(input));
        await repository.replaceProductItems(unit.tx, productId, input.items);
        await unit.recordChange({
          recordType: ActionLogType.ids.PRODUCT,
          actionId: ActionLogAction.ids.CREATE,
          recordId: productId,
          recordNumber: productDisplayName(input.latinName, input.cultivar),
        });
        return productId;
      }),
    );
    return getProduct(id);
  }

  async function updateProduct(
    actor: Actor,
    input: ProductFields & { id: number },
    version: number,
  ): Promise<Product> {
    // Removing a size that later records (quote or order lines) refer to: the foreign key refuses, 'in use'.
    await withUniqueSku(input.sku, 'removed size', () =>
      runUnitOfWork(actor, async (unit) => {
        const before = await repository.findProduct(unit.tx, input.id);
        if (!before) throw notFound('Product');
        await checkProduct(unit.tx, input);
        if ((await repository.findProductIdBySku(unit.tx, input.sku, input.id)) !== undefined) {
          throw duplicateSku(input.sku);
        }
        await repository.updateProduct(unit.tx, input.id, version, toValues(input));
        await repository.replaceProductItems(unit.tx, input.id, input.items);
        const after = await repository.findProduct(unit.tx, input.id);
        await unit.recordChange({
          recordType: ActionLogType.ids.PRODUCT,
          actionId: ActionLogAction.ids.UPDATE,
          recordId: input.id,
          recordNumber: productDisplayName(input.latinName, input.cultivar),
          changes: after ? diffRecord(productForLog(before), productForLog(after)) : [],
        });
      }),
    );
    return getProduct(input.id);
  }

  async function deleteProduct(actor: Actor, id: number): Promise<void> {
    // Quote and order lines (later issues) refer to products: 'in use', never a raw database error.
    await withConstraintErrors({ subject: 'product' }, () =>
      runUnitOfWork(actor, async (unit) => {
        const deleted = await repository.deleteProduct(unit.tx, id);
        if (!deleted) throw notFound('Product');
        await unit.recordChange({
          recordType: ActionLogType.ids.PRODUCT,
          actionId: ActionLogAction.ids.DELETE,
          recordId: id,
          recordNumber: productDisplayName(deleted.latinName, deleted.cultivar),
        });
      }),
    );
  }

  return { listProducts, getProduct, createProduct, updateProduct, deleteProduct };
}

export type ProductsService = ReturnType<typeof createProductsService>;
