import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../test/test-app';

let testApp: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  testApp = await createTestApp();
  headers = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.operations));
});
afterAll(async () => {
  await testApp.close();
});

describe('clearing a delivery’s visitors by its delivery number (spec 000 §7, decision 062)', () => {
  it("accepts the number bare or with the 'D-' prefix", async () => {
    for (const deliveryNumber of ['1042', 'D-1042', 'd-7']) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/clearOrderDeliveryVisitors/${deliveryNumber}`,
        headers,
      });
      expect(response.statusCode, deliveryNumber).toBe(200);
    }
  });

  it('answers 400 naming deliveryNumber for anything else', async () => {
    for (const deliveryNumber of ['Q-1042', 'D-', '0', 'D-12ab', '99999999999']) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/clearOrderDeliveryVisitors/${deliveryNumber}`,
        headers,
      });
      expect(response.statusCode, deliveryNumber).toBe(400);
      expect(response.json<{ issues: Array<{ field: string }> }>().issues[0]?.field, deliveryNumber).toBe(
        'deliveryNumber',
      );
    }
  });
});
