import { describe, expect, it } from 'vitest';
import { i18n, languageCodeForId } from './i18n';

describe('languageCodeForId', () => {
  it('maps language 1 to English and 2 to French', () => {
    expect(languageCodeForId(1)).toBe('en');
    expect(languageCodeForId(2)).toBe('fr');
  });

  it('falls back to English for an unknown or missing language', () => {
    expect(languageCodeForId(99)).toBe('en');
    expect(languageCodeForId(null)).toBe('en');
  });
});

describe('i18n resources', () => {
  it('has the login labels the e2e suite looks for, in English by default', () => {
    expect(i18n.t('login.email')).toBe('Email');
    expect(i18n.t('login.password')).toBe('Password');
    expect(i18n.t('login.submit')).toBe('LOGIN');
  });

  it('translates the app strings to French', () => {
    expect(i18n.getFixedT('fr')('layout.logout')).toBe('Déconnexion');
  });

  it('bundles the shipped dictionary: menu, messages and value-list names in French', () => {
    const french = i18n.getFixedT('fr');
    expect(french('menu.actionLog')).toBe('Journal des actions');
    expect(french('menu.accountSettings')).toBe('Paramètres du compte');
    expect(french('message.invalidEmail')).toBe('Courriel invalide');
    expect(french('label.user_status.1')).toBe('Actif');
    expect(i18n.getFixedT('en')('label.user_status.1')).toBe('Active');
  });
});
