import fs from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES_FR, VERSION_HEADER, type DictionaryEntry, type Discount } from '@portal/contracts';
import { loadConfig } from './config';
import { DEMO_PASSWORD } from './db/seed/demo-data';
import { startChildServer, stopChildServer, until, type ChildServer } from '../test/child-server';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../test/test-app';

/**
 * SERVER_WORKERS (decision 177): one primary process prepares the database and forks server workers that share
 * the port. The real server as a child process on a PostgreSQL database (PostgreSQL only, by the file's name: the
 * embedded engine refuses more than one worker, as the last test says).
 */

const WORKERS = 2;

/** The pids of the server workers `parentPid` forked (Linux /proc; tsx's esbuild service is a child too). */
function childPidsOf(parentPid: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
        if (Number(stat.split(') ')[1]?.split(' ')[1]) !== parentPid) return [];
        const commandLine = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
        return commandLine.includes('server.ts') ? [Number(entry)] : [];
      } catch {
        return []; // ended meanwhile
      }
    });
}

/**
 * A GET on a connection of its own: the cluster gives each new connection to the next worker, so consecutive
 * calls reach every worker in turn (keep-alive would pin them to one).
 */
function getOnNewConnection(url: string, token?: string): Promise<number> {
  const headers = token === undefined ? {} : { authorization: `Bearer ${token}` };
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.setTimeout(5_000, () => request.destroy(new Error(`no answer from ${url} in 5 s`)));
  });
}

/** A PUT with a JSON body on a connection of its own (as getOnNewConnection): its status and answer. */
function putOnNewConnection(
  url: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'PUT', agent: false, headers: { ...headers, 'content-type': 'application/json' } },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.setTimeout(5_000, () => request.destroy(new Error(`no answer from ${url} in 5 s`)));
    request.end(JSON.stringify(body));
  });
}

describe('several server workers on one port (SERVER_WORKERS)', () => {
  let testApp: TestApp;
  let primary: ChildServer;

  beforeAll(async () => {
    // A migrated database with the demo accounts; the cluster's primary migrates it again (a no-op) on start.
    testApp = await createTestApp();
    await testApp.app.services.jobs.runner.stop();
    primary = await startChildServer({
      DATABASE_URL: testApp.config.databaseUrl ?? '',
      SERVER_WORKERS: String(WORKERS),
      // The longest session cache allowed: longer than `until` waits, so only the sign-out's announcement to the
      // other worker (decision 090), not the cache's expiry, can make every worker refuse the session in time.
      SESSION_CACHE_SECONDS: '60',
    });
  }, 120_000);
  afterAll(async () => {
    if (primary) await stopChildServer(primary);
    await testApp.close();
  });

  it('forks the configured number of workers, which answer on the one port', async () => {
    const pid = primary.process.pid ?? 0;
    await until(
      async () => childPidsOf(pid).length,
      (count) => count === WORKERS,
      `${WORKERS} workers`,
    );
    const health = await Promise.all(Array.from({ length: 6 }, () => fetch(`${primary.url}/api/health`)));
    expect(health.map((response) => response.status)).toEqual(Array(6).fill(200));
  });

  it('refuses a signed-out session on every worker, whichever one cached it', async () => {
    const signInResponse = await fetch(`${primary.url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.operations, password: DEMO_PASSWORD }),
    });
    expect(signInResponse.status, primary.output()).toBe(200);
    const { token } = ((await signInResponse.json()) as { data: { token: string } }).data;
    // Every worker checks the session once and keeps it in its cache (decision 090).
    for (let index = 0; index < 2 * WORKERS; index += 1) {
      expect(await getOnNewConnection(`${primary.url}/api/me`, token)).toBe(200);
    }
    expect(await getOnNewConnection(`${primary.url}/api/signout`, token)).toBe(200);
    // The other worker drops its cached copy when the NOTIFY arrives: within moments, every worker refuses it.
    await until(
      async () =>
        Promise.all(
          Array.from({ length: 2 * WORKERS }, () => getOnNewConnection(`${primary.url}/api/me`, token)),
        ),
      (statuses) => statuses.every((status) => status === 401),
      'every worker to refuse the signed-out session',
    );
  });

  it('answers every worker’s refusals with the French a translator saved on another instance (decision 225)', async () => {
    const superAdmin = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.superAdmin));
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/discount',
      headers: superAdmin,
      payload: { name: `Cluster words ${Date.now()}`, description: null },
    });
    const discount = created.json<{ data: Discount }>().data;
    // The finance demo account works in French (decision 199).
    const signInResponse = await fetch(`${primary.url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.finance, password: DEMO_PASSWORD }),
    });
    const { token } = ((await signInResponse.json()) as { data: { token: string } }).data;
    const outdatedSaves = () =>
      Promise.all(
        Array.from({ length: 2 * WORKERS }, async () => {
          const answer = await putOnNewConnection(
            `${primary.url}/api/discount`,
            { authorization: `Bearer ${token}`, [VERSION_HEADER]: '99' },
            { id: discount.id, name: discount.name, description: null },
          );
          return (JSON.parse(answer.body) as { message: string }).message;
        }),
      );
    expect(await outdatedSaves()).toEqual(Array(2 * WORKERS).fill(MESSAGES_FR.outdatedRecord));

    const entries = (await testApp.app.inject({ method: 'GET', url: '/api/dictionaries' })).json<{
      data: DictionaryEntry[];
    }>().data;
    const shipped = entries.find((entry) => entry.key === 'message.outdatedRecord');
    if (!shipped) throw new Error('message.outdatedRecord is not in the dictionary');
    const reworded = 'Quelqu’un a changé ce rabais entre-temps : actualisez la page.';
    const saved = await testApp.app.inject({
      method: 'PUT',
      url: '/api/dictionaries',
      headers: superAdmin,
      payload: {
        upserts: [
          { id: shipped.id, key: shipped.key, en: shipped.en, fr: reworded, version: shipped.version },
        ],
        deletions: [],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The in-process instance's NOTIFY reaches both workers: within moments each answers the translator's words.
    await until(
      outdatedSaves,
      (messages) => messages.every((message) => message === reworded),
      "every worker to answer the translator's French",
    );
  });

  it('replaces a worker that dies, and every worker answers again', async () => {
    const pid = primary.process.pid ?? 0;
    const before = childPidsOf(pid);
    expect(before).toHaveLength(WORKERS);
    process.kill(before[0] ?? 0, 'SIGKILL');
    const after = await until(
      async () => childPidsOf(pid),
      (pids) => pids.length === WORKERS && !pids.includes(before[0] ?? 0),
      'a replacement worker',
    );
    expect(after).toContain(before[1]);
    await until(
      async () =>
        Promise.all(
          Array.from({ length: 2 * WORKERS }, () => getOnNewConnection(`${primary.url}/api/health`)),
        ),
      (statuses) => statuses.every((status) => status === 200),
      'every worker to answer',
    );
    // A worker starts in seconds, more on a busy 2-core machine.
  }, 90_000);

  it('stops every worker on SIGTERM and exits cleanly', async () => {
    const pid = primary.process.pid ?? 0;
    const workers = childPidsOf(pid);
    const exited = new Promise<number | null>((resolve) =>
      primary.process.once('exit', (code) => resolve(code)),
    );
    primary.process.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(workers.filter((worker) => fs.existsSync(`/proc/${worker}`))).toEqual([]);
  });

  it('refuses more than one worker on the embedded database, which lives inside one process', () => {
    expect(() => loadConfig({ SERVER_WORKERS: '2' })).toThrow(
      /SERVER_WORKERS: more than 1 needs DATABASE_URL/,
    );
    expect(
      loadConfig({ SERVER_WORKERS: '2', DATABASE_URL: 'postgres://portal@127.0.0.1/portal' }).workers,
    ).toBe(2);
  });
});
