import type { Coordinates, GeocodeResult } from '@portal/contracts';

/** Coordinates are stored to 6 decimals, like a pin placed by hand (decision 037). */
const COORDINATE_FACTOR = 1e6;

export interface AddressPinFields {
  readonly address?: string | null | undefined;
  readonly city?: string | null | undefined;
  readonly postalCode?: string | null | undefined;
  /** The province's code ('QC'), from the reference list. */
  readonly provinceCode?: string | null | undefined;
  /** The country's name ('Canada'), from the reference list. */
  readonly countryName?: string | null | undefined;
}

function clean(text: string | null | undefined): string {
  return text?.trim().replace(/\s+/g, ' ') ?? '';
}

/**
 * The text to place an address's pin from (decision 074), or null when the fields name no place precise enough.
 * Like geocoding on save (decision 047), a province alone is too vague and a lone street line is not searched for
 * a town name at its end: a city, a postal code or a street line with a separate place part ('12 rue Royale,
 * Laval') is needed. The postal code goes last, where the gazetteer also reads a bare FSA ('H2Y').
 */
export function pinQueryOf(fields: AddressPinFields): string | null {
  const street = clean(fields.address);
  const city = clean(fields.city);
  const postalCode = clean(fields.postalCode);
  const streetHasPlacePart = street.split(/[,;]/).filter((part) => part.trim() !== '').length > 1;
  if (city === '' && postalCode === '' && !streetHasPlacePart) return null;
  const text = [street, city, clean(fields.provinceCode), clean(fields.countryName)]
    .filter((part) => part !== '')
    .join(', ');
  return postalCode === '' ? text : `${text} ${postalCode}`.trim();
}

/** A geocoding answer as a pin: only a postal code, a city or a street is precise enough (decision 047). */
export function pinOf(result: GeocodeResult | null | undefined): Coordinates | null {
  if (!result || result.precision === 'province') return null;
  return {
    latitude: Math.round(result.latitude * COORDINATE_FACTOR) / COORDINATE_FACTOR,
    longitude: Math.round(result.longitude * COORDINATE_FACTOR) / COORDINATE_FACTOR,
  };
}

export function isSamePin(
  left: Coordinates | null | undefined,
  right: Coordinates | null | undefined,
): boolean {
  if (!left || !right) return !left && !right;
  return left.latitude === right.latitude && left.longitude === right.longitude;
}

/** Who put the pin where it is: nobody, staff by hand (or a saved record), or the address. */
export type PinOrigin = 'none' | 'hand' | 'address';

export type PinDecision = { readonly kind: 'keep' } | { readonly kind: 'move' } | { readonly kind: 'ask' };

/**
 * What a new point for the address does to the pin: nothing when it is where it already is; moves it when there
 * is no pin or the address put it there; asks first when staff placed it (or it was saved so).
 */
export function decidePinMove(
  current: Coordinates | null | undefined,
  origin: PinOrigin,
  found: Coordinates | null,
): PinDecision {
  if (!found || isSamePin(current, found)) return { kind: 'keep' };
  if (!current || origin !== 'hand') return { kind: 'move' };
  return { kind: 'ask' };
}
