import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { z } from 'zod';
import {
  dataEnvelope,
  dictionaryEntrySchema,
  Language,
  WEB_STRINGS_EN,
  WEB_STRINGS_FR,
  type DictionaryEntry,
} from '@portal/contracts';

const en = WEB_STRINGS_EN;
const fr = WEB_STRINGS_FR;
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

// Resources are bundled, so initialisation is synchronous and the first render already has its words.
void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, fr: { translation: fr } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  // Dictionary entries added after start (overlayDictionary) re-render the screens that use them.
  react: { bindI18nStore: 'added' },
});

if (typeof document !== 'undefined') {
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
}

/**
 * Overlays the server's dictionary (Translation Settings, docs/decisions/042-dictionary.md) on the bundled
 * defaults, so an edit shows without a rebuild. A missing French translation falls back to English.
 */
export function overlayDictionary(entries: readonly DictionaryEntry[]): void {
  const english: Record<string, string> = {};
  const french: Record<string, string> = {};
  for (const entry of entries) {
    english[entry.key] = entry.en;
    if (entry.fr) french[entry.key] = entry.fr;
  }
  // One 'added' event per language for the whole dictionary, not one per key.
  i18n.addResources('en', 'translation', english);
  i18n.addResources('fr', 'translation', french);
}

/** GET /api/dictionaries is public, so the sign-in page has its words before anyone signs in. */
export async function loadServerDictionary(
  fetchImplementation: typeof fetch = globalThis.fetch,
): Promise<void> {
  const response = await fetchImplementation('/api/dictionaries', {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) return;
  const parsed = dataEnvelope(z.array(dictionaryEntrySchema)).safeParse(await response.json());
  if (parsed.success) overlayDictionary(parsed.data.data);
}

export function applyUserLanguage(languageId: number | null | undefined): void {
  const code = languageCodeForId(languageId);
  if (i18n.language !== code) void i18n.changeLanguage(code);
}

// The browser overlays the server's dictionary at start; unit tests run on the bundled words only.
if (typeof window !== 'undefined' && import.meta.env.MODE !== 'test') {
  loadServerDictionary().catch((error: unknown) => {
    console.warn('The dictionary could not be loaded; the bundled words are used.', error);
  });
}
