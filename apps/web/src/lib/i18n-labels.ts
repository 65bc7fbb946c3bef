import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  labelKey,
  menuTranslationKey,
  translateCatalogueText,
  type Enumeration,
  type EnumerationEntry,
} from '@portal/contracts';
import { i18n } from './i18n';

/** What the helpers need of i18next's `t`; a plain function in unit tests. */
export type Translate = (
  key: string,
  options: { defaultValue: string; skipInterpolation?: boolean },
) => string;

const defaultTranslate: Translate = (key, options) => i18n.t(key, options);

export type AnyEnumeration = Pick<
  Enumeration<Record<string, EnumerationEntry>>,
  'name' | 'labelOf' | 'options'
>;

/**
 * A value-list name in the interface language (docs/decisions/070-labels-through-the-dictionary.md): the
 * dictionary's `label.<list>.<id>` (editable in Translation Settings), else the English the caller has (the
 * enumeration's label or the server's name), else the id.
 */
export function translateLabel(
  list: string,
  id: number | string | null | undefined,
  english?: string | null,
  translate: Translate = defaultTranslate,
): string {
  if (id === null || id === undefined || id === '') return english ?? '';
  return translate(labelKey(list, id), { defaultValue: english ?? String(id) });
}

export function translateEnumeration(
  enumeration: AnyEnumeration,
  id: number | null | undefined,
  translate: Translate = defaultTranslate,
): string {
  return translateLabel(enumeration.name, id, enumeration.labelOf(id), translate);
}

/**
 * A catalogue message (spec 000 §8, 001 §8) in the interface language. Validation schemas and the server
 * speak the catalogue's English; the screens' sentences ('User updated successfully.', 'Could not load users…',
 * 'User Update Failed', delete confirmations, a refused status move with its statuses) are read back into their
 * template and subject and rebuilt from the dictionary (contracts' `translateCatalogueText`, decision 199). A text
 * that is neither (a server's own sentence, a name) stays as it is.
 */
export function translateMessage(
  text: string | null | undefined,
  translate: Translate = defaultTranslate,
): string {
  return translateCatalogueText(text, translate);
}

/**
 * A screen's title (menu label or a screen outside the menu) in the interface language: breadcrumbs, the
 * 'Return To' link and placeholder screens read the same `menu.*` keys as the menu.
 */
export function translateScreenLabel(label: string, translate: Translate = defaultTranslate): string {
  return translate(menuTranslationKey(label), { defaultValue: label });
}

/** A record's own bilingual name (categories, size categories, units): French when chosen, else English. */
export function localizedName(
  english: string | null | undefined,
  french: string | null | undefined,
  language: string,
): string {
  const isFrench = language.toLowerCase().startsWith('fr');
  const preferred = isFrench ? french : english;
  const other = isFrench ? english : french;
  return preferred?.trim() || other?.trim() || '';
}

export interface LabelHelpers {
  /** `label('timezone', 8, 'Eastern')` → 'Est' in French. */
  readonly label: (list: string, id: number | string | null | undefined, english?: string | null) => string;
  /** `enumeration(UserStatus, 2)` → 'Inactif' in French. */
  readonly enumeration: (enumeration: AnyEnumeration, id: number | null | undefined) => string;
  /** Dropdown options `{id, name}` of an enumeration, in its order and the interface language. */
  readonly options: (enumeration: AnyEnumeration) => Array<{ id: number; name: string }>;
  /** A catalogue message in the interface language. */
  readonly message: (text: string | null | undefined) => string;
  /** A screen's title: `screen('Account Settings')` → 'Paramètres du compte'. */
  readonly screen: (label: string) => string;
  /** A record's own English or French name. */
  readonly localized: (english: string | null | undefined, french: string | null | undefined) => string;
}

/** The label helpers bound to the current language; screens re-render when the language or dictionary changes. */
export function useLabels(): LabelHelpers {
  const { t, i18n: instance } = useTranslation();
  const language = instance.language;
  return useMemo(() => {
    const translate: Translate = (key, options) => t(key, options);
    return {
      label: (list, id, english) => translateLabel(list, id, english, translate),
      enumeration: (enumeration, id) => translateEnumeration(enumeration, id, translate),
      options: (enumeration) =>
        enumeration.options.map((option) => ({
          id: option.id,
          name: translateEnumeration(enumeration, option.id, translate),
        })),
      message: (text) => translateMessage(text, translate),
      screen: (label) => translateScreenLabel(label, translate),
      localized: (english, french) => localizedName(english, french, language),
    };
  }, [t, language]);
}

/** `useEnumerationLabel()(UserStatus, id)`: the one-enumeration shorthand of useLabels. */
export function useEnumerationLabel(): LabelHelpers['enumeration'] {
  return useLabels().enumeration;
}
