import { describe, expect, it } from 'vitest';
import type { GeocodeResult } from '@portal/contracts';
import { autocompleteText, geocodeAddressParts, geocodeText } from './builtin-geocoder';
import { canonicalKey, normalizeText } from './gazetteer';

interface Box {
  south: number;
  north: number;
  west: number;
  east: number;
}

/** Generous boxes around each place (rounded outward from their municipal limits). */
const ISLAND_OF_MONTREAL: Box = { south: 45.4, north: 45.71, west: -73.98, east: -73.47 };
const QUEBEC_CITY: Box = { south: 46.73, north: 46.98, west: -71.55, east: -71.13 };
const SHERBROOKE: Box = { south: 45.3, north: 45.5, west: -72.05, east: -71.8 };
const TROIS_RIVIERES: Box = { south: 46.25, north: 46.45, west: -72.75, east: -72.45 };
const SAINT_HYACINTHE: Box = { south: 45.55, north: 45.7, west: -73.05, east: -72.85 };
const BURLINGTON_VT: Box = { south: 44.43, north: 44.53, west: -73.28, east: -73.17 };
/** Southern Quebec, where its people live: a province-only answer must land here. */
const SOUTHERN_QUEBEC: Box = { south: 45, north: 48.5, west: -79.5, east: -70 };

function expectInside(result: GeocodeResult | null, box: Box): void {
  expect(result).not.toBeNull();
  expect(result?.latitude).toBeGreaterThanOrEqual(box.south);
  expect(result?.latitude).toBeLessThanOrEqual(box.north);
  expect(result?.longitude).toBeGreaterThanOrEqual(box.west);
  expect(result?.longitude).toBeLessThanOrEqual(box.east);
}

describe('text normalisation', () => {
  it('drops accents, case and punctuation', () => {
    expect(normalizeText('  Trois-Rivières ')).toBe('trois rivieres');
    expect(normalizeText("L'Île-Perrot")).toBe('l ile perrot');
  });

  it('shortens Saint and Sainte the way GeoNames writes some names', () => {
    expect(canonicalKey('Saint-Jérôme')).toBe(canonicalKey('St. Jerome'));
    expect(canonicalKey('Sainte-Julie')).toBe('ste julie');
  });
});

// Issue 7 acceptance 4: with no network at all, a real Quebec postal code or city lands inside its area.
describe('offline geocoding of Quebec places', () => {
  it.each([
    ['H2Y 1C6', ISLAND_OF_MONTREAL],
    ['h2y1c6', ISLAND_OF_MONTREAL],
    ['G1R 4S9', QUEBEC_CITY],
    ['J1H 5N4', SHERBROOKE],
    ['G9A 5H3', TROIS_RIVIERES],
  ])('places the postal code %s inside its city', (postalCode, box) => {
    const result = geocodeText(postalCode);
    expectInside(result, box);
    expect(result).toMatchObject({
      precision: 'postalCode',
      provinceCode: 'QC',
      provinceId: 1,
      countryId: 1,
    });
  });

  it.each([
    ['Montréal', ISLAND_OF_MONTREAL],
    ['montreal', ISLAND_OF_MONTREAL],
    ['Québec', QUEBEC_CITY],
    ['Quebec, QC', QUEBEC_CITY],
    ['Trois-Rivieres', TROIS_RIVIERES],
    ['St-Hyacinthe', SAINT_HYACINTHE],
    ['Saint-Hyacinthe, Québec', SAINT_HYACINTHE],
    ['Sherbrooke QC', SHERBROOKE],
  ])('places the city %s inside its area', (text, box) => {
    const result = geocodeText(text);
    expectInside(result, box);
    expect(result).toMatchObject({ precision: 'city', provinceCode: 'QC' });
  });

  it('takes the postal code from a full street address and keeps the street', () => {
    const result = geocodeText('275 rue Notre-Dame Est, Montréal (Québec) H2Y 1C6, Canada');
    expectInside(result, ISLAND_OF_MONTREAL);
    expect(result).toMatchObject({
      address: '275 rue Notre-Dame Est',
      city: 'Montréal',
      postalCode: 'H2Y 1C6',
    });
  });

  it('takes the city from a street address without a postal code', () => {
    const result = geocodeText('2500 boulevard de l’Université Sherbrooke QC');
    expectInside(result, SHERBROOKE);
    expect(result).toMatchObject({
      precision: 'city',
      city: 'Sherbrooke',
      address: '2500 boulevard de l’Université',
    });
  });

  it('answers a province alone with a point in its populated south', () => {
    const result = geocodeText('QC');
    expectInside(result, SOUTHERN_QUEBEC);
    expect(result).toMatchObject({ precision: 'province', city: null, provinceId: 1 });
  });

  it('prefers Canada for a bare city name, then the largest place', () => {
    expect(geocodeText('London')).toMatchObject({ provinceCode: 'ON', countryId: 1 });
    expect(geocodeText('Albany')).toMatchObject({ provinceCode: 'NY', countryId: 2 });
    // A name that is a province and a US city is the province.
    expect(geocodeText('Ontario')).toMatchObject({ precision: 'province', provinceCode: 'ON' });
  });
});

describe('offline geocoding of US places', () => {
  it('reads ZIP codes, ZIP+4 and City ST', () => {
    expectInside(geocodeText('149 Church St, Burlington, VT 05401-8401'), BURLINGTON_VT);
    expect(geocodeText('149 Church St, Burlington, VT 05401')).toMatchObject({
      precision: 'postalCode',
      postalCode: '05401',
      city: 'Burlington',
      provinceCode: 'VT',
      countryId: 2,
      address: '149 Church St',
    });
    expectInside(geocodeText('Burlington VT'), BURLINGTON_VT);
  });

  it('does not take a five-digit house number for a ZIP code', () => {
    expect(geocodeText('12345 Main Street')).toBeNull();
  });

  it('answers null for text that names no place', () => {
    expect(geocodeText('qwertyuiop')).toBeNull();
    expect(geocodeText('  ,, ')).toBeNull();
  });
});

describe('geocoding the fields of a saved address', () => {
  it('uses the postal code, then the city within the province', () => {
    expectInside(
      geocodeAddressParts({ address: '1 rue X', postalCode: 'J1H 5N4', city: 'Nowhere' }),
      SHERBROOKE,
    );
    expectInside(geocodeAddressParts({ city: 'Trois-Rivières', provinceId: 1 }), TROIS_RIVIERES);
  });

  it('does not guess a town from a lone street line', () => {
    expect(geocodeAddressParts({ address: '12 Chemin du Lac' })).toBeNull();
    expect(geocodeAddressParts({ address: '12 rue Royale, Sherbrooke' })?.city).toBe('Sherbrooke');
  });
});

describe('autocomplete', () => {
  it('finds French city names from a prefix typed with or without accents', () => {
    for (const prefix of ['Montr', 'montre', 'Montré']) {
      expect(autocompleteText(prefix, 10)[0]?.city).toBe('Montréal');
    }
    expect(autocompleteText('Québ', 10)[0]?.city).toBe('Québec');
    expect(autocompleteText('quebe', 10)[0]?.city).toBe('Québec');
    expect(autocompleteText('trois-r', 10)[0]?.city).toBe('Trois-Rivières');
    expect(autocompleteText('St-Hya', 10)[0]?.city).toBe('Saint-Hyacinthe');
    expect(autocompleteText('saint hy', 10)[0]?.city).toBe('Saint-Hyacinthe');
  });

  it('ranks an exact name first, then by population, and stops at the limit', () => {
    const laval = autocompleteText('Laval', 10);
    expect(laval[0]).toMatchObject({ city: 'Laval', provinceCode: 'QC' });
    const many = autocompleteText('Sa', 10);
    expect(many).toHaveLength(10);
    const populations = many.map((suggestion) => suggestion.city);
    expect(new Set(populations).size).toBeGreaterThan(1);
    expect(autocompleteText('Sa', 3)).toHaveLength(3);
  });

  it('filters by a province typed after the city', () => {
    const suggestions = autocompleteText('Sher, QC', 10);
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.every((suggestion) => suggestion.provinceCode === 'QC')).toBe(true);
  });

  it('completes postal codes and keeps the street typed before the place', () => {
    const fsas = autocompleteText('H2Y', 10);
    expect(fsas[0]).toMatchObject({ postalCode: 'H2Y', precision: 'postalCode' });
    const zips = autocompleteText('0540', 10);
    expect(zips.every((suggestion) => suggestion.postalCode?.startsWith('0540'))).toBe(true);
    expect(zips.length).toBeGreaterThan(1);
    const withStreet = autocompleteText('1 rue King Ouest, Sherb', 10);
    expect(withStreet[0]).toMatchObject({ address: '1 rue King Ouest', city: 'Sherbrooke' });
  });

  it('suggests the city ending a street address typed without commas, the street kept apart (issue 11)', () => {
    const montreal = autocompleteText('1 rue Notre-Dame E Montréal', 10);
    expect(montreal[0]).toMatchObject({
      address: '1 rue Notre-Dame E',
      city: 'Montréal',
      provinceCode: 'QC',
    });
    // The longest trailing name wins: 'Trois-Rivières', not a shorter town at its end.
    expect(autocompleteText('3500 boulevard des Forges Trois-Rivières', 10)[0]).toMatchObject({
      address: '3500 boulevard des Forges',
      city: 'Trois-Rivières',
    });
    // A city named in several states is offered in each; a trailing state code narrows it to that state.
    const springfields = autocompleteText('123 Main St Springfield', 10);
    expect(springfields.length).toBeGreaterThan(1);
    expect(springfields.every((suggestion) => suggestion.city === 'Springfield')).toBe(true);
    const inMassachusetts = autocompleteText('123 Main St Springfield MA', 10);
    expect(inMassachusetts).toHaveLength(1);
    expect(inMassachusetts[0]).toMatchObject({
      address: '123 Main St',
      city: 'Springfield',
      provinceCode: 'MA',
    });
  });

  it('places a postal code typed inside a street address', () => {
    expect(autocompleteText('13000 Rang Saint-Étienne J7N 2T5', 10)[0]).toMatchObject({
      address: '13000 Rang Saint-Étienne',
      postalCode: 'J7N 2T5',
      precision: 'postalCode',
    });
  });

  it('suggests nothing for a street address that names no place', () => {
    expect(autocompleteText('13000 Rang Saint-Étienne', 10)).toEqual([]);
  });

  it('puts a complete postal code first', () => {
    expect(autocompleteText('H2Y 1C6', 10)[0]).toMatchObject({ postalCode: 'H2Y 1C6', city: 'Montréal' });
  });
});
