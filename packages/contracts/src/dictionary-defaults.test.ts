import { describe, expect, it } from 'vitest';
import { menuTranslationKey } from './api/settings';
import { DICTIONARY_DEFAULTS } from './dictionary-defaults';
import { WEB_STRINGS_EN } from './web-strings';
import { WEB_STRINGS_FR } from './web-strings-fr';

describe('the shipped dictionary', () => {
  it("includes the web app's own words under the keys the screens use, in both languages", () => {
    const login = DICTIONARY_DEFAULTS.find((entry) => entry.key === 'login.email');
    expect(login).toEqual({
      key: 'login.email',
      en: WEB_STRINGS_EN.login.email,
      fr: WEB_STRINGS_FR.login.email,
    });
    expect(login?.fr).not.toBe(login?.en);
  });

  it('gives a French count its singular and its plural instead of writing "(s)"', () => {
    const counted = DICTIONARY_DEFAULTS.filter(
      (entry) => entry.fr !== null && entry.fr.includes('{{count}}') && /\w\(e?s\)/u.test(entry.fr),
    );
    expect(counted.map((entry) => entry.key)).toEqual([]);
    const selected = DICTIONARY_DEFAULTS.filter((entry) =>
      entry.key.startsWith('deliveryTable.selectedCount'),
    );
    expect(selected.map((entry) => [entry.key, entry.fr])).toEqual([
      ['deliveryTable.selectedCount_one', '{{count}} sélectionnée'],
      ['deliveryTable.selectedCount_other', '{{count}} sélectionnées'],
    ]);
  });

  it('includes the menu labels and the spec messages', () => {
    const keys = DICTIONARY_DEFAULTS.map((entry) => entry.key);
    expect(keys).toEqual(
      expect.arrayContaining(['message.invalidTaxRate', menuTranslationKey('Discount Settings')]),
    );
  });

  it('names the screens outside the menu under the menu keys, in both languages', () => {
    const accountSettings = DICTIONARY_DEFAULTS.find(
      (entry) => entry.key === menuTranslationKey('Account Settings'),
    );
    expect(accountSettings).toEqual({
      key: 'menu.accountSettings',
      en: 'Account Settings',
      fr: 'Paramètres du compte',
    });
  });

  it('has unique keys, none of which is the prefix of another', () => {
    const keys = DICTIONARY_DEFAULTS.map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
    const keySet = new Set(keys);
    const prefixed = keys.filter((key) =>
      key
        .split('.')
        .slice(0, -1)
        .some((_, index, parts) => keySet.has(parts.slice(0, index + 1).join('.'))),
    );
    expect(prefixed).toEqual([]);
  });
});
