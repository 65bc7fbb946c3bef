import type {
  pricedDocumentEn,
  pricedLineColumnsEn,
  pricedDocumentNoticeEn,
  pricedDocumentNoticeFieldsEn,
} from './priced-document.en';

/** The words the quote and order construction workspaces share (priced-document.en.ts) — the French words. */
export const pricedLineColumnsFr: typeof pricedLineColumnsEn = {
  product: 'Produit',
  size: 'Format',
  specs: 'Spécifications',
  quantity: 'Quantité',
  seller: 'Vendeur',
  sellerUnitPrice: 'Prix unitaire vendeur',
  markupRate: 'Majoration %',
  buyerUnitPrice: 'Prix unitaire acheteur',
  buyerPrice: 'Prix acheteur',
};

export const pricedDocumentFr: typeof pricedDocumentEn = {
  job: 'Chantier',
  buyer: 'Acheteur',
  owner: 'Responsable',
  // spec 001 §3: an owner's name defaults to N/A, as the catalog's N/A category reads in both languages.
  noOwner: 'N/A',
  status: 'Statut',
  sequence: 'Ligne',
  ...pricedLineColumnsFr,
  sellerPrice: 'Prix vendeur',
  sellerContacted: 'Vendeur contacté',
  previousPage: 'Page précédente',
  nextPage: 'Page suivante',
  sortBySequence: 'Séquence',
  ascending: 'Croissant',
  descending: 'Décroissant',
  cancelSubstitute: 'Annuler la substitution',
  markUnavailable: 'Marquer non disponible',
  markAvailable: 'Marquer disponible',
  save: 'Enregistrer',
  fixCells: 'Certaines cellules ne sont pas valides : corrigez d’abord les cellules marquées.',
  required: 'Obligatoire',
  discounts: 'Remises',
  discountType: 'Remise',
  amount: 'Montant',
  transportCosts: 'Coûts de transport',
  transportType: 'Type de transport',
  transportSeller: 'Vendeur',
  cost: 'Coût',
  transporters: 'Transporteurs',
  sellerTotal: 'Total vendeur',
  buyerTotal: 'Total acheteur',
  totals: 'Totaux',
  sellerCost: 'Coût vendeur',
  buyerSubtotal: 'Sous-total acheteur',
  margin: 'Marge',
  discount: 'Remise',
  transport: 'Transport',
  fee: 'Frais de transaction',
  feeWithRate: 'Frais de transaction ({{rate}} %)',
  tax: 'Taxes ({{rate}} %)',
  grandTotal: 'Total',
  totalsFollowTyping:
    'Les totaux suivent vos modifications non enregistrées ; le serveur les recalcule à l’enregistrement.',
};

export const pricedDocumentNoticeFr: typeof pricedDocumentNoticeEn = {
  someone: 'Un autre utilisateur',
  sentence: '{{name}} {{clauses}}.',
  changed: 'a modifié {{list}}',
  fieldOnLine: '{{field}} à la ligne {{line}}',
  fieldOnLines: '{{field}} aux lignes {{lines}}',
  fieldOnManyLines: '{{field}} sur {{count}} lignes',
  cellsOnLines_one: '{{cellCount}} cellules sur {{count}} ligne',
  cellsOnLines_other: '{{cellCount}} cellules sur {{count}} lignes',
  discounts: 'les remises',
  keptCells_one:
    'Vos modifications non enregistrées sont conservées. {{count}} de vos cellules a aussi été modifiée par {{name}} : la cellule marquée montre sa valeur ; la vôtre est enregistrée sauf si vous la changez.',
  keptCells_other:
    'Vos modifications non enregistrées sont conservées. {{count}} de vos cellules ont aussi été modifiées par {{name}} : les cellules marquées montrent ses valeurs ; les vôtres sont enregistrées sauf si vous les changez.',
  keptChanges: 'Vos modifications non enregistrées sont conservées par-dessus la nouvelle version.',
  conflict: '{{name}} a saisi {{value}} ; votre valeur est conservée.',
  empty: 'vide',
  yes: 'oui',
  no: 'non',
  dismiss: 'Fermer',
};

export const pricedDocumentNoticeFieldsFr: typeof pricedDocumentNoticeFieldsEn = {
  sellerCompany: 'le vendeur',
  sellerUnitPrice: 'le prix unitaire vendeur',
  markupRate: 'la majoration',
  buyerUnitPrice: 'le prix unitaire acheteur',
  sellerContacted: '« vendeur contacté »',
  quantity: 'la quantité',
  altItems: 'les variantes',
};
