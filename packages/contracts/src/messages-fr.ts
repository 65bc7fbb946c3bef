import type { MESSAGES, STATIC_PAGES } from './messages';

const STATIC_PAGE_TEXT_FR = "La ressource demandée n'est pas disponible.";

/**
 * The French of the message catalogue (spec 000 §8, 001 §8), shipped as the dictionary's French for
 * `message.<name>`; translators can still change it in Translation Settings. Partial so that a new message
 * compiles at once; messages-fr.test.ts fails until its French is written here.
 */
export const MESSAGES_FR: { readonly [K in keyof typeof MESSAGES]?: string } = {
  loginFailedTitle: 'Échec de la connexion',
  loginFailedDefault: "Ce nom d'utilisateur ou ce mot de passe n'existe pas... communiquez avec le soutien",
  staffOnly: "Ce portail est réservé au personnel de la place de marché. Votre compte n'y a pas accès.",
  accountInactive: 'Votre compte est inactif. Communiquez avec votre administrateur.',
  tooManyAttempts: 'Trop de tentatives de connexion. Attendez une minute et réessayez.',
  controlCharacters: 'Retirez de ce texte les caractères de contrôle (comme NUL).',
  sessionExpired: 'Votre session a expiré. Veuillez vous reconnecter.',
  invalidEmail: 'Courriel invalide',
  passwordEmpty: 'Le mot de passe est vide.',
  validationFailedTitle: 'Échec de la validation',
  validationFailed: 'Votre saisie est invalide.',
  invalidInputTitle: 'Saisie invalide',
  invalidInput: 'Veuillez saisir une valeur valide dans tous les champs.',
  userStatusCannotUpdate: "Le statut de l'utilisateur ne peut pas être modifié.",
  userActivationNeedsCompany: "Un utilisateur ne peut être activé que s'il est lié à une entreprise.",
  invalidTaxRate: 'Veuillez saisir un taux de taxe valide.',
  invalidFeeRate: 'Veuillez saisir un taux de frais valide.',
  invalidMinimumAmount: 'Veuillez saisir un montant minimum valide.',
  duplicatedKeys: 'Veuillez vérifier les clés en double.',
  maxSpecsReached: "Impossible d'ajouter d'autres spécifications",
  serverError:
    "Une erreur s'est produite. Communiquez avec votre administrateur système et réessayez plus tard.",
  notAuthenticated: 'Vous devez vous connecter pour continuer.',
  accessDenied: "Vous n'avez pas la permission de faire ceci.",
  notFound: 'La ressource demandée est introuvable.',
  outdatedRecord:
    'Un autre utilisateur a modifié cette fiche : votre affichage est périmé. Il faut actualiser, et les modifications non enregistrées seront perdues.',
  routeCalculationFailedTitle: 'Erreur',
  routeCalculationFailed: "Erreur lors du calcul d'un itinéraire",
  routeOptimizationFailed:
    "L'optimisation de l'itinéraire a échoué. Enregistrez votre travail et réessayez plus tard.",
  sessionExpiringTitle: 'Session bientôt expirée',
  sessionExpiring:
    "Votre session expirera bientôt pour cause d'inactivité. Cliquez sur Continuer pour rester connecté.",
  continue: 'Continuer',
  unsavedChangesTitle: 'Modifications non enregistrées',
  unsavedChanges:
    'Vous avez des modifications non enregistrées. Voulez-vous quitter cette page et les perdre?',
  unsavedChangesDiscard:
    'Vous avez des modifications non enregistrées. Voulez-vous fermer ce formulaire et les perdre?',
  unsavedChangesProceed:
    'Vous avez des modifications non enregistrées, qui empêchent de poursuivre. Les enregistrer et continuer, les abandonner et continuer, ou rester sur cette page?',
  passwordMismatch: 'Le nouveau mot de passe et sa confirmation ne correspondent pas.',
  currentPasswordWrong: "Le mot de passe actuel n'est pas le bon.",
  passwordTooShort: 'Le mot de passe doit comporter au moins 8 caractères.',
  taxDisclaimer:
    "Les taxes affichées sont uniquement la taxe de vente de l'État; les taxes de comté et municipales sont ajoutées à la facturation.",
  staticPageText: STATIC_PAGE_TEXT_FR,
  ownRoleOrStatus: 'Vous ne pouvez pas changer votre propre rôle ni votre propre statut.',
  ownUserDelete: 'Vous ne pouvez pas supprimer votre propre utilisateur.',
  ownPasswordInAccountSettings: 'Changez votre propre mot de passe dans Paramètres du compte.',
  staffAccountSuperAdminOnly:
    "Seul un super administrateur peut modifier, activer, désactiver ou supprimer le compte d'un utilisateur super administrateur, opérations ou finances.",
  staffRoleSuperAdminOnly:
    'Seul un super administrateur peut donner à un compte le rôle de super administrateur, opérations ou finances.',
  adminCompanySuperAdminOnly:
    "Seul un super administrateur peut créer, modifier ou supprimer les entreprises (administrateur) de l'opérateur.",
  companyFlagsNotAllowed:
    "Seul un super administrateur ou les opérations peuvent changer le niveau ou les indicateurs inscrite et privilégiée d'une entreprise.",
  transactionFeesNotAllowed:
    'Seul un super administrateur ou les finances peuvent changer les frais de transaction.',
  translationsSuperAdminOnly: 'Seul un super administrateur peut changer les traductions.',
  avatarOwnOnly: 'Vous ne pouvez changer que votre propre avatar.',
  superAdminOnly: 'Seul un super administrateur peut faire ceci.',
  invalidPhoneNumber:
    'Saisissez un numéro de téléphone nord-américain, p. ex. 514-555-0199, (514) 555-0199 ou +1 514 555 0199 x123.',
  supplierApiKeyRequired: "Cette requête exige une clé d'API valide du module fournisseur.",
  incompleteStandardizedItems:
    'Certains articles du devis standardisé sont incomplets. Chaque article doit avoir un produit, un format et une quantité et être révisé avant de terminer le devis.',
  relaunchGoMatchFailed:
    "La relance de GoMatch a échoué. Veuillez réessayer ou communiquer avec l'administrateur.",
  invalidAttachment:
    "La pièce jointe n'a pas été téléversée : elle doit être un fichier PDF, Excel, CSV, Word ou image d'au plus 20 Mo.",
  tooManyAttachments: 'Une demande de devis peut avoir au plus 20 pièces jointes.',
  quoteRequestInUse: 'Cette demande de devis a été standardisée en devis et ne peut pas être supprimée.',
  idempotencyKeyReused:
    'Cette requête répète une requête précédente avec un contenu différent. Fermez la fenêtre et réessayez.',
  standardizedQuoteProcessed:
    'Ce devis standardisé a été transformé en devis : il peut être consulté, mais pas modifié.',
  processedReadOnly: 'Ce devis a été traité : il peut être consulté, mais pas modifié.',
  quoteNotInWip: 'Ce devis n’est pas en cours : remettez-le en cours pour le modifier.',
  missingInfoForPublish:
    'Il manque des informations pour publier ce devis : chaque ligne doit avoir un vendeur, un prix unitaire vendeur et un prix unitaire acheteur.',
  quoteRequestClosed: 'Cette demande de devis est annulée ou archivée : rétablissez-la avant de la modifier.',
  emptySubstitution:
    'Une substitution doit avoir au moins un champ rempli : un produit, un format ou une spécification.',
  alternateSizeRequired: 'Une option de remplacement avec un produit doit avoir un format.',
  noDataFound: 'Aucune donnée trouvée',
  quoteNotPublished:
    'Ce devis n’est pas publié en attente du retour de l’acheteur : publiez-le avant d’enregistrer le retour.',
  acceptedMoreThanQuoted: 'La quantité acceptée ne peut pas dépasser la quantité du devis.',
  lineNotOffered:
    'Cette ligne n’a pas été proposée à l’acheteur (non disponible, annulée ou remplacée par sa substitution).',
  nothingAccepted:
    'L’acheteur n’a accepté aucune ligne de ce devis : enregistrez un retour avec au moins une ligne acceptée pour passer la commande.',
  acceptedLineWithoutSeller: 'Chaque ligne acceptée doit avoir un vendeur avant que la commande soit passée.',
  incompleteOrderItems:
    'Certains articles de la commande sont incomplets : chaque article retenu doit avoir un vendeur, une quantité, un prix unitaire vendeur et un prix unitaire acheteur.',
  incompleteOrderDiscounts:
    'Certains rabais sont incomplets : chaque rabais doit avoir un type et un montant.',
  incompleteTransportCosts:
    'Certains frais de transport sont incomplets : chaque frais de transport doit avoir un vendeur et un montant.',
  duplicateTransportCosts:
    "Une entreprise vendeuse ne peut avoir qu'un seul frais de transport par commande.",
  deliveryFeeNotSet: "Les frais de livraison de l'acheteur doivent être saisis pour terminer la commande.",
  phasingQuantityNotSet: 'Chaque article choisi pour la nouvelle phase doit avoir une quantité.',
  quantityDecimals: 'Entrez une quantité avec au plus trois décimales.',
  amountDecimals: 'Entrez un montant avec au plus deux décimales (les cents).',
  phasingQuantityTooLarge: "La quantité de la nouvelle phase ne peut pas dépasser celle de l'article.",
  phasingItemNotPhaseable:
    'Un article annulé ou non disponible, ou un original remplacé par son substitut, ne peut pas être divisé en phases.',
  phasingUnknownItem: 'Cet article ne fait pas partie de cette commande.',
  phasingNothingRemains:
    "La nouvelle phase ne peut pas prendre toute la commande : laissez au moins une partie d'un article dans le solde.",
  phasingNotAllowed:
    'Seule une commande à l’état Nouvelle commande, En cours ou Planification de la livraison peut être divisée en phases.',
  invoicedToggleFailed:
    "L'indicateur facturé de cette commande n'a pas pu être modifié. Veuillez réessayer ou communiquer avec l'administrateur.",
  billedToggleFailed:
    "L'indicateur facturé de cette sous-commande n'a pas pu être modifié. Veuillez réessayer ou communiquer avec l'administrateur.",
  orderNotEditable:
    'Seule une commande à l’état Nouvelle commande, En cours ou Planification de la livraison peut être modifiée; celle-ci peut être consultée, mais pas modifiée.',
  orderClosed: 'Cette commande est terminée ou annulée : elle peut être consultée, mais pas modifiée.',
  invalidPicture:
    "La photo n'a pas été téléversée : elle doit être une image JPEG, PNG, BMP ou GIF d'au plus 20 Mo.",
  pictureNotSent: 'Seules les photos envoyées peuvent être approuvées ou refusées.',
  tooManyPictures: 'Au plus 10 photos peuvent être téléversées à la fois.',
  sellerNotOnOrder: 'Ce vendeur ne fournit rien dans cette commande.',
  sellerWithoutEmail:
    "L'entreprise vendeuse n'a pas de courriel de contact : ajoutez-en un dans la gestion des entreprises d'abord.",
  cancelledOrderNoPurchaseOrder: "La commande est annulée : elle n'a pas de bon de commande à envoyer.",
  orderNotDeletable:
    'Seule une commande à l’état Nouvelle commande ou Annulée, sans article affecté à une livraison ni phase qui en découle, peut être supprimée.',
  tooManyCategories:
    'Au plus 1 000 catégories peuvent être conservées. Supprimez une catégorie qui ne sert plus avant d’en ajouter une autre.',
  markupDecimals: 'Entrez une majoration avec au plus trois décimales.',
  categoryNotFound: "La catégorie n'existe pas.",
  unitNotFound: "L'unité n'existe pas.",
  sizeNotFound: "Le format n'existe pas.",
  specNotFound: "La spécification n'existe pas.",
  productNotFound: "Le produit n'existe pas.",
  companyNotFound: "L'entreprise n'existe pas.",
  discountNotFound: "Le rabais n'existe pas.",
  specIsNotSize: "C'est une spécification, pas un format.",
  sizeIsNotSpec: "C'est un format, pas une spécification.",
  productHasSize: 'Le produit a déjà ce format.',
  specListedTwice: 'La spécification figure deux fois.',
  buyerCompanyRequired: "L'entreprise doit être une entreprise acheteuse.",
  buyerUserRequired: "L'acheteur doit être un utilisateur acheteur.",
  buyerOfBuyerCompany: "L'acheteur doit faire partie de l'entreprise acheteuse.",
  ownerMustBeStaff: 'Le responsable doit être un membre du personnel.',
  sellerCompanyRequired: 'Le vendeur doit être une entreprise vendeuse.',
  quoteLineUnknown: 'Cette ligne ne fait pas partie de ce devis.',
  quoteItemUnknown: 'Cet article ne fait pas partie de ce devis.',
  quoteTransportCostTaken: 'Ce vendeur a déjà des frais de transport dans ce devis.',
  completeItemRule:
    "Un article n'est complet que s'il a un vendeur, un prix unitaire vendeur et un prix unitaire acheteur.",
  enterQuoteNumber: 'Entrez un numéro de devis, p. ex. CQ-10012.',
  noQtoQuoteNumber: "Aucun devis QTO n'a ce numéro.",
  noRegularQuoteNumber: "Aucun devis régulier n'a ce numéro (un devis QTO se trouve sous QTO).",
  enterOrderNumber: 'Entrez un numéro de commande, p. ex. OR-10012.',
  noOrderNumber: "Aucune commande n'a ce numéro.",
  shippedKeysNotDeletable: 'Les clés livrées avec le portail ne peuvent pas être supprimées.',
  shippedKey: 'Clé livrée',
  shippedKeyNotRenamed: "La clé d'une traduction livrée ne peut pas être renommée.",
  discountInUse: 'Ce rabais est utilisé par des devis ou des commandes et ne peut pas être supprimé.',
  noFileSent: "Aucun fichier n'a été envoyé.",
  attachmentNotMultipart: 'La pièce jointe doit être envoyée dans un formulaire multipart.',
  avatarNotMultipart: "L'avatar doit être envoyé dans un formulaire multipart.",
  picturesNotMultipart: 'Les photos doivent être envoyées dans un formulaire multipart.',
  avatarTooLarge: "L'avatar dépasse 20 Mo.",
  avatarNotAnImage: "L'avatar doit être une image JPEG, PNG, GIF, BMP ou WebP.",
  fileTooLarge: 'Le fichier dépasse 20 Mo.',
  fileTypeRefused: "Ce type de fichier n'est pas accepté ici.",
  deliveryNumberOutOfRange: 'Le numéro de livraison est hors limites.',
  requestBodyTooLarge: 'Le contenu de la requête est trop volumineux.',
  unsupportedContentType: 'Type de contenu non pris en charge.',
  malformedJson: 'Le JSON du contenu de la requête est mal formé.',
  emptyRequestBody: 'Le contenu de la requête est vide.',
  unknownValue: 'Cette valeur ne fait pas partie de la liste.',
  substituteOtherAction: 'Son substitut a déjà une autre action dans cet enregistrement.',
  quoteLineUnknownOrTwice: 'Cette ligne ne fait pas partie de ce devis, ou elle figure deux fois.',
  quoteLineOtherAction: 'Cette ligne a déjà une autre action dans cet enregistrement.',
  quoteLineDeletedBySave: 'Cette ligne est supprimée par cet enregistrement.',
  quoteOriginalOtherAction: 'Sa ligne originale a déjà une autre action dans cet enregistrement.',
  quoteOriginalKeepsValues:
    'Une ligne originale garde les valeurs qu’elle avait au moment de la substitution : modifiez plutôt son substitut.',
  orderItemUnknownOrTwice: 'Cet article ne fait pas partie de cette commande, ou il figure deux fois.',
  orderItemOtherAction: 'Cet article a déjà une autre action dans cet enregistrement.',
  orderItemDeletedBySave: 'Cet article est supprimé par cet enregistrement.',
  orderOriginalOtherAction: 'Son article original a déjà une autre action dans cet enregistrement.',
  orderOriginalKeepsValues:
    'Un article original garde les valeurs qu’il avait au moment de la substitution : modifiez plutôt son substitut.',
  textTooLong: 'Ce texte dépasse la longueur permise : raccourcissez-le avant d’enregistrer.',
  notANumber: 'Entrez un nombre.',
  negativeNumber: 'Entrez un nombre égal ou supérieur à 0.',
  itemsNotAssignedToDeliveries:
    'Certains articles de cette soumission ne sont affectés à aucune livraison. Affectez chaque article à une livraison avant de la publier.',
  deliveriesAssociated:
    'Cette soumission a des livraisons : supprimez-les avant de changer son mode de livraison pour la cueillette.',
  deliveryStopsIncomplete:
    'Certains arrêts de livraison sont incomplets : chaque arrêt doit avoir une adresse, une date de livraison et, pour une cueillette, au moins un article.',
  lengthOptionsRequired: 'Choisissez les options de longueur du camion avant d’enregistrer la livraison.',
  saveDeliveryBeforeItems:
    'Enregistrez la livraison avant d’ajouter des articles à un arrêt ou de les en retirer.',
  saveDeliveryBeforeBol:
    'Enregistrez la livraison avant de téléverser ou de supprimer un connaissement signé.',
  truckQuantityTooLarge: 'Le nombre de camions ne peut pas dépasser le nombre d’articles non affectés.',
  itemOnAnotherDelivery: 'Cet article est déjà affecté à une autre livraison.',
  itemNotDeliverable:
    'Seul un article compté d’une commande Nouvelle commande, En cours ou Planification de la livraison peut être affecté à une livraison.',
  quoteItemNotSourced:
    'Les articles ne peuvent être affectés aux camions que lorsque leur approvisionnement (vendeur et prix) est complet.',
  quoteNotDeliverable:
    'Seule une soumission en cours dont le mode de livraison est Livraison peut avoir des livraisons.',
  deliveryStopUnknown: 'Cet arrêt ne fait pas partie de cette livraison.',
  deliveryItemsOneKind: 'Les articles d’un même appel doivent tous être du même type de livraison.',
  deliveryClosed: 'La livraison d’une commande terminée ou annulée ne peut pas être modifiée.',
  deliveryNotQuoteDelivery: 'Cette livraison n’est pas une livraison de soumission.',
  deliveryNotOrderDelivery: 'Cette livraison n’est pas une livraison de commande.',
  deliveriesNotGeocoded:
    'Livraisons non géocodées : la carte exige une adresse localisée pour chaque arrêt. Ces livraisons ont un arrêt sans adresse localisée :',
  mergeDeliveriesFailed: 'Échec de la fusion des livraisons : les livraisons n’ont pas pu être fusionnées.',
  mergeDeliveriesOneKind: 'Seules des livraisons de commande peuvent être fusionnées.',
  invalidBolAttachment:
    'Le connaissement n’a pas été téléversé : il doit être un fichier PDF, Excel, Word ou une image d’au plus 20 Mo.',
  bolAttachmentNotMultipart:
    'Le connaissement doit être envoyé dans un formulaire multipart avec son arrêt et son fichier.',
};

/** The static pages' words (spec 000 §2), as `page.<kind>.<part>` dictionary entries. */
export const STATIC_PAGES_FR: {
  readonly [K in keyof typeof STATIC_PAGES]: { readonly [P in keyof (typeof STATIC_PAGES)[K]]: string };
} = {
  access: { title: 'ACCÈS REFUSÉ', text: STATIC_PAGE_TEXT_FR, button: "RETOUR À LA PAGE D'ACCUEIL" },
  error: { title: 'ERREUR', text: STATIC_PAGE_TEXT_FR, button: "RETOUR À LA PAGE D'ACCUEIL" },
  notFound: { title: 'INTROUVABLE', text: STATIC_PAGE_TEXT_FR, button: "RETOUR À LA PAGE D'ACCUEIL" },
};

/** The article a French screen name takes after 'Retour' ('au tableau…', 'à la gestion…'), by its first word. */
const RETURN_ARTICLES_FR: Readonly<Record<string, string>> = {
  tableau: 'au',
  journal: 'au',
  gestionnaire: 'au',
  gestion: 'à la',
  table: 'à la',
  construction: 'à la',
  boîte: 'à la',
  liste: 'à la',
  assistant: 'à l’',
  assistance: 'à l’',
  espace: 'à l’',
  paramètres: 'aux',
  modèles: 'aux',
  corrections: 'aux',
  conditions: 'aux',
  commandes: 'aux',
  devis: 'aux',
  produits: 'aux',
  utilisateurs: 'aux',
};

/**
 * 'Retour au tableau de bord' rather than 'Retour à Tableau de bord' (issue 34): the screen's French name, lower-cased
 * after its article. A name whose first word is not known keeps 'Retour à' and its capital.
 */
export function returnToFrench(label: string): string {
  const first = label.split(/\s+/)[0]?.toLowerCase() ?? '';
  const article = RETURN_ARTICLES_FR[first];
  if (article === undefined) return `Retour à ${label}`;
  const name = label.charAt(0).toLowerCase() + label.slice(1);
  return article.endsWith('’') ? `Retour ${article}${name}` : `Retour ${article} ${name}`;
}
