// Workspace presence (spec 000 §9 'Workspace visitors', spec 001 §8 'Notices'): who is in which record now.
// Each instance owns the visitors of its own sockets; with several instances it also keeps the views the others
// broadcast, each expiring when its instance stops sending heart-beats (docs/operations.md 'Live updates').

/** `${kind}/${id}`, e.g. `order/42`. */
export type PresenceKey = string;

export interface PresenceEntry {
  userId: number;
  /** ISO timestamp of the user's first entry among their connections. */
  enteredAt: string;
}

export interface PresenceStore {
  /** A connection enters a record; false when it was already there (nothing to announce). */
  enter(key: PresenceKey, connectionId: string, userId: number, at: Date): boolean;
  /** A connection leaves a record; false when it was not there. */
  leave(key: PresenceKey, connectionId: string): boolean;
  /** A socket dropped: forget all its entries and return the records whose visitors changed. */
  dropConnection(connectionId: string): PresenceKey[];
  /** How many records a connection is in (bounded by the gateway). */
  countForConnection(connectionId: string): number;
  /** clear…Visitors: forget everybody in the record, local and remote; true when somebody was there. */
  clear(key: PresenceKey): boolean;
  /** This instance's own view of a record, one entry per user (what it broadcasts to the others). */
  localEntries(key: PresenceKey): PresenceEntry[];
  /** Records with at least one local visitor. */
  localKeys(): PresenceKey[];
  /** Another instance's view of a record replaces the previous one; it lives while the instance is alive. */
  applyRemote(instanceId: string, key: PresenceKey, entries: readonly PresenceEntry[], now: Date): void;
  /** Another instance is alive (heart-beat). */
  touchInstance(instanceId: string, now: Date): void;
  /** Forgets an instance at once (it said goodbye); returns the records it had visitors in. */
  forgetInstance(instanceId: string): PresenceKey[];
  /** Forgets instances silent for longer than the TTL; returns the records whose visitors changed. */
  expireInstances(now: Date): PresenceKey[];
  /** Everybody in the record on every instance, one entry per user, earliest first. */
  visitors(key: PresenceKey): PresenceEntry[];
}

export function presenceKey(kind: string, id: number): PresenceKey {
  return `${kind}/${id}`;
}

interface RemoteInstance {
  lastSeenAt: number;
  records: Map<PresenceKey, PresenceEntry[]>;
}

/** One entry per user, keeping their earliest entry time; sorted by entry time, then user id. */
function mergeEntries(lists: Iterable<Iterable<PresenceEntry>>): PresenceEntry[] {
  const byUser = new Map<number, PresenceEntry>();
  for (const list of lists) {
    for (const entry of list) {
      const known = byUser.get(entry.userId);
      if (!known || entry.enteredAt < known.enteredAt) byUser.set(entry.userId, entry);
    }
  }
  return [...byUser.values()].sort(
    (left, right) => left.enteredAt.localeCompare(right.enteredAt) || left.userId - right.userId,
  );
}

/**
 * The in-process store: enough on its own with the embedded database; with PostgreSQL the fan-out feeds the other
 * instances' views into applyRemote/touchInstance.
 */
export class InProcessPresenceStore implements PresenceStore {
  /** record → connection → entry */
  readonly #local = new Map<PresenceKey, Map<string, PresenceEntry>>();
  /** connection → records, so a dropped socket is cleaned without scanning every record. */
  readonly #byConnection = new Map<string, Set<PresenceKey>>();
  readonly #remote = new Map<string, RemoteInstance>();

  constructor(private readonly remoteTtlMs = 30_000) {}

  enter(key: PresenceKey, connectionId: string, userId: number, at: Date): boolean {
    let record = this.#local.get(key);
    if (!record) {
      record = new Map();
      this.#local.set(key, record);
    }
    if (record.has(connectionId)) return false;
    record.set(connectionId, { userId, enteredAt: at.toISOString() });
    let keys = this.#byConnection.get(connectionId);
    if (!keys) {
      keys = new Set();
      this.#byConnection.set(connectionId, keys);
    }
    keys.add(key);
    return true;
  }

  leave(key: PresenceKey, connectionId: string): boolean {
    const record = this.#local.get(key);
    if (!record?.delete(connectionId)) return false;
    if (record.size === 0) this.#local.delete(key);
    const keys = this.#byConnection.get(connectionId);
    keys?.delete(key);
    if (keys?.size === 0) this.#byConnection.delete(connectionId);
    return true;
  }

  dropConnection(connectionId: string): PresenceKey[] {
    const keys = [...(this.#byConnection.get(connectionId) ?? [])];
    for (const key of keys) this.leave(key, connectionId);
    return keys;
  }

  countForConnection(connectionId: string): number {
    return this.#byConnection.get(connectionId)?.size ?? 0;
  }

  clear(key: PresenceKey): boolean {
    let removed = false;
    const record = this.#local.get(key);
    if (record) {
      for (const connectionId of [...record.keys()]) removed = this.leave(key, connectionId) || removed;
    }
    for (const instance of this.#remote.values()) {
      const entries = instance.records.get(key);
      if (entries && entries.length > 0) removed = true;
      instance.records.delete(key);
    }
    return removed;
  }

  localEntries(key: PresenceKey): PresenceEntry[] {
    return mergeEntries([this.#local.get(key)?.values() ?? []]);
  }

  localKeys(): PresenceKey[] {
    return [...this.#local.keys()];
  }

  applyRemote(instanceId: string, key: PresenceKey, entries: readonly PresenceEntry[], now: Date): void {
    const instance = this.#touch(instanceId, now);
    if (entries.length === 0) instance.records.delete(key);
    else instance.records.set(key, [...entries]);
  }

  touchInstance(instanceId: string, now: Date): void {
    this.#touch(instanceId, now);
  }

  forgetInstance(instanceId: string): PresenceKey[] {
    const instance = this.#remote.get(instanceId);
    this.#remote.delete(instanceId);
    return instance ? [...instance.records.keys()] : [];
  }

  expireInstances(now: Date): PresenceKey[] {
    const changed = new Set<PresenceKey>();
    for (const [instanceId, instance] of this.#remote) {
      if (now.getTime() - instance.lastSeenAt > this.remoteTtlMs) {
        for (const key of this.forgetInstance(instanceId)) changed.add(key);
      }
    }
    return [...changed];
  }

  visitors(key: PresenceKey): PresenceEntry[] {
    const lists: Iterable<PresenceEntry>[] = [this.#local.get(key)?.values() ?? []];
    for (const instance of this.#remote.values()) {
      const entries = instance.records.get(key);
      if (entries) lists.push(entries);
    }
    return mergeEntries(lists);
  }

  #touch(instanceId: string, now: Date): RemoteInstance {
    let instance = this.#remote.get(instanceId);
    if (!instance) {
      instance = { lastSeenAt: now.getTime(), records: new Map() };
      this.#remote.set(instanceId, instance);
    }
    instance.lastSeenAt = Math.max(instance.lastSeenAt, now.getTime());
    return instance;
  }
}
