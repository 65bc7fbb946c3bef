import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { Language, WEB_STRINGS_EN } from '@portal/contracts';
import { sessionStore } from './session';

/*
 * The interface's i18next instance and its languages, apart from i18n.ts so that the shipped dictionary's chunk
 * (i18n-defaults.ts), which i18n.ts loads, adds its words to the instance without importing i18n.ts back.
 */

const en = WEB_STRINGS_EN;
export const SUPPORTED_LANGUAGES = ['en', 'fr'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: SupportedLanguage = 'en';

function isSupportedLanguage(code: string | undefined): code is SupportedLanguage {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(code ?? '');
}

/** The user's languageId (1 English, 2 French, spec 001 enumerations) picks the interface language. */
export function languageCodeForId(languageId: number | null | undefined): SupportedLanguage {
  const code = Language.options.find((option) => option.id === languageId)?.code;
  return isSupportedLanguage(code) ? code : DEFAULT_LANGUAGE;
}

export const i18n = i18next.createInstance();

// The English words are bundled, so initialisation is synchronous and the login page's first render has its words.
// The French ones (WEB_STRINGS_FR among the shipped dictionary) come with loadDictionaryDefaults and the server's
// dictionary: the login page is English, and the router fetches them before any signed-in screen (decision 077).
// After a reload main.tsx applies the stored user's language before the first render.
void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: languageCodeForId(sessionStore.getSnapshot()?.user.languageId),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  // Dictionary entries added after start (overlayDictionary) re-render the screens that use them.
  react: { bindI18nStore: 'added' },
});
