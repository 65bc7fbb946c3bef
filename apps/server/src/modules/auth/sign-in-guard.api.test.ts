// Issue 35, decision 194: failed sign-ins are answered alike for every email, a lock ends by itself after the
// configured period (or by the operators' command), and the rate limits are counted in the database, shared by
// every instance.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, MESSAGES, accountLockedMessage } from '@portal/contracts';
import {
  bearer,
  createTestApp,
  DEMO_ACCOUNTS,
  signIn,
  testEngine,
  type TestApp,
} from '../../../test/test-app';
import { buildApp } from '../../app';
import { unlockAccount } from '../../cli/unlock-account';
import { openDatabase, type DatabaseHandle } from '../../db/database';
import { DEMO_PASSWORD } from '../../db/seed/demo-data';

const LOCK_SECONDS = 600;
const serverDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

let testApp: TestApp;
const instances: { app: FastifyInstance; database?: DatabaseHandle }[] = [];
/** Two more instances on the same database; the first one's clock runs `clockOffsetMs` ahead. */
let first: FastifyInstance;
let second: FastifyInstance;
let clockOffsetMs = 0;

beforeAll(async () => {
  testApp = await createTestApp({ SIGN_IN_LOCK_SECONDS: String(LOCK_SECONDS) });
  const limits = { signInRateLimitPerMinute: 4 };
  first = await startInstance(limits, () => new Date(Date.now() + clockOffsetMs));
  second = await startInstance(limits);
}, 120_000);
afterAll(async () => {
  for (const { app, database } of instances) {
    await app.close();
    await database?.close().catch(() => undefined);
  }
  await testApp.close();
});

/**
 * Another instance of the server on the test's database: its own pool on a PostgreSQL server (as another process
 * would have), the same handle on the embedded engine. `now` is its clock.
 */
async function startInstance(
  overrides: Partial<TestApp['config']> = {},
  now?: () => Date,
): Promise<FastifyInstance> {
  const database =
    testApp.engine === 'postgres'
      ? await openDatabase({ databaseUrl: testApp.config.databaseUrl, maxConnections: 3 })
      : undefined;
  const app = await buildApp({
    config: { ...testApp.config, ...overrides },
    database: database ?? testApp.database,
    logger: false,
    serveWeb: false,
    ...(now ? { now } : {}),
  });
  instances.push({ app, database });
  return app;
}

let addressSequence = 0;
/** A fresh client address unless one is named: only the rate-limit tests count addresses. */
function nextAddress(): string {
  addressSequence += 1;
  return `10.0.${Math.floor(addressSequence / 250)}.${(addressSequence % 250) + 1}`;
}

function attempt(app: FastifyInstance, email: string, password: string, remoteAddress = nextAddress()) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email, password },
    remoteAddress,
  });
}

const answerOf = (response: Awaited<ReturnType<typeof attempt>>) => ({
  status: response.statusCode,
  body: response.json<Record<string, unknown>>(),
});

describe('the answers to failed sign-ins', () => {
  it('are the same for an email with an account and one without, through five failures and after', async () => {
    const known: unknown[] = [];
    const unknown: unknown[] = [];
    for (let attempts = 0; attempts < 7; attempts += 1) {
      known.push(answerOf(await attempt(testApp.app, DEMO_ACCOUNTS.finance, 'wrong-password')));
      unknown.push(answerOf(await attempt(testApp.app, 'no.account@example.com', 'wrong-password')));
    }
    // Locked: the account's right password is answered like any password of the unknown email.
    known.push(answerOf(await attempt(testApp.app, DEMO_ACCOUNTS.finance, DEMO_PASSWORD)));
    unknown.push(answerOf(await attempt(testApp.app, 'no.account@example.com', DEMO_PASSWORD)));

    expect(unknown).toEqual(known);
    const locked = { code: ErrorCode.ACCOUNT_LOCKED, message: accountLockedMessage(10) };
    expect(known).toEqual([
      ...[4, 3, 2, 1].map((remainingAttempts) => ({
        status: 401,
        body: { code: ErrorCode.SIGN_IN_FAILED, message: MESSAGES.loginFailedDefault, remainingAttempts },
      })),
      ...Array.from({ length: 4 }, () => ({ status: 423, body: locked })),
    ]);
  });

  it('compare emails as sign-in does: case and spaces make no other email', async () => {
    expect(answerOf(await attempt(testApp.app, ' Other.Nobody@Example.com', 'x')).body).toMatchObject({
      remainingAttempts: 4,
    });
    expect(answerOf(await attempt(testApp.app, 'other.nobody@example.com', 'x')).body).toMatchObject({
      remainingAttempts: 3,
    });
  });
});

describe('a lock', () => {
  it('ends by itself after the configured period, for an account and for an email without one', async () => {
    const instance = first;
    for (let attempts = 0; attempts < 5; attempts += 1) {
      await attempt(instance, DEMO_ACCOUNTS.operations, 'wrong-password');
      await attempt(instance, 'still.nobody@example.com', 'wrong-password');
    }
    expect((await attempt(instance, DEMO_ACCOUNTS.operations, DEMO_PASSWORD)).statusCode).toBe(423);

    clockOffsetMs = (LOCK_SECONDS - 2) * 1000;
    expect((await attempt(instance, DEMO_ACCOUNTS.operations, DEMO_PASSWORD)).statusCode).toBe(423);
    expect((await attempt(instance, 'still.nobody@example.com', 'x')).statusCode).toBe(423);

    clockOffsetMs = (LOCK_SECONDS + 2) * 1000;
    const unknownAfter = await attempt(instance, 'still.nobody@example.com', 'x');
    expect(answerOf(unknownAfter)).toEqual({
      status: 401,
      body: { code: ErrorCode.SIGN_IN_FAILED, message: MESSAGES.loginFailedDefault, remainingAttempts: 4 },
    });
    const signedIn = await attempt(instance, DEMO_ACCOUNTS.operations, DEMO_PASSWORD);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const token = signedIn.json<{ data: { token: string } }>().data.token;
    expect(
      (await instance.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode,
    ).toBe(200);
    clockOffsetMs = 0;
  });

  it('is lifted by the operators’ command, which clears the failure count', async () => {
    const email = 'ops2@example.com';
    for (let attempts = 0; attempts < 5; attempts += 1) await attempt(testApp.app, email, 'wrong-password');
    expect((await attempt(testApp.app, email, DEMO_PASSWORD)).statusCode).toBe(423);

    expect(await unlockAccount(testApp.database.db, email.toUpperCase())).toBe('unlocked');
    expect((await attempt(testApp.app, email, DEMO_PASSWORD)).statusCode).toBe(200);
    expect(await unlockAccount(testApp.database.db, email)).toBe('not-locked');
    expect(await unlockAccount(testApp.database.db, 'no.account@example.com')).toBe('no-account');
    expect(answerOf(await attempt(testApp.app, 'no.account@example.com', 'x')).body).toMatchObject({
      remainingAttempts: 4,
    });
    await expect(unlockAccount(testApp.database.db, 'not an email')).rejects.toThrow();
  });

  it.runIf(testEngine() === 'postgres')(
    'is lifted by `unlock-user` run as a command against the database',
    async () => {
      const email = DEMO_ACCOUNTS.superAdmin;
      for (let attempts = 0; attempts < 5; attempts += 1) await attempt(testApp.app, email, 'wrong-password');
      expect((await attempt(testApp.app, email, DEMO_PASSWORD)).statusCode).toBe(423);

      const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/unlock-user.ts', email], {
        cwd: serverDirectory,
        env: { ...process.env, DATABASE_URL: testApp.config.databaseUrl, LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exitCode = await new Promise<number | null>((resolve) => child.on('close', resolve));
      expect(exitCode, output).toBe(0);
      expect(output).toContain(`${email} unlocked.`);
      await signIn(testApp.app, email);
    },
    60_000,
  );
});

describe('the sign-in rate limits', () => {
  it('count an address across instances', async () => {
    const statuses: number[] = [];
    for (let attempts = 0; attempts < 5; attempts += 1) {
      const instance = attempts % 2 === 0 ? first : second;
      // A different email each time: only the address is counted five times.
      const response = await attempt(instance, `spray${attempts}@example.com`, 'x', '203.0.113.7');
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect(
      (await attempt(first, 'spray9@example.com', 'x', '203.0.113.8')).statusCode,
      'another address has its own count',
    ).toBe(401);
  });

  it('count an email across instances and addresses, after its lock', async () => {
    const statuses: number[] = [];
    for (let attempts = 0; attempts < 11; attempts += 1) {
      const instance = attempts % 2 === 0 ? first : second;
      const response = await attempt(instance, 'target@example.com', 'x', `198.51.100.${attempts + 1}`);
      statuses.push(response.statusCode);
    }
    // Five failures lock it whichever instance counted them; the eleventh attempt in the minute is over the limit.
    expect(statuses).toEqual([401, 401, 401, 401, 423, 423, 423, 423, 423, 423, 429]);
    const limited = await attempt(first, 'target@example.com', 'x', '198.51.100.99');
    expect(limited.json()).toEqual({ code: ErrorCode.RATE_LIMITED, message: MESSAGES.tooManyAttempts });
  });
});
