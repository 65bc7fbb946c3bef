import type { SessionUser } from '@portal/contracts';

/**
 * What a session check needs, kept for a few seconds so a busy client does not cost a database query per request
 * (issue 12 'Per-request cost', docs/decisions/090). Only what the check and GET /api/me use: no password hash.
 */
export interface CachedSession {
  sessionId: number;
  lastSeenAt: Date;
  expiresAt: Date;
  user: SessionUser & { statusId: number; lockedAt: Date | null };
}

interface Entry {
  session: CachedSession;
  /** When the entry stops answering, in ms since the epoch. */
  freshUntil: number;
}

export interface SessionCacheOptions {
  /** How long an entry answers; 0 turns the cache off. */
  ttlMs: number;
  /** The most entries kept; the least recently used goes first. */
  maxEntries: number;
}

/**
 * Token hash → session and user snapshot; least recently used first out, each entry for at most `ttlMs`.
 *
 * Invalidation bumps a generation: a database read that started before an invalidation must not store what it
 * read (the change may have committed after the read), so `store` takes the generation seen before the read
 * (`generation()`) and drops the entry when another invalidation happened meanwhile.
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  #generation = 0;

  constructor(private readonly options: SessionCacheOptions) {}

  get isEnabled(): boolean {
    return this.options.ttlMs > 0 && this.options.maxEntries > 0;
  }

  get size(): number {
    return this.#entries.size;
  }

  generation(): number {
    return this.#generation;
  }

  get(tokenHash: string, nowMs: number): CachedSession | undefined {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    this.#entries.delete(tokenHash);
    if (entry.freshUntil <= nowMs) return undefined;
    // Re-inserted: a Map iterates in insertion order, so its first key is the least recently used.
    this.#entries.set(tokenHash, entry);
    return entry.session;
  }

  store(tokenHash: string, session: CachedSession, nowMs: number, readAtGeneration: number): void {
    if (!this.isEnabled || readAtGeneration !== this.#generation) return;
    this.#entries.delete(tokenHash);
    while (this.#entries.size >= this.options.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#entries.delete(oldest.value);
    }
    this.#entries.set(tokenHash, { session, freshUntil: nowMs + this.options.ttlMs });
  }

  /** Keeps an entry's last-seen time in step with the write the check just made. */
  touch(tokenHash: string, lastSeenAt: Date): void {
    const entry = this.#entries.get(tokenHash);
    if (entry) entry.session = { ...entry.session, lastSeenAt };
  }

  invalidateUser(userId: number): void {
    this.#generation += 1;
    for (const [tokenHash, entry] of this.#entries) {
      if (entry.session.user.id === userId) this.#entries.delete(tokenHash);
    }
  }

  invalidateSession(sessionId: number): void {
    this.#generation += 1;
    for (const [tokenHash, entry] of this.#entries) {
      if (entry.session.sessionId === sessionId) this.#entries.delete(tokenHash);
    }
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }
}
