import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../test/test-app';
import { rowsOf } from '../db/query-rows';
import { HOUSEKEEPING_BATCH, IDEMPOTENCY_KEY_RETENTION_MS } from './idempotency';

const HOUR = 3_600_000;

/**
 * The job runner's housekeeping (decision 217): ended sessions and old idempotency keys are deleted, oldest first
 * and a bounded batch at a time; what is still of use stays.
 */
describe('housekeeping', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  const count = async (statement: ReturnType<typeof sql>) => {
    const rows = rowsOf<{ count: number }>(await testApp.database.db.execute(statement));
    return Number(rows[0]?.count);
  };

  it('deletes idempotency keys past their day, oldest first and a batch at a time, and keeps younger ones', async () => {
    const { db } = testApp.database;
    const userId = sql`(select id from app_user where email = ${DEMO_ACCOUNTS.operations})`;
    const old = new Date(Date.now() - IDEMPOTENCY_KEY_RETENTION_MS - HOUR);
    // One batch and ten more old keys, older by the minute as the series goes; and one key an hour old.
    await db.execute(sql`
      insert into idempotency_key (key, user_id, call, request_hash, result, created_at)
      select 'old-' || n, ${userId}, 'POST order', 'hash', '{"id": 1}'::jsonb,
        ${old.toISOString()}::timestamptz - n * interval '1 minute'
      from generate_series(1, ${HOUSEKEEPING_BATCH + 10}) as n`);
    await db.execute(sql`
      insert into idempotency_key (key, user_id, call, request_hash, result, created_at)
      values ('recent', ${userId}, 'POST order', 'hash', '{"id": 2}'::jsonb, now() - interval '1 hour')`);

    await testApp.app.services.jobs.runner.runMaintenance();
    // The oldest batch went first: the ten left are the youngest of the old ones (old-1 … old-10).
    expect(await count(sql`select count(*) from idempotency_key where key like 'old-%'`)).toBe(10);
    expect(
      await count(
        sql`select count(*) from idempotency_key where key in (${sql.join(
          Array.from({ length: 10 }, (_, index) => sql`${`old-${index + 1}`}`),
          sql`, `,
        )})`,
      ),
    ).toBe(10);

    await testApp.app.services.jobs.runner.runMaintenance();
    expect(await count(sql`select count(*) from idempotency_key where key like 'old-%'`)).toBe(0);
    expect(await count(sql`select count(*) from idempotency_key where key = 'recent'`)).toBe(1);
  });

  it('deletes sessions a week after they ended, and never one that can still sign a request in', async () => {
    const { db } = testApp.database;
    const token = await signIn(testApp.app, DEMO_ACCOUNTS.finance);
    const userId = sql`(select id from app_user where email = ${DEMO_ACCOUNTS.finance})`;
    await db.execute(sql`
      insert into user_session (token_hash, user_id, expires_at, revoked_at) values
        ('ended-8-days', ${userId}, now() - interval '8 days', null),
        ('revoked-then-expired-9-days', ${userId}, now() - interval '9 days', now() - interval '10 days'),
        ('ended-6-days', ${userId}, now() - interval '6 days', null)`);

    await testApp.app.services.jobs.runner.runMaintenance();
    const left = rowsOf<{ token_hash: string }>(
      await db.execute(
        sql`select token_hash from user_session where token_hash like '%-days' order by token_hash`,
      ),
    );
    expect(left.map((row) => row.token_hash)).toEqual(['ended-6-days']);
    // The session just signed in still answers.
    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
  });
});
