import { describe, expect, it } from 'vitest';
import {
  billOfLadingFileName,
  checkVehicleLoad,
  fileNameSafe,
  moveDeliveryBackToDraft,
  normalizeTransport,
  pickupAddressChoices,
  publishDelivery,
  type LoadItem,
} from './delivery-rules';
import {
  DeliveryStatus,
  DeliveryTrackingStatus,
  RuleCheckStatus,
  StopTrackingStatus,
  TransportType,
} from './enumerations';

const { SUCCESS, WARNING, FAILURE } = RuleCheckStatus.ids;

/** A 26 ft box truck: 10,000 lb of payload on 200 sq ft of deck. */
const BOX_26 = { maxPayloadLb: 10_000, deckAreaSqFt: 200 };

const item = (id: number, quantity: number, unitWeightLb: number | null, unitFloorSpaceSqft: number | null) =>
  ({ id, quantity, unitWeightLb, unitFloorSpaceSqft }) satisfies LoadItem;

describe('checkVehicleLoad (spec 000 §4, decision 207)', () => {
  it('succeeds up to 90 % and shows the weight and the fill rate', () => {
    // 120 cedars B&B at 60 lb and 1.5 sq ft: 7,200 lb (72 %), 180 sq ft (90 %).
    expect(checkVehicleLoad([item(1, 120, 60, 1.5)], BOX_26)).toEqual({
      weightStatusId: SUCCESS,
      weightLb: 7_200,
      fillRateStatusId: SUCCESS,
      fillRate: 0.9,
      invalidItemIds: [],
    });
  });

  it('warns above 90 % and up to 100 %, fails above, and hides what is not a success', () => {
    const check = checkVehicleLoad([item(1, 100, 95, 2.01)], BOX_26);
    expect(check).toMatchObject({
      weightStatusId: WARNING,
      weightLb: null,
      fillRateStatusId: FAILURE,
      fillRate: null,
    });
    expect(checkVehicleLoad([item(1, 100, 100, 2)], BOX_26)).toMatchObject({
      weightStatusId: WARNING,
      fillRateStatusId: WARNING,
    });
    expect(checkVehicleLoad([item(1, 100, 100.01, 1)], BOX_26).weightStatusId).toBe(FAILURE);
  });

  it('lists items without a weight or floor space as invalid and never counts them as zero', () => {
    const check = checkVehicleLoad([item(1, 10, 50, 1), item(2, 5, null, 1), item(3, 4, 20, null)], BOX_26);
    expect(check.invalidItemIds).toEqual([2, 3]);
    expect(check).toMatchObject({
      weightStatusId: WARNING,
      weightLb: null,
      fillRateStatusId: WARNING,
      fillRate: null,
    });
    // What is known already past the truck fails, whatever is missing.
    expect(checkVehicleLoad([item(1, 300, 50, 1), item(2, 1, null, 1)], BOX_26).weightStatusId).toBe(FAILURE);
  });

  it('fails both checks without a truck length', () => {
    expect(checkVehicleLoad([item(1, 1, 1, 1)], null)).toMatchObject({
      weightStatusId: FAILURE,
      fillRateStatusId: FAILURE,
    });
  });
});

describe('publishDelivery (spec 000 §4 Delivery publish)', () => {
  const stops = [
    { id: 1, trackingStatusId: null },
    { id: 2, trackingStatusId: StopTrackingStatus.ids.LOADED },
  ];

  it('books a draft, its draft tracking status and its stops without one', () => {
    const published = publishDelivery({
      statusId: DeliveryStatus.ids.DRAFT,
      trackingStatusId: DeliveryTrackingStatus.ids.BUYER_DRAFT,
      stops,
    });
    expect(published.statusId).toBe(DeliveryStatus.ids.BOOKED);
    expect(published.republished).toBe(false);
    expect(published.trackingStatusId).toBe(DeliveryTrackingStatus.ids.BOOKED);
    expect([...published.stopTrackingStatusIds]).toEqual([
      [1, StopTrackingStatus.ids.BOOKED],
      [2, StopTrackingStatus.ids.LOADED],
    ]);
  });

  it('flags a booked delivery republished and keeps a tracking status past draft', () => {
    const published = publishDelivery({
      statusId: DeliveryStatus.ids.BOOKED,
      trackingStatusId: DeliveryTrackingStatus.ids.ON_ROUTE,
      stops,
    });
    expect(published).toMatchObject({
      republished: true,
      trackingStatusId: DeliveryTrackingStatus.ids.ON_ROUTE,
    });
    expect(
      publishDelivery({ statusId: DeliveryStatus.ids.DRAFT, trackingStatusId: null, stops: [] })
        .trackingStatusId,
    ).toBe(DeliveryTrackingStatus.ids.BOOKED);
  });

  it('moves back to draft, resetting a tracking status in the booked range only', () => {
    expect(moveDeliveryBackToDraft({ trackingStatusId: DeliveryTrackingStatus.ids.ON_ROUTE })).toEqual({
      statusId: DeliveryStatus.ids.DRAFT,
      trackingStatusId: DeliveryTrackingStatus.ids.LOGISTICS_DRAFT,
    });
    expect(
      moveDeliveryBackToDraft({ trackingStatusId: DeliveryTrackingStatus.ids.BUYER_DRAFT }).trackingStatusId,
    ).toBe(DeliveryTrackingStatus.ids.BUYER_DRAFT);
    expect(moveDeliveryBackToDraft({ trackingStatusId: null }).trackingStatusId).toBeNull();
  });
});

describe('normalizeTransport (spec 000 §4)', () => {
  it("keeps the seller's company for seller transport and the transporter for a third party", () => {
    expect(
      normalizeTransport({ transportTypeId: TransportType.ids.SELLER, sellerCompanyId: 7, transporterId: 3 }),
    ).toEqual({ transportTypeId: TransportType.ids.SELLER, sellerCompanyId: 7, transporterId: null });
    expect(
      normalizeTransport({
        transportTypeId: TransportType.ids.THIRD_PARTY,
        sellerCompanyId: 7,
        transporterId: 3,
      }),
    ).toEqual({ transportTypeId: TransportType.ids.THIRD_PARTY, sellerCompanyId: null, transporterId: 3 });
  });

  it('clears the type and the company for any other value', () => {
    expect(normalizeTransport({ transportTypeId: 9, sellerCompanyId: 7, transporterId: 3 })).toEqual({
      transportTypeId: null,
      sellerCompanyId: null,
      transporterId: null,
    });
  });
});

describe('billOfLadingFileName (spec 000 §5)', () => {
  it('names the order, the delivery, the buyer, SignedBOL and the date', () => {
    expect(
      billOfLadingFileName({
        orderNumber: 'OR-10012',
        deliveryNumber: 'D-1042',
        buyerCompanyName: 'Paysagement Rive-Nord inc.',
        deliveryDate: '2027-05-14',
        extension: 'PDF',
      }),
    ).toBe('OR-10012_D-1042_Paysagement-Rive-Nord-inc_SignedBOL_2027-05-14.pdf');
  });

  it('leaves the date part out without a date, and keeps accents but no path characters', () => {
    expect(
      billOfLadingFileName({
        orderNumber: 'OR-10012',
        deliveryNumber: 'D-1042',
        buyerCompanyName: '../Les Jardins d’Émilie / Québec',
        deliveryDate: null,
        extension: 'jpg',
      }),
    ).toBe('OR-10012_D-1042_Les-Jardins-d-Émilie-Québec_SignedBOL.jpg');
    expect(fileNameSafe('***')).toBe('');
  });
});

describe('pickupAddressChoices (spec 000 §5)', () => {
  const at = (address: string) => ({ address, latitude: 45.5, longitude: -73.6 });

  it("lists the stop's address, the seller's main one and its alternatives, each address text once", () => {
    const choices = pickupAddressChoices(
      at('1200 Rang Saint-Joseph, Mirabel'),
      at('1200  rang saint-joseph, Mirabel'),
      [at('88 Chemin du Lac, Saint-Colomban'), at('1200 Rang Saint-Joseph, Mirabel '), at(' ')],
    );
    expect(choices.map((choice) => choice.address)).toEqual([
      '1200 Rang Saint-Joseph, Mirabel',
      '88 Chemin du Lac, Saint-Colomban',
    ]);
  });

  it('starts from the main address when the stop has none yet', () => {
    expect(
      pickupAddressChoices(null, at('5 Main St, Burlington VT'), []).map((choice) => choice.address),
    ).toEqual(['5 Main St, Burlington VT']);
  });
});
