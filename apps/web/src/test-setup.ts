// The unit tests see the words a signed-in screen sees: the shipped dictionary, which the app itself fetches with
// the signed-in shell (lib/i18n.ts loadDictionaryDefaults).
import { beforeAll } from 'vitest';
import { applyUiLocale } from './components/ui/ui-locale';
import { i18n } from './lib/i18n';
import { addDictionaryDefaults } from './lib/i18n-defaults';

addDictionaryDefaults();

// The files of one worker share their modules and their document (vitest.config.ts: no isolation), so each file
// starts as a fresh tab would: in English (the kit's own words too: a French screen sets them globally), at a bare
// address, with empty storage and an empty page.
beforeAll(async () => {
  await i18n.changeLanguage('en');
  applyUiLocale('en');
  if (typeof window === 'undefined') return;
  window.history.replaceState(null, '', '/');
  window.sessionStorage.clear();
  window.localStorage.clear();
  document.body.innerHTML = '';
});
