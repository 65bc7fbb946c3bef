import { describe, expect, it } from 'vitest';
import { MAX_SPECS_PER_PRODUCT_ITEM } from '@portal/contracts';
import { nextSpecSelection, type SpecChoice } from './spec-selection';

const specs = (count: number): SpecChoice[] =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `Spec ${index + 1}` }));

describe('the specs of a product item', () => {
  it('accepts specs up to the limit of 10', () => {
    const current = specs(MAX_SPECS_PER_PRODUCT_ITEM - 1);
    const proposed = specs(MAX_SPECS_PER_PRODUCT_ITEM);
    expect(nextSpecSelection(current, proposed)).toEqual({ accepted: true, specs: proposed });
  });

  it('refuses an 11th spec and keeps the selection as it was', () => {
    const current = specs(MAX_SPECS_PER_PRODUCT_ITEM);
    const result = nextSpecSelection(current, specs(MAX_SPECS_PER_PRODUCT_ITEM + 1));
    expect(result.accepted).toBe(false);
    expect(result.specs).toBe(current);
  });

  it('does not count a spec picked twice', () => {
    const current = specs(MAX_SPECS_PER_PRODUCT_ITEM);
    const again = [...current, { id: 3, name: 'Spec 3' }];
    expect(nextSpecSelection(current, again)).toEqual({ accepted: true, specs: current });
  });

  it('always allows removing a spec', () => {
    const current = specs(MAX_SPECS_PER_PRODUCT_ITEM);
    const result = nextSpecSelection(current, current.slice(1));
    expect(result).toEqual({ accepted: true, specs: current.slice(1) });
  });
});
