// The priced-line document (issue 37): what a quote and an order share — lines, specs, alternates, discounts,
// transport costs, their save's writes and pricing terms, importing alternates — written once over each kind's tables.
export {
  checkLineActionRoles,
  createPricedDocument,
  findPricingTerms,
  isCounted,
  orderDocument,
  quoteDocument,
  type LineWrites,
} from './priced-document';
export {
  createQuoteImportService,
  parseOrderNumber,
  parseQuoteNumber,
  type QuoteImportService,
} from './alternate-import.service';
export { checkConstructionReferences, type ConstructionReferences } from './construction-references';
export { allocateIds } from './priced-documents.repository';
export {
  documentBuyer,
  documentOwner,
  lineSeller,
  optionalUserDisplayName,
  ORDER_DOCUMENT,
  partyNames,
  pricedLineColumns,
  productDisplayName,
  QUOTE_DOCUMENT,
  userDisplayName,
} from './priced-document.tables';
