import { and, asc, desc, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ORDER_LIST_MAX_OFFSET,
  subOrderNumberOfSearch,
  type SubOrderPartyFilterQuery,
  type SubOrderRowQuery,
} from '@portal/contracts';
import type { DatabaseExecutor } from '../../db/database';
import { containsSearchParameter, foldedContains } from '../../db/search-fold';
import type { ListTotals } from '../../lib/list-totals';
import {
  equalWhenSet,
  keyPageStatement,
  pagedByKeys,
  preparedPages,
  preparedRowsByIds,
  type PageStatementQuery,
} from '../../lib/paged-query';
import { appUser, company, customerOrder, province, subOrder, transporter } from '../../db/schema';

const ownerUser = alias(appUser, 'sub_order_owner_user');
const buyerCompany = alias(company, 'sub_order_buyer_company');
const sellerCompany = alias(company, 'sub_order_seller_company');

/**
 * A dashboard query as its key page takes it: the search read into its parameters — an order or sub-order number
 * (order number, phase, place), or a text.
 */
export type SubOrderKeyQuery = Omit<SubOrderRowQuery, 'search'> & {
  searchText?: string | undefined;
  orderNumber?: number | undefined;
  phaseNumber?: number | undefined;
  sequenceNumber?: number | undefined;
};

export function subOrderKeyQuery({ search, ...query }: SubOrderRowQuery): SubOrderKeyQuery {
  const text = search?.trim();
  if (!text) return query;
  const number = subOrderNumberOfSearch(text);
  if (number === undefined) return { ...query, searchText: text };
  return { ...query, ...number };
}

type SubOrderKeyShape = 'sortField' | 'sortOrder';

/**
 * The search: an order or sub-order number probes the sub-order's number index (order number, phase, place);
 * any other text is a contains match on the job text the sub-order copies from its order (decision 182): tested in
 * the sort's index under a common word, read from the sub-order's trigram index under a rare one (decision 181).
 */
function searchWhere(query: PageStatementQuery<SubOrderKeyQuery, SubOrderKeyShape>) {
  if (query.searchText !== undefined) return foldedContains(subOrder.searchText, query.searchText);
  return and(
    equalWhenSet(subOrder.orderNumber, query.orderNumber),
    equalWhenSet(subOrder.phaseNumber, query.phaseNumber),
    equalWhenSet(subOrder.sequenceNumber, query.sequenceNumber),
  );
}

/** Each filter is a column that leads an index of the sub-order (decision 151). */
function subOrderRowWhere(query: PageStatementQuery<SubOrderKeyQuery, SubOrderKeyShape>): SQL | undefined {
  return and(
    searchWhere(query),
    equalWhenSet(subOrder.sellerCompanyId, query.sellerCompanyId),
    equalWhenSet(subOrder.buyerCompanyId, query.buyerCompanyId),
    equalWhenSet(subOrder.statusId, query.statusId),
    equalWhenSet(subOrder.inventoryStatusId, query.inventoryStatusId),
    equalWhenSet(subOrder.deliveryStatusId, query.deliveryStatusId),
    equalWhenSet(subOrder.transporterId, query.transporterId),
  );
}

/**
 * The page's order, each matching an index of the sub-order: (order number, phase, place), (delivery status,
 * order number …), (first pick day, id), (first delivery day, id). The last key is the tie-break, unique with the
 * others. Undated rows come last ascending and first descending, as the indexes keep them.
 */
function sortOf(query: Pick<SubOrderRowQuery, 'sortField' | 'sortOrder'>): {
  orderBy: SQL[];
  tieBreaker: SQL;
} {
  const direction = query.sortOrder === 'desc' ? desc : asc;
  switch (query.sortField) {
    case 'subOrderNumber':
      return {
        orderBy: [direction(subOrder.orderNumber), direction(subOrder.phaseNumber)],
        tieBreaker: direction(subOrder.sequenceNumber),
      };
    case 'deliveryStatusId':
      return {
        orderBy: [
          direction(subOrder.deliveryStatusId),
          direction(subOrder.orderNumber),
          direction(subOrder.phaseNumber),
        ],
        tieBreaker: direction(subOrder.sequenceNumber),
      };
    case 'pickDate':
      return { orderBy: [direction(subOrder.pickDateFrom)], tieBreaker: direction(subOrder.id) };
    case 'deliveryDate':
      return { orderBy: [direction(subOrder.deliveryDateFrom)], tieBreaker: direction(subOrder.id) };
  }
}

const rowFields = {
  id: subOrder.id,
  orderId: subOrder.orderId,
  sequenceNumber: subOrder.sequenceNumber,
  orderNumber: subOrder.orderNumber,
  phaseNumber: subOrder.phaseNumber,
  ownerUserId: ownerUser.id,
  ownerFirstName: ownerUser.firstName,
  ownerLastName: ownerUser.lastName,
  ownerAvatarFileName: ownerUser.avatarFileName,
  orderStatusId: customerOrder.statusId,
  deliveryMethodId: customerOrder.deliveryMethodId,
  buyerCompanyId: subOrder.buyerCompanyId,
  buyerCompanyName: buyerCompany.name,
  jobName: customerOrder.jobName,
  referenceNumber: customerOrder.referenceNumber,
  provinceId: customerOrder.provinceId,
  provinceName: province.name,
  sellerCompanyId: subOrder.sellerCompanyId,
  sellerCompanyName: sellerCompany.name,
  transporterId: subOrder.transporterId,
  transporterName: transporter.name,
  deliveryAddress: customerOrder.deliveryAddress,
  city: customerOrder.city,
  postalCode: customerOrder.postalCode,
  itemCount: subOrder.itemCount,
  sellerContactedCount: subOrder.sellerContactedCount,
  inventorySecuredCount: subOrder.inventorySecuredCount,
  deliveryAssignedCount: subOrder.deliveryAssignedCount,
  deliveryNumber: subOrder.deliveryNumber,
  deliveryStatusId: subOrder.deliveryStatusId,
  statusId: subOrder.statusId,
  approxJobDate: customerOrder.approxJobDate,
  pickDateFrom: subOrder.pickDateFrom,
  pickDateTo: subOrder.pickDateTo,
  deliveryDateFrom: subOrder.deliveryDateFrom,
  deliveryDateTo: subOrder.deliveryDateTo,
  createdAt: subOrder.createdAt,
  comment: subOrder.comment,
  inventoryStatusId: subOrder.inventoryStatusId,
  billed: subOrder.billed,
  version: subOrder.version,
};

/** The row's select: the sub-order, and its order, companies, carrier, owner and province by key. */
function selectRows(db: DatabaseExecutor) {
  return db
    .select(rowFields)
    .from(subOrder)
    .innerJoin(customerOrder, eq(customerOrder.id, subOrder.orderId))
    .innerJoin(buyerCompany, eq(buyerCompany.id, subOrder.buyerCompanyId))
    .innerJoin(sellerCompany, eq(sellerCompany.id, subOrder.sellerCompanyId))
    .leftJoin(transporter, eq(transporter.id, subOrder.transporterId))
    .leftJoin(ownerUser, eq(ownerUser.id, customerOrder.ownerUserId))
    .leftJoin(province, eq(province.id, customerOrder.provinceId));
}

/**
 * The page's keys and its bounded total in one statement (decision 085's paged query) over the sub-order alone: an
 * index walk in the sort's order that stops after the page, or, when a filter needs a sort, a top-N sort of the
 * filter's rows found by its index. Nothing is joined here: joined before the limit, PostgreSQL would hash-join
 * every order to the filter's rows before sorting them (seen in the query-plan test). Prepared once per sort and
 * set of filters (decision 179).
 */
export const subOrderKeyPages = preparedPages<SubOrderKeyQuery, SubOrderKeyShape>()({
  name: 'sub-order-keys',
  shape: ['sortField', 'sortOrder'],
  sortFields: ['sortField', 'sortOrder'],
  parameters: { searchText: containsSearchParameter },
  maxOffset: ORDER_LIST_MAX_OFFSET,
  // A search is planned with its text (decision 181): how many rows match decides the plan.
  planPerValue: (query) => query.searchText !== undefined,
  statement: (db, query) => keyPageStatement(db, subOrder, subOrderRowWhere(query), sortOf(query)),
});

/** The page's rows by key: the sub-orders, and their order, companies, carrier, owner and province by key. */
export const subOrderRowsByIds = preparedRowsByIds('sub-order-rows', (db, ids) =>
  selectRows(db).where(sql`${subOrder.id} = any(${ids})`),
);

/**
 * One page of the dashboard: its keys and total (one statement on the sub-order's indexes), then its rows by key
 * (a second, of at most a page of primary-key probes), in the keys' order.
 */
export async function findSubOrderRowPage(db: DatabaseExecutor, query: SubOrderRowQuery, totals: ListTotals) {
  const keys = await subOrderKeyPages.page(db, subOrderKeyQuery(query), totals);
  return pagedByKeys(keys, (ids) => subOrderRowsByIds.rows(db, ids, totals.rows));
}

export type SubOrderRowRecord = Awaited<ReturnType<typeof subOrderRowsByIds.rows>>[number];

/** One sub-order as a dashboard row (GET subOrder/{id}, and the answer of its edits). */
export async function findSubOrderRow(
  db: DatabaseExecutor,
  id: number,
): Promise<SubOrderRowRecord | undefined> {
  const [row] = await selectRows(db).where(eq(subOrder.id, id));
  return row;
}

/** What an inline edit checks and logs: the editable fields as stored, and its order's status. */
export async function findSubOrderForEdit(db: DatabaseExecutor, id: number) {
  const [row] = await db
    .select({
      id: subOrder.id,
      orderId: subOrder.orderId,
      orderNumber: subOrder.orderNumber,
      phaseNumber: subOrder.phaseNumber,
      sequenceNumber: subOrder.sequenceNumber,
      orderStatusId: customerOrder.statusId,
      comment: subOrder.comment,
      pickDateFrom: subOrder.pickDateFrom,
      pickDateTo: subOrder.pickDateTo,
      deliveryDateFrom: subOrder.deliveryDateFrom,
      deliveryDateTo: subOrder.deliveryDateTo,
      billed: subOrder.billed,
    })
    .from(subOrder)
    .innerJoin(customerOrder, eq(customerOrder.id, subOrder.orderId))
    .where(eq(subOrder.id, id));
  return row;
}

/**
 * Flips the billed flag and raises the version in one statement (no read-then-write race between two clicks);
 * undefined when there is no such sub-order.
 */
export async function toggleSubOrderBilled(db: DatabaseExecutor, id: number) {
  const [row] = await db
    .update(subOrder)
    .set({
      billed: sql`not ${subOrder.billed}`,
      version: sql`${subOrder.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(subOrder.id, id))
    .returning({
      id: subOrder.id,
      orderId: subOrder.orderId,
      orderNumber: subOrder.orderNumber,
      phaseNumber: subOrder.phaseNumber,
      sequenceNumber: subOrder.sequenceNumber,
      billed: subOrder.billed,
    });
  return row;
}

// ——— The filters' choices ———

/** Transporters named on a sub-order, by name (the sub-order's transporter index, one probe each). */
export function findSubOrderTransporters(db: DatabaseExecutor) {
  return db
    .select({ id: transporter.id, name: transporter.name })
    .from(transporter)
    .where(
      exists(
        db
          .select({ one: sql`1` })
          .from(subOrder)
          .where(eq(subOrder.transporterId, transporter.id)),
      ),
    )
    .orderBy(asc(sql`lower(${transporter.name})`), asc(transporter.id));
}

/**
 * The buyer (seller) companies with a sub-order, by name, at most `size`: each an `exists` probe of the
 * sub-order's buyer (seller) index; a search narrows by the company's folded name and city (its trigram index).
 * The filter's current choice comes first, whatever the search, so the picker can name it after a reload.
 */
export function findSubOrderParties(
  db: DatabaseExecutor,
  side: 'buyer' | 'seller',
  query: SubOrderPartyFilterQuery,
) {
  const partyColumn = side === 'buyer' ? subOrder.buyerCompanyId : subOrder.sellerCompanyId;
  const search = query.search?.trim();
  const matching = search ? foldedContains(company.searchText, search) : undefined;
  const selected = query.selectedId === undefined ? undefined : eq(company.id, query.selectedId);
  const selectedFirst = selected === undefined ? [] : [desc(sql`${company.id} = ${query.selectedId}`)];
  return db
    .select({ id: company.id, name: company.name })
    .from(company)
    .where(
      and(
        matching !== undefined && selected !== undefined ? or(matching, selected) : matching,
        exists(
          db
            .select({ one: sql`1` })
            .from(subOrder)
            .where(eq(partyColumn, company.id)),
        ),
      ),
    )
    .orderBy(...selectedFirst, asc(sql`lower(${company.name})`), asc(company.id))
    .limit(query.size);
}
