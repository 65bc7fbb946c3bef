import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VERSION_HEADER,
  type OrderDelivery,
  type OrderDeliveryRowPage,
  type OrderRecord,
} from '@portal/contracts';
import { appUser } from '../../db/schema';
import { firstTruckLength, placedOrderWithSite, type TruckLength } from '../../../test/fixtures/deliveries';
import { loadQuoteFixtureParties } from '../../../test/quote-fixtures';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../../test/test-app';

/**
 * A delivery's co-owners set and cleared by the workspace's save (spec 000 §3 cosOwnerUsers, the update payload's
 * cosOwnerUserIds; decisions 212, 214): the delivery reads them back and the Delivery Table's co-owner filter
 * (its rolled-up cos_owner_user_ids) follows each save — found once set, kept by a save that leaves them out,
 * gone once cleared. On both engines.
 */

let testApp: TestApp;
let operations: Record<string, string>;
let financeUser: { id: number; name: string };
let length: TruckLength;
let order: OrderRecord;
let created: OrderDelivery;
const tag = `dcos${Date.now().toString(36)}`;

function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, version?: number) {
  return testApp.app.inject({
    method,
    url: `/api/${url}`,
    headers: version === undefined ? operations : { ...operations, [VERSION_HEADER]: String(version) },
    ...(payload ? { payload } : {}),
  });
}

async function ok<T>(response: Awaited<ReturnType<typeof call>>): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: T }>().data;
}

/** This run's delivery ids the table finds for a co-owner. */
async function rowsOfCoOwner(userId: number): Promise<number[]> {
  const page = await ok<OrderDeliveryRowPage>(
    await call('GET', `orderDeliveryRowView?search=${tag}&cosOwnerUserId=${userId}`),
  );
  return page.rows.map((row) => row.id);
}

/** The workspace's save: the whole truck (a length is required) and the co-owners as the form holds them. */
function save(found: OrderDelivery, extra: object) {
  return call(
    'PUT',
    'orderDelivery',
    {
      id: found.id,
      truckTypeId: length.typeId,
      truckSubTypeId: length.subTypeId,
      truckLengthId: length.id,
      ...extra,
    },
    found.version,
  );
}

beforeAll(async () => {
  testApp = await createTestApp();
  operations = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.operations));
  const parties = await loadQuoteFixtureParties(testApp);
  const db = testApp.database.db;
  const [finance] = await db
    .select({
      id: appUser.id,
      firstName: appUser.firstName,
      lastName: appUser.lastName,
      email: appUser.email,
    })
    .from(appUser)
    .where(eq(appUser.email, DEMO_ACCOUNTS.finance));
  if (!finance) throw new Error('no finance user');
  financeUser = {
    id: finance.id,
    name: finance.firstName && finance.lastName ? `${finance.firstName} ${finance.lastName}` : finance.email,
  };
  length = await firstTruckLength(testApp);
  // The job name carries this run's tag (before the delivery: its search text copies it).
  order = await placedOrderWithSite(testApp, operations, parties, { jobName: `${tag} Co-owners` });
  const [made] = await ok<OrderDelivery[]>(
    await call('POST', 'orderDelivery', { subOrderItemIds: order.items.map((item) => item.id) }),
  );
  if (!made) throw new Error('no delivery made');
  created = made;
}, 240_000);

afterAll(async () => {
  await testApp.close();
});

describe('PUT orderDelivery cosOwnerUserIds and the Delivery Table co-owner filter', () => {
  it('finds the delivery by its co-owner once set, keeps it on a save without the list, drops it once cleared', async () => {
    expect(created.cosOwnerUsers).toEqual([]);
    expect(await rowsOfCoOwner(financeUser.id)).toEqual([]);

    const withCoOwner = await ok<OrderDelivery>(await save(created, { cosOwnerUserIds: [financeUser.id] }));
    expect(withCoOwner.cosOwnerUsers).toEqual([financeUser]);
    const reread = await ok<OrderDelivery>(await call('GET', `orderDelivery/${created.id}`));
    expect(reread.cosOwnerUsers).toEqual([financeUser]);
    expect(await rowsOfCoOwner(financeUser.id)).toEqual([created.id]);

    // A save that leaves the list out keeps it.
    const kept = await ok<OrderDelivery>(await save(withCoOwner, { driverName: 'Léo' }));
    expect(kept.cosOwnerUsers).toEqual([financeUser]);
    expect(await rowsOfCoOwner(financeUser.id)).toEqual([created.id]);

    const cleared = await ok<OrderDelivery>(await save(kept, { cosOwnerUserIds: [] }));
    expect(cleared.cosOwnerUsers).toEqual([]);
    expect(await rowsOfCoOwner(financeUser.id)).toEqual([]);
  });
});
