import { menuTranslationKey } from './api/settings';
import { labelDefaults } from './labels';
import { messageTemplateEntries } from './message-templates';
import { MAIN_MENU, type MenuItem } from './menu';
import { MESSAGES, STATIC_PAGES } from './messages';
import { MESSAGES_FR, STATIC_PAGES_FR } from './messages-fr';
import { transitionLabelEntries } from './transition-words';
import { WEB_STRINGS_EN } from './web-strings';
import { WEB_STRINGS_FR } from './web-strings-fr';

/** A shipped dictionary entry: the portal's own wording, seeded on start (docs/decisions/042-dictionary.md). */
export interface DictionaryDefault {
  readonly key: string;
  readonly en: string;
  readonly fr: string | null;
}

const MENU_FRENCH: Readonly<Record<string, string>> = {
  'Order Dashboard': 'Tableau de bord des commandes',
  Users: 'Utilisateurs',
  'User Management': 'Gestion des utilisateurs',
  'Company Management': 'Gestion des entreprises',
  'Transporter Management': 'Gestion des transporteurs',
  Quotes: 'Devis',
  'Quote Board': 'Tableau des devis',
  'Quote Table': 'Table des devis',
  'Quote Request Management': 'Gestion des demandes de devis',
  'Standardized Quote Management': 'Gestion des devis standardisés',
  'Quote Management': 'Gestion des devis',
  Orders: 'Commandes',
  'SubOrder Dashboard': 'Tableau de bord des sous-commandes',
  'Order Board': 'Tableau des commandes',
  'Order Table': 'Table des commandes',
  'Order Management': 'Gestion des commandes',
  Products: 'Produits',
  'Category Management': 'Gestion des catégories',
  'Product Management': 'Gestion des produits',
  'Size & Spec Management': 'Gestion des tailles et spécifications',
  Delivery: 'Livraison',
  'Delivery Table': 'Table des livraisons',
  Settings: 'Paramètres',
  'Tax Rate Settings': 'Paramètres des taux de taxe',
  'Transaction Fee Settings': 'Paramètres des frais de transaction',
  'Translation Settings': 'Paramètres des traductions',
  'Discount Settings': 'Paramètres des rabais',
  'Action Log': 'Journal des actions',
};

/**
 * Screens reached from the profile panel or from a board rather than from the menu: their titles share the
 * menu's keys, so the breadcrumb, the 'Return To' link and the placeholder title read them the same way.
 */
export const OTHER_SCREEN_LABELS: Readonly<Record<string, string>> = {
  'Account Settings': 'Paramètres du compte',
  'Terms of Usage': "Conditions d'utilisation",
  Support: 'Assistance',
  'Quote Construction': 'Construction du devis',
  'Quote Delivery Workspace': 'Espace de livraison du devis',
  'Quote Delivery Wizard': 'Assistant de livraison du devis',
  'Order Construction': 'Construction de la commande',
  'Order Picture Manager': 'Gestionnaire des photos de commande',
  'Order Phasing Wizard': 'Assistant de phasage de la commande',
  'Order Delivery Workspace': 'Espace de livraison de la commande',
  'Order Delivery Wizard': 'Assistant de livraison de la commande',
  'Learned Corrections': 'Corrections apprises',
  'Email Outbox': "Boîte d'envoi",
  'Email Templates': 'Modèles de courriel',
};

function otherScreenEntries(): DictionaryDefault[] {
  return Object.entries(OTHER_SCREEN_LABELS).map(([en, fr]) => ({ key: menuTranslationKey(en), en, fr }));
}

function menuEntries(items: readonly MenuItem[]): DictionaryDefault[] {
  return items.flatMap((item) => [
    { key: menuTranslationKey(item.label), en: item.label, fr: MENU_FRENCH[item.label] ?? null },
    ...menuEntries(item.items ?? []),
  ]);
}

/**
 * The spec's message catalogue is English (spec 000 §1); it ships with our French (messages-fr.ts), which the
 * translators can correct in Translation Settings (docs/decisions/070-labels-through-the-dictionary.md).
 */
function messageEntries(): DictionaryDefault[] {
  return (Object.keys(MESSAGES) as Array<keyof typeof MESSAGES>).map((name) => ({
    key: messageTranslationKey(name),
    en: MESSAGES[name],
    fr: MESSAGES_FR[name] ?? null,
  }));
}

export function messageTranslationKey(name: keyof typeof MESSAGES): string {
  return `message.${name}`;
}

/** The static pages' title, text and button (spec 000 §2 access denied, error, not found). */
function staticPageEntries(): DictionaryDefault[] {
  return (Object.keys(STATIC_PAGES) as Array<keyof typeof STATIC_PAGES>).flatMap((kind) =>
    (['title', 'text', 'button'] as const).map((part) => ({
      key: `page.${kind}.${part}`,
      en: STATIC_PAGES[kind][part],
      fr: STATIC_PAGES_FR[kind][part],
    })),
  );
}

/** The settings screens' own words, shipped in both languages. */
export const SETTINGS_WORDS = {
  'settings.save': ['Save', 'Enregistrer'],
  'settings.cancel': ['Cancel', 'Annuler'],
  'settings.edit': ['Edit', 'Modifier'],
  'settings.delete': ['Delete', 'Supprimer'],
  'settings.add': ['Add', 'Ajouter'],
  'settings.search': ['Search', 'Rechercher'],
  'settings.actions': ['Actions', 'Actions'],
  'settings.noRows': ['No records found.', 'Aucun enregistrement.'],
  'settings.province': ['Province / State', 'Province / État'],
  'settings.country': ['Country', 'Pays'],
  'settings.gstRate': ['GST %', 'TPS %'],
  'settings.pstRate': ['PST / RST %', 'TVP / TVD %'],
  'settings.qstRate': ['QST %', 'TVQ %'],
  'settings.hstRate': ['HST %', 'TVH %'],
  'settings.stateRate': ['State Rate %', "Taux de l'État %"],
  'settings.totalRate': ['Total %', 'Total %'],
  'settings.effectiveFrom': ['Effective From', 'En vigueur le'],
  'settings.editTaxRate': ['Edit Tax Rate', 'Modifier le taux de taxe'],
  'settings.company': ['Company', 'Entreprise'],
  'settings.pickCompany': ['Pick a company', 'Choisissez une entreprise'],
  'settings.feeType': ['Fee', 'Frais'],
  'settings.feeRate': ['Rate %', 'Taux %'],
  'settings.minimumAmount': ['Minimum ($)', 'Minimum ($)'],
  // decision 067: what an empty fee box means, said under the fee table.
  'settings.emptyFeeNote': [
    'An empty Rate % or Minimum ($) is saved as 0: no fee is charged.',
    'Un Taux % ou un Minimum ($) vide est enregistré comme 0 : aucuns frais ne sont facturés.',
  ],
  'settings.feeNotSaved': ['not saved yet', 'pas encore enregistré'],
  'settings.retry': ['Retry', 'Réessayer'],
  'settings.key': ['Key', 'Clé'],
  'settings.english': ['English', 'Anglais'],
  'settings.french': ['French', 'Français'],
  'settings.missingFrench': ['French missing', 'Français manquant'],
  'settings.onlyMissing': ['Only Missing French', 'Français manquant seulement'],
  'settings.addKey': ['Add Key', 'Ajouter une clé'],
  'settings.name': ['Name', 'Nom'],
  'settings.description': ['Description', 'Description'],
  'settings.newDiscount': ['New Discount', 'Nouveau rabais'],
  'settings.editDiscount': ['Edit Discount', 'Modifier le rabais'],
  'settings.deleteTitle': ['Delete', 'Supprimer'],
  'settings.date': ['Date', 'Date'],
  'settings.owner': ['Owner', 'Responsable'],
  'settings.action': ['Action', 'Action'],
  'settings.type': ['Type', 'Type'],
  'settings.recordNumber': ['Record Number', "Numéro d'enregistrement"],
  'settings.from': ['From', 'Du'],
  'settings.to': ['To', 'Au'],
  'settings.clearFilters': ['Clear Filters', 'Effacer les filtres'],
  'settings.moreEntries': [
    'Showing the newest {{count}} matching entries; narrow the filters to see older ones.',
    'Affichage des {{count}} entrées les plus récentes; précisez les filtres pour voir les plus anciennes.',
  ],
} as const satisfies Record<string, readonly [string, string]>;

export type SettingsWordKey = keyof typeof SETTINGS_WORDS;

function settingsEntries(): DictionaryDefault[] {
  return Object.entries(SETTINGS_WORDS).map(([key, [en, fr]]) => ({ key, en, fr }));
}

type StringTree = { readonly [key: string]: string | StringTree };

function flatten(tree: StringTree, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else for (const [childPath, childValue] of flatten(value, path)) flat.set(childPath, childValue);
  }
  return flat;
}

/** Every word of the web app itself, under the i18next key the screens use ('login.email'…). */
function webEntries(): DictionaryDefault[] {
  const french = flatten(WEB_STRINGS_FR);
  return [...flatten(WEB_STRINGS_EN)].map(([key, en]) => ({ key, en, fr: french.get(key) ?? null }));
}

function uniqueByKey(entries: DictionaryDefault[]): DictionaryDefault[] {
  const byKey = new Map<string, DictionaryDefault>();
  for (const entry of entries) if (!byKey.has(entry.key)) byKey.set(entry.key, entry);
  return [...byKey.values()];
}

export const DICTIONARY_DEFAULTS: readonly DictionaryDefault[] = uniqueByKey([
  ...menuEntries(MAIN_MENU),
  ...otherScreenEntries(),
  ...messageEntries(),
  ...staticPageEntries(),
  ...settingsEntries(),
  ...webEntries(),
  ...labelDefaults(),
  ...messageTemplateEntries(),
  ...transitionLabelEntries(),
]);
