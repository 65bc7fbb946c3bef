// The live-update connection (spec 000 §4, §7 'Live updates'; spec 001 §9): one STOMP client per signed-in tab,
// opened after login only when a token exists and closed 1 s after logout. Screens never touch the socket; they
// use useWorkspacePresence (or useLiveConnection for a one-off peek).
import type { Client, IFrame, StompConfig } from '@stomp/stompjs';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import {
  LIVE_ENDPOINT_PATH,
  STOMP_HEARTBEAT_MS,
  STOMP_RECONNECT_DELAY_MS,
  liveEnterDestination,
  liveLeaveDestination,
  liveTopic,
  type ChangeEvent,
  type LiveEvent,
  type LiveRecordKind,
  type WorkspaceVisitor,
} from '@portal/contracts';
import { onLogout, useSessionSnapshot } from './auth';
import { sessionStore } from './session';

type LiveEventHandler = (event: LiveEvent) => void;

/** Reads a message body as a live event (null: not one); comes with the STOMP client (live-events.ts). */
export type LiveEventParser = (body: string) => LiveEvent | null;
let loadedParser: LiveEventParser | null = null;
/** Messages only arrive over a connected client, i.e. after live-events.ts has loaded. */
const parseWithLoadedParser: LiveEventParser = (body) => loadedParser?.(body) ?? null;

/** The part of @stomp/stompjs' Client used here, so tests can drive a fake one. */
export interface StompClientLike {
  readonly connected: boolean;
  activate(): void;
  deactivate(): Promise<void>;
  publish(parameters: { destination: string }): void;
  subscribe(destination: string, callback: (message: { body: string }) => void): { unsubscribe(): void };
}

export type StompClientFactory = (config: StompConfig) => StompClientLike;

/**
 * Fetches @stomp/stompjs when the first connection opens, i.e. after sign-in, so the library stays off the login
 * page (issue 11 §7). Until it has arrived the client is simply not connected, which LiveConnection already
 * handles (nothing is sent; everything is subscribed and entered again on CONNECTED).
 */
class DeferredStompClient implements StompClientLike {
  #client: Client | null = null;
  #isActive = false;

  constructor(private readonly config: StompConfig) {}

  get connected(): boolean {
    return this.#client?.connected ?? false;
  }

  activate(): void {
    this.#isActive = true;
    if (this.#client) {
      this.#client.activate();
      return;
    }
    import('./live-events')
      .then(({ Client: StompClient, parseLiveEvent }) => {
        loadedParser = parseLiveEvent;
        if (!this.#isActive || this.#client) return;
        this.#client = new StompClient(this.config);
        this.#client.activate();
      })
      .catch((error: unknown) => console.error('Loading the live-update client failed.', error));
  }

  async deactivate(): Promise<void> {
    this.#isActive = false;
    await this.#client?.deactivate();
  }

  publish(parameters: { destination: string }): void {
    this.#client?.publish(parameters);
  }

  subscribe(destination: string, callback: (message: { body: string }) => void): { unsubscribe(): void } {
    if (!this.#client) throw new Error('subscribe before the live-update client connected');
    return this.#client.subscribe(destination, callback);
  }
}

const createStompClient: StompClientFactory = (config) => new DeferredStompClient(config);

/** How long a peek at a record's visitors waits for the server's answer before assuming nobody is there. */
const PEEK_TIMEOUT_MS = 3000;

/** `ws(s)://<API host>/ws`: the API is served from the same origin as the app. */
export function defaultLiveUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}${LIVE_ENDPOINT_PATH}`;
}

/**
 * Keeps what the screens want (topics and entered records, reference-counted) apart from the socket's life, so
 * after a reconnect (STOMP_RECONNECT_DELAY_MS) everything is subscribed and entered again: presence survives.
 */
export class LiveConnection {
  #client: StompClientLike | null = null;
  #token: string | null = null;
  readonly #handlers = new Map<string, Set<LiveEventHandler>>();
  readonly #subscriptions = new Map<string, { unsubscribe(): void }>();
  readonly #entered = new Map<string, { kind: LiveRecordKind; id: number; count: number }>();

  constructor(
    private readonly url: () => string = defaultLiveUrl,
    private readonly createClient: StompClientFactory = createStompClient,
    private readonly parseEvent: LiveEventParser = parseWithLoadedParser,
  ) {}

  get isOpen(): boolean {
    return this.#client !== null;
  }

  open(token: string): void {
    if (this.#client && this.#token === token) return;
    this.close();
    this.#token = token;
    const client = this.createClient({
      brokerURL: this.url(),
      connectHeaders: { Authorization: `Bearer ${token}` },
      heartbeatIncoming: STOMP_HEARTBEAT_MS,
      heartbeatOutgoing: STOMP_HEARTBEAT_MS,
      reconnectDelay: STOMP_RECONNECT_DELAY_MS,
      onConnect: () => this.#restore(),
      onStompError: (frame: IFrame) => {
        // spec 000 §7: a STOMP error is logged as a global STOMP error and the connection is deactivated.
        console.error('global STOMP error', frame.headers.message);
        if (this.#client === client) this.close();
      },
    });
    this.#client = client;
    client.activate();
  }

  close(): void {
    const client = this.#client;
    this.#client = null;
    this.#token = null;
    this.#subscriptions.clear();
    if (client) void client.deactivate();
  }

  /** Receives the topic's events until the returned function is called. */
  subscribe(destination: string, handler: LiveEventHandler): () => void {
    let handlers = this.#handlers.get(destination);
    if (!handlers) {
      handlers = new Set();
      this.#handlers.set(destination, handlers);
      this.#stompSubscribe(destination);
    }
    handlers.add(handler);
    return () => {
      const current = this.#handlers.get(destination);
      current?.delete(handler);
      if (current?.size === 0) {
        this.#handlers.delete(destination);
        this.#subscriptions.get(destination)?.unsubscribe();
        this.#subscriptions.delete(destination);
      }
    };
  }

  /** Enters a record's workspace; the returned function leaves it. Two screens on one record enter once. */
  enter(kind: LiveRecordKind, id: number): () => void {
    const key = `${kind}/${id}`;
    const entry = this.#entered.get(key) ?? { kind, id, count: 0 };
    entry.count += 1;
    this.#entered.set(key, entry);
    if (entry.count === 1) this.#publish(liveEnterDestination(kind, id));
    let left = false;
    return () => {
      if (left) return;
      left = true;
      entry.count -= 1;
      if (entry.count > 0) return;
      this.#entered.delete(key);
      this.#publish(liveLeaveDestination(kind, id));
    };
  }

  /** Who is in a record now, without entering it (the 'in use by others' check before opening it). */
  peekVisitors(kind: LiveRecordKind, id: number): Promise<WorkspaceVisitor[]> {
    if (!this.#client?.connected) return Promise.resolve([]);
    return new Promise((resolve) => {
      let unsubscribe: () => void = () => undefined;
      const finish = (visitors: WorkspaceVisitor[]) => {
        clearTimeout(timer);
        unsubscribe();
        resolve(visitors);
      };
      const timer = setTimeout(() => finish([]), PEEK_TIMEOUT_MS);
      // The server answers every new subscription with the record's current visitors.
      unsubscribe = this.subscribe(liveTopic(kind, id), (event) => {
        if (event.type === 'visit') finish(event.visitors);
      });
    });
  }

  #publish(destination: string): void {
    // While disconnected nothing is lost: #restore re-enters every record on the next CONNECTED.
    if (this.#client?.connected) this.#client.publish({ destination });
  }

  #stompSubscribe(destination: string): void {
    const client = this.#client;
    if (!client?.connected) return;
    const subscription = client.subscribe(destination, (message) => {
      const event = this.parseEvent(message.body);
      if (!event) return;
      for (const handler of this.#handlers.get(destination) ?? []) handler(event);
    });
    this.#subscriptions.set(destination, subscription);
  }

  #restore(): void {
    this.#subscriptions.clear();
    for (const destination of this.#handlers.keys()) this.#stompSubscribe(destination);
    for (const { kind, id } of this.#entered.values()) this.#publish(liveEnterDestination(kind, id));
  }
}

const LiveConnectionContext = createContext<LiveConnection | null>(null);

export interface LiveConnectionProviderProps {
  readonly children: ReactNode;
  /** Tests and storybooks may inject a connection. */
  readonly connection?: LiveConnection;
}

/** Inside SessionProvider: opens with the session's token, closes LIVE_CONNECTION_CLOSE_DELAY_MS after logout. */
export function LiveConnectionProvider({ children, connection: injected }: LiveConnectionProviderProps) {
  const [connection] = useState(() => injected ?? new LiveConnection());
  const token = useSessionSnapshot()?.token ?? null;

  useEffect(() => {
    if (token) connection.open(token);
  }, [connection, token]);

  // spec 000 §4: the onLogout hook fires 1 s after logout, so leave messages still go out; a new sign-in during
  // that second has already replaced the client and must keep it.
  useEffect(
    () =>
      onLogout(() => {
        if (!sessionStore.getSnapshot()) connection.close();
      }),
    [connection],
  );

  useEffect(() => () => connection.close(), [connection]);

  return <LiveConnectionContext.Provider value={connection}>{children}</LiveConnectionContext.Provider>;
}

export function useLiveConnection(): LiveConnection {
  const connection = useContext(LiveConnectionContext);
  if (!connection) throw new Error('useLiveConnection must be used inside <LiveConnectionProvider>.');
  return connection;
}

export interface WorkspacePresence {
  /** Everybody in the record now, the current user included, earliest first. */
  readonly visitors: readonly WorkspaceVisitor[];
  /** False until the server sent the first visitor list. */
  readonly isKnown: boolean;
  /** The latest change of the record by anybody since it was opened (or since clearChange). */
  readonly latestChange: ChangeEvent | null;
  readonly clearChange: () => void;
}

/**
 * Subscribes to a record's topic and enters it while the screen is mounted (spec 000 §7: enter/leave, visit
 * and change events). `id` null or undefined = not loaded yet: nothing happens.
 */
export function useWorkspacePresence(
  kind: LiveRecordKind,
  id: number | null | undefined,
  options: { enter?: boolean } = {},
): WorkspacePresence {
  const connection = useLiveConnection();
  const shouldEnter = options.enter !== false;
  const [state, setState] = useState<{
    key: string;
    visitors: readonly WorkspaceVisitor[];
    isKnown: boolean;
    latestChange: ChangeEvent | null;
  }>({ key: '', visitors: [], isKnown: false, latestChange: null });
  const key = id ? `${kind}/${id}` : '';

  useEffect(() => {
    if (!id) return undefined;
    const recordKey = `${kind}/${id}`;
    // Subscribed before entering, so the visit event our own enter causes is not missed.
    const unsubscribe = connection.subscribe(liveTopic(kind, id), (event) => {
      setState((previous) => {
        const base =
          previous.key === recordKey
            ? previous
            : { key: recordKey, visitors: [], isKnown: false, latestChange: null };
        return event.type === 'visit'
          ? { ...base, visitors: event.visitors, isKnown: true }
          : { ...base, latestChange: event };
      });
    });
    const leave = shouldEnter ? connection.enter(kind, id) : () => undefined;
    return () => {
      leave();
      unsubscribe();
    };
  }, [connection, kind, id, shouldEnter]);

  const current = state.key === key ? state : { visitors: [], isKnown: false, latestChange: null };
  return {
    visitors: current.visitors,
    isKnown: current.isKnown,
    latestChange: current.latestChange,
    clearChange: () => setState((previous) => ({ ...previous, latestChange: null })),
  };
}
