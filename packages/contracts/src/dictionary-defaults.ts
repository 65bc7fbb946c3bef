import { menuTranslationKey } from './api/settings';
import { MAIN_MENU, type MenuItem } from './menu';
import { MESSAGES } from './messages';
import { WEB_STRINGS_EN, WEB_STRINGS_FR } from './web-strings';

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

function menuEntries(items: readonly MenuItem[]): DictionaryDefault[] {
  return items.flatMap((item) => [
    { key: menuTranslationKey(item.label), en: item.label, fr: MENU_FRENCH[item.label] ?? null },
    ...menuEntries(item.items ?? []),
  ]);
}

/**
 * The spec's message catalogue is English (spec 000 §1); its French is left to the translators, so these
 * entries start with the French missing and show highlighted in Translation Settings.
 */
function messageEntries(): DictionaryDefault[] {
  return Object.entries(MESSAGES).map(([name, en]) => ({ key: `message.${name}`, en, fr: null }));
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
  'settings.stateRate': ['State rate %', "Taux de l'État %"],
  'settings.totalRate': ['Total %', 'Total %'],
  'settings.effectiveFrom': ['Effective from', 'En vigueur le'],
  'settings.editTaxRate': ['Edit tax rate', 'Modifier le taux de taxe'],
  'settings.company': ['Company', 'Entreprise'],
  'settings.pickCompany': ['Pick a company', 'Choisissez une entreprise'],
  'settings.feeType': ['Fee', 'Frais'],
  'settings.feeRate': ['Rate %', 'Taux %'],
  'settings.minimumAmount': ['Minimum ($)', 'Minimum ($)'],
  'settings.key': ['Key', 'Clé'],
  'settings.english': ['English', 'Anglais'],
  'settings.french': ['French', 'Français'],
  'settings.missingFrench': ['French missing', 'Français manquant'],
  'settings.onlyMissing': ['Only missing French', 'Français manquant seulement'],
  'settings.addKey': ['Add key', 'Ajouter une clé'],
  'settings.name': ['Name', 'Nom'],
  'settings.description': ['Description', 'Description'],
  'settings.newDiscount': ['New discount', 'Nouveau rabais'],
  'settings.editDiscount': ['Edit discount', 'Modifier le rabais'],
  'settings.deleteTitle': ['Delete', 'Supprimer'],
  'settings.date': ['Date', 'Date'],
  'settings.owner': ['Owner', 'Responsable'],
  'settings.action': ['Action', 'Action'],
  'settings.type': ['Type', 'Type'],
  'settings.recordNumber': ['Record number', "Numéro d'enregistrement"],
  'settings.from': ['From', 'Du'],
  'settings.to': ['To', 'Au'],
  'settings.clearFilters': ['Clear filters', 'Effacer les filtres'],
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
  ...messageEntries(),
  ...settingsEntries(),
  ...webEntries(),
]);
