// The unit tests see the words a signed-in screen sees: the shipped dictionary, which the app itself fetches with
// the signed-in shell (lib/i18n.ts loadDictionaryDefaults).
import { addDictionaryDefaults } from './lib/i18n-defaults';

addDictionaryDefaults();
