import type { AddressSuggestion, GeocodePrecision, GeocodeResult } from '@portal/contracts';
import {
  canonicalKey,
  countryIdOf,
  countryNameOf,
  getGazetteer,
  lowerBound,
  normalizeText,
  PROVINCES_BY_CODE,
  PROVINCES_BY_NAME,
  type CountryCode,
  type Gazetteer,
  type GazetteerCity,
  type GazetteerPostalCode,
  type GazetteerProvince,
} from './gazetteer';
import { greatCircleMetres } from './geo-math';
import type { GeocodingProvider } from './geo-providers';

/**
 * Offline geocoding over the gazetteer (docs/decisions/045). It cannot place a street address: from any text it
 * takes the most precise thing it recognises — a postal code, else a city, else a province — and says which in
 * `precision`. The street part of the text is kept as `address`.
 */

/** A city named in the text is kept as the answer's city when it lies this close to the postal code's point. */
const CITY_MATCHES_POSTAL_CODE_METRES = 40_000;

const CANADIAN_POSTAL_CODE = /\b([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])[ -]?(\d[ABCEGHJ-NPRSTV-Z]\d)\b/gi;
const FORWARD_SORTATION_AREA = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]$/i;
const US_ZIP_CODE = /\b(\d{5})(?:-\d{4})?\b/g;
const COUNTRY_WORDS: ReadonlyMap<string, CountryCode> = new Map([
  ['canada', 'CA'],
  ['ca', 'CA'],
  ['usa', 'US'],
  ['us', 'US'],
  ['u s a', 'US'],
  ['u s', 'US'],
  ['united states', 'US'],
  ['united states of america', 'US'],
  ['etats unis', 'US'],
  ['etats unis d amerique', 'US'],
]);
/** Longest city name, in words, tried at the end of a segment ('Saint-Jean-sur-Richelieu' has 4). */
const MAXIMUM_CITY_WORDS = 6;

interface PostalMatch {
  entry: GazetteerPostalCode;
  /** As the user should see it: 'H2Y 1C6', 'H2Y', '05401'. */
  written: string;
}

interface ParsedAddress {
  postal: PostalMatch | null;
  province: GazetteerProvince | null;
  country: CountryCode | null;
  city: GazetteerCity | null;
  /** Street part: whatever is left once the postal code, city, province and country are taken out. */
  street: string | null;
}

export interface AddressParts {
  address?: string | null;
  city?: string | null;
  postalCode?: string | null;
  provinceId?: number | null;
  countryId?: number | null;
}

function findPostalCode(gazetteer: Gazetteer, text: string): { match: PostalMatch; rest: string } | null {
  const canadian = [...text.matchAll(CANADIAN_POSTAL_CODE)].at(-1);
  if (canadian) {
    const fsa = (canadian[1] as string).toUpperCase();
    const entry = gazetteer.postalCodes.get(fsa);
    if (entry) {
      const written = `${fsa} ${(canadian[2] as string).toUpperCase()}`;
      return { match: { entry, written }, rest: removeSpan(text, canadian.index, canadian[0].length) };
    }
  }
  const trimmed = text.trim();
  // A bare FSA ('Montréal H2X') is only taken as the last word: inside a street line it is too ambiguous.
  const lastWord = trimmed.split(/[\s,;]+/).at(-1) ?? '';
  if (FORWARD_SORTATION_AREA.test(lastWord)) {
    const entry = gazetteer.postalCodes.get(lastWord.toUpperCase());
    if (entry && entry.countryCode === 'CA') {
      const index = trimmed.lastIndexOf(lastWord);
      return { match: { entry, written: entry.code }, rest: removeSpan(trimmed, index, lastWord.length) };
    }
  }
  // A house number can have five digits too ('12345 Main St'): a ZIP is the last such group, never the first
  // word unless it is the whole text.
  const zip = [...trimmed.matchAll(US_ZIP_CODE)].at(-1);
  if (zip && (zip.index > 0 || zip[0] === trimmed)) {
    const entry = gazetteer.postalCodes.get(zip[1] as string);
    if (entry && entry.countryCode === 'US') {
      return { match: { entry, written: entry.code }, rest: removeSpan(trimmed, zip.index, zip[0].length) };
    }
  }
  return null;
}

function removeSpan(text: string, start: number, length: number): string {
  return `${text.slice(0, start)} ${text.slice(start + length)}`;
}

function splitSegments(text: string): string[] {
  return text
    .split(/[,;\n]/)
    .map((segment) => segment.trim())
    .filter((segment) => normalizeText(segment) !== '');
}

/** Words of a segment, each with its normalised form, so a suffix can be matched and the rest kept as written. */
function wordsOf(segment: string): Array<{ written: string; key: string }> {
  return segment
    .split(/\s+/)
    .map((written) => ({ written, key: normalizeText(written) }))
    .filter((word) => word.key !== '');
}

function joinKeys(words: ReadonlyArray<{ key: string }>): string {
  return words.map((word) => word.key).join(' ');
}

/** Takes a trailing country, then a trailing province, off the last segments. */
function takeProvinceAndCountry(segments: string[]): {
  province: GazetteerProvince | null;
  country: CountryCode | null;
} {
  let country: CountryCode | null = null;
  let province: GazetteerProvince | null = null;
  const takeTrailing = (lookup: (key: string) => boolean, maximumWords: number): string | null => {
    const last = segments.at(-1);
    if (last === undefined) return null;
    const words = wordsOf(last);
    for (let count = Math.min(maximumWords, words.length); count >= 1; count -= 1) {
      const key = joinKeys(words.slice(words.length - count));
      if (!lookup(key)) continue;
      const remaining = words.slice(0, words.length - count);
      if (remaining.length === 0 && segments.length === 1) {
        // The whole text is this one name: the caller decides (Québec is a city and a province).
        return null;
      }
      if (remaining.length === 0) segments.pop();
      else segments[segments.length - 1] = remaining.map((word) => word.written).join(' ');
      return key;
    }
    return null;
  };
  const countryKey = takeTrailing((key) => COUNTRY_WORDS.has(key), 5);
  if (countryKey) country = COUNTRY_WORDS.get(countryKey) ?? null;
  const provinceKey = takeTrailing((key) => PROVINCES_BY_NAME.has(key), 5);
  if (provinceKey) province = PROVINCES_BY_NAME.get(provinceKey) ?? null;
  return { province, country };
}

/** Cities with this name, restricted to a province or country when known: Canada first, then the largest. */
function citiesNamed(
  gazetteer: Gazetteer,
  key: string,
  province: GazetteerProvince | null,
  country: CountryCode | null,
): GazetteerCity[] {
  const indices = gazetteer.citiesByKey.get(key) ?? gazetteer.citiesByKey.get(canonicalKey(key)) ?? [];
  return indices
    .map((index) => gazetteer.cities[index] as GazetteerCity)
    .filter(
      (city) =>
        (!province || city.provinceCode === province.code) && (!country || city.countryCode === country),
    )
    .sort(
      (left, right) =>
        Number(right.countryCode === 'CA') - Number(left.countryCode === 'CA') ||
        right.population - left.population,
    );
}

/**
 * The city named at the end of a segment, last segment first: 'Montréal' in '1 rue Notre-Dame E Montréal'.
 * The longest matching run of words wins, so 'Saint-Jean-sur-Richelieu' beats 'Richelieu'.
 */
function findCity(
  gazetteer: Gazetteer,
  segments: string[],
  province: GazetteerProvince | null,
  country: CountryCode | null,
): GazetteerCity | null {
  for (let segmentIndex = segments.length - 1; segmentIndex >= 0; segmentIndex -= 1) {
    const words = wordsOf(segments[segmentIndex] as string);
    for (let count = Math.min(MAXIMUM_CITY_WORDS, words.length); count >= 1; count -= 1) {
      const key = joinKeys(words.slice(words.length - count));
      const [city] = citiesNamed(gazetteer, key, province, country);
      if (!city) continue;
      const remaining = words.slice(0, words.length - count);
      if (remaining.length === 0) segments.splice(segmentIndex, 1);
      else segments[segmentIndex] = remaining.map((word) => word.written).join(' ');
      return city;
    }
  }
  return null;
}

function parseAddress(gazetteer: Gazetteer, text: string): ParsedAddress {
  const postalFound = findPostalCode(gazetteer, text);
  const segments = splitSegments(postalFound ? postalFound.rest : text);
  const { province: namedProvince, country } = takeProvinceAndCountry(segments);
  let province = namedProvince;
  if (!province && postalFound?.match.entry.provinceCode) {
    province = PROVINCES_BY_CODE.get(postalFound.match.entry.provinceCode) ?? null;
  }
  let city: GazetteerCity | null = null;
  const onlyName = segments.length === 1 && !province ? normalizeText(segments[0] as string) : null;
  const onlyProvince = onlyName === null ? undefined : PROVINCES_BY_NAME.get(onlyName);
  if (onlyName !== null && onlyProvince) {
    // The whole text is one name that is also a province's: a city of that name inside the province is meant
    // ('Québec', 'New York'), else the province itself ('Ontario', not Ontario, California).
    city = citiesNamed(gazetteer, onlyName, onlyProvince, null)[0] ?? null;
    if (!city) province = onlyProvince;
    segments.pop();
  } else {
    city = findCity(gazetteer, segments, province, country ?? postalFound?.match.entry.countryCode ?? null);
  }
  const street = segments.join(', ').trim();
  return {
    postal: postalFound?.match ?? null,
    province: province ?? (city?.provinceCode ? (PROVINCES_BY_CODE.get(city.provinceCode) ?? null) : null),
    country,
    city,
    street: street === '' ? null : street,
  };
}

/**
 * The city a postal code belongs to: the nearest, with larger places reaching further (distance divided by the
 * fourth root of the population, a gravity-model weighting), so a district of Montréal near Laval's border is
 * still Montréal.
 */
function cityNearPostalCode(gazetteer: Gazetteer, entry: GazetteerPostalCode): GazetteerCity | null {
  const candidates = entry.provinceCode ? (gazetteer.citiesByProvince.get(entry.provinceCode) ?? []) : [];
  let best: GazetteerCity | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const index of candidates) {
    const city = gazetteer.cities[index] as GazetteerCity;
    const score = greatCircleMetres(city, entry) / Math.max(city.population, 1) ** 0.25;
    if (score < bestScore) {
      bestScore = score;
      best = city;
    }
  }
  return best;
}

function buildResult(fields: {
  street: string | null;
  city: string | null;
  provinceCode: string | null;
  countryCode: CountryCode;
  postalCode: string | null;
  latitude: number;
  longitude: number;
  precision: GeocodePrecision;
}): GeocodeResult {
  const province = fields.provinceCode ? PROVINCES_BY_CODE.get(fields.provinceCode) : undefined;
  const provinceAndPostalCode = [fields.provinceCode, fields.postalCode].filter(Boolean).join(' ');
  const label = [fields.street, fields.city, provinceAndPostalCode, countryNameOf(fields.countryCode)]
    .filter(Boolean)
    .join(', ');
  return {
    label,
    address: fields.street,
    city: fields.city,
    provinceId: province?.id ?? null,
    provinceCode: fields.provinceCode,
    countryId: countryIdOf(fields.countryCode),
    postalCode: fields.postalCode,
    latitude: fields.latitude,
    longitude: fields.longitude,
    precision: fields.precision,
  };
}

function resultOfPostalCode(
  gazetteer: Gazetteer,
  postal: PostalMatch,
  namedCity: GazetteerCity | null,
  streetText: string | null,
): GeocodeResult {
  let street = streetText;
  const { entry } = postal;
  // 'Main St, Washington, DC 20500': the ZIP's own place name is the city, not part of the street.
  const streetSegments = street?.split(', ') ?? [];
  if (
    streetSegments.length > 1 &&
    normalizeText(streetSegments.at(-1) ?? '') === normalizeText(entry.placeName)
  ) {
    streetSegments.pop();
    street = streetSegments.join(', ');
  }
  const cityName =
    namedCity && greatCircleMetres(namedCity, entry) <= CITY_MATCHES_POSTAL_CODE_METRES
      ? namedCity.name
      : entry.countryCode === 'US'
        ? entry.placeName
        : (cityNearPostalCode(gazetteer, entry)?.name ?? null);
  return buildResult({
    street,
    city: cityName,
    provinceCode: entry.provinceCode,
    countryCode: entry.countryCode,
    postalCode: postal.written,
    latitude: entry.latitude,
    longitude: entry.longitude,
    precision: 'postalCode',
  });
}

function resultOfCity(city: GazetteerCity, street: string | null): GeocodeResult {
  return buildResult({
    street,
    city: city.name,
    provinceCode: city.provinceCode,
    countryCode: city.countryCode,
    postalCode: null,
    latitude: city.latitude,
    longitude: city.longitude,
    precision: 'city',
  });
}

function resultOfProvince(
  gazetteer: Gazetteer,
  province: GazetteerProvince,
  street: string | null,
): GeocodeResult | null {
  const centre = gazetteer.provinceCentres.get(province.code);
  if (!centre) return null;
  return buildResult({
    street,
    city: null,
    provinceCode: province.code,
    countryCode: province.countryCode,
    postalCode: null,
    latitude: centre.latitude,
    longitude: centre.longitude,
    precision: 'province',
  });
}

/** The most precise place the text names, or null. */
export function geocodeText(text: string, gazetteer: Gazetteer = getGazetteer()): GeocodeResult | null {
  if (normalizeText(text) === '') return null;
  const parsed = parseAddress(gazetteer, text);
  if (parsed.postal) return resultOfPostalCode(gazetteer, parsed.postal, parsed.city, parsed.street);
  if (parsed.city) return resultOfCity(parsed.city, parsed.street);
  if (parsed.province) return resultOfProvince(gazetteer, parsed.province, parsed.street);
  return null;
}

/**
 * Coordinates for the separate fields of a company's or transporter's address (spec 001 §3): the postal code
 * first, then the city within the chosen province, then whatever the address line itself names.
 */
export function geocodeAddressParts(
  parts: AddressParts,
  gazetteer: Gazetteer = getGazetteer(),
): GeocodeResult | null {
  const province =
    [...PROVINCES_BY_CODE.values()].find((candidate) => candidate.id === parts.provinceId) ?? null;
  const street = parts.address?.trim() ? parts.address.trim() : null;
  if (parts.postalCode?.trim()) {
    const postal = findPostalCode(gazetteer, parts.postalCode);
    if (postal) {
      const city = parts.city
        ? (citiesNamed(gazetteer, normalizeText(parts.city), province, null)[0] ?? null)
        : null;
      return resultOfPostalCode(gazetteer, postal.match, city, street);
    }
  }
  if (parts.city?.trim()) {
    const country =
      parts.countryId === countryIdOf('US') ? 'US' : parts.countryId === countryIdOf('CA') ? 'CA' : null;
    const [city] = citiesNamed(gazetteer, normalizeText(parts.city), province, country);
    if (city) return resultOfCity(city, street);
  }
  if (street) {
    // A lone street line ('12 Chemin du Lac') must not become a town whose name ends it: only a postal code, or
    // a city in its own comma-separated part ('12 rue Royale, Laval'), is trusted.
    const fromLine = geocodeText(street, gazetteer);
    const hasPlacePart = splitSegments(street).length > 1;
    if (fromLine?.precision === 'postalCode' || (fromLine?.precision === 'city' && hasPlacePart))
      return fromLine;
  }
  return null;
}

interface AutocompleteQuery {
  /** Street typed before the place, kept in every suggestion. */
  street: string | null;
  /** The place being typed: a city or postal code prefix. */
  prefix: string;
  province: GazetteerProvince | null;
}

function parseAutocompleteText(text: string): AutocompleteQuery {
  const segments = splitSegments(text);
  let province: GazetteerProvince | null = null;
  const last = segments.at(-1);
  if (last !== undefined && segments.length > 1 && PROVINCES_BY_NAME.has(normalizeText(last))) {
    // 'Saint-Hy, QC': the province filters, the segment before it is being typed.
    province = PROVINCES_BY_NAME.get(normalizeText(last)) ?? null;
    segments.pop();
  }
  let prefix = segments.pop() ?? '';
  if (!province) {
    // 'Laval QC': a trailing province code filters too.
    const words = wordsOf(prefix);
    const lastWord = words.at(-1);
    if (words.length > 1 && lastWord && PROVINCES_BY_NAME.has(lastWord.key)) {
      province = PROVINCES_BY_NAME.get(lastWord.key) ?? null;
      prefix = words
        .slice(0, -1)
        .map((word) => word.written)
        .join(' ');
    }
  }
  const street = segments.join(', ').trim();
  return { street: street === '' ? null : street, prefix, province };
}

function citySuggestions(gazetteer: Gazetteer, query: AutocompleteQuery, limit: number): AddressSuggestion[] {
  const plain = normalizeText(query.prefix);
  if (plain === '') return [];
  const canonical = canonicalKey(query.prefix);
  const found = new Set<number>();
  for (const prefix of new Set([plain, canonical])) {
    for (
      let position = lowerBound(gazetteer.prefixKeys, prefix);
      position < gazetteer.prefixKeys.length && (gazetteer.prefixKeys[position] as string).startsWith(prefix);
      position += 1
    ) {
      found.add(gazetteer.prefixCities[position] as number);
    }
  }
  return [...found]
    .map((index) => gazetteer.cities[index] as GazetteerCity)
    .filter((city) => !query.province || city.provinceCode === query.province.code)
    .sort(
      (left, right) =>
        // The exact name first ('Laval' before 'Lavaltrie'), then the largest places.
        Number(right.key === canonical) - Number(left.key === canonical) ||
        right.population - left.population,
    )
    .slice(0, limit)
    .map((city) => resultOfCity(city, query.street));
}

function postalCodeSuggestions(
  gazetteer: Gazetteer,
  query: AutocompleteQuery,
  limit: number,
): AddressSuggestion[] {
  const prefix = query.prefix.replace(/\s+/g, '').toUpperCase();
  const isCanadian = /^[A-Z]\d[A-Z]?$/.test(prefix);
  const isZip = /^\d{3,5}$/.test(prefix);
  if (!isCanadian && !isZip) return [];
  const suggestions: AddressSuggestion[] = [];
  for (
    let position = lowerBound(gazetteer.sortedPostalCodes, prefix);
    position < gazetteer.sortedPostalCodes.length &&
    (gazetteer.sortedPostalCodes[position] as string).startsWith(prefix) &&
    suggestions.length < limit;
    position += 1
  ) {
    const entry = gazetteer.postalCodes.get(gazetteer.sortedPostalCodes[position] as string);
    if (!entry || (query.province && entry.provinceCode !== query.province.code)) continue;
    suggestions.push(resultOfPostalCode(gazetteer, { entry, written: entry.code }, null, query.street));
  }
  return suggestions;
}

/**
 * A street line typed without commas ('1 rue Notre-Dame E Montréal', '123 Main St Springfield MA'): the longest
 * run of words ending it that is a city's whole name gives one suggestion per city of that name (within the
 * province when one ends the text), the words before it kept as the street (issue 11). The offline gazetteer has
 * no streets, so this is as far as it can place a street address.
 */
function trailingCitySuggestions(
  gazetteer: Gazetteer,
  query: AutocompleteQuery,
  limit: number,
): AddressSuggestion[] {
  const words = wordsOf(query.prefix);
  for (let count = Math.min(MAXIMUM_CITY_WORDS, words.length - 1); count >= 1; count -= 1) {
    const cities = citiesNamed(gazetteer, joinKeys(words.slice(words.length - count)), query.province, null);
    if (cities.length === 0) continue;
    const streetLine = words
      .slice(0, words.length - count)
      .map((word) => word.written)
      .join(' ');
    const street = [query.street, streetLine].filter(Boolean).join(', ');
    return cities.slice(0, limit).map((city) => resultOfCity(city, street));
  }
  return [];
}

/**
 * Suggestions while typing: a recognised full postal code or address first, then cities whose name starts with
 * the last thing typed (with or without accents, 'St' or 'Saint'), or postal codes starting with it, then the
 * city ending a street line typed without commas.
 */
export function autocompleteText(
  text: string,
  limit: number,
  gazetteer: Gazetteer = getGazetteer(),
): AddressSuggestion[] {
  if (normalizeText(text) === '' || limit <= 0) return [];
  const suggestions: AddressSuggestion[] = [];
  const query = parseAutocompleteText(text);
  if (findPostalCode(gazetteer, text)) {
    const exact = geocodeText(text, gazetteer);
    if (exact) suggestions.push(exact);
  }
  suggestions.push(
    ...postalCodeSuggestions(gazetteer, query, limit),
    ...citySuggestions(gazetteer, query, limit),
    ...trailingCitySuggestions(gazetteer, query, limit),
  );
  const seen = new Set<string>();
  return suggestions
    .filter((suggestion) => {
      if (seen.has(suggestion.label)) return false;
      seen.add(suggestion.label);
      return true;
    })
    .slice(0, limit);
}

/** The offline provider: the default, and the fallback of every HTTP geocoder. */
export function createBuiltinGeocoder(): GeocodingProvider {
  return {
    name: 'builtin',
    geocode: (text) => Promise.resolve(geocodeText(text)),
    autocomplete: (text, limit) => Promise.resolve(autocompleteText(text, limit)),
  };
}
