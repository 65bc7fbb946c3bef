import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectToBridge,
  parsedStatementName,
  startEmbeddedBridge,
  type EmbeddedBridge,
} from './embedded-bridge';

describe('the embedded database bridge', () => {
  let bridge: EmbeddedBridge;

  beforeAll(async () => {
    bridge = await startEmbeddedBridge('memory://');
  });
  afterAll(async () => {
    await bridge.close();
  });

  it('relays queries, parameters, errors and transactions over the PostgreSQL protocol', async () => {
    const sql = connectToBridge(bridge);
    try {
      const [row] = await sql<
        { total: number; word: string }[]
      >`select 40 + ${2}::int as total, ${'é'}::text as word`;
      expect(row).toEqual({ total: 42, word: 'é' });
      await expect(sql`select * from missing_table`).rejects.toMatchObject({ code: '42P01' });
      await sql`create table bridge_probe (id int primary key)`;
      await expect(
        sql.begin(async (transaction) => {
          await transaction`insert into bridge_probe values (1)`;
          throw new Error('abandon');
        }),
      ).rejects.toThrow('abandon');
      const [count] = await sql<{ count: number }[]>`select count(*)::int as count from bridge_probe`;
      expect(count?.count).toBe(0);
    } finally {
      await sql.end();
    }
  });

  it('reassembles messages larger than one socket read', async () => {
    const sql = connectToBridge(bridge);
    try {
      const text = 'x'.repeat(2_000_000);
      const [row] = await sql<{ length: number }[]>`select length(${text}::text)::int as length`;
      expect(row?.length).toBe(text.length);
    } finally {
      await sql.end();
    }
  });

  it('keeps nothing of the answers it relays (decision 183)', async () => {
    const sql = connectToBridge(bridge);
    try {
      const rows = () => sql`select n, repeat('row text ', 4) as text from generate_series(1, 100) as n`;
      for (let round = 0; round < 100; round += 1) await rows();
      const before = await bridge.workerHeapUsed();
      for (let round = 0; round < 2_000; round += 1) await rows();
      const after = await bridge.workerHeapUsed();
      // Kept, each answer's messages would be about 40 MB here (PGlite's execProtocolRaw keeps every one).
      expect(after - before).toBeLessThan(4_000_000);
      expect(before).toBeGreaterThan(0);
    } finally {
      await sql.end();
    }
  });

  it('rolls back a transaction left open by a connection that went away', async () => {
    const first = connectToBridge(bridge);
    await first`create table if not exists bridge_orphan (id int)`;
    await first.unsafe('begin');
    await first`insert into bridge_orphan values (1)`;
    await first.end();

    const second = connectToBridge(bridge);
    try {
      const [count] = await second<{ count: number }[]>`select count(*)::int as count from bridge_orphan`;
      expect(count?.count).toBe(0);
    } finally {
      await second.end();
    }
  });

  it('runs named prepared statements, and forgets them when their connection ends', async () => {
    const preparedCount = async (sql: postgres.Sql) => {
      // No parameters: the simple protocol, so this query is not a prepared statement itself.
      const [row] = await sql.unsafe<{ count: number }[]>(
        "select count(*)::int as count from pg_prepared_statements where statement like '%probe_named%'",
      );
      return row?.count;
    };
    const first = connectToBridge(bridge);
    // postgres.js names a tagged query's statement and binds it again on the second call.
    for (const value of [1, 2, 3]) {
      const [row] = await first<{ probe_named: number }[]>`select ${value}::int * 2 as probe_named`;
      expect(row?.probe_named).toBe(value * 2);
    }
    expect(await preparedCount(first)).toBe(1);
    await first.end();

    const second = connectToBridge(bridge);
    try {
      expect(await preparedCount(second)).toBe(0);
    } finally {
      await second.end();
    }
  });

  it('reads the statement name of a Parse message', () => {
    const parse = (name: string) => {
      const body = Buffer.concat([Buffer.from(`${name}\0select 1\0`), Buffer.alloc(2)]);
      const header = Buffer.alloc(5);
      header.write('P', 0);
      header.writeInt32BE(body.length + 4, 1);
      return Buffer.concat([header, body]);
    };
    expect(parsedStatementName(parse('abc123'))).toBe('abc123');
    expect(parsedStatementName(parse(''))).toBe('');
  });

  it('keeps the event loop free while a query runs', async () => {
    const sql = connectToBridge(bridge);
    try {
      const events: string[] = [];
      const query = sql`select pg_sleep(1)`.then(() => events.push('query'));
      await new Promise((resolve) => setTimeout(resolve, 20));
      events.push('timer');
      await query;
      // In process, the query would hold the thread and the timer could only fire after it.
      expect(events).toEqual(['timer', 'query']);
    } finally {
      await sql.end();
    }
  });

  it('starts a database from a dump of another, which goes on without it', async () => {
    const sql = connectToBridge(bridge);
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bridge-dump-'));
    let copy: EmbeddedBridge | undefined;
    try {
      await sql`create table dump_probe (id int primary key, word text)`;
      await sql`insert into dump_probe values (1, 'kept')`;
      const file = path.join(directory, 'dump.tar');
      fs.writeFileSync(file, await bridge.dumpDataDirectory());
      await sql`insert into dump_probe values (2, 'after the dump')`;

      copy = await startEmbeddedBridge('memory://', { initialDataFile: file });
      const copied = connectToBridge(copy);
      try {
        expect(await copied`select id, word from dump_probe order by id`).toEqual([{ id: 1, word: 'kept' }]);
        await copied`insert into dump_probe values (3, 'only in the copy')`;
      } finally {
        await copied.end();
      }
      const [original] = await sql<
        { ids: number[] }[]
      >`select array_agg(id order by id) as ids from dump_probe`;
      expect(original?.ids).toEqual([1, 2]);
    } finally {
      await sql.end();
      await copy?.close();
      fs.rmSync(directory, { recursive: true, force: true });
    }
  });
});
