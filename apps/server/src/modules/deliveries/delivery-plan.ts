/**
 * How the wizard's items become trucks (decision 209), pure so it is tested alone: items go by pickup — one
 * seller's items of one order (or quote) — so a truck makes as few pickups as it can; with at least as many pickups
 * as trucks, each pickup goes whole to the truck with the least known weight so far (heaviest pickups first);
 * with fewer pickups than trucks, each item goes to the lightest truck, heaviest items first. Never more trucks
 * than items (the caller refuses that first), and every truck gets at least one item.
 */

export interface PlannedItem {
  readonly id: number;
  /** The pickup it belongs to: order (or quote) and seller. */
  readonly pickupKey: string;
  /** quantity × unit weight, or null when the weight is unknown (balanced as 0, never checked as 0). */
  readonly weightLb: number | null;
}

export function planTrucks<TItem extends PlannedItem>(
  items: readonly TItem[],
  truckCount: number,
): TItem[][] {
  const count = Math.max(1, Math.min(truckCount, items.length));
  const trucks = Array.from({ length: count }, () => ({ load: 0, items: [] as TItem[] }));
  const lightest = () =>
    trucks.reduce((best, truck) =>
      truck.load < best.load || (truck.load === best.load && truck.items.length < best.items.length)
        ? truck
        : best,
    );
  const groups = new Map<string, TItem[]>();
  for (const item of items) {
    const group = groups.get(item.pickupKey);
    if (group) group.push(item);
    else groups.set(item.pickupKey, [item]);
  }
  const weightOf = (item: TItem) => item.weightLb ?? 0;
  if (groups.size >= count) {
    const ordered = [...groups.values()].sort(
      (a, b) =>
        b.reduce((sum, item) => sum + weightOf(item), 0) - a.reduce((sum, item) => sum + weightOf(item), 0),
    );
    for (const group of ordered) {
      // An empty truck first: every truck gets a pickup while pickups remain.
      const target = trucks.find((truck) => truck.items.length === 0) ?? lightest();
      target.items.push(...group);
      target.load += group.reduce((sum, item) => sum + weightOf(item), 0);
    }
  } else {
    const ordered = [...items].sort((a, b) => weightOf(b) - weightOf(a) || a.id - b.id);
    for (const item of ordered) {
      const target = trucks.find((truck) => truck.items.length === 0) ?? lightest();
      target.items.push(item);
      target.load += weightOf(item);
    }
  }
  return trucks.map((truck) => truck.items.sort((a, b) => a.id - b.id));
}
