import { ProductSizeType, type CatalogSearchResult, type SizeMatch } from '@portal/contracts';
import type { Database, DatabaseExecutor } from '../../db/database';
import {
  CANDIDATE_LIMIT,
  comparableUnitIds,
  findProductCandidates,
  findSizeCandidates,
  findSpecs,
  type SizeCandidate,
} from './catalog-search.repository';
import { isCultivarDescriptor, rankProducts, rankSizes, synonymVariants } from './catalog-search-ranking';
import { countUsages, findProductSizesByIds } from './product-sizes.repository';
import { findProductRowsByIds } from './products.repository';
import { normalizeSearchText } from './search-text';
import { parseSize, type ParsedSize } from './size-parser';

/**
 * The catalog search service (issue 5; docs/decisions/051-catalog-search.md): one free-text plant or material
 * line in ('thuja occ smaragd 5 gal'), ranked products and sizes out. The size part is read by the size parser,
 * specs by their spellings ('multi-stem', 'std'), the rest names the product. Read-only: no action log.
 * The matching engine of later issues calls `searchCatalog` directly.
 */

export interface CatalogSearchOptions {
  limit: number;
  /** Only products whose category allows linking (decision 050). */
  linkableOnly?: boolean | undefined;
}

export interface SplitLine {
  /** Normalised text naming the product. */
  productText: string;
  size: ParsedSize | null;
  specs: SizeCandidate[];
}

/** A spelling found as whole words in the normalised line. */
function containsPhrase(text: string, phrase: string): boolean {
  return phrase.length > 0 && ` ${text} `.includes(` ${phrase} `);
}

/** Splits a line into its product words, its size and the specs it names. */
export function splitLine(text: string, specs: readonly SizeCandidate[]): SplitLine {
  const size = parseSize(text);
  let productText = normalizeSearchText(size ? size.rest : text);
  const found: SizeCandidate[] = [];
  for (const spec of specs) {
    const spellings = [spec.name, spec.selectCode, ...spec.aliases]
      .map((spelling) => normalizeSearchText(spelling))
      .filter((spelling) => spelling.length > 0)
      // Longest first, so 'branched at 1 5m' is removed whole rather than as 'branched'.
      .sort((left, right) => right.length - left.length);
    const spelling = spellings.find((candidate) => containsPhrase(productText, candidate));
    if (!spelling) continue;
    found.push(spec);
    // 'weeping', 'columnar' are specs and may name a cultivar too ('Pendula'): the ranking reads them.
    if (!isCultivarDescriptor(spelling))
      productText = ` ${productText} `.replace(` ${spelling} `, ' ').trim();
  }
  return { productText: productText.replace(/\s+/g, ' ').trim(), size, specs: found };
}

async function toSizeMatches(
  db: DatabaseExecutor,
  ranked: ReadonlyArray<{ id: number; score: number }>,
): Promise<SizeMatch[]> {
  const ids = ranked.map((entry) => entry.id);
  const [rows, usages] = await Promise.all([findProductSizesByIds(db, ids), countUsages(db, ids)]);
  const scores = new Map(ranked.map((entry) => [entry.id, entry.score]));
  return rows.map((row) => ({
    productSize: { ...row, usageCount: usages.get(row.id) ?? 0 },
    score: scores.get(row.id) ?? 0,
  }));
}

export async function searchCatalog(
  db: DatabaseExecutor,
  text: string,
  options: CatalogSearchOptions,
): Promise<CatalogSearchResult> {
  const specs = await findSpecs(db);
  const line = splitLine(text, specs);

  let products: CatalogSearchResult['products'] = [];
  if (line.productText) {
    const candidates = await findProductCandidates(
      db,
      [line.productText, ...synonymVariants(line.productText)],
      {
        linkableOnly: options.linkableOnly,
        limit: CANDIDATE_LIMIT,
      },
    );
    const ranked = rankProducts(candidates, line.productText).slice(0, options.limit);
    const rows = await findProductRowsByIds(
      db,
      ranked.map((entry) => entry.product.id),
    );
    const scores = new Map(ranked.map((entry) => [entry.product.id, entry.score]));
    products = rows.map((row) => ({ product: row, score: scores.get(row.id) ?? 0 }));
  }

  let rankedSizes: Array<{ id: number; score: number }> = [];
  if (line.size) {
    const sizeText = normalizeSearchText(line.size.text);
    const candidates = await findSizeCandidates(
      db,
      sizeText,
      { categoryId: line.size.categoryId, unitIds: comparableUnitIds(line.size.unitId) },
      { typeId: ProductSizeType.ids.SIZE, limit: 1000 },
    );
    rankedSizes = rankSizes(candidates, line.size, sizeText)
      .slice(0, options.limit)
      .map((entry) => ({ id: entry.size.id, score: entry.score }));
  }
  // Specs follow the sizes: what the line asks of the plant besides its size (spec 001 §5: up to 10).
  const specEntries = line.specs.map((spec) => ({ id: spec.id, score: 1 }));
  const sizes = await toSizeMatches(db, [...rankedSizes, ...specEntries]);
  return { products, sizes, sizeText: line.size?.text ?? null };
}

export function createCatalogSearchService({ db }: { db: Database }) {
  return {
    search: (text: string, options: CatalogSearchOptions) => searchCatalog(db, text, options),
  };
}

export type CatalogSearchService = ReturnType<typeof createCatalogSearchService>;
