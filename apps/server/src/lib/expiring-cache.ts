export interface ExpiringCacheOptions {
  /** How long an entry answers; 0 turns the cache off. */
  ttlMs: number;
  /** The most entries kept; the least recently used goes first. */
  maxEntries: number;
}

interface Entry<TValue> {
  value: TValue;
  /** When the entry stops answering, in ms since the epoch. */
  freshUntil: number;
}

/**
 * Key → value, least recently used first out, each entry for at most `ttlMs`: what the session cache (decision
 * 090) and the order lists' totals and rows (decisions 184, 190) keep between the changes that empty them.
 *
 * Forgetting bumps a generation: a database read that started before a change must not store what it read (the
 * change may have committed after the read), so `store` takes the generation seen before the read (`generation()`)
 * and drops the value when something was forgotten meanwhile.
 */
export class ExpiringCache<TValue> {
  readonly #entries = new Map<string, Entry<TValue>>();
  #generation = 0;

  constructor(private readonly options: ExpiringCacheOptions) {}

  get isEnabled(): boolean {
    return this.options.ttlMs > 0 && this.options.maxEntries > 0;
  }

  get size(): number {
    return this.#entries.size;
  }

  generation(): number {
    return this.#generation;
  }

  get(key: string, nowMs: number): TValue | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.freshUntil <= nowMs) return undefined;
    // Re-inserted: a Map iterates in insertion order, so its first key is the least recently used.
    this.#entries.set(key, entry);
    return entry.value;
  }

  store(key: string, value: TValue, nowMs: number, readAtGeneration: number): void {
    if (!this.isEnabled || readAtGeneration !== this.#generation) return;
    this.#entries.delete(key);
    while (this.#entries.size >= this.options.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, { value, freshUntil: nowMs + this.options.ttlMs });
  }

  /** Replaces a kept value in place (same freshness), when the cache's owner just wrote what changed in it. */
  update(key: string, change: (value: TValue) => TValue): void {
    const entry = this.#entries.get(key);
    if (entry) entry.value = change(entry.value);
  }

  /** Forgets every entry whose value matches. */
  forgetWhere(matches: (value: TValue) => boolean): void {
    this.#generation += 1;
    for (const [key, entry] of this.#entries) {
      if (matches(entry.value)) this.#entries.delete(key);
    }
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }
}
