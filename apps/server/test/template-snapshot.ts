import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';

/**
 * The embedded engine's test template, restorable in place (docs/testing.md). Each API test worker keeps one
 * embedded engine for all the files it runs; before a file starts, `restoreTemplate` puts every table of the
 * public schema and every sequence back as the template had them, so the file starts on exactly the data it
 * would have had on a database of its own, without the second or two a new engine costs (loading a 60 MB data
 * directory and starting PostgreSQL in WebAssembly).
 *
 * The template's rows are kept beside it, in the schema `test_template` (one table per public table, plus the
 * sequences' positions), made once per run by `takeTemplateSnapshot` in the global setup.
 */
export const SNAPSHOT_SCHEMA = 'test_template';

const SNAPSHOT_FUNCTIONS = sql.raw(`
create schema ${SNAPSHOT_SCHEMA};

create function ${SNAPSHOT_SCHEMA}.take() returns void language plpgsql as $take$
declare
  relation record;
begin
  for relation in
    select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')
  loop
    execute format('create table ${SNAPSHOT_SCHEMA}.%I as table public.%I', relation.relname, relation.relname);
    -- reltuples tells \`restore\` which snapshot tables have rows at all: the empty ones need no copy.
    execute format('analyze ${SNAPSHOT_SCHEMA}.%I', relation.relname);
  end loop;
  create table ${SNAPSHOT_SCHEMA}.sequence_position as
    select sequencename as name, last_value, start_value from pg_sequences where schemaname = 'public';
end
$take$;

-- Truncates every public table and copies the template's rows back (generated columns are recomputed, identity
-- values kept as they were), then sets every sequence where the template left it. Foreign keys and triggers do
-- not fire during the copy (session_replication_role): the rows are the template's, consistent as a whole.
create function ${SNAPSHOT_SCHEMA}.restore() returns void language plpgsql as $restore$
declare
  relation record;
  columns text;
  position record;
begin
  set local session_replication_role = replica;
  execute (
    select 'truncate ' || string_agg(format('public.%I', c.relname), ', ')
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')
  );
  for relation in
    select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = '${SNAPSHOT_SCHEMA}' and c.relkind = 'r' and c.relname <> 'sequence_position'
      and c.reltuples <> 0
  loop
    select string_agg(format('%I', a.attname), ', ' order by a.attnum) into columns
    from pg_attribute a
    where a.attrelid = format('public.%I', relation.relname)::regclass and a.attnum > 0 and not a.attisdropped
      and a.attgenerated = '';
    execute format('insert into public.%I (%s) overriding system value select %s from ${SNAPSHOT_SCHEMA}.%I',
      relation.relname, columns, columns, relation.relname);
  end loop;
  for position in select * from ${SNAPSHOT_SCHEMA}.sequence_position loop
    if position.last_value is null then
      perform setval(format('public.%I', position.name)::regclass, position.start_value, false);
    else
      perform setval(format('public.%I', position.name)::regclass, position.last_value, true);
    end if;
  end loop;
end
$restore$;
`);

/** Keeps the template's rows beside it (once per run, on the migrated and seeded template). */
export async function takeTemplateSnapshot(db: Database): Promise<void> {
  await db.execute(SNAPSHOT_FUNCTIONS);
  await db.execute(sql.raw(`select ${SNAPSHOT_SCHEMA}.take()`));
}

/**
 * Puts the database back as the template was: every public table's rows and every sequence's position, and the
 * engine's one session as a new one would be (what the files before left in it: settings, advisory locks such as
 * the job runner's, temporary tables, listeners).
 */
export async function restoreTemplate(db: Database): Promise<void> {
  await db.execute(sql.raw('reset all'));
  await db.execute(sql.raw('select pg_advisory_unlock_all()'));
  await db.execute(sql.raw('discard temp'));
  await db.execute(sql.raw('unlisten *'));
  await db.execute(sql.raw(`select ${SNAPSHOT_SCHEMA}.restore()`));
}
