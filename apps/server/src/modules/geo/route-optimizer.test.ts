import { describe, expect, it } from 'vitest';
import {
  createSeededRandom,
  EXACT_STOP_LIMIT,
  evaluateRoute,
  MAXIMUM_EXACT_STOPS,
  optimizeRoute,
  routeCost,
  RouteOptimizerInputError,
  solveExact,
  solveHeuristic,
  type RouteOptimizationInput,
  type RouteOptimizerErrorCode,
  type RouteStop,
} from './route-optimizer';

// -----------------------------------------------------------------------------------------------------------
// Instance generator and independent reference
// -----------------------------------------------------------------------------------------------------------

interface InstanceShape {
  stopCount: number;
  asymmetric: boolean;
  hasStart: boolean;
  ending: 'open' | 'round-trip' | 'elsewhere';
  timeWindows: boolean;
}

const DEPOT = 0;
const OTHER_DEPOT = 1;

/**
 * Random points in a 1000 × 1000 plane; matrix index 0 is the depot, 1 a second depot, then one location per
 * stop (some stops share a location, like two orders at one nursery). Precedence is drawn over a random
 * ranking so it is acyclic: a stop may follow one or two lower-ranked stops, which yields pickup → drop-off
 * pairs, drop-offs fed by two pickups, and chains. Instances with time windows use whole-second durations:
 * the objective is lexicographic (lateness first), and with irrational distances two routes of equal lateness
 * could round differently and make the comparison of costs meaningless; integers keep every sum exact.
 */
function generateInstance(random: () => number, shape: InstanceShape): RouteOptimizationInput {
  const { stopCount } = shape;
  const points = Array.from({ length: stopCount + 2 }, () => ({ x: random() * 1000, y: random() * 1000 }));
  const durations = points.map((from, fromIndex) =>
    points.map((to, toIndex) => {
      if (fromIndex === toIndex) return 0;
      const distance =
        Math.hypot(from.x - to.x, from.y - to.y) * (shape.asymmetric ? 0.7 + 0.6 * random() : 1);
      return shape.timeWindows ? Math.round(distance) : distance;
    }),
  );

  const stops: RouteStop[] = [];
  for (let position = 0; position < stopCount; position++) {
    const sharesLocation = position > 0 && random() < 0.15;
    stops.push({
      id: `stop-${position}`,
      index: sharesLocation ? stops[position - 1]!.index : position + 2,
      kind: 'waypoint',
    });
  }
  const ranking = stops.map((_, position) => position);
  for (let position = ranking.length - 1; position > 0; position--) {
    const other = Math.floor(random() * (position + 1));
    [ranking[position], ranking[other]] = [ranking[other]!, ranking[position]!];
  }
  ranking.forEach((stopPosition, rank) => {
    if (rank === 0 || random() >= 0.45) return;
    const wanted = random() < 0.25 ? 2 : 1;
    const mustFollow = new Set<string>();
    for (let pick = 0; pick < wanted; pick++)
      mustFollow.add(stops[ranking[Math.floor(random() * rank)]!]!.id);
    stops[stopPosition]!.mustFollow = [...mustFollow];
  });
  const referenced = new Set(stops.flatMap((stop) => stop.mustFollow ?? []));
  for (const stop of stops) {
    if (stop.mustFollow !== undefined) stop.kind = 'dropoff';
    else if (referenced.has(stop.id)) stop.kind = 'pickup';
  }

  if (shape.timeWindows) {
    // Horizon ≈ a plausible route duration: some windows are met, some sets of windows cannot all be.
    const horizon = stopCount * 400;
    for (const stop of stops) {
      stop.serviceSeconds = Math.floor(random() * 60);
      if (random() < 0.5) {
        const earliest = Math.floor(random() * horizon);
        stop.timeWindow = { earliest, latest: earliest + 50 + Math.floor(random() * horizon * 0.5) };
      }
    }
  }

  const input: RouteOptimizationInput = { durations, stops };
  if (shape.hasStart) input.start = DEPOT;
  if (shape.ending === 'round-trip') input.end = DEPOT;
  if (shape.ending === 'elsewhere') input.end = OTHER_DEPOT;
  return input;
}

function randomShape(random: () => number, stopCount: number, timeWindows: boolean): InstanceShape {
  const endings = ['open', 'round-trip', 'elsewhere'] as const;
  return {
    stopCount,
    asymmetric: random() < 0.3,
    hasStart: random() < 0.9,
    ending: endings[Math.floor(random() * endings.length)]!,
    timeWindows,
  };
}

/**
 * Reference: every permutation, written independently of the module from the documented semantics. Branches
 * that would visit a stop before one it must follow are cut, which is what makes 9 stops affordable.
 */
function bruteForce(input: RouteOptimizationInput): { lateness: number; cost: number } {
  const { stops, durations, start, end } = input;
  const departureTime = input.departureTime ?? 0;
  const positionById = new Map(stops.map((stop, position) => [stop.id, position]));
  const predecessors = stops.map((stop) => (stop.mustFollow ?? []).map((id) => positionById.get(id)!));
  const visited = stops.map(() => false);
  let best = { lateness: Infinity, cost: Infinity };

  const extend = (
    visitedCount: number,
    location: number | undefined,
    time: number,
    lateness: number,
  ): void => {
    if (visitedCount === stops.length) {
      const finish = time + (end !== undefined && location !== undefined ? durations[location]![end]! : 0);
      const cost = finish - departureTime;
      if (lateness < best.lateness || (lateness === best.lateness && cost < best.cost))
        best = { lateness, cost };
      return;
    }
    stops.forEach((stop, position) => {
      if (visited[position] || predecessors[position]!.some((predecessor) => !visited[predecessor])) return;
      const arrival = time + (location === undefined ? 0 : durations[location]![stop.index]!);
      const serviceStart = Math.max(arrival, stop.timeWindow?.earliest ?? -Infinity);
      const late = Math.max(0, arrival - (stop.timeWindow?.latest ?? Infinity));
      visited[position] = true;
      extend(visitedCount + 1, stop.index, serviceStart + (stop.serviceSeconds ?? 0), lateness + late);
      visited[position] = false;
    });
  };
  extend(0, start, departureTime, 0);
  return best;
}

function isPermutation(order: readonly number[], stopCount: number): boolean {
  return (
    order.length === stopCount &&
    new Set(order).size === stopCount &&
    order.every((stop) => stop >= 0 && stop < stopCount)
  );
}

function respectsPrecedence(input: RouteOptimizationInput, order: readonly number[]): boolean {
  const visited = new Set<string>();
  return order.every((position) => {
    const stop = input.stops[position]!;
    const ready = (stop.mustFollow ?? []).every((id) => visited.has(id));
    visited.add(stop.id);
    return ready;
  });
}

function captureError(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  return undefined;
}

function expectInputError(action: () => unknown, code: RouteOptimizerErrorCode): void {
  const error = captureError(action);
  expect(error).toBeInstanceOf(RouteOptimizerInputError);
  expect(error).toMatchObject({ code });
}

/**
 * The shape of a real truck tour: groups of one to four pickups and the drop-off they feed (the drop-off must
 * follow each of them), some pickups at one nursery, and now and then a drop-off that must come after the
 * previous one (unloading order), which chains groups through their drop-offs. Whole-number durations.
 */
function deliveryInstance(
  random: () => number,
  stopCount: number,
  timeWindows: boolean,
): RouteOptimizationInput {
  const points = Array.from({ length: stopCount + 1 }, () => ({ x: random() * 1000, y: random() * 1000 }));
  const durations = points.map((from) =>
    points.map((to) => Math.round(Math.hypot(from.x - to.x, from.y - to.y))),
  );
  const stops: RouteStop[] = [];
  let previousDropOff: RouteStop | undefined;
  while (stops.length < stopCount) {
    const pickupCount = Math.max(0, Math.min(stopCount - stops.length - 1, 1 + Math.floor(random() * 4)));
    const pickupIds: string[] = [];
    for (let pickup = 0; pickup < pickupCount; pickup++) {
      const position = stops.length;
      const sharesNursery = position > 0 && random() < 0.15;
      pickupIds.push(`p${position}`);
      stops.push({
        id: `p${position}`,
        index: sharesNursery ? stops[position - 1]!.index : position + 1,
        kind: 'pickup',
        serviceSeconds: timeWindows ? Math.floor(random() * 30) : 0,
      });
    }
    const position = stops.length;
    const mustFollow = [...pickupIds];
    if (previousDropOff !== undefined && random() < 0.2) mustFollow.push(previousDropOff.id);
    const dropOff: RouteStop = {
      id: `d${position}`,
      index: position + 1,
      kind: 'dropoff',
      ...(mustFollow.length > 0 ? { mustFollow } : {}),
    };
    if (timeWindows && random() < 0.6) {
      const earliest = Math.floor(random() * stopCount * 300);
      dropOff.timeWindow = { earliest, latest: earliest + 200 + Math.floor(random() * 1500) };
    }
    stops.push(dropOff);
    previousDropOff = dropOff;
  }
  return { durations, stops, start: 0, end: 0 };
}

/** The same instance with its stops listed in another order (ids, locations and constraints unchanged). */
function shuffledStops(random: () => number, input: RouteOptimizationInput): RouteOptimizationInput {
  const stops = [...input.stops];
  for (let position = stops.length - 1; position > 0; position--) {
    const other = Math.floor(random() * (position + 1));
    [stops[position], stops[other]] = [stops[other]!, stops[position]!];
  }
  return { ...input, stops };
}

function isBetterThan(
  candidate: { lateness: number; cost: number },
  reference: { lateness: number; cost: number },
): boolean {
  const tolerance = 1e-9 * (1 + Math.abs(reference.cost));
  if (candidate.lateness < reference.lateness - 1e-9) return true;
  return (
    Math.abs(candidate.lateness - reference.lateness) <= 1e-9 && candidate.cost < reference.cost - tolerance
  );
}

/** Matrix of distances between points on a line, for hand-checkable examples. */
function lineMatrix(positions: readonly number[]): number[][] {
  return positions.map((from) => positions.map((to) => Math.abs(from - to)));
}

// -----------------------------------------------------------------------------------------------------------
// Tests
// -----------------------------------------------------------------------------------------------------------

describe('exact solver', () => {
  it('equals brute force on thousands of random instances up to 9 stops', () => {
    const random = createSeededRandom(20240611);
    const failures: string[] = [];
    let windowInstances = 0;
    let infeasibleInstances = 0;
    const instanceCount = 3000;
    for (let instance = 0; instance < instanceCount; instance++) {
      // Mostly small sizes: 9 stops is up to 9! = 362 880 leaves for the reference, so only a few dozen of
      // those.
      const stopCount = instance < 30 ? 9 : instance < 330 ? 8 : 1 + (instance % 7);
      const timeWindows = instance % 3 === 0;
      const input = generateInstance(random, randomShape(random, stopCount, timeWindows));
      const reference = bruteForce(input);
      const result = optimizeRoute(input);

      const problems: string[] = [];
      if (result.method !== 'exact' || !result.isOptimal) problems.push('not exact');
      if (!isPermutation(result.order, stopCount))
        problems.push(`not a permutation: ${result.order.join(',')}`);
      if (!respectsPrecedence(input, result.order)) problems.push('precedence violated');
      if (Math.abs(result.lateness - reference.lateness) > 1e-9) {
        problems.push(`lateness ${result.lateness} != ${reference.lateness}`);
      }
      if (Math.abs(result.cost - reference.cost) > 1e-9)
        problems.push(`cost ${result.cost} != ${reference.cost}`);
      if (routeCost(input, result.order) !== result.cost) problems.push('routeCost disagrees with result');
      if (problems.length > 0)
        failures.push(`instance ${instance} (${stopCount} stops): ${problems.join('; ')}`);

      if (timeWindows) windowInstances++;
      if (!result.isFeasible) infeasibleInstances++;
    }
    expect(failures).toEqual([]);
    // Both passes of the solver (hard windows, then least lateness) must have been exercised.
    expect(infeasibleInstances).toBeGreaterThan(50);
    expect(windowInstances - infeasibleInstances).toBeGreaterThan(50);
  });

  it('equals brute force on delivery-shaped instances of 9 and 10 stops, with and without windows', () => {
    const random = createSeededRandom(38);
    const failures: string[] = [];
    for (let instance = 0; instance < 24; instance++) {
      const stopCount = instance < 8 ? 10 : 9;
      const input = deliveryInstance(random, stopCount, instance % 2 === 1);
      const reference = bruteForce(input);
      const result = optimizeRoute(input);
      if (result.method !== 'exact') failures.push(`${instance}: ${result.method}`);
      if (!isPermutation(result.order, stopCount) || !respectsPrecedence(input, result.order)) {
        failures.push(`${instance}: invalid order ${result.order.join(',')}`);
      }
      if (result.lateness !== reference.lateness || result.cost !== reference.cost) {
        failures.push(
          `${instance}: ${result.lateness}/${result.cost} != brute force ${reference.lateness}/${reference.cost}`,
        );
      }
    }
    expect(failures).toEqual([]);
  });

  it('is exact at 16 stops: the same optimum whatever the order of the stops, never beaten by a search', () => {
    const random = createSeededRandom(1616);
    for (let instance = 0; instance < 6; instance++) {
      const timeWindows = instance % 2 === 1;
      const input =
        instance < 4
          ? deliveryInstance(random, MAXIMUM_EXACT_STOPS, timeWindows)
          : generateInstance(random, randomShape(random, MAXIMUM_EXACT_STOPS, timeWindows));
      const result = optimizeRoute(input);
      expect(result).toMatchObject({ method: 'exact', isOptimal: true, respectsPrecedence: true });
      expect(isPermutation(result.order, MAXIMUM_EXACT_STOPS)).toBe(true);
      expect(evaluateRoute(input, result.order)).toMatchObject({
        cost: result.cost,
        lateness: result.lateness,
      });

      const shuffled = solveExact(shuffledStops(random, input));
      expect(shuffled.lateness).toBeCloseTo(result.lateness, 6);
      expect(shuffled.cost).toBeCloseTo(result.cost, 6);

      for (const seed of [2, 3, 4]) {
        const searched = solveHeuristic({ ...input, seed, iterations: 150, timeLimitMs: 60_000 });
        expect(isBetterThan(searched, result)).toBe(false);
      }
    }
  });

  it('handles the largest exact size and refuses sizes it cannot hold', () => {
    const random = createSeededRandom(5);
    const input = generateInstance(random, {
      ...randomShape(random, EXACT_STOP_LIMIT, false),
      hasStart: true,
    });
    const result = optimizeRoute(input);
    expect(result).toMatchObject({ method: 'exact', isOptimal: true });
    expect(respectsPrecedence(input, result.order)).toBe(true);

    const larger = generateInstance(random, randomShape(random, EXACT_STOP_LIMIT + 1, false));
    expect(optimizeRoute(larger)).toMatchObject({ method: 'heuristic', isOptimal: false });

    const tooLarge = generateInstance(random, randomShape(random, MAXIMUM_EXACT_STOPS + 1, false));
    expectInputError(() => solveExact(tooLarge), 'TOO_MANY_STOPS');
  });
});

describe('heuristic solver', () => {
  it('stays within 2% of the exact optimum on random 12-stop instances', () => {
    const random = createSeededRandom(777);
    const gaps: number[] = [];
    for (let instance = 0; instance < 50; instance++) {
      const input = generateInstance(random, randomShape(random, 12, false));
      const exact = solveExact(input);
      const heuristic = solveHeuristic(input);
      expect(heuristic.method).toBe('heuristic');
      expect(respectsPrecedence(input, heuristic.order)).toBe(true);
      expect(heuristic.cost).toBeLessThanOrEqual(exact.cost * 1.02 + 1e-9);
      gaps.push(heuristic.cost / exact.cost - 1);
    }
    const meanGap = gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length;
    expect(meanGap).toBeLessThan(0.005);
  });

  it('matches the exact lateness, then the cost within 2%, on 12-stop instances with windows', () => {
    const random = createSeededRandom(4242);
    for (let instance = 0; instance < 20; instance++) {
      const input = generateInstance(random, randomShape(random, 12, true));
      const exact = solveExact(input);
      const heuristic = solveHeuristic(input);
      expect(heuristic.lateness).toBeLessThanOrEqual(exact.lateness);
      expect(heuristic.cost).toBeLessThanOrEqual(exact.cost * 1.02);
    }
  });

  it.each([25, 50])('respects precedence on %i-stop instances', (stopCount) => {
    const random = createSeededRandom(stopCount);
    for (let instance = 0; instance < 6; instance++) {
      const input = generateInstance(random, randomShape(random, stopCount, instance % 2 === 1));
      input.timeLimitMs = 100;
      const result = optimizeRoute(input);
      expect(result.method).toBe('heuristic');
      expect(isPermutation(result.order, stopCount)).toBe(true);
      expect(respectsPrecedence(input, result.order)).toBe(true);
      expect(result.respectsPrecedence).toBe(true);
      expect(result.cost).toBe(routeCost(input, result.order));
    }
  });

  it('finds the brute-force optimum, or within 2% of it, on hundreds of small instances with precedence', () => {
    const random = createSeededRandom(2026);
    const failures: string[] = [];
    let optimal = 0;
    const instanceCount = 300;
    for (let instance = 0; instance < instanceCount; instance++) {
      const stopCount = 4 + (instance % 5);
      const timeWindows = instance % 3 === 0;
      const input =
        instance % 2 === 0
          ? deliveryInstance(random, stopCount, timeWindows)
          : generateInstance(random, randomShape(random, stopCount, timeWindows));
      const reference = bruteForce(input);
      const result = solveHeuristic(input);
      if (!isPermutation(result.order, stopCount)) failures.push(`${instance}: not a permutation`);
      if (!respectsPrecedence(input, result.order)) failures.push(`${instance}: precedence broken`);
      if (result.lateness > reference.lateness + 1e-9) failures.push(`${instance}: later than the optimum`);
      else if (result.lateness === reference.lateness && result.cost > reference.cost * 1.02 + 1e-9) {
        failures.push(`${instance}: cost ${result.cost} vs ${reference.cost}`);
      }
      if (!isBetterThan(reference, result)) optimal++;
    }
    expect(failures).toEqual([]);
    expect(optimal).toBeGreaterThanOrEqual(instanceCount * 0.97);
  });

  it.each([40, 80])('never breaks precedence on %i-stop delivery tours, chains included', (stopCount) => {
    const random = createSeededRandom(stopCount * 7);
    for (let instance = 0; instance < 4; instance++) {
      const input = deliveryInstance(random, stopCount, instance % 2 === 1);
      // A fixed round count, so every kick of the search (ruin and recreate included) runs whatever the load.
      const result = solveHeuristic({ ...input, iterations: 40, timeLimitMs: 60_000 });
      expect(isPermutation(result.order, stopCount)).toBe(true);
      expect(respectsPrecedence(input, result.order)).toBe(true);
      expect(result.respectsPrecedence).toBe(true);
      expect(result.cost).toBe(routeCost(input, result.order));
      const construction = solveHeuristic({ ...input, iterations: 0, timeLimitMs: 60_000 });
      expect(isBetterThan(construction, result)).toBe(false);
    }
  });

  it('is deterministic for a given seed', () => {
    const random = createSeededRandom(99);
    const input = generateInstance(random, randomShape(random, 30, false));
    // A generous limit with a fixed round count: the search finishes its rounds, so the clock plays no part.
    const settings = { seed: 7, iterations: 150, timeLimitMs: 60_000 };
    const first = solveHeuristic({ ...input, ...settings });
    const second = solveHeuristic({ ...input, ...settings });
    expect(second.order).toEqual(first.order);
    expect(second.cost).toBe(first.cost);
    const otherSeed = solveHeuristic({ ...input, ...settings, seed: 8 });
    expect(respectsPrecedence(input, otherSeed.order)).toBe(true);
  });

  it('returns a valid order when the time limit is tiny', () => {
    const random = createSeededRandom(3);
    for (const timeLimitMs of [0, 1]) {
      for (const timeWindows of [false, true]) {
        const input = { ...generateInstance(random, randomShape(random, 200, timeWindows)), timeLimitMs };
        const result = solveHeuristic(input);
        expect(isPermutation(result.order, 200)).toBe(true);
        expect(respectsPrecedence(input, result.order)).toBe(true);
        expect(Number.isFinite(result.cost)).toBe(true);
      }
    }
  });
});

describe('time windows', () => {
  it('waits when the truck arrives early, and counts the wait in the cost', () => {
    const input: RouteOptimizationInput = {
      durations: lineMatrix([0, 10]),
      stops: [
        {
          id: 'nursery',
          index: 1,
          kind: 'pickup',
          timeWindow: { earliest: 100, latest: 200 },
          serviceSeconds: 5,
        },
      ],
      start: 0,
      end: 0,
    };
    const result = optimizeRoute(input);
    expect(result).toMatchObject({
      order: [0],
      cost: 115,
      travelCost: 20,
      waitingTime: 90,
      isFeasible: true,
    });
    expect(result.schedule).toEqual([
      {
        stop: 0,
        stopId: 'nursery',
        arrival: 10,
        serviceStart: 100,
        departure: 105,
        waiting: 90,
        lateness: 0,
      },
    ]);
    expect(result.violations).toEqual([]);
  });

  it('meets every window before it minimises the duration', () => {
    // Shortest is near → far (25), but then "far" is reached at 25 > 20; far → near meets both (35).
    const input: RouteOptimizationInput = {
      durations: lineMatrix([0, 10, 20]),
      stops: [
        { id: 'near', index: 1, kind: 'waypoint', serviceSeconds: 5 },
        { id: 'far', index: 2, kind: 'waypoint', timeWindow: { earliest: 0, latest: 20 } },
      ],
      start: 0,
    };
    for (const result of [optimizeRoute(input), solveHeuristic(input)]) {
      expect(result).toMatchObject({ order: [1, 0], cost: 35, lateness: 0, isFeasible: true });
    }
  });

  it('flags lateness when windows cannot be met, returning the least-late order instead of throwing', () => {
    const input: RouteOptimizationInput = {
      durations: lineMatrix([0, 10, 20]),
      stops: [
        { id: 'near', index: 1, kind: 'dropoff', timeWindow: { earliest: 0, latest: 5 } },
        { id: 'far', index: 2, kind: 'dropoff', timeWindow: { earliest: 0, latest: 5 } },
      ],
      start: 0,
    };
    for (const result of [optimizeRoute(input), solveHeuristic(input)]) {
      // near → far is 5 + 15 late; far → near would be 15 + 25.
      expect(result).toMatchObject({ order: [0, 1], lateness: 20, isFeasible: false, cost: 20 });
      expect(result.violations).toEqual([
        { stop: 0, stopId: 'near', kind: 'dropoff', latest: 5, arrival: 10, lateness: 5 },
        { stop: 1, stopId: 'far', kind: 'dropoff', latest: 5, arrival: 20, lateness: 15 },
      ]);
    }
  });

  it('flags lateness on large infeasible instances too', () => {
    const random = createSeededRandom(11);
    const input = generateInstance(random, randomShape(random, 30, false));
    input.timeLimitMs = 50;
    for (const stop of input.stops) stop.timeWindow = { earliest: 0, latest: 1 };
    const result = optimizeRoute(input);
    expect(result.isFeasible).toBe(false);
    expect(result.violations.length).toBeGreaterThan(0);
    expect(result.lateness).toBeCloseTo(
      result.violations.reduce((sum, violation) => sum + violation.lateness, 0),
      6,
    );
    expect(respectsPrecedence(input, result.order)).toBe(true);
  });

  it('starts the clock at departureTime', () => {
    const input: RouteOptimizationInput = {
      durations: lineMatrix([0, 10]),
      stops: [{ id: 'site', index: 1, kind: 'dropoff', timeWindow: { earliest: 0, latest: 1005 } }],
      start: 0,
      departureTime: 1000,
    };
    expect(optimizeRoute(input)).toMatchObject({ lateness: 5, finishTime: 1010, cost: 10 });
  });
});

describe('route shapes and evaluation', () => {
  const stops: RouteStop[] = [
    { id: 'nursery', index: 1, kind: 'pickup' },
    { id: 'site', index: 2, kind: 'dropoff', mustFollow: ['nursery'] },
  ];
  const durations = lineMatrix([0, 10, 20]);

  it('prices open routes, round trips and routes without a fixed start', () => {
    expect(optimizeRoute({ durations, stops, start: 0 })).toMatchObject({ order: [0, 1], cost: 20 });
    expect(optimizeRoute({ durations, stops, start: 0, end: 0 })).toMatchObject({ order: [0, 1], cost: 40 });
    expect(optimizeRoute({ durations, stops })).toMatchObject({ order: [0, 1], cost: 10 });
    expect(optimizeRoute({ durations, stops: [], start: 0, end: 2 })).toMatchObject({ order: [], cost: 20 });
  });

  it('keeps a drop-off after its pickup even when the reverse is shorter', () => {
    // From the depot at 30 the site (20) is nearer than the nursery (10).
    const fromFarSide = lineMatrix([30, 10, 20]);
    expect(optimizeRoute({ durations: fromFarSide, stops, start: 0 })).toMatchObject({
      order: [0, 1],
      cost: 30,
    });
    expect(solveHeuristic({ durations: fromFarSide, stops, start: 0 })).toMatchObject({ order: [0, 1] });
  });

  it('uses the matrix as given, including asymmetric legs', () => {
    const asymmetric = [
      [0, 1, 9],
      [9, 0, 1],
      [1, 9, 0],
    ];
    const waypoints: RouteStop[] = [
      { id: 'a', index: 1, kind: 'waypoint' },
      { id: 'b', index: 2, kind: 'waypoint' },
    ];
    expect(routeCost({ durations: asymmetric, stops: waypoints, start: 0, end: 0 }, [0, 1])).toBe(3);
    expect(routeCost({ durations: asymmetric, stops: waypoints, start: 0, end: 0 }, [1, 0])).toBe(27);
    expect(optimizeRoute({ durations: asymmetric, stops: waypoints, start: 0, end: 0 }).order).toEqual([
      0, 1,
    ]);
  });

  it('reports, without throwing, an evaluated order that breaks precedence', () => {
    expect(evaluateRoute({ durations, stops, start: 0 }, [1, 0])).toMatchObject({
      respectsPrecedence: false,
      cost: 30,
    });
    expectInputError(() => evaluateRoute({ durations, stops }, [0, 0]), 'INVALID_ORDER');
    expectInputError(() => evaluateRoute({ durations, stops }, [0]), 'INVALID_ORDER');
  });
});

describe('input validation', () => {
  const stop = (id: string, mustFollow?: string[]): RouteStop => ({
    id,
    index: 0,
    kind: 'waypoint',
    mustFollow,
  });
  const durations = [[0]];
  const solvers = [optimizeRoute, solveExact, solveHeuristic];

  it('rejects precedence cycles', () => {
    for (const solve of solvers) {
      expectInputError(
        () => solve({ durations, stops: [stop('a', ['b']), stop('b', ['a'])] }),
        'PRECEDENCE_CYCLE',
      );
      expectInputError(() => solve({ durations, stops: [stop('a', ['a'])] }), 'PRECEDENCE_CYCLE');
      expectInputError(
        () => solve({ durations, stops: [stop('a', ['c']), stop('b', ['a']), stop('c', ['b']), stop('d')] }),
        'PRECEDENCE_CYCLE',
      );
    }
  });

  it('rejects malformed matrices', () => {
    const stops = [stop('a')];
    expectInputError(() => optimizeRoute({ durations: [[0, 1]], stops }), 'MATRIX_NOT_SQUARE');
    expectInputError(() => optimizeRoute({ durations: [[0, 1], [1]], stops }), 'MATRIX_NOT_SQUARE');
    expectInputError(
      () =>
        optimizeRoute({
          durations: [
            [0, -1],
            [1, 0],
          ],
          stops,
        }),
      'INVALID_DURATION',
    );
    expectInputError(
      () =>
        optimizeRoute({
          durations: [
            [0, Number.NaN],
            [1, 0],
          ],
          stops,
        }),
      'INVALID_DURATION',
    );
    expectInputError(
      () =>
        optimizeRoute({
          durations: [
            [0, Infinity],
            [1, 0],
          ],
          stops,
        }),
      'INVALID_DURATION',
    );
  });

  it('rejects unknown references and inconsistent stops', () => {
    expectInputError(() => optimizeRoute({ durations, stops: [stop('a', ['ghost'])] }), 'UNKNOWN_REFERENCE');
    expectInputError(() => optimizeRoute({ durations, stops: [stop('a'), stop('a')] }), 'DUPLICATE_STOP_ID');
    expectInputError(
      () => optimizeRoute({ durations, stops: [{ id: 'a', index: 1, kind: 'pickup' }] }),
      'INDEX_OUT_OF_RANGE',
    );
    expectInputError(() => optimizeRoute({ durations, stops: [stop('a')], start: 3 }), 'INDEX_OUT_OF_RANGE');
    expectInputError(() => optimizeRoute({ durations, stops: [stop('a')], end: -1 }), 'INDEX_OUT_OF_RANGE');
    expectInputError(
      () => optimizeRoute({ durations, stops: [{ ...stop('a'), timeWindow: { earliest: 10, latest: 5 } }] }),
      'INVALID_TIME_WINDOW',
    );
    expectInputError(
      () => optimizeRoute({ durations, stops: [{ ...stop('a'), serviceSeconds: -1 }] }),
      'INVALID_STOP',
    );
    expectInputError(
      () => optimizeRoute({ durations, stops: [stop('a')], timeLimitMs: -1 }),
      'INVALID_OPTION',
    );
  });
});
