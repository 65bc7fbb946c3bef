import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import type postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectToBridge, startEmbeddedBridge, type EmbeddedBridge } from './embedded-bridge';
import { migrationsFolder } from './migrate';

interface JournalEntry {
  idx: number;
  tag: string;
}

/** A copy of the migrations folder whose journal stops after `lastTag`: the database as an older release left it. */
function migrationsUpTo(lastTag: string): string {
  const source = migrationsFolder();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-migrations-'));
  fs.cpSync(source, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: JournalEntry[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/**
 * Migrations that change columns of tables with rows are tested on rows an older release wrote: drizzle-kit
 * writes a new required column as `ADD COLUMN … NOT NULL`, which a table with rows refuses, so such a migration is
 * edited by hand to fill the column first (decision 182), and this proves the edit.
 */
describe('upgrading a database that has data', () => {
  let bridge: EmbeddedBridge;
  let sql: postgres.Sql;
  const folders: string[] = [];

  beforeAll(async () => {
    bridge = await startEmbeddedBridge('memory://');
    sql = connectToBridge(bridge);
  });
  afterAll(async () => {
    await sql.end();
    await bridge.close();
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });

  it("0012 copies each existing sub-order's job text from its order, then requires it", async () => {
    const before = migrationsUpTo('0011_sub_order_list_covering_indexes');
    folders.push(before);
    await migrate(drizzle(sql), { migrationsFolder: before });

    // Two orders with sub-orders as release 0011 stored them; the foreign keys' parents are not the point here.
    await sql.begin(async (transaction) => {
      await transaction`set local session_replication_role = replica`;
      await transaction`
        insert into customer_order (id, order_number, quote_id, buyer_company_id, buyer_user_id, job_name,
          reference_number)
        values (1, 10001, 1, 1, 1, 'Parc Jarry — Érables', 'PO-77'), (2, 10002, 2, 1, 1, 'Cour Saint-Denis', null)`;
      await transaction`
        insert into sub_order (order_id, sequence_number, order_number, buyer_company_id, seller_company_id)
        values (1, 1, 10001, 1, 2), (1, 2, 10001, 1, 3), (2, 1, 10002, 1, 2)`;
    });

    await migrate(drizzle(sql), { migrationsFolder: migrationsFolder() });

    const rows = await sql<Array<{ orderId: number; copied: string; original: string }>>`
      select s.order_id as "orderId", s.search_text as copied, o.search_text as original
      from sub_order as s join customer_order as o on o.id = s.order_id order by s.id`;
    expect(rows.map((row) => [row.orderId, row.copied])).toEqual([
      [1, 'parc jarry — erables po-77'],
      [1, 'parc jarry — erables po-77'],
      [2, 'cour saint-denis '],
    ]);
    expect(rows.every((row) => row.copied === row.original)).toBe(true);
    const [column] = await sql<Array<{ isNullable: string }>>`
      select is_nullable as "isNullable" from information_schema.columns
      where table_name = 'sub_order' and column_name = 'search_text'`;
    expect(column?.isNullable).toBe('NO');
  });
});
