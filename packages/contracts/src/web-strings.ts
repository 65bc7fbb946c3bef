import { historyEn } from './web-strings/history.en';
import { accountEn } from './web-strings/account.en';
import { companiesEn } from './web-strings/companies.en';
import { usersEn } from './web-strings/users.en';
import { catalogEn } from './web-strings/catalog.en';
import { savedViewsEn } from './web-strings/saved-views.en';
import { gridEn } from './web-strings/grid.en';
import { quoteRequestsEn } from './web-strings/quote-requests.en';
import { standardizationEn } from './web-strings/standardization.en';
import { boardEn } from './web-strings/board.en';
import { gomatchCorrectionsEn } from './web-strings/gomatch-corrections.en';
import { quoteBoardEn } from './web-strings/quote-board.en';
import { ordersEn } from './web-strings/orders.en';
import { orderConstructionEn } from './web-strings/order-construction.en';
import { subOrderDashboardEn } from './web-strings/sub-order-dashboard.en';
import { orderBoardEn } from './web-strings/order-board.en';
import { orderPicturesEn } from './web-strings/order-pictures.en';
import { orderPhasingEn } from './web-strings/order-phasing.en';
import { purchaseOrderEmailEn } from './web-strings/purchase-order-email.en';
import { quoteConstructionEn } from './web-strings/quote-construction.en';
import { quoteReturnEn } from './web-strings/quote-return.en';
import { quoteSourcingEn } from './web-strings/quote-sourcing.en';
import { liveListsEn } from './web-strings/live-lists.en';
import { deliveryTableEn } from './web-strings/delivery-table.en';
import { orderDeliveryEn } from './web-strings/order-delivery.en';
import { quoteDeliveryEn } from './web-strings/quote-delivery.en';

/**
 * The web app's own words in English and French (login, layout, screens). They live in contracts so the server
 * can seed them into the translation dictionary (Translation Settings, docs/decisions/042-dictionary.md): the
 * browser starts with these bundled words and overlays the dictionary's edits. The spec's catalogue (MESSAGES,
 * STATIC_PAGES, menu labels) is seeded separately (dictionary-defaults.ts).
 */
export const WEB_STRINGS_EN = {
  form: {
    save: 'Save',
    noMatch: 'No match.',
    removePerson: 'Remove {{name}}',
    characterCount: '{{count}} / {{max}} characters',
  },
  table: {
    empty: 'No records found.',
    actions: 'Actions',
    filters: 'Filters',
    any: 'Any',
    yes: 'Yes',
    no: 'No',
    clearFilters: 'Clear Filters',
    columns: 'Columns',
    showColumn: 'Show {{column}}',
    defaultColumns: 'Default Columns',
    rowsPerPage: 'Rows per page',
    pageReport: '{{first}}–{{last}} of {{total}}',
    /** The total stopped counting at the list's bound (decision 176): more rows exist; filters narrow them. */
    pageReportCapped: '{{first}}–{{last}} of over {{total}}',
    retry: 'Try Again',
    selected: '{{count}} selected',
    clearSelection: 'Clear Selection',
    open: 'Open {{name}}',
  },
  common: {
    ok: 'OK',
    yes: 'Yes',
    no: 'No',
    cancel: 'Cancel',
    delete: 'Delete',
    loading: 'Loading…',
    version: 'Version {{version}}',
    allViews: 'All',
    viewCount: '{{status}} ({{count}})',
    noOwner: 'No owner',
    ownedBy: 'Owner: {{name}}',
    saveAndContinue: 'Save and Continue',
    discard: 'Discard',
    stay: 'Stay',
  },
  record: {
    details: 'Details',
    history: 'History',
    sections: 'Record sections',
    backTo: 'Back to {{list}}',
    notFound: 'This record does not exist or was deleted.',
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
    profileWithInitials: 'Profile: {{initials}}',
    accountSettings: 'Account Settings',
    termsOfUsage: 'Terms of Usage',
    support: 'Support',
    logout: 'Logout',
    breadcrumb: 'Breadcrumb',
    returnTo: 'Return To {{label}}',
    copyright: '© {{year}} {{name}}',
  },
  screen: {
    placeholder: 'This screen arrives with its feature.',
  },
  idle: {
    countdown_one: 'You will be signed out in {{count}} second.',
    countdown_other: 'You will be signed out in {{count}} seconds.',
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
      'If your account is locked after too many sign-in attempts, try again once the lock ends or ask your administrator to unlock it.',
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
  map: {
    routes: 'Routes',
    routeNumber: 'Route {{number}}',
    stops_one: '{{count}} stop',
    stops_other: '{{count}} stops',
    distance: 'Distance',
    duration: 'Duration',
    leg: 'From the previous stop: {{distance}}, {{duration}}',
    noRoutes: 'No route to show.',
  },
  // Areas in files of their own (web-strings/), so screens built side by side do not edit one file.
  history: historyEn,
  account: accountEn,
  companies: companiesEn,
  users: usersEn,
  catalog: catalogEn,
  savedViews: savedViewsEn,
  grid: gridEn,
  quoteRequests: quoteRequestsEn,
  standardization: standardizationEn,
  board: boardEn,
  gomatchCorrections: gomatchCorrectionsEn,
  quoteConstruction: quoteConstructionEn,
  quoteSourcing: quoteSourcingEn,
  quoteBoard: quoteBoardEn,
  quoteReturn: quoteReturnEn,
  orders: ordersEn,
  orderConstruction: orderConstructionEn,
  subOrderDashboard: subOrderDashboardEn,
  orderBoard: orderBoardEn,
  orderPictures: orderPicturesEn,
  orderPhasing: orderPhasingEn,
  purchaseOrderEmail: purchaseOrderEmailEn,
  liveLists: liveListsEn,
  deliveryTable: deliveryTableEn,
  orderDelivery: orderDeliveryEn,
  quoteDelivery: quoteDeliveryEn,
};

/** The shape both languages share: a missing French word is a type error (WEB_STRINGS_FR, web-strings-fr.ts). */
export type WebStrings = typeof WEB_STRINGS_EN;
