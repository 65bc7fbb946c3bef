import { describe, expect, it } from 'vitest';
import { DICTIONARY_DEFAULTS, messageTranslationKey } from './dictionary-defaults';
import { MESSAGES, STATIC_PAGES } from './messages';
import { MESSAGES_FR, STATIC_PAGES_FR } from './messages-fr';

describe('the French message catalogue', () => {
  it('has a French text for every message', () => {
    const missing = Object.keys(MESSAGES).filter(
      (name) => !MESSAGES_FR[name as keyof typeof MESSAGES]?.trim(),
    );
    expect(missing).toEqual([]);
  });

  it('ships the French of the messages and static pages in the dictionary', () => {
    const byKey = new Map(DICTIONARY_DEFAULTS.map((entry) => [entry.key, entry]));
    expect(byKey.get(messageTranslationKey('invalidEmail'))).toEqual({
      key: 'message.invalidEmail',
      en: 'Invalid Email',
      fr: 'Courriel invalide',
    });
    expect(byKey.get('page.notFound.title')).toEqual({
      key: 'page.notFound.title',
      en: STATIC_PAGES.notFound.title,
      fr: STATIC_PAGES_FR.notFound.title,
    });
  });
});
