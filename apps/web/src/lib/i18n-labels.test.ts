import { afterEach, describe, expect, it } from 'vitest';
import {
  ActionLogAction,
  ActionLogType,
  CompanyTier,
  couldNotMessage,
  Country,
  deleteConfirmation,
  failedTitle,
  Language,
  MESSAGES,
  outdatedRecordByMessage,
  remainingAttemptsMessage,
  Role,
  successMessage,
  transitionRefusedDetail,
  UserStatus,
} from '@portal/contracts';
import { i18n, overlayDictionary } from './i18n';
import { formattersFor } from './i18n-format';
import {
  localizedName,
  translateEnumeration,
  translateLabel,
  translateMessage,
  translateScreenLabel,
  type Translate,
} from './i18n-labels';

const french: Translate = (key, options) => i18n.getFixedT('fr')(key, options);
const english: Translate = (key, options) => i18n.getFixedT('en')(key, options);

describe('translateEnumeration', () => {
  it('names enumeration entries in French through the dictionary', () => {
    expect(translateEnumeration(UserStatus, UserStatus.ids.ACTIVE, french)).toBe('Actif');
    expect(translateEnumeration(UserStatus, UserStatus.ids.INACTIVE, french)).toBe('Inactif');
    expect(translateEnumeration(CompanyTier, 2, french)).toBe('Niveau 2');
    expect(translateEnumeration(Country, Country.ids.US, french)).toBe('États-Unis');
    expect(translateEnumeration(Language, Language.ids.FRENCH, french)).toBe('Français');
    expect(translateEnumeration(Role, Role.ids.FINANCE, french)).toBe('Finances');
    expect(translateEnumeration(ActionLogAction, ActionLogAction.ids.UPDATE, french)).toBe('Modifier');
    expect(translateEnumeration(ActionLogType, ActionLogType.ids.TAX_RATE, french)).toBe('Taux de taxe');
  });

  it('keeps the contracts English in English', () => {
    expect(translateEnumeration(UserStatus, UserStatus.ids.ACTIVE, english)).toBe('Active');
    expect(translateEnumeration(Country, Country.ids.US, english)).toBe(Country.labelOf(Country.ids.US));
  });

  it('shows nothing for a missing id and the id for one the enumeration lacks', () => {
    expect(translateEnumeration(UserStatus, null, french)).toBe('');
    expect(translateEnumeration(UserStatus, 77, french)).toBe('77');
  });
});

describe('translateLabel', () => {
  afterEach(() => {
    // Put back the shipped words the tests below overwrote.
    overlayDictionary([{ key: 'label.timezone.8', en: 'Eastern', fr: 'Est' }]);
  });

  it('names reference rows by id, falling back to the name the server sent', () => {
    expect(translateLabel('timezone', 8, 'Eastern', french)).toBe('Est');
    expect(translateLabel('province', 3, 'British Columbia', french)).toBe('Colombie-Britannique');
    expect(translateLabel('province', 27, 'Illinois', french)).toBe('Illinois');
    expect(translateLabel('timezone', 99, 'Somewhere', french)).toBe('Somewhere');
    expect(translateLabel('timezone', null, 'Eastern', french)).toBe('Eastern');
  });

  it('follows an edit made in Translation Settings', () => {
    overlayDictionary([{ key: 'label.timezone.8', en: 'Eastern Time', fr: 'Heure de l’Est' }]);
    expect(translateLabel('timezone', 8, 'Eastern', french)).toBe('Heure de l’Est');
    expect(translateLabel('timezone', 8, 'Eastern', english)).toBe('Eastern Time');
  });
});

describe('translateMessage', () => {
  it('translates a catalogue message the validation produced', () => {
    expect(translateMessage(MESSAGES.invalidEmail, french)).toBe('Courriel invalide');
    expect(translateMessage(MESSAGES.invalidEmail, english)).toBe('Invalid Email');
  });

  it("rebuilds the screens' sentences in French from their template and subject", () => {
    expect(translateMessage(successMessage('user', 'created'), french)).toBe(
      'Utilisateur : création réussie.',
    );
    expect(translateMessage(successMessage('tax rate', 'updated'), french)).toBe(
      'Taux de taxe : modification réussie.',
    );
    expect(translateMessage(couldNotMessage('load', 'action log'), french)).toBe(
      "Journal des actions : impossible de charger; impossible de joindre le serveur. Réessayez ou communiquez avec l'administrateur.",
    );
    expect(translateMessage(failedTitle('User Update'), french)).toBe(
      "Échec : Modification de l'utilisateur",
    );
    expect(translateMessage(deleteConfirmation('category', 'Plante grimpante'), french)).toBe(
      'Voulez-vous vraiment supprimer « Plante grimpante » (catégorie)?',
    );
    expect(translateMessage(remainingAttemptsMessage(3), french)).toContain('Il vous reste 3 tentatives');
  });

  it('gives the same sentences back unchanged in English', () => {
    for (const sentence of [
      successMessage('user', 'created'),
      successMessage('tax rate', 'updated'),
      couldNotMessage('update', 'user status'),
      failedTitle('Category Link Toggle'),
      deleteConfirmation('size line', '#1 Container'),
      remainingAttemptsMessage(2),
    ]) {
      expect(translateMessage(sentence, english)).toBe(sentence);
    }
  });

  it('keeps a subject it has no French for, in the French sentence', () => {
    expect(translateMessage(successMessage('widget', 'deleted'), french)).toBe(
      'Widget : suppression réussie.',
    );
  });

  it("says a refused status move's rule, and who made a record outdated, in French (decision 193)", () => {
    const refused = transitionRefusedDetail('order', 'New Order', 'Complete');
    expect(translateMessage(refused, english)).toBe(refused);
    expect(translateMessage(refused, french)).toBe(
      // The statuses are named as the French user reads them (decision 199).
      'Commande à l’état Nouvelle commande : le passage à Terminé est impossible.',
    );
    expect(translateMessage(outdatedRecordByMessage('Dana Roy'), french)).toBe(
      'Dana Roy a modifié cette fiche : votre affichage est périmé. Il faut actualiser, et les modifications non enregistrées seront perdues.',
    );
  });

  it('leaves a text outside the catalogue as it is', () => {
    expect(translateMessage('Paysagement Rive-Nord cannot be deleted.', french)).toBe(
      'Paysagement Rive-Nord cannot be deleted.',
    );
    expect(translateMessage(undefined, french)).toBe('');
  });
});

describe('translateScreenLabel', () => {
  it('names menu screens and screens outside the menu in French', () => {
    expect(translateScreenLabel('Order Dashboard', french)).toBe('Tableau de bord des commandes');
    expect(translateScreenLabel('Account Settings', french)).toBe('Paramètres du compte');
    expect(translateScreenLabel('Order Delivery Wizard', english)).toBe('Order Delivery Wizard');
  });
});

describe('localizedName', () => {
  it('prefers the French name in French and falls back to the other language', () => {
    expect(localizedName('Plant', 'Plante', 'fr')).toBe('Plante');
    expect(localizedName('Plant', 'Plante', 'en')).toBe('Plant');
    expect(localizedName('Plant', '  ', 'fr-CA')).toBe('Plant');
    expect(localizedName(null, 'Plante', 'en')).toBe('Plante');
  });
});

describe('formattersFor', () => {
  const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

  it('formats dates and money in the interface language', () => {
    const frenchFormat = formattersFor('fr');
    const englishFormat = formattersFor('en');
    const instant = '2026-11-23T15:52:00Z';
    expect(plainSpaces(englishFormat.dateTime(instant, 'America/Toronto'))).toBe('Nov 23, 2026, 10:52 AM');
    expect(plainSpaces(frenchFormat.dateTime(instant, 'America/Toronto'))).toBe('23 nov. 2026, 10 h 52');
    expect(englishFormat.money(1234.5)).toBe('1,234.50');
    expect(plainSpaces(frenchFormat.money(1234.5))).toBe('1 234,50');
    expect(frenchFormat.language).toBe('fr');
    expect(formattersFor(undefined).language).toBe('en');
  });
});
