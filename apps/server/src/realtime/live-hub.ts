// What the live destinations mean (spec 000 §7 'Live updates', §9; spec 001 §8 'Notices'): enter/leave SENDs keep
// the presence store, visit and change events go to `/topic/{kind}/{id}`, change events also to `/topic/{kind}` for
// the lists (decision 174), and with several instances everything also travels through the PostgreSQL fan-out.
import {
  ActionLogType,
  avatarUrlOf,
  liveKindForRecordType,
  liveKindTopic,
  liveTopic,
  ownerInitials,
  ownerName,
  parseLiveAppDestination,
  parseLiveKindTopic,
  parseLiveTopic,
  type ChangeEvent,
  type LiveRecordKind,
  type RoleId,
  type VisitEvent,
  type WorkspaceVisitor,
} from '@portal/contracts';
import type { RecordChangedEvent } from '../events/domain-events';
import type { ClusterChange, ClusterMessage, OutgoingClusterMessage } from './postgres-fanout';
import { presenceKey, type PresenceEntry, type PresenceKey, type PresenceStore } from './presence-store';
import { LiveGatewayError, type LiveConnection, type StompGatewayHooks } from './stomp-gateway';

export interface VisitorProfile {
  name: string;
  initials: string;
  avatarUrl: string | null;
}

export interface LiveHubDependencies {
  store: PresenceStore;
  /** Resolves names and avatars; users not found are simply absent from the map. */
  loadProfiles(userIds: readonly number[]): Promise<Map<number, VisitorProfile>>;
  authorize: StompGatewayHooks['authorize'];
  /**
   * May this role follow one record of the kind (its topic, entering it) or the kind's lists (its topic)? From the
   * routes' access (live-access.ts, decision 194).
   */
  mayRead(roleId: RoleId, kind: LiveRecordKind, scope: 'record' | 'list'): boolean;
  /** Publishes to local subscribers (the gateway). */
  publish(destination: string, body: VisitEvent | ChangeEvent): void;
  /** Sends to the other instances; absent with the embedded database. */
  broadcast?: (message: OutgoingClusterMessage) => void;
  onError(error: unknown): void;
  now?: () => Date;
  profileCacheMs?: number;
}

function parseKey(key: PresenceKey): { kind: LiveRecordKind; id: number } | undefined {
  const record = parseLiveTopic(`/topic/${key}`);
  return record ? { kind: record.kind, id: record.id } : undefined;
}

export class LiveHub {
  readonly #profiles = new Map<number, { profile: VisitorProfile; expiresAt: number }>();
  /** One visit delivery at a time per record, so subscribers never see an older list after a newer one. */
  readonly #visitChains = new Map<PresenceKey, Promise<void>>();
  readonly #visitPending = new Set<PresenceKey>();
  readonly #now: () => Date;

  constructor(private readonly dependencies: LiveHubDependencies) {
    this.#now = dependencies.now ?? (() => new Date());
  }

  /** The gateway's hooks: authorization, destinations, clean-up of a dropped socket. */
  readonly hooks: StompGatewayHooks = {
    authorize: (token) => this.dependencies.authorize(token),
    checkSubscription: (connection, destination) => {
      // A topic is followed only by the roles that may read what it speaks of (issue 35): a record's topic by the
      // readers of the record, a kind's topic by the readers of its lists.
      const record = parseLiveTopic(destination);
      const kind = record?.kind ?? parseLiveKindTopic(destination);
      if (!kind) throw new LiveGatewayError(`Unknown destination: ${destination}`);
      if (!this.dependencies.mayRead(connection.principal.roleId, kind, record ? 'record' : 'list')) {
        throw new LiveGatewayError(`Forbidden: ${destination}`);
      }
    },
    onSubscribed: (_connection, destination, deliver) => {
      // A new subscriber learns who is already in the record instead of waiting for the next enter or leave.
      // Queued behind the record's pending visit deliveries, so it never overtakes a newer list.
      const record = parseLiveTopic(destination);
      if (!record) return;
      const key = presenceKey(record.kind, record.id);
      const previous = this.#visitChains.get(key) ?? Promise.resolve();
      void previous
        .then(async () => deliver(await this.#visitEvent(key)))
        .catch((error: unknown) => this.dependencies.onError(error));
    },
    onSend: (connection, destination) => this.#handleSend(connection, destination),
    onClose: (connection) => {
      for (const key of this.dependencies.store.dropConnection(connection.id)) this.#presenceChanged(key);
    },
    onInternalError: (error) => this.dependencies.onError(error),
  };

  /** clear…Visitors (spec 001 §9 'Visitor presence'): forget the record's visitors on every instance. */
  clearVisitors(kind: LiveRecordKind, id: number): void {
    const key = presenceKey(kind, id);
    this.dependencies.store.clear(key);
    this.dependencies.broadcast?.({ type: 'clear', key });
    this.#scheduleVisit(key);
  }

  /** A committed change from this instance's DomainEventBus. */
  handleDomainEvent(event: RecordChangedEvent): void {
    // Only the kinds with a topic travel: sign-ins and reference data would only cost NOTIFYs.
    if (event.recordId === null || !liveKindForRecordType(event.recordType)) return;
    const change: ClusterChange = {
      recordType: event.recordType,
      recordId: event.recordId,
      actionId: event.actionId,
      actorUserId: event.actorUserId,
      occurredAt: event.occurredAt,
      ...(event.listsOnly ? { listsOnly: true } : {}),
    };
    this.#deliverChange(change);
    this.dependencies.broadcast?.({ type: 'change', change });
  }

  /** A message from another instance (never our own: the fan-out drops those). */
  handleClusterMessage(message: ClusterMessage): void {
    const { store } = this.dependencies;
    const now = this.#now();
    switch (message.type) {
      case 'hello':
        store.touchInstance(message.from, now);
        for (const key of store.localKeys()) {
          this.dependencies.broadcast?.({ type: 'presence', key, entries: store.localEntries(key) });
        }
        break;
      case 'alive':
        store.touchInstance(message.from, now);
        break;
      case 'bye':
        for (const key of store.forgetInstance(message.from)) this.#scheduleVisit(key);
        break;
      case 'presence':
        if (!parseKey(message.key)) return;
        store.applyRemote(message.from, message.key, message.entries, now);
        this.#scheduleVisit(message.key);
        break;
      case 'clear':
        if (!parseKey(message.key)) return;
        store.clear(message.key);
        this.#scheduleVisit(message.key);
        break;
      case 'change':
        this.#deliverChange(message.change);
        break;
    }
  }

  /** Periodic: peers that stopped sending heart-beats lose their visitors. */
  expireSilentInstances(): void {
    for (const key of this.dependencies.store.expireInstances(this.#now())) this.#scheduleVisit(key);
  }

  /** After a reconnect of the LISTEN connection the peers may have missed our presence. */
  rebroadcastPresence(): void {
    const { store } = this.dependencies;
    for (const key of store.localKeys()) {
      this.dependencies.broadcast?.({ type: 'presence', key, entries: store.localEntries(key) });
    }
  }

  async #handleSend(connection: LiveConnection, destination: string): Promise<void> {
    const target = parseLiveAppDestination(destination);
    if (!target) throw new LiveGatewayError(`Unknown destination: ${destination}`);
    const { store } = this.dependencies;
    const key = presenceKey(target.kind, target.id);
    if (target.action === 'enter') {
      // Entering shows the user among the record's visitors: only a reader of the record may (issue 35).
      if (!this.dependencies.mayRead(connection.principal.roleId, target.kind, 'record')) {
        throw new LiveGatewayError(`Forbidden: ${destination}`);
      }
      // Bounded like subscriptions: one connection cannot grow the presence state without end.
      if (store.countForConnection(connection.id) >= 100) {
        throw new LiveGatewayError('At most 100 records entered per connection');
      }
      // Loaded before the entry is visible, so the first visit event already carries the name.
      await this.#profilesFor([connection.principal.userId]);
      if (store.enter(key, connection.id, connection.principal.userId, this.#now()))
        this.#presenceChanged(key);
    } else if (store.leave(key, connection.id)) {
      this.#presenceChanged(key);
    }
  }

  #presenceChanged(key: PresenceKey): void {
    const { store } = this.dependencies;
    this.dependencies.broadcast?.({ type: 'presence', key, entries: store.localEntries(key) });
    this.#scheduleVisit(key);
  }

  #scheduleVisit(key: PresenceKey): void {
    // A delivery not started yet will read the latest state anyway: coalesce bursts of enters and leaves.
    if (this.#visitPending.has(key)) return;
    this.#visitPending.add(key);
    const previous = this.#visitChains.get(key) ?? Promise.resolve();
    const next = previous
      .then(() => this.#deliverVisit(key))
      .catch((error: unknown) => this.dependencies.onError(error));
    this.#visitChains.set(key, next);
    void next.then(() => {
      if (this.#visitChains.get(key) === next) this.#visitChains.delete(key);
    });
  }

  async #deliverVisit(key: PresenceKey): Promise<void> {
    this.#visitPending.delete(key);
    const record = parseKey(key);
    if (!record) return;
    this.dependencies.publish(liveTopic(record.kind, record.id), await this.#visitEvent(key));
  }

  async #visitEvent(key: PresenceKey): Promise<VisitEvent> {
    const record = parseKey(key);
    if (!record) throw new Error(`not a presence key: ${key}`);
    const entries = this.dependencies.store.visitors(key);
    const profiles = await this.#profilesFor(entries.map((entry) => entry.userId));
    // An enter or leave during the await has scheduled its own delivery, queued after this one.
    const visitors = entries.map((entry) => this.#toVisitor(entry, profiles.get(entry.userId)));
    return { type: 'visit', kind: record.kind, recordId: record.id, visitors };
  }

  #toVisitor(entry: PresenceEntry, profile: VisitorProfile | undefined): WorkspaceVisitor {
    return {
      userId: entry.userId,
      name: profile?.name ?? 'N/A',
      initials: profile?.initials ?? '',
      avatarUrl: profile?.avatarUrl ?? null,
      enteredAt: entry.enteredAt,
    };
  }

  #deliverChange(change: ClusterChange): void {
    // A renamed user shows the new name in the next visit event.
    if (change.recordType === ActionLogType.ids.USER) this.#profiles.delete(change.recordId);
    const kind = liveKindForRecordType(change.recordType);
    if (!kind) return;
    const actorIds = change.actorUserId === null ? [] : [change.actorUserId];
    this.#profilesFor(actorIds)
      .then((profiles) => {
        const actor = change.actorUserId === null ? undefined : profiles.get(change.actorUserId);
        const event: ChangeEvent = {
          type: 'change',
          recordType: change.recordType,
          recordId: change.recordId,
          actionId: change.actionId,
          actorUserId: change.actorUserId,
          actorName: actor?.name ?? null,
          occurredAt: change.occurredAt,
        };
        // A derived value's change (a route distance) leaves open workspaces as they are: nobody edited the record.
        if (!change.listsOnly) this.dependencies.publish(liveTopic(kind, change.recordId), event);
        // The lists' topic gets the same event once per committed change, whatever the number of rows or
        // subscribers: the gateway serialises it once per destination (decision 174's cost bound).
        this.dependencies.publish(liveKindTopic(kind), event);
      })
      .catch((error: unknown) => this.dependencies.onError(error));
  }

  async #profilesFor(userIds: readonly number[]): Promise<Map<number, VisitorProfile>> {
    const now = this.#now().getTime();
    const result = new Map<number, VisitorProfile>();
    const missing: number[] = [];
    for (const userId of new Set(userIds)) {
      const cached = this.#profiles.get(userId);
      if (cached && cached.expiresAt > now) result.set(userId, cached.profile);
      else missing.push(userId);
    }
    if (missing.length === 0) return result;
    const loaded = await this.dependencies.loadProfiles(missing);
    const expiresAt = now + (this.dependencies.profileCacheMs ?? 60_000);
    for (const [userId, profile] of loaded) {
      this.#profiles.set(userId, { profile, expiresAt });
      result.set(userId, profile);
    }
    return result;
  }
}

export function toVisitorProfile(user: {
  id: number;
  firstName: string | null;
  lastName: string | null;
  avatarFileName: string | null;
}): VisitorProfile {
  return {
    name: ownerName(user.firstName, user.lastName),
    initials: ownerInitials(user.firstName, user.lastName),
    avatarUrl: avatarUrlOf(user.id, Boolean(user.avatarFileName)),
  };
}
