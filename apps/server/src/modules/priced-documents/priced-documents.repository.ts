import { and, asc, eq, getTableName, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect, type SelectedFields } from 'drizzle-orm/pg-core';
import { CompanyType, fromCents, ItemStatus, lineMoney } from '@portal/contracts';
import type { DatabaseExecutor } from '../../db/database';
import { rowsOf } from '../../db/query-rows';
import {
  company,
  discount,
  product,
  productItem,
  productItemSpec,
  productSize,
  transporter,
} from '../../db/schema';
import { alternateColumns, alternateSpecRows, type AlternateWrite } from '../../lib/alternate-rows';
import { groupBy, resolvePrices, type UnitPrices } from '../../lib/line-actions';
import { pagedQuery, type PagedQueryRequest } from '../../lib/paged-query';
import { normalizeSearchText } from '../catalog';
import {
  altProduct,
  altProductSize,
  altSeller,
  lineSeller,
  pricedLineColumns,
  productDisplayName,
  productNameOf,
  type PricedDocumentTables,
} from './priced-document.tables';

/**
 * The priced-line document's queries (issue 37), written once over a kind's tables (priced-document.tables.ts):
 * its lines' specs and alternates, discounts and transport costs, and the line, alternate and charge writes of a
 * save. Each a fixed number of statements whatever the line count, in the caller's transaction when given one.
 */

/** Rows per statement: well under PostgreSQL's 65,535 parameters at the widest row. */
const CHUNK = 500;

const cents = (value: number | null) => (value === null ? null : fromCents(value));

const named = ({ id, name }: { id: number; name: string }) => ({ id, name });

// ——— Reads ———

/**
 * The document's lines in sequence order: the columns every kind has (names of product and size included) and the
 * kind's own `fields`, whose tables the kind joins on the dynamic query it gets back. One query.
 */
export function selectLines<TFields extends SelectedFields>(
  db: DatabaseExecutor,
  t: PricedDocumentTables,
  documentId: number,
  fields: TFields,
) {
  return db
    .select({ ...pricedLineColumns(t.item), ...fields })
    .from(t.item)
    .innerJoin(product, eq(product.id, t.item.productId))
    .innerJoin(productSize, eq(productSize.id, t.item.productSizeId))
    .where(eq(t.itemDocument, documentId))
    .orderBy(asc(t.item.sequenceNumber), asc(t.item.id))
    .$dynamic();
}

/**
 * The document's lines as a save plans them and an order is placed or phased from them, in line order: status,
 * pair, quantity and sourcing, and the kind's own `fields` (its seller, stock, origin), whose tables the kind joins
 * on the dynamic query it gets back. No names: one query on the lines alone.
 */
export function selectLineFacts<TFields extends SelectedFields>(
  db: DatabaseExecutor,
  t: PricedDocumentTables,
  documentId: number,
  fields: TFields,
) {
  const {
    productName: _productName,
    productSizeName: _productSizeName,
    sellerPrice: _sellerPrice,
    buyerPrice: _buyerPrice,
    ...columns
  } = pricedLineColumns(t.item);
  return db
    .select({ ...columns, ...fields })
    .from(t.item)
    .where(eq(t.itemDocument, documentId))
    .orderBy(asc(t.item.sequenceNumber), asc(t.item.id))
    .$dynamic();
}

/**
 * The document's lines (its kind's own query, run beside these) with each line's specs and alternates (with their
 * names and specs): three more queries whatever the line count, grouped once by owner (issue 14 'Performance').
 */
export async function withSpecsAndAlternates<TLine extends { id: number }>(
  db: DatabaseExecutor,
  t: PricedDocumentTables,
  documentId: number,
  lines: Promise<readonly TLine[]>,
) {
  const [items, specs, altItems, altSpecs] = await Promise.all([
    lines,
    db
      .select({ itemId: t.itemSpec.itemId, id: productSize.id, name: productSize.name })
      .from(t.itemSpec)
      .innerJoin(productSize, eq(productSize.id, t.itemSpec.productSizeId))
      .innerJoin(t.item, eq(t.item.id, t.itemSpec.itemId))
      .where(eq(t.itemDocument, documentId))
      .orderBy(asc(t.itemSpec.position)),
    db
      .select({
        id: t.altItem.id,
        ownerId: t.altItemOwner,
        productId: t.altItem.productId,
        productName: sql<
          string | null
        >`case when ${altProduct.id} is null then null else ${productNameOf(altProduct)} end`,
        productSizeId: t.altItem.productSizeId,
        productSizeName: sql<string | null>`${altProductSize.name}`,
        quantity: t.altItem.quantity,
        sellerCompanyId: t.altItem.sellerCompanyId,
        sellerCompanyName: sql<string | null>`${altSeller.name}`,
        sellerUnitPrice: t.altItem.sellerUnitPrice,
        note: t.altItem.note,
        importSourceId: t.altItem.importSourceId,
        sourceItemId: t.altItem.sourceItemId,
      })
      .from(t.altItem)
      .innerJoin(t.item, eq(t.item.id, t.altItemOwner))
      .leftJoin(altProduct, eq(altProduct.id, t.altItem.productId))
      .leftJoin(altProductSize, eq(altProductSize.id, t.altItem.productSizeId))
      .leftJoin(altSeller, eq(altSeller.id, t.altItem.sellerCompanyId))
      .where(eq(t.itemDocument, documentId))
      .orderBy(asc(t.altItem.id)),
    db
      .select({ altItemId: t.altItemSpec.altItemId, id: productSize.id, name: productSize.name })
      .from(t.altItemSpec)
      .innerJoin(productSize, eq(productSize.id, t.altItemSpec.productSizeId))
      .innerJoin(t.altItem, eq(t.altItem.id, t.altItemSpec.altItemId))
      .innerJoin(t.item, eq(t.item.id, t.altItemOwner))
      .where(eq(t.itemDocument, documentId))
      .orderBy(asc(t.altItemSpec.position)),
  ]);
  const specsOf = groupBy(specs, (spec) => spec.itemId);
  const altSpecsOf = groupBy(altSpecs, (spec) => spec.altItemId);
  const alternatesOf = groupBy(altItems, (alternate) => alternate.ownerId);
  return items.map((item) => ({
    ...item,
    specs: (specsOf.get(item.id) ?? []).map(named),
    altItems: (alternatesOf.get(item.id) ?? []).map(({ ownerId: _owner, ...alternate }) => ({
      ...alternate,
      specs: (altSpecsOf.get(alternate.id) ?? []).map(named),
    })),
  }));
}

export async function findDiscounts(db: DatabaseExecutor, t: PricedDocumentTables, documentId: number) {
  return db
    .select({
      id: t.discount.id,
      discountId: t.discount.discountId,
      discountName: discount.name,
      amount: t.discount.amount,
    })
    .from(t.discount)
    .innerJoin(discount, eq(discount.id, t.discount.discountId))
    .where(eq(t.discountDocument, documentId))
    .orderBy(asc(t.discount.id));
}

/** The transport costs with their transporters (and, for a kind that splits them, their split group): two queries. */
export async function findTransportCosts(db: DatabaseExecutor, t: PricedDocumentTables, documentId: number) {
  const costs = await db
    .select({
      id: t.transportCost.id,
      transportTypeId: t.transportCost.transportTypeId,
      sellerCompanyId: t.transportCost.sellerCompanyId,
      sellerCompanyName: company.name,
      cost: t.transportCost.cost,
      splitGroupId: t.transportCostSplitGroup,
    })
    .from(t.transportCost)
    .innerJoin(company, eq(company.id, t.transportCost.sellerCompanyId))
    .where(eq(t.transportCostDocument, documentId))
    .orderBy(asc(t.transportCost.id));
  const transporters =
    costs.length === 0
      ? []
      : await db
          .select({
            transportCostId: t.transportCostTransporter.transportCostId,
            id: transporter.id,
            name: transporter.name,
          })
          .from(t.transportCostTransporter)
          .innerJoin(transporter, eq(transporter.id, t.transportCostTransporter.transporterId))
          .where(
            inArray(
              t.transportCostTransporter.transportCostId,
              costs.map((cost) => cost.id),
            ),
          )
          .orderBy(asc(transporter.name));
  const transportersOf = groupBy(transporters, (entry) => entry.transportCostId);
  return costs.map((cost) => ({
    ...cost,
    transporters: (transportersOf.get(cost.id) ?? []).map(named),
  }));
}

// ——— A save's writes ———

/** Which of these companies are sellers, and which discount types and transporters exist. */
export async function referenceFacts(
  db: DatabaseExecutor,
  companyIds: readonly number[],
  discountIds: readonly number[],
  transporterIds: readonly number[],
) {
  const sellers =
    companyIds.length === 0
      ? []
      : await db
          .select({ id: company.id })
          .from(company)
          .where(
            and(inArray(company.id, [...companyIds]), eq(company.companyTypeId, CompanyType.ids.SELLER)),
          );
  const discounts =
    discountIds.length === 0
      ? []
      : await db
          .select({ id: discount.id })
          .from(discount)
          .where(inArray(discount.id, [...discountIds]));
  const transporters =
    transporterIds.length === 0
      ? []
      : await db
          .select({ id: transporter.id })
          .from(transporter)
          .where(inArray(transporter.id, [...transporterIds]));
  return {
    sellerIds: new Set(sellers.map((row) => row.id)),
    discountIds: new Set(discounts.map((row) => row.id)),
    transporterIds: new Set(transporters.map((row) => row.id)),
  };
}

/** The specs of these lines, in their order. */
export async function findLineSpecIds(
  db: DatabaseExecutor,
  t: PricedDocumentTables,
  itemIds: readonly number[],
) {
  if (itemIds.length === 0) return [];
  return db
    .select({ itemId: t.itemSpec.itemId, productSizeId: t.itemSpec.productSizeId })
    .from(t.itemSpec)
    .where(inArray(t.itemSpec.itemId, [...itemIds]))
    .orderBy(asc(t.itemSpec.itemId), asc(t.itemSpec.position));
}

/** Lines deleted (specs and alternates go by cascade), in one statement. */
export async function deleteLines(
  db: DatabaseExecutor,
  t: PricedDocumentTables,
  documentId: number,
  itemIds: readonly number[],
) {
  if (itemIds.length === 0) return;
  await db.delete(t.item).where(and(eq(t.itemDocument, documentId), inArray(t.item.id, [...itemIds])));
}

/** Status moves, one statement per target status. */
export async function moveLines(
  db: DatabaseExecutor,
  t: PricedDocumentTables,
  documentId: number,
  moves: ReadonlyMap<number, number>,
) {
  for (const [statusId, entries] of groupBy([...moves], ([, to]) => to)) {
    await db
      .update(t.item)
      .set({ statusId, updatedAt: new Date() })
      .where(
        and(
          eq(t.itemDocument, documentId),
          inArray(
            t.item.id,
            entries.map(([id]) => id),
          ),
        ),
      );
  }
}

/** A line's sourcing as a save writes it: the shared columns, and its kind's seller (or sub-order) and stock. */
export interface SourcingWrite extends UnitPrices {
  readonly id: number;
  readonly quantity: number | null;
  readonly sellerContacted: boolean;
  /** The kind's seller column: a quote line's seller, an order item's sub-order. */
  readonly owner: number | null;
  /** The kind's stock column: a quote line's inventory available, an order item's inventory secured. */
  readonly stock: boolean;
}

/** The lines' sourcing: one statement per 500 lines, prices computed here (decision 148, never the client's). */
export async function writeSourcing(
  db: DatabaseExecutor,
  t: PricedDocumentTables,
  documentId: number,
  items: readonly SourcingWrite[],
) {
  const owner = sql.identifier(t.sourcing.owner);
  const stock = sql.identifier(t.sourcing.stock);
  for (let start = 0; start < items.length; start += CHUNK) {
    const values = items.slice(start, start + CHUNK).map((item) => {
      const prices = resolvePrices(item);
      const money = lineMoney({ quantity: item.quantity, ...prices });
      return sql`(${item.id}::bigint, ${item.owner}::int, ${prices.sellerUnitPrice}::numeric,
        ${prices.markupRate}::numeric, ${prices.buyerUnitPrice}::numeric, ${cents(money.sellerPriceCents)}::numeric,
        ${cents(money.buyerPriceCents)}::numeric, ${item.sellerContacted}::boolean, ${item.stock}::boolean)`;
    });
    await db.execute(sql`update ${t.item} as item set
        ${owner} = v.owner, seller_unit_price = v.seller_unit_price, markup_rate = v.markup_rate,
        buyer_unit_price = v.buyer_unit_price, seller_price = v.seller_price, buyer_price = v.buyer_price,
        seller_contacted = v.seller_contacted, ${stock} = v.stock, updated_at = now()
      from (values ${sql.join(values, sql`, `)}) as v(id, owner, seller_unit_price, markup_rate,
        buyer_unit_price, seller_price, buyer_price, seller_contacted, stock)
      where item.id = v.id and item.${sql.identifier(t.itemDocument.name)} = ${documentId}`);
  }
}

export interface SubstituteWrite extends UnitPrices {
  readonly original: { readonly id: number; readonly sequenceNumber: number };
  readonly productId: number;
  readonly productSizeId: number;
  readonly quantity: number;
  /** null: the original's specs. */
  readonly specIds: readonly number[] | null;
  readonly sellerContacted: boolean;
  /** The kind's own columns of the new line (a quote line's seller and stock, an order item's sub-order and stock). */
  readonly columns: Readonly<Record<string, number | boolean | null>>;
}

/**
 * Substitutes inserted in one statement (status substituted, naming the line they replace, at its place in the
 * document), priced here, with their specs (the original's when none are given) in one more.
 */
export async function insertSubstitutes(
  db: DatabaseExecutor,
  t: PricedDocumentTables,
  documentId: number,
  substitutes: readonly SubstituteWrite[],
) {
  if (substitutes.length === 0) return;
  const originalSpecs = groupBy(
    await findLineSpecIds(
      db,
      t,
      substitutes.filter((substitute) => substitute.specIds === null).map(({ original }) => original.id),
    ),
    (spec) => spec.itemId,
  );
  const created: Array<{ id: number; replacesItemId: number | null }> = await db
    .insert(t.item)
    .values(
      substitutes.map((substitute) => {
        const prices = resolvePrices(substitute);
        const money = lineMoney({ quantity: substitute.quantity, ...prices });
        return {
          ...t.documentColumn(documentId),
          ...substitute.columns,
          sequenceNumber: substitute.original.sequenceNumber,
          productId: substitute.productId,
          productSizeId: substitute.productSizeId,
          quantity: substitute.quantity,
          statusId: ItemStatus.ids.SUBSTITUTED,
          replacesItemId: substitute.original.id,
          ...prices,
          sellerPrice: cents(money.sellerPriceCents),
          buyerPrice: cents(money.buyerPriceCents),
          sellerContacted: substitute.sellerContacted,
        } as typeof t.item.$inferInsert;
      }),
    )
    .returning({ id: t.item.id, replacesItemId: t.item.replacesItemId });
  const substituteOf = new Map(created.map((line) => [line.replacesItemId, line.id]));
  const specs = substitutes.flatMap(({ original, specIds }) => {
    const itemId = substituteOf.get(original.id);
    if (itemId === undefined) return [];
    const ids = specIds ?? (originalSpecs.get(original.id) ?? []).map((spec) => spec.productSizeId);
    return ids.map((productSizeId, position) => ({ itemId, productSizeId, position }));
  });
  if (specs.length > 0) await db.insert(t.itemSpec).values(specs);
}

/**
 * Each listed line's alternates replace its saved ones (decision 153): one delete, one insert of the alternates
 * and one of their specs, whatever the line count.
 */
export async function replaceAlternates(
  db: DatabaseExecutor,
  t: PricedDocumentTables,
  owners: ReadonlyArray<{ itemId: number; altItems: readonly AlternateWrite[] }>,
) {
  if (owners.length === 0) return;
  await db.delete(t.altItem).where(
    inArray(
      t.altItemOwner,
      owners.map((owner) => owner.itemId),
    ),
  );
  const rows = owners.flatMap((owner) =>
    owner.altItems.map((alternate) => ({ itemId: owner.itemId, alternate })),
  );
  if (rows.length === 0) return;
  const created: Array<{ id: number }> = await db
    .insert(t.altItem)
    .values(
      rows.map(({ itemId, alternate }) => ({
        ...t.altOwnerColumn(itemId),
        ...alternateColumns(alternate),
      })),
    )
    .returning({ id: t.altItem.id });
  const specs = alternateSpecRows(
    rows.map((row) => row.alternate),
    created,
  );
  if (specs.length > 0) await db.insert(t.altItemSpec).values(specs);
}

export interface ChargesWrite {
  readonly discounts: ReadonlyArray<{ discountId: number; amount: number }>;
  readonly transportCosts: ReadonlyArray<{
    transportTypeId: number;
    sellerCompanyId: number;
    cost: number;
    transporterIds: readonly number[];
  }>;
}

/**
 * The document's discount and transport-cost lists, replaced by the ones sent: four statements whatever their
 * length (a transport cost is one per seller, so its seller pairs the returned ids with its transporters).
 */
export async function replaceCharges(
  db: DatabaseExecutor,
  t: PricedDocumentTables,
  documentId: number,
  charges: ChargesWrite,
) {
  await db.delete(t.discount).where(eq(t.discountDocument, documentId));
  if (charges.discounts.length > 0) {
    await db.insert(t.discount).values(
      charges.discounts.map((entry) => ({
        ...t.documentColumn(documentId),
        discountId: entry.discountId,
        amount: entry.amount,
      })),
    );
  }
  // A seller's cost phasing split stays a share of its split (decision 202) through the replacement.
  const removed: Array<{ sellerCompanyId: number; splitGroupId: number | null }> = await db
    .delete(t.transportCost)
    .where(eq(t.transportCostDocument, documentId))
    .returning({ sellerCompanyId: t.transportCost.sellerCompanyId, splitGroupId: t.transportCostSplitGroup });
  if (charges.transportCosts.length === 0) return;
  const splitGroupOf = new Map(removed.map((row) => [row.sellerCompanyId, row.splitGroupId]));
  const created: Array<{ id: number; sellerCompanyId: number }> = await db
    .insert(t.transportCost)
    .values(
      charges.transportCosts.map((cost) => ({
        ...t.documentColumn(documentId),
        transportTypeId: cost.transportTypeId,
        sellerCompanyId: cost.sellerCompanyId,
        cost: cost.cost,
        ...(t.kind === 'order' ? { splitGroupId: splitGroupOf.get(cost.sellerCompanyId) ?? null } : {}),
      })),
    )
    .returning({ id: t.transportCost.id, sellerCompanyId: t.transportCost.sellerCompanyId });
  const costOf = new Map(created.map((row) => [row.sellerCompanyId, row.id]));
  const carriers = charges.transportCosts.flatMap((cost) => {
    const transportCostId = costOf.get(cost.sellerCompanyId);
    return transportCostId === undefined
      ? []
      : cost.transporterIds.map((transporterId) => ({ transportCostId, transporterId }));
  });
  if (carriers.length > 0) await db.insert(t.transportCostTransporter).values(carriers);
}

/** A line as an insert writes it: the columns every kind has, and the kind's own (`columns`). */
export interface LineInsert extends UnitPrices {
  /** Taken ahead (allocateIds), so the caller can pair it with the line it comes from. */
  readonly id: number;
  readonly sequenceNumber: number;
  readonly productId: number;
  readonly productSizeId: number;
  readonly quantity: number;
  readonly statusId: number;
  readonly sellerContacted: boolean;
  readonly replacesItemId?: number | null | undefined;
  /** The kind's own columns (an order item's sub-order, stock secured and quote line). */
  readonly columns: Readonly<Record<string, number | boolean | null>>;
}

/** Lines inserted, 500 a statement, each priced here at its quantity (decision 148, never the caller's prices). */
export async function insertLines(
  db: DatabaseExecutor,
  t: PricedDocumentTables,
  documentId: number,
  lines: readonly LineInsert[],
) {
  for (let start = 0; start < lines.length; start += CHUNK) {
    await db.insert(t.item).values(
      lines.slice(start, start + CHUNK).map(({ columns, ...line }) => {
        const money = lineMoney(line);
        return {
          ...t.documentColumn(documentId),
          ...columns,
          ...line,
          sellerPrice: cents(money.sellerPriceCents),
          buyerPrice: cents(money.buyerPriceCents),
        } as typeof t.item.$inferInsert;
      }),
    );
  }
}

// ——— Copying a document's lines' details and charges onto another's (placing an order from a quote) ———

/**
 * `count` ids of a serial column taken ahead of the insert, so children (specs, alternates) can name their new
 * parent in the same few statements instead of one round trip per row.
 */
export async function allocateIds(db: DatabaseExecutor, tableName: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = await db.execute(
    sql`select nextval(pg_get_serial_sequence(${tableName}, 'id'))::bigint as id from generate_series(1, ${count})`,
  );
  return rowsOf<{ id: string | number }>(result).map((row) => Number(row.id));
}

/**
 * The specs and alternates (with their specs) of `from`'s lines copied onto the `to` lines they became, by
 * (from line → to line): a few statements whatever the line count; lines not paired keep theirs.
 */
export async function copyLineDetails(
  db: DatabaseExecutor,
  from: PricedDocumentTables,
  to: PricedDocumentTables,
  fromDocumentId: number,
  toLineOf: ReadonlyMap<number, number>,
) {
  const pairs = [...toLineOf];
  for (let start = 0; start < pairs.length; start += CHUNK) {
    const values = pairs
      .slice(start, start + CHUNK)
      .map(([fromId, toId]) => sql`(${fromId}::bigint, ${toId}::bigint)`);
    await db.execute(sql`insert into ${to.itemSpec} (item_id, product_size_id, position)
      select pair.to_id, spec.product_size_id, spec.position
      from (values ${sql.join(values, sql`, `)}) as pair(from_id, to_id)
      join ${from.itemSpec} as spec on spec.item_id = pair.from_id`);
  }
  const source = await db
    .select({
      id: from.altItem.id,
      ownerId: from.altItemOwner,
      productId: from.altItem.productId,
      productSizeId: from.altItem.productSizeId,
      quantity: from.altItem.quantity,
      sellerCompanyId: from.altItem.sellerCompanyId,
      sellerUnitPrice: from.altItem.sellerUnitPrice,
      note: from.altItem.note,
      importSourceId: from.altItem.importSourceId,
      sourceItemId: from.altItem.sourceItemId,
    })
    .from(from.altItem)
    .innerJoin(from.item, eq(from.item.id, from.altItemOwner))
    .where(eq(from.itemDocument, fromDocumentId))
    .orderBy(asc(from.altItem.id));
  const copied = source.filter((altItem) => toLineOf.has(altItem.ownerId));
  if (copied.length === 0) return;
  const specs = await db
    .select({
      altItemId: from.altItemSpec.altItemId,
      productSizeId: from.altItemSpec.productSizeId,
      position: from.altItemSpec.position,
    })
    .from(from.altItemSpec)
    .innerJoin(from.altItem, eq(from.altItem.id, from.altItemSpec.altItemId))
    .innerJoin(from.item, eq(from.item.id, from.altItemOwner))
    .where(eq(from.itemDocument, fromDocumentId));
  const ids = await allocateIds(db, getTableName(to.altItem), copied.length);
  const newIdOf = new Map(copied.map((altItem, index) => [altItem.id, ids[index] as number]));
  for (let start = 0; start < copied.length; start += CHUNK) {
    await db.insert(to.altItem).values(
      copied.slice(start, start + CHUNK).map(({ id, ownerId, ...altItem }) => ({
        ...altItem,
        ...to.altOwnerColumn(toLineOf.get(ownerId) as number),
        id: newIdOf.get(id) as number,
      })),
    );
  }
  const specRows = specs.flatMap((spec) => {
    const altItemId = newIdOf.get(spec.altItemId);
    return altItemId === undefined ? [] : [{ ...spec, altItemId }];
  });
  for (let start = 0; start < specRows.length; start += CHUNK) {
    await db.insert(to.altItemSpec).values(specRows.slice(start, start + CHUNK));
  }
}

/** `from`'s discounts, and the transport costs of these sellers with their transporters, copied onto `to`. */
export async function copyCharges(
  db: DatabaseExecutor,
  from: { tables: PricedDocumentTables; documentId: number },
  to: { tables: PricedDocumentTables; documentId: number },
  sellerIds: readonly number[],
) {
  const [source, target] = [from.tables, to.tables];
  const documentOf = (column: { name: string }) => sql.identifier(column.name);
  await db.execute(sql`insert into ${target.discount} (${documentOf(target.discountDocument)}, discount_id, amount)
    select ${to.documentId}, discount_id, amount from ${source.discount}
    where ${documentOf(source.discountDocument)} = ${from.documentId} order by id`);
  if (sellerIds.length === 0) return;
  const sellers = sql.join(
    sellerIds.map((sellerId) => sql`${sellerId}`),
    sql`, `,
  );
  await db.execute(sql`insert into ${target.transportCost}
      (${documentOf(target.transportCostDocument)}, transport_type_id, seller_company_id, cost)
    select ${to.documentId}, transport_type_id, seller_company_id, cost from ${source.transportCost}
    where ${documentOf(source.transportCostDocument)} = ${from.documentId} and seller_company_id in (${sellers})
    order by id`);
  await db.execute(sql`insert into ${target.transportCostTransporter} (transport_cost_id, transporter_id)
    select cost.id, carrier.transporter_id
    from ${target.transportCost} as cost
    join ${source.transportCost} as quoted on quoted.${documentOf(source.transportCostDocument)} = ${from.documentId}
      and quoted.seller_company_id = cost.seller_company_id
    join ${source.transportCostTransporter} as carrier on carrier.transport_cost_id = quoted.id
    where cost.${documentOf(target.transportCostDocument)} = ${to.documentId}`);
}

// ——— Importing alternates (importQuote, decision 153) ———

const specSize = alias(productSize, 'import_spec_size');

/** Lines that stand for something: an original is history (its substitute is listed), a cancelled line is gone. */
const LISTED_LINE_STATUSES_NOT = [ItemStatus.ids.ORIGINAL, ItemStatus.ids.CANCELLED];

/** At most this many words of `search` are matched (each against the product's or the size's folded text). */
const MAX_SEARCH_WORDS = 6;

/**
 * Every word of `search` in the product's or the size's folded search text (the catalog's trigram indexes serve
 * `like '%word%'`); undefined when there is nothing to match.
 */
export function searchCondition(search: string | undefined): SQL | undefined {
  const words = normalizeSearchText(search).split(' ').filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) =>
      or(sql`${product.searchText} like ${`%${word}%`}`, sql`${productSize.searchText} like ${`%${word}%`}`),
    ),
  );
}

export interface ImportPageRequest {
  readonly page: number;
  readonly size: number;
  readonly search?: string | undefined;
}

/** One page of importable lines in the shape of an alternate, and the specs of its rows by owner. */
export interface ImportLines {
  readonly rows: ReadonlyArray<{
    sourceItemId: number;
    productId: number;
    productName: string;
    productSizeId: number;
    productSizeName: string;
    quantity: number | null;
    sellerCompanyId: number | null;
    sellerCompanyName: string | null;
    sellerUnitPrice: number | null;
  }>;
  readonly total: number;
  readonly isTotalCapped: boolean;
  readonly specs: ReadonlyArray<{ ownerId: number; id: number; name: string }>;
}

/**
 * A document's lines in sequence order, one page in the shape of an alternate, and their specs: two queries per
 * page whatever the document's size. An order item's seller is its sub-order's.
 */
export async function importLines(
  db: DatabaseExecutor,
  t: PricedDocumentTables,
  documentId: number,
  request: ImportPageRequest,
): Promise<ImportLines> {
  const where = and(
    eq(t.itemDocument, documentId),
    notInArray(t.item.statusId, LISTED_LINE_STATUSES_NOT),
    searchCondition(request.search),
  );
  const page = await pagedQuery(db, {
    page: request.page,
    size: request.size,
    matches: db
      .select({ one: sql`1` })
      .from(t.item)
      .innerJoin(product, eq(product.id, t.item.productId))
      .innerJoin(productSize, eq(productSize.id, t.item.productSizeId))
      .where(where),
    rows: (total) =>
      t
        .joinLineSeller(
          db
            .select({
              sourceItemId: t.item.id,
              productId: t.item.productId,
              productName: productDisplayName,
              productSizeId: t.item.productSizeId,
              productSizeName: productSize.name,
              quantity: t.item.quantity,
              sellerCompanyId: t.lineSellerId,
              sellerCompanyName: sql<string | null>`${lineSeller.name}`,
              sellerUnitPrice: t.item.sellerUnitPrice,
              total,
            })
            .from(t.item)
            .innerJoin(product, eq(product.id, t.item.productId))
            .innerJoin(productSize, eq(productSize.id, t.item.productSizeId))
            .$dynamic(),
        )
        .where(where),
    orderBy: [asc(t.item.sequenceNumber)],
    tieBreaker: asc(t.item.id),
  } satisfies PagedQueryRequest<PgSelect>);
  const specs =
    page.rows.length === 0
      ? []
      : await db
          .select({ ownerId: t.itemSpec.itemId, id: productSize.id, name: productSize.name })
          .from(t.itemSpec)
          .innerJoin(productSize, eq(productSize.id, t.itemSpec.productSizeId))
          .where(
            inArray(
              t.itemSpec.itemId,
              page.rows.map((row) => row.sourceItemId),
            ),
          )
          .orderBy(asc(t.itemSpec.position));
  return { ...page, specs };
}

/** The catalog's product items (product + size + specs), by product name then size in natural order. */
export async function inventoryLines(db: DatabaseExecutor, request: ImportPageRequest): Promise<ImportLines> {
  const where = searchCondition(request.search);
  const page = await pagedQuery(db, {
    page: request.page,
    size: request.size,
    matches: db
      .select({ one: sql`1` })
      .from(productItem)
      .innerJoin(product, eq(product.id, productItem.productId))
      .innerJoin(productSize, eq(productSize.id, productItem.productSizeId))
      .where(where),
    rows: (total) =>
      db
        .select({
          sourceItemId: productItem.id,
          productId: productItem.productId,
          productName: productDisplayName,
          productSizeId: productItem.productSizeId,
          productSizeName: productSize.name,
          quantity: sql<number | null>`null`,
          sellerCompanyId: sql<number | null>`null`,
          sellerCompanyName: sql<string | null>`null`,
          sellerUnitPrice: sql<number | null>`null`,
          total,
        })
        .from(productItem)
        .innerJoin(product, eq(product.id, productItem.productId))
        .innerJoin(productSize, eq(productSize.id, productItem.productSizeId))
        .where(where)
        .$dynamic(),
    orderBy: [asc(sql`lower(${product.latinName})`), asc(productSize.nameSortKey)],
    tieBreaker: asc(productItem.id),
  } satisfies PagedQueryRequest<PgSelect>);
  const specs =
    page.rows.length === 0
      ? []
      : await db
          .select({ ownerId: productItemSpec.productItemId, id: specSize.id, name: specSize.name })
          .from(productItemSpec)
          .innerJoin(specSize, eq(specSize.id, productItemSpec.specId))
          .where(
            inArray(
              productItemSpec.productItemId,
              page.rows.map((row) => row.sourceItemId),
            ),
          )
          .orderBy(asc(specSize.nameSortKey), asc(specSize.id));
  return { ...page, specs };
}
