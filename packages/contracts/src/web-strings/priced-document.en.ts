/**
 * The words the quote and order construction workspaces share (issue 37: one priced-line document): the grid's
 * columns, the charges, the totals and the newer-version notice. Each workspace's strings spread them and add its
 * own; the English words and the shape the French must match.
 */
/** The columns a priced line shows wherever it is listed (the workspaces' grids, sourcing, alternates). */
export const pricedLineColumnsEn = {
  product: 'Product',
  size: 'Size',
  specs: 'Specs',
  quantity: 'Quantity',
  seller: 'Seller',
  sellerUnitPrice: 'Seller Unit Price',
  markupRate: 'Markup %',
  buyerUnitPrice: 'Buyer Unit Price',
  buyerPrice: 'Buyer Price',
};

export const pricedDocumentEn = {
  job: 'Job',
  buyer: 'Buyer',
  owner: 'Owner',
  noOwner: 'N/A',
  status: 'Status',
  sequence: 'Line',
  ...pricedLineColumnsEn,
  sellerPrice: 'Seller Price',
  sellerContacted: 'Seller Contacted',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  sortBySequence: 'Sequence',
  ascending: 'Ascending',
  descending: 'Descending',
  cancelSubstitute: 'Cancel Substitution',
  markUnavailable: 'Mark Unavailable',
  markAvailable: 'Mark Available',
  save: 'Save',
  fixCells: 'Some cells are not valid: correct the marked cells first.',
  required: 'Required',
  discounts: 'Discounts',
  discountType: 'Discount',
  amount: 'Amount',
  transportCosts: 'Transport Costs',
  transportType: 'Transport Type',
  transportSeller: 'Seller',
  cost: 'Cost',
  transporters: 'Transport Companies',
  sellerTotal: 'Seller Total',
  buyerTotal: 'Buyer Total',
  totals: 'Totals',
  sellerCost: 'Seller Cost',
  buyerSubtotal: 'Buyer Subtotal',
  margin: 'Margin',
  discount: 'Discount',
  transport: 'Transport',
  fee: 'Transaction Fee',
  feeWithRate: 'Transaction Fee ({{rate}} %)',
  tax: 'Tax ({{rate}} %)',
  grandTotal: 'Grand Total',
  totalsFollowTyping: 'The totals follow your unsaved changes; the server prices them again when you save.',
};

export const pricedDocumentNoticeEn = {
  someone: 'Another user',
  sentence: '{{name}} {{clauses}}.',
  changed: 'changed {{list}}',
  fieldOnLine: '{{field}} on line {{line}}',
  fieldOnLines: '{{field}} on lines {{lines}}',
  fieldOnManyLines: '{{field}} on {{count}} lines',
  cellsOnLines_one: '{{cellCount}} cells on {{count}} line',
  cellsOnLines_other: '{{cellCount}} cells on {{count}} lines',
  discounts: 'the discounts',
  keptCells_one:
    'Your unsaved changes are kept. {{count}} of your cells was also changed by {{name}}: the marked cell shows their value; yours is saved unless you change it.',
  keptCells_other:
    'Your unsaved changes are kept. {{count}} of your cells were also changed by {{name}}: the marked cells show their values; yours are saved unless you change them.',
  keptChanges: 'Your unsaved changes are kept on top of the new version.',
  conflict: '{{name}} set {{value}}; your value is kept.',
  empty: 'empty',
  yes: 'yes',
  no: 'no',
  dismiss: 'Dismiss',
};

export const pricedDocumentNoticeFieldsEn = {
  sellerCompany: 'the seller',
  sellerUnitPrice: 'the seller unit price',
  markupRate: 'the markup',
  buyerUnitPrice: 'the buyer unit price',
  sellerContacted: '‘seller contacted’',
  quantity: 'the quantity',
  altItems: 'the alternates',
};
