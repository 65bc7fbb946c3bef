/**
 * How many trucks the wizard may ask for (spec 001 §5 'never more than the unassigned quantity'; decision 209: never
 * more than the items sent, at most MAX_TRUCK_COUNT): the smallest of the three, and at least 1 so the box always
 * has a valid value once an item is picked.
 */
export function truckCountLimit(pickedCount: number, unassignedCount: number, maxTruckCount: number): number {
  return Math.max(1, Math.min(pickedCount, unassignedCount, maxTruckCount));
}
