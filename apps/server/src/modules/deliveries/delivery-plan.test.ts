import { describe, expect, it } from 'vitest';
import { planTrucks } from './delivery-plan';

/** How the wizard's items become trucks (decision 209). */

const item = (id: number, pickupKey: string, weightLb: number | null) => ({ id, pickupKey, weightLb });

describe('planTrucks', () => {
  it('keeps each pickup whole while there are as many pickups as trucks, balancing the known weight', () => {
    const items = [
      item(1, 'A', 900),
      item(2, 'A', 100),
      item(3, 'B', 600),
      item(4, 'C', 500),
      item(5, 'C', null),
    ];
    const trucks = planTrucks(items, 2);
    expect(trucks.map((truck) => truck.map((entry) => entry.id))).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
  });

  it('splits pickups item by item when there are more trucks than pickups, every truck loaded', () => {
    const trucks = planTrucks([item(1, 'A', 100), item(2, 'A', 300), item(3, 'A', 200)], 3);
    expect(trucks.map((truck) => truck.map((entry) => entry.id))).toEqual([[2], [3], [1]]);
  });

  it('never makes more trucks than items, and one truck takes everything', () => {
    expect(planTrucks([item(1, 'A', 1)], 5)).toHaveLength(1);
    expect(planTrucks([item(2, 'A', 1), item(1, 'B', 1)], 1)).toEqual([[item(1, 'B', 1), item(2, 'A', 1)]]);
  });
});
