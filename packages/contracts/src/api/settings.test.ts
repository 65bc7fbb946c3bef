import { describe, expect, it } from 'vitest';
import { DICTIONARY_DEFAULTS } from '../dictionary-defaults';
import { MAIN_MENU } from '../menu';
import { DICTIONARY_KEY_PATTERN, isValidAmount, isValidRate, menuTranslationKey } from './settings';

describe('rates', () => {
  it('accepts percentages from 0 to below 100 with at most three decimals', () => {
    expect([0, 5, 9.975, 14.975, 99.999].every(isValidRate)).toBe(true);
    expect([-0.001, 100, 150, 5.1234, Number.NaN, Infinity, '5'].some(isValidRate)).toBe(false);
  });

  it('accepts amounts in cents from 0 to one million', () => {
    expect([0, 10, 12.5, 1_000_000].every(isValidAmount)).toBe(true);
    expect([-1, 1.005, 1_000_000.01].some(isValidAmount)).toBe(false);
  });
});

describe('dictionary defaults', () => {
  it('names menu keys in camel case', () => {
    expect(menuTranslationKey('Tax Rate Settings')).toBe('menu.taxRateSettings');
    expect(menuTranslationKey('Size & Spec Management')).toBe('menu.sizeSpecManagement');
  });

  it('ships every top-level menu label, with valid and unique keys', () => {
    const keys = DICTIONARY_DEFAULTS.map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.every((key) => DICTIONARY_KEY_PATTERN.test(key))).toBe(true);
    for (const item of MAIN_MENU) expect(keys).toContain(menuTranslationKey(item.label));
    expect(DICTIONARY_DEFAULTS.find((entry) => entry.key === 'message.invalidTaxRate')).toEqual({
      key: 'message.invalidTaxRate',
      en: 'Please input a valid tax rate.',
      fr: 'Veuillez saisir un taux de taxe valide.',
    });
  });
});
