import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './src/components/ui/tag-tones';
import {
  ACCESSIBLE_COLOURS,
  fullTheme,
  isLoginSelector,
  loginTheme,
  parseBlocks,
  SYSTEM_FONT_STACK,
  withAccessibleColours,
} from './vite-theme';

const SAMPLE = `
:root {
  font-family: "Inter var", sans-serif;
  --font-family: "Inter var", sans-serif;
  --primary-color: #10b981;
}
:root {
  --blue-50: #f5f9ff;
}
@font-face {
  font-family: "Inter var";
  src: url("./fonts/InterVariable.woff2") format("woff2");
}
.p-editor-container .ql-toolbar { color: red; }
@layer primereact {
  .p-button { color: #ffffff; }
  .p-button.p-button-secondary { color: grey; }
  .p-datatable .p-datatable-thead > tr > th { padding: 1rem; }
  .p-checkbox:not(.p-disabled):has(.p-checkbox-input:hover) .p-checkbox-box { border-color: green; }
  @media screen and (max-width: 960px) {
    .p-inputtext { font-size: 1rem; }
    .p-dropdown { width: 100%; }
  }
  .p-tag { content: "}"; }
}
`;

const selectorsOf = (css: string) => {
  const selectors: string[] = [];
  const walk = (text: string) => {
    for (const block of parseBlocks(text)) {
      if (block.prelude.startsWith('@')) walk(block.body);
      else selectors.push(block.prelude);
    }
  };
  walk(css);
  return selectors;
};

describe('the theme split (vite-theme.ts)', () => {
  it('reads blocks, nested at-rules and braces inside strings', () => {
    const blocks = parseBlocks(SAMPLE);
    expect(blocks.map((block) => block.prelude)).toEqual([
      ':root',
      ':root',
      '@font-face',
      '.p-editor-container .ql-toolbar',
      '@layer primereact',
    ]);
    expect(selectorsOf(SAMPLE)).toContain('.p-tag');
  });

  it('keeps the login controls and their states, not other components or variants', () => {
    expect(isLoginSelector('.p-button')).toBe(true);
    expect(isLoginSelector('.p-checkbox:not(.p-disabled):has(.p-checkbox-input:hover) .p-checkbox-box')).toBe(
      true,
    );
    expect(isLoginSelector('.p-button.p-button-secondary')).toBe(false);
    expect(isLoginSelector('.p-datatable .p-button')).toBe(false);
    expect(isLoginSelector('.p-dropdown')).toBe(false);
  });

  it('gives the login part the variables and the login rules, inside their layer and media query', () => {
    const login = loginTheme(SAMPLE);
    expect(selectorsOf(login)).toEqual([
      ':root',
      '.p-button',
      '.p-checkbox:not(.p-disabled):has(.p-checkbox-input:hover) .p-checkbox-box',
      '.p-inputtext',
    ]);
    expect(login).toContain('@layer primereact');
    expect(login).toContain('@media screen and (max-width: 960px)');
  });

  it('gives the full part every rule and the palettes but not the variables, and neither part the webfont', () => {
    const full = fullTheme(SAMPLE);
    expect(full).not.toContain('--primary-color');
    expect(full).toContain('--blue-50');
    expect(loginTheme(SAMPLE)).not.toContain('--blue-50');
    expect(selectorsOf(full)).toContain('.p-datatable .p-datatable-thead > tr > th');
    expect(selectorsOf(full)).toContain('.p-button');
    for (const part of [full, loginTheme(SAMPLE)]) {
      expect(part).not.toContain('@font-face');
      expect(part).not.toContain('Inter');
    }
    expect(loginTheme(SAMPLE)).toContain(`--font-family: ${SYSTEM_FONT_STACK}`);
  });

  it('splits the real Lara theme: a small login part whose rules the full part repeats', () => {
    const require = createRequire(import.meta.url);
    const theme = fs.readFileSync(
      require.resolve('primereact/resources/themes/lara-light-green/theme.css'),
      'utf8',
    );
    const login = loginTheme(theme);
    const full = fullTheme(theme);
    expect(login.length).toBeLessThan(theme.length / 5);
    const fullSelectors = new Set(selectorsOf(full));
    const loginRules = selectorsOf(login).filter((selector) => selector !== ':root');
    expect(login).toContain('--primary-color');
    expect(loginRules.length).toBeGreaterThan(20);
    for (const selector of loginRules) expect(fullSelectors.has(selector)).toBe(true);
    expect(`${login}${full}`).not.toMatch(/Inter|woff2/);
  });
});

/** Text colour on background colour, as the Lara theme draws them once its colours are replaced (decision 112). */
const THEME_TEXT_PAIRS: ReadonlyArray<readonly [string, string, string]> = [
  ['white on a primary button', '#ffffff', '#10b981'],
  ['white on a hovered primary button', '#ffffff', '#059669'],
  ['white on a pressed primary button', '#ffffff', '#047857'],
  ['a link or text button on white', '#10b981', '#ffffff'],
  ['a link on the page background', '#10b981', '#f9fafb'],
  ['highlighted text on the highlight background', '#047857', '#f0fdfa'],
  ['secondary text and placeholders on white', '#6b7280', '#ffffff'],
  ['placeholders and addons on the filled inputs', '#6b7280', '#f3f4f6'],
  ['secondary text on the hover grey', '#6b7280', '#e5e7eb'],
  ['a field error on white', '#e24c4c', '#ffffff'],
  ['white on a danger button', '#ffffff', '#ef4444'],
  ['a danger text button on white', '#ef4444', '#ffffff'],
  ['white on a success button', '#ffffff', '#22c55e'],
  ['white on an info button', '#ffffff', '#0ea5e9'],
  ['white on a warning button', '#ffffff', '#f97316'],
  ['white on a help button', '#ffffff', '#a855f7'],
  // Messages and toasts: their backgrounds are 70% tints over white (#e6f0fe, #ecfaf5, #fff6eb, #ffeeee).
  ['an info message', '#3b82f6', '#e6f0fe'],
  ['a success message', '#1ea97c', '#ecfaf5'],
  ['a warning message', '#cc8925', '#fff6eb'],
  ['an error message', '#ff5757', '#ffeeee'],
];

const drawn = (colour: string) => ACCESSIBLE_COLOURS[colour] ?? colour;

describe('the theme in accessible colours (decision 112)', () => {
  it.each(THEME_TEXT_PAIRS)('gives %s at least 4.5:1', (_what, text, background) => {
    expect(contrastRatio(drawn(text), drawn(background))).toBeGreaterThanOrEqual(4.5);
  });

  it('starts from colours that fail: the pairs that passed already are only the darker shades', () => {
    const passing = THEME_TEXT_PAIRS.filter(([, text, background]) => contrastRatio(text, background) >= 4.5);
    expect(passing.map(([what]) => what)).toEqual([
      'white on a pressed primary button',
      'highlighted text on the highlight background',
      'secondary text and placeholders on white',
    ]);
  });

  it('replaces every colour once, in rules and theme variables, but not in the named colour scales', () => {
    const css =
      ':root { --primary-color: #10b981; --green-500:#22c55e; }\n.p-button { background: #10B981; color: #047857; }';
    const replaced = withAccessibleColours(css);
    expect(replaced).toContain('--primary-color: #047857');
    expect(replaced).toContain('--green-500:#22c55e');
    // #10b981 becomes #047857, and that #047857 is not replaced again; the original #047857 becomes #064e3b.
    expect(replaced).toContain('.p-button { background: #047857; color: #064e3b; }');
  });

  it('leaves none of the replaced colours in either part of the real theme, outside the colour scales', () => {
    const require = createRequire(import.meta.url);
    const theme = fs.readFileSync(
      require.resolve('primereact/resources/themes/lara-light-green/theme.css'),
      'utf8',
    );
    const withoutScales = (css: string) => css.replace(/--[a-z]+-\d+\s*:\s*#[0-9a-f]{6}/gi, '');
    for (const part of [loginTheme(theme), fullTheme(theme)]) {
      const left = Object.keys(ACCESSIBLE_COLOURS).filter(
        (colour) => !Object.values(ACCESSIBLE_COLOURS).includes(colour),
      );
      for (const colour of left) expect(withoutScales(part).toLowerCase()).not.toContain(colour);
    }
    expect(loginTheme(theme)).toContain('--primary-color: #047857');
    expect(loginTheme(theme)).toContain('--text-color-secondary: #5b6370');
  });
});
