import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { fullTheme, isLoginSelector, loginTheme, parseBlocks, SYSTEM_FONT_STACK } from './vite-theme';

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
