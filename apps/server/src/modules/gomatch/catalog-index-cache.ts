/**
 * Where GoMatch's in-memory catalog index comes from and when it is rebuilt (decision 141). Each run (a request,
 * a batch of searchCandidatesDataset, one relaunched line) first reads the catalog's stamp in one aggregate
 * query; the index built for that stamp is reused, any other stamp builds a new one. Correct with several server
 * instances on one PostgreSQL, whichever instance wrote the change:
 *
 * - per table (products; sizes and specs) the stamp is the row count, the sum of ids, the sum of versions and
 *   the sum of a hash of the columns the index reads. Every catalog update raises a version (versioned writes,
 *   decision 087), so the version sum only grows between deletes; ids are never reused, so a delete followed by an
 *   insert changes the id sum; the hash sum tells apart two databases with the same history (tests, a restored
 *   copy) whose rows differ. max(updated_at) + count would miss an update whose transaction began before, and
 *   committed after, a newer one (its timestamp is older than the maximum already seen).
 * - a table's rows and its stamp come from one statement, so an index is never labelled with a stamp older than
 *   its rows.
 *
 * Change events would save the query, but they are not enough alone: the embedded engine has no NOTIFY, a
 * listener that reconnects misses what happened meanwhile, and a write from psql or a migration emits none.
 */
import { sql } from 'drizzle-orm';
import { ActionLogType } from '@portal/contracts';
import type { Database, DatabaseExecutor } from '../../db/database';
import type { DomainEventBus } from '../../events/domain-events';
import { rowsOf } from '../../db/query-rows';
import { synonymsOf } from '../catalog';
import { CatalogIndex } from './catalog-index';

/**
 * The columns the index reads, hashed in the database: a change to any of them changes the stamp. A product's
 * synonyms are written out as text only when it has some: most products have none, and the text of every
 * product's empty lists was most of the stamp query's time (issue 36 tuning).
 */
const NO_SYNONYMS = `'{"tradeNames":[],"registeredNames":[],"commonNamesEn":[],"commonNamesFr":[],"originalNames":[]}'::jsonb`;
const PRODUCT_HASH = sql.raw(
  `hashtext(concat_ws('|', p.latin_name, p.cultivar, p.common_name_en, p.common_name_fr, p.sku, ` +
    `case when p.synonyms = ${NO_SYNONYMS} then null else p.synonyms::text end))`,
);
const SIZE_HASH = sql.raw(
  `hashtext(concat_ws('|', s.name, s.select_code, s.type_id, s.category_id, s.value_type_id, s.unit_id, ` +
    `s.value, s.min_value, s.max_value, array_to_string(s.aliases, '|')))`,
);

interface TableStamp {
  count: number;
  idSum: number;
  versionSum: number;
  hashSum: number;
}

function stampText(products: TableStamp, sizes: TableStamp): string {
  return [products, sizes]
    .map((table) => `${table.count}:${table.idSum}:${table.versionSum}:${table.hashSum}`)
    .join('/');
}

function sumRows(rows: ReadonlyArray<{ id: number; version: number; hash: number }>): TableStamp {
  let idSum = 0;
  let versionSum = 0;
  let hashSum = 0;
  for (const row of rows) {
    idSum += row.id;
    versionSum += row.version;
    hashSum += row.hash;
  }
  return { count: rows.length, idSum, versionSum, hashSum };
}

/**
 * The catalog's stamp now: one statement, one scan of each table with its four sums together (a scan per sum
 * read the product table four times; tens of milliseconds at 50,000 products).
 */
export async function readCatalogStamp(db: DatabaseExecutor): Promise<string> {
  const result = await db.execute(sql`
    select products.*, sizes.*
    from (
      select count(*)::bigint as product_count,
        coalesce(sum(p.id), 0)::bigint as product_ids,
        coalesce(sum(p.version), 0)::bigint as product_versions,
        coalesce(sum(${PRODUCT_HASH}), 0)::bigint as product_hashes
      from product p
    ) products
    cross join (
      select count(*)::bigint as size_count,
        coalesce(sum(s.id), 0)::bigint as size_ids,
        coalesce(sum(s.version), 0)::bigint as size_versions,
        coalesce(sum(${SIZE_HASH}), 0)::bigint as size_hashes
      from product_size s
    ) sizes`);
  const row = rowsOf<Record<string, unknown>>(result)[0] ?? {};
  const read = (prefix: string): TableStamp => ({
    count: Number(row[`${prefix}_count`] ?? 0),
    idSum: Number(row[`${prefix}_ids`] ?? 0),
    versionSum: Number(row[`${prefix}_versions`] ?? 0),
    hashSum: Number(row[`${prefix}_hashes`] ?? 0),
  });
  return stampText(read('product'), read('size'));
}

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** Every product and every size and spec, with the stamp of exactly the rows read. */
export async function loadCatalogIndex(
  db: DatabaseExecutor,
): Promise<{ stamp: string; index: CatalogIndex }> {
  const productRows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select p.id, p.latin_name, p.cultivar, p.common_name_en, p.common_name_fr, p.sku, p.synonyms, p.version,
        ${PRODUCT_HASH} as hash
      from product p
      order by p.id`),
  );
  const sizeRows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select s.id, s.name, s.select_code, s.type_id, s.category_id, s.value_type_id, s.unit_id, s.value,
        s.min_value, s.max_value, s.aliases, s.version, ${SIZE_HASH} as hash
      from product_size s
      order by s.id`),
  );
  const products = productRows.map((row) => ({
    id: Number(row.id),
    latinName: String(row.latin_name),
    cultivar: (row.cultivar as string | null) ?? null,
    commonNameEn: (row.common_name_en as string | null) ?? null,
    commonNameFr: (row.common_name_fr as string | null) ?? null,
    sku: String(row.sku),
    synonyms: synonymsOf(row.synonyms),
  }));
  const sizes = sizeRows.map((row) => ({
    id: Number(row.id),
    name: String(row.name),
    selectCode: (row.select_code as string | null) ?? null,
    typeId: Number(row.type_id),
    categoryId: Number(row.category_id),
    valueTypeId: Number(row.value_type_id),
    unitId: numberOrNull(row.unit_id),
    value: numberOrNull(row.value),
    minValue: numberOrNull(row.min_value),
    maxValue: numberOrNull(row.max_value),
    aliases: (row.aliases as string[] | null) ?? [],
  }));
  const stampOf = (rows: Array<Record<string, unknown>>) =>
    sumRows(
      rows.map((row) => ({ id: Number(row.id), version: Number(row.version), hash: Number(row.hash) })),
    );
  return {
    stamp: stampText(stampOf(productRows), stampOf(sizeRows)),
    index: new CatalogIndex(products, sizes),
  };
}

/**
 * Indexes kept per process: one. Stamps only move forward in a database, so an older index is never asked for
 * again; a process holding two databases (a bench) rebuilds when it switches, which costs it, not a server.
 */
const KEPT_INDEXES = 1;
const indexes = new Map<string, Promise<CatalogIndex>>();

function keep(stamp: string, index: Promise<CatalogIndex>): void {
  indexes.delete(stamp);
  indexes.set(stamp, index);
  while (indexes.size > KEPT_INDEXES) indexes.delete(indexes.keys().next().value!);
}

/** Whether an index for this stamp is held (built or being built) — without building one. */
export function holdsCatalogIndex(stamp: string): boolean {
  return indexes.has(stamp);
}

/**
 * The index of the catalog as it is now: built on first use and whenever the stamp changed. Runs that ask at
 * once while it is built wait for the same build. Runs in the caller's transaction when given one.
 */
export async function currentCatalogIndex(db: DatabaseExecutor): Promise<CatalogIndex> {
  const stamp = await readCatalogStamp(db);
  const known = indexes.get(stamp);
  if (known) {
    keep(stamp, known);
    return known;
  }
  const building: Promise<CatalogIndex> = loadCatalogIndex(db).then(({ stamp: loadedStamp, index }) => {
    // Rows written between the two statements: the index holds them, so it is kept under their stamp only.
    if (loadedStamp !== stamp) {
      if (indexes.get(stamp) === building) indexes.delete(stamp);
      keep(loadedStamp, Promise.resolve(index));
    }
    return index;
  });
  keep(stamp, building);
  try {
    return await building;
  } catch (error) {
    indexes.delete(stamp);
    throw error;
  }
}

/** Catalog records whose change alters what the index holds. */
const CATALOG_RECORD_TYPES: ReadonlySet<number> = new Set([
  ActionLogType.ids.PRODUCT,
  ActionLogType.ids.PRODUCT_SIZE,
]);
/** How long after the last catalog change the index is rebuilt: a bulk edit is many changes in a row. */
const WARM_AFTER_MS = 300;

/**
 * Rebuilds the index in the background soon after this instance changes the catalog, so the next request's run
 * finds it ready instead of paying the build (the embedded engine's only instance always does). Correctness does
 * not depend on it: every run still checks the stamp, which also catches other instances' changes.
 */
export function keepCatalogIndexWarm({ db, events }: { db: Database; events: DomainEventBus }): () => void {
  let timer: NodeJS.Timeout | undefined;
  const unsubscribe = events.subscribe((event) => {
    if (event.type !== 'record.changed' || !CATALOG_RECORD_TYPES.has(event.recordType)) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      // A failure here (the server closing its database) costs nothing: the next run builds what it needs.
      currentCatalogIndex(db).catch(() => undefined);
    }, WARM_AFTER_MS);
    // A pending rebuild never keeps a stopping process alive.
    timer.unref();
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}
