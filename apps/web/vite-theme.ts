import type { Plugin } from 'vite';

/**
 * The Lara theme in two parts (issue 11 §7, docs/decisions/077-login-page-budget.md):
 * - `theme.css?part=login`: the colour and spacing variables and the rules of the few components the login page
 *   shows (text and password fields, checkbox, button, inline message, spinner). It goes with the first chunk.
 * - `theme.css` (no query): every component rule, loaded with the kit itself after sign-in. It repeats the login
 *   part's rules in their own place, so once it is in, the theme's rules cascade exactly as in the whole file.
 * Both use the system font stack instead of the theme's Inter webfont (decision 077), so no font file is fetched,
 * and both draw in the accessible colours of ACCESSIBLE_COLOURS (decision 112).
 */
export const THEME_FILE = /\/primereact\/resources\/themes\/lara-light-green\/theme\.css(?:\?(.*))?$/;

/** spec 000 leaves the typeface open; the system's own UI font needs no download (decision 077). */
export const SYSTEM_FONT_STACK =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif';

/**
 * Classes of the login page's components, and the state classes they carry. A rule belongs to the login part when
 * one of its selectors uses only these classes (so `.p-button.p-button-secondary` and `.p-datatable .p-button`
 * stay in the full theme).
 */
const LOGIN_CLASSES: readonly RegExp[] = [
  /^p-(component|disabled|error|invalid|filled|focus|highlight|variant-filled|icon|icon-spin|c)$/,
  /^p-inputtext$/,
  /^p-inputwrapper(-filled|-focus)?$/,
  /^p-input-icon(-right)?$/,
  /^p-icon-field(-right)?$/,
  /^p-password(-input|-show-icon|-hide-icon)?$/,
  /^p-checkbox(-input|-box|-icon)?$/,
  /^p-button(-label|-icon|-icon-left|-loading|-loading-icon|-loading-label-only|-loading-left)?$/,
  /^p-inline-message(-warn|-icon|-text)?$/,
  /^p-progress-spinner(-svg|-circle)?$/,
];

interface CssBlock {
  /** Selector list or at-rule prelude, trimmed. */
  readonly prelude: string;
  /** What is between the braces. */
  readonly body: string;
}

/** Top-level blocks of a stylesheet (`prelude { body }`), comments dropped. Enough for the generated theme. */
export function parseBlocks(css: string): CssBlock[] {
  const source = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const blocks: CssBlock[] = [];
  let depth = 0;
  let preludeStart = 0;
  let bodyStart = 0;
  let quote: string | null = null;
  for (let index = 0; index < source.length; index += 1) {
    const character = source[index];
    if (quote) {
      if (character === '\\') index += 1;
      else if (character === quote) quote = null;
      continue;
    }
    if (character === '"' || character === "'") {
      quote = character;
    } else if (character === '{') {
      if (depth === 0) bodyStart = index + 1;
      depth += 1;
    } else if (character === '}') {
      depth -= 1;
      if (depth === 0) {
        blocks.push({
          prelude: source.slice(preludeStart, bodyStart - 1).trim(),
          body: source.slice(bodyStart, index),
        });
        preludeStart = index + 1;
      }
    } else if (character === ';' && depth === 0) {
      // A statement at-rule (@charset, @import): kept whole as a block without body.
      preludeStart = index + 1;
    }
  }
  return blocks;
}

function printBlocks(blocks: readonly CssBlock[]): string {
  return blocks.map((block) => `${block.prelude} {${block.body}}\n`).join('');
}

/** Splits a selector list on its top-level commas (not those inside `:not(...)` or `:has(...)`). */
function splitSelectors(selectorList: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < selectorList.length; index += 1) {
    const character = selectorList[index];
    if (character === '(') depth += 1;
    else if (character === ')') depth -= 1;
    else if (character === ',' && depth === 0) {
      selectors.push(selectorList.slice(start, index).trim());
      start = index + 1;
    }
  }
  selectors.push(selectorList.slice(start).trim());
  return selectors;
}

export function isLoginSelector(selector: string): boolean {
  const classes = [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] ?? '');
  return classes.every((name) => LOGIN_CLASSES.some((pattern) => pattern.test(name)));
}

function isLoginRule(block: CssBlock): boolean {
  return splitSelectors(block.prelude).some(isLoginSelector);
}

/** The rules of a block list the login page needs, at-rule groups (`@media`, `@layer`) filtered inside. */
function loginRules(blocks: readonly CssBlock[]): CssBlock[] {
  const kept: CssBlock[] = [];
  for (const block of blocks) {
    if (block.prelude.startsWith('@keyframes')) {
      if (/p-(icon-spin|progress-spinner)/.test(block.prelude)) kept.push(block);
    } else if (block.prelude.startsWith('@')) {
      const inner = loginRules(parseBlocks(block.body));
      if (inner.length > 0) kept.push({ prelude: block.prelude, body: `\n${printBlocks(inner)}` });
    } else if (isLoginRule(block)) {
      kept.push(block);
    }
  }
  return kept;
}

/** Inter's character variants (cv02…) mean nothing, or something else, in a system font. */
function withSystemFont(css: string): string {
  return css
    .replace(/"Inter var", sans-serif/g, SYSTEM_FONT_STACK)
    .replace(/"cv02", "cv03", "cv04", "cv11"/g, 'normal');
}

/**
 * Decision 112: the theme's colours that fail WCAG 1.4.3 (4.5:1 for text) replaced, each by a darker shade of the
 * same hue; each state colour (hover, active) moves down with its base, so the steps between states stay. Text on
 * each (white on the fills, the colour on white and on the light surfaces) is at least 4.5:1; the ratios are in
 * the decision and checked by vite-theme.test.ts.
 */
export const ACCESSIBLE_COLOURS: Readonly<Record<string, string>> = {
  // Primary green (emerald): base, hover, active (and the highlight text). White on the base 2.5 → 5.5:1.
  '#10b981': '#047857',
  '#059669': '#065f46',
  '#047857': '#064e3b',
  // Secondary text and placeholders: 4.4 → 5.5:1 on the filled inputs' grey (#f3f4f6).
  '#6b7280': '#5b6370',
  // Errors under fields and invalid borders: 3.9 → 4.8:1 on white.
  '#e24c4c': '#dc2626',
  // Danger buttons (white on red 3.8 → 4.8:1): base, hover, active.
  '#ef4444': '#dc2626',
  '#dc2626': '#b91c1c',
  '#b91c1c': '#991b1b',
  // Success, info, warning and help buttons and badges: base, hover, active.
  '#22c55e': '#15803d',
  '#16a34a': '#166534',
  '#15803d': '#14532d',
  '#0ea5e9': '#0369a1',
  '#0284c7': '#075985',
  '#0369a1': '#0c4a6e',
  '#f97316': '#c2410c',
  '#ea580c': '#9a3412',
  '#c2410c': '#7c2d12',
  '#a855f7': '#7e22ce',
  '#9333ea': '#6b21a8',
  '#7e22ce': '#581c87',
  // Messages and toasts: the text on their tinted backgrounds.
  '#3b82f6': '#1d4ed8',
  '#1ea97c': '#166534',
  '#cc8925': '#92400e',
  '#ff5757': '#b91c1c',
};

/**
 * Every colour of ACCESSIBLE_COLOURS replaced in one pass (so a replacement is never replaced again), except in
 * the named colour scales (`--green-500: #22c55e`), which stay what their names say.
 */
export function withAccessibleColours(css: string): string {
  return css.replace(/(--[a-z]+-\d+\s*:\s*)?#[0-9a-f]{6}\b/gi, (match, scaleVariable: string | undefined) => {
    if (scaleVariable) return match;
    return ACCESSIBLE_COLOURS[match.toLowerCase()] ?? match;
  });
}

const isFontFace = (block: CssBlock) => block.prelude === '@font-face';
/** The theme's own variables (surfaces, text, primary colour, radius…), which every rule and app.css use. */
const isThemeVariables = (block: CssBlock) =>
  block.prelude === ':root' && block.body.includes('--primary-color');

/** The theme's variables and the login page's rules; no font face, no colour palettes (--blue-50…). */
export function loginTheme(css: string): string {
  const blocks = parseBlocks(withAccessibleColours(withSystemFont(css))).filter(
    (block) => !isFontFace(block),
  );
  const layers = blocks.filter((block) => block.prelude.startsWith('@layer'));
  return printBlocks([...blocks.filter(isThemeVariables), ...loginRules(layers)]);
}

/** Every rule and the colour palettes, but not the theme's variables (the login part has them) or font faces. */
export function fullTheme(css: string): string {
  const blocks = parseBlocks(withAccessibleColours(withSystemFont(css)));
  return printBlocks(blocks.filter((block) => !isFontFace(block) && !isThemeVariables(block)));
}

/** Serves the two parts in place of the theme file (build and dev server alike). */
export function themePlugin(): Plugin {
  return {
    name: 'portal:theme',
    enforce: 'pre',
    transform(code, id) {
      const match = THEME_FILE.exec(id);
      if (!match) return null;
      const query = new URLSearchParams(match[1] ?? '');
      return { code: query.get('part') === 'login' ? loginTheme(code) : fullTheme(code), map: null };
    },
  };
}
