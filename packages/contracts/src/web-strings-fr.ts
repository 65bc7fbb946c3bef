import type { WebStrings } from './web-strings';
import { historyFr } from './web-strings/history.fr';
import { accountFr } from './web-strings/account.fr';
import { companiesFr } from './web-strings/companies.fr';
import { usersFr } from './web-strings/users.fr';
import { catalogFr } from './web-strings/catalog.fr';
import { savedViewsFr } from './web-strings/saved-views.fr';
import { gridFr } from './web-strings/grid.fr';
import { quoteRequestsFr } from './web-strings/quote-requests.fr';
import { standardizationFr } from './web-strings/standardization.fr';
import { boardFr } from './web-strings/board.fr';
import { gomatchCorrectionsFr } from './web-strings/gomatch-corrections.fr';
import { quoteBoardFr } from './web-strings/quote-board.fr';
import { ordersFr } from './web-strings/orders.fr';
import { orderConstructionFr } from './web-strings/order-construction.fr';
import { subOrderDashboardFr } from './web-strings/sub-order-dashboard.fr';
import { orderBoardFr } from './web-strings/order-board.fr';
import { orderPicturesFr } from './web-strings/order-pictures.fr';
import { orderPhasingFr } from './web-strings/order-phasing.fr';
import { purchaseOrderEmailFr } from './web-strings/purchase-order-email.fr';
import { quoteConstructionFr } from './web-strings/quote-construction.fr';
import { quoteReturnFr } from './web-strings/quote-return.fr';
import { quoteSourcingFr } from './web-strings/quote-sourcing.fr';
import { liveListsFr } from './web-strings/live-lists.fr';
import { deliveryTableFr } from './web-strings/delivery-table.fr';
import { orderDeliveryFr } from './web-strings/order-delivery.fr';
import { quoteDeliveryFr } from './web-strings/quote-delivery.fr';

/**
 * The web app's own words in French (web-strings.ts has the English and the shape). A module of their own: the
 * login page is in English and its chunk carries only WEB_STRINGS_EN; the French arrive with the dictionary after
 * sign-in (issue 11 §7, docs/decisions/077-login-page-budget.md).
 */
export const WEB_STRINGS_FR: WebStrings = {
  form: {
    save: 'Enregistrer',
    noMatch: 'Aucun résultat.',
    removePerson: 'Retirer {{name}}',
    characterCount: '{{count}} / {{max}} caractères',
  },
  table: {
    empty: 'Aucun enregistrement trouvé.',
    actions: 'Actions',
    filters: 'Filtres',
    any: 'Tous',
    yes: 'Oui',
    no: 'Non',
    clearFilters: 'Effacer les filtres',
    columns: 'Colonnes',
    showColumn: 'Afficher {{column}}',
    defaultColumns: 'Colonnes par défaut',
    rowsPerPage: 'Lignes par page',
    pageReport: '{{first}}–{{last}} sur {{total}}',
    pageReportCapped: '{{first}}–{{last}} sur plus de {{total}}',
    retry: 'Réessayer',
    selected: '{{count}} sélectionné(s)',
    clearSelection: 'Effacer la sélection',
    open: 'Ouvrir {{name}}',
  },
  common: {
    ok: 'OK',
    yes: 'Oui',
    no: 'Non',
    cancel: 'Annuler',
    delete: 'Supprimer',
    loading: 'Chargement…',
    version: 'Version {{version}}',
    allViews: 'Tous',
    viewCount: '{{status}} ({{count}})',
    noOwner: 'Sans responsable',
    ownedBy: 'Responsable : {{name}}',
    saveAndContinue: 'Enregistrer et continuer',
    discard: 'Abandonner',
    stay: 'Rester',
  },
  record: {
    details: 'Détails',
    history: 'Historique',
    sections: "Sections de l'enregistrement",
    backTo: 'Retour à {{list}}',
    notFound: "Cet enregistrement n'existe pas ou a été supprimé.",
  },
  login: {
    subtitle: 'Connectez-vous pour continuer',
    email: 'Courriel',
    password: 'Mot de passe',
    keepSignedIn: 'Rester connecté',
    submit: 'CONNEXION',
    signingIn: 'Connexion…',
  },
  layout: {
    home: 'Accueil',
    toggleMenu: 'Afficher ou masquer le menu',
    toggleTopBar: "Plus d'actions",
    mainMenu: 'Menu principal',
    search: 'Rechercher',
    searchLabel: 'Rechercher un écran',
    searchNoResults: 'Aucun écran correspondant',
    notifications: 'Notifications',
    noNotifications: "Vous n'avez aucune nouvelle notification.",
    profile: 'Profil',
    profileWithInitials: 'Profil : {{initials}}',
    accountSettings: 'Paramètres du compte',
    termsOfUsage: "Conditions d'utilisation",
    support: 'Assistance',
    logout: 'Déconnexion',
    breadcrumb: "Fil d'Ariane",
    returnTo: 'Retour à {{label}}',
    copyright: '© {{year}} {{name}}',
  },
  screen: {
    placeholder: 'Cet écran arrivera avec sa fonctionnalité.',
  },
  idle: {
    countdown_one: 'Vous serez déconnecté dans {{count}} seconde.',
    countdown_other: 'Vous serez déconnecté dans {{count}} secondes.',
  },
  terms: {
    title: "Conditions d'utilisation",
    intro:
      "Ce portail est un outil interne réservé au personnel de l'opérateur de la place de marché. En vous connectant, vous acceptez les conditions suivantes.",
    items: {
      confidentiality:
        "Les informations sur les clients, les entreprises et les commandes sont confidentielles. Utilisez-les uniquement dans le cadre de vos fonctions et ne les partagez jamais à l'extérieur de l'entreprise.",
      credentials:
        'Votre compte est personnel. Ne partagez pas votre mot de passe et déconnectez-vous lorsque vous quittez un ordinateur partagé.',
      accuracy:
        'Les modifications apportées aux devis, commandes et livraisons sont enregistrées dans le journal des actions à votre nom. Vérifiez vos modifications avant de les enregistrer.',
      security: 'Signalez immédiatement à votre administrateur tout abus ou incident de sécurité présumé.',
    },
  },
  support: {
    title: 'Assistance',
    intro: "Besoin d'aide avec le portail ? Contactez l'équipe d'assistance.",
    emailLabel: 'Courriel',
    hoursLabel: 'Heures',
    hours: 'Du lundi au vendredi, de 8 h à 18 h (heure de l’Est)',
    includeLabel: 'Veuillez préciser',
    include:
      "l'écran concerné, ce que vous attendiez, ce qui s'est produit, et le numéro du devis, de la commande ou de la livraison.",
    accountLocked:
      'Si votre compte est verrouillé après trop de tentatives de connexion, réessayez à la fin du verrouillage ou demandez à votre administrateur de le déverrouiller.',
  },
  live: {
    visitors: 'Aussi dans cette fiche',
    more: '+{{count}} de plus',
    entered: '{{name}} est entré dans cette fiche.',
    left: '{{name}} a quitté cette fiche.',
    inUseTitle: 'En cours d’utilisation',
    inUse: 'Cette fiche est utilisée par {{names}}. Entrer quand même ?',
    enterAnyway: 'Entrer quand même',
    outdatedTitle: 'Périmé',
    refresh: 'Actualiser',
  },
  map: {
    routes: 'Itinéraires',
    routeNumber: 'Itinéraire {{number}}',
    stops_one: '{{count}} arrêt',
    stops_other: '{{count}} arrêts',
    distance: 'Distance',
    duration: 'Durée',
    leg: 'Depuis l’arrêt précédent : {{distance}}, {{duration}}',
    noRoutes: 'Aucun itinéraire à afficher.',
  },
  history: historyFr,
  account: accountFr,
  companies: companiesFr,
  users: usersFr,
  catalog: catalogFr,
  savedViews: savedViewsFr,
  grid: gridFr,
  quoteRequests: quoteRequestsFr,
  standardization: standardizationFr,
  board: boardFr,
  gomatchCorrections: gomatchCorrectionsFr,
  quoteConstruction: quoteConstructionFr,
  quoteSourcing: quoteSourcingFr,
  quoteBoard: quoteBoardFr,
  quoteReturn: quoteReturnFr,
  orders: ordersFr,
  orderConstruction: orderConstructionFr,
  subOrderDashboard: subOrderDashboardFr,
  orderBoard: orderBoardFr,
  orderPictures: orderPicturesFr,
  orderPhasing: orderPhasingFr,
  purchaseOrderEmail: purchaseOrderEmailFr,
  liveLists: liveListsFr,
  deliveryTable: deliveryTableFr,
  orderDelivery: orderDeliveryFr,
  quoteDelivery: quoteDeliveryFr,
};
