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

/**
 * spec 001 §7: provinces, territories and states with their postal codes. The spec fixes Quebec = 1 (the default);
 * the rest follows in a stable order and never renumbers (docs/decisions/005). Seeded into the province table; the
 * offline gazetteer reads the codes. `countryId` is a `Country` id (1 Canada, 2 United States). French names:
 * labels.ts `REFERENCE_LABELS.province`.
 */
export const Province = defineEnumeration('province', {
  QUEBEC: { id: 1, label: 'Quebec', code: 'QC', countryId: 1 },
  ONTARIO: { id: 2, label: 'Ontario', code: 'ON', countryId: 1 },
  BRITISH_COLUMBIA: { id: 3, label: 'British Columbia', code: 'BC', countryId: 1 },
  ALBERTA: { id: 4, label: 'Alberta', code: 'AB', countryId: 1 },
  MANITOBA: { id: 5, label: 'Manitoba', code: 'MB', countryId: 1 },
  SASKATCHEWAN: { id: 6, label: 'Saskatchewan', code: 'SK', countryId: 1 },
  NOVA_SCOTIA: { id: 7, label: 'Nova Scotia', code: 'NS', countryId: 1 },
  NEW_BRUNSWICK: { id: 8, label: 'New Brunswick', code: 'NB', countryId: 1 },
  NEWFOUNDLAND_AND_LABRADOR: { id: 9, label: 'Newfoundland and Labrador', code: 'NL', countryId: 1 },
  PRINCE_EDWARD_ISLAND: { id: 10, label: 'Prince Edward Island', code: 'PE', countryId: 1 },
  NORTHWEST_TERRITORIES: { id: 11, label: 'Northwest Territories', code: 'NT', countryId: 1 },
  YUKON: { id: 12, label: 'Yukon', code: 'YT', countryId: 1 },
  NUNAVUT: { id: 13, label: 'Nunavut', code: 'NU', countryId: 1 },
  ALABAMA: { id: 14, label: 'Alabama', code: 'AL', countryId: 2 },
  ALASKA: { id: 15, label: 'Alaska', code: 'AK', countryId: 2 },
  ARIZONA: { id: 16, label: 'Arizona', code: 'AZ', countryId: 2 },
  ARKANSAS: { id: 17, label: 'Arkansas', code: 'AR', countryId: 2 },
  CALIFORNIA: { id: 18, label: 'California', code: 'CA', countryId: 2 },
  COLORADO: { id: 19, label: 'Colorado', code: 'CO', countryId: 2 },
  CONNECTICUT: { id: 20, label: 'Connecticut', code: 'CT', countryId: 2 },
  DELAWARE: { id: 21, label: 'Delaware', code: 'DE', countryId: 2 },
  DISTRICT_OF_COLUMBIA: { id: 22, label: 'District of Columbia', code: 'DC', countryId: 2 },
  FLORIDA: { id: 23, label: 'Florida', code: 'FL', countryId: 2 },
  GEORGIA: { id: 24, label: 'Georgia', code: 'GA', countryId: 2 },
  HAWAII: { id: 25, label: 'Hawaii', code: 'HI', countryId: 2 },
  IDAHO: { id: 26, label: 'Idaho', code: 'ID', countryId: 2 },
  ILLINOIS: { id: 27, label: 'Illinois', code: 'IL', countryId: 2 },
  INDIANA: { id: 28, label: 'Indiana', code: 'IN', countryId: 2 },
  IOWA: { id: 29, label: 'Iowa', code: 'IA', countryId: 2 },
  KANSAS: { id: 30, label: 'Kansas', code: 'KS', countryId: 2 },
  KENTUCKY: { id: 31, label: 'Kentucky', code: 'KY', countryId: 2 },
  LOUISIANA: { id: 32, label: 'Louisiana', code: 'LA', countryId: 2 },
  MAINE: { id: 33, label: 'Maine', code: 'ME', countryId: 2 },
  MARYLAND: { id: 34, label: 'Maryland', code: 'MD', countryId: 2 },
  MASSACHUSETTS: { id: 35, label: 'Massachusetts', code: 'MA', countryId: 2 },
  MICHIGAN: { id: 36, label: 'Michigan', code: 'MI', countryId: 2 },
  MINNESOTA: { id: 37, label: 'Minnesota', code: 'MN', countryId: 2 },
  MISSISSIPPI: { id: 38, label: 'Mississippi', code: 'MS', countryId: 2 },
  MISSOURI: { id: 39, label: 'Missouri', code: 'MO', countryId: 2 },
  MONTANA: { id: 40, label: 'Montana', code: 'MT', countryId: 2 },
  NEBRASKA: { id: 41, label: 'Nebraska', code: 'NE', countryId: 2 },
  NEVADA: { id: 42, label: 'Nevada', code: 'NV', countryId: 2 },
  NEW_HAMPSHIRE: { id: 43, label: 'New Hampshire', code: 'NH', countryId: 2 },
  NEW_JERSEY: { id: 44, label: 'New Jersey', code: 'NJ', countryId: 2 },
  NEW_MEXICO: { id: 45, label: 'New Mexico', code: 'NM', countryId: 2 },
  NEW_YORK: { id: 46, label: 'New York', code: 'NY', countryId: 2 },
  NORTH_CAROLINA: { id: 47, label: 'North Carolina', code: 'NC', countryId: 2 },
  NORTH_DAKOTA: { id: 48, label: 'North Dakota', code: 'ND', countryId: 2 },
  OHIO: { id: 49, label: 'Ohio', code: 'OH', countryId: 2 },
  OKLAHOMA: { id: 50, label: 'Oklahoma', code: 'OK', countryId: 2 },
  OREGON: { id: 51, label: 'Oregon', code: 'OR', countryId: 2 },
  PENNSYLVANIA: { id: 52, label: 'Pennsylvania', code: 'PA', countryId: 2 },
  RHODE_ISLAND: { id: 53, label: 'Rhode Island', code: 'RI', countryId: 2 },
  SOUTH_CAROLINA: { id: 54, label: 'South Carolina', code: 'SC', countryId: 2 },
  SOUTH_DAKOTA: { id: 55, label: 'South Dakota', code: 'SD', countryId: 2 },
  TENNESSEE: { id: 56, label: 'Tennessee', code: 'TN', countryId: 2 },
  TEXAS: { id: 57, label: 'Texas', code: 'TX', countryId: 2 },
  UTAH: { id: 58, label: 'Utah', code: 'UT', countryId: 2 },
  VERMONT: { id: 59, label: 'Vermont', code: 'VT', countryId: 2 },
  VIRGINIA: { id: 60, label: 'Virginia', code: 'VA', countryId: 2 },
  WASHINGTON: { id: 61, label: 'Washington', code: 'WA', countryId: 2 },
  WEST_VIRGINIA: { id: 62, label: 'West Virginia', code: 'WV', countryId: 2 },
  WISCONSIN: { id: 63, label: 'Wisconsin', code: 'WI', countryId: 2 },
  WYOMING: { id: 64, label: 'Wyoming', code: 'WY', countryId: 2 },
});
export type ProvinceId = EnumerationId<typeof Province>;

export const Language = defineEnumeration('language', {
  ENGLISH: { id: 1, label: 'English', code: 'en' },
  FRENCH: { id: 2, label: 'French', code: 'fr' },
});
export type LanguageId = EnumerationId<typeof Language>;

/**
 * spec 001 §7: the portal's timezones, each with its IANA name as code. The spec fixes Eastern = 8 (the default);
 * the rest follows in a stable order and never renumbers (docs/decisions/005). Seeded into the timezone table.
 */
export const Timezone = defineEnumeration('timezone', {
  HAWAII: { id: 1, label: 'Hawaii', code: 'Pacific/Honolulu' },
  ALASKA: { id: 2, label: 'Alaska', code: 'America/Anchorage' },
  PACIFIC: { id: 3, label: 'Pacific', code: 'America/Vancouver' },
  MOUNTAIN: { id: 4, label: 'Mountain', code: 'America/Edmonton' },
  MOUNTAIN_ARIZONA: { id: 5, label: 'Mountain (Arizona, no daylight saving)', code: 'America/Phoenix' },
  CENTRAL: { id: 6, label: 'Central', code: 'America/Winnipeg' },
  CENTRAL_SASKATCHEWAN: {
    id: 7,
    label: 'Central (Saskatchewan, no daylight saving)',
    code: 'America/Regina',
  },
  EASTERN: { id: 8, label: 'Eastern', code: 'America/Toronto' },
  ATLANTIC: { id: 9, label: 'Atlantic', code: 'America/Halifax' },
  NEWFOUNDLAND: { id: 10, label: 'Newfoundland', code: 'America/St_Johns' },
});
export type TimezoneId = EnumerationId<typeof Timezone>;

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

/*
 * The catalog's fixed rows (docs/decisions/050 and 097). The spec fixes only some ids (001 §3: category 0 'N/A',
 * Plant 1; size categories Tray Measurements 3, Multi-Cell 13, Bulb 18; units Gallon 3, Small Pots 9); the others
 * are ours and, once shipped, never change meaning. Each is seeded into its own table (category, size_category,
 * size_unit), whose French column is `labelFr`; the size parser and the demo catalog read the ids from here.
 */

/** The categories the system needs; staff add others in Category Management and may reword these. */
export const SystemCategory = defineEnumeration('category', {
  NOT_APPLICABLE: {
    id: 0,
    label: 'N/A',
    labelFr: 'N/D',
    description: 'Products not yet classified.',
  },
  PLANT: {
    id: 1,
    label: 'Plant',
    labelFr: 'Plante',
    description: 'Trees, shrubs, perennials, grasses, vines and bulbs.',
  },
});
export type SystemCategoryId = EnumerationId<typeof SystemCategory>;

/** What a size or a spec is filed under; `typeId` is a `ProductSizeType` id (1 Size, 2 Spec). */
export const ProductSizeCategory = defineEnumeration('size_category', {
  CONTAINER: { id: 1, label: 'Container', labelFr: 'Contenant', typeId: 1 },
  BALLED_AND_BURLAPPED: { id: 2, label: 'B&B', labelFr: 'Motte et jute', typeId: 1 },
  TRAY_MEASUREMENTS: { id: 3, label: 'Tray Measurements', labelFr: 'Plateaux', typeId: 1 },
  WIRE_BASKET: { id: 4, label: 'Wire Basket', labelFr: 'Panier de broche', typeId: 1 },
  BARE_ROOT: { id: 5, label: 'Bare Root', labelFr: 'Racines nues', typeId: 1 },
  POT: { id: 6, label: 'Pot', labelFr: 'Pot', typeId: 1 },
  CALIPER: { id: 7, label: 'Caliper', labelFr: 'Calibre', typeId: 1 },
  HEIGHT: { id: 8, label: 'Height', labelFr: 'Hauteur', typeId: 1 },
  SPREAD: { id: 9, label: 'Spread', labelFr: 'Étalement', typeId: 1 },
  LINER: { id: 10, label: 'Liner', labelFr: 'Jeune plant', typeId: 1 },
  BULK: { id: 11, label: 'Bulk', labelFr: 'Vrac', typeId: 1 },
  BAG: { id: 12, label: 'Bag', labelFr: 'Sac', typeId: 1 },
  MULTI_CELL: { id: 13, label: 'Multi-Cell', labelFr: 'Multicellule', typeId: 1 },
  PALLET: { id: 14, label: 'Pallet', labelFr: 'Palette', typeId: 1 },
  SOD: { id: 15, label: 'Sod', labelFr: 'Gazon en plaques', typeId: 1 },
  EACH: { id: 16, label: 'Each', labelFr: 'Unité', typeId: 1 },
  AREA: { id: 17, label: 'Area', labelFr: 'Surface', typeId: 1 },
  BULB: { id: 18, label: 'Bulb', labelFr: 'Bulbe', typeId: 1 },
  FLAT: { id: 19, label: 'Flat', labelFr: 'Caissette', typeId: 1 },
  HANGING_BASKET: { id: 20, label: 'Hanging Basket', labelFr: 'Panier suspendu', typeId: 1 },
  FORM: { id: 21, label: 'Form', labelFr: 'Forme', typeId: 2 },
  STEM: { id: 22, label: 'Stem', labelFr: 'Tige', typeId: 2 },
  QUALITY: { id: 23, label: 'Quality', labelFr: 'Qualité', typeId: 2 },
  BRANCHING: { id: 24, label: 'Branching', labelFr: 'Ramification', typeId: 2 },
  ROOT: { id: 25, label: 'Root', labelFr: 'Racines', typeId: 2 },
  COLOUR: { id: 26, label: 'Colour', labelFr: 'Couleur', typeId: 2 },
  FINISH: { id: 27, label: 'Finish', labelFr: 'Fini', typeId: 2 },
  OTHER: { id: 28, label: 'Other', labelFr: 'Autre', typeId: 2 },
});
export type ProductSizeCategoryId = EnumerationId<typeof ProductSizeCategory>;

/** The units a size is measured in. */
export const ProductSizeUnit = defineEnumeration('size_unit', {
  INCH: { id: 1, label: 'Inch', labelFr: 'Pouce', symbol: 'in' },
  CENTIMETRE: { id: 2, label: 'Centimetre', labelFr: 'Centimètre', symbol: 'cm' },
  GALLON: { id: 3, label: 'Gallon', labelFr: 'Gallon', symbol: 'gal' },
  FOOT: { id: 4, label: 'Foot', labelFr: 'Pied', symbol: 'ft' },
  MILLIMETRE: { id: 5, label: 'Millimetre', labelFr: 'Millimètre', symbol: 'mm' },
  LITRE: { id: 6, label: 'Litre', labelFr: 'Litre', symbol: 'L' },
  METRE: { id: 7, label: 'Metre', labelFr: 'Mètre', symbol: 'm' },
  CELLS: { id: 8, label: 'Cells', labelFr: 'Cellules', symbol: 'cells' },
  /** Small pots, valued by their diameter in centimetres ('10cm', '4"' = 10 cm). */
  SMALL_POTS: { id: 9, label: 'Small Pots', labelFr: 'Petits pots', symbol: 'SP' },
  CUBIC_YARD: { id: 10, label: 'Cubic Yard', labelFr: 'Verge cube', symbol: 'yd³' },
  CUBIC_METRE: { id: 11, label: 'Cubic Metre', labelFr: 'Mètre cube', symbol: 'm³' },
  SQUARE_FOOT: { id: 12, label: 'Square Foot', labelFr: 'Pied carré', symbol: 'sq ft' },
  POUND: { id: 13, label: 'Pound', labelFr: 'Livre', symbol: 'lb' },
  KILOGRAM: { id: 14, label: 'Kilogram', labelFr: 'Kilogramme', symbol: 'kg' },
  EACH: { id: 15, label: 'Each', labelFr: 'Unité', symbol: 'ea' },
  TON: { id: 16, label: 'Ton', labelFr: 'Tonne', symbol: 't' },
});
export type ProductSizeUnitId = EnumerationId<typeof ProductSizeUnit>;

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

/**
 * The rules engine's verdict on a vehicle's weight and fill rate (spec 000 §3 breWeightStatusId,
 * breFillRateStatusId; ids not shown, decision 207): weight and fill rate are shown only on success (§4).
 */
export const RuleCheckStatus = defineEnumeration('rule_check_status', {
  SUCCESS: { id: 1, label: 'Success' },
  WARNING: { id: 2, label: 'Warning' },
  FAILURE: { id: 3, label: 'Failure' },
});

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
  ARCHIVE: { id: 28, label: 'Archive' },
  // A purchase-order email asked for (issue 15, decision 170): logged on its order.
  SEND_EMAIL: { id: 29, label: 'Send email' },
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
  SAVED_VIEW: { id: 16, label: 'Saved view' },
  // The quote stages before the quote (decision 129): each its own table, so its own record type.
  QUOTE_REQUEST: { id: 17, label: 'Quote request' },
  STANDARDIZED_QUOTE: { id: 18, label: 'Standardized quote' },
  GOMATCH_CORRECTION: { id: 19, label: 'GoMatch correction' },
  EMAIL_TEMPLATE: { id: 20, label: 'Email template' },
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
  RuleCheckStatus,
  SubOrderDeliveryStatus,
  InventoryStatus,
  PictureStatus,
  DeliveryAssigned,
  BackgroundProcessStatus,
  ActionLogAction,
  ActionLogType,
] as const;
