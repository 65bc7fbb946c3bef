/**
 * Stop ordering for one truck tour: the truck leaves a start, visits every stop (pickups at nurseries,
 * drop-offs at job sites, plain waypoints) and possibly returns to a fixed end. Pure and deterministic: no
 * I/O, no global state; the only impure input is the wall clock that bounds the heuristic (see
 * `timeLimitMs`).
 *
 * Objective, lexicographic:
 *   1. least total lateness (sum over stops of how late service started past `timeWindow.latest`);
 *   2. least route duration: finish − departure = travel + waiting + service.
 * Precedence (`mustFollow`) is a hard constraint: no returned order ever breaks it.
 *
 * The duration is the objective (rather than travel alone) because it is what time windows make exact: among
 * partial routes covering the same stops and ending at the same stop, the one that is free earliest is never
 * worse (arriving earlier can always wait), so one label per state suffices when windows can all be met.
 * Without windows and service times the duration is exactly the sum of the matrix entries along the route, so
 * the matrix may then hold any additive cost (metres, euros).
 *
 * See README.md in this folder for the algorithms, their complexity and limits.
 */

export type StopKind = 'pickup' | 'dropoff' | 'waypoint';

/**
 * Absolute instants on the same clock as `departureTime` and in the unit of the matrix (normally seconds).
 */
export interface TimeWindow {
  /** Service cannot start earlier: a truck that arrives before waits, and the wait counts in the cost. */
  earliest: number;
  /** Service should start by then. Arriving later is allowed but reported as lateness (soft deadline). */
  latest: number;
}

export interface RouteStop {
  /** Caller's identifier, unique within the request. `mustFollow` refers to stops by id rather than by array
   * position so that building the list from database rows or reordering it cannot silently rewire
   * constraints. */
  id: string;
  /** Row and column of this stop's location in `durations`. Several stops may share a location. */
  index: number;
  /** Descriptive only: the optimizer derives every constraint from `mustFollow`, so a drop-off that needs two
   * pickups, or a drop-off that must precede another (unloading order on the truck), are expressed the same
   * way. */
  kind: StopKind;
  /** Ids of stops that must be visited before this one; typically a drop-off lists the pickups whose plants
   * it delivers. Must form no cycle. */
  mustFollow?: readonly string[];
  timeWindow?: TimeWindow;
  /** Time spent at the stop (loading, unloading) once service starts. Defaults to 0. */
  serviceSeconds?: number;
}

export interface RouteOptimizationInput {
  /** Square matrix: `durations[from][to]`, finite and non-negative. May be asymmetric (one-way streets,
   * hills). The diagonal is used as is when consecutive stops share a location. */
  durations: readonly (readonly number[])[];
  stops: readonly RouteStop[];
  /** Matrix index the truck leaves from. Absent: the route begins at its first stop, at `departureTime`. */
  start?: number;
  /** Matrix index the truck must finish at; equal to `start` for a round trip. Absent: open route, the tour
   * ends when service at the last stop ends. */
  end?: number;
  /** Instant the truck leaves `start` (or is at the first stop). Defaults to 0. */
  departureTime?: number;
  /** Wall-clock budget of the heuristic in milliseconds (default 200). The exact solver ignores it: it is
   * bounded by `EXACT_STOP_LIMIT` instead. */
  timeLimitMs?: number;
  /** Seed of the heuristic's pseudo-random perturbations (default 1). */
  seed?: number;
  /** Perturbation rounds of the heuristic's iterated local search (default scales with the stop count). The
   * heuristic is deterministic for a given seed whenever it completes these rounds within `timeLimitMs`. */
  iterations?: number;
}

export interface StopVisit {
  /** Position of the stop in `input.stops`. */
  stop: number;
  stopId: string;
  arrival: number;
  serviceStart: number;
  departure: number;
  waiting: number;
  lateness: number;
}

export interface TimeWindowViolation {
  stop: number;
  stopId: string;
  kind: StopKind;
  latest: number;
  arrival: number;
  lateness: number;
}

export interface RouteEvaluation {
  /** Route duration: finish − departureTime (travel + waiting + service). The objective after lateness. */
  cost: number;
  /** Sum of the matrix entries along the route, including the legs from `start` and to `end`. */
  travelCost: number;
  waitingTime: number;
  /** Sum of the lateness of every stop; 0 when all time windows are met. */
  lateness: number;
  finishTime: number;
  /** True when every time window is met. */
  isFeasible: boolean;
  /** True when every `mustFollow` constraint holds (always true for orders returned by the solvers). */
  respectsPrecedence: boolean;
  /** One entry per stop, in visiting order. */
  schedule: StopVisit[];
  /** Stops whose service started after `timeWindow.latest`; empty when feasible. */
  violations: TimeWindowViolation[];
}

export interface RouteOptimizationResult extends RouteEvaluation {
  /** Positions in `input.stops`, in visiting order. */
  order: number[];
  /** True only when optimality is proven (exact solver). */
  isOptimal: boolean;
  method: 'exact' | 'heuristic';
}

export type RouteOptimizerErrorCode =
  | 'MATRIX_NOT_SQUARE'
  | 'INVALID_DURATION'
  | 'INDEX_OUT_OF_RANGE'
  | 'INVALID_STOP'
  | 'DUPLICATE_STOP_ID'
  | 'UNKNOWN_REFERENCE'
  | 'PRECEDENCE_CYCLE'
  | 'INVALID_TIME_WINDOW'
  | 'INVALID_OPTION'
  | 'INVALID_ORDER'
  | 'TOO_MANY_STOPS';

/**
 * Thrown for malformed input only. Unreachable time windows are a result (flagged lateness), never an error.
 */
export class RouteOptimizerInputError extends Error {
  override readonly name = 'RouteOptimizerInputError';
  readonly code: RouteOptimizerErrorCode;

  constructor(code: RouteOptimizerErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

/** Up to this many stops `optimizeRoute` uses the exact solver; see README.md for the measured times. */
export const EXACT_STOP_LIMIT = 16;
/** Hard ceiling of `solveExact`: 2^16 · 16 states take ~9 MB in the hard pass (more labels in the soft one).
 * Beyond, memory and time grow by more than 2× per stop, and the bitmasks are sized for it. */
export const MAXIMUM_EXACT_STOPS = 16;
export const DEFAULT_TIME_LIMIT_MS = 200;
export const DEFAULT_SEED = 1;

/** Mulberry32: tiny, fast, good enough for perturbation choices, and reproducible across platforms. */
export function createSeededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

// -----------------------------------------------------------------------------------------------------------
// Validation and preparation
// -----------------------------------------------------------------------------------------------------------

/** Validated input rewritten into flat typed arrays indexed by stop position, so hot loops never touch the
 * caller's nested arrays or objects. */
interface PreparedProblem {
  readonly stops: readonly RouteStop[];
  readonly stopCount: number;
  /** Stop-to-stop durations, row-major `stopCount × stopCount`. */
  readonly travel: Float64Array;
  /** Leg from `start` to each stop; zeros when the route has no fixed start. */
  readonly fromStart: Float64Array;
  /** Leg from each stop to `end`; zeros for an open route. */
  readonly toEnd: Float64Array;
  /** Cost of a route without stops. */
  readonly startToEnd: number;
  /** −∞ / +∞ for stops without a window, so the same arithmetic serves every stop. */
  readonly earliest: Float64Array;
  readonly latest: Float64Array;
  readonly service: Float64Array;
  readonly hasTimeWindows: boolean;
  readonly departureTime: number;
  /**
   * Direct predecessors of stop `s` are `predecessors[predecessorOffsets[s] .. predecessorOffsets[s + 1])`.
   */
  readonly predecessorOffsets: Int32Array;
  readonly predecessors: Int32Array;
  readonly successorOffsets: Int32Array;
  readonly successors: Int32Array;
  /** A precedence-respecting order of all stops: the heuristic's fallback when its time runs out early. */
  readonly topologicalOrder: Int32Array;
}

interface SearchOptions {
  readonly timeLimitMs: number;
  readonly seed: number;
  readonly iterations: number | undefined;
}

function fail(code: RouteOptimizerErrorCode, message: string): never {
  throw new RouteOptimizerInputError(code, message);
}

function isArray(value: unknown): value is readonly unknown[] {
  return Array.isArray(value);
}

function isMatrixIndex(value: unknown, size: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < size;
}

/** Runtime checks repeat what the types say because the input usually comes from a request body. */
function validateMatrix(durations: unknown): number {
  if (!isArray(durations)) fail('MATRIX_NOT_SQUARE', 'durations must be an array of rows');
  const size = durations.length;
  for (let row = 0; row < size; row++) {
    const values = durations[row];
    if (!isArray(values) || values.length !== size) {
      const length = isArray(values) ? values.length : 0;
      fail('MATRIX_NOT_SQUARE', `durations row ${row} has ${length} entries, expected ${size}`);
    }
    for (let column = 0; column < size; column++) {
      const value = values[column];
      if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
        fail('INVALID_DURATION', `durations[${row}][${column}] must be a finite non-negative number`);
      }
    }
  }
  return size;
}

function validateStop(stop: RouteStop, position: number, size: number): void {
  if (typeof stop !== 'object' || stop === null) fail('INVALID_STOP', `stops[${position}] must be an object`);
  if (typeof stop.id !== 'string' || stop.id.length === 0) {
    fail('INVALID_STOP', `stops[${position}].id must be a non-empty string`);
  }
  if (stop.kind !== 'pickup' && stop.kind !== 'dropoff' && stop.kind !== 'waypoint') {
    fail('INVALID_STOP', `stops[${position}].kind must be pickup, dropoff or waypoint`);
  }
  if (!isMatrixIndex(stop.index, size)) {
    fail('INDEX_OUT_OF_RANGE', `stops[${position}].index must be an integer in [0, ${size})`);
  }
  const service = stop.serviceSeconds;
  if (service !== undefined && (typeof service !== 'number' || !Number.isFinite(service) || service < 0)) {
    fail('INVALID_STOP', `stops[${position}].serviceSeconds must be a finite non-negative number`);
  }
  const window = stop.timeWindow;
  if (window !== undefined) {
    const { earliest, latest } = window;
    // latest may be +Infinity ("opens at, no deadline"); earliest must be a real instant.
    if (
      typeof earliest !== 'number' ||
      typeof latest !== 'number' ||
      !Number.isFinite(earliest) ||
      Number.isNaN(latest) ||
      earliest > latest
    ) {
      fail('INVALID_TIME_WINDOW', `stops[${position}].timeWindow needs finite earliest <= latest`);
    }
  }
  if (stop.mustFollow !== undefined && !isArray(stop.mustFollow)) {
    fail('INVALID_STOP', `stops[${position}].mustFollow must be an array of stop ids`);
  }
}

function validateOptions(input: RouteOptimizationInput, size: number): SearchOptions {
  if (input.start !== undefined && !isMatrixIndex(input.start, size)) {
    fail('INDEX_OUT_OF_RANGE', `start must be an integer in [0, ${size})`);
  }
  if (input.end !== undefined && !isMatrixIndex(input.end, size)) {
    fail('INDEX_OUT_OF_RANGE', `end must be an integer in [0, ${size})`);
  }
  const { departureTime, timeLimitMs, seed, iterations } = input;
  if (departureTime !== undefined && (typeof departureTime !== 'number' || !Number.isFinite(departureTime))) {
    fail('INVALID_OPTION', 'departureTime must be a finite number');
  }
  if (timeLimitMs !== undefined && (typeof timeLimitMs !== 'number' || !(timeLimitMs >= 0))) {
    fail('INVALID_OPTION', 'timeLimitMs must be a non-negative number');
  }
  if (seed !== undefined && (typeof seed !== 'number' || !Number.isFinite(seed))) {
    fail('INVALID_OPTION', 'seed must be a finite number');
  }
  if (iterations !== undefined && (!Number.isInteger(iterations) || iterations < 0)) {
    fail('INVALID_OPTION', 'iterations must be a non-negative integer');
  }
  return { timeLimitMs: timeLimitMs ?? DEFAULT_TIME_LIMIT_MS, seed: seed ?? DEFAULT_SEED, iterations };
}

/**
 * Builds compressed adjacency (CSR) for both directions and a topological order; rejects unknown ids and
 * cycles.
 */
function buildPrecedence(stops: readonly RouteStop[]): {
  predecessorOffsets: Int32Array;
  predecessors: Int32Array;
  successorOffsets: Int32Array;
  successors: Int32Array;
  topologicalOrder: Int32Array;
} {
  const stopCount = stops.length;
  const positionById = new Map<string, number>();
  stops.forEach((stop, position) => {
    if (positionById.has(stop.id)) fail('DUPLICATE_STOP_ID', `stop id "${stop.id}" is used twice`);
    positionById.set(stop.id, position);
  });

  const predecessorLists: number[][] = stops.map((stop) => {
    const unique = new Set<number>();
    for (const reference of stop.mustFollow ?? []) {
      const position = typeof reference === 'string' ? positionById.get(reference) : undefined;
      if (position === undefined) {
        fail('UNKNOWN_REFERENCE', `stop "${stop.id}" must follow unknown stop "${String(reference)}"`);
      }
      unique.add(position);
    }
    return [...unique].sort((left, right) => left - right);
  });

  const predecessorOffsets = new Int32Array(stopCount + 1);
  const successorCounts = new Int32Array(stopCount);
  predecessorLists.forEach((list, stop) => {
    predecessorOffsets[stop + 1] = predecessorOffsets[stop]! + list.length;
    for (const predecessor of list) successorCounts[predecessor]!++;
  });
  const predecessors = Int32Array.from(predecessorLists.flat());

  const successorOffsets = new Int32Array(stopCount + 1);
  for (let stop = 0; stop < stopCount; stop++) {
    successorOffsets[stop + 1] = successorOffsets[stop]! + successorCounts[stop]!;
  }
  const successors = new Int32Array(predecessors.length);
  const successorFill = successorOffsets.slice(0, stopCount);
  predecessorLists.forEach((list, stop) => {
    for (const predecessor of list) successors[successorFill[predecessor]!++] = stop;
  });

  // Kahn's algorithm: what cannot be ordered lies on, or downstream of, a cycle.
  const remainingPredecessors = Int32Array.from(predecessorLists, (list) => list.length);
  const topologicalOrder = new Int32Array(stopCount);
  let orderedCount = 0;
  for (let stop = 0; stop < stopCount; stop++) {
    if (remainingPredecessors[stop] === 0) topologicalOrder[orderedCount++] = stop;
  }
  for (let head = 0; head < orderedCount; head++) {
    const stop = topologicalOrder[head]!;
    for (let edge = successorOffsets[stop]!; edge < successorOffsets[stop + 1]!; edge++) {
      const successor = successors[edge]!;
      if (--remainingPredecessors[successor]! === 0) topologicalOrder[orderedCount++] = successor;
    }
  }
  if (orderedCount < stopCount) {
    const blocked = stops.filter((_, stop) => remainingPredecessors[stop]! > 0).map((stop) => `"${stop.id}"`);
    fail('PRECEDENCE_CYCLE', `mustFollow constraints form a cycle among stops ${blocked.join(', ')}`);
  }
  return { predecessorOffsets, predecessors, successorOffsets, successors, topologicalOrder };
}

function prepareProblem(input: RouteOptimizationInput): { problem: PreparedProblem; options: SearchOptions } {
  if (typeof input !== 'object' || input === null) fail('INVALID_OPTION', 'input must be an object');
  const size = validateMatrix(input.durations);
  if (!isArray(input.stops)) fail('INVALID_STOP', 'stops must be an array');
  const stops = input.stops;
  stops.forEach((stop, position) => validateStop(stop, position, size));
  const options = validateOptions(input, size);
  const precedence = buildPrecedence(stops);

  const stopCount = stops.length;
  const { durations, start, end } = input;
  const travel = new Float64Array(stopCount * stopCount);
  const fromStart = new Float64Array(stopCount);
  const toEnd = new Float64Array(stopCount);
  const earliest = new Float64Array(stopCount);
  const latest = new Float64Array(stopCount);
  const service = new Float64Array(stopCount);
  let hasTimeWindows = false;
  for (let from = 0; from < stopCount; from++) {
    const fromStop = stops[from]!;
    const row = durations[fromStop.index]!;
    for (let to = 0; to < stopCount; to++) travel[from * stopCount + to] = row[stops[to]!.index]!;
    if (start !== undefined) fromStart[from] = durations[start]![fromStop.index]!;
    if (end !== undefined) toEnd[from] = row[end]!;
    earliest[from] = fromStop.timeWindow?.earliest ?? -Infinity;
    latest[from] = fromStop.timeWindow?.latest ?? Infinity;
    service[from] = fromStop.serviceSeconds ?? 0;
    if (fromStop.timeWindow !== undefined) hasTimeWindows = true;
  }
  const problem: PreparedProblem = {
    stops,
    stopCount,
    travel,
    fromStart,
    toEnd,
    startToEnd: start !== undefined && end !== undefined ? durations[start]![end]! : 0,
    earliest,
    latest,
    service,
    hasTimeWindows,
    departureTime: input.departureTime ?? 0,
    ...precedence,
  };
  return { problem, options };
}

// -----------------------------------------------------------------------------------------------------------
// Evaluation
// -----------------------------------------------------------------------------------------------------------

/** Lexicographic objective; exact comparisons keep the order strict so local search cannot cycle. */
function isBetter(lateness: number, cost: number, otherLateness: number, otherCost: number): boolean {
  return lateness < otherLateness || (lateness === otherLateness && cost < otherCost);
}

/**
 * Allocation-free evaluation for the search loops. The arithmetic (order of additions, `max` for waiting) is
 * the same as in `describeRoute` and in the exact solver so that all three agree to the last bit on the same
 * order.
 */
class RouteSimulator {
  lateness = 0;
  cost = 0;
  private readonly problem: PreparedProblem;
  private readonly visitMark: Int32Array;
  private generation = 0;

  constructor(problem: PreparedProblem) {
    this.problem = problem;
    this.visitMark = new Int32Array(problem.stopCount);
  }

  /** Evaluates the first `length` stops of `route` (a prefix when constructing). Returns false, leaving the
   * objective untouched, when a stop comes before one it must follow. */
  run(route: Int32Array, length: number): boolean {
    const problem = this.problem;
    const { stopCount, travel, fromStart, earliest, latest, service, predecessorOffsets, predecessors } =
      problem;
    if (this.generation === 0x7fffffff) {
      this.visitMark.fill(0);
      this.generation = 0;
    }
    const generation = ++this.generation;
    const visitMark = this.visitMark;
    let time = problem.departureTime;
    let lateness = 0;
    let previous = -1;
    for (let position = 0; position < length; position++) {
      const stop = route[position]!;
      for (let edge = predecessorOffsets[stop]!; edge < predecessorOffsets[stop + 1]!; edge++) {
        if (visitMark[predecessors[edge]!] !== generation) return false;
      }
      visitMark[stop] = generation;
      const arrival = time + (previous < 0 ? fromStart[stop]! : travel[previous * stopCount + stop]!);
      const late = arrival - latest[stop]!;
      if (late > 0) lateness += late;
      const opening = earliest[stop]!;
      time = (arrival > opening ? arrival : opening) + service[stop]!;
      previous = stop;
    }
    time += previous < 0 ? problem.startToEnd : problem.toEnd[previous]!;
    this.lateness = lateness;
    this.cost = time - problem.departureTime;
    return true;
  }
}

function respectsPrecedence(problem: PreparedProblem, order: readonly number[]): boolean {
  const visited = new Uint8Array(problem.stopCount);
  for (const stop of order) {
    for (let edge = problem.predecessorOffsets[stop]!; edge < problem.predecessorOffsets[stop + 1]!; edge++) {
      if (visited[problem.predecessors[edge]!] === 0) return false;
    }
    visited[stop] = 1;
  }
  return true;
}

function describeRoute(problem: PreparedProblem, order: readonly number[]): RouteEvaluation {
  const { stops, stopCount, travel, fromStart, earliest, latest, service } = problem;
  const schedule: StopVisit[] = [];
  const violations: TimeWindowViolation[] = [];
  let time = problem.departureTime;
  let travelCost = 0;
  let waitingTime = 0;
  let lateness = 0;
  let previous = -1;
  for (const stop of order) {
    const duration = previous < 0 ? fromStart[stop]! : travel[previous * stopCount + stop]!;
    travelCost += duration;
    const arrival = time + duration;
    const opening = earliest[stop]!;
    const serviceStart = arrival > opening ? arrival : opening;
    waitingTime += serviceStart - arrival;
    const late = arrival - latest[stop]!;
    const stopLateness = late > 0 ? late : 0;
    if (late > 0) {
      lateness += late;
      const { id, kind } = stops[stop]!;
      violations.push({ stop, stopId: id, kind, latest: latest[stop]!, arrival, lateness: late });
    }
    time = serviceStart + service[stop]!;
    schedule.push({
      stop,
      stopId: stops[stop]!.id,
      arrival,
      serviceStart,
      departure: time,
      waiting: serviceStart - arrival,
      lateness: stopLateness,
    });
    previous = stop;
  }
  const lastLeg = previous < 0 ? problem.startToEnd : problem.toEnd[previous]!;
  travelCost += lastLeg;
  time += lastLeg;
  return {
    cost: time - problem.departureTime,
    travelCost,
    waitingTime,
    lateness,
    finishTime: time,
    isFeasible: violations.length === 0,
    respectsPrecedence: respectsPrecedence(problem, order),
    schedule,
    violations,
  };
}

// -----------------------------------------------------------------------------------------------------------
// Exact solver: Held–Karp over (visited set, last stop) with labels
// -----------------------------------------------------------------------------------------------------------

/** Labels (partial routes) in parallel typed arrays: ~21 bytes each instead of a JS object per state. */
class LabelPool {
  /** Instant the truck leaves the label's last stop. */
  time: Float64Array;
  lateness: Float64Array;
  /** Label this one extends, −1 for the first stop: walking parents rebuilds the order without storing it. */
  parent: Int32Array;
  stop: Uint8Array;
  size = 0;

  constructor(capacity: number) {
    this.time = new Float64Array(capacity);
    this.lateness = new Float64Array(capacity);
    this.parent = new Int32Array(capacity);
    this.stop = new Uint8Array(capacity);
  }

  push(time: number, lateness: number, parent: number, stop: number): void {
    if (this.size === this.time.length) this.grow();
    const label = this.size++;
    this.time[label] = time;
    this.lateness[label] = lateness;
    this.parent[label] = parent;
    this.stop[label] = stop;
  }

  private grow(): void {
    const capacity = this.time.length * 2;
    const time = new Float64Array(capacity);
    time.set(this.time);
    const lateness = new Float64Array(capacity);
    lateness.set(this.lateness);
    const parent = new Int32Array(capacity);
    parent.set(this.parent);
    const stop = new Uint8Array(capacity);
    stop.set(this.stop);
    this.time = time;
    this.lateness = lateness;
    this.parent = parent;
    this.stop = stop;
  }
}

/**
 * Pareto front of the extensions reaching one state (only used when lateness is allowed). Maintained on insertion
 * rather than sorted afterwards: fronts hold a handful of labels, and this runs for every state, so avoiding an
 * allocation and a sort per state is what keeps the soft pass within a few times the hard one.
 */
class ParetoFront {
  time = new Float64Array(64);
  lateness = new Float64Array(64);
  parent = new Int32Array(64);
  size = 0;

  /** Adds the label unless a member is both free no later and no more late; drops the members it dominates.
   * Members never dominate each other, so if the newcomer is dominated no member has been dropped yet. */
  offer(time: number, lateness: number, parent: number): void {
    let kept = 0;
    for (let member = 0; member < this.size; member++) {
      const memberTime = this.time[member]!;
      const memberLateness = this.lateness[member]!;
      if (memberTime <= time && memberLateness <= lateness) return;
      if (time <= memberTime && lateness <= memberLateness) continue;
      this.time[kept] = memberTime;
      this.lateness[kept] = memberLateness;
      this.parent[kept] = this.parent[member]!;
      kept++;
    }
    if (kept === this.time.length) this.grow();
    this.time[kept] = time;
    this.lateness[kept] = lateness;
    this.parent[kept] = parent;
    this.size = kept + 1;
  }

  private grow(): void {
    const capacity = this.time.length * 2;
    const time = new Float64Array(capacity);
    time.set(this.time);
    const lateness = new Float64Array(capacity);
    lateness.set(this.lateness);
    const parent = new Int32Array(capacity);
    parent.set(this.parent);
    this.time = time;
    this.lateness = lateness;
    this.parent = parent;
  }
}

/**
 * The sets a partial route can have visited: a set is reachable only when it is closed under precedence (every
 * stop in it has all the stops it must follow in it too). `closed[set]` is 1 for those. Pickup/drop-off pairs
 * leave 3^(n/2) closed sets out of 2^n (6 561 of 65 536 at 16 stops), so both passes skip most of the table.
 */
function closedSets(stopCount: number, predecessorSet: Int32Array): Uint8Array {
  const setCount = 1 << stopCount;
  // needed[set]: union of the predecessor sets of its stops, built from the set without its lowest stop.
  const needed = new Int32Array(setCount);
  const closed = new Uint8Array(setCount);
  closed[0] = 1;
  for (let set = 1; set < setCount; set++) {
    const lowest = 31 - Math.clz32(set & -set);
    needed[set] = needed[set & (set - 1)]! | predecessorSet[lowest]!;
    if ((needed[set]! & ~set) === 0) closed[set] = 1;
  }
  return closed;
}

function predecessorSets(problem: PreparedProblem): Int32Array {
  const predecessorSet = new Int32Array(problem.stopCount);
  for (let stop = 0; stop < problem.stopCount; stop++) {
    for (let edge = problem.predecessorOffsets[stop]!; edge < problem.predecessorOffsets[stop + 1]!; edge++) {
      predecessorSet[stop]! |= 1 << problem.predecessors[edge]!;
    }
  }
  return predecessorSet;
}

/** `incoming[to * n + from]` = travel from → to: the pull loops below read one row of it contiguously. */
function incomingTravel(problem: PreparedProblem): Float64Array {
  const { stopCount, travel } = problem;
  const incoming = new Float64Array(stopCount * stopCount);
  for (let from = 0; from < stopCount; from++) {
    for (let to = 0; to < stopCount; to++) incoming[to * stopCount + from] = travel[from * stopCount + to]!;
  }
  return incoming;
}

/**
 * Hard pass: Held–Karp over (visited set, last stop) with every window a hard deadline. Lateness is then always
 * 0 and the only label of a state is the earliest instant the truck can leave it (a partial route free earlier
 * is never worse: arriving early can always wait), kept in one Float64Array indexed `set · n + last` with the
 * previous stop beside it in an Int8Array (−1: the first stop). Only closed sets are visited, only stops whose
 * removal leaves a closed set can end one, and predecessors are walked bit by bit, so the work is
 * Σ over closed sets of |set|² rather than 2ⁿ · n². Returns null when no route meets every window.
 */
function runHardPass(problem: PreparedProblem, closed: Uint8Array): number[] | null {
  const { stopCount, fromStart, toEnd, earliest, latest, service, departureTime } = problem;
  const setCount = 1 << stopCount;
  const fullSet = setCount - 1;
  const incoming = incomingTravel(problem);
  const leave = new Float64Array(setCount * stopCount).fill(Infinity);
  const previousStop = new Int8Array(setCount * stopCount);

  for (let visited = 1; visited <= fullSet; visited++) {
    if (closed[visited] === 0) continue;
    for (let lastBits = visited; lastBits !== 0; lastBits &= lastBits - 1) {
      const lastBit = lastBits & -lastBits;
      const before = visited ^ lastBit;
      if (closed[before] === 0) continue;
      const last = 31 - Math.clz32(lastBit);
      const opening = earliest[last]!;
      const deadline = latest[last]!;
      let best = Infinity;
      let bestPrevious = -1;
      if (before === 0) {
        const arrival = departureTime + fromStart[last]!;
        if (arrival - deadline > 0) continue;
        best = (arrival > opening ? arrival : opening) + service[last]!;
      } else {
        const base = before * stopCount;
        const row = last * stopCount;
        for (let previousBits = before; previousBits !== 0; previousBits &= previousBits - 1) {
          const previous = 31 - Math.clz32(previousBits & -previousBits);
          const free = leave[base + previous]!;
          if (free === Infinity) continue;
          const arrival = free + incoming[row + previous]!;
          if (arrival - deadline > 0) continue;
          const departure = (arrival > opening ? arrival : opening) + service[last]!;
          if (departure < best) {
            best = departure;
            bestPrevious = previous;
          }
        }
        if (bestPrevious < 0) continue;
      }
      leave[visited * stopCount + last] = best;
      previousStop[visited * stopCount + last] = bestPrevious;
    }
  }

  let bestLast = -1;
  let bestFinish = Infinity;
  for (let last = 0; last < stopCount; last++) {
    const free = leave[fullSet * stopCount + last]!;
    if (free === Infinity) continue;
    const finish = free + toEnd[last]!;
    if (finish < bestFinish) {
      bestFinish = finish;
      bestLast = last;
    }
  }
  if (bestLast < 0) return null;
  const order: number[] = [];
  for (let set = fullSet, last = bestLast; last >= 0;) {
    order.push(last);
    const previous = previousStop[set * stopCount + last]!;
    set ^= 1 << last;
    last = previous;
  }
  return order.reverse();
}

/**
 * Soft pass, run only when the hard pass proves no route meets every window: states as above, each holding a
 * Pareto front of labels over (time free to leave, lateness so far). A label dominates another of the same state
 * when it is no later and no more late: every completion of the dominated one is at least as good from the
 * dominating one, because departure and lateness only grow with the time one leaves. So the fronts are exact for
 * "least lateness, then duration". Labels later than `latenessBound` (a route's lateness) are dropped. Sets are filled in increasing numeric order, which visits every subset before
 * its supersets, so each state pulls from finished states and its labels sit contiguously in the pool.
 */
function runSoftPass(problem: PreparedProblem, closed: Uint8Array, latenessBound: number): number[] | null {
  const { stopCount, fromStart, toEnd, earliest, latest, service } = problem;
  const fullSet = (1 << stopCount) - 1;
  const incoming = incomingTravel(problem);
  const stateCount = (fullSet + 1) * stopCount;
  const firstLabel = new Int32Array(stateCount);
  const labelCount = new Int32Array(stateCount);
  const pool = new LabelPool(4096);
  const front = new ParetoFront();
  const shortest = shortestTravel(problem);
  /** Lateness a label must still add, at the least: each stop not yet visited is reached no sooner than by the
   * shortest path from here. A label that cannot finish within the bound is dropped. */
  const cannotFinish = (visited: number, last: number, time: number, lateness: number): boolean => {
    if (latenessBound === Infinity) return false;
    const row = last * stopCount;
    for (let unvisited = fullSet & ~visited; unvisited !== 0; unvisited &= unvisited - 1) {
      const stop = 31 - Math.clz32(unvisited & -unvisited);
      const late = time + shortest[row + stop]! - latest[stop]!;
      if (late > 0) {
        lateness += late;
        if (lateness > latenessBound) return true;
      }
    }
    return false;
  };

  for (let visited = 1; visited <= fullSet; visited++) {
    if (closed[visited] === 0) continue;
    for (let lastBits = visited; lastBits !== 0; lastBits &= lastBits - 1) {
      const lastBit = lastBits & -lastBits;
      const before = visited ^ lastBit;
      if (closed[before] === 0) continue;
      const last = 31 - Math.clz32(lastBit);
      const opening = earliest[last]!;
      const deadline = latest[last]!;
      const serviceTime = service[last]!;
      const state = visited * stopCount + last;

      if (before === 0) {
        const arrival = problem.departureTime + fromStart[last]!;
        const late = arrival - deadline;
        const departure = (arrival > opening ? arrival : opening) + serviceTime;
        if (late > latenessBound || cannotFinish(visited, last, departure, late > 0 ? late : 0)) continue;
        firstLabel[state] = pool.size;
        labelCount[state] = 1;
        pool.push(departure, late > 0 ? late : 0, -1, last);
        continue;
      }

      front.size = 0;
      const poolTime = pool.time;
      const poolLateness = pool.lateness;
      const row = last * stopCount;
      for (let previousBits = before; previousBits !== 0; previousBits &= previousBits - 1) {
        const previous = 31 - Math.clz32(previousBits & -previousBits);
        const previousState = before * stopCount + previous;
        const count = labelCount[previousState]!;
        if (count === 0) continue;
        const duration = incoming[row + previous]!;
        const begin = firstLabel[previousState]!;
        for (let label = begin; label < begin + count; label++) {
          const arrival = poolTime[label]! + duration;
          const late = arrival - deadline;
          const lateness = poolLateness[label]! + (late > 0 ? late : 0);
          if (lateness > latenessBound) continue;
          const departure = (arrival > opening ? arrival : opening) + serviceTime;
          front.offer(departure, lateness, label);
        }
      }

      firstLabel[state] = pool.size;
      for (let member = 0; member < front.size; member++) {
        if (cannotFinish(visited, last, front.time[member]!, front.lateness[member]!)) continue;
        pool.push(front.time[member]!, front.lateness[member]!, front.parent[member]!, last);
      }
      labelCount[state] = pool.size - firstLabel[state];
    }
  }

  let bestLabel = -1;
  let bestLateness = Infinity;
  let bestFinish = Infinity;
  for (let last = 0; last < stopCount; last++) {
    const state = fullSet * stopCount + last;
    const begin = firstLabel[state]!;
    for (let label = begin; label < begin + labelCount[state]!; label++) {
      const finish = pool.time[label]! + toEnd[last]!;
      if (isBetter(pool.lateness[label]!, finish, bestLateness, bestFinish)) {
        bestLabel = label;
        bestLateness = pool.lateness[label]!;
        bestFinish = finish;
      }
    }
  }
  if (bestLabel < 0) return null;
  const order: number[] = [];
  for (let label = bestLabel; label >= 0; label = pool.parent[label]!) order.push(pool.stop[label]!);
  return order.reverse();
}

/** Shortest travel between stops through other stops (Floyd–Warshall): a lower bound on any leg sequence, even
 * when the matrix breaks the triangle inequality. */
function shortestTravel(problem: PreparedProblem): Float64Array {
  const { stopCount } = problem;
  const shortest = Float64Array.from(problem.travel);
  for (let via = 0; via < stopCount; via++) {
    for (let from = 0; from < stopCount; from++) {
      const toVia = shortest[from * stopCount + via]!;
      for (let to = 0; to < stopCount; to++) {
        const through = toVia + shortest[via * stopCount + to]!;
        if (through < shortest[from * stopCount + to]!) shortest[from * stopCount + to] = through;
      }
    }
  }
  return shortest;
}

function solveExactOrder(problem: PreparedProblem): number[] {
  if (problem.stopCount === 0) return [];
  const closed = closedSets(problem.stopCount, predecessorSets(problem));
  // Soft pass only when no route meets every window; its result is then the least-late route. It always
  // exists because precedence is acyclic.
  return (
    runHardPass(problem, closed) ??
    runSoftPass(problem, closed, softPassLatenessBound(problem)) ?? [...problem.topologicalOrder]
  );
}

/**
 * The lateness of a short heuristic search (a few milliseconds): lateness only grows along a partial route, so
 * the soft pass drops every label already later than that, and the optimum (never later) survives. Labels at
 * or under the bound are the same with or without it, so the answer does not depend on what the search found;
 * the margin only absorbs rounding between two sums of the same numbers.
 */
function softPassLatenessBound(problem: PreparedProblem): number {
  const order = solveHeuristicOrder(problem, {
    timeLimitMs: 5,
    seed: DEFAULT_SEED,
    iterations: problem.stopCount,
  });
  const simulator = new RouteSimulator(problem);
  if (!simulator.run(Int32Array.from(order), order.length)) return Infinity;
  return simulator.lateness * (1 + 1e-9) + 1e-9;
}

// -----------------------------------------------------------------------------------------------------------
// Heuristic: precedence-aware cheapest insertion, then iterated local search under a wall-clock limit
// -----------------------------------------------------------------------------------------------------------

/** Reading the clock costs as much as evaluating a short route, so `isExpired` samples it every 32 calls. */
class SearchClock {
  private readonly deadline: number;
  private calls = 0;
  private expired = false;

  constructor(timeLimitMs: number) {
    this.deadline = performance.now() + timeLimitMs;
  }

  isExpired(): boolean {
    if (this.expired) return true;
    if ((++this.calls & 31) !== 0) return false;
    return this.isExpiredNow();
  }

  isExpiredNow(): boolean {
    this.expired = this.expired || performance.now() >= this.deadline;
    return this.expired;
  }
}

interface SearchContext {
  readonly problem: PreparedProblem;
  readonly simulator: RouteSimulator;
  readonly clock: SearchClock;
  /** Scratch route reused by every move to avoid allocation in the inner loops. */
  readonly candidate: Int32Array;
}

/**
 * Cost of the leg between two consecutive route entries, −1 standing for the start (before) or the end
 * (after).
 */
function legCost(problem: PreparedProblem, from: number, to: number): number {
  if (from < 0) return to < 0 ? problem.startToEnd : problem.fromStart[to]!;
  if (to < 0) return problem.toEnd[from]!;
  return problem.travel[from * problem.stopCount + to]!;
}

/**
 * Cheapest insertion restricted to stops whose predecessors are all routed, at positions after the last of
 * them; successors are unrouted at that moment, so every partial route stays precedence-feasible. Without
 * time windows the insertion delta is exact in O(1); with windows the partial route is simulated. If the
 * clock runs out the remaining stops are appended in topological order, which is still feasible.
 */
function constructRoute(context: SearchContext): Int32Array {
  const { problem, simulator, clock, candidate } = context;
  const stopCount = problem.stopCount;
  const route = new Int32Array(stopCount);
  const routed = new Uint8Array(stopCount);
  const positionOf = new Int32Array(stopCount);
  let length = 0;

  while (length < stopCount && !clock.isExpiredNow()) {
    let bestStop = -1;
    let bestPosition = -1;
    let bestLateness = Infinity;
    let bestCost = Infinity;
    for (let stop = 0; stop < stopCount && !clock.isExpired(); stop++) {
      if (routed[stop] === 1) continue;
      let lowest = 0;
      let available = true;
      for (
        let edge = problem.predecessorOffsets[stop]!;
        edge < problem.predecessorOffsets[stop + 1]!;
        edge++
      ) {
        const predecessor = problem.predecessors[edge]!;
        if (routed[predecessor] === 0) {
          available = false;
          break;
        }
        lowest = Math.max(lowest, positionOf[predecessor]! + 1);
      }
      if (!available) continue;
      for (let position = lowest; position <= length; position++) {
        let lateness = 0;
        let cost: number;
        if (problem.hasTimeWindows) {
          candidate.set(route.subarray(0, position));
          candidate[position] = stop;
          candidate.set(route.subarray(position, length), position + 1);
          simulator.run(candidate, length + 1);
          lateness = simulator.lateness;
          cost = simulator.cost;
        } else {
          const before = position > 0 ? route[position - 1]! : -1;
          const after = position < length ? route[position]! : -1;
          cost =
            legCost(problem, before, stop) + legCost(problem, stop, after) - legCost(problem, before, after);
        }
        if (isBetter(lateness, cost, bestLateness, bestCost)) {
          bestStop = stop;
          bestPosition = position;
          bestLateness = lateness;
          bestCost = cost;
        }
      }
    }
    if (bestStop < 0) break;
    route.copyWithin(bestPosition + 1, bestPosition, length);
    route[bestPosition] = bestStop;
    routed[bestStop] = 1;
    length++;
    for (let position = bestPosition; position < length; position++) positionOf[route[position]!] = position;
  }

  for (const stop of problem.topologicalOrder) {
    if (routed[stop] === 0) route[length++] = stop;
  }
  return route;
}

interface Objective {
  lateness: number;
  cost: number;
}

/**
 * First-improvement descent over three neighbourhoods until none improves or the clock runs out:
 *   - Or-opt: move a segment of 1–3 consecutive stops elsewhere (relocate is the 1-stop case); the natural
 *     move for pickup/drop-off routes, since it carries a pickup and its drop-off together;
 *   - 2-opt: reverse a segment (its inner legs are re-priced, so asymmetric matrices are handled);
 *   - swap two non-adjacent stops.
 * Precedence is checked in O(1) per move from the positions of each stop's predecessors and successors, and
 * the same bounds cut the loops short (a segment that cannot jump a stop cannot jump any further one either),
 * so every route the search holds is feasible. Without time windows the cost change of a move is a handful of
 * matrix lookups; with windows a move shifts every later arrival, so the candidate route is simulated in
 * full.
 */
class LocalSearch {
  private readonly context: SearchContext;
  private readonly windowless: boolean;
  private readonly positionOf: Int32Array;
  /** Per route position: the highest position among the stop's predecessors, −1 if it has none. */
  private readonly latestPredecessor: Int32Array;
  /** Per route position: the lowest position among the stop's successors, stopCount if it has none. */
  private readonly earliestSuccessor: Int32Array;
  /** Travel from position 0 to each position, driven forwards and (for reversals) backwards. */
  private readonly forwardPrefix: Float64Array;
  private readonly backwardPrefix: Float64Array;
  /** With time windows: when the truck leaves each position of the route, and the lateness up to it. */
  private readonly departureAt: Float64Array;
  private readonly latenessAt: Float64Array;
  private route: Int32Array = new Int32Array(0);
  private objective: Objective = { lateness: 0, cost: 0 };

  constructor(context: SearchContext) {
    const stopCount = context.problem.stopCount;
    this.context = context;
    this.windowless = !context.problem.hasTimeWindows;
    this.positionOf = new Int32Array(stopCount);
    this.latestPredecessor = new Int32Array(stopCount);
    this.earliestSuccessor = new Int32Array(stopCount);
    this.forwardPrefix = new Float64Array(stopCount);
    this.backwardPrefix = new Float64Array(stopCount);
    this.departureAt = new Float64Array(stopCount);
    this.latenessAt = new Float64Array(stopCount);
  }

  /** Improves `route` in place and keeps `objective` in step with it. */
  improve(route: Int32Array, objective: Objective): void {
    this.route = route;
    this.objective = objective;
    this.refresh();
    let improved = true;
    while (improved && !this.context.clock.isExpiredNow()) {
      improved = this.relocateSegments();
      improved = this.reverseSegments() || improved;
      improved = this.swapStops() || improved;
    }
  }

  private relocateSegments(): boolean {
    const { problem, clock } = this.context;
    const route = this.route;
    const stopCount = route.length;
    let improved = false;
    for (let segmentLength = 1; segmentLength <= 3 && segmentLength < stopCount; segmentLength++) {
      const remainingLength = stopCount - segmentLength;
      for (let from = 0; from <= remainingLength; from++) {
        const last = from + segmentLength - 1;
        // `to` indexes the route without the segment. Moving back, the segment may not pass a stop it must
        // follow; moving forward, it may not pass a stop that must follow it.
        let lowestTo = 0;
        let highestTo = remainingLength;
        for (let position = from; position <= last; position++) {
          const stop = route[position]!;
          for (
            let edge = problem.predecessorOffsets[stop]!;
            edge < problem.predecessorOffsets[stop + 1]!;
            edge++
          ) {
            const predecessorPosition = this.positionOf[problem.predecessors[edge]!]!;
            if (predecessorPosition < from) lowestTo = Math.max(lowestTo, predecessorPosition + 1);
          }
          for (
            let edge = problem.successorOffsets[stop]!;
            edge < problem.successorOffsets[stop + 1]!;
            edge++
          ) {
            const successorPosition = this.positionOf[problem.successors[edge]!]!;
            if (successorPosition > last) highestTo = Math.min(highestTo, successorPosition - segmentLength);
          }
        }
        for (let to = lowestTo; to <= highestTo; to++) {
          if (to === from) continue;
          if (clock.isExpired()) return improved;
          if (this.windowless && this.relocationDelta(from, segmentLength, to) >= -this.tolerance()) continue;
          this.writeRelocation(from, segmentLength, to);
          if (!this.acceptCandidate(Math.min(from, to), Math.max(from, to) + segmentLength - 1)) continue;
          improved = true;
          // The bounds above describe the route before the move: recompute them for the next segment.
          break;
        }
      }
    }
    return improved;
  }

  private reverseSegments(): boolean {
    const clock = this.context.clock;
    const stopCount = this.route.length;
    let improved = false;
    for (let first = 0; first < stopCount - 1; first++) {
      let latestInside = -1;
      for (let last = first + 1; last < stopCount; last++) {
        // Once the segment holds a stop and one it must follow, every longer segment does too.
        latestInside = Math.max(latestInside, this.latestPredecessor[last]!);
        if (latestInside >= first) break;
        if (clock.isExpired()) return improved;
        if (this.windowless && this.reversalDelta(first, last) >= -this.tolerance()) continue;
        this.writeReversal(first, last);
        if (!this.acceptCandidate(first, last)) continue;
        improved = true;
        break;
      }
    }
    return improved;
  }

  private swapStops(): boolean {
    const clock = this.context.clock;
    const stopCount = this.route.length;
    let improved = false;
    for (let first = 0; first < stopCount - 2; first++) {
      for (let second = first + 2; second < stopCount; second++) {
        // The first stop lands at `second`, so everything that must follow it has to lie beyond; and the
        // second stop lands at `first`, so everything it must follow has to lie before.
        if (this.earliestSuccessor[first]! <= second) break;
        if (this.latestPredecessor[second]! >= first) continue;
        if (clock.isExpired()) return improved;
        if (this.windowless && this.swapDelta(first, second) >= -this.tolerance()) continue;
        this.writeSwap(first, second);
        if (this.acceptCandidate(first, second)) improved = true;
      }
    }
    return improved;
  }

  /** Deltas come from sums of differences, so an "improvement" within rounding noise is ignored: accepting it
   * could undo the previous move and loop. */
  private tolerance(): number {
    return 1e-9 * (1 + Math.abs(this.objective.cost));
  }

  private stopAt(position: number): number {
    return position >= 0 && position < this.route.length ? this.route[position]! : -1;
  }

  private relocationDelta(from: number, segmentLength: number, to: number): number {
    const problem = this.context.problem;
    const last = from + segmentLength - 1;
    const first = this.route[from]!;
    const final = this.route[last]!;
    const before = this.stopAt(from - 1);
    const after = this.stopAt(last + 1);
    // Neighbours of the insertion point in the route without the segment.
    const previous = to === 0 ? -1 : this.stopAt(to - 1 < from ? to - 1 : to - 1 + segmentLength);
    const next =
      to === this.route.length - segmentLength ? -1 : this.stopAt(to < from ? to : to + segmentLength);
    const removalGain =
      legCost(problem, before, first) + legCost(problem, final, after) - legCost(problem, before, after);
    const insertionCost =
      legCost(problem, previous, first) + legCost(problem, final, next) - legCost(problem, previous, next);
    return insertionCost - removalGain;
  }

  private reversalDelta(first: number, last: number): number {
    const problem = this.context.problem;
    const before = this.stopAt(first - 1);
    const after = this.stopAt(last + 1);
    const firstStop = this.route[first]!;
    const lastStop = this.route[last]!;
    const current =
      legCost(problem, before, firstStop) +
      (this.forwardPrefix[last]! - this.forwardPrefix[first]!) +
      legCost(problem, lastStop, after);
    const reversed =
      legCost(problem, before, lastStop) +
      (this.backwardPrefix[last]! - this.backwardPrefix[first]!) +
      legCost(problem, firstStop, after);
    return reversed - current;
  }

  private swapDelta(first: number, second: number): number {
    const problem = this.context.problem;
    const firstStop = this.route[first]!;
    const secondStop = this.route[second]!;
    const beforeFirst = this.stopAt(first - 1);
    const afterFirst = this.route[first + 1]!;
    const beforeSecond = this.route[second - 1]!;
    const afterSecond = this.stopAt(second + 1);
    const current =
      legCost(problem, beforeFirst, firstStop) +
      legCost(problem, firstStop, afterFirst) +
      legCost(problem, beforeSecond, secondStop) +
      legCost(problem, secondStop, afterSecond);
    const swapped =
      legCost(problem, beforeFirst, secondStop) +
      legCost(problem, secondStop, afterFirst) +
      legCost(problem, beforeSecond, firstStop) +
      legCost(problem, firstStop, afterSecond);
    return swapped - current;
  }

  private writeRelocation(from: number, segmentLength: number, to: number): void {
    const { route } = this;
    const candidate = this.context.candidate;
    const remainingLength = route.length - segmentLength;
    let write = 0;
    for (let read = 0; read <= remainingLength; read++) {
      if (read === to) {
        for (let offset = 0; offset < segmentLength; offset++) candidate[write++] = route[from + offset]!;
      }
      if (read < remainingLength) candidate[write++] = route[read < from ? read : read + segmentLength]!;
    }
  }

  private writeReversal(first: number, last: number): void {
    const candidate = this.context.candidate;
    candidate.set(this.route);
    for (let left = first, right = last; left < right; left++, right--) {
      candidate[left] = this.route[right]!;
      candidate[right] = this.route[left]!;
    }
  }

  private writeSwap(first: number, second: number): void {
    const candidate = this.context.candidate;
    candidate.set(this.route);
    candidate[first] = this.route[second]!;
    candidate[second] = this.route[first]!;
  }

  /** Simulates the candidate; adopts it when feasible and better. Without windows the delta already said
   * "better", and the simulation only refreshes the exact objective. */
  private acceptCandidate(firstChanged: number, lastChanged: number): boolean {
    const { simulator, candidate } = this.context;
    if (!this.windowless && !this.mayImprove(firstChanged, lastChanged)) return false;
    if (!simulator.run(candidate, candidate.length)) return false;
    if (!isBetter(simulator.lateness, simulator.cost, this.objective.lateness, this.objective.cost))
      return false;
    this.route.set(candidate);
    this.objective.lateness = simulator.lateness;
    this.objective.cost = simulator.cost;
    this.refresh();
    return true;
  }

  /**
   * With time windows, a quick verdict on the candidate, whose positions `firstChanged..lastChanged` differ from
   * the route: timed from the route's own schedule just before the change, and given up as soon as it cannot be
   * better — more late than the whole route already, or, past the change (where both visit the same stops), free
   * no earlier and no less late at some position, since from there on it can only finish no earlier and no less
   * late; and decided there when it is free at the same instant as the route (the rest is then identical). Same
   * arithmetic as `RouteSimulator`, so a candidate it lets through is judged on the same numbers.
   */
  private mayImprove(firstChanged: number, lastChanged: number): boolean {
    const problem = this.context.problem;
    const { stopCount, travel, fromStart, earliest, latest, service } = problem;
    const candidate = this.context.candidate;
    let time = firstChanged === 0 ? problem.departureTime : this.departureAt[firstChanged - 1]!;
    let lateness = firstChanged === 0 ? 0 : this.latenessAt[firstChanged - 1]!;
    let previous = firstChanged === 0 ? -1 : candidate[firstChanged - 1]!;
    const bound = this.objective.lateness;
    for (let position = firstChanged; position < stopCount; position++) {
      const stop = candidate[position]!;
      const arrival = time + (previous < 0 ? fromStart[stop]! : travel[previous * stopCount + stop]!);
      const late = arrival - latest[stop]!;
      if (late > 0) {
        lateness += late;
        if (lateness > bound) return false;
      }
      const opening = earliest[stop]!;
      time = (arrival > opening ? arrival : opening) + service[stop]!;
      previous = stop;
      if (position > lastChanged) {
        const routeTime = this.departureAt[position]!;
        const routeLateness = this.latenessAt[position]!;
        if (time >= routeTime && lateness >= routeLateness) return false;
        // Free at the same instant, with the same stops ahead: the rest of both routes is identical, so the
        // candidate is better exactly when it is less late so far.
        if (time === routeTime) return lateness < routeLateness;
      }
    }
    return true;
  }

  /** The route's schedule for `mayImprove`, computed as `RouteSimulator.run` does. */
  private refreshSchedule(): void {
    const problem = this.context.problem;
    const { stopCount, travel, fromStart, earliest, latest, service } = problem;
    let time = problem.departureTime;
    let lateness = 0;
    let previous = -1;
    for (let position = 0; position < this.route.length; position++) {
      const stop = this.route[position]!;
      const arrival = time + (previous < 0 ? fromStart[stop]! : travel[previous * stopCount + stop]!);
      const late = arrival - latest[stop]!;
      if (late > 0) lateness += late;
      const opening = earliest[stop]!;
      time = (arrival > opening ? arrival : opening) + service[stop]!;
      previous = stop;
      this.departureAt[position] = time;
      this.latenessAt[position] = lateness;
    }
  }

  private refresh(): void {
    const problem = this.context.problem;
    const route = this.route;
    const stopCount = route.length;
    for (let position = 0; position < stopCount; position++) this.positionOf[route[position]!] = position;
    for (let position = 0; position < stopCount; position++) {
      const stop = route[position]!;
      let latest = -1;
      for (
        let edge = problem.predecessorOffsets[stop]!;
        edge < problem.predecessorOffsets[stop + 1]!;
        edge++
      ) {
        latest = Math.max(latest, this.positionOf[problem.predecessors[edge]!]!);
      }
      let earliest = stopCount;
      for (let edge = problem.successorOffsets[stop]!; edge < problem.successorOffsets[stop + 1]!; edge++) {
        earliest = Math.min(earliest, this.positionOf[problem.successors[edge]!]!);
      }
      this.latestPredecessor[position] = latest;
      this.earliestSuccessor[position] = earliest;
    }
    if (!this.windowless) {
      this.refreshSchedule();
      return;
    }
    for (let position = 1; position < stopCount; position++) {
      const from = route[position - 1]!;
      const to = route[position]!;
      this.forwardPrefix[position] =
        this.forwardPrefix[position - 1]! + problem.travel[from * stopCount + to]!;
      this.backwardPrefix[position] =
        this.backwardPrefix[position - 1]! + problem.travel[to * stopCount + from]!;
    }
  }
}

/**
 * Kick for the iterated local search: pull 2–4 random stops out and reinsert each at a random position
 * between its last predecessor and its first successor, so the perturbed route is feasible by construction.
 */
function perturb(problem: PreparedProblem, source: Int32Array, random: () => number): Int32Array {
  const working = Array.from(source);
  const stopCount = working.length;
  const isPredecessor = new Uint8Array(stopCount);
  const isSuccessor = new Uint8Array(stopCount);
  const relocations = Math.min(stopCount, 2 + Math.floor(random() * 3));
  for (let round = 0; round < relocations; round++) {
    const [stop] = working.splice(Math.floor(random() * stopCount), 1);
    if (stop === undefined) continue;
    isPredecessor.fill(0);
    isSuccessor.fill(0);
    for (let edge = problem.predecessorOffsets[stop]!; edge < problem.predecessorOffsets[stop + 1]!; edge++) {
      isPredecessor[problem.predecessors[edge]!] = 1;
    }
    for (let edge = problem.successorOffsets[stop]!; edge < problem.successorOffsets[stop + 1]!; edge++) {
      isSuccessor[problem.successors[edge]!] = 1;
    }
    let lowest = 0;
    let highest = working.length;
    working.forEach((other, position) => {
      if (isPredecessor[other] === 1) lowest = Math.max(lowest, position + 1);
      if (isSuccessor[other] === 1) highest = Math.min(highest, position);
    });
    working.splice(lowest + Math.floor(random() * (highest - lowest + 1)), 0, stop);
  }
  return Int32Array.from(working);
}

/**
 * Stops of the route ordered by closeness to each stop (travel both ways), nearest first: the ruin step removes a
 * stop with its neighbours, so the recreate step can rebuild a whole stretch of road differently. At most
 * `NEIGHBOUR_LIMIT` per stop, so large tours stay O(n²) here.
 */
const NEIGHBOUR_LIMIT = 24;

function nearestStops(problem: PreparedProblem): { offsets: Int32Array; neighbours: Int32Array } {
  const { stopCount, travel } = problem;
  const width = Math.min(NEIGHBOUR_LIMIT, Math.max(0, stopCount - 1));
  const neighbours = new Int32Array(stopCount * width);
  const offsets = new Int32Array(stopCount + 1);
  const others: number[] = [];
  const closeness = new Float64Array(stopCount);
  for (let stop = 0; stop < stopCount; stop++) {
    others.length = 0;
    for (let other = 0; other < stopCount; other++) {
      if (other === stop) continue;
      closeness[other] = travel[stop * stopCount + other]! + travel[other * stopCount + stop]!;
      others.push(other);
    }
    others.sort((left, right) => closeness[left]! - closeness[right]! || left - right);
    for (let rank = 0; rank < width; rank++) neighbours[stop * width + rank] = others[rank]!;
    offsets[stop + 1] = offsets[stop]! + width;
  }
  return { offsets, neighbours };
}

/**
 * Kick for the iterated local search, ruin and recreate: remove a random stop, often with the stops it must follow
 * or that must follow it (so a drop-off and its pickups can move as one), and the stops nearest to it, 3 to 12 in
 * all; then put them back one at a time, always the cheapest insertion of any of them whose predecessors are all
 * routed, after the last of those and before the first routed stop that must follow it directly or through a
 * stop still pending. Removing stops keeps a route feasible and no insertion crosses a constraint, so the result
 * is feasible by construction. Insertion is priced by travel only (O(1));
 * with time windows the descent that follows does the timing.
 */
function ruinAndRecreate(
  problem: PreparedProblem,
  near: { offsets: Int32Array; neighbours: Int32Array },
  source: Int32Array,
  random: () => number,
): Int32Array {
  const stopCount = problem.stopCount;
  const removed = new Uint8Array(stopCount);
  const pending: number[] = [];
  const remove = (stop: number) => {
    if (removed[stop] === 1) return;
    removed[stop] = 1;
    pending.push(stop);
  };
  const target = Math.min(stopCount - 1, 3 + Math.floor(random() * 10));
  const seed = source[Math.floor(random() * stopCount)]!;
  remove(seed);
  if (random() < 0.5) {
    for (let edge = problem.predecessorOffsets[seed]!; edge < problem.predecessorOffsets[seed + 1]!; edge++) {
      if (pending.length < target) remove(problem.predecessors[edge]!);
    }
    for (let edge = problem.successorOffsets[seed]!; edge < problem.successorOffsets[seed + 1]!; edge++) {
      if (pending.length < target) remove(problem.successors[edge]!);
    }
  }
  for (let rank = near.offsets[seed]!; rank < near.offsets[seed + 1]! && pending.length < target; rank++) {
    // Skip a few neighbours at random so the same stop does not always take the same company along.
    if (random() < 0.2) continue;
    remove(near.neighbours[rank]!);
  }

  const route = new Int32Array(stopCount);
  let length = 0;
  for (const stop of source) if (removed[stop] === 0) route[length++] = stop;
  const positionOf = new Int32Array(stopCount).fill(-1);
  for (let position = 0; position < length; position++) positionOf[route[position]!] = position;

  const stack: number[] = [];
  const seen = new Int32Array(stopCount);
  let mark = 0;
  while (pending.length > 0) {
    let bestIndex = -1;
    let bestPosition = -1;
    let bestCost = Infinity;
    for (let index = 0; index < pending.length; index++) {
      const stop = pending[index]!;
      let lowest = 0;
      let highest = length;
      let available = true;
      for (
        let edge = problem.predecessorOffsets[stop]!;
        edge < problem.predecessorOffsets[stop + 1]!;
        edge++
      ) {
        const position = positionOf[problem.predecessors[edge]!]!;
        if (position < 0) {
          available = false;
          break;
        }
        if (position + 1 > lowest) lowest = position + 1;
      }
      if (!available) continue;
      // Before every routed stop that must follow it, directly or through stops still pending: a pending
      // successor has to fit between this stop and those.
      stack.length = 0;
      stack.push(stop);
      mark++;
      while (stack.length > 0) {
        const from = stack.pop()!;
        for (let edge = problem.successorOffsets[from]!; edge < problem.successorOffsets[from + 1]!; edge++) {
          const successor = problem.successors[edge]!;
          if (seen[successor] === mark) continue;
          seen[successor] = mark;
          const position = positionOf[successor]!;
          if (position < 0) stack.push(successor);
          else if (position < highest) highest = position;
        }
      }
      for (let position = lowest; position <= highest; position++) {
        const before = position > 0 ? route[position - 1]! : -1;
        const after = position < length ? route[position]! : -1;
        const cost =
          legCost(problem, before, stop) + legCost(problem, stop, after) - legCost(problem, before, after);
        if (cost < bestCost) {
          bestCost = cost;
          bestIndex = index;
          bestPosition = position;
        }
      }
    }
    const stop = pending[bestIndex]!;
    pending[bestIndex] = pending[pending.length - 1]!;
    pending.pop();
    route.copyWithin(bestPosition + 1, bestPosition, length);
    route[bestPosition] = stop;
    length++;
    for (let position = bestPosition; position < length; position++) positionOf[route[position]!] = position;
  }
  return route;
}

function solveHeuristicOrder(problem: PreparedProblem, options: SearchOptions): number[] {
  const stopCount = problem.stopCount;
  const context: SearchContext = {
    problem,
    simulator: new RouteSimulator(problem),
    clock: new SearchClock(options.timeLimitMs),
    candidate: new Int32Array(stopCount),
  };
  const best = constructRoute(context);
  context.simulator.run(best, stopCount);
  const bestObjective: Objective = { lateness: context.simulator.lateness, cost: context.simulator.cost };
  const localSearch = new LocalSearch(context);
  localSearch.improve(best, bestObjective);

  // Restarting every round from the best route (accepting ties, to drift across plateaus) is the simplest
  // acceptance rule that worked well on the benchmark instances; see README.md for the measured gaps.
  const iterations = options.iterations ?? 50 + 10 * stopCount;
  const random = createSeededRandom(options.seed);
  const near = nearestStops(problem);
  for (let round = 0; round < iterations && stopCount >= 3 && !context.clock.isExpiredNow(); round++) {
    const trial =
      round % 2 === 0 ? ruinAndRecreate(problem, near, best, random) : perturb(problem, best, random);
    context.simulator.run(trial, stopCount);
    const trialObjective: Objective = { lateness: context.simulator.lateness, cost: context.simulator.cost };
    localSearch.improve(trial, trialObjective);
    if (!isBetter(bestObjective.lateness, bestObjective.cost, trialObjective.lateness, trialObjective.cost)) {
      best.set(trial);
      bestObjective.lateness = trialObjective.lateness;
      bestObjective.cost = trialObjective.cost;
    }
  }
  return Array.from(best);
}

// -----------------------------------------------------------------------------------------------------------
// Public API
// -----------------------------------------------------------------------------------------------------------

function toResult(
  problem: PreparedProblem,
  order: number[],
  method: RouteOptimizationResult['method'],
): RouteOptimizationResult {
  return { order, isOptimal: method === 'exact', method, ...describeRoute(problem, order) };
}

/** Exact solver (provably optimal). Throws `TOO_MANY_STOPS` above `MAXIMUM_EXACT_STOPS`. */
export function solveExact(input: RouteOptimizationInput): RouteOptimizationResult {
  const { problem } = prepareProblem(input);
  if (problem.stopCount > MAXIMUM_EXACT_STOPS) {
    fail('TOO_MANY_STOPS', `the exact solver handles at most ${MAXIMUM_EXACT_STOPS} stops`);
  }
  return toResult(problem, solveExactOrder(problem), 'exact');
}

/** Heuristic solver, any size; bounded by `timeLimitMs`. Never breaks precedence. */
export function solveHeuristic(input: RouteOptimizationInput): RouteOptimizationResult {
  const { problem, options } = prepareProblem(input);
  return toResult(problem, solveHeuristicOrder(problem, options), 'heuristic');
}

/** Best stop order: exact up to `EXACT_STOP_LIMIT` stops, heuristic beyond. */
export function optimizeRoute(input: RouteOptimizationInput): RouteOptimizationResult {
  const { problem, options } = prepareProblem(input);
  return problem.stopCount <= EXACT_STOP_LIMIT
    ? toResult(problem, solveExactOrder(problem), 'exact')
    : toResult(problem, solveHeuristicOrder(problem, options), 'heuristic');
}

/**
 * Full evaluation of a given order (any permutation of stop positions, precedence reported, not enforced).
 */
export function evaluateRoute(input: RouteOptimizationInput, order: readonly number[]): RouteEvaluation {
  const { problem } = prepareProblem(input);
  if (!isArray(order) || order.length !== problem.stopCount) {
    fail('INVALID_ORDER', `order must list all ${problem.stopCount} stop positions`);
  }
  const seen = new Uint8Array(problem.stopCount);
  for (const stop of order) {
    if (!isMatrixIndex(stop, problem.stopCount) || seen[stop] === 1) {
      fail('INVALID_ORDER', 'order must list every stop position exactly once');
    }
    seen[stop] = 1;
  }
  return describeRoute(problem, order);
}

/** Objective value (route duration) of a given order; see `evaluateRoute` for lateness and the schedule. */
export function routeCost(input: RouteOptimizationInput, order: readonly number[]): number {
  return evaluateRoute(input, order).cost;
}
