/**
 * Route optimizer benchmark (issue 38 targets: exact up to 16 stops in ≤ 250 ms; 40 stops in ≤ 200 ms within 2 %
 * of the best order a long search finds). Two instance families:
 *
 * 1. **Regional** (the figures of record): a yard in Laval and groups of one job-site drop-off fed by one to four
 *    nursery pickups (the drop-off `mustFollow`s each of its pickups), the places drawn around Montréal, Québec and
 *    Burlington VT; some pickups share a nursery with an earlier one (two orders at one nursery). Durations are
 *    the built-in router's estimate (haversine × 1.25, truck speed bands) in whole seconds; loading (15–30 min)
 *    and unloading (30 min) at each stop; round trip to the yard. Each size runs without time windows and with
 *    three-hour windows on most drop-offs (in some instances they cannot all be met, so the least-lateness pass
 *    runs too).
 *    - 12, 14, 16 stops: `optimizeRoute` (exact), p50/p95/max time and the states it proves optimal.
 *    - 40 stops: `optimizeRoute` at its default 200 ms, then a long search — `solveHeuristic` restarted with
 *      `LONG_SEEDS` seeds for `LONG_MS` each, the best kept — and the gap (lateness first, then duration).
 * 2. **Square** (kept from issue 7 for comparison): a depot and pickup/drop-off pairs in a 300 km square at 70 km/h.
 *
 * Run: `npx tsx bench/route-optimizer.bench.ts [--instances 20] [--long-ms 1000] [--long-seeds 6] [--only regional|exact|square]`.
 * Times are wall-clock on whatever else the machine runs: the table header prints the load average.
 */
import os from 'node:os';
import {
  optimizeRoute,
  solveHeuristic,
  createSeededRandom,
  EXACT_STOP_LIMIT,
  type RouteOptimizationInput,
  type RouteOptimizationResult,
  type RouteStop,
} from '../apps/server/src/modules/geo/route-optimizer';
import { estimateRoadMetres, estimateTruckSeconds } from '../apps/server/src/modules/geo/builtin-router';

function option(name: string, fallback: number): number;
function option(name: string, fallback: string): string;
function option(name: string, fallback: number | string): number | string {
  const position = process.argv.indexOf(`--${name}`);
  const value = position >= 0 ? process.argv[position + 1] : undefined;
  if (value === undefined) return fallback;
  return typeof fallback === 'number' ? Number(value) : value;
}

const INSTANCES = option('instances', Number(process.env.BENCH_INSTANCES ?? 20));
const LONG_MS = option('long-ms', 1000);
const LONG_SEEDS = option('long-seeds', 6);
const ONLY = option('only', '');

// -----------------------------------------------------------------------------------------------------------
// Instances
// -----------------------------------------------------------------------------------------------------------

interface Place {
  latitude: number;
  longitude: number;
}

const CITIES: readonly Place[] = [
  { latitude: 45.5017, longitude: -73.5673 }, // Montréal
  { latitude: 46.8139, longitude: -71.208 }, // Québec
  { latitude: 44.4759, longitude: -73.2121 }, // Burlington VT
];
const YARD: Place = { latitude: 45.5697, longitude: -73.692 }; // Laval
const HOUR = 3600;

/** A point within `radiusKm` of a random city (uniform over the disc), the city chosen with the given weights. */
function placeNear(random: () => number, weights: readonly number[], radiusKm: number): Place {
  let pick = random() * weights.reduce((sum, weight) => sum + weight, 0);
  let city = 0;
  while (city < weights.length - 1 && pick >= weights[city]!) pick -= weights[city++]!;
  const centre = CITIES[city]!;
  const distanceKm = radiusKm * Math.sqrt(random());
  const bearing = random() * 2 * Math.PI;
  return {
    latitude: centre.latitude + (distanceKm * Math.cos(bearing)) / 111.2,
    longitude:
      centre.longitude +
      (distanceKm * Math.sin(bearing)) / (111.2 * Math.cos((centre.latitude * Math.PI) / 180)),
  };
}

function regionalInstance(stopCount: number, seed: number, windows: boolean): RouteOptimizationInput {
  const random = createSeededRandom(seed);
  const places: Place[] = [YARD];
  const stops: RouteStop[] = [];
  const nurseries: number[] = [];
  let lastDropOff: RouteStop | undefined;
  while (stops.length < stopCount) {
    const remaining = stopCount - stops.length;
    if (remaining === 1 && lastDropOff !== undefined) {
      // One stop left: one more pickup for the last job site, visited before it.
      const pickup: RouteStop = {
        id: `p${stops.length}`,
        index: places.push(placeNear(random, [3, 1, 1], 50)) - 1,
        kind: 'pickup',
        serviceSeconds: 1800,
      };
      stops.splice(stops.indexOf(lastDropOff), 0, pickup);
      lastDropOff.mustFollow = [...(lastDropOff.mustFollow ?? []), pickup.id];
      break;
    }
    const pickupCount = Math.min(remaining - 1, 1 + Math.floor(random() * 4));
    const pickupIds: string[] = [];
    for (let pickup = 0; pickup < pickupCount; pickup++) {
      const sharesNursery = nurseries.length > 0 && random() < 0.15;
      const index = sharesNursery
        ? nurseries[Math.floor(random() * nurseries.length)]!
        : places.push(placeNear(random, [3, 1, 1], 50)) - 1;
      nurseries.push(index);
      const id = `p${stops.length}`;
      pickupIds.push(id);
      stops.push({ id, index, kind: 'pickup', serviceSeconds: 900 + Math.floor(random() * 3) * 450 });
    }
    const dropOffPlace = placeNear(random, [2, 1, 1], 35);
    const dropOff: RouteStop = {
      id: `d${stops.length}`,
      index: places.push(dropOffPlace) - 1,
      kind: 'dropoff',
      mustFollow: pickupIds,
      serviceSeconds: 1800,
    };
    if (windows && random() < 0.6) {
      // A three-hour slot the site asked for, somewhere in the (long) day of a tour of this size.
      const earliest = Math.floor(random() * stopCount * 1800);
      dropOff.timeWindow = { earliest, latest: earliest + 3 * HOUR };
    }
    stops.push(dropOff);
    lastDropOff = dropOff;
  }
  const durations = places.map((from) =>
    places.map((to) => Math.round(estimateTruckSeconds(estimateRoadMetres(from, to)))),
  );
  return { durations, stops, start: 0, end: 0, departureTime: 0 };
}

function squareInstance(stopCount: number, seed: number): RouteOptimizationInput {
  const random = createSeededRandom(seed);
  const speed = 70_000 / 3600;
  const points = Array.from(
    { length: stopCount + 1 },
    () => [random() * 300_000, random() * 300_000] as const,
  );
  const durations = points.map(([x1, y1]) =>
    points.map(([x2, y2]) => Math.round(Math.hypot(x1 - x2, y1 - y2) / speed)),
  );
  const stops: RouteStop[] = [];
  for (let index = 1; index <= stopCount; index += 1) {
    const isDropOff = index % 2 === 0;
    stops.push({
      id: `s${index}`,
      index,
      kind: isDropOff ? 'dropoff' : 'pickup',
      ...(isDropOff ? { mustFollow: [`s${index - 1}`] } : {}),
    });
  }
  return { durations, stops, start: 0, end: 0 };
}

// -----------------------------------------------------------------------------------------------------------
// Measures
// -----------------------------------------------------------------------------------------------------------

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

function isBetter(candidate: RouteOptimizationResult, best: RouteOptimizationResult | undefined): boolean {
  if (best === undefined) return true;
  return (
    candidate.lateness < best.lateness || (candidate.lateness === best.lateness && candidate.cost < best.cost)
  );
}

/** Best of a long multi-start search (and of the result being judged, so the gap is never negative). */
function longSearch(input: RouteOptimizationInput, found: RouteOptimizationResult): RouteOptimizationResult {
  let best = found;
  for (let seed = 1; seed <= LONG_SEEDS; seed++) {
    const result = solveHeuristic({ ...input, seed: 1000 + seed, timeLimitMs: LONG_MS, iterations: 1e9 });
    if (isBetter(result, best)) best = result;
  }
  return best;
}

/** Percent above the best: lateness when it differs (then the duration gap is meaningless), else duration. */
function gapPercent(result: RouteOptimizationResult, best: RouteOptimizationResult): number {
  if (result.lateness > best.lateness)
    return (100 * (result.lateness - best.lateness)) / Math.max(1, best.lateness);
  return best.cost > 0 ? (100 * (result.cost - best.cost)) / best.cost : 0;
}

const format = (value: number, digits = 1) => value.toFixed(digits);

function row(cells: readonly (string | number)[]): string {
  return `| ${cells.map(String).join(' | ')} |`;
}

function timeSolves(label: string, instances: RouteOptimizationInput[]): void {
  const times: number[] = [];
  let method = '';
  let infeasible = 0;
  for (const input of instances) {
    const startedAt = performance.now();
    const result = optimizeRoute(input);
    times.push(performance.now() - startedAt);
    method = result.method;
    if (!result.isFeasible) infeasible++;
    if (!result.respectsPrecedence) throw new Error(`${label}: precedence broken`);
  }
  console.log(
    row([
      label,
      method,
      format(percentile(times, 0.5)),
      format(percentile(times, 0.95)),
      format(Math.max(...times)),
      `${infeasible}/${instances.length}`,
    ]),
  );
}

function gapSolves(label: string, instances: RouteOptimizationInput[]): void {
  const times: number[] = [];
  const gaps: number[] = [];
  let method = '';
  let atBest = 0;
  for (const input of instances) {
    const startedAt = performance.now();
    const result = optimizeRoute(input);
    times.push(performance.now() - startedAt);
    method = result.method;
    if (!result.respectsPrecedence) throw new Error(`${label}: precedence broken`);
    const gap = result.isOptimal ? 0 : gapPercent(result, longSearch(input, result));
    gaps.push(gap);
    if (gap === 0) atBest++;
  }
  console.log(
    row([
      label,
      method,
      format(percentile(times, 0.5)),
      format(percentile(times, 0.95)),
      format(gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length, 3),
      format(percentile(gaps, 0.95), 3),
      format(Math.max(...gaps), 3),
      `${atBest}/${instances.length}`,
    ]),
  );
}

const [load1, load5] = os.loadavg();
console.log(
  `route optimizer — ${INSTANCES} instances per row; ${os.cpus().length} cores, load average ${format(load1 ?? 0, 2)} / ${format(load5 ?? 0, 2)} (1 / 5 min); Node ${process.version}`,
);

if (ONLY === '' || ONLY === 'regional' || ONLY === 'exact') {
  console.log('\nRegional, exact sizes (optimizeRoute; "late": instances whose windows cannot all be met)');
  console.log(row(['stops', 'method', 'p50 ms', 'p95 ms', 'max ms', 'late']));
  console.log(row(['---', '---', '---', '---', '---', '---']));
  for (const size of [12, 14, 16]) {
    for (const windows of [false, true]) {
      const instances = Array.from({ length: INSTANCES }, (_, instance) =>
        regionalInstance(size, 100 * size + instance + (windows ? 50_000 : 0), windows),
      );
      timeSolves(`${size}${windows ? ' windows' : ''}`, instances);
    }
  }
}

if (ONLY === '' || ONLY === 'regional') {
  console.log(
    `\nRegional, 40 stops (default 200 ms) against a long search (${LONG_SEEDS} seeds × ${LONG_MS} ms, best kept)`,
  );
  console.log(
    row(['stops', 'method', 'p50 ms', 'p95 ms', 'mean gap %', 'p95 gap %', 'worst gap %', 'at best']),
  );
  console.log(row(['---', '---', '---', '---', '---', '---', '---', '---']));
  for (const size of [25, 40]) {
    for (const windows of [false, true]) {
      const instances = Array.from({ length: INSTANCES }, (_, instance) =>
        regionalInstance(size, 100 * size + instance + (windows ? 50_000 : 0), windows),
      );
      gapSolves(`${size}${windows ? ' windows' : ''}`, instances);
    }
  }
}

if (ONLY === '' || ONLY === 'square') {
  console.log(
    `\nSquare (issue 7's instances): exact up to ${EXACT_STOP_LIMIT} stops (gap 0 by proof), else against the long search`,
  );
  console.log(
    row(['stops', 'method', 'p50 ms', 'p95 ms', 'mean gap %', 'p95 gap %', 'worst gap %', 'at best']),
  );
  console.log(row(['---', '---', '---', '---', '---', '---', '---', '---']));
  for (const size of [10, 12, 15, 25, 50]) {
    const instances = Array.from({ length: INSTANCES }, (_, instance) =>
      squareInstance(size, 1000 * size + instance),
    );
    gapSolves(String(size), instances);
  }
}
