import { describe, expect, it } from 'vitest';
import { ProductSizeValueType } from '@portal/contracts';
import { formatSizeValue, localizedName } from './catalog-text';

describe('localizedName', () => {
  it('shows the name of the interface language', () => {
    expect(localizedName('Red maple', 'Érable rouge', 'en')).toBe('Red maple');
    expect(localizedName('Red maple', 'Érable rouge', 'fr')).toBe('Érable rouge');
    expect(localizedName('Red maple', 'Érable rouge', 'fr-CA')).toBe('Érable rouge');
  });

  it('falls back to the other language when one is missing or blank', () => {
    expect(localizedName('Red maple', null, 'fr')).toBe('Red maple');
    expect(localizedName('  ', 'Érable rouge', 'en')).toBe('Érable rouge');
    expect(localizedName(null, undefined, 'en')).toBe('');
  });
});

describe('formatSizeValue', () => {
  const single = ProductSizeValueType.ids.SINGLE;
  const range = ProductSizeValueType.ids.RANGE;

  it('writes a single value with its unit, without trailing zeros', () => {
    expect(
      formatSizeValue({ valueTypeId: single, value: 3, minValue: null, maxValue: null, unitSymbol: 'gal' }),
    ).toBe('3 gal');
    expect(
      formatSizeValue({ valueTypeId: single, value: 1.5, minValue: null, maxValue: null, unitSymbol: null }),
    ).toBe('1.5');
  });

  it('writes a range as min–max in its unit', () => {
    expect(
      formatSizeValue({ valueTypeId: range, value: null, minValue: 150, maxValue: 175, unitSymbol: 'cm' }),
    ).toBe('150–175 cm');
  });

  it('writes nothing for a spec without a value', () => {
    expect(
      formatSizeValue({ valueTypeId: single, value: null, minValue: null, maxValue: null, unitSymbol: null }),
    ).toBe('');
    expect(
      formatSizeValue({ valueTypeId: range, value: null, minValue: 1, maxValue: null, unitSymbol: 'm' }),
    ).toBe('');
  });
});
