import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  couldNotMessage,
  menuTranslationKey,
  SETTINGS_WORDS,
  type FailureVerb,
  type SettingsWordKey,
} from '@portal/contracts';
import { isApiError } from '../../../lib/api-client';

/**
 * The settings screens' words come from the dictionary (Translation Settings), with the shipped English as
 * the fallback until it loads.
 */
export function useWords(): (key: SettingsWordKey, options?: Record<string, unknown>) => string {
  const { t } = useTranslation();
  return useCallback((key, options) => t(key, { defaultValue: SETTINGS_WORDS[key][0], ...options }), [t]);
}

/**
 * A 4xx answer carries a message written for the user (the spec's 'Please input a valid tax rate.' …) and is
 * shown as is; anything else gets the catalogue's 'Could not … X' wording (spec 001 §8).
 */
export function failureMessage(error: unknown, verb: FailureVerb, subject: string): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.message.trim() !== '') {
    return error.message;
  }
  return couldNotMessage(verb, subject);
}

/** A screen's title is its menu label, in the user's language (spec 001 §2 menu). */
export function useMenuTitle(label: string): string {
  const { t } = useTranslation();
  return t(menuTranslationKey(label), { defaultValue: label });
}
