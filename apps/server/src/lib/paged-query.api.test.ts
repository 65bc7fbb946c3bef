import { asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@portal/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AppError } from './app-error';
import { pagedQuery, preparedPages, type PageStatementQuery } from './paged-query';

/**
 * Prepared pages (decision 179): one statement per shape, built once, executed with each query's values; the same
 * rows and totals as the unprepared page.
 */
const probe = pgTable('paged_probe', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  kind: integer('kind'),
});

interface ProbeQuery {
  page: number;
  size: number;
  sortOrder: 'asc' | 'desc';
  kind?: number | undefined;
  /** 'none' reads `kind is null`: a filter's mode, so part of the shape. */
  kindMode?: 'none' | undefined;
  name?: string | undefined;
}

let testApp: TestApp;
const builds: Array<PageStatementQuery<ProbeQuery, 'sortOrder' | 'kindMode'>> = [];

/** The probe list's definition; `planPerValue` as a list whose best plan depends on a value sets it. */
function probeList(planPerValue?: (query: ProbeQuery) => boolean) {
  return preparedPages<ProbeQuery, 'sortOrder' | 'kindMode'>()({
    name: planPerValue ? 'probe-per-value' : 'probe',
    ...(planPerValue ? { planPerValue } : {}),
    shape: ['sortOrder', 'kindMode'],
    parameters: { name: (name) => name.toLowerCase() },
    maxOffset: 40,
    statement: (db, query) => {
      builds.push({ ...query });
      const conditions: SQL[] = [];
      if (query.kindMode === 'none') conditions.push(isNull(probe.kind));
      if (query.kind !== undefined) conditions.push(eq(probe.kind, query.kind));
      if (query.name !== undefined) conditions.push(sql`lower(${probe.name}) = ${query.name}`);
      const where = conditions.length > 0 ? sql.join(conditions, sql` and `) : undefined;
      const direction = query.sortOrder === 'desc' ? desc : asc;
      return {
        matches: db
          .select({ one: sql`1` })
          .from(probe)
          .where(where),
        rows: (total: SQL.Aliased<number>) =>
          db.select({ id: probe.id, name: probe.name, total }).from(probe).where(where).$dynamic(),
        orderBy: [direction(probe.name)],
        tieBreaker: direction(probe.id),
      };
    },
  });
}

const probePages = probeList();
/** The same list, a name filter planned with its value (decision 181). */
const probePagesPerValue = probeList((query) => query.name !== undefined);

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.db;
  await db.execute(sql`create table paged_probe (id serial primary key, name text not null, kind integer)`);
  // 60 rows: kinds 1, 2 and null in turn, names 'Row 01' … 'Row 60'.
  await db.execute(sql`
    insert into paged_probe (name, kind)
    select 'Row ' || lpad(n::text, 2, '0'), case when n % 3 = 0 then null else n % 3 end
    from generate_series(1, 60) as n`);
});

afterAll(async () => {
  await testApp.close();
});

const names = (rows: Array<{ name: string }>) => rows.map((row) => row.name);

describe('prepared pages', () => {
  it('builds a shape once and runs it with each query’s values', async () => {
    const db = testApp.database.db;
    builds.length = 0;
    const kindOne = await probePages.page(db, { page: 1, size: 3, sortOrder: 'asc', kind: 1 });
    const kindTwo = await probePages.page(db, { page: 1, size: 3, sortOrder: 'asc', kind: 2 });
    expect(names(kindOne.rows)).toEqual(['Row 01', 'Row 04', 'Row 07']);
    expect(names(kindTwo.rows)).toEqual(['Row 02', 'Row 05', 'Row 08']);
    expect(kindOne.total).toBe(20);
    expect(builds).toHaveLength(1);
    // The builder saw the filter as a placeholder, never as a value.
    expect(builds[0]?.kind).not.toBe(1);
  });

  it('builds a statement per shape: another sort, another mode, another set of filters, a deeper page', async () => {
    const db = testApp.database.db;
    builds.length = 0;
    const descending = await probePages.page(db, { page: 1, size: 2, sortOrder: 'desc' });
    const unkinded = await probePages.page(db, { page: 1, size: 2, sortOrder: 'asc', kindMode: 'none' });
    const named = await probePages.page(db, { page: 1, size: 2, sortOrder: 'asc', name: 'ROW 10' });
    const second = await probePages.page(db, { page: 2, size: 2, sortOrder: 'desc' });
    const third = await probePages.page(db, { page: 3, size: 2, sortOrder: 'desc' });
    expect(names(descending.rows)).toEqual(['Row 60', 'Row 59']);
    expect(names(unkinded.rows)).toEqual(['Row 03', 'Row 06']);
    expect(unkinded.total).toBe(20);
    // The parameter's transform ran: the name was matched lower-cased.
    expect(names(named.rows)).toEqual(['Row 10']);
    expect(names(second.rows)).toEqual(['Row 58', 'Row 57']);
    expect(names(third.rows)).toEqual(['Row 56', 'Row 55']);
    // desc, none, name, desc with an offset; page 3 reused page 2's statement.
    expect(builds).toHaveLength(4);
  });

  it('answers as the unprepared page does, total capped at the bound', async () => {
    const db = testApp.database.db;
    for (const query of [
      { page: 1, size: 25, sortOrder: 'asc' as const },
      { page: 2, size: 7, sortOrder: 'desc' as const, kind: 2 },
      { page: 1, size: 5, sortOrder: 'asc' as const, kindMode: 'none' as const },
    ]) {
      const prepared = await probePages.page(db, query);
      const unprepared = await pagedQuery(db, probePages.request(db, query));
      expect(prepared).toEqual(unprepared);
    }
    const everything = await probePages.page(db, { page: 1, size: 25, sortOrder: 'asc' });
    expect(everything).toMatchObject({ total: 40, isTotalCapped: true });
  });

  it('counts on its own for a page past the end, and refuses a page beyond the bound', async () => {
    const db = testApp.database.db;
    const pastTheEnd = await probePages.page(db, { page: 5, size: 6, sortOrder: 'asc', kind: 1 });
    expect(pastTheEnd).toEqual({ rows: [], total: 20, isTotalCapped: false });
    const empty = await probePages.page(db, { page: 1, size: 6, sortOrder: 'asc', kind: 9 });
    expect(empty).toEqual({ rows: [], total: 0, isTotalCapped: false });
    const tooDeep = probePages.page(db, { page: 9, size: 5, sortOrder: 'asc' });
    await expect(tooDeep).rejects.toBeInstanceOf(AppError);
    await expect(tooDeep).rejects.toMatchObject({ code: ErrorCode.VALIDATION_FAILED });
  });

  it('plans a page per value where the list says so: built and run for the request, the same answers', async () => {
    const db = testApp.database.db;
    for (const query of [
      { page: 1, size: 3, sortOrder: 'asc' as const, name: 'row 07' },
      { page: 1, size: 3, sortOrder: 'desc' as const, name: 'ROW 60', kind: 9 },
      { page: 2, size: 3, sortOrder: 'asc' as const, name: 'Row 08' },
    ]) {
      builds.length = 0;
      expect(await probePagesPerValue.page(db, query)).toEqual(await probePages.page(db, query));
    }
    builds.length = 0;
    await probePagesPerValue.page(db, { page: 1, size: 3, sortOrder: 'asc', name: 'Row 01' });
    await probePagesPerValue.page(db, { page: 1, size: 3, sortOrder: 'asc', name: 'Row 02' });
    // Each request built its statement with its own value: nothing was kept for the shape.
    expect(builds.map((build) => build.name)).toEqual([expect.anything(), expect.anything()]);
    expect(builds).toHaveLength(2);
    // A query the list does not plan per value still runs its shape's prepared statement.
    builds.length = 0;
    await probePagesPerValue.page(db, { page: 1, size: 3, sortOrder: 'asc', kind: 1 });
    await probePagesPerValue.page(db, { page: 1, size: 3, sortOrder: 'asc', kind: 2 });
    expect(builds).toHaveLength(1);
  });
});
