/**
 * A small in-memory sliding-window limiter keyed by string. Per instance: with several instances an attacker
 * gets at most this many tries per instance, and the per-account lockout still stops guessing after 5 failures.
 */
export class SlidingWindowLimiter {
  readonly #attempts = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  tryTake(key: string, nowMs: number): boolean {
    const recent = (this.#attempts.get(key) ?? []).filter((at) => nowMs - at < this.windowMs);
    if (recent.length >= this.limit) {
      this.#attempts.set(key, recent);
      return false;
    }
    recent.push(nowMs);
    this.#attempts.set(key, recent);
    if (this.#attempts.size > 10_000) this.#sweep(nowMs);
    return true;
  }

  reset(key: string): void {
    this.#attempts.delete(key);
  }

  #sweep(nowMs: number): void {
    for (const [key, attempts] of this.#attempts) {
      if (attempts.every((at) => nowMs - at >= this.windowMs)) this.#attempts.delete(key);
    }
  }
}
