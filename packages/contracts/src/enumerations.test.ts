import { describe, expect, it } from 'vitest';
import { DEFAULT_PROVINCE_ID, DEFAULT_TIMEZONE_ID } from './constants';
import type { EnumerationEntry } from './enumeration';
import {
  ActionLogAction,
  ActionLogType,
  AltItemImportSource,
  BackgroundProcessStatus,
  COMPANY_TIER_OPTIONS,
  CompanyTier,
  CompanyType,
  Country,
  DELIVERY_TRACKING_BOOKED_IDS,
  DELIVERY_TRACKING_DRAFT_IDS,
  DeliveryAssigned,
  DeliveryMethod,
  DeliveryStatus,
  DeliveryTrackingStatus,
  DepositStatus,
  DROP_OFF_STOP_TRACKING_IDS,
  InventoryStatus,
  ItemStatus,
  Language,
  LOOKUP_ENUMERATIONS,
  ORDER_DASHBOARD_INVENTORY_OPTIONS,
  OrderStatus,
  PICKUP_STOP_TRACKING_IDS,
  PictureStatus,
  PictureType,
  ProductSizeCategory,
  ProductSizeType,
  ProductSizeUnit,
  ProductSizeValueType,
  Province,
  PUBLISHED_WITHIN_DAYS,
  QuoteEntityType,
  QuoteRequestStatus,
  QuoteReturnStatus,
  QuoteStatus,
  RequestPurpose,
  RowMarker,
  SpecStatus,
  StandardizedQuoteStatus,
  SystemCategory,
  Timezone,
  StopTrackingStatus,
  SubOrderDeliveryStatus,
  SubOrderStatus,
  SubQuoteStatus,
  TransportType,
  TruckType,
  UserStatus,
} from './enumerations';

/** The part of an enumeration these tests read, so that every enumeration fits one table. */
interface AnyEnumeration {
  readonly name: string;
  readonly ids: Readonly<Record<string, number>>;
  readonly options: ReadonlyArray<EnumerationEntry>;
  labelOf(id: number | null | undefined): string | undefined;
  has(id: number): boolean;
}

/** [key, id, the spec's word for it] */
type SpecRow = readonly [key: string, id: number, words: string];

interface SpecEnumeration {
  readonly section: string;
  readonly enumeration: AnyEnumeration;
  readonly rows: readonly SpecRow[];
}

// Every id below is copied from spec 001 §3 (enumerations) and §4 (status ids), in the spec's order.
const SPEC_ENUMERATIONS: Record<string, SpecEnumeration> = {
  'company type': {
    section: '001 §1',
    enumeration: CompanyType,
    rows: [
      ['BUYER', 1, 'buyer'],
      ['SELLER', 2, 'seller'],
      ['ADMIN', 9, 'admin'],
    ],
  },
  language: {
    section: '001 §3',
    enumeration: Language,
    rows: [
      ['ENGLISH', 1, 'English'],
      ['FRENCH', 2, 'French'],
    ],
  },
  'request purpose': {
    section: '001 §3',
    enumeration: RequestPurpose,
    rows: [
      ['INSTALL', 1, 'Install'],
      ['BID', 2, 'Bid'],
    ],
  },
  'delivery method': {
    section: '001 §3',
    enumeration: DeliveryMethod,
    rows: [
      ['DELIVERY', 1, 'Delivery'],
      ['PICKUP', 2, 'Pickup'],
    ],
  },
  'transport type': {
    section: '001 §3',
    enumeration: TransportType,
    rows: [
      ['SELLER', 1, 'Seller'],
      ['THIRD_PARTY', 2, 'Third-Party'],
    ],
  },
  'truck type': {
    section: '001 §3',
    enumeration: TruckType,
    rows: [
      ['STRAIGHT_TRUCK', 1, 'Straight Truck'],
      ['TRACTOR_TRAILER', 2, 'Tractor/Truck & Trailer'],
    ],
  },
  'user status': {
    section: '001 §3',
    enumeration: UserStatus,
    rows: [
      ['ACTIVE', 1, 'Active'],
      ['INACTIVE', 2, 'Inactive'],
    ],
  },
  'picture type': {
    section: '001 §3',
    enumeration: PictureType,
    rows: [
      ['ACTUAL', 1, 'Actual'],
      ['STOCK', 2, 'Stock'],
      ['MIX', 3, 'Mix'],
    ],
  },
  'deposit status': {
    section: '001 §3',
    enumeration: DepositStatus,
    rows: [
      ['REFUSED', 1, 'Refused'],
      ['AGREED', 2, 'Agreed'],
      ['COLLECTED', 3, 'Collected'],
    ],
  },
  'alt item import source': {
    section: '001 §3',
    enumeration: AltItemImportSource,
    rows: [
      ['REGULAR_QUOTE', 0, 'Regular Quote'],
      ['QTO', 1, 'QTO'],
      ['ORDER', 2, 'Order'],
      ['INVENTORY', 3, 'Inventory'],
    ],
  },
  'product size type': {
    section: '001 §3',
    enumeration: ProductSizeType,
    rows: [
      ['SIZE', 1, 'Size'],
      ['SPEC', 2, 'Spec'],
    ],
  },
  'product size value type': {
    section: '001 §3',
    enumeration: ProductSizeValueType,
    rows: [
      ['SINGLE', 1, 'Single'],
      ['RANGE', 2, 'Range'],
    ],
  },
  'quote request status': {
    section: '001 §4',
    enumeration: QuoteRequestStatus,
    rows: [
      ['COMPLETE', 1, 'complete'],
      ['PICKED_UP', 2, 'picked up'],
      ['PROCESSED', 3, 'processed'],
      ['CANCELLED', 4, 'cancelled'],
      ['ARCHIVED', 5, 'archived'],
    ],
  },
  'standardized quote status': {
    section: '001 §4',
    enumeration: StandardizedQuoteStatus,
    rows: [
      ['WIP', 1, 'WIP'],
      ['COMPLETE', 2, 'complete'],
      ['PROCESSED', 3, 'processed'],
      ['CANCELLED', 4, 'cancelled'],
      ['PICKED_UP', 5, 'picked up'],
      ['ARCHIVED', 6, 'archived'],
    ],
  },
  'quote status': {
    section: '001 §4',
    enumeration: QuoteStatus,
    rows: [
      ['WIP', 1, 'WIP'],
      ['COMPLETE', 2, 'complete'],
      ['PROCESSED', 3, 'processed'],
      ['CANCELLED', 4, 'cancelled'],
    ],
  },
  'quote return status': {
    section: '001 §4',
    enumeration: QuoteReturnStatus,
    rows: [
      ['NA', 1, 'NA'],
      ['PENDING', 2, 'pending'],
      ['RETURNED', 3, 'returned'],
    ],
  },
  'sub-quote status': {
    section: '001 §4',
    enumeration: SubQuoteStatus,
    rows: [
      ['WIP', 1, 'WIP'],
      ['COMPLETE', 2, 'complete'],
      ['CANCELLED', 3, 'cancelled'],
      ['RECOMMENDED', 4, 'recommended'],
      ['ARCHIVED', 5, 'archived'],
      ['INCOMPLETE', 6, 'incomplete'],
    ],
  },
  'sub-quote item and sub-order item status': {
    section: '001 §4',
    enumeration: ItemStatus,
    rows: [
      ['WIP', 1, 'WIP'],
      ['COMPLETE', 2, 'complete'],
      ['CANCELLED', 3, 'cancelled'],
      ['UNAVAILABLE', 4, 'unavailable'],
      ['SUBSTITUTED', 5, 'substituted'],
      ['ORIGINAL', 6, 'original'],
    ],
  },
  'order status': {
    section: '001 §4',
    enumeration: OrderStatus,
    rows: [
      ['PENDING', 1, 'New Order'],
      ['WIP', 2, 'WIP'],
      ['WAITING', 3, 'Waiting for Delivery'],
      ['COMPLETE', 4, 'complete'],
      ['CANCELLED', 5, 'cancelled'],
      ['DELIVERY_PLANNING', 7, 'Planning Delivery'],
    ],
  },
  'sub-order status': {
    section: '001 §4',
    enumeration: SubOrderStatus,
    rows: [
      ['WIP', 1, 'WIP'],
      ['SETUP_COMPLETE', 2, 'setup complete'],
      ['CANCELLED', 3, 'cancelled'],
      ['RECOMMENDED', 4, 'recommended'],
      ['ARCHIVED', 5, 'archived'],
      ['SETUP_INCOMPLETE', 6, 'setup incomplete'],
      ['CONFIRMED', 7, 'confirmed'],
      ['COMPLETE', 8, 'complete'],
    ],
  },
  'spec status': {
    section: '001 §4',
    enumeration: SpecStatus,
    rows: [
      ['WIP', 1, 'WIP'],
      ['COMPLETE', 2, 'complete'],
      ['DELETED', 3, 'deleted'],
      ['UNAVAILABLE', 4, 'unavailable'],
      ['SUBSTITUTED', 5, 'substituted'],
      ['ORIGINAL', 6, 'original'],
      ['NEW', 7, 'new'],
    ],
  },
  'delivery status': {
    section: '001 §4',
    enumeration: DeliveryStatus,
    rows: [
      ['DRAFT', 1, 'draft'],
      ['BOOKED', 2, 'booked'],
    ],
  },
  'order delivery tracking status': {
    section: '001 §4',
    enumeration: DeliveryTrackingStatus,
    rows: [
      ['BUYER_DRAFT', 1, 'buyer draft'],
      ['LOGISTICS_DRAFT', 2, 'logistics draft'],
      ['BOOKED', 3, 'booked'],
      ['ON_ROUTE', 4, 'on route'],
      ['DELIVERED', 5, 'delivered'],
    ],
  },
  'stop tracking status': {
    section: '001 §4',
    enumeration: StopTrackingStatus,
    rows: [
      ['BOOKED', 1, 'booked'],
      ['ON_ROUTE', 2, 'on route'],
      ['LOADING', 3, 'loading'],
      ['LOADED', 4, 'loaded'],
      ['DELIVERED', 5, 'delivered'],
    ],
  },
  'sub-order delivery status': {
    section: '001 §4',
    enumeration: SubOrderDeliveryStatus,
    rows: [
      ['NOT_CONTACTED', 1, 'not contacted'],
      ['CONTACTED', 2, 'contacted'],
      ['BOOKED', 3, 'booked'],
      ['PICKUP', 4, 'pickup'],
    ],
  },
  'inventory status': {
    section: '001 §4',
    enumeration: InventoryStatus,
    rows: [
      ['INVENTORY_SECURED', 1, 'inventory secured'],
      ['NOT_CONTACTED', 2, 'not contacted'],
      ['PARTIALLY_CONTACTED', 3, 'partially contacted'],
      ['PARTIALLY_SECURED', 4, 'partially secured'],
      ['SELLER_CONTACTED', 5, 'seller contacted'],
    ],
  },
  'picture status': {
    section: '001 §4',
    enumeration: PictureStatus,
    rows: [
      ['NOT_SENT', 1, 'not sent'],
      ['PARTIALLY_SENT', 2, 'partially sent'],
      ['SENT', 3, 'sent'],
      ['REJECTED', 4, 'rejected'],
    ],
  },
  'background-process status': {
    section: '001 §4',
    enumeration: BackgroundProcessStatus,
    rows: [
      ['NA', 0, 'NA'],
      ['SUCCESS', 1, 'success'],
      ['PENDING', 2, 'pending'],
      ['FAILED', 3, 'failed'],
    ],
  },
};

const ALL_ROWS = Object.entries(SPEC_ENUMERATIONS).flatMap(([name, spec]) =>
  spec.rows.map(([key, id, words]) => ({
    name,
    section: spec.section,
    enumeration: spec.enumeration,
    key,
    id,
    words,
  })),
);

describe('enumeration and status ids (spec 001 §3 and §4)', () => {
  it.each(ALL_ROWS)('$name ($section): $key has id $id', ({ enumeration, key, id }) => {
    expect(enumeration.ids[key]).toBe(id);
  });

  it.each(ALL_ROWS)(
    "$name ($section): id $id is labelled with the spec's words '$words'",
    ({ enumeration, id, words }) => {
      expect(enumeration.labelOf(id)?.toLowerCase()).toBe(words.toLowerCase());
    },
  );

  it.each(Object.entries(SPEC_ENUMERATIONS))(
    '%s: has exactly the spec ids, in the spec order',
    (_name, spec) => {
      expect(spec.enumeration.options.map((option) => option.id)).toEqual(spec.rows.map(([, id]) => id));
    },
  );
});

describe('countries (spec 001 §3)', () => {
  it.each([
    ['CANADA', 1, 'CA'],
    ['US', 2, 'US'],
  ] as const)('gives %s the id %i and the code %s', (key, id, code) => {
    expect(Country.ids[key]).toBe(id);
    expect(Country.options.find((option) => option.id === id)?.code).toBe(code);
  });

  it('labels Canada as Canada', () => {
    expect(Country.labelOf(1)).toBe('Canada');
  });
});

describe('languages (spec 001 §3)', () => {
  it.each([
    [1, 'en'],
    [2, 'fr'],
  ])('gives language %i the code %s', (id, code) => {
    expect(Language.options.find((option) => option.id === id)?.code).toBe(code);
  });
});

describe('quote entity types (spec 001 §3)', () => {
  it('uses the codes QR, SQ and CQ for quote request, standardized quote and quote', () => {
    expect(QuoteEntityType.options.map((option) => [option.label, option.code])).toEqual([
      ['Quote Request', 'QR'],
      ['Standardized Quote', 'SQ'],
      ['Quote', 'CQ'],
    ]);
  });
});

describe('company tiers (spec 001 §3)', () => {
  it('has tiers 1, 2 and 3 labelled Tier N', () => {
    expect(CompanyTier.options.map((option) => [option.id, option.label])).toEqual([
      [1, 'Tier 1'],
      [2, 'Tier 2'],
      [3, 'Tier 3'],
    ]);
  });

  it('offers Unassigned with a null id in the tier dropdown', () => {
    expect(COMPANY_TIER_OPTIONS.map((option) => [option.id, option.label])).toEqual([
      [1, 'Tier 1'],
      [2, 'Tier 2'],
      [3, 'Tier 3'],
      [null, 'Unassigned'],
    ]);
  });
});

describe('spec status default (spec 001 §3)', () => {
  it('is id 1, named WIP, described Setup WIP', () => {
    expect(SpecStatus.options[0]).toEqual({ id: 1, label: 'WIP', description: 'Setup WIP' });
  });
});

describe('catalog ids (spec 001 §3, decision 097)', () => {
  it.each([
    ['the default category N/A', SystemCategory.ids.NOT_APPLICABLE, 0],
    ['the Plant category', SystemCategory.ids.PLANT, 1],
    ['the Tray Measurements size category', ProductSizeCategory.ids.TRAY_MEASUREMENTS, 3],
    ['the Multi-Cell size category', ProductSizeCategory.ids.MULTI_CELL, 13],
    ['the Bulb size category', ProductSizeCategory.ids.BULB, 18],
    ['the Gallon unit', ProductSizeUnit.ids.GALLON, 3],
    ['the Small Pots unit', ProductSizeUnit.ids.SMALL_POTS, 9],
  ] as const)('gives %s the id the spec fixes', (_name, id, specId) => {
    expect(id).toBe(specId);
  });

  it('names the default category N/A', () => {
    expect(SystemCategory.labelOf(0)).toBe('N/A');
  });

  it('names every catalog row in English and French, each name once per list', () => {
    for (const list of [SystemCategory, ProductSizeCategory, ProductSizeUnit]) {
      for (const entry of list.options) {
        expect(entry.label.trim()).not.toBe('');
        expect(entry.labelFr.trim()).not.toBe('');
      }
      const labels = list.options.map((entry) => entry.label);
      expect(new Set(labels).size).toBe(labels.length);
    }
  });

  it('files sizes before specs, each category under Size or Spec', () => {
    const types = ProductSizeCategory.options.map((entry) => entry.typeId);
    expect(types.every((typeId) => ProductSizeType.has(typeId))).toBe(true);
    expect(types.indexOf(ProductSizeType.ids.SPEC)).toBe(types.lastIndexOf(ProductSizeType.ids.SIZE) + 1);
    expect(ProductSizeCategory.options.find((entry) => entry.label === 'Quality')?.typeId).toBe(
      ProductSizeType.ids.SPEC,
    );
  });

  it('gives every unit a distinct symbol', () => {
    const symbols = ProductSizeUnit.options.map((entry) => entry.symbol);
    expect(new Set(symbols).size).toBe(symbols.length);
    expect(ProductSizeUnit.options.find((entry) => entry.id === ProductSizeUnit.ids.GALLON)?.symbol).toBe(
      'gal',
    );
  });
});

describe('provinces and states (spec 001 §7)', () => {
  it('makes Quebec the default with id 1', () => {
    expect(Province.ids.QUEBEC).toBe(1);
    expect(DEFAULT_PROVINCE_ID).toBe(Province.ids.QUEBEC);
  });

  it('lists the 13 provinces and territories of Canada first, then the states of the United States', () => {
    const countries = Province.options.map((entry) => entry.countryId);
    expect(countries.filter((countryId) => countryId === Country.ids.CANADA)).toHaveLength(13);
    expect(countries.indexOf(Country.ids.US)).toBe(13);
    expect(countries.every((countryId) => Country.has(countryId))).toBe(true);
  });

  it('knows each by a distinct postal code', () => {
    const codes = Province.options.map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(Province.options.find((entry) => entry.code === 'VT')?.label).toBe('Vermont');
  });
});

describe('timezones (spec 001 §7)', () => {
  it('makes Eastern the default with id 8', () => {
    expect(Timezone.ids.EASTERN).toBe(8);
    expect(DEFAULT_TIMEZONE_ID).toBe(Timezone.ids.EASTERN);
  });

  it('knows each timezone by a distinct IANA name', () => {
    const zones = Timezone.options.map((entry) => entry.code);
    expect(new Set(zones).size).toBe(zones.length);
    for (const zone of zones)
      expect(() => new Intl.DateTimeFormat('en-CA', { timeZone: zone })).not.toThrow();
  });
});

describe('delivery tracking option groups (spec 001 §4)', () => {
  it('offers buyer draft and logistics draft as the draft options', () => {
    expect([...DELIVERY_TRACKING_DRAFT_IDS]).toEqual([1, 2]);
  });

  it('offers booked, on route and delivered as the booked options', () => {
    expect([...DELIVERY_TRACKING_BOOKED_IDS]).toEqual([3, 4, 5]);
  });

  it('offers booked, on route, loading and loaded on pickup stops', () => {
    expect([...PICKUP_STOP_TRACKING_IDS]).toEqual([1, 2, 3, 4]);
  });

  it('offers booked and delivered on drop-off stops', () => {
    expect([...DROP_OFF_STOP_TRACKING_IDS]).toEqual([1, 5]);
  });
});

describe('order dashboard inventory variant (spec 001 §4)', () => {
  it('reads not contacted, partially contacted, contacted, partially secured, secured', () => {
    expect(ORDER_DASHBOARD_INVENTORY_OPTIONS.map((option) => option.label)).toEqual([
      'Not Contacted',
      'Partially Contacted',
      'Contacted',
      'Partially Secured',
      'Secured',
    ]);
  });

  it('maps each dashboard wording onto the matching inventory status id', () => {
    expect(ORDER_DASHBOARD_INVENTORY_OPTIONS.map((option) => option.id)).toEqual([2, 3, 5, 4, 1]);
  });
});

describe('delivery assigned (spec 001 §4: yes, no, partial; ids not shown)', () => {
  it('has yes, no and partial with distinct ids', () => {
    expect(DeliveryAssigned.options.map((option) => option.label.toLowerCase())).toEqual([
      'yes',
      'no',
      'partial',
    ]);
    expect(new Set(DeliveryAssigned.options.map((option) => option.id)).size).toBe(3);
  });
});

describe('action log (spec 001 §3)', () => {
  const SPEC_ACTIONS = [
    'Save',
    'Save & Complete',
    'Move back to WIP and save',
    'Publish',
    'Republish',
    'Create delivery',
    'Delete',
    'Cancel',
    'Reinstate',
    'Place order',
    'Move back to WIP',
    'Move back to draft',
    'Complete',
    'Move back to planning delivery',
    'Move to planning delivery',
    'Move back to new',
    'Move to WIP',
    'Create quote',
    'Create quote delivery',
    'Save & Publish',
  ];

  it('lists the 20 spec actions first, in the spec order and wording', () => {
    expect(SPEC_ACTIONS).toHaveLength(20);
    expect(ActionLogAction.options.slice(0, 20).map((option) => option.label)).toEqual(SPEC_ACTIONS);
  });

  it('has the four spec action types Quote, Order, Quote delivery, Order delivery first', () => {
    expect(ActionLogType.options.slice(0, 4).map((option) => option.label)).toEqual([
      'Quote',
      'Order',
      'Quote delivery',
      'Order delivery',
    ]);
  });

  it('does not repeat a label among actions or action types', () => {
    const actionLabels = ActionLogAction.options.map((option) => option.label);
    const typeLabels = ActionLogType.options.map((option) => option.label);
    expect(new Set(actionLabels).size).toBe(actionLabels.length);
    expect(new Set(typeLabels).size).toBe(typeLabels.length);
  });
});

describe('other spec lists', () => {
  it('offers the published-within filter 7, 14, 30, 90, 180 and 365 days (spec 001 §3)', () => {
    expect([...PUBLISHED_WITHIN_DAYS]).toEqual([7, 14, 30, 90, 180, 365]);
  });

  it('marks rows D for delete, I for insert and E for edited (spec 001 §9)', () => {
    expect(RowMarker).toEqual({ DELETE: 'D', INSERT: 'I', EDITED: 'E' });
  });
});

describe('lookup tables', () => {
  it('seeds every enumeration of the spec table above as a lookup table', () => {
    const seeded = new Set<AnyEnumeration>(LOOKUP_ENUMERATIONS);
    for (const spec of Object.values(SPEC_ENUMERATIONS)) expect(seeded.has(spec.enumeration)).toBe(true);
  });

  it('never uses one table name twice', () => {
    const names = LOOKUP_ENUMERATIONS.map((enumeration) => enumeration.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
