import { DICTIONARY_DEFAULTS } from '@portal/contracts';
import { i18n } from './i18n-instance';

/**
 * Adds the shipped dictionary (menu, messages, value-list names…) under the words already loaded: a key the
 * server's dictionary has already set (an edit made in Translation Settings) keeps its value, whichever of the two
 * arrived first (i18n.ts loadDictionaryDefaults).
 */
export function addDictionaryDefaults(): void {
  const english: Record<string, string> = {};
  const french: Record<string, string> = {};
  for (const entry of DICTIONARY_DEFAULTS) {
    if (i18n.getResource('en', 'translation', entry.key) === undefined) english[entry.key] = entry.en;
    if (entry.fr && i18n.getResource('fr', 'translation', entry.key) === undefined)
      french[entry.key] = entry.fr;
  }
  // One 'added' event per language, as overlayDictionary does.
  i18n.addResources('en', 'translation', english);
  i18n.addResources('fr', 'translation', french);
}
