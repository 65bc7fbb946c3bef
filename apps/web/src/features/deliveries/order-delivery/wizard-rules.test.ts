import { describe, expect, it } from 'vitest';
import { truckCountLimit } from './wizard-rules';

describe('the wizard’s truck count (spec 001 §5: never more than the unassigned items)', () => {
  it('is the smallest of the items picked, the items unassigned and the most trucks at once', () => {
    expect(truckCountLimit(3, 10, 20)).toBe(3);
    expect(truckCountLimit(8, 2, 20)).toBe(2);
    expect(truckCountLimit(50, 40, 20)).toBe(20);
  });

  it('is at least one, so the box has a valid value before anything is picked', () => {
    expect(truckCountLimit(0, 0, 20)).toBe(1);
  });
});
