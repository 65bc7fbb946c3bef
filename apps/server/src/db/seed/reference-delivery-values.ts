import { TruckType } from '@portal/contracts';

/**
 * Delivery reference data (spec 001 §7; docs/decisions/062-delivery-reference-data-and-calls.md): the delivery
 * windows of job sites and the trucks, bodies, lengths and add-ons of North American nursery trucking. Ids are
 * stable (deliveries will store them); a new value takes a new id, a retired one keeps its row.
 * Capacities are typical legal figures (payload in pounds, usable floor in square feet) for planning, not limits.
 */

export const DELIVERY_TIMES: ReadonlyArray<{
  id: number;
  name: string;
  description: string;
  startTime: string | null;
  endTime: string | null;
}> = [
  {
    id: 1,
    name: 'Any Time',
    description: 'Any time during site hours (7:00–17:00).',
    startTime: '07:00',
    endTime: '17:00',
  },
  {
    id: 2,
    name: 'Early Morning',
    description: 'Before the crews start (6:00–8:00).',
    startTime: '06:00',
    endTime: '08:00',
  },
  {
    id: 3,
    name: 'Morning',
    description: 'Morning window (8:00–12:00).',
    startTime: '08:00',
    endTime: '12:00',
  },
  { id: 4, name: 'Midday', description: 'Around noon (11:00–13:00).', startTime: '11:00', endTime: '13:00' },
  {
    id: 5,
    name: 'Afternoon',
    description: 'Afternoon window (12:00–16:00).',
    startTime: '12:00',
    endTime: '16:00',
  },
  {
    id: 6,
    name: 'Late Afternoon',
    description: 'End of the day (15:00–18:00).',
    startTime: '15:00',
    endTime: '18:00',
  },
  {
    id: 7,
    name: 'Evening',
    description: 'After hours, for municipal street work (18:00–21:00).',
    startTime: '18:00',
    endTime: '21:00',
  },
  {
    id: 8,
    name: 'By Appointment',
    description: 'At the time agreed with the site contact.',
    startTime: null,
    endTime: null,
  },
];

const { STRAIGHT_TRUCK, TRACTOR_TRAILER } = TruckType.ids;

/** The spec's truck types (001 §3), served as vehicleTypes. */
export const VEHICLE_TYPES: ReadonlyArray<{ id: number; name: string; description: string }> = [
  {
    id: STRAIGHT_TRUCK,
    name: TruckType.labelOf(STRAIGHT_TRUCK) ?? 'Straight Truck',
    description: 'Single-unit truck with a 16–26 ft box or flatbed body; payload about 10,000–12,000 lb.',
  },
  {
    id: TRACTOR_TRAILER,
    name: TruckType.labelOf(TRACTOR_TRAILER) ?? 'Tractor/Truck & Trailer',
    description: 'Tractor with a 48 or 53 ft trailer; payload about 42,000–45,000 lb.',
  },
];

export const TRUCK_SUB_TYPES: ReadonlyArray<{
  id: number;
  vehicleTypeId: number;
  name: string;
  description: string;
}> = [
  {
    id: 1,
    vehicleTypeId: STRAIGHT_TRUCK,
    name: 'Box Truck',
    description: 'Enclosed dry box; shelters foliage from wind burn. Usually unloaded by liftgate.',
  },
  {
    id: 2,
    vehicleTypeId: STRAIGHT_TRUCK,
    name: 'Flatbed Truck',
    description: 'Open stake-side deck for B&B trees, pallets of stone and soil; side-loaded by forklift.',
  },
  {
    id: 3,
    vehicleTypeId: STRAIGHT_TRUCK,
    name: 'Boom Truck',
    description:
      'Flatbed with a knuckle-boom crane to set large B&B trees and stone where there is no equipment.',
  },
  {
    id: 4,
    vehicleTypeId: TRACTOR_TRAILER,
    name: 'Flatbed Trailer',
    description: 'Open deck, loaded from the side or the top; needs tarps and straps for plants.',
  },
  {
    id: 5,
    vehicleTypeId: TRACTOR_TRAILER,
    name: 'Step Deck Trailer',
    description: 'Drop deck for tall trees that would not clear bridges on a standard flatbed.',
  },
  {
    id: 6,
    vehicleTypeId: TRACTOR_TRAILER,
    name: 'Dry Van Trailer',
    description: 'Enclosed van loaded from the rear; the common choice for container stock.',
  },
  {
    id: 7,
    vehicleTypeId: TRACTOR_TRAILER,
    name: 'Reefer Trailer',
    description: 'Temperature-controlled van for early-spring and late-fall loads.',
  },
];

/** [id, sub type, feet, usable floor (sq ft), payload (lb)]. */
const LENGTHS: ReadonlyArray<readonly [number, number, number, number, number]> = [
  [1, 1, 16, 128, 5_000],
  [2, 1, 20, 160, 8_000],
  [3, 1, 22, 176, 10_000],
  [4, 1, 24, 192, 10_000],
  [5, 1, 26, 208, 12_000],
  [6, 2, 16, 136, 6_000],
  [7, 2, 20, 170, 10_000],
  [8, 2, 24, 204, 12_000],
  [9, 2, 26, 221, 12_000],
  [10, 3, 20, 170, 8_000],
  [11, 3, 24, 204, 10_000],
  [12, 3, 26, 221, 10_000],
  [13, 4, 48, 408, 45_000],
  [14, 4, 53, 450, 44_000],
  [15, 5, 48, 408, 43_000],
  [16, 5, 53, 450, 42_000],
  [17, 6, 48, 394, 45_000],
  [18, 6, 53, 435, 43_000],
  [19, 7, 48, 384, 43_000],
  [20, 7, 53, 424, 42_000],
];

export const TRUCK_SUB_TYPE_LENGTHS = LENGTHS.map(
  ([id, truckSubTypeId, feet, deckAreaSqFt, maxPayloadLb]) => ({
    id,
    truckSubTypeId,
    feet,
    deckAreaSqFt,
    maxPayloadLb,
  }),
);

export const TRUCK_ADD_ONS: ReadonlyArray<{ id: number; name: string; description: string }> = [
  {
    id: 1,
    name: 'Liftgate',
    description: 'Hydraulic tail lift for pallets and heavy pots where there is no dock (about 2,500 lb).',
  },
  {
    id: 2,
    name: 'Truck-Mounted Forklift (Moffett)',
    description: 'A forklift carried on the truck to unload at sites with no equipment.',
  },
  { id: 3, name: 'Tarps', description: 'Covers the load on an open deck against wind burn and rain.' },
  { id: 4, name: 'Straps', description: 'Ratchet straps to secure trees, pallets and containers.' },
  {
    id: 5,
    name: 'Temperature Control',
    description: 'Heated or refrigerated box for frost-sensitive loads in early spring and late fall.',
  },
  {
    id: 6,
    name: 'Pallet Jack',
    description: 'A hand pallet jack on board to move pallets off the liftgate.',
  },
  { id: 7, name: 'Driver Assist', description: 'The driver helps unload loose pots by hand.' },
];
