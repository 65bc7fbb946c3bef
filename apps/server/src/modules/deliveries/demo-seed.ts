import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  COUNTED_ITEM_STATUS_IDS,
  LOAD_WARNING_SHARE,
  DeliveryMethod,
  DeliveryStatus,
  DeliveryTrackingStatus,
  Role,
  StopTrackingStatus,
  UserStatus,
  updateDeliverySchema,
  type ConstructedQuote,
  type OrderDelivery,
  type OrderItem,
  type OrderRecord,
  type UpdateDelivery,
} from '@portal/contracts';
import type { Database } from '../../db/database';
import { appUser, productItem, truckSubType, truckSubTypeLength } from '../../db/schema';
import type { Actor } from '../../lib/unit-of-work';
import type { DeliveriesService } from './deliveries.service';
import { planTrucks } from './delivery-plan';

/**
 * The demo's deliveries (issue 38 'Demo data'; decision 212), made through the deliveries service as a planner
 * would, so every roll-up (weights, fill rates, the Delivery Table's columns, the orders' and sub-orders' delivery
 * state) is the service's own. The order demo calls it where its orders stand: the Planning Delivery order (and
 * the second phase split from it) gets a booked delivery carrying both phases' goods, republished, and drafts in
 * logistics and buyer draft; the Waiting-for-Delivery order gets, before it is published, one truck on route with
 * its pickups loaded and one delivered, late and billed.
 */

export interface DemoDeliverySeedServices {
  readonly db: Database;
  readonly deliveries: DeliveriesService;
}

type Stage = 'planning' | 'waiting';

/** A day from the seed's day, as the pickers write it. */
function dayFrom(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The reference data's longest truck (the largest payload), so the demo loads pass the checks. */
async function demoTruck(db: Database) {
  const [row] = await db
    .select({
      id: truckSubTypeLength.id,
      subTypeId: truckSubType.id,
      typeId: truckSubType.vehicleTypeId,
      deckAreaSqFt: truckSubTypeLength.deckAreaSqFt,
      maxPayloadLb: truckSubTypeLength.maxPayloadLb,
    })
    .from(truckSubTypeLength)
    .innerJoin(truckSubType, eq(truckSubType.id, truckSubTypeLength.truckSubTypeId))
    .orderBy(desc(truckSubTypeLength.maxPayloadLb), asc(truckSubTypeLength.id))
    .limit(1);
  return row ?? null;
}

type DemoTruck = NonNullable<Awaited<ReturnType<typeof demoTruck>>>;

interface TruckShare {
  /** The larger of its deck and payload shares of the demo truck. */
  readonly share: number;
  readonly weightLb: number | null;
}

/**
 * Each item's share of the demo truck, by its catalog figures: the larger of its deck and payload shares (plants
 * cube out before they weigh out, DOMAIN.md), so the planner keeps each truck's load within the checks' success.
 */
async function truckShares(
  db: Database,
  items: ReadonlyArray<Pick<OrderItem, 'id' | 'productId' | 'productSizeId'> & { quantity: number | null }>,
  truck: DemoTruck,
): Promise<Map<number, TruckShare>> {
  const figures =
    items.length === 0
      ? []
      : await db
          .select({
            productId: productItem.productId,
            productSizeId: productItem.productSizeId,
            weight: productItem.unitWeightLb,
            area: productItem.unitFloorSpaceSqft,
          })
          .from(productItem)
          .where(inArray(productItem.productId, [...new Set(items.map((item) => item.productId))]));
  const byItem = new Map(figures.map((row) => [`${row.productId}:${row.productSizeId}`, row]));
  return new Map(
    items.map((item) => {
      const found = byItem.get(`${item.productId}:${item.productSizeId}`);
      const quantity = item.quantity ?? 0;
      const weightLb = found?.weight == null ? null : quantity * found.weight;
      const deck = (quantity * (found?.area ?? 0)) / truck.deckAreaSqFt;
      return [item.id, { share: Math.max(deck, (weightLb ?? 0) / truck.maxPayloadLb), weightLb }];
    }),
  );
}

/**
 * How many trucks a planner sends for these items (at least `fewest`): the fewest with which the service's own
 * split (planTrucks) keeps every truck's load within the checks' success.
 */
function trucksFor(
  items: ReadonlyArray<{ item: OrderItem; orderId: number }>,
  shares: ReadonlyMap<number, TruckShare>,
  fewest: number,
): number {
  const planned = items.map(({ item, orderId }) => ({
    id: item.id,
    pickupKey: `${orderId}:${item.sellerCompanyId}`,
    weightLb: shares.get(item.id)?.weightLb ?? null,
  }));
  for (let count = Math.min(fewest, items.length); count < items.length; count += 1) {
    const fits = planTrucks(planned, count).every(
      (truck) =>
        truck.reduce((sum, item) => sum + (shares.get(item.id)?.share ?? 0), 0) <= LOAD_WARNING_SHARE,
    );
    if (fits) return count;
  }
  return items.length;
}

/** Two active operations staff: the logistic owner and a co-owner. */
async function demoPlanners(db: Database): Promise<number[]> {
  const rows = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(eq(appUser.roleId, Role.ids.OPERATIONS), eq(appUser.statusId, UserStatus.ids.ACTIVE)))
    .orderBy(asc(appUser.id))
    .limit(2);
  return rows.map((row) => row.id);
}

const countedItems = (order: OrderRecord) =>
  order.items.filter((item) => COUNTED_ITEM_STATUS_IDS.includes(item.statusId));

export async function seedDemoDeliveries(
  services: DemoDeliverySeedServices,
  actor: Actor,
  stage: Stage,
  orders: readonly OrderRecord[],
): Promise<OrderDelivery[]> {
  const { db, deliveries } = services;
  const truck = await demoTruck(db);
  if (!truck) return [];
  const [logisticOwner, coOwner] = await demoPlanners(db);

  /** The planner's whole-truck save: the truck, the staff, every stop dated, then what `extra` adds. */
  async function save(
    found: OrderDelivery,
    firstDay: number,
    extra: Partial<UpdateDelivery> = {},
    stop: (stop: OrderDelivery['deliveryVehicles'][number]['deliveryStops'][number]) => object = () => ({}),
  ): Promise<OrderDelivery> {
    const body = updateDeliverySchema.parse({
      id: found.id,
      truckTypeId: truck?.typeId,
      truckSubTypeId: truck?.subTypeId,
      truckLengthId: truck?.id,
      logisticOwnerUserId: logisticOwner ?? null,
      cosOwnerUserIds: coOwner === undefined ? [] : [coOwner],
      deliveryStops: found.deliveryVehicles[0]?.deliveryStops.map((row) => ({
        id: row.id,
        sequenceNumber: row.sequenceNumber,
        deliveryDate: dayFrom(row.dropOff ? firstDay + 1 : firstDay),
        deliveryTimeId: 1,
        ...stop(row),
      })),
      ...extra,
    });
    return deliveries.update(actor, 'order', body, found.version);
  }

  const made: OrderDelivery[] = [];
  if (stage === 'planning') {
    const [first, second] = orders;
    if (!first) return [];
    const firstItems = countedItems(first);
    const phasedSeller = second ? countedItems(second)[0]?.sellerCompanyId : firstItems[0]?.sellerCompanyId;
    // One truck carries both phases' goods from the phased item's seller: two orders' stops on one delivery —
    // as much of the first phase's goods as the truck takes within the checks' success; the rest on the drafts.
    const shared = second ? countedItems(second) : [];
    const fromFirst = firstItems.filter((item) => item.sellerCompanyId === phasedSeller);
    const shares = await truckShares(db, [...shared, ...fromFirst], truck);
    let load = shared.reduce((sum, item) => sum + (shares.get(item.id)?.share ?? 0), 0);
    for (const item of fromFirst) {
      const share = shares.get(item.id)?.share ?? 0;
      if (shared.length > 0 && load + share > LOAD_WARNING_SHARE) continue;
      shared.push(item);
      load += share;
    }
    const rest = firstItems.filter((item) => !shared.includes(item));
    if (shared.length > 0) {
      const [created] = await deliveries.create(actor, 'order', { itemIds: shared.map((item) => item.id) });
      if (created) {
        const saved = await save(created, 5, { comment: 'Both phases from one nursery: one truck.' });
        const booked = await deliveries.changeStatus(
          actor,
          saved.id,
          DeliveryStatus.ids.BOOKED,
          saved.version,
        );
        // The buyer moved the date: published again, the carrier told (spec 000 §4 republish).
        made.push(await save(booked, 6, { deliveryStatusId: DeliveryStatus.ids.BOOKED, republish: true }));
      }
    }
    if (rest.length > 0) {
      const drafts = await deliveries.create(actor, 'order', {
        itemIds: rest.map((item) => item.id),
        truckCount: trucksFor(
          rest.map((item) => ({ item, orderId: first.id })),
          await truckShares(db, rest, truck),
          2,
        ),
      });
      for (const [index, draft] of drafts.entries()) {
        // The second truck waits on the buyer's own planning (buyer draft).
        made.push(
          await save(
            draft,
            9 + index,
            index === 1 ? { deliveryTrackingStatusId: DeliveryTrackingStatus.ids.BUYER_DRAFT } : {},
          ),
        );
      }
    }
    return made;
  }

  const [order] = orders;
  if (!order) return [];
  const items = countedItems(order);
  if (items.length === 0) return [];
  const trucks = await deliveries.create(actor, 'order', {
    itemIds: items.map((item) => item.id),
    truckCount: trucksFor(
      items.map((item) => ({ item, orderId: order.id })),
      await truckShares(db, items, truck),
      2,
    ),
  });
  for (const [index, created] of trucks.entries()) {
    const delivered = index === 1;
    const saved = await save(created, delivered ? -3 : 0, delivered ? { lateDelivery: true } : {});
    const booked = await deliveries.changeStatus(actor, saved.id, DeliveryStatus.ids.BOOKED, saved.version);
    // On route with its pickups loaded; the other one delivered at the job site.
    let tracked = await save(
      booked,
      delivered ? -3 : 0,
      {
        deliveryTrackingStatusId: delivered
          ? DeliveryTrackingStatus.ids.DELIVERED
          : DeliveryTrackingStatus.ids.ON_ROUTE,
        ...(delivered ? { lateDelivery: true } : {}),
      },
      (row) => ({
        stopTrackingStatusId: row.dropOff
          ? delivered
            ? StopTrackingStatus.ids.DELIVERED
            : StopTrackingStatus.ids.BOOKED
          : StopTrackingStatus.ids.LOADED,
      }),
    );
    if (delivered) tracked = await deliveries.toggleBilled(actor, tracked.id);
    made.push(tracked);
  }
  return made;
}

/**
 * The demo's quote delivery (issue 38): the quote being sourced, a delivery quote, gets one truck for its sourced
 * lines (spec 001 §5: only lines whose sourcing is complete go on a truck), saved with the longest truck.
 */
export async function seedDemoQuoteDelivery(
  services: DemoDeliverySeedServices,
  actor: Actor,
  quote: ConstructedQuote,
): Promise<OrderDelivery | null> {
  if (quote.deliveryMethodId !== DeliveryMethod.ids.DELIVERY) return null;
  const sourced = quote.items.filter(
    (item) =>
      COUNTED_ITEM_STATUS_IDS.includes(item.statusId) &&
      item.sellerCompanyId !== null &&
      item.sellerUnitPrice !== null &&
      item.buyerUnitPrice !== null,
  );
  const truck = await demoTruck(services.db);
  if (sourced.length === 0 || !truck) return null;
  // The first truck: the sourced lines, in order, that it takes within the checks' success (the rest wait).
  const shares = await truckShares(services.db, sourced, truck);
  const loaded: number[] = [];
  let load = 0;
  for (const item of sourced) {
    const share = shares.get(item.id)?.share ?? 0;
    if (loaded.length > 0 && load + share > LOAD_WARNING_SHARE) continue;
    loaded.push(item.id);
    load += share;
  }
  const [created] = await services.deliveries.create(actor, 'quote', { quoteId: quote.id, itemIds: loaded });
  if (!created) return null;
  return services.deliveries.update(
    actor,
    'quote',
    updateDeliverySchema.parse({
      id: created.id,
      truckTypeId: truck.typeId,
      truckSubTypeId: truck.subTypeId,
      truckLengthId: truck.id,
      comment: 'Transport checked before the quote is published.',
    }),
    created.version,
  );
}

/**
 * A demo delivery quote's transport planned before it is published (spec 001 §5: every line on a delivery;
 * decision 209): its lines on no delivery yet go on trucks from the sellers to the job site — one truck per
 * seller, each pickup whole on its truck (`delivery-plan.ts`) — saved with the longest truck. Nothing for a pickup
 * quote or one whose lines are all planned. Answers the deliveries made.
 */
export async function seedDemoQuoteTransport(
  services: DemoDeliverySeedServices,
  actor: Actor,
  quote: ConstructedQuote,
): Promise<OrderDelivery[]> {
  if (quote.deliveryMethodId !== DeliveryMethod.ids.DELIVERY) return [];
  const truck = await demoTruck(services.db);
  if (!truck) return [];
  const planned = await services.deliveries.validateAssignment(quote.id);
  const unassigned = new Set(planned.unassignedQuoteItemIds);
  const lines = quote.items.filter((item) => unassigned.has(item.id));
  if (lines.length === 0) return [];
  const sellers = new Set(lines.map((item) => item.sellerCompanyId));
  const created = await services.deliveries.create(actor, 'quote', {
    quoteId: quote.id,
    itemIds: lines.map((item) => item.id),
    truckCount: sellers.size,
  });
  const saved: OrderDelivery[] = [];
  for (const found of created) {
    saved.push(
      await services.deliveries.update(
        actor,
        'quote',
        updateDeliverySchema.parse({
          id: found.id,
          truckTypeId: truck.typeId,
          truckSubTypeId: truck.subTypeId,
          truckLengthId: truck.id,
          comment: 'One truck from the nursery to the job site, priced before the quote is published.',
        }),
        found.version,
      ),
    );
  }
  return saved;
}
