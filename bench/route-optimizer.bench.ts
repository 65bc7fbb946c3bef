/**
 * Route optimizer benchmark: time per solve and gap to the best known route at 10, 12, 15, 25 and 50 stops.
 * Instances: a depot and random pickup/drop-off pairs in a 300 km square (truck at 70 km/h, seconds), the
 * shape of a real multi-nursery delivery. Best known = the exact optimum up to 13 stops, else the best of the
 * optimizer with a 20× longer budget and other seeds. Run: `npx tsx bench/route-optimizer.bench.ts`.
 */
import {
  optimizeRoute,
  solveExact,
  createSeededRandom,
  EXACT_STOP_LIMIT,
  type RouteOptimizationInput,
  type RouteStop,
} from '../apps/server/src/modules/geo/route-optimizer';

const SIZES = [10, 12, 15, 25, 50];
const INSTANCES_PER_SIZE = Number(process.env.BENCH_INSTANCES ?? 20);
const SPEED_METRES_PER_SECOND = 70_000 / 3600;

function makeInstance(stopCount: number, seed: number): RouteOptimizationInput {
  const random = createSeededRandom(seed);
  const points = Array.from(
    { length: stopCount + 1 },
    () => [random() * 300_000, random() * 300_000] as const,
  );
  const durations = points.map(([x1, y1]) =>
    points.map(([x2, y2]) => Math.round(Math.hypot(x1 - x2, y1 - y2) / SPEED_METRES_PER_SECOND)),
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

function bestKnownCost(input: RouteOptimizationInput, stopCount: number): number {
  if (stopCount <= EXACT_STOP_LIMIT) return solveExact(input).cost;
  let best = Infinity;
  for (const seed of [11, 23, 37]) {
    best = Math.min(best, optimizeRoute({ ...input, seed, timeLimitMs: 4000 }).cost);
  }
  return best;
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;
}

console.log(`route optimizer — ${INSTANCES_PER_SIZE} instances per size, default 200 ms budget`);
console.log('stops | method    | median ms | p95 ms | mean gap % | worst gap %');
for (const size of SIZES) {
  const times: number[] = [];
  const gaps: number[] = [];
  let method = '';
  for (let instance = 0; instance < INSTANCES_PER_SIZE; instance += 1) {
    const input = makeInstance(size, 1000 * size + instance);
    const startedAt = performance.now();
    const result = optimizeRoute(input);
    times.push(performance.now() - startedAt);
    method = result.method;
    const best = bestKnownCost(input, size);
    gaps.push(best > 0 ? ((result.cost - best) / best) * 100 : 0);
  }
  const meanGap = gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length;
  console.log(
    `${String(size).padStart(5)} | ${method.padEnd(9)} | ${percentile(times, 0.5).toFixed(1).padStart(9)} | ${percentile(times, 0.95).toFixed(1).padStart(6)} | ${meanGap.toFixed(3).padStart(10)} | ${Math.max(
      ...gaps,
    )
      .toFixed(3)
      .padStart(11)}`,
  );
}
