import { Readable } from 'node:stream';
import { and, asc, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { OrderStatus, PictureType, saveOrderConstructionSchema, type OrderRecord } from '@portal/contracts';
import type { Database } from '../../db/database';
import { customerOrder, discount } from '../../db/schema';
import type { Actor } from '../../lib/unit-of-work';
import type { DeliveriesService } from '../deliveries/deliveries.service';
import { seedDemoDeliveries } from '../deliveries/demo-seed';
import type { EmailsService } from '../emails';
import type { OrderPicturesService } from '../order-pictures';
import { demoSeedActor } from '../quote-requests';
import type { OrderConstructionService } from './order-construction.service';
import type { OrderPhasingService } from './order-phasing.service';
import type { OrderStatusService } from './order-status.service';
import type { OrdersService } from './orders.service';
import type { SubOrderDashboardService } from './sub-order-dashboard.service';

/**
 * Where the order demo takes each order placed from a demo job (by its job name; decision 172): the Beaubien order
 * stays New Order; the others go, through the order services as staff would, to WIP (inventory half secured, a
 * picture asked), Planning Delivery (set up, pictures approved, split into a second phase, its purchase order
 * waiting in the outbox), Waiting for Delivery, Complete (invoiced, billed) and Cancelled.
 */
export type DemoOrderStage = 'wip' | 'planning' | 'waiting' | 'complete' | 'cancelled';

export const DEMO_ORDER_STAGES: Readonly<Record<string, DemoOrderStage>> = {
  'Domaine du Golf — entrée principale': 'wip',
  'Cégep Garneau — cour intérieure': 'planning',
  'Harbourfront Centre terrace': 'waiting',
  'Chalet Tremblant — aménagement': 'complete',
  'Kingston waterfront pathway': 'cancelled',
};

export interface DemoOrderSeedServices {
  readonly db: Database;
  readonly orders: OrdersService;
  readonly orderConstruction: OrderConstructionService;
  readonly orderStatus: OrderStatusService;
  readonly orderPictures: OrderPicturesService;
  readonly orderPhasing: OrderPhasingService;
  readonly subOrderDashboard: SubOrderDashboardService;
  readonly emails: EmailsService;
  /** The demo's deliveries (issue 38, decision 212), planned on the Planning and Waiting orders when given. */
  readonly deliveries?: DeliveriesService;
}

const O = OrderStatus.ids;

/** A day from the seed's day, as the pickers write it. */
function dayFrom(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A nursery photo stand-in: a small JPEG of foliage greens, made here so the demo carries no binary file. */
async function demoPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 58, g: 110, b: 62 } } })
    .composite([
      {
        input: {
          create: { width: 320, height: 240, channels: 3, background: { r: 121, g: 163, b: 84 } },
        },
        left: 160,
        top: 120,
      },
    ])
    .jpeg({ quality: 80 })
    .toBuffer();
}

export async function seedDemoOrders(services: DemoOrderSeedServices): Promise<void> {
  const { db, orders, orderConstruction, orderStatus } = services;
  const actor = await demoSeedActor(db);
  if (!actor) return;
  // Only orders nobody has touched since they were placed: the seed runs once.
  const candidates = await db
    .select({ id: customerOrder.id, jobName: customerOrder.jobName })
    .from(customerOrder)
    .where(
      and(
        eq(customerOrder.statusId, O.PENDING),
        eq(customerOrder.version, 1),
        eq(customerOrder.phaseNumber, 1),
        inArray(customerOrder.jobName, Object.keys(DEMO_ORDER_STAGES)),
      ),
    )
    .orderBy(asc(customerOrder.id));
  if (candidates.length === 0) return;
  const [firstDiscount] = await db
    .select({ id: discount.id })
    .from(discount)
    .orderBy(asc(discount.id))
    .limit(1);

  for (const candidate of candidates) {
    const stage = DEMO_ORDER_STAGES[candidate.jobName];
    let order = await orders.get(candidate.id);
    if (stage === 'cancelled') {
      await orderStatus.cancel(actor, order.id, order.version);
      continue;
    }
    order = await orderStatus.updateStatus(actor, { id: order.id, statusId: O.WIP }, order.version);
    if (stage === 'wip') {
      order = await source(services, actor, order, { securedShare: 0.5, deliveryFee: null });
      await askForPictures(services, actor, order, 1);
      continue;
    }
    order = await source(services, actor, order, {
      securedShare: 1,
      deliveryFee: 285,
      extraDiscount: stage === 'planning' && firstDiscount ? firstDiscount.id : null,
    });
    await planSubOrders(services, actor, order);
    await askForPictures(services, actor, order, order.items.length);
    await sendPictures(services, actor, order);
    order = await orders.get(order.id);
    order = await orderStatus.updateStatus(
      actor,
      { id: order.id, statusId: O.DELIVERY_PLANNING },
      order.version,
    );
    if (stage === 'planning') {
      // The buyer wants the trees first: half of the first item goes in a second phase.
      const [first] = order.items;
      if (first) {
        await services.orderPhasing.phase(
          actor,
          { id: order.id, newPhase: { items: [{ id: first.id, quantity: Math.ceil(first.quantity / 2) }] } },
          order.version,
        );
      }
      const [subOrder] = order.subOrders;
      if (subOrder) {
        await services.emails.send(actor, {
          orderNumber: order.formattedNumber,
          sellerCompanyId: subOrder.sellerCompanyId,
        });
      }
      if (services.deliveries) {
        const phases = await db
          .select({ id: customerOrder.id })
          .from(customerOrder)
          .where(eq(customerOrder.orderNumber, order.orderNumber))
          .orderBy(asc(customerOrder.phaseNumber));
        await seedDemoDeliveries(
          { db, deliveries: services.deliveries },
          actor,
          'planning',
          await Promise.all(phases.map((phase) => orders.get(phase.id))),
        );
      }
      continue;
    }
    // Publishing the deliveries is what moves an order to Waiting for Delivery (spec 001 §4 'Order publishing');
    // deliveries arrive with their own issue, so the demo makes that workflow move itself (decision 172).
    // The Waiting order's trucks are planned and booked first, as publishing its deliveries would (issue 38).
    if (stage === 'waiting' && services.deliveries) {
      await seedDemoDeliveries({ db, deliveries: services.deliveries }, actor, 'waiting', [order]);
    }
    await orderStatus.publish(actor, order.id);
    if (stage === 'complete') {
      order = await orders.get(order.id);
      order = await orderStatus.updateStatus(actor, { id: order.id, statusId: O.COMPLETE }, order.version);
      await orderConstruction.toggleInvoiced(actor, order.id);
      for (const subOrder of order.subOrders)
        await services.subOrderDashboard.toggleBilled(actor, subOrder.id);
    }
  }
}

/** Every item contacted, the first share secured, the transport costs as quoted, the delivery fee when given. */
async function source(
  { orderConstruction }: DemoOrderSeedServices,
  actor: Actor,
  order: OrderRecord,
  plan: { securedShare: number; deliveryFee: number | null; extraDiscount?: number | null },
): Promise<OrderRecord> {
  const secured = Math.ceil(order.items.length * plan.securedShare);
  const discounts = order.discounts.map((entry) => ({ discountId: entry.discountId, amount: entry.amount }));
  if (plan.extraDiscount && !discounts.some((entry) => entry.discountId === plan.extraDiscount)) {
    discounts.push({ discountId: plan.extraDiscount, amount: 120 });
  }
  return orderConstruction.save(
    actor,
    saveOrderConstructionSchema.parse({
      id: order.id,
      items: order.items.map((item, index) => ({
        id: item.id,
        sellerCompanyId: item.sellerCompanyId,
        sellerUnitPrice: item.sellerUnitPrice,
        markupRate: item.markupRate,
        buyerUnitPrice: null,
        sellerContacted: true,
        inventorySecured: index < secured,
      })),
      discounts,
      transportCosts: order.transportCosts.map((cost) => ({
        transportTypeId: cost.transportTypeId,
        sellerCompanyId: cost.sellerCompanyId,
        cost: cost.cost,
        transporterIds: cost.transporters.map((transporter) => transporter.id),
      })),
      buyerDeliveryFee: plan.deliveryFee,
    }),
    order.version,
  );
}

/** Actual pictures of the first `count` items, due before the pick-up. */
async function askForPictures(
  { orderPictures }: DemoOrderSeedServices,
  actor: Actor,
  order: OrderRecord,
  count: number,
): Promise<void> {
  const items = order.items.slice(0, count);
  if (items.length === 0) return;
  await orderPictures.saveRequests(actor, {
    orderId: order.id,
    entries: items.map((item) => ({
      action: 'request' as const,
      orderItemId: item.id,
      version: null,
      pictureTypeId: PictureType.ids.ACTUAL,
      pictureDueDate: dayFrom(4),
      note: 'Photo of the tagged plants in the yard, with a tape measure for the height.',
    })),
  });
}

/** The nurseries sent a photo of each item asked, and staff approved them. */
async function sendPictures(
  services: DemoOrderSeedServices,
  actor: Actor,
  order: OrderRecord,
): Promise<void> {
  const photo = await demoPhoto();
  for (const [index, item] of order.items.entries()) {
    async function* one() {
      yield { body: Readable.from([photo]), fileName: `${order.formattedNumber}-item-${index + 1}.jpg` };
    }
    await services.orderPictures.upload(actor, item.id, one());
  }
  const view = await services.orderPictures.get(order.id);
  const entries = view.items.flatMap((item) =>
    item.request
      ? [{ action: 'approve' as const, orderItemId: item.orderItemId, version: item.request.version }]
      : [],
  );
  if (entries.length > 0) await services.orderPictures.saveRequests(actor, { orderId: order.id, entries });
}

/** Pick-up and delivery days per seller, a day apart, inline as the SubOrder Dashboard sets them. */
async function planSubOrders(
  { subOrderDashboard }: DemoOrderSeedServices,
  actor: Actor,
  order: OrderRecord,
): Promise<void> {
  for (const [index, subOrder] of order.subOrders.entries()) {
    await subOrderDashboard.updateRow(actor, subOrder.id, subOrder.version, {
      pickDateFrom: dayFrom(6 + index),
      pickDateTo: dayFrom(6 + index),
      deliveryDateFrom: dayFrom(7 + index),
      deliveryDateTo: dayFrom(7 + index),
      comment: index === 0 ? 'Loading dock at the back; call 30 minutes ahead.' : undefined,
    });
  }
}
