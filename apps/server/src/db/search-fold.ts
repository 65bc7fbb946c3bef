import { sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Accent- and case-insensitive text search for the directory lists (docs/decisions/061-accent-insensitive-search.md).
 *
 * A record's searchable text is stored folded in a generated column (`search_text`, PostgreSQL computes it on
 * every write and for existing rows when the column is added), and what staff type is folded by the very same SQL
 * expression, so 'riviere' finds 'Rivière' and 'EMILIE' finds 'Émilie' on PGlite and PostgreSQL alike, with
 * nothing but built-in functions (translate, replace, lower) and pg_trgm's GIN index for the contains match.
 */

/** Latin letters with diacritics → their base letter, lower case: À→a, É→e, ç→c, ñ→n, Ł→l… */
function buildAccentMap(): { from: string; to: string } {
  let from = '';
  let to = '';
  // Latin-1 Supplement and Latin Extended-A: every letter that decomposes to an ASCII letter plus marks.
  for (let codePoint = 0xc0; codePoint <= 0x17f; codePoint += 1) {
    const character = String.fromCodePoint(codePoint);
    const base = character.normalize('NFD').replace(/\p{Diacritic}/gu, '');
    if (base !== character && /^[A-Za-z]$/.test(base)) {
      from += character;
      to += base.toLowerCase();
    }
  }
  // Letters with no decomposition, written by hand; Æ and Œ become æ and œ, expanded below.
  const extras: ReadonlyArray<[string, string]> = [
    ['Ø', 'o'],
    ['ø', 'o'],
    ['Đ', 'd'],
    ['đ', 'd'],
    ['Ł', 'l'],
    ['ł', 'l'],
    ['ı', 'i'],
    ['Æ', 'æ'],
    ['Œ', 'œ'],
    // Typographic apostrophes, as in 'Place de l’Hôtel-de-Ville', are typed as a plain one.
    ['\u2019', "'"],
    ['\u2018', "'"],
  ];
  for (const [character, replacement] of extras) {
    from += character;
    to += replacement;
  }
  return { from, to };
}

const ACCENT_MAP = buildAccentMap();

function quoteLiteral(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

const FROM_LITERAL = quoteLiteral(ACCENT_MAP.from);
const TO_LITERAL = quoteLiteral(ACCENT_MAP.to);

/** The fold of an SQL expression given as SQL text: for generated column definitions. */
export function foldedSqlText(expression: string): string {
  const translated = `translate(${expression}, ${FROM_LITERAL}, ${TO_LITERAL})`;
  return `lower(replace(replace(replace(${translated}, 'æ', 'ae'), 'œ', 'oe'), 'ß', 'ss'))`;
}

/** The same fold of a value or column at query time. */
export function foldedSql(value: SQLWrapper): SQL {
  const translated = sql`translate(${value}, ${sql.raw(FROM_LITERAL)}, ${sql.raw(TO_LITERAL)})`;
  return sql`lower(replace(replace(replace(${translated}, 'æ', 'ae'), 'œ', 'oe'), 'ß', 'ss'))`;
}

/** Folds of nullable text columns joined by spaces, for a generated `search_text` column. */
export function searchTextColumnSql(...columns: readonly string[]): SQL {
  const joined = columns.map((column) => `coalesce("${column}", '')`).join(` || ' ' || `);
  return sql.raw(foldedSqlText(joined));
}

/**
 * LIKE wildcards typed by the user are matched literally: the one escape of every contains search. (No imports:
 * drizzle-kit loads this with the schema.)
 */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** What a contains search binds for the typed text: trimmed, its LIKE wildcards escaped. */
export function containsSearchParameter(text: string): string {
  return escapeLikePattern(text.trim());
}

/**
 * `search_text` contains the folded text: a contains match the column's trigram GIN index serves. The text is
 * folded in SQL by the expression that filled the column, so both sides are alike by construction. A prepared
 * page (lib/paged-query.ts) passes a placeholder whose value is `containsSearchParameter(text)`.
 */
export function foldedContains(searchTextColumn: SQLWrapper, text: string | Placeholder): SQL {
  const parameter = typeof text === 'string' ? containsSearchParameter(text) : text;
  const typed = sql`${parameter}::text`;
  return sql`${searchTextColumn} like ('%' || ${foldedSql(typed)} || '%')`;
}

/**
 * A key that sorts names naturally ('#1, #2, #10, #15'): lower case, every run of digits left-padded with zeros
 * to ten digits. For a generated column (docs/decisions/064).
 */
export function naturalSortKeySql(column: string): SQL {
  return sql.raw(
    `regexp_replace(regexp_replace(lower("${column}"), '([0-9]+)', '0000000000\\1', 'g'), '0*([0-9]{10})', '\\1', 'g')`,
  );
}
