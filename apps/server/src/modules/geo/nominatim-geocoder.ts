import {
  Country,
  type AddressSuggestion,
  type GeocodePrecision,
  type GeocodeResult,
} from '@portal/contracts';
import { PROVINCES_BY_CODE } from './gazetteer';
import { fetchJson, GeoProviderError, type GeocodingProvider } from './geo-providers';

/**
 * Nominatim (OpenStreetMap's geocoder, GPL-2, self-hostable) over its `/search` API (docs/decisions/044). The
 * public nominatim.openstreetmap.org forbids autocomplete traffic and asks for at most one request per second:
 * point GEO_GEOCODER_URL at your own instance.
 */

const PROVIDER = 'nominatim';
/** Nominatim's usage policy asks every client to identify itself. */
const USER_AGENT = 'portal-geo/1.27 (self-hosted back-office)';

/** One result of `format=jsonv2&addressdetails=1`; only the fields we read. */
export interface NominatimPlace {
  lat: string;
  lon: string;
  display_name: string;
  place_rank: number;
  addresstype?: string;
  address?: {
    house_number?: string;
    road?: string;
    city?: string;
    town?: string;
    village?: string;
    municipality?: string;
    hamlet?: string;
    postcode?: string;
    country_code?: string;
    'ISO3166-2-lvl4'?: string;
  };
}

function precisionOf(place: NominatimPlace): GeocodePrecision {
  if (place.address?.house_number || place.place_rank >= 26) return 'address';
  if (place.addresstype === 'postcode') return 'postalCode';
  // Nominatim ranks: 4 country, 8 state, 12 county, 13–25 municipalities down to neighbourhoods.
  if (place.place_rank >= 13) return 'city';
  return 'province';
}

export function toGeocodeResult(place: NominatimPlace): GeocodeResult | null {
  const latitude = Number(place.lat);
  const longitude = Number(place.lon);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  const address = place.address ?? {};
  const countryCode = address.country_code?.toUpperCase();
  const countryId = countryCode === 'CA' ? Country.ids.CANADA : countryCode === 'US' ? Country.ids.US : null;
  const provinceCode = address['ISO3166-2-lvl4']?.split('-')[1] ?? null;
  const province = provinceCode ? PROVINCES_BY_CODE.get(provinceCode) : undefined;
  const street = [address.house_number, address.road].filter(Boolean).join(' ');
  return {
    label: place.display_name,
    address: street === '' ? null : street,
    city: address.city ?? address.town ?? address.village ?? address.municipality ?? address.hamlet ?? null,
    provinceId: province?.id ?? null,
    provinceCode,
    countryId,
    postalCode: address.postcode ?? null,
    latitude,
    longitude,
    precision: precisionOf(place),
  };
}

export function createNominatimGeocoder({
  baseUrl,
  timeoutMs,
}: {
  baseUrl: string;
  timeoutMs: number;
}): GeocodingProvider {
  async function search(text: string, limit: number): Promise<AddressSuggestion[]> {
    const url = new URL('search', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
    url.searchParams.set('q', text);
    url.searchParams.set('format', 'jsonv2');
    url.searchParams.set('addressdetails', '1');
    url.searchParams.set('limit', String(limit));
    // The portal serves Canada and the United States only.
    url.searchParams.set('countrycodes', 'ca,us');
    const answer = await fetchJson(PROVIDER, url, timeoutMs, { 'user-agent': USER_AGENT });
    if (!Array.isArray(answer)) throw new GeoProviderError(PROVIDER, 'search answer is not a list');
    return (answer as NominatimPlace[])
      .map(toGeocodeResult)
      .filter((result): result is GeocodeResult => result !== null);
  }

  return {
    name: PROVIDER,
    geocode: async (text) => (await search(text, 1))[0] ?? null,
    autocomplete: (text, limit) => search(text, limit),
  };
}
