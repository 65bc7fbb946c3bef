import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SETTINGS_WORDS, type SettingsWordKey } from '@portal/contracts';

/**
 * The settings screens' words come from the dictionary (Translation Settings), with the shipped English as
 * the fallback until it loads.
 */
export function useWords(): (key: SettingsWordKey, options?: Record<string, unknown>) => string {
  const { t } = useTranslation();
  return useCallback((key, options) => t(key, { defaultValue: SETTINGS_WORDS[key][0], ...options }), [t]);
}

/** The failure wording of every screen (lib/failure-message.ts), re-exported for the settings screens. */
export { failureMessage } from '../../../lib/failure-message';
