import { TransactionFeeType } from './api/settings';
import type { Enumeration, EnumerationEntry } from './enumeration';
import {
  ActionLogAction,
  ActionLogType,
  AltItemImportSource,
  BackgroundProcessStatus,
  CompanyTier,
  CompanyType,
  Country,
  DeliveryAssigned,
  DeliveryMethod,
  DeliveryStatus,
  DeliveryTrackingStatus,
  DepositStatus,
  InventoryStatus,
  ItemStatus,
  Language,
  OrderStatus,
  PictureStatus,
  PictureType,
  ProductSizeType,
  ProductSizeValueType,
  QuoteEntityType,
  QuoteRequestStatus,
  QuoteReturnStatus,
  QuoteStatus,
  RequestPurpose,
  SpecStatus,
  StandardizedQuoteStatus,
  StopTrackingStatus,
  RuleCheckStatus,
  SubOrderDeliveryStatus,
  SubOrderStatus,
  SubQuoteStatus,
  Timezone,
  TransportType,
  TruckType,
  UserStatus,
} from './enumerations';
import { Role } from './roles';

/**
 * Every name of a value list goes through the translation dictionary (docs/decisions/070-labels-through-the-
 * dictionary.md): an enumeration entry or a reference row is shipped as the key `label.<list>.<id>`, its English
 * is the contracts' label (or the reference row's name) and its French is below. Staff can then correct either
 * word in Translation Settings, and the screens show the value in the user's language by id.
 */
export function labelKey(list: string, id: number | string): string {
  return `label.${list}.${id}`;
}

/** An enumeration's French names by id; a missing id is a type error, so a new entry cannot ship untranslated. */
type FrenchOf<TEnumeration> =
  TEnumeration extends Enumeration<infer TEntries>
    ? { readonly [K in keyof TEntries as TEntries[K]['id']]: string }
    : never;

interface TranslatedEnumeration {
  readonly enumeration: Pick<Enumeration<Record<string, EnumerationEntry>>, 'name' | 'options'>;
  readonly french: Readonly<Record<number, string>>;
}

function translated<TEnumeration extends Enumeration<Record<string, EnumerationEntry>>>(
  enumeration: TEnumeration,
  french: FrenchOf<TEnumeration>,
): TranslatedEnumeration {
  return { enumeration, french };
}

// Quebec usage (Office québécois de la langue française) where it differs from France's.
const WIP = 'En cours';
const COMPLETE = 'Terminé';
const PROCESSED = 'Traité';
const CANCELLED = 'Annulé';
const ARCHIVED = 'Archivé';
const PICKED_UP = 'Pris en charge';
const BOOKED = 'Réservé';
const NOT_CONTACTED = 'Non contacté';

export const TRANSLATED_ENUMERATIONS: readonly TranslatedEnumeration[] = [
  translated(Role, {
    1: 'Administrateur acheteur',
    2: 'Vendeur',
    3: 'Opérations',
    4: 'Finances',
    5: 'Acheteur',
    9: 'Administrateur',
  }),
  translated(CompanyType, { 1: 'Acheteur', 2: 'Vendeur', 9: 'Administrateur' }),
  translated(Country, { 1: 'Canada', 2: 'États-Unis' }),
  // A language is named in its own language in the French list, so whoever lands in the wrong one finds theirs.
  translated(Language, { 1: 'English', 2: 'Français' }),
  translated(Timezone, {
    1: 'Hawaï',
    2: 'Alaska',
    3: 'Pacifique',
    4: 'Rocheuses',
    5: 'Rocheuses (Arizona, sans heure avancée)',
    6: 'Centre',
    7: 'Centre (Saskatchewan, sans heure avancée)',
    8: 'Est',
    9: 'Atlantique',
    10: 'Terre-Neuve',
  }),
  translated(CompanyTier, { 1: 'Niveau 1', 2: 'Niveau 2', 3: 'Niveau 3' }),
  translated(QuoteEntityType, { 1: 'Demande de devis', 2: 'Devis standardisé', 3: 'Devis' }),
  translated(RequestPurpose, { 1: 'Installation', 2: 'Soumission' }),
  translated(DeliveryMethod, { 1: 'Livraison', 2: 'Cueillette' }),
  translated(TransportType, { 1: 'Vendeur', 2: 'Tiers' }),
  translated(TruckType, { 1: 'Camion porteur', 2: 'Tracteur/camion et remorque' }),
  translated(UserStatus, { 1: 'Actif', 2: 'Inactif' }),
  translated(PictureType, { 1: 'Réelle', 2: "Banque d'images", 3: 'Mixte' }),
  translated(DepositStatus, { 1: 'Refusé', 2: 'Accepté', 3: 'Perçu' }),
  translated(AltItemImportSource, { 0: 'Devis régulier', 1: 'QTO', 2: 'Commande', 3: 'Inventaire' }),
  translated(ProductSizeType, { 1: 'Taille', 2: 'Spécification' }),
  translated(ProductSizeValueType, { 1: 'Unique', 2: 'Intervalle' }),
  translated(QuoteRequestStatus, { 1: COMPLETE, 2: PICKED_UP, 3: PROCESSED, 4: CANCELLED, 5: ARCHIVED }),
  translated(StandardizedQuoteStatus, {
    1: WIP,
    2: COMPLETE,
    3: PROCESSED,
    4: CANCELLED,
    5: PICKED_UP,
    6: ARCHIVED,
  }),
  translated(QuoteStatus, { 1: WIP, 2: COMPLETE, 3: PROCESSED, 4: CANCELLED }),
  translated(QuoteReturnStatus, { 1: 'S. O.', 2: 'En attente', 3: 'Retourné' }),
  translated(SubQuoteStatus, {
    1: WIP,
    2: COMPLETE,
    3: CANCELLED,
    4: 'Recommandé',
    5: ARCHIVED,
    6: 'Incomplet',
  }),
  translated(ItemStatus, {
    1: WIP,
    2: COMPLETE,
    3: CANCELLED,
    4: 'Non disponible',
    5: 'Substitué',
    6: 'Original',
  }),
  translated(OrderStatus, {
    1: 'Nouvelle commande',
    2: WIP,
    3: 'En attente de livraison',
    4: COMPLETE,
    5: CANCELLED,
    7: 'Planification de la livraison',
  }),
  translated(SubOrderStatus, {
    1: WIP,
    2: 'Configuration terminée',
    3: CANCELLED,
    4: 'Recommandé',
    5: ARCHIVED,
    6: 'Configuration incomplète',
    7: 'Confirmé',
    8: COMPLETE,
  }),
  translated(SpecStatus, {
    1: WIP,
    2: COMPLETE,
    3: 'Supprimé',
    4: 'Non disponible',
    5: 'Substitué',
    6: 'Original',
    7: 'Nouveau',
  }),
  translated(DeliveryStatus, { 1: 'Brouillon', 2: BOOKED }),
  translated(DeliveryTrackingStatus, {
    1: 'Brouillon acheteur',
    2: 'Brouillon logistique',
    3: BOOKED,
    4: 'En route',
    5: 'Livré',
  }),
  translated(StopTrackingStatus, { 1: BOOKED, 2: 'En route', 3: 'En chargement', 4: 'Chargé', 5: 'Livré' }),
  translated(RuleCheckStatus, { 1: 'Réussi', 2: 'Avertissement', 3: 'Échec' }),
  translated(SubOrderDeliveryStatus, { 1: NOT_CONTACTED, 2: 'Contacté', 3: BOOKED, 4: 'Cueillette' }),
  translated(InventoryStatus, {
    1: 'Inventaire confirmé',
    2: NOT_CONTACTED,
    3: 'Partiellement contacté',
    4: 'Partiellement confirmé',
    5: 'Vendeur contacté',
  }),
  translated(PictureStatus, { 1: 'Non envoyé', 2: 'Partiellement envoyé', 3: 'Envoyé', 4: 'Rejeté' }),
  translated(DeliveryAssigned, { 1: 'Oui', 2: 'Non', 3: 'Partiel' }),
  translated(BackgroundProcessStatus, { 0: 'S. O.', 1: 'Réussi', 2: 'En attente', 3: 'Échoué' }),
  translated(ActionLogAction, {
    1: 'Enregistrer',
    2: 'Enregistrer et terminer',
    3: 'Remettre en cours et enregistrer',
    4: 'Publier',
    5: 'Republier',
    6: 'Créer une livraison',
    7: 'Supprimer',
    8: 'Annuler',
    9: 'Rétablir',
    10: 'Passer la commande',
    11: 'Remettre en cours',
    12: 'Remettre en brouillon',
    13: 'Terminer',
    14: 'Remettre en planification de la livraison',
    15: 'Passer à la planification de la livraison',
    16: 'Remettre à nouveau',
    17: 'Mettre en cours',
    18: 'Créer un devis',
    19: 'Créer une livraison de devis',
    20: 'Enregistrer et publier',
    21: 'Créer',
    22: 'Modifier',
    23: 'Connexion',
    24: 'Déconnexion',
    25: 'Verrouiller le compte',
    26: 'Déverrouiller le compte',
    27: 'Changer le mot de passe',
    28: 'Archiver',
    29: 'Envoyer un courriel',
  }),
  translated(TransactionFeeType, {
    1: 'Frais acheteur',
    2: 'Frais vendeur',
    3: 'Frais de traitement des paiements',
  }),
  translated(ActionLogType, {
    1: 'Devis',
    2: 'Commande',
    3: 'Livraison de devis',
    4: 'Livraison de commande',
    5: 'Utilisateur',
    6: 'Entreprise',
    7: 'Transporteur',
    8: 'Catégorie',
    9: 'Produit',
    10: 'Taille et spécification',
    11: 'Taux de taxe',
    12: 'Frais de transaction',
    13: 'Traduction',
    14: 'Rabais',
    15: 'Session',
    16: 'Vue enregistrée',
    17: 'Demande de devis',
    18: 'Devis standardisé',
    19: 'Correction GoMatch',
    20: 'Modèle de courriel',
  }),
];

/**
 * French names of the provinces and states (spec 001 §7), by `Province` id; the English repeats the `Province`
 * label (labels.test.ts keeps them equal). Ids missing here keep their English name in French.
 */
export const REFERENCE_LABELS = {
  province: {
    1: ['Quebec', 'Québec'],
    2: ['Ontario', 'Ontario'],
    3: ['British Columbia', 'Colombie-Britannique'],
    4: ['Alberta', 'Alberta'],
    5: ['Manitoba', 'Manitoba'],
    6: ['Saskatchewan', 'Saskatchewan'],
    7: ['Nova Scotia', 'Nouvelle-Écosse'],
    8: ['New Brunswick', 'Nouveau-Brunswick'],
    9: ['Newfoundland and Labrador', 'Terre-Neuve-et-Labrador'],
    10: ['Prince Edward Island', 'Île-du-Prince-Édouard'],
    11: ['Northwest Territories', 'Territoires du Nord-Ouest'],
    12: ['Yukon', 'Yukon'],
    13: ['Nunavut', 'Nunavut'],
    // The US states in the server's order (ids 14…64); most keep their English name in French.
    18: ['California', 'Californie'],
    22: ['District of Columbia', 'District de Columbia'],
    23: ['Florida', 'Floride'],
    24: ['Georgia', 'Géorgie'],
    25: ['Hawaii', 'Hawaï'],
    32: ['Louisiana', 'Louisiane'],
    45: ['New Mexico', 'Nouveau-Mexique'],
    47: ['North Carolina', 'Caroline du Nord'],
    48: ['North Dakota', 'Dakota du Nord'],
    52: ['Pennsylvania', 'Pennsylvanie'],
    54: ['South Carolina', 'Caroline du Sud'],
    55: ['South Dakota', 'Dakota du Sud'],
    60: ['Virginia', 'Virginie'],
    62: ['West Virginia', 'Virginie-Occidentale'],
  },
} as const satisfies Record<string, Record<number, readonly [string, string]>>;

export type ReferenceLabelList = keyof typeof REFERENCE_LABELS;

/** A label as the dictionary ships it. */
export interface LabelDefault {
  readonly key: string;
  readonly en: string;
  readonly fr: string;
}

/** Every value-list name the dictionary ships: enumerations first, then the reference lists. */
export function labelDefaults(): LabelDefault[] {
  const enumerationLabels = TRANSLATED_ENUMERATIONS.flatMap(({ enumeration, french }) =>
    enumeration.options.map((option) => ({
      key: labelKey(enumeration.name, option.id),
      en: option.label,
      fr: french[option.id] ?? option.label,
    })),
  );
  const referenceLabels = Object.entries(REFERENCE_LABELS).flatMap(([list, names]) =>
    Object.entries(names as Readonly<Record<number, readonly [string, string]>>).map(([id, [en, fr]]) => ({
      key: labelKey(list, id),
      en,
      fr,
    })),
  );
  return [...enumerationLabels, ...referenceLabels];
}
