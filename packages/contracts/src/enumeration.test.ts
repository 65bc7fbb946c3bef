import { describe, expect, it } from 'vitest';
import { defineEnumeration } from './enumeration';

describe('defineEnumeration', () => {
  const Fruit = defineEnumeration('fruit', {
    APPLE: { id: 1, label: 'Apple', code: 'AP' },
    PEAR: { id: 2, label: 'Pear' },
    NONE: { id: 0, label: 'None' },
  });

  it('rejects two entries that share an id', () => {
    expect(() =>
      defineEnumeration('broken', {
        FIRST: { id: 1, label: 'First' },
        SECOND: { id: 1, label: 'Second' },
      }),
    ).toThrow(/broken has duplicated ids/);
  });

  it('accepts entries whose ids are all different', () => {
    expect(() =>
      defineEnumeration('fine', { FIRST: { id: 1, label: 'First' }, SECOND: { id: 2, label: 'Second' } }),
    ).not.toThrow();
  });

  it('keeps its name and exposes the ids by key', () => {
    expect(Fruit.name).toBe('fruit');
    expect(Fruit.ids).toEqual({ APPLE: 1, PEAR: 2, NONE: 0 });
  });

  it('lists the options in declaration order with their codes', () => {
    expect(Fruit.options).toEqual([
      { id: 1, label: 'Apple', code: 'AP' },
      { id: 2, label: 'Pear' },
      { id: 0, label: 'None' },
    ]);
  });

  it('gives the label of a known id, including id 0', () => {
    expect(Fruit.labelOf(2)).toBe('Pear');
    expect(Fruit.labelOf(0)).toBe('None');
  });

  it('gives no label for an unknown, null or undefined id', () => {
    expect(Fruit.labelOf(7)).toBeUndefined();
    expect(Fruit.labelOf(null)).toBeUndefined();
    expect(Fruit.labelOf(undefined)).toBeUndefined();
  });

  it('tells known ids from unknown ones', () => {
    expect(Fruit.has(1)).toBe(true);
    expect(Fruit.has(0)).toBe(true);
    expect(Fruit.has(3)).toBe(false);
    expect(Fruit.has(-1)).toBe(false);
  });
});
