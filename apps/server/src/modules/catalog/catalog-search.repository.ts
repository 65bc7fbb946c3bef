import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { ProductSizeType, type ProductSynonyms } from '@portal/contracts';
import type { DatabaseExecutor } from '../../db/database';
import { rowsOf } from '../../db/query-rows';
import { escapeLikePattern } from '../../db/search-fold';
import {
  rankProducts,
  scoreSize,
  synonymVariants,
  wordScore,
  type RankableProduct,
  type RankableSize,
} from './catalog-search-ranking';
import { normalizeSearchText } from './search-text';
import { parseSize } from './size-parser';

/**
 * Catalog text search, stage 1 (docs/decisions/051-catalog-search.md): pg_trgm finds a bounded set of candidates
 * through the GIN trigram indexes on product.search_text and product_size.search_text; the caller (or the
 * re-ranker) orders them. Both engines run the same SQL: PGlite loads pg_trgm, PostgreSQL has it from 0001.
 */

export interface ProductTextSearchOptions {
  categoryId?: number | undefined;
  /** Only products whose category allows linking (decision 050). */
  linkableOnly?: boolean | undefined;
  offset: number;
  limit: number;
}

export interface ProductSizeTextSearchOptions {
  typeId?: number | undefined;
  categoryId?: number | undefined;
  offset: number;
  limit: number;
}

export interface IdPage {
  /** Best match first; ties by id. */
  ids: number[];
  total: number;
}

/** Word-similarity floor of the candidate filter: low enough for abbreviations and typos (the ranker sorts), high
 * enough to keep the match set small at 50,000 products (0.3 matched 3× more rows for the same accuracy). */
export const WORD_SIMILARITY_THRESHOLD = 0.45;

/**
 * Runs `work` with the word-similarity threshold lowered for this transaction only (set_config(…, true)), so the
 * `<%` operator — the one the GIN index answers — keeps abbreviated and misspelled names as candidates.
 */
export async function withTrigramThreshold<T>(
  db: DatabaseExecutor,
  work: (executor: DatabaseExecutor) => Promise<T>,
): Promise<T> {
  return db.transaction(async (transaction) => {
    await transaction.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`,
    );
    return work(transaction);
  });
}

/**
 * The candidate test on `product p`: word similarity or a substring of the search text. Both are answered by the
 * GIN trigram index (a BitmapOr); the SKU is part of the search text, so a SKU or its prefix is a substring. A
 * third branch the index cannot answer (such as `lower(sku) like …`) would turn this into a full scan.
 */
export function productTextCondition(normalized: string): SQL {
  return productTextMatch(normalized, productContainsPattern(normalized));
}

/** The LIKE pattern of the candidate test's substring branch, for a normalized search text. */
export function productContainsPattern(normalized: string): string {
  return `%${escapeLikePattern(normalized)}%`;
}

/** The candidate test with its two values given: a prepared page (lib/paged-query.ts) binds them as placeholders. */
export function productTextMatch(normalized: SQLWrapper | string, containsPattern: SQLWrapper | string): SQL {
  return sql`(${normalized} <% p.search_text or p.search_text like ${containsPattern})`;
}

/** A product's synonyms as a raw query returns the jsonb column (parsed by one driver, text by another). */
export function synonymsOf(value: unknown): ProductSynonyms | null {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return parsed && typeof parsed === 'object' ? (parsed as ProductSynonyms) : null;
}

/** How many trigram candidates the re-ranker reads (decision 051): enough for a genus with many cultivars. */
export const CANDIDATE_LIMIT = 200;

export interface ProductCandidate extends RankableProduct {
  total: number;
}

/**
 * Stage 1: products whose search text is close to any of the typed variants (the text and its genus synonyms),
 * best word similarity first, at most `limit` of them; `total` counts every match.
 */
export async function findProductCandidates(
  db: DatabaseExecutor,
  variants: readonly string[],
  options: { categoryId?: number | undefined; linkableOnly?: boolean | undefined; limit: number },
): Promise<ProductCandidate[]> {
  if (variants.length === 0) return [];
  const filters: SQL[] = [];
  if (options.categoryId !== undefined) filters.push(sql`p.category_id = ${options.categoryId}`);
  if (options.linkableOnly) filters.push(sql`c.allow_link_product`);
  return withTrigramThreshold(db, async (executor) => {
    // One statement per variant: an OR of trigram conditions makes the planner give up the index.
    const byId = new Map<number, ProductCandidate & { similarity: number }>();
    let total = 0;
    for (const variant of variants) {
      const rows = await executor.execute(sql`
        select p.id, p.latin_name, p.cultivar, p.common_name_en, p.common_name_fr, p.sku, p.synonyms,
          word_similarity(${variant}, p.search_text) as similarity, count(*) over ()::int as total
        from product p join category c on c.id = p.category_id
        where ${sql.join([productTextCondition(variant), ...filters], sql` and `)}
        order by similarity desc, p.id
        limit ${options.limit}`);
      for (const row of rowsOf<Record<string, unknown>>(rows)) {
        total = Math.max(total, Number(row.total));
        const id = Number(row.id);
        const similarity = Number(row.similarity);
        const known = byId.get(id);
        if (known && known.similarity >= similarity) continue;
        byId.set(id, {
          id,
          latinName: String(row.latin_name),
          cultivar: (row.cultivar as string | null) ?? null,
          commonNameEn: (row.common_name_en as string | null) ?? null,
          commonNameFr: (row.common_name_fr as string | null) ?? null,
          sku: String(row.sku),
          synonyms: synonymsOf(row.synonyms),
          similarity,
          total: 0,
        });
      }
    }
    return [...byId.values()]
      .sort((left, right) => right.similarity - left.similarity || left.id - right.id)
      .slice(0, options.limit)
      .map(({ similarity: _similarity, ...candidate }) => ({ ...candidate, total }));
  });
}

/**
 * Product Management's search (GET products with `search`): the catalog search's ranking of the product text,
 * paged. Within the candidate window the re-ranker orders; beyond it, trigram similarity does.
 */
export async function findProductIdsByText(
  db: DatabaseExecutor,
  text: string,
  options: ProductTextSearchOptions,
): Promise<IdPage> {
  const normalized = normalizeSearchText(text);
  if (!normalized) return { ids: [], total: 0 };
  const candidates = await findProductCandidates(db, [normalized, ...synonymVariants(normalized)], {
    categoryId: options.categoryId,
    linkableOnly: options.linkableOnly,
    limit: Math.max(CANDIDATE_LIMIT, options.offset + options.limit),
  });
  const ranked = rankProducts(candidates, normalized);
  return {
    ids: ranked.slice(options.offset, options.offset + options.limit).map((entry) => entry.product.id),
    total: candidates[0]?.total ?? 0,
  };
}

export interface SizeCandidate extends RankableSize {
  total: number;
}

function toSizeCandidate(row: Record<string, unknown>): SizeCandidate {
  const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
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
    total: Number(row.total ?? 0),
  };
}

/**
 * Sizes that may fit a parsed size (same category or a unit of the same kind) or whose name, code or aliases
 * are close to the typed text. The size library is hundreds of rows, not tens of thousands.
 */
export async function findSizeCandidates(
  db: DatabaseExecutor,
  normalizedText: string,
  parsed: { categoryId: number | null; unitIds: readonly number[] } | null,
  options: { typeId?: number | undefined; categoryId?: number | undefined; limit: number },
): Promise<SizeCandidate[]> {
  const matches: SQL[] = [];
  if (normalizedText) {
    const contains = `%${escapeLikePattern(normalizedText)}%`;
    matches.push(sql`${normalizedText} <% s.search_text or s.search_text like ${contains}`);
  }
  if (parsed?.categoryId !== null && parsed?.categoryId !== undefined)
    matches.push(sql`s.category_id = ${parsed.categoryId}`);
  if (parsed && parsed.unitIds.length > 0) {
    matches.push(
      sql`s.unit_id in (${sql.join(
        parsed.unitIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  }
  if (matches.length === 0) return [];
  const conditions: SQL[] = [sql`(${sql.join(matches, sql` or `)})`];
  if (options.typeId !== undefined) conditions.push(sql`s.type_id = ${options.typeId}`);
  if (options.categoryId !== undefined) conditions.push(sql`s.category_id = ${options.categoryId}`);
  const similarity = normalizedText ? sql`word_similarity(${normalizedText}, s.search_text)` : sql`0`;
  return withTrigramThreshold(db, async (executor) => {
    const rows = await executor.execute(sql`
      select s.id, s.name, s.select_code, s.type_id, s.category_id, s.value_type_id, s.unit_id, s.value,
        s.min_value, s.max_value, s.aliases, count(*) over ()::int as total
      from product_size s
      where ${sql.join(conditions, sql` and `)}
      order by ${similarity} desc, s.id
      limit ${options.limit}`);
    return rowsOf<Record<string, unknown>>(rows).map(toSizeCandidate);
  });
}

/** Every spec (type 2) with its spellings: a short list the search reads to find specs written in a line. */
export async function findSpecs(db: DatabaseExecutor): Promise<SizeCandidate[]> {
  const rows = await db.execute(sql`
    select s.id, s.name, s.select_code, s.type_id, s.category_id, s.value_type_id, s.unit_id, s.value,
      s.min_value, s.max_value, s.aliases
    from product_size s
    where s.type_id = ${ProductSizeType.ids.SPEC}
    order by s.id
    limit 1000`);
  return rowsOf<Record<string, unknown>>(rows).map(toSizeCandidate);
}

/** Units whose values compare with the parsed one (a caliper in inches matches sizes in millimetres). */
export function comparableUnitIds(unitId: number | null): number[] {
  if (unitId === null) return [];
  const lengths = [1, 2, 4, 5, 7];
  if (lengths.includes(unitId)) return lengths;
  if (unitId === 10 || unitId === 11) return [10, 11];
  return [unitId];
}

/**
 * Size & Spec Management's search (GET productSizes with `search`): a size written the trade's way ('3 gal',
 * '2" cal') is matched on its numbers first (size-parser.ts), and on name, code and aliases by trigram.
 */
export async function findProductSizeIdsByText(
  db: DatabaseExecutor,
  text: string,
  options: ProductSizeTextSearchOptions,
): Promise<IdPage> {
  const normalized = normalizeSearchText(text);
  if (!normalized) return { ids: [], total: 0 };
  const parsed = parseSize(text);
  const candidates = await findSizeCandidates(
    db,
    normalized,
    parsed ? { categoryId: parsed.categoryId, unitIds: comparableUnitIds(parsed.unitId) } : null,
    { typeId: options.typeId, categoryId: options.categoryId, limit: 1000 },
  );
  const textScores = new Map(
    candidates.map((candidate) => [candidate.id, textSimilarity(normalized, candidate)]),
  );
  const ranked = candidates
    .map((candidate) => {
      const structured = parsed ? scoreSize(parsed, normalizeSearchText(parsed.text), candidate) : 0;
      return { id: candidate.id, score: Math.max(structured, textScores.get(candidate.id) ?? 0) };
    })
    .filter((entry) => entry.score > 0.3)
    .sort((left, right) => right.score - left.score || left.id - right.id);
  return {
    ids: ranked.slice(options.offset, options.offset + options.limit).map((entry) => entry.id),
    total: ranked.length,
  };
}

/** Name, code or alias against typed text: exact 1, a spelling starting with it 0.8, else word by word. */
function textSimilarity(normalized: string, size: RankableSize): number {
  let best = 0;
  for (const spelling of [size.name, size.selectCode, ...size.aliases]) {
    const candidate = normalizeSearchText(spelling);
    if (!candidate) continue;
    if (candidate === normalized) return 1;
    if (candidate.startsWith(normalized)) best = Math.max(best, 0.8);
    else if (candidate.includes(normalized)) best = Math.max(best, 0.6);
    else {
      const typed = normalized.split(' ');
      const words = candidate.split(' ');
      const average =
        typed.reduce((sum, word) => sum + Math.max(...words.map((target) => wordScore(word, target))), 0) /
        typed.length;
      best = Math.max(best, 0.7 * average);
    }
  }
  return best;
}
