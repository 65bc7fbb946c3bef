import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { z } from 'zod';
import { dataEnvelope, dictionaryEntrySchema, Language, type DictionaryEntry } from '@portal/contracts';

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
  live: {
    visitors: 'Also in this record',
    more: '+{{count}} more',
    entered: '{{name}} entered this record.',
    left: '{{name}} left this record.',
    inUseTitle: 'In use',
    inUse: 'This record is in use by {{names}}. Enter anyway?',
    enterAnyway: 'Enter anyway',
    outdatedTitle: 'Outdated',
    refresh: 'Refresh',
  },
  companies: {
    companyTitle: 'Company Management',
    transporterTitle: 'Transporter Management',
    companyNew: 'New Company',
    transporterNew: 'New Transporter',
    companyCreateTitle: 'New Company',
    companyEditTitle: 'Edit Company',
    transporterCreateTitle: 'New Transporter',
    transporterEditTitle: 'Edit Transporter',
    companyDeleteTitle: 'Delete Company',
    transporterDeleteTitle: 'Delete Transporter',
    filters: 'Filters',
    search: 'Search name or city',
    any: 'Any',
    empty: 'No records match these filters.',
    name: 'Name',
    companyType: 'Company Type',
    tier: 'Tier',
    unassigned: 'Unassigned',
    contactEmail: 'Contact Email',
    phoneNumber: 'Phone Number',
    timezone: 'Timezone',
    registered: 'Registered',
    preferred: 'Preferred',
    flags: 'Flags',
    actions: 'Actions',
    edit: 'Edit',
    delete: 'Delete',
    editRecord: 'Edit {{name}}',
    deleteRecord: 'Delete {{name}}',
    mainAddress: 'Main Address',
    address: 'Address',
    city: 'City',
    postalCode: 'Postal Code',
    province: 'Province / State',
    country: 'Country',
    locationName: 'Location Name',
    alternativeAddresses: 'Alternative Addresses',
    noAlternativeAddress: 'No alternative address.',
    alternativeAddressNumber: 'Alternative Address {{number}}',
    addAddress: 'Add Address',
    removeAddress: 'Remove',
    removeAddressNumber: 'Remove alternative address {{number}}',
    location: '{{label}} location',
    mapLabel: 'Map of the {{label}} location: click to place the pin, drag it to move it',
    latitude: 'Latitude',
    longitude: 'Longitude',
    clearPin: 'Clear pin',
    clearPinFor: 'Clear the {{label}} pin',
    save: 'Save',
  },
  users: {
    title: 'User Management',
    newUser: 'New user',
    filters: 'User filters',
    search: 'Search name or email',
    role: 'Role',
    status: 'Status',
    locked: 'Locked',
    any: 'Any',
    lockedOnly: 'Locked',
    notLocked: 'Not locked',
    lockedTag: 'Locked',
    empty: 'No users match these filters.',
    avatar: 'Avatar',
    name: 'Name',
    email: 'Email',
    company: 'Company',
    actions: 'Actions',
    edit: 'Edit',
    editUser: 'Edit {{name}}',
    activate: 'Activate',
    activateUser: 'Activate {{name}}',
    deactivate: 'Deactivate',
    deactivateUser: 'Deactivate {{name}}',
    activated: '{{name}} is now active.',
    deactivated: '{{name}} is now inactive.',
    unlock: 'Unlock',
    unlockUser: 'Unlock {{name}}',
    unlocked: '{{name}} is unlocked.',
    setPassword: 'Set password',
    setPasswordFor: 'Set password of {{name}}',
    setPasswordTitle: 'New password for {{email}}',
    delete: 'Delete',
    deleteUser: 'Delete {{name}}',
    deleteTitle: 'Delete User',
    createTitle: 'New User',
    editTitle: 'Edit User',
    firstName: 'First name',
    lastName: 'Last name',
    phoneNumber: 'Phone number',
    altPhoneNumber: 'Alternative phone number',
    signupCompany: 'Signup company',
    userType: 'User type',
    language: 'Language',
    timezone: 'Timezone',
    save: 'Save',
    avatarTitle: 'Avatar',
    avatarFile: 'Avatar image file',
    avatarUpload: 'Upload avatar',
    avatarDelete: 'Remove avatar',
    avatarCropTitle: 'Crop avatar',
    avatarZoom: 'Zoom',
    avatarSave: 'Save avatar',
    avatarTooLarge: 'The image is larger than 20 MB.',
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
  companies: {
    companyTitle: 'Gestion des entreprises',
    transporterTitle: 'Gestion des transporteurs',
    companyNew: 'Nouvelle entreprise',
    transporterNew: 'Nouveau transporteur',
    companyCreateTitle: 'Nouvelle entreprise',
    companyEditTitle: 'Modifier l’entreprise',
    transporterCreateTitle: 'Nouveau transporteur',
    transporterEditTitle: 'Modifier le transporteur',
    companyDeleteTitle: 'Supprimer l’entreprise',
    transporterDeleteTitle: 'Supprimer le transporteur',
    filters: 'Filtres',
    search: 'Rechercher un nom ou une ville',
    any: 'Tous',
    empty: 'Aucun enregistrement ne correspond à ces filtres.',
    name: 'Nom',
    companyType: 'Type d’entreprise',
    tier: 'Niveau',
    unassigned: 'Non attribué',
    contactEmail: 'Courriel de contact',
    phoneNumber: 'Téléphone',
    timezone: 'Fuseau horaire',
    registered: 'Inscrite',
    preferred: 'Privilégiée',
    flags: 'Indicateurs',
    actions: 'Actions',
    edit: 'Modifier',
    delete: 'Supprimer',
    editRecord: 'Modifier {{name}}',
    deleteRecord: 'Supprimer {{name}}',
    mainAddress: 'Adresse principale',
    address: 'Adresse',
    city: 'Ville',
    postalCode: 'Code postal',
    province: 'Province / État',
    country: 'Pays',
    locationName: 'Nom du lieu',
    alternativeAddresses: 'Autres adresses',
    noAlternativeAddress: 'Aucune autre adresse.',
    alternativeAddressNumber: 'Autre adresse {{number}}',
    addAddress: 'Ajouter une adresse',
    removeAddress: 'Retirer',
    removeAddressNumber: 'Retirer l’autre adresse {{number}}',
    location: 'Emplacement : {{label}}',
    mapLabel:
      'Carte de l’emplacement ({{label}}) : cliquez pour placer l’épingle, glissez-la pour la déplacer',
    latitude: 'Latitude',
    longitude: 'Longitude',
    clearPin: 'Retirer l’épingle',
    clearPinFor: 'Retirer l’épingle ({{label}})',
    save: 'Enregistrer',
  },
  users: {
    title: 'Gestion des utilisateurs',
    newUser: 'Nouvel utilisateur',
    filters: 'Filtres des utilisateurs',
    search: 'Chercher un nom ou un courriel',
    role: 'Rôle',
    status: 'Statut',
    locked: 'Verrouillé',
    any: 'Tous',
    lockedOnly: 'Verrouillés',
    notLocked: 'Non verrouillés',
    lockedTag: 'Verrouillé',
    empty: 'Aucun utilisateur ne correspond à ces filtres.',
    avatar: 'Avatar',
    name: 'Nom',
    email: 'Courriel',
    company: 'Entreprise',
    actions: 'Actions',
    edit: 'Modifier',
    editUser: 'Modifier {{name}}',
    activate: 'Activer',
    activateUser: 'Activer {{name}}',
    deactivate: 'Désactiver',
    deactivateUser: 'Désactiver {{name}}',
    activated: '{{name}} est maintenant actif.',
    deactivated: '{{name}} est maintenant inactif.',
    unlock: 'Déverrouiller',
    unlockUser: 'Déverrouiller {{name}}',
    unlocked: '{{name}} est déverrouillé.',
    setPassword: 'Définir le mot de passe',
    setPasswordFor: 'Définir le mot de passe de {{name}}',
    setPasswordTitle: 'Nouveau mot de passe pour {{email}}',
    delete: 'Supprimer',
    deleteUser: 'Supprimer {{name}}',
    deleteTitle: "Supprimer l'utilisateur",
    createTitle: 'Nouvel utilisateur',
    editTitle: "Modifier l'utilisateur",
    firstName: 'Prénom',
    lastName: 'Nom',
    phoneNumber: 'Téléphone',
    altPhoneNumber: 'Autre téléphone',
    signupCompany: "Entreprise à l'inscription",
    userType: "Type d'utilisateur",
    language: 'Langue',
    timezone: 'Fuseau horaire',
    save: 'Enregistrer',
    avatarTitle: 'Avatar',
    avatarFile: "Fichier de l'avatar",
    avatarUpload: 'Téléverser un avatar',
    avatarDelete: "Retirer l'avatar",
    avatarCropTitle: "Recadrer l'avatar",
    avatarZoom: 'Zoom',
    avatarSave: "Enregistrer l'avatar",
    avatarTooLarge: "L'image dépasse 20 Mo.",
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
  // Dictionary entries added after start (overlayDictionary) re-render the screens that use them.
  react: { bindI18nStore: 'added' },
});

if (typeof document !== 'undefined') {
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
}

/**
 * Overlays the server's dictionary (Translation Settings, docs/decisions/042-dictionary.md) on the bundled
 * defaults, so an edit shows without a rebuild. A missing French translation falls back to English.
 */
export function overlayDictionary(entries: readonly DictionaryEntry[]): void {
  const english: Record<string, string> = {};
  const french: Record<string, string> = {};
  for (const entry of entries) {
    english[entry.key] = entry.en;
    if (entry.fr) french[entry.key] = entry.fr;
  }
  // One 'added' event per language for the whole dictionary, not one per key.
  i18n.addResources('en', 'translation', english);
  i18n.addResources('fr', 'translation', french);
}

/** GET /api/dictionaries is public, so the sign-in page has its words before anyone signs in. */
export async function loadServerDictionary(
  fetchImplementation: typeof fetch = globalThis.fetch,
): Promise<void> {
  const response = await fetchImplementation('/api/dictionaries', {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) return;
  const parsed = dataEnvelope(z.array(dictionaryEntrySchema)).safeParse(await response.json());
  if (parsed.success) overlayDictionary(parsed.data.data);
}

export function applyUserLanguage(languageId: number | null | undefined): void {
  const code = languageCodeForId(languageId);
  if (i18n.language !== code) void i18n.changeLanguage(code);
}

// The browser overlays the server's dictionary at start; unit tests run on the bundled words only.
if (typeof window !== 'undefined' && import.meta.env.MODE !== 'test') {
  loadServerDictionary().catch((error: unknown) => {
    console.warn('The dictionary could not be loaded; the bundled words are used.', error);
  });
}
