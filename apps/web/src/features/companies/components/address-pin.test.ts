import { describe, expect, it } from 'vitest';
import type { GeocodeResult } from '@portal/contracts';
import { decidePinMove, pinOf, pinQueryOf } from './address-pin';

const QUEBEC = { provinceCode: 'QC', countryName: 'Canada' };

function result(precision: GeocodeResult['precision']): GeocodeResult {
  return {
    label: 'Mirabel, QC, Canada',
    address: null,
    city: 'Mirabel',
    provinceId: 1,
    provinceCode: 'QC',
    countryId: 1,
    postalCode: null,
    latitude: 45.6500001234,
    longitude: -74.0833339876,
    precision,
  };
}

describe('pinQueryOf', () => {
  it('names the street, city, province and country, the postal code last', () => {
    expect(
      pinQueryOf({ address: '13000 Rang Saint-Étienne', city: 'Mirabel', postalCode: 'J7N 2T5', ...QUEBEC }),
    ).toBe('13000 Rang Saint-Étienne, Mirabel, QC, Canada J7N 2T5');
  });

  it('places a city or a postal code alone', () => {
    expect(pinQueryOf({ city: ' Sherbrooke ', ...QUEBEC })).toBe('Sherbrooke, QC, Canada');
    expect(pinQueryOf({ postalCode: 'H2Y', ...QUEBEC })).toBe('QC, Canada H2Y');
  });

  it('places a street line only when it has a separate place part (decision 047)', () => {
    expect(pinQueryOf({ address: '12 rue Royale, Laval', ...QUEBEC })).toBe(
      '12 rue Royale, Laval, QC, Canada',
    );
    expect(pinQueryOf({ address: '12 Chemin du Lac', ...QUEBEC })).toBeNull();
  });

  it('does not place a province alone', () => {
    expect(pinQueryOf({ address: '', city: '  ', postalCode: null, ...QUEBEC })).toBeNull();
  });
});

describe('pinOf', () => {
  it('rounds to 6 decimals', () => {
    expect(pinOf(result('city'))).toEqual({ latitude: 45.65, longitude: -74.083334 });
  });

  it('does not make a pin of a province or of nothing', () => {
    expect(pinOf(result('province'))).toBeNull();
    expect(pinOf(null)).toBeNull();
  });
});

describe('decidePinMove', () => {
  const here = { latitude: 45.5, longitude: -73.5 };
  const there = { latitude: 45.4, longitude: -71.9 };

  it('places a pin where there was none', () => {
    expect(decidePinMove(null, 'none', there).kind).toBe('move');
  });

  it('moves a pin the address placed', () => {
    expect(decidePinMove(here, 'address', there).kind).toBe('move');
  });

  it('asks before moving a pin placed by hand', () => {
    expect(decidePinMove(here, 'hand', there).kind).toBe('ask');
  });

  it('leaves the pin when the new point is where it is, or when nothing was found', () => {
    expect(decidePinMove(here, 'hand', { ...here }).kind).toBe('keep');
    expect(decidePinMove(here, 'address', null).kind).toBe('keep');
  });
});
