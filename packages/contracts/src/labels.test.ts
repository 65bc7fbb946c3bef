import { describe, expect, it } from 'vitest';
import { DICTIONARY_DEFAULTS } from './dictionary-defaults';
import {
  ActionLogAction,
  CompanyType,
  Country,
  LOOKUP_ENUMERATIONS,
  Province,
  UserStatus,
} from './enumerations';
import { labelDefaults, labelKey, REFERENCE_LABELS, TRANSLATED_ENUMERATIONS } from './labels';
import { Role } from './roles';

describe('value-list names in the dictionary', () => {
  it('translates every entry of every enumeration the screens show', () => {
    const translatedNames = TRANSLATED_ENUMERATIONS.map(({ enumeration }) => enumeration.name);
    expect(translatedNames).toEqual(
      expect.arrayContaining([...LOOKUP_ENUMERATIONS.map((enumeration) => enumeration.name), Role.name]),
    );
    const untranslated = TRANSLATED_ENUMERATIONS.flatMap(({ enumeration, french }) =>
      enumeration.options
        .filter((option) => !french[option.id]?.trim())
        .map((option) => `${enumeration.name} ${option.id}`),
    );
    expect(untranslated).toEqual([]);
  });

  it('ships each name under label.<list>.<id> with the contracts English and its French', () => {
    const byKey = new Map(DICTIONARY_DEFAULTS.map((entry) => [entry.key, entry]));
    expect(byKey.get(labelKey(CompanyType.name, CompanyType.ids.BUYER))).toEqual({
      key: 'label.company_type.1',
      en: 'Buyer',
      fr: 'Acheteur',
    });
    expect(byKey.get(labelKey(UserStatus.name, UserStatus.ids.INACTIVE))?.fr).toBe('Inactif');
    expect(byKey.get(labelKey(ActionLogAction.name, ActionLogAction.ids.SIGN_IN))?.fr).toBe('Connexion');
    expect(byKey.get(labelKey('timezone', 8))).toEqual({ key: 'label.timezone.8', en: 'Eastern', fr: 'Est' });
    expect(byKey.get(labelKey('country', 2))?.fr).toBe('États-Unis');
    expect(byKey.get(labelKey('language', 2))?.fr).toBe('Français');
  });

  it('ships every label it defines, once', () => {
    const keys = labelDefaults().map((label) => label.key);
    expect(new Set(keys).size).toBe(keys.length);
    const shipped = new Set(DICTIONARY_DEFAULTS.map((entry) => entry.key));
    expect(keys.filter((key) => !shipped.has(key))).toEqual([]);
  });

  it('names provinces and states by their ids, with the English of the Province list', () => {
    const mismatched = Object.entries(REFERENCE_LABELS.province).filter(
      ([id, [english]]) => Province.labelOf(Number(id)) !== english,
    );
    expect(mismatched).toEqual([]);
    const canadian = Province.options.filter((entry) => entry.countryId === Country.ids.CANADA);
    expect(canadian.every((entry) => entry.id in REFERENCE_LABELS.province)).toBe(true);
  });

  it('names every Canadian province and territory in French', () => {
    const provinces = Object.entries(REFERENCE_LABELS.province).filter(([id]) => Number(id) <= 13);
    expect(provinces).toHaveLength(13);
    expect(REFERENCE_LABELS.province[1]).toEqual(['Quebec', 'Québec']);
  });
});
