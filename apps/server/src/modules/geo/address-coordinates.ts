import type { Coordinates } from '@portal/contracts';
import { geocodeAddressParts, type AddressParts } from './builtin-geocoder';

interface Locatable extends AddressParts {
  spatialGenericAddress: Coordinates | null;
}

/**
 * Geocode on save (issue 7; spec 001 §5: the overlay map needs geocoded stops): an address saved without
 * coordinates gets them from the offline gazetteer — fast, no network, inside the save. Coordinates the user
 * gave (a pin placed by hand) are kept as they are. A province alone is too vague for a map pin, so only a
 * postal code, a city or a street match fills them (docs/decisions/047).
 */
export function fillCoordinates<T extends Locatable>(address: T): T {
  if (address.spatialGenericAddress) return address;
  if (!address.address?.trim() && !address.city?.trim() && !address.postalCode?.trim()) return address;
  const found = geocodeAddressParts(address);
  if (!found) return address;
  return { ...address, spatialGenericAddress: { latitude: found.latitude, longitude: found.longitude } };
}

/** A company or transporter and each of its alternative addresses (spec 001 §3). */
export function fillPartyCoordinates<T extends Locatable & { altAddresses: Locatable[] }>(party: T): T {
  return {
    ...fillCoordinates(party),
    altAddresses: party.altAddresses.map((address) => fillCoordinates(address)),
  };
}
