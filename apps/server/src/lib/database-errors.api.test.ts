import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, type ErrorBody } from '@portal/contracts';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../test/test-app';
import { appUser, category as categoryTable } from '../db/schema';
import { translateConstraintError } from './database-errors';

/**
 * Decision 088: a unique violation that gets past a service's own check (two writers racing) is the same 409
 * naming the field, on both engines, never a 500. The race is forced, not hoped for.
 */
let testApp: TestApp;
let headers: Record<string, string>;

function createUser(email: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/user',
    headers,
    payload: { email, firstName: 'Race', lastName: 'Runner' },
  });
}

async function usersWithEmail(email: string): Promise<number> {
  const rows = await testApp.database.db
    .select({ id: appUser.id })
    .from(appUser)
    .where(sql`lower(${appUser.email}) = ${email.toLowerCase()}`);
  return rows.length;
}

function expectEmailConflict(body: ErrorBody) {
  expect(body).toEqual({
    code: ErrorCode.CONFLICT,
    message: 'A user with this email already exists.',
    issues: [{ field: 'email', message: 'A user with this email already exists.' }],
  });
}

beforeAll(async () => {
  testApp = await createTestApp();
  headers = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.superAdmin));
});

afterAll(async () => {
  await testApp.close();
});

describe('a duplicate email in a race', () => {
  it('is a 409 naming the email when the other writer commits between the check and the insert', async () => {
    // The other writer, played by a trigger: just before our insert, it inserts the same email, as a request
    // that passed its check at the same moment would. The service's own check has already passed.
    const email = 'trigger.race@example.com';
    await testApp.database.db.execute(sql`
      create function race_other_writer() returns trigger language plpgsql as $$
      begin
        if pg_trigger_depth() = 1 and new.email = ${sql.raw(`'${email}'`)} then
          insert into app_user (first_name, last_name, email, role_id, status_id, language_id)
          values ('Other', 'Writer', upper(new.email), new.role_id, new.status_id, new.language_id);
        end if;
        return new;
      end $$`);
    await testApp.database.db.execute(sql`
      create trigger race_other_writer before insert on app_user
      for each row execute function race_other_writer()`);
    try {
      const response = await createUser(email);
      expect(response.statusCode).toBe(409);
      expectEmailConflict(response.json<ErrorBody>());
      // The whole transaction rolled back: neither row is there.
      expect(await usersWithEmail(email)).toBe(0);
    } finally {
      await testApp.database.db.execute(sql`drop trigger race_other_writer on app_user`);
      await testApp.database.db.execute(sql`drop function race_other_writer()`);
    }
    // Without the other writer the same request succeeds: the 409 above came from the race.
    expect((await createUser(email)).statusCode).toBe(200);
  });

  it('answers two concurrent creates of one email with one user and one 409, never a 500', async () => {
    const email = 'concurrent.race@example.com';
    let responses: Array<Awaited<ReturnType<typeof createUser>>>;
    if (testApp.engine === 'postgres' && testApp.config.databaseUrl) {
      // Force the interleaving on a server: a SHARE lock lets both requests read (their checks pass: no such
      // email yet) but holds both inserts; released together, one insert wins and the other breaks the index.
      const locker = postgres(testApp.config.databaseUrl, { max: 2, onnotice: () => undefined });
      try {
        let pending: Array<Promise<Awaited<ReturnType<typeof createUser>>>> = [];
        await locker.begin(async (transaction) => {
          await transaction`lock table app_user in share mode`;
          // inject() sends a request only once awaited: Promise.resolve starts both now.
          pending = [createUser(email), createUser(email.toUpperCase())].map((request) =>
            Promise.resolve(request),
          );
          const deadline = Date.now() + 15_000;
          for (;;) {
            const [waiting] = await locker`
              select count(*)::int as inserts from pg_stat_activity
              where wait_event_type = 'Lock' and query ilike 'insert into "app_user"%'`;
            if (waiting?.inserts === 2) break;
            if (Date.now() > deadline) throw new Error('the two inserts never queued behind the lock');
            await new Promise((resolve) => setTimeout(resolve, 10));
          }
          // Both checks have passed and both inserts wait: committing releases them together.
        });
        responses = await Promise.all(pending);
      } finally {
        await locker.end();
      }
    } else {
      // The embedded engine runs one statement at a time; the two requests still interleave between statements.
      responses = await Promise.all([createUser(email), createUser(email.toUpperCase())]);
    }
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const refused = responses.find((response) => response.statusCode === 409);
    expectEmailConflict(refused?.json<ErrorBody>() ?? { code: '', message: '' });
    expect(await usersWithEmail(email)).toBe(1);
  });
});

describe('a foreign key refusing a delete', () => {
  it('is answered as "in use", never a 500', async () => {
    // A category a product still refers to, deleted behind the service's count: the translation's answer.
    const [category] = await testApp.database.db
      .insert(categoryTable)
      .values({ name: 'Fk Probe' })
      .returning({ id: categoryTable.id });
    if (!category) throw new Error('no category');
    await testApp.database.db.execute(sql`
      insert into product (latin_name, sku, category_id, search_text)
      values ('Fkus probus', 'FK-PROBE', ${category.id}, 'fkus probus')`);
    const error = await testApp.database.db.execute(sql`delete from category where id = ${category.id}`).then(
      () => null,
      (caught: unknown) => caught,
    );
    const translated = translateConstraintError(error, { subject: 'category' });
    expect(translated?.code).toBe(ErrorCode.REFERENCED);
    expect(translated?.statusCode).toBe(409);
    expect(translated?.message).toBe('The category is in use by other records and cannot be deleted.');
    // A reference to a row that is gone is a conflict, not 'in use'.
    const insertError = await testApp.database.db
      .execute(
        sql`insert into product (latin_name, sku, category_id, search_text)
                   values ('Fkus orphanus', 'FK-ORPHAN', 987654, 'fkus orphanus')`,
      )
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(translateConstraintError(insertError, { subject: 'product' })?.code).toBe(ErrorCode.CONFLICT);
  });
});
