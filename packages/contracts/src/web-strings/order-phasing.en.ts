/** The Order phasing wizard (issue 15; spec 001 §2 /orders/order-phasing-wizard, §4 steps): the English words and the shape the French must match. */
export const orderPhasingEn = {
  title: 'Order Phasing Wizard',
  titleOf: 'Phase order {{number}}',
  /** spec 001 §4: the wizard's steps, in order. */
  steps: 'Phasing steps',
  stepReview: 'Review order details',
  stepSelect: 'Select order info',
  stepDistribute: 'Distribute values',
  stepDone: 'Step done',
  next: 'Next',
  back: 'Back',
  cancel: 'Cancel',
  createPhase: 'Create the new phase',
  creating: 'Creating the new phase…',
  // Review order details
  orderDetails: 'Order details',
  number: 'Order',
  status: 'Status',
  buyerCompany: 'Buyer Company',
  jobName: 'Job',
  deliveryAddress: 'Delivery Address',
  items: 'Items',
  product: 'Product',
  size: 'Size',
  seller: 'Seller',
  quantity: 'Quantity',
  buyerUnitPrice: 'Buyer Unit Price',
  buyerPrice: 'Buyer Price',
  itemStatus: 'Item Status',
  charges: 'Charges',
  charge: 'Charge',
  discount: 'Discount: {{name}}',
  transportCost: 'Transport: {{seller}}',
  deliveryFee: 'Delivery fee',
  notSet: 'Not set',
  buyerSubtotal: 'Buyer subtotal',
  buyerFee: 'Buyer fee',
  tax: 'Tax',
  grandTotal: 'Grand total',
  // Select order info
  selectIntro:
    'Choose the items of the new phase and how much of each moves to it; the rest stays in {{number}}.',
  selectItems: 'Items of the new phase',
  moveItem: 'Move {{product}} ({{size}}) to the new phase',
  newPhaseQuantity: 'Quantity of {{product}} ({{size}}) for the new phase',
  ofQuantity: 'of {{quantity}}',
  staysBehind_one:
    '{{count}} item that does not count (cancelled, unavailable or replaced) cannot be chosen; a replaced original goes with its substitute.',
  staysBehind_other:
    '{{count}} items that do not count (cancelled, unavailable or replaced) cannot be chosen; a replaced original goes with its substitute.',
  fixSelection: 'The selection cannot be phased yet: see the items marked.',
  /** Nothing chosen yet (the other reasons a selection cannot be phased are the catalogue's, PHASING_ISSUE_MESSAGES). */
  nothingSelected: 'Choose at least one item for the new phase.',
  // Distribute values
  distributeIntro:
    "Discounts and the delivery fee are shared by each phase's buyer subtotal, a seller's transport cost by that seller's goods; each amount is rounded once and the balance keeps the rest.",
  newPhase: 'New phase',
  balancePhase: 'Balance: {{number}}',
  value: 'Value',
  newPhaseItems: 'Items of the new phase',
  balanceItems: 'Items left in {{number}}',
  // Done
  created: 'Order {{number}} was created from {{from}}.',
  openNewPhase: 'Open {{number}}',
  openDashboard: 'Go to the Order Dashboard',
};
