/**
 * The text the catalog search indexes (product.search_text, product_size.search_text): lower case, accents
 * removed (so 'érable' finds 'erable' and the reverse), punctuation turned into spaces, single spaces. The same
 * function normalises what staff type, so both sides of a trigram comparison are alike.
 */
/** Text that is already normalised: ASCII lower-case letters, digits, '#' and '&', in words one space apart. */
const NORMALISED = /^(?:[a-z0-9#&]+(?: [a-z0-9#&]+)*)?$/;

export function normalizeSearchText(...parts: readonly (string | null | undefined)[]): string {
  // Already normalised (GoMatch normalises a line's words again at each step): the same text, no work.
  if (parts.length === 1 && typeof parts[0] === 'string' && NORMALISED.test(parts[0])) return parts[0];
  return parts
    .filter((part): part is string => typeof part === 'string' && part.length > 0)
    .join(' ')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}#&]+/gu, ' ')
    .trim();
}

/** 'Stella de Oro' → 'sdo', 'P.J.M.' → 'pjm': how the trade shortens multi-word cultivars ('Hem. SDO'). */
export function cultivarInitialism(cultivar: string | null | undefined): string | null {
  const words = normalizeSearchText(cultivar).split(' ').filter(Boolean);
  if (words.length < 2) return null;
  return words.map((word) => word[0]).join('');
}

export interface ProductSearchTextSource {
  latinName: string;
  cultivar?: string | null | undefined;
  commonNameEn?: string | null | undefined;
  commonNameFr?: string | null | undefined;
  sku: string;
  /** Its other names (decision 196), each list searched like a name. */
  synonyms?: Readonly<Record<string, readonly string[]>> | null | undefined;
}

/**
 * product.search_text: the names staff and contractors type, plus the cultivar's initialism so a line like
 * 'hem sdo' finds its candidates through the trigram index (docs/decisions/051).
 */
export function productSearchText(product: ProductSearchTextSource): string {
  return normalizeSearchText(
    product.latinName,
    product.cultivar,
    product.commonNameEn,
    product.commonNameFr,
    product.sku,
    cultivarInitialism(product.cultivar),
    ...Object.values(product.synonyms ?? {}).flat(),
  );
}

export interface ProductSizeSearchTextSource {
  name: string;
  selectCode?: string | null | undefined;
  aliases?: readonly string[] | undefined;
}

/** product_size.search_text: its name, code and the trade's other spellings. */
export function productSizeSearchText(size: ProductSizeSearchTextSource): string {
  return normalizeSearchText(size.name, size.selectCode, ...(size.aliases ?? []));
}
