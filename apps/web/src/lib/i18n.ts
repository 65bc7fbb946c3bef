import type { DictionaryEntry } from '@portal/contracts';
import { i18n, languageCodeForId } from './i18n-instance';

export {
  DEFAULT_LANGUAGE,
  i18n,
  languageCodeForId,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
} from './i18n-instance';

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
