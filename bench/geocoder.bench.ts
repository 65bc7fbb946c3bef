/**
 * Geocoder benchmark: the built-in (offline) geocoder on real Canadian and US addresses kept in
 * bench/geocoder-addresses.json. Measures the one-time gazetteer build, addresses per second once built, and the
 * hit rate: an answer within HIT_RADIUS_KM of the address's known point. Run: `npx tsx bench/geocoder.bench.ts`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { geocodeText } from '../apps/server/src/modules/geo/builtin-geocoder';
import { getGazetteer } from '../apps/server/src/modules/geo/gazetteer';
import { greatCircleMetres } from '../apps/server/src/modules/geo/geo-math';

interface KnownAddress {
  name: string;
  address: string;
  latitude: number;
  longitude: number;
}

const HIT_RADIUS_KM = 25;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);

const dataFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'geocoder-addresses.json');
const { addresses } = JSON.parse(readFileSync(dataFile, 'utf8')) as { addresses: KnownAddress[] };

const heapBefore = process.memoryUsage().heapUsed;
const buildStart = performance.now();
getGazetteer();
const buildMs = performance.now() - buildStart;
globalThis.gc?.();
const heapAfter = process.memoryUsage().heapUsed;

let hits = 0;
const precisions = new Map<string, number>();
const errorsKm: number[] = [];
const misses: string[] = [];
for (const known of addresses) {
  const result = geocodeText(known.address);
  const precision = result?.precision ?? 'none';
  precisions.set(precision, (precisions.get(precision) ?? 0) + 1);
  const errorKm = result ? greatCircleMetres(result, known) / 1000 : Number.POSITIVE_INFINITY;
  if (errorKm <= HIT_RADIUS_KM) {
    hits += 1;
    errorsKm.push(errorKm);
  } else {
    misses.push(
      `${known.name} (${known.address}): ${result ? `${errorKm.toFixed(0)} km off, ${result.label}` : 'no answer'}`,
    );
  }
}

// The same addresses with their postal codes removed: how far the city names alone carry.
const POSTAL_CODES = /\b[A-Z]\d[A-Z] ?\d[A-Z]\d\b|\b\d{5}(?:-\d{4})?\b/gi;
let cityOnlyHits = 0;
for (const known of addresses) {
  const result = geocodeText(known.address.replace(POSTAL_CODES, ''));
  if (result && greatCircleMetres(result, known) / 1000 <= HIT_RADIUS_KM) cityOnlyHits += 1;
}

const runStart = performance.now();
for (let round = 0; round < ROUNDS; round += 1) {
  for (const known of addresses) geocodeText(known.address);
}
const runMs = performance.now() - runStart;
const perSecond = (ROUNDS * addresses.length) / (runMs / 1000);
const sortedErrors = [...errorsKm].sort((left, right) => left - right);
const median = sortedErrors[Math.floor(sortedErrors.length / 2)] ?? 0;

console.log(`built-in geocoder — ${addresses.length} addresses, ${ROUNDS} rounds`);
console.log(
  `gazetteer build (first use): ${buildMs.toFixed(0)} ms, heap +${((heapAfter - heapBefore) / 1e6).toFixed(0)} MB`,
);
console.log(
  `throughput: ${Math.round(perSecond).toLocaleString('en-US')} addresses/s (${((runMs * 1000) / (ROUNDS * addresses.length)).toFixed(1)} µs each)`,
);
console.log(
  `hit rate (≤ ${HIT_RADIUS_KM} km): ${hits}/${addresses.length} = ${((100 * hits) / addresses.length).toFixed(1)} %, median error of hits ${median.toFixed(1)} km`,
);
console.log(
  `hit rate without postal codes: ${cityOnlyHits}/${addresses.length} = ${((100 * cityOnlyHits) / addresses.length).toFixed(1)} %`,
);
console.log(`precision: ${[...precisions].map(([name, count]) => `${name} ${count}`).join(', ')}`);
for (const miss of misses) console.log(`  miss: ${miss}`);
