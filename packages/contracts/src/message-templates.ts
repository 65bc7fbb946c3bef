import { menuTranslationKey } from './api/settings';
import {
  accountLockedMessage,
  alreadyExistsMessage,
  categoryHasProductsMessage,
  companyHasUsersMessage,
  couldNotMessage,
  inUseMessage,
  atLeastMessage,
  atMostCharactersMessage,
  atMostMessage,
  lessThanMessage,
  lineFieldLabel,
  moreThanMessage,
  notFoundMessage,
  referenceGoneMessage,
  sizeInUseMessage,
  sizeTypeInUseMessage,
  userHasActionLogMessage,
  userReferencedMessage,
  deleteConfirmation,
  failedTitle,
  outdatedRecordByMessage,
  remainingAttemptsMessage,
  successMessage,
  transitionRefusedDetail,
  type FailureVerb,
  type SuccessVerb,
} from './messages';
import { CONFIRMATION_TEMPLATES } from './transition-words';

/**
 * The catalogue's sentence patterns (spec 001 §8: 'Could not {verb} X…', 'X Failed', success and delete
 * confirmations) as dictionary templates, so a toast or a confirmation built by these functions shows in the
 * user's language (docs/decisions/070-labels-through-the-dictionary.md). The English of each template is the
 * function's own output with `{{…}}` blanks, so it cannot drift from what the screens build.
 */
export interface MessageTemplate {
  readonly key: string;
  readonly en: string;
  readonly fr: string;
}

const COULD_NOT_FR: Readonly<Record<FailureVerb, string>> = {
  create: 'créer',
  update: 'modifier',
  delete: 'supprimer',
  cancel: 'annuler',
  reinstate: 'rétablir',
  publish: 'publier',
  import: 'importer',
  place: 'passer',
  open: 'ouvrir',
  load: 'charger',
};

const SUCCESS_FR: Readonly<Record<SuccessVerb, string>> = {
  created: 'création réussie',
  updated: 'modification réussie',
  deleted: 'suppression réussie',
  saved: 'enregistrement réussi',
};

export const MESSAGE_TEMPLATES: readonly MessageTemplate[] = [
  ...(Object.keys(COULD_NOT_FR) as FailureVerb[]).map((verb) => ({
    key: `template.couldNot.${verb}`,
    en: couldNotMessage(verb, '{{subject}}'),
    fr: `{{subject}} : impossible de ${COULD_NOT_FR[verb]}; impossible de joindre le serveur. Réessayez ou communiquez avec l'administrateur.`,
  })),
  ...(Object.keys(SUCCESS_FR) as SuccessVerb[]).map((verb) => ({
    key: `template.success.${verb}`,
    en: successMessage('{{subject}}', verb),
    fr: `{{subject}} : ${SUCCESS_FR[verb]}.`,
  })),
  { key: 'template.failed', en: failedTitle('{{subject}}'), fr: 'Échec : {{subject}}' },
  {
    key: 'template.deleteConfirmation',
    en: deleteConfirmation('{{subject}}', '{{name}}'),
    fr: 'Voulez-vous vraiment supprimer « {{name}} » ({{subject}})?',
  },
  {
    key: 'template.remainingAttempts',
    en: remainingAttemptsMessage('{{remainingAttempts}}' as unknown as number),
    fr: "Échec de l'authentification : courriel ou mot de passe invalide. Il vous reste {{remainingAttempts}} tentatives de connexion avant de devoir réinitialiser votre mot de passe.",
  },
  // A refused status move and the outdated notice naming who changed the record (decision 193).
  {
    key: 'template.transitionRefused',
    en: transitionRefusedDetail('{{subject}}', '{{from}}', '{{to}}'),
    fr: '{{subject}} à l’état {{from}} : le passage à {{to}} est impossible.',
  },
  {
    key: 'template.outdatedRecordBy',
    en: outdatedRecordByMessage('{{user}}'),
    fr: '{{user}} a modifié cette fiche : votre affichage est périmé. Il faut actualiser, et les modifications non enregistrées seront perdues.',
  },
  {
    key: 'template.accountLocked',
    en: accountLockedMessage('{{minutes}}' as unknown as number),
    fr: 'Votre compte est verrouillé après trop de tentatives de connexion infructueuses. Réessayez dans {{minutes}} minutes ou demandez à votre administrateur de le déverrouiller.',
  },
  // The services' refusals that name a record (decision 199). `{{subject}}` blanks read the subjects below.
  { key: 'template.notFound', en: notFoundMessage('{{subject}}'), fr: '{{subject}} : introuvable.' },
  {
    key: 'template.alreadyExists',
    en: alreadyExistsMessage('{{subject}}', '{{field}}'),
    fr: '{{subject}} : cette valeur ({{field}}) existe déjà.',
  },
  {
    key: 'template.inUse',
    en: inUseMessage('{{subject}}'),
    fr: '{{subject}} : utilisé par d’autres fiches, ne peut pas être supprimé.',
  },
  {
    key: 'template.referenceGone',
    en: referenceGoneMessage('{{subject}}'),
    fr: '{{subject}} : renvoie à une fiche qui n’existe plus. Actualisez et réessayez.',
  },
  {
    key: 'template.categoryHasProduct',
    en: categoryHasProductsMessage('{{name}}', 1),
    fr: 'La catégorie « {{name}} » ne peut pas être supprimée : 1 produit en fait partie. Déplacez-le ou supprimez-le d’abord.',
  },
  {
    key: 'template.categoryHasProducts',
    en: categoryHasProductsMessage('{{name}}', '{{count}}' as unknown as number),
    fr: 'La catégorie « {{name}} » ne peut pas être supprimée : {{count}} produits en font partie. Déplacez-les ou supprimez-les d’abord.',
  },
  {
    key: 'template.sizeTypeInUse',
    en: sizeTypeInUseMessage('{{subject}}', '{{name}}', '{{count}}' as unknown as number),
    fr: '{{subject}} « {{name}} » : son type ne peut pas changer, des articles de produit l’utilisent ({{count}}).',
  },
  {
    key: 'template.sizeInUseOnce',
    en: sizeInUseMessage('{{subject}}', '{{name}}', 1),
    fr: '{{subject}} « {{name}} » : ne peut pas être supprimé, 1 article de produit l’utilise.',
  },
  {
    key: 'template.sizeInUse',
    en: sizeInUseMessage('{{subject}}', '{{name}}', '{{count}}' as unknown as number),
    fr: '{{subject}} « {{name}} » : ne peut pas être supprimé, {{count}} articles de produit l’utilisent.',
  },
  {
    key: 'template.userHasActionLog',
    en: userHasActionLogMessage('{{email}}'),
    fr: 'L’utilisateur « {{email}} » ne peut pas être supprimé : le journal des actions garde la trace de son travail. Désactivez-le plutôt.',
  },
  {
    key: 'template.userReferenced',
    en: userReferencedMessage('{{email}}'),
    fr: 'L’utilisateur « {{email}} » ne peut pas être supprimé : d’autres fiches y renvoient encore. Désactivez-le plutôt.',
  },
  {
    key: 'template.companyHasUser',
    en: companyHasUsersMessage('{{name}}', 1),
    fr: 'L’entreprise « {{name}} » ne peut pas être supprimée : 1 utilisateur y est lié.',
  },
  {
    key: 'template.companyHasUsers',
    en: companyHasUsersMessage('{{name}}', '{{count}}' as unknown as number),
    fr: 'L’entreprise « {{name}} » ne peut pas être supprimée : {{count}} utilisateurs y sont liés.',
  },
  // The status menus' confirmations (decision 108).
  ...CONFIRMATION_TEMPLATES,
];

/** The subjects the screens put in those sentences ('user', 'Tax Rate Update'…), in French. */
export const MESSAGE_SUBJECTS_FR: Readonly<Record<string, string>> = {
  account: 'compte',
  avatar: 'avatar',
  category: 'catégorie',
  'category list': 'liste des catégories',
  company: 'entreprise',
  'company list': 'liste des entreprises',
  discount: 'rabais',
  password: 'mot de passe',
  product: 'produit',
  'product list': 'liste des produits',
  size: 'taille',
  'size line': 'ligne de taille',
  'size list': 'liste des tailles',
  spec: 'spécification',
  'tax rate': 'taux de taxe',
  'tax rates': 'taux de taxe',
  'transaction fee': 'frais de transaction',
  'transaction fees': 'frais de transaction',
  translation: 'traduction',
  translations: 'traductions',
  transporter: 'transporteur',
  'transporter list': 'liste des transporteurs',
  user: 'utilisateur',
  users: 'utilisateurs',
  'user status': "statut de l'utilisateur",
  'action log': 'journal des actions',
  discounts: 'rabais',
  'Account Update': 'Modification du compte',
  'Avatar Delete': "Suppression de l'avatar",
  'Avatar Upload': "Téléversement de l'avatar",
  'Password Update': 'Modification du mot de passe',
  'Transaction Fee Update': 'Modification des frais de transaction',
  'Translations Update': 'Modification des traductions',
  'Tax Rate Update': 'Modification du taux de taxe',
  'Company Create': "Création de l'entreprise",
  'Company Update': "Modification de l'entreprise",
  'Company Delete': "Suppression de l'entreprise",
  'Transporter Create': 'Création du transporteur',
  'Transporter Update': 'Modification du transporteur',
  'Transporter Delete': 'Suppression du transporteur',
  'Category Create': 'Création de la catégorie',
  'Category Update': 'Modification de la catégorie',
  'Category Delete': 'Suppression de la catégorie',
  'Category Link Toggle': 'Liaison des produits de la catégorie',
  'Discount Creation': 'Création du rabais',
  'Discount Update': 'Modification du rabais',
  'Discount Deletion': 'Suppression du rabais',
  'Product Create': 'Création du produit',
  'Product Update': 'Modification du produit',
  'Product Delete': 'Suppression du produit',
  'Size Delete': 'Suppression de la taille',
  'Spec Delete': 'Suppression de la spécification',
  'User Create': "Création de l'utilisateur",
  'User Update': "Modification de l'utilisateur",
  'User Delete': "Suppression de l'utilisateur",
  'User Unlock': "Déverrouillage de l'utilisateur",
  // The flow's records, as refused status moves name them (FLOW_ENTITY_NAMES, decision 193).
  'quote request': 'demande de devis',
  'standardized quote': 'devis standardisé',
  quote: 'devis',
  order: 'commande',
  delivery: 'livraison',
  'quote item': 'article de devis',
  'order item': 'article de commande',
  'saved view': 'vue enregistrée',
  'Saved View Creation': 'Création de la vue enregistrée',
  'Saved View Update': 'Modification de la vue enregistrée',
  'Saved View Deletion': 'Suppression de la vue enregistrée',
  // The records the services' refusals name (decision 199).
  'size or spec': 'taille ou spécification',
  picture: 'photo',
  'delivery stop': 'arrêt de livraison',
  'bill of lading': 'connaissement',
  file: 'fichier',
  attachment: 'pièce jointe',
  'email attachment': 'pièce jointe du courriel',
  timezone: 'fuseau horaire',
  thumbnail: 'vignette',
  'standardized quote item': 'article de devis standardisé',
  job: 'tâche',
  correction: 'correction',
};

/** The dictionary key of a sentence subject: 'Tax Rate Update' → 'subject.taxRateUpdate'. */
export function messageSubjectKey(subject: string): string {
  return menuTranslationKey(subject).replace(/^menu\./, 'subject.');
}

/** The fields a refusal names, with their French (dictionary keys `field.<name>`). */
export const FIELD_LABELS: Readonly<Record<string, readonly [string, string]>> = {
  quantity: ['Quantity', 'Quantité'],
  acceptedQuantity: ['Accepted Quantity', 'Quantité acceptée'],
  sellerUnitPrice: ['Seller Unit Price', 'Prix unitaire vendeur'],
  buyerUnitPrice: ['Buyer Unit Price', 'Prix unitaire acheteur'],
  markupRate: ['Markup %', 'Majoration %'],
  deliveryFee: ['Delivery Fee', 'Frais de livraison'],
  comment: ['Comment', 'Commentaire'],
  amount: ['Amount', 'Montant'],
  cost: ['Cost', 'Coût'],
  productId: ['Product', 'Produit'],
  productSizeId: ['Size', 'Format'],
  specs: ['Specs', 'Spécifications'],
  sellerCompanyId: ['Seller', 'Vendeur'],
  buyerCompanyId: ['Buyer Company', 'Entreprise acheteuse'],
  buyerUserId: ['Buyer Contact', "Contact de l'acheteur"],
  ownerUserId: ['Owner', 'Responsable'],
  discountId: ['Discount', 'Rabais'],
  categoryId: ['Category', 'Catégorie'],
  unitId: ['Unit', 'Unité'],
  statusId: ['Status', 'Statut'],
  name: ['Name', 'Nom'],
  email: ['Email', 'Courriel'],
  jobName: ['Job Name', 'Nom du chantier'],
  file: ['File', 'Fichier'],
  files: ['Pictures', 'Photos'],
  note: ['Note', 'Note'],
  id: ['Line', 'Ligne'],
};

export function fieldLabelKey(name: string): string {
  return `field.${name}`;
}

export function fieldLabelEntries(): Array<{ key: string; en: string; fr: string }> {
  return [
    ...Object.entries(FIELD_LABELS).map(([name, [en, fr]]) => ({ key: fieldLabelKey(name), en, fr })),
    {
      key: 'template.lineField',
      en: lineFieldLabel('{{line}}' as unknown as number, '{{label}}'),
      fr: 'Ligne {{line}} — {{label}}',
    },
    { key: 'template.atMost', en: atMostMessage('{{limit}}'), fr: 'au plus {{limit}}' },
    { key: 'template.atLeast', en: atLeastMessage('{{limit}}'), fr: 'au moins {{limit}}' },
    { key: 'template.moreThan', en: moreThanMessage('{{limit}}'), fr: 'plus de {{limit}}' },
    { key: 'template.lessThan', en: lessThanMessage('{{limit}}'), fr: 'moins de {{limit}}' },
    {
      key: 'template.atMostCharacters',
      en: atMostCharactersMessage('{{limit}}'),
      fr: 'au plus {{limit}} caractères',
    },
  ];
}

export function messageTemplateEntries(): MessageTemplate[] {
  const subjects = Object.entries(MESSAGE_SUBJECTS_FR).map(([en, fr]) => ({
    key: messageSubjectKey(en),
    en,
    fr,
  }));
  return [...MESSAGE_TEMPLATES, ...subjects, ...fieldLabelEntries()];
}
