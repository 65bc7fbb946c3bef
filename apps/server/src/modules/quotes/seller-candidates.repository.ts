import { sql, type SQL } from 'drizzle-orm';
import { CompanyType } from '@portal/contracts';
import type { DatabaseExecutor } from '../../db/database';
import { rowsOf } from '../../db/query-rows';
import { company, customerOrder, orderItem, quote, quoteItem, quoteRequest, subOrder } from '../../db/schema';
import { EARTH_RADIUS_METRES } from '../geo/geo-math';

export interface SellerCandidateRow {
  sellerCompanyId: number;
  sellerCompanyName: string;
  unitPrice: number;
  pricedAt: Date;
  sourceKind: 'quote' | 'order';
  sourceRecordId: number;
  /** The quote's number, or the order's number with `phaseNumber`. */
  recordNumber: number;
  phaseNumber: number;
  distanceMetres: number | null;
}

/** Whether the line exists (an empty candidate list and a missing line answer differently). */
export async function lineExists(db: DatabaseExecutor, quoteItemId: number): Promise<boolean> {
  const result = await db.execute(sql`select 1 from ${quoteItem} where ${quoteItem.id} = ${quoteItemId}`);
  return rowsOf(result).length > 0;
}

/**
 * Who can supply this line (issue 14; decision 154), in ONE statement: every priced offer of this product and
 * size — quote lines of other quotes with a seller and a seller unit price (the partial index
 * quote_item_candidates_index), and order items (order_item_product_index) — the latest per seller, with the
 * great-circle distance from the seller company's point to the job site (the quote request's delivery point; the
 * same haversine as geo-math.ts, on its Earth radius), nearest first, then cheapest, then by name.
 */
export function sellerCandidatesStatement(quoteItemId: number, limit: number): SQL {
  return sql`
    with line as (
      select item.quote_id, item.product_id, item.product_size_id, request.latitude, request.longitude
      from ${quoteItem} as item
        join ${quote} as owner on owner.id = item.quote_id
        join ${quoteRequest} as request on request.id = owner.quote_request_id
      where item.id = ${quoteItemId}
    ),
    offers as (
      select other.seller_company_id as seller_id, other.seller_unit_price as unit_price,
        other.updated_at as priced_at, 'quote' as source_kind, other.quote_id as record_id,
        offered.quote_number as record_number, 1 as phase_number, other.id as offer_id
      from line
        join ${quoteItem} as other on other.product_id = line.product_id
          and other.product_size_id = line.product_size_id and other.seller_company_id is not null
        join ${quote} as offered on offered.id = other.quote_id
      where other.quote_id <> line.quote_id and other.seller_unit_price is not null
      union all
      select sold.seller_company_id, item.seller_unit_price, item.updated_at, 'order', item.order_id,
        placed.order_number, placed.phase_number, item.id
      from line
        join ${orderItem} as item on item.product_id = line.product_id
          and item.product_size_id = line.product_size_id
        join ${subOrder} as sold on sold.id = item.sub_order_id
        join ${customerOrder} as placed on placed.id = item.order_id
      where item.seller_unit_price is not null
    ),
    latest as (
      select distinct on (seller_id) *
      from offers
      order by seller_id, priced_at desc, source_kind desc, offer_id desc
    )
    select latest.seller_id, seller.name as seller_name, latest.unit_price, latest.priced_at,
      latest.source_kind, latest.record_id, latest.record_number, latest.phase_number,
      case when seller.latitude is null or seller.longitude is null or line.latitude is null
          or line.longitude is null then null
        else 2 * ${EARTH_RADIUS_METRES}::double precision * asin(least(1, sqrt(
          power(sin(radians(line.latitude - seller.latitude) / 2), 2)
          + cos(radians(seller.latitude)) * cos(radians(line.latitude))
            * power(sin(radians(line.longitude - seller.longitude) / 2), 2))))
      end as distance_metres
    from latest
      join ${company} as seller on seller.id = latest.seller_id
        and seller.company_type_id = ${CompanyType.ids.SELLER}
      cross join line
    order by distance_metres asc nulls last, latest.unit_price asc, lower(seller.name) asc, seller.id asc
    limit ${limit}`;
}

export async function findSellerCandidates(
  db: DatabaseExecutor,
  quoteItemId: number,
  limit: number,
): Promise<SellerCandidateRow[]> {
  const result = await db.execute(sellerCandidatesStatement(quoteItemId, limit));
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    sellerCompanyId: Number(row.seller_id),
    sellerCompanyName: String(row.seller_name),
    unitPrice: Number(row.unit_price),
    pricedAt: row.priced_at instanceof Date ? row.priced_at : new Date(String(row.priced_at)),
    sourceKind: row.source_kind === 'order' ? 'order' : 'quote',
    sourceRecordId: Number(row.record_id),
    recordNumber: Number(row.record_number),
    phaseNumber: Number(row.phase_number),
    distanceMetres: row.distance_metres === null ? null : Number(row.distance_metres),
  }));
}
