import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { Language } from '@portal/contracts';

/**
 * Strings the web app adds itself. The spec's catalogue (MESSAGES, STATIC_PAGES, menu labels) stays in English
 * in @portal/contracts because spec 000 §1 says the interface is English and the e2e suite matches that
 * wording; only our own chrome follows the user's language.
 */
const en = {
  common: {
    ok: 'OK',
    yes: 'Yes',
    no: 'No',
    cancel: 'Cancel',
    loading: 'Loading…',
    version: 'Version {{version}}',
  },
  login: {
    subtitle: 'Sign in to continue',
    email: 'Email',
    password: 'Password',
    keepSignedIn: 'Keep me signed in',
    submit: 'LOGIN',
    signingIn: 'Signing in…',
  },
  layout: {
    home: 'Home',
    toggleMenu: 'Toggle menu',
    toggleTopBar: 'More actions',
    mainMenu: 'Main menu',
    search: 'Search',
    searchLabel: 'Search screens',
    searchNoResults: 'No matching screens',
    notifications: 'Notifications',
    noNotifications: 'You have no new notifications.',
    profile: 'Profile',
    accountSettings: 'Account Settings',
    termsOfUsage: 'Terms of Usage',
    support: 'Support',
    logout: 'Logout',
    breadcrumb: 'Breadcrumb',
    copyright: '© {{year}} {{name}}',
  },
  screen: {
    placeholder: 'This screen arrives with its feature.',
  },
  idle: {
    countdown_one: 'You will be signed out in {{count}} second.',
    countdown_other: 'You will be signed out in {{count}} seconds.',
  },
  account: {
    title: 'Account Settings',
    profileTitle: 'Profile',
    email: 'Email',
    firstName: 'First name',
    lastName: 'Last name',
    phoneNumber: 'Phone number',
    language: 'Language',
    saveProfile: 'Save profile',
    passwordTitle: 'Change password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    changePassword: 'Change password',
    required: 'This field is required.',
  },
  terms: {
    title: 'Terms of Usage',
    intro:
      'This portal is an internal tool for the staff of the marketplace operator. By signing in you agree to the following terms.',
    items: {
      confidentiality:
        'Customer, company and order information is confidential. Use it only to perform your duties and never share it outside the company.',
      credentials:
        'Your account is personal. Do not share your password, and sign out when you leave a shared computer.',
      accuracy:
        'Changes you make to quotes, orders and deliveries are recorded in the action log with your name. Check your changes before saving.',
      security: 'Report any suspected misuse or security incident to your administrator immediately.',
    },
  },
  support: {
    title: 'Support',
    intro: 'Need help with the portal? Contact the support team.',
    emailLabel: 'Email',
    hoursLabel: 'Hours',
    hours: 'Monday to Friday, 8:00 to 18:00 (Eastern Time)',
    includeLabel: 'Please include',
    include:
      'the screen you were on, what you expected, what happened, and the quote, order or delivery number.',
    accountLocked:
      'If your account is locked after too many sign-in attempts, ask your administrator to reset it.',
  },
};

type Resources = typeof en;

const fr: Resources = {
  common: {
    ok: 'OK',
    yes: 'Oui',
    no: 'Non',
    cancel: 'Annuler',
    loading: 'Chargement…',
    version: 'Version {{version}}',
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
    accountSettings: 'Paramètres du compte',
    termsOfUsage: "Conditions d'utilisation",
    support: 'Assistance',
    logout: 'Déconnexion',
    breadcrumb: "Fil d'Ariane",
    copyright: '© {{year}} {{name}}',
  },
  screen: {
    placeholder: 'Cet écran arrivera avec sa fonctionnalité.',
  },
  idle: {
    countdown_one: 'Vous serez déconnecté dans {{count}} seconde.',
    countdown_other: 'Vous serez déconnecté dans {{count}} secondes.',
  },
  account: {
    title: 'Paramètres du compte',
    profileTitle: 'Profil',
    email: 'Courriel',
    firstName: 'Prénom',
    lastName: 'Nom',
    phoneNumber: 'Téléphone',
    language: 'Langue',
    saveProfile: 'Enregistrer le profil',
    passwordTitle: 'Changer le mot de passe',
    currentPassword: 'Mot de passe actuel',
    newPassword: 'Nouveau mot de passe',
    confirmPassword: 'Confirmer le nouveau mot de passe',
    changePassword: 'Changer le mot de passe',
    required: 'Ce champ est obligatoire.',
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
      'Si votre compte est verrouillé après trop de tentatives de connexion, demandez à votre administrateur de le réinitialiser.',
  },
};

export const SUPPORTED_LANGUAGES = ['en', 'fr'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: SupportedLanguage = 'en';

function isSupportedLanguage(code: string | undefined): code is SupportedLanguage {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(code ?? '');
}

/** The user's languageId (1 English, 2 French, spec 001 enumerations) picks the interface language. */
export function languageCodeForId(languageId: number | null | undefined): SupportedLanguage {
  const code = Language.options.find((option) => option.id === languageId)?.code;
  return isSupportedLanguage(code) ? code : DEFAULT_LANGUAGE;
}

export const i18n = i18next.createInstance();

// Resources are bundled, so initialisation is synchronous and the first render already has its words.
void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, fr: { translation: fr } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

if (typeof document !== 'undefined') {
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
}

export function applyUserLanguage(languageId: number | null | undefined): void {
  const code = languageCodeForId(languageId);
  if (i18n.language !== code) void i18n.changeLanguage(code);
}
