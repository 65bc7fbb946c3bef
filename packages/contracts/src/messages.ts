/**
 * The message catalogue of spec 000 §8 and 001 §8. Exact wording where the spec gives it; where it says the
 * wording is not shown, ours is recorded in docs/decisions/007-unspecified-wording.md. Both the server and the
 * web app take their words from here, and translations key off these ids.
 */

export type FailureVerb =
  'create' | 'update' | 'delete' | 'cancel' | 'reinstate' | 'publish' | 'import' | 'place' | 'open' | 'load';

/** spec 001 §8: 'Could not {verb} X; unable to connect to server. Please try again or contact the admin.' */
export function couldNotMessage(verb: FailureVerb, subject: string): string {
  return `Could not ${verb} ${subject}; unable to connect to server. Please try again or contact the admin.`;
}

/** spec 001 §8: titles follow the 'X Failed' pattern. */
export function failedTitle(subject: string): string {
  return `${subject} Failed`;
}

export type SuccessVerb = 'created' | 'updated' | 'deleted' | 'saved';

/** spec 001 §8: success messages exist for each create, update and delete; wording not shown. */
export function successMessage(subject: string, verb: SuccessVerb): string {
  return `${subject.charAt(0).toUpperCase()}${subject.slice(1)} ${verb} successfully.`;
}

/** spec 000 §8: with remaining attempts. */
export function remainingAttemptsMessage(remainingAttempts: number): string {
  return `Authentication failed, invalid email or password. You have ${remainingAttempts} login attempts remaining before you need to reset your password.`;
}

/** Minutes as the locked-account message says them: a period under a minute still reads '1 minute'. */
export function lockMinutes(lockSeconds: number): number {
  return Math.max(1, Math.ceil(lockSeconds / 60));
}

/**
 * Ours (spec 000 §8 gives no wording for a lock): a lock after five failed sign-ins ends by itself after the
 * configured period, or earlier when an administrator unlocks the account (docs/decisions/194).
 */
export function accountLockedMessage(minutes: number): string {
  return `Your account is locked after too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or ask your administrator to unlock it.`;
}

/** Delete confirmations name the record (issue 4). */
export function deleteConfirmation(subject: string, name: string): string {
  return `Are you sure you want to delete ${subject} "${name}"?`;
}

/**
 * Ours (decision 068): a size or spec used by product items is not deletable (the server refuses it), so the
 * screen says so, with the count, instead of asking 'Are you sure?' first.
 */
export function usedByProductItemsMessage(subject: string, name: string, usageCount: number): string {
  return `The ${subject} "${name}" is used by ${usageCount} product item${usageCount === 1 ? '' : 's'} and cannot be deleted.`;
}

export function returnToLabel(label: string): string {
  return `Return To ${label}`;
}

export const MESSAGES = {
  loginFailedTitle: 'Login Failed',
  loginFailedDefault: 'This username and/or password does not exist...contact support',
  staffOnly: 'This portal is for marketplace staff only. Your account does not have access.',
  accountInactive: 'Your account is inactive. Please contact your administrator.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a minute and try again.',
  controlCharacters: 'Remove the control characters (such as NUL) from this text.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  invalidEmail: 'Invalid Email',
  passwordEmpty: 'Password is empty.',
  validationFailedTitle: 'Validation Failed',
  validationFailed: 'Your input is invalid.',
  invalidInputTitle: 'Invalid Input',
  invalidInput: 'Please input valid value for all fields.',
  userStatusCannotUpdate: "The user status can't be updated.",
  userActivationNeedsCompany: 'User can be activated only when linked to a company.',
  invalidTaxRate: 'Please input a valid tax rate.',
  invalidFeeRate: 'Please input a valid fee rate.',
  // Ours (issue 11): a minimum amount is not a rate, so it has its own message (decision 066).
  invalidMinimumAmount: 'Please input a valid minimum amount.',
  duplicatedKeys: 'Please check for the duplicated keys.',
  maxSpecsReached: 'Cannot add more specs',
  serverError: 'An error has occurred, please contact your system admin and try again later.',
  notAuthenticated: 'You need to sign in to continue.',
  accessDenied: 'You do not have permission to do this.',
  notFound: 'The requested resource was not found.',
  outdatedRecord:
    'Another user changed this record, so your view is outdated. A refresh is required and unsaved changes will be lost.',
  routeCalculationFailedTitle: 'Error',
  routeCalculationFailed: 'Error while calculating a route',
  routeOptimizationFailed: 'Route optimization failed. Please save your work and try again later.',
  sessionExpiringTitle: 'Session Expiring',
  sessionExpiring: 'Your session will expire soon because of inactivity. Click Continue to stay signed in.',
  continue: 'Continue',
  unsavedChangesTitle: 'Unsaved Changes',
  unsavedChanges: 'You have unsaved changes. Do you want to leave this page and lose them?',
  // Ours (decision 065): closing an editor with changes discards them without leaving the screen.
  unsavedChangesDiscard: 'You have unsaved changes. Do you want to close this form and lose them?',
  // spec 001 §5 'Unsaved changes block proceeding': publish or a status move with edits on screen (decision 201).
  unsavedChangesProceed:
    'You have unsaved changes, which block proceeding. Save them and continue, discard them and continue, or stay on this page?',
  passwordMismatch: 'The new password and its confirmation do not match.',
  currentPasswordWrong: 'The current password is not correct.',
  passwordTooShort: 'The password must have at least 8 characters.',
  taxDisclaimer: 'Taxes shown are state sales tax only; county and municipal taxes are added at invoicing.',
  staticPageText: 'Requested resource is not available.',
  // Who may write what (docs/decisions/060-field-level-write-authority.md); each refusal is a 403.
  ownRoleOrStatus: 'You cannot change your own role or status.',
  ownUserDelete: 'You cannot delete your own user.',
  ownPasswordInAccountSettings: 'Change your own password in Account Settings.',
  staffAccountSuperAdminOnly:
    'Only a super admin can change, activate, deactivate or delete the account of a super admin, operations or finance user.',
  staffRoleSuperAdminOnly:
    'Only a super admin can give an account the super admin, operations or finance role.',
  adminCompanySuperAdminOnly:
    "Only a super admin can create, change or delete the operator's own (admin) companies.",
  companyFlagsNotAllowed:
    "Only a super admin or operations can change a company's tier, registered or preferred flag.",
  transactionFeesNotAllowed: 'Only a super admin or finance can change transaction fees.',
  translationsSuperAdminOnly: 'Only a super admin can change translations.',
  avatarOwnOnly: 'You can change only your own avatar.',
  superAdminOnly: 'Only a super admin can do this.',
  invalidPhoneNumber:
    'Enter a North American phone number, e.g. 514-555-0199, (514) 555-0199 or +1 514 555 0199 x123.',
  supplierApiKeyRequired: 'This request needs a valid supplier module API key.',
  // spec 001 §8, wording ours (decision 129): the quote intake and standardization messages.
  incompleteStandardizedItems:
    'Some standardized quote items are incomplete. Every item needs a product, a size and a quantity and must be reviewed before the quote is completed.',
  relaunchGoMatchFailed: 'Relaunch GoMatch failed. Please try again or contact the admin.',
  invalidAttachment:
    'The attachment was not uploaded: it must be a PDF, Excel, CSV, Word or image file of at most 20 MB.',
  tooManyAttachments: 'A quote request can have at most 20 attachments.',
  quoteRequestInUse: 'This quote request has been standardized into a quote and cannot be deleted.',
  processedReadOnly: 'This quote has been processed: it can be viewed but not changed.',
  quoteNotInWip: 'This quote is not in WIP: move it back to WIP to change it.',
  missingInfoForPublish:
    'Some information is missing to publish this quote: every line needs a seller, a seller unit price and a buyer unit price.',
  quoteRequestClosed: 'This quote request is cancelled or archived: reinstate it before changing it.',
  // spec 001 §5 'Substitution needs at least one field filled', §8 'Empty substitution' (wording ours, decision 153).
  emptySubstitution: 'A substitution needs at least one field filled: a product, a size or a spec.',
  // Ours (issue 34): an alternate naming a product names its size, as a line does.
  alternateSizeRequired: 'An alternate with a product needs a size.',
  // spec 001 §8 seller alternatives: the spec's words.
  noDataFound: 'No data found',
  // The buyer's return and placing the order (decision 152, wording ours).
  quoteNotPublished:
    "This quote is not published and waiting for the buyer's return: publish it before recording the return.",
  acceptedMoreThanQuoted: 'The accepted quantity cannot be more than the quoted quantity.',
  lineNotOffered:
    'This line was not offered to the buyer (unavailable, cancelled or replaced by its substitute).',
  nothingAccepted:
    'The buyer accepted no line of this quote: record a return with at least one accepted line to place the order.',
  acceptedLineWithoutSeller: 'Every accepted line needs a seller before the order is placed.',
  // spec 001 §5 and §8 'Order validation' (wording ours, decision 162): the checks before an order's setup is
  // finished (moved to Planning Delivery) and before it is phased.
  incompleteOrderItems:
    'Some order items are incomplete: every item that counts needs a seller, a quantity, a seller unit price and a buyer unit price.',
  incompleteOrderDiscounts: 'Some discounts are incomplete: every discount needs a type and an amount.',
  incompleteTransportCosts:
    'Some transportation costs are incomplete: every transportation cost needs a seller and an amount.',
  duplicateTransportCosts: 'A seller company can have only one transportation cost on an order.',
  deliveryFeeNotSet: 'The buyer delivery fee must be set to finish the order.',
  phasingQuantityNotSet: 'Every item selected for the new phase needs a quantity.',
  // Ours (decision 192): quantities keep three decimals and money two, so a price is quantity × unit price exactly.
  quantityDecimals: 'Enter a quantity with at most three decimals.',
  amountDecimals: 'Enter an amount with at most two decimals (cents).',
  // The phasing call's other refusals (decision 171).
  phasingQuantityTooLarge: "The quantity of the new phase cannot be more than the item's quantity.",
  phasingItemNotPhaseable:
    'A cancelled or unavailable item, or an original replaced by its substitute, cannot be phased.',
  phasingUnknownItem: 'This item is not one of this order.',
  phasingNothingRemains:
    'The new phase cannot take the whole order: leave at least part of one item in the balance.',
  // spec 001 §4: 'Phasing requires the order to be New Order, WIP or Planning Delivery.'
  phasingNotAllowed: 'Only an order in New Order, WIP or Planning Delivery can be phased.',
  // spec 001 §8 'invoiced and billed toggles failed' (wording ours, decision 162).
  invoicedToggleFailed:
    'The invoiced flag of this order could not be changed. Please try again or contact the admin.',
  billedToggleFailed:
    'The billed flag of this sub-order could not be changed. Please try again or contact the admin.',
  orderNotEditable:
    'Only an order in New Order, WIP or Planning Delivery can be changed; this one can be viewed but not changed.',
  // A complete or cancelled order: its sub-order rows and pictures are read-only too (a Waiting for Delivery
  // order's delivery days and pictures still change; decisions 166, 168).
  orderClosed: 'This order is complete or cancelled: it can be viewed but not changed.',
  // spec 001 §5 and §8 'Invalid uploads: picture type or size' (wording ours, decision 162).
  invalidPicture: 'The picture was not uploaded: it must be a JPEG, PNG, BMP or GIF image of at most 20 MB.',
  // The picture manager's and the purchase-order email's other refusals (decisions 168, 169).
  pictureNotSent: 'Only pictures that were sent can be approved or rejected.',
  // ORDER_PICTURE_UPLOAD_MAX_FILES (api/order-pictures.ts; messages.test.ts holds the two together).
  tooManyPictures: 'At most 10 pictures can be uploaded at a time.',
  sellerNotOnOrder: 'This seller supplies nothing on this order.',
  sellerWithoutEmail: 'The seller company has no contact email: add one in Company Management first.',
  cancelledOrderNoPurchaseOrder: 'The order is cancelled: it has no purchase order to send.',
  // Order Management's delete (decision 167).
  // Idempotent creation (decision 193): one key, one intent — the same key sent for another request is refused.
  idempotencyKeyReused:
    'This request repeats an earlier one with different content. Please close the dialog and try again.',
  // spec 001 §4 'Processed standardized quotes … only show their items' (decision 193).
  standardizedQuoteProcessed:
    'This standardized quote has been processed into a quote: it can be viewed but not changed.',
  orderNotDeletable:
    'Only an order in New Order or Cancelled, with no item assigned to a delivery and no phase split from it, can be deleted.',
  // MAX_CATEGORIES (api/catalog.ts; messages.test.ts holds the two together): GET categories answers the whole
  // list, so a category past the bound would vanish from the screen (issue 34, decision 200).
  tooManyCategories:
    'At most 1,000 categories can be kept. Delete a category that is no longer used before adding another.',
  // Ours (decision 199): the services' rule messages, one catalogue entry each so a French user reads them in French.
  markupDecimals: 'Enter a markup with at most three decimals.',
  categoryNotFound: 'The category does not exist.',
  unitNotFound: 'The unit does not exist.',
  sizeNotFound: 'The size does not exist.',
  specNotFound: 'The spec does not exist.',
  productNotFound: 'The product does not exist.',
  companyNotFound: 'The company does not exist.',
  discountNotFound: 'The discount does not exist.',
  specIsNotSize: 'This is a spec, not a size.',
  sizeIsNotSpec: 'This is a size, not a spec.',
  productHasSize: 'The product already has this size.',
  specListedTwice: 'The spec is listed twice.',
  buyerCompanyRequired: 'The company must be a buyer company.',
  buyerUserRequired: 'The buyer must be a buyer user.',
  buyerOfBuyerCompany: 'The buyer must belong to the buyer company.',
  ownerMustBeStaff: 'The owner must be a staff user.',
  sellerCompanyRequired: 'The seller must be a seller company.',
  quoteLineUnknown: 'This line is not one of this quote.',
  quoteItemUnknown: 'This item is not one of this quote.',
  quoteTransportCostTaken: 'This seller already has a transport cost on this quote.',
  completeItemRule:
    'An item is complete only while it has a seller, a seller unit price and a buyer unit price.',
  enterQuoteNumber: 'Enter a quote number, e.g. CQ-10012.',
  noQtoQuoteNumber: 'No QTO quote has this number.',
  noRegularQuoteNumber: 'No regular quote has this number (a QTO quote is under QTO).',
  enterOrderNumber: 'Enter an order number, e.g. OR-10012.',
  noOrderNumber: 'No order has this number.',
  shippedKeysNotDeletable: 'Keys shipped with the portal cannot be deleted.',
  shippedKey: 'Shipped key',
  shippedKeyNotRenamed: 'The key of a shipped translation cannot be renamed.',
  discountInUse: 'This discount is used by quotes or orders and cannot be deleted.',
  noFileSent: 'No file was sent.',
  attachmentNotMultipart: 'The attachment must be sent as a multipart form.',
  avatarNotMultipart: 'The avatar must be sent as a multipart form.',
  picturesNotMultipart: 'The pictures must be sent as a multipart form.',
  avatarTooLarge: 'The avatar is larger than 20 MB.',
  avatarNotAnImage: 'The avatar must be a JPEG, PNG, GIF, BMP or WebP image.',
  fileTooLarge: 'The file is larger than 20 MB.',
  fileTypeRefused: 'This type of file is not accepted here.',
  deliveryNumberOutOfRange: 'The delivery number is out of range.',
  requestBodyTooLarge: 'The request body is too large.',
  unsupportedContentType: 'Unsupported content type.',
  malformedJson: 'Malformed JSON in the request body.',
  emptyRequestBody: 'The request body is empty.',
  unknownValue: 'This value is not one of the list.',
  substituteOtherAction: 'Its substitute already has another action in this save.',
  // A save's line actions (lib/line-actions.ts): a quote's lines, an order's items.
  quoteLineUnknownOrTwice: 'This line is not one of this quote, or is listed twice.',
  quoteLineOtherAction: 'This line already has another action in this save.',
  quoteLineDeletedBySave: 'This line is deleted by this save.',
  quoteOriginalOtherAction: 'Its original line already has another action in this save.',
  quoteOriginalKeepsValues:
    'An original line keeps the values it had when it was substituted: change its substitute.',
  orderItemUnknownOrTwice: 'This item is not one of this order, or is listed twice.',
  orderItemOtherAction: 'This item already has another action in this save.',
  orderItemDeletedBySave: 'This item is deleted by this save.',
  orderOriginalOtherAction: 'Its original item already has another action in this save.',
  orderOriginalKeepsValues:
    'An original item keeps the values it had when it was substituted: change its substitute.',
  // Ours (decision 199): a long text past its limit is refused, never cut.
  textTooLong: 'This text is longer than the field allows: shorten it before saving.',
  notANumber: 'Enter a number.',
  negativeNumber: 'Enter a number of 0 or more.',
  // spec 001 §5 and §8, deliveries (wording ours where the spec shows none; decisions 207, 209).
  itemsNotAssignedToDeliveries:
    'Some items of this quote are not assigned to a delivery. Assign every item to a delivery before publishing it.',
  deliveriesAssociated:
    'This quote has deliveries: delete them before switching its delivery method to pickup.',
  deliveryStopsIncomplete:
    'Some delivery stops are incomplete: every stop needs an address, a delivery date and, for a pickup, at least one item.',
  lengthOptionsRequired: 'Choose the truck length options before saving the delivery.',
  saveDeliveryBeforeItems: 'Save the delivery before adding items to a stop or removing them.',
  saveDeliveryBeforeBol: 'Save the delivery before uploading or deleting a signed bill of lading.',
  truckQuantityTooLarge: 'The number of trucks cannot be larger than the number of unassigned items.',
  itemOnAnotherDelivery: 'This item is already assigned to another delivery.',
  itemNotDeliverable:
    'Only a counted item of an order in New Order, WIP or Planning Delivery can be assigned to a delivery.',
  quoteItemNotSourced:
    'Items can be assigned to trucks only when their sourcing information (seller and pricing) is complete.',
  quoteNotDeliverable: 'Only a quote in WIP with the delivery method Delivery can have deliveries.',
  deliveryStopUnknown: 'This stop is not one of this delivery.',
  deliveryItemsOneKind: 'The items of one call must all be of one order or quote delivery kind.',
  deliveryClosed: 'A delivery of a complete or cancelled order cannot be changed.',
  deliveryNotQuoteDelivery: 'This delivery is not a quote delivery.',
  deliveryNotOrderDelivery: 'This delivery is not an order delivery.',
  // spec 001 §5, §8: the overlay map, the merge and the bills of lading (wording ours; decisions 210, 211).
  deliveriesNotGeocoded:
    'Deliveries not geocoded: the map needs a located address for every stop. These deliveries have a stop without one:',
  mergeDeliveriesFailed: 'Merge deliveries failed: the deliveries could not be merged.',
  mergeDeliveriesOneKind: 'Only order deliveries can be merged.',
  invalidBolAttachment:
    'The bill of lading was not uploaded: it must be a PDF, Excel, Word or image file of at most 20 MB.',
  bolAttachmentNotMultipart:
    'The bill of lading must be sent as a multipart form with its stop and its file.',
} as const;

/**
 * spec 001 §8 Confirmations: the spec lists which actions ask first (cancel, reinstate, complete, publish, place
 * order, delete, bulk delete lines …) but shows their wording only for merge deliveries ("This action can't be
 * undone"). Ours, recorded in docs/decisions/086-transitions-table.md. `{number}` is the record's number.
 * The transitions table (transitions.ts) names these keys.
 */
export const CONFIRMATIONS = {
  cancelQuote: 'Are you sure you want to cancel quote {number}?',
  reinstateQuote: 'Are you sure you want to reinstate quote {number}?',
  placeOrder: 'Are you sure you want to place an order from quote {number}?',
  publishQuote: 'Are you sure you want to publish quote {number}?',
  cancelOrder: 'Are you sure you want to cancel order {number}?',
  reinstateOrder: 'Are you sure you want to reinstate order {number}?',
  completeOrder: 'Are you sure you want to complete order {number}?',
  publishOrder: 'Are you sure you want to publish order {number}?',
  publishOrderUnassigned:
    'Some items of order {number} are not assigned to a delivery. Are you sure you want to publish it?',
  publishDelivery: 'Are you sure you want to publish delivery {number}?',
  moveDeliveryToDraft:
    'Are you sure you want to move delivery {number} back to draft? It must be published again to be booked.',
  deleteDelivery: 'Are you sure you want to delete delivery {number}? This action cannot be undone.',
  deleteItem: 'Are you sure you want to delete this line?',
  deleteLines: 'Are you sure you want to delete the selected lines?',
  mergeDeliveries: "Are you sure you want to merge these deliveries? This action can't be undone.",
  deleteBolAttachment: 'Are you sure you want to delete the signed bill of lading of delivery {number}?',
  relaunchGoMatch:
    'Are you sure you want to relaunch GoMatch on quote {number}? The work done on its items will be lost.',
  relaunchGoMatchLine:
    'Are you sure you want to relaunch GoMatch on this line? The work done on it will be lost.',
  // spec 001 §8 'override seller alternatives' (wording ours, decision 157): a candidate picked for a sourced line.
  overrideSellerAlternatives:
    'This line already has a seller and prices. Are you sure you want to replace them with the seller picked?',
  // spec 001 §5 and §8 'change seller deletes pictures' (wording ours, decision 162).
  changeSellerDeletesPictures:
    'Changing the seller deletes the pictures the previous seller sent for this item. Are you sure you want to change it?',
} as const;
export type ConfirmationKey = keyof typeof CONFIRMATIONS;

/** A confirmation's words for one record: `{number}` replaced by its number. */
export function confirmationMessage(key: ConfirmationKey, recordNumber: string): string {
  return CONFIRMATIONS[key].replaceAll('{number}', recordNumber);
}

/**
 * A status move the transitions table refuses from the record's status (decision 193): the answer's message
 * (code TRANSITION_REFUSED, 409) and its `statusId` issue. The outdated notice is kept for a stale version.
 */
export function transitionRefusedDetail(subject: string, fromLabel: string, toLabel: string): string {
  return `This ${subject} is ${fromLabel}: it cannot be moved to ${toLabel}.`;
}

/**
 * spec 001 §8 notices, naming who changed the record when its action log knows (decision 193): the version the
 * client sent is no longer the record's.
 */
export function outdatedRecordByMessage(userName: string): string {
  return `${userName} changed this record, so your view is outdated. A refresh is required and unsaved changes will be lost.`;
}

/** A unique value taken (two writers raced, or a stale form): names the record and the field. */
export function alreadyExistsMessage(subject: string, fieldLabel: string): string {
  return `A ${subject} with this ${fieldLabel} already exists.`;
}

/** A record the call names that is not there (404). */
export function notFoundMessage(subject: string): string {
  return `${subject} was not found.`;
}

/** Ours (decision 199): where a field's refusal is, said as the user sees it ('Line 3 — Quantity'). */
export function lineFieldLabel(line: number, label: string): string {
  return `Line ${line} — ${label}`;
}

/** The refusals of a number's bounds (decision 199), figures formatted in the user's language. */
export function atMostMessage(limit: string): string {
  return `at most ${limit}`;
}
export function atLeastMessage(limit: string): string {
  return `at least ${limit}`;
}
export function moreThanMessage(limit: string): string {
  return `more than ${limit}`;
}
export function lessThanMessage(limit: string): string {
  return `less than ${limit}`;
}
export function atMostCharactersMessage(limit: string): string {
  return `at most ${limit} characters`;
}

/** The services' refusals that name a record (decision 199). */
export function categoryHasProductsMessage(name: string, count: number): string {
  return count === 1
    ? `The category "${name}" cannot be deleted: 1 product is in it. Move or delete it first.`
    : `The category "${name}" cannot be deleted: ${count} products are in it. Move or delete them first.`;
}
export function sizeTypeInUseMessage(kind: string, name: string, count: number): string {
  return `The ${kind} "${name}" is used by ${count} product item${count === 1 ? '' : 's'}: its type cannot change.`;
}
export function sizeInUseMessage(kind: string, name: string, count: number): string {
  return count === 1
    ? `The ${kind} "${name}" cannot be deleted: 1 product item uses it.`
    : `The ${kind} "${name}" cannot be deleted: ${count} product items use it.`;
}
export function userHasActionLogMessage(email: string): string {
  return `User "${email}" cannot be deleted: the action log records their work. Deactivate the user instead.`;
}
export function userReferencedMessage(email: string): string {
  return `User "${email}" cannot be deleted: other records still refer to them. Deactivate the user instead.`;
}
export function companyHasUsersMessage(name: string, count: number): string {
  return count === 1
    ? `The company "${name}" cannot be deleted: 1 user is linked to it.`
    : `The company "${name}" cannot be deleted: ${count} users are linked to it.`;
}
export function referenceGoneMessage(subject: string): string {
  return `The ${subject} refers to a record that no longer exists. Refresh and try again.`;
}
/** A delete or change refused because other records refer to the record (a foreign key). */
export function inUseMessage(subject: string): string {
  return `The ${subject} is in use by other records and cannot be deleted.`;
}

export const STATIC_PAGES = {
  access: { title: 'ACCESS DENIED', text: MESSAGES.staticPageText, button: 'GO BACK TO HOME PAGE' },
  error: { title: 'ERROR', text: MESSAGES.staticPageText, button: 'GO BACK TO HOME PAGE' },
  notFound: { title: 'NOT FOUND', text: MESSAGES.staticPageText, button: 'GO BACK TO HOME PAGE' },
} as const;
