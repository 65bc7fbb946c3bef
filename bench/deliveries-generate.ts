/**
 * Order deliveries at scale for the Delivery Table bench (issue 38 Performance: 20,000 deliveries / 100,000 stops;
 * docs/decisions/221-delivery-bench-data.md), written with set-based SQL on top of the orders orders-generate.ts
 * wrote, as that generator does: three deliveries in four carry one order (its three sellers' pickups and its
 * drop-off: four stops), the fourth carries two (eight stops), so 20,000 deliveries make 100,000 stops over
 * 25,000 orders; every item of an order is picked up and dropped off (stop items), one truck each. Statuses,
 * tracking, flags, owners, dates, fill rates, weights and distances are spread by arithmetic on the number (the
 * same data every run), and the Delivery Table's roll-ups (decisions 207, 212) are then computed from the stops by
 * the rules refreshDeliveryRollups applies, so the stored columns agree with the stops.
 */
import { foldedSqlText } from '../apps/server/src/db/search-fold';

export interface GenerateDeliveriesOptions {
  /** How many order deliveries (20,000); needs 1.25 generated orders each. */
  readonly deliveries: number;
  /** Progress lines ('stops: 2.1 s'); silent when absent. */
  readonly log?: (line: string) => void;
}

export interface GenerateDeliveriesResult {
  readonly deliveries: number;
  readonly stops: number;
  readonly stopItems: number;
}

/** The generated deliveries' numbers start here (D-3000001…), far above the demo's. */
const FIRST_NUMBER = 3_000_000;
/** orders-generate.ts numbers its orders above this. */
const GENERATED_ORDERS_FROM = 5_000_000;

/** A statement on the bench's database (OrdersBench.query: each on a connection of its own). */
export type RunStatement = <T extends object>(text: string) => Promise<T[]>;

export async function generateDeliveries(
  query: RunStatement,
  options: GenerateDeliveriesOptions,
): Promise<GenerateDeliveriesResult> {
  const count = Math.max(1, Math.floor(options.deliveries));
  const step = async (name: string, statement: string) => {
    const startedAt = performance.now();
    await query(statement);
    options.log?.(`${name}: ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
  };
  const [available] = await query<{ orders: number }>(
    `select count(*)::int as orders from customer_order where order_number > ${GENERATED_ORDERS_FROM}`,
  );
  const needed = count + Math.floor(count / 4);
  if ((available?.orders ?? 0) < needed) {
    throw new Error(
      `${count} deliveries need ${needed} generated orders; run with --orders ${needed} or more`,
    );
  }

  // Which orders each delivery carries: one, or two for every fourth (k, j → the next generated order).
  await step(
    'delivery orders',
    `create unlogged table bench_delivery_order as
     with slots as (
       select k, j, row_number() over (order by k, j) as rn
       from generate_series(1, ${count}) as k
         cross join lateral generate_series(1, case when k % 4 = 0 then 2 else 1 end) as j),
     orders as (
       select id, row_number() over (order by id) as rn from customer_order where order_number > ${GENERATED_ORDERS_FROM})
     select slots.k, slots.j, orders.id as order_id from slots join orders using (rn)`,
  );
  await step(
    'deliveries',
    `insert into delivery (delivery_number, record_type, version, status_id, republished, starts_at,
       logistic_owner_user_id, route_distance_m, route_duration_s, created_by_user_id, created_at, updated_at)
     select ${FIRST_NUMBER} + k, 4, 1 + k % 5, case when k % 3 = 0 then 1 else 2 end, k % 3 <> 0 and k % 17 = 0,
       case when k % 3 = 0 then null else timestamptz '2026-01-05 12:00:00+00' + (k % 700) * interval '1 day' end,
       case when k % 9 = 0 then null else staff.ids[1 + (k * 5) % cardinality(staff.ids)] end,
       case when k % 7 = 0 then null else 8000 + (k * 7919) % 420000 end,
       case when k % 7 = 0 then null else 900 + (k * 131) % 18000 end,
       staff.ids[1 + k % cardinality(staff.ids)],
       timestamptz '2025-06-01 00:00:00+00' + k * interval '15 minutes',
       timestamptz '2025-06-01 00:00:00+00' + k * interval '15 minutes'
     from generate_series(1, ${count}) as k,
       (select array_agg(id order by id) as ids from app_user where role_id in (3, 4, 9)) as staff`,
  );
  await query(
    `select setval('delivery_number_seq', greatest((select max(delivery_number) from delivery), 1001))`,
  );
  await step(
    'vehicles',
    `insert into delivery_vehicle (delivery_id, position, cost, tracking_status_id, late_delivery, transport_type_id,
       transporter_id, truck_type_id, truck_sub_type_id, truck_length_id, billed, weight_status_id, weight_lb,
       fill_rate_status_id, fill_rate, created_at, updated_at)
     select d.id, 1, 450 + (k * 37) % 2500,
       case when d.status_id = 1 then 1 + k % 2 else 1 + k % 5 end,
       k % 11 = 0, 2, carriers.ids[1 + k % cardinality(carriers.ids)],
       l.vehicle_type_id, l.truck_sub_type_id, l.id, d.status_id = 2 and k % 4 = 0,
       1, 2000 + (k * 613) % 38000, 1, round((5 + (k * 29) % 86) / 100.0, 4),
       d.created_at, d.created_at
     from delivery as d
       cross join lateral (select d.delivery_number - ${FIRST_NUMBER} as k) as n
       cross join (select array_agg(id order by id) as ids from transporter) as carriers
       cross join lateral (
         select len.id, len.truck_sub_type_id, sub.vehicle_type_id from truck_sub_type_length len
           join truck_sub_type sub on sub.id = len.truck_sub_type_id
         order by len.id offset (n.k % 20) limit 1) as l
     where d.delivery_number > ${FIRST_NUMBER}`,
  );
  // Per carried order: a pickup per sub-order (its seller's address), then the order's drop-off at its job site.
  await step(
    'stops',
    `insert into delivery_stop (delivery_id, vehicle_id, sequence_number, is_drop_off, delivery_date,
       delivery_time_id, tracking_status_id, seller_company_id, order_id, address, latitude, longitude,
       created_at, updated_at)
     select d.id, v.id, (bdo.j - 1) * 4 + stop.n, stop.n = 4,
       date '2026-01-05' + (bdo.k % 700) + case when stop.n = 4 then 1 else 0 end,
       (select min(id) from delivery_time),
       case when d.status_id = 1 then null when stop.n = 4 then 1 else 1 + bdo.k % 4 end,
       case when stop.n = 4 then null else so.seller_company_id end,
       bdo.order_id,
       case when stop.n = 4 then 'Job site ' || bdo.order_id else seller.address end,
       45.3 + (bdo.k % 100) / 100.0, -73.9 + (bdo.k % 60) / 100.0,
       d.created_at, d.created_at
     from bench_delivery_order as bdo
       join delivery as d on d.delivery_number = ${FIRST_NUMBER} + bdo.k
       join delivery_vehicle as v on v.delivery_id = d.id and v.position = 1
       cross join generate_series(1, 4) as stop(n)
       left join sub_order as so on so.order_id = bdo.order_id and so.sequence_number = stop.n and stop.n < 4
       left join company as seller on seller.id = so.seller_company_id
     where stop.n = 4 or so.id is not null`,
  );
  await step(
    'stop items',
    `insert into delivery_stop_item (delivery_id, stop_id, is_drop_off, order_item_id)
     select s.delivery_id, s.id, false, oi.id
       from delivery_stop s join sub_order so on so.order_id = s.order_id and so.seller_company_id = s.seller_company_id
         join order_item oi on oi.sub_order_id = so.id
       where not s.is_drop_off and s.delivery_id in (select id from delivery where delivery_number > ${FIRST_NUMBER})
     union all
     select s.delivery_id, s.id, true, oi.id
       from delivery_stop s join order_item oi on oi.order_id = s.order_id
       where s.is_drop_off and s.delivery_id in (select id from delivery where delivery_number > ${FIRST_NUMBER})`,
  );
  await step(
    'owners',
    `insert into delivery_owner (delivery_id, user_id, kind)
     select distinct s.delivery_id, o.owner_user_id, 1::smallint
       from delivery_stop s join customer_order o on o.id = s.order_id
       where o.owner_user_id is not null
         and s.delivery_id in (select id from delivery where delivery_number > ${FIRST_NUMBER})
     union
     select d.id, staff.ids[1 + (d.delivery_number * 7) % cardinality(staff.ids)], 2::smallint
       from delivery d, (select array_agg(id order by id) as ids from app_user where role_id in (3, 4, 9)) as staff
       where d.delivery_number > ${FIRST_NUMBER} and d.delivery_number % 3 = 0
     on conflict do nothing`,
  );
  await step(
    'analyze',
    'analyze delivery, delivery_vehicle, delivery_stop, delivery_stop_item, delivery_owner',
  );
  // The roll-ups as refreshDeliveryRollups and refreshDeliveryFilterRollups compute them.
  const folded = foldedSqlText(`'OR-' || o.order_number || ' ' || o.job_name || ' ' || b.name`);
  await step(
    'delivery roll-ups',
    `update delivery as d set
       fill_rate = v.fill_rate, weight_lb = v.weight_lb,
       tracking_status_id = v.tracking_status_id, late_delivery = v.late_delivery, billed = v.billed,
       first_stop_date = t.first_stop_date, stop_count = t.stop_count, item_count = t.item_count,
       country_id = t.country_id, search_text = t.search_text,
       seller_company_ids = t.seller_ids, buyer_company_ids = t.buyer_ids,
       owner_user_ids = coalesce(w.owners, '{}'), cos_owner_user_ids = coalesce(w.cos_owners, '{}')
     from delivery_vehicle as v,
       lateral (select min(s.delivery_date) as first_stop_date, count(*)::smallint as stop_count,
           (select count(*) from delivery_stop_item i where i.delivery_id = v.delivery_id and not i.is_drop_off)::int
             as item_count,
           case when count(distinct o.country_id) filter (where s.is_drop_off) = 1
             then min(o.country_id) filter (where s.is_drop_off) end as country_id,
           coalesce(string_agg(distinct ${folded}, ' '), '') as search_text,
           coalesce(array_agg(distinct s.seller_company_id order by s.seller_company_id)
             filter (where s.seller_company_id is not null), '{}') as seller_ids,
           coalesce(array_agg(distinct o.buyer_company_id order by o.buyer_company_id), '{}') as buyer_ids
         from delivery_stop s join customer_order o on o.id = s.order_id join company b on b.id = o.buyer_company_id
         where s.delivery_id = v.delivery_id) as t,
       lateral (select array_agg(user_id order by user_id) filter (where kind = 1) as owners,
           array_agg(user_id order by user_id) filter (where kind = 2) as cos_owners
         from delivery_owner where delivery_id = v.delivery_id) as w
     where v.delivery_id = d.id and v.position = 1 and d.delivery_number > ${FIRST_NUMBER}`,
  );
  await step(
    'vacuum analyze',
    'vacuum analyze delivery, delivery_vehicle, delivery_stop, delivery_stop_item, delivery_owner',
  );
  // A visibility map as a database in service has (decision 223: the sorts' indexes are walked index-only). A
  // vacuum marks no page all-visible while an older snapshot is open (an automatic analyze of the rows just
  // written, say): vacuum the delivery again until its pages are, for at most half a minute.
  for (let attempt = 1; attempt <= 15; attempt += 1) {
    const [visible] = await query<{ share: number }>(
      `select relallvisible::float / greatest(relpages, 1) as share from pg_class where relname = 'delivery'`,
    );
    const share = Number(visible?.share ?? 0);
    if (share >= 0.99 || attempt === 15) {
      options.log?.(`delivery pages all-visible: ${(share * 100).toFixed(0)} %`);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await query('vacuum delivery');
  }
  await query('drop table bench_delivery_order');
  const [counted] = await query<{ deliveries: number; stops: number; items: number }>(
    `select (select count(*)::int from delivery where delivery_number > ${FIRST_NUMBER}) as deliveries,
      (select count(*)::int from delivery_stop s join delivery d on d.id = s.delivery_id
        where d.delivery_number > ${FIRST_NUMBER}) as stops,
      (select count(*)::int from delivery_stop_item i join delivery d on d.id = i.delivery_id
        where d.delivery_number > ${FIRST_NUMBER}) as items`,
  );
  return { deliveries: counted?.deliveries ?? 0, stops: counted?.stops ?? 0, stopItems: counted?.items ?? 0 };
}
