import { defineEnumeration, type EnumerationId } from './enumeration';

// Every enumeration and status id of spec 001 §3 and §4, with the spec's ids. Labels are the spec's words.

export const CompanyType = defineEnumeration('company_type', {
  BUYER: { id: 1, label: 'Buyer' },
  SELLER: { id: 2, label: 'Seller' },
  ADMIN: { id: 9, label: 'Admin' },
});
export type CompanyTypeId = EnumerationId<typeof CompanyType>;

export const Country = defineEnumeration('country', {
  CANADA: { id: 1, label: 'Canada', code: 'CA' },
  US: { id: 2, label: 'United States', code: 'US' },
});
export type CountryId = EnumerationId<typeof Country>;

export const Language = defineEnumeration('language', {
  ENGLISH: { id: 1, label: 'English', code: 'en' },
  FRENCH: { id: 2, label: 'French', code: 'fr' },
});
export type LanguageId = EnumerationId<typeof Language>;

export const CompanyTier = defineEnumeration('company_tier', {
  TIER_1: { id: 1, label: 'Tier 1' },
  TIER_2: { id: 2, label: 'Tier 2' },
  TIER_3: { id: 3, label: 'Tier 3' },
});
/** spec 001 §3: the tier dropdown also offers Unassigned, whose id is null. */
export const COMPANY_TIER_OPTIONS: ReadonlyArray<{ id: number | null; label: string }> = [
  ...CompanyTier.options,
  { id: null, label: 'Unassigned' },
];

export const QuoteEntityType = defineEnumeration('quote_entity_type', {
  QUOTE_REQUEST: { id: 1, label: 'Quote Request', code: 'QR' },
  STANDARDIZED_QUOTE: { id: 2, label: 'Standardized Quote', code: 'SQ' },
  QUOTE: { id: 3, label: 'Quote', code: 'CQ' },
});

export const RequestPurpose = defineEnumeration('request_purpose', {
  INSTALL: { id: 1, label: 'Install' },
  BID: { id: 2, label: 'Bid' },
});

export const DeliveryMethod = defineEnumeration('delivery_method', {
  DELIVERY: { id: 1, label: 'Delivery' },
  PICKUP: { id: 2, label: 'Pickup' },
});

export const TransportType = defineEnumeration('transport_type', {
  SELLER: { id: 1, label: 'Seller' },
  THIRD_PARTY: { id: 2, label: 'Third-Party' },
});

export const TruckType = defineEnumeration('truck_type', {
  STRAIGHT_TRUCK: { id: 1, label: 'Straight Truck' },
  TRACTOR_TRAILER: { id: 2, label: 'Tractor/Truck & Trailer' },
});

export const UserStatus = defineEnumeration('user_status', {
  ACTIVE: { id: 1, label: 'Active' },
  INACTIVE: { id: 2, label: 'Inactive' },
});
export type UserStatusId = EnumerationId<typeof UserStatus>;

export const PictureType = defineEnumeration('picture_type', {
  ACTUAL: { id: 1, label: 'Actual' },
  STOCK: { id: 2, label: 'Stock' },
  MIX: { id: 3, label: 'Mix' },
});

export const DepositStatus = defineEnumeration('deposit_status', {
  REFUSED: { id: 1, label: 'Refused' },
  AGREED: { id: 2, label: 'Agreed' },
  COLLECTED: { id: 3, label: 'Collected' },
});

export const AltItemImportSource = defineEnumeration('alt_item_import_source', {
  REGULAR_QUOTE: { id: 0, label: 'Regular Quote' },
  QTO: { id: 1, label: 'QTO' },
  ORDER: { id: 2, label: 'Order' },
  INVENTORY: { id: 3, label: 'Inventory' },
});

export const ProductSizeType = defineEnumeration('product_size_type', {
  SIZE: { id: 1, label: 'Size' },
  SPEC: { id: 2, label: 'Spec' },
});

export const ProductSizeValueType = defineEnumeration('product_size_value_type', {
  SINGLE: { id: 1, label: 'Single' },
  RANGE: { id: 2, label: 'Range' },
});

/** spec 001 §3: special catalog ids that code relies on. */
export const CatalogIds = {
  DEFAULT_CATEGORY_ID: 0,
  DEFAULT_CATEGORY_NAME: 'N/A',
  PLANT_CATEGORY_ID: 1,
  TRAY_MEASUREMENTS_CATEGORY_ID: 3,
  MULTI_CELL_TYPE_ID: 13,
  BULB_TYPE_ID: 18,
  GALLON_UNIT_ID: 3,
  SMALL_POTS_UNIT_ID: 9,
} as const;

export const QuoteRequestStatus = defineEnumeration('quote_request_status', {
  COMPLETE: { id: 1, label: 'Complete' },
  PICKED_UP: { id: 2, label: 'Picked Up' },
  PROCESSED: { id: 3, label: 'Processed' },
  CANCELLED: { id: 4, label: 'Cancelled' },
  ARCHIVED: { id: 5, label: 'Archived' },
});

export const StandardizedQuoteStatus = defineEnumeration('standardized_quote_status', {
  WIP: { id: 1, label: 'WIP' },
  COMPLETE: { id: 2, label: 'Complete' },
  PROCESSED: { id: 3, label: 'Processed' },
  CANCELLED: { id: 4, label: 'Cancelled' },
  PICKED_UP: { id: 5, label: 'Picked Up' },
  ARCHIVED: { id: 6, label: 'Archived' },
});

export const QuoteStatus = defineEnumeration('quote_status', {
  WIP: { id: 1, label: 'WIP' },
  COMPLETE: { id: 2, label: 'Complete' },
  PROCESSED: { id: 3, label: 'Processed' },
  CANCELLED: { id: 4, label: 'Cancelled' },
});

export const QuoteReturnStatus = defineEnumeration('quote_return_status', {
  NA: { id: 1, label: 'NA' },
  PENDING: { id: 2, label: 'Pending' },
  RETURNED: { id: 3, label: 'Returned' },
});

export const SubQuoteStatus = defineEnumeration('sub_quote_status', {
  WIP: { id: 1, label: 'WIP' },
  COMPLETE: { id: 2, label: 'Complete' },
  CANCELLED: { id: 3, label: 'Cancelled' },
  RECOMMENDED: { id: 4, label: 'Recommended' },
  ARCHIVED: { id: 5, label: 'Archived' },
  INCOMPLETE: { id: 6, label: 'Incomplete' },
});

/** spec 001 §4: sub-quote items and sub-order items share these ids. */
export const ItemStatus = defineEnumeration('item_status', {
  WIP: { id: 1, label: 'WIP' },
  COMPLETE: { id: 2, label: 'Complete' },
  CANCELLED: { id: 3, label: 'Cancelled' },
  UNAVAILABLE: { id: 4, label: 'Unavailable' },
  SUBSTITUTED: { id: 5, label: 'Substituted' },
  ORIGINAL: { id: 6, label: 'Original' },
});

export const OrderStatus = defineEnumeration('order_status', {
  PENDING: { id: 1, label: 'New Order' },
  WIP: { id: 2, label: 'WIP' },
  WAITING: { id: 3, label: 'Waiting for Delivery' },
  COMPLETE: { id: 4, label: 'Complete' },
  CANCELLED: { id: 5, label: 'Cancelled' },
  DELIVERY_PLANNING: { id: 7, label: 'Planning Delivery' },
});
export type OrderStatusId = EnumerationId<typeof OrderStatus>;

export const SubOrderStatus = defineEnumeration('sub_order_status', {
  WIP: { id: 1, label: 'WIP' },
  SETUP_COMPLETE: { id: 2, label: 'Setup Complete' },
  CANCELLED: { id: 3, label: 'Cancelled' },
  RECOMMENDED: { id: 4, label: 'Recommended' },
  ARCHIVED: { id: 5, label: 'Archived' },
  SETUP_INCOMPLETE: { id: 6, label: 'Setup Incomplete' },
  CONFIRMED: { id: 7, label: 'Confirmed' },
  COMPLETE: { id: 8, label: 'Complete' },
});

export const SpecStatus = defineEnumeration('spec_status', {
  WIP: { id: 1, label: 'WIP', description: 'Setup WIP' },
  COMPLETE: { id: 2, label: 'Complete' },
  DELETED: { id: 3, label: 'Deleted' },
  UNAVAILABLE: { id: 4, label: 'Unavailable' },
  SUBSTITUTED: { id: 5, label: 'Substituted' },
  ORIGINAL: { id: 6, label: 'Original' },
  NEW: { id: 7, label: 'New' },
});

export const DeliveryStatus = defineEnumeration('delivery_status', {
  DRAFT: { id: 1, label: 'Draft' },
  BOOKED: { id: 2, label: 'Booked' },
});

export const DeliveryTrackingStatus = defineEnumeration('delivery_tracking_status', {
  BUYER_DRAFT: { id: 1, label: 'Buyer Draft' },
  LOGISTICS_DRAFT: { id: 2, label: 'Logistics Draft' },
  BOOKED: { id: 3, label: 'Booked' },
  ON_ROUTE: { id: 4, label: 'On Route' },
  DELIVERED: { id: 5, label: 'Delivered' },
});
export const DELIVERY_TRACKING_DRAFT_IDS = [
  DeliveryTrackingStatus.ids.BUYER_DRAFT,
  DeliveryTrackingStatus.ids.LOGISTICS_DRAFT,
] as const;
export const DELIVERY_TRACKING_BOOKED_IDS = [
  DeliveryTrackingStatus.ids.BOOKED,
  DeliveryTrackingStatus.ids.ON_ROUTE,
  DeliveryTrackingStatus.ids.DELIVERED,
] as const;

export const StopTrackingStatus = defineEnumeration('stop_tracking_status', {
  BOOKED: { id: 1, label: 'Booked' },
  ON_ROUTE: { id: 2, label: 'On Route' },
  LOADING: { id: 3, label: 'Loading' },
  LOADED: { id: 4, label: 'Loaded' },
  DELIVERED: { id: 5, label: 'Delivered' },
});
export const PICKUP_STOP_TRACKING_IDS = [
  StopTrackingStatus.ids.BOOKED,
  StopTrackingStatus.ids.ON_ROUTE,
  StopTrackingStatus.ids.LOADING,
  StopTrackingStatus.ids.LOADED,
] as const;
export const DROP_OFF_STOP_TRACKING_IDS = [
  StopTrackingStatus.ids.BOOKED,
  StopTrackingStatus.ids.DELIVERED,
] as const;

export const SubOrderDeliveryStatus = defineEnumeration('sub_order_delivery_status', {
  NOT_CONTACTED: { id: 1, label: 'Not Contacted' },
  CONTACTED: { id: 2, label: 'Contacted' },
  BOOKED: { id: 3, label: 'Booked' },
  PICKUP: { id: 4, label: 'Pickup' },
});

export const InventoryStatus = defineEnumeration('inventory_status', {
  INVENTORY_SECURED: { id: 1, label: 'Inventory Secured' },
  NOT_CONTACTED: { id: 2, label: 'Not Contacted' },
  PARTIALLY_CONTACTED: { id: 3, label: 'Partially Contacted' },
  PARTIALLY_SECURED: { id: 4, label: 'Partially Secured' },
  SELLER_CONTACTED: { id: 5, label: 'Seller Contacted' },
});
/** spec 001 §4: the order dashboard shows inventory in this order and wording. */
export const ORDER_DASHBOARD_INVENTORY_OPTIONS = [
  { id: InventoryStatus.ids.NOT_CONTACTED, label: 'Not Contacted' },
  { id: InventoryStatus.ids.PARTIALLY_CONTACTED, label: 'Partially Contacted' },
  { id: InventoryStatus.ids.SELLER_CONTACTED, label: 'Contacted' },
  { id: InventoryStatus.ids.PARTIALLY_SECURED, label: 'Partially Secured' },
  { id: InventoryStatus.ids.INVENTORY_SECURED, label: 'Secured' },
] as const;

export const PictureStatus = defineEnumeration('picture_status', {
  NOT_SENT: { id: 1, label: 'Not Sent' },
  PARTIALLY_SENT: { id: 2, label: 'Partially Sent' },
  SENT: { id: 3, label: 'Sent' },
  REJECTED: { id: 4, label: 'Rejected' },
});

/**
 * spec 001 §4: yes / no / partial, ids "differ between two lists; ids not shown". One list here, ids chosen in
 * docs/decisions/005-unspecified-ids.md.
 */
export const DeliveryAssigned = defineEnumeration('delivery_assigned', {
  YES: { id: 1, label: 'Yes' },
  NO: { id: 2, label: 'No' },
  PARTIAL: { id: 3, label: 'Partial' },
});

export const BackgroundProcessStatus = defineEnumeration('background_process_status', {
  NA: { id: 0, label: 'NA' },
  SUCCESS: { id: 1, label: 'Success' },
  PENDING: { id: 2, label: 'Pending' },
  FAILED: { id: 3, label: 'Failed' },
});

/** spec 001 §3: the 20 action-log actions, ids in the spec's order (docs/decisions/005-unspecified-ids.md). */
export const ActionLogAction = defineEnumeration('action_log_action', {
  SAVE: { id: 1, label: 'Save' },
  SAVE_AND_COMPLETE: { id: 2, label: 'Save & Complete' },
  MOVE_BACK_TO_WIP_AND_SAVE: { id: 3, label: 'Move back to WIP and save' },
  PUBLISH: { id: 4, label: 'Publish' },
  REPUBLISH: { id: 5, label: 'Republish' },
  CREATE_DELIVERY: { id: 6, label: 'Create delivery' },
  DELETE: { id: 7, label: 'Delete' },
  CANCEL: { id: 8, label: 'Cancel' },
  REINSTATE: { id: 9, label: 'Reinstate' },
  PLACE_ORDER: { id: 10, label: 'Place order' },
  MOVE_BACK_TO_WIP: { id: 11, label: 'Move back to WIP' },
  MOVE_BACK_TO_DRAFT: { id: 12, label: 'Move back to draft' },
  COMPLETE: { id: 13, label: 'Complete' },
  MOVE_BACK_TO_PLANNING_DELIVERY: { id: 14, label: 'Move back to planning delivery' },
  MOVE_TO_PLANNING_DELIVERY: { id: 15, label: 'Move to planning delivery' },
  MOVE_BACK_TO_NEW: { id: 16, label: 'Move back to new' },
  MOVE_TO_WIP: { id: 17, label: 'Move to WIP' },
  CREATE_QUOTE: { id: 18, label: 'Create quote' },
  CREATE_QUOTE_DELIVERY: { id: 19, label: 'Create quote delivery' },
  SAVE_AND_PUBLISH: { id: 20, label: 'Save & Publish' },
  // Beyond the spec's 20: the create/update/delete actions of the management areas (issue: action log).
  CREATE: { id: 21, label: 'Create' },
  UPDATE: { id: 22, label: 'Update' },
  SIGN_IN: { id: 23, label: 'Sign in' },
  SIGN_OUT: { id: 24, label: 'Sign out' },
  LOCK_ACCOUNT: { id: 25, label: 'Lock account' },
  UNLOCK_ACCOUNT: { id: 26, label: 'Unlock account' },
  CHANGE_PASSWORD: { id: 27, label: 'Change password' },
});
export type ActionLogActionId = EnumerationId<typeof ActionLogAction>;

export const ActionLogType = defineEnumeration('action_log_type', {
  QUOTE: { id: 1, label: 'Quote' },
  ORDER: { id: 2, label: 'Order' },
  QUOTE_DELIVERY: { id: 3, label: 'Quote delivery' },
  ORDER_DELIVERY: { id: 4, label: 'Order delivery' },
  // Beyond the spec's 4: the records of the management areas.
  USER: { id: 5, label: 'User' },
  COMPANY: { id: 6, label: 'Company' },
  TRANSPORTER: { id: 7, label: 'Transporter' },
  CATEGORY: { id: 8, label: 'Category' },
  PRODUCT: { id: 9, label: 'Product' },
  PRODUCT_SIZE: { id: 10, label: 'Size & Spec' },
  TAX_RATE: { id: 11, label: 'Tax rate' },
  TRANSACTION_FEE: { id: 12, label: 'Transaction fee' },
  TRANSLATION: { id: 13, label: 'Translation' },
  DISCOUNT: { id: 14, label: 'Discount' },
  SESSION: { id: 15, label: 'Session' },
});
export type ActionLogTypeId = EnumerationId<typeof ActionLogType>;

/** spec 001 §3: published-within filter, in days. */
export const PUBLISHED_WITHIN_DAYS = [7, 14, 30, 90, 180, 365] as const;

/** spec 001 §9: row markers. */
export const RowMarker = { DELETE: 'D', INSERT: 'I', EDITED: 'E' } as const;

/** Every enumeration that becomes a lookup table, seeded idempotently on start. */
export const LOOKUP_ENUMERATIONS = [
  CompanyType,
  Language,
  CompanyTier,
  QuoteEntityType,
  RequestPurpose,
  DeliveryMethod,
  TransportType,
  TruckType,
  UserStatus,
  PictureType,
  DepositStatus,
  AltItemImportSource,
  ProductSizeType,
  ProductSizeValueType,
  QuoteRequestStatus,
  StandardizedQuoteStatus,
  QuoteStatus,
  QuoteReturnStatus,
  SubQuoteStatus,
  ItemStatus,
  OrderStatus,
  SubOrderStatus,
  SpecStatus,
  DeliveryStatus,
  DeliveryTrackingStatus,
  StopTrackingStatus,
  SubOrderDeliveryStatus,
  InventoryStatus,
  PictureStatus,
  DeliveryAssigned,
  BackgroundProcessStatus,
  ActionLogAction,
  ActionLogType,
] as const;
