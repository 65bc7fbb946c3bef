import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActionLogAction,
  ActionLogType,
  InventoryStatus,
  OrderStatus,
  PictureStatus,
  SubOrderStatus,
  type OrderRecord,
} from '@portal/contracts';
import { actionLog, customerOrder, outboundEmail } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { seedDemoQuoteRequests } from '../quote-requests';
import { seedDemoQuotes } from '../quotes/demo-seed';
import { seedDemoStandardizedQuotes } from '../standardized-quotes/demo-seed';
import { DEMO_ORDER_STAGES, seedDemoOrders } from './demo-seed';

let testApp: TestApp;
let storageDirectory: string;

/** The bootstrap's seeds in their order, with the app's services (as `npm start` runs them). */
async function runSeeds() {
  const services = { ...testApp.app.services, db: testApp.database.db };
  await seedDemoQuoteRequests(services);
  await seedDemoStandardizedQuotes(services);
  await seedDemoQuotes(services);
  await seedDemoOrders(services);
}

async function ordersOf(jobName: string): Promise<OrderRecord[]> {
  const rows = await testApp.database.db
    .select({ id: customerOrder.id })
    .from(customerOrder)
    .where(eq(customerOrder.jobName, jobName))
    .orderBy(asc(customerOrder.phaseNumber));
  return Promise.all(rows.map((row) => testApp.app.services.orders.get(row.id)));
}

async function orderOf(jobName: string): Promise<OrderRecord> {
  const [order] = await ordersOf(jobName);
  if (!order) throw new Error(`no order for ${jobName}`);
  return order;
}

beforeAll(async () => {
  storageDirectory = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-order-demo-'));
  testApp = await createTestApp({ STORAGE_DIR: storageDirectory, JOB_CONCURRENCY: '0' });
  await runSeeds();
});
afterAll(async () => {
  await testApp.close();
  await fs.rm(storageDirectory, { recursive: true, force: true });
});

describe('the order demo seed (issue 15, decision 172)', () => {
  it('shows an order in every order status of spec 001 §4', async () => {
    const rows = await testApp.database.db.select({ statusId: customerOrder.statusId }).from(customerOrder);
    const statuses = new Set(rows.map((row) => row.statusId));
    for (const status of OrderStatus.options) expect(statuses.has(status.id), status.label).toBe(true);
    expect((await orderOf('Résidence Beaubien — aménagement paysager')).statusId).toBe(
      OrderStatus.ids.PENDING,
    );
  });

  it('leaves the WIP order half secured, every item contacted, a picture asked and no delivery fee', async () => {
    const order = await orderOf('Domaine du Golf — entrée principale');
    expect(order.statusId).toBe(OrderStatus.ids.WIP);
    expect(order.items.every((item) => item.sellerContacted)).toBe(true);
    const secured = order.items.filter((item) => item.inventorySecured).length;
    expect(secured).toBe(Math.ceil(order.items.length / 2));
    expect(order.inventoryStatusId).toBe(InventoryStatus.ids.PARTIALLY_SECURED);
    expect(order.buyerDeliveryFee).toBeNull();
    const pictures = await testApp.app.services.orderPictures.get(order.id);
    expect(pictures.items.filter((item) => item.request !== null)).toHaveLength(1);
  });

  it('splits the Planning Delivery order into a second phase and leaves its purchase order in the outbox', async () => {
    const [balance, phase] = await ordersOf('Cégep Garneau — cour intérieure');
    expect(balance?.statusId).toBe(OrderStatus.ids.DELIVERY_PLANNING);
    expect(phase?.formattedNumber).toBe(`${balance?.formattedNumber}-P2`);
    expect(phase?.phasedFromOrderId).toBe(balance?.id);
    expect(balance?.pictureStatusId).toBe(PictureStatus.ids.SENT);
    expect(balance?.buyerDeliveryFee).not.toBeNull();
    const mails = await testApp.database.db
      .select({ orderId: outboundEmail.orderId })
      .from(outboundEmail)
      .where(eq(outboundEmail.orderId, balance?.id ?? 0));
    expect(mails).toHaveLength(1);
  });

  it('takes one order to Waiting for Delivery and one to Complete, invoiced and billed', async () => {
    const waiting = await orderOf('Harbourfront Centre terrace');
    expect(waiting.statusId).toBe(OrderStatus.ids.WAITING);
    expect(waiting.subOrders.every((subOrder) => subOrder.statusId === SubOrderStatus.ids.CONFIRMED)).toBe(
      true,
    );
    expect(waiting.subOrders.every((subOrder) => subOrder.pickDateFrom !== null)).toBe(true);
    const complete = await orderOf('Chalet Tremblant — aménagement');
    expect(complete.statusId).toBe(OrderStatus.ids.COMPLETE);
    expect(complete.invoiced).toBe(true);
    expect(complete.subOrders.every((subOrder) => subOrder.billed)).toBe(true);
    expect((await orderOf('Kingston waterfront pathway')).statusId).toBe(OrderStatus.ids.CANCELLED);
  });

  it('goes through the services: each move is in the action log', async () => {
    const order = await orderOf('Harbourfront Centre terrace');
    const actions = await testApp.database.db
      .select({ actionId: actionLog.actionId })
      .from(actionLog)
      .where(and(eq(actionLog.entityId, order.id), eq(actionLog.actionTypeId, ActionLogType.ids.ORDER)));
    const ids = actions.map((row) => row.actionId);
    expect(ids).toContain(ActionLogAction.ids.MOVE_TO_WIP);
    expect(ids).toContain(ActionLogAction.ids.MOVE_TO_PLANNING_DELIVERY);
    expect(ids).toContain(ActionLogAction.ids.PUBLISH);
  });

  it('adds nothing when it runs again', async () => {
    const before = await testApp.database.db.select({ id: customerOrder.id }).from(customerOrder);
    await runSeeds();
    const after = await testApp.database.db.select({ id: customerOrder.id }).from(customerOrder);
    expect(after).toHaveLength(before.length);
    expect(Object.keys(DEMO_ORDER_STAGES)).toHaveLength(5);
  });
});
