import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { Language, WEB_STRINGS_EN, type DictionaryEntry } from '@portal/contracts';
import { sessionStore } from './session';

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

/**
 * Every shipped dictionary entry (menu, messages, value-list names…) beyond the web app's own words, so the
 * signed-in screens have the French of everything even before the server's dictionary arrives. A chunk of its own
 * (i18n-defaults.ts): the login page shows only web words, so the router fetches it with the signed-in shell and
 * the static pages (issue 11 §7, decision 077); the unit tests load it in their setup.
 */
export function loadDictionaryDefaults(): Promise<void> {
  return import('./i18n-defaults').then(({ addDictionaryDefaults }) => addDictionaryDefaults());
}

if (typeof document !== 'undefined') {
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
}

/**
 * Overlays the server's dictionary (Translation Settings, docs/decisions/042-dictionary.md) on the bundled
 * defaults, so an edit shows without a rebuild. A missing French translation falls back to the shipped French,
 * then to English.
 */
export function overlayDictionary(entries: readonly Pick<DictionaryEntry, 'key' | 'en' | 'fr'>[]): void {
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

export type DictionaryWords = Pick<DictionaryEntry, 'key' | 'en' | 'fr'>;

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * The words of a GET /api/dictionaries answer (`{ data: DictionaryEntry[] }`), or null when it is not one. Only
 * the three fields the overlay reads are checked, by hand rather than with the entry's zod schema: the login page
 * loads the dictionary, and the validation library would add a sixth to its script (issue 11 §7, decision 077).
 */
export function readDictionaryWords(body: unknown): DictionaryWords[] | null {
  if (typeof body !== 'object' || body === null || !('data' in body) || !Array.isArray(body.data))
    return null;
  const words: DictionaryWords[] = [];
  for (const entry of body.data as unknown[]) {
    if (typeof entry !== 'object' || entry === null) return null;
    const { key, en, fr } = entry as Record<string, unknown>;
    if (!isText(key) || !isText(en) || !(fr === null || isText(fr))) return null;
    words.push({ key, en, fr });
  }
  return words;
}

/**
 * GET /api/dictionaries is public, so the sign-in page has its words before anyone signs in. The server answers
 * compressed, with an ETag: a repeat visit revalidates it (304) instead of downloading it again.
 */
export async function loadServerDictionary(
  fetchImplementation: typeof fetch = globalThis.fetch,
): Promise<void> {
  const response = await fetchImplementation('/api/dictionaries', {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) return;
  const words = readDictionaryWords(await response.json());
  if (words) overlayDictionary(words);
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
