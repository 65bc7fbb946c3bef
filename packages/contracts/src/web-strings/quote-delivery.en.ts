/**
 * The quote delivery wizard and workspace and a delivery quote's deliveries part (issue 38; spec 001 §2
 * /quotes/quote-delivery-wizard and -workspace, §5; decision 218): the English words and the shape the French must
 * match. The workspace's other words are the order delivery's (`orderDelivery`).
 */
export const quoteDeliveryEn = {
  wizardTitle: 'Quote Delivery Wizard',
  wizardTitleOf: 'Plan deliveries of quote {{number}}',
  wizardIntro:
    'Pick the lines to move and how many trucks carry them. A line goes on a truck once its seller and both unit prices are set; lines already on another delivery cannot be picked.',
  notSourced: 'Sourcing incomplete: seller or a unit price missing',
  noItems: 'This quote has no line to deliver.',
  backToQuote: 'Back to the quote',
  workspaceTitleOf: 'Quote delivery {{number}}',
  // The quote workspace's deliveries part
  deliveries: 'Deliveries',
  deliveriesOf: 'Deliveries of quote {{number}}',
  createDelivery: 'Create delivery',
  loading: 'Loading the deliveries…',
  empty: 'No delivery planned yet.',
  unassignedLines_one:
    '{{count}} line not on a delivery: every line must be on one before the quote is published.',
  unassignedLines_other:
    '{{count}} lines not on a delivery: every line must be on one before the quote is published.',
  allAssigned: 'Every line is on a delivery.',
  deliveryNumber: 'Delivery',
  status: 'Status',
  trucks: 'Trucks',
  stops: 'Stops',
  lines: 'Lines',
  openDelivery: 'Open quote delivery {{number}}',
};
