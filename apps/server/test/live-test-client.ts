// A real @stomp/stompjs client over `ws`, as the web app uses it, with helpers that wait for events (never for
// time): the live-update API tests and the fan-out benchmark share it.
import { Client, type IFrame, type IMessage } from '@stomp/stompjs';
import { WebSocket } from 'ws';
import { STOMP_SUBPROTOCOL, liveEventSchema, type LiveEvent } from '@portal/contracts';

type Waiter = { accept(event: LiveEvent): boolean; resolve(event: LiveEvent): void };

export interface LiveTestClientOptions {
  url: string;
  token?: string;
  heartBeatMs?: number;
  /** The Origin header a browser would send; none by default, as from any non-browser client. */
  origin?: string;
}

export class LiveTestClient {
  readonly client: Client;
  /** Every live event received, by destination, in order. */
  readonly events = new Map<string, LiveEvent[]>();
  readonly errors: IFrame[] = [];
  socket: WebSocket | undefined;
  #waiters = new Map<string, Waiter[]>();
  readonly #cursors = new Map<string, number>();
  #errorWaiters: ((frame: IFrame) => void)[] = [];
  #closeWaiters: (() => void)[] = [];
  #closed = false;
  #receiptSequence = 0;

  constructor(options: LiveTestClientOptions) {
    this.client = new Client({
      webSocketFactory: () => {
        this.socket = new WebSocket(
          options.url,
          [STOMP_SUBPROTOCOL],
          options.origin === undefined ? {} : { origin: options.origin },
        );
        return this.socket;
      },
      connectHeaders: options.token === undefined ? {} : { Authorization: `Bearer ${options.token}` },
      heartbeatIncoming: options.heartBeatMs ?? 0,
      heartbeatOutgoing: options.heartBeatMs ?? 0,
      reconnectDelay: 0,
      onStompError: (frame) => {
        this.errors.push(frame);
        for (const waiter of this.#errorWaiters.splice(0)) waiter(frame);
      },
      onWebSocketClose: () => {
        this.#closed = true;
        for (const waiter of this.#closeWaiters.splice(0)) waiter();
      },
    });
  }

  /** Connects and resolves on CONNECTED; rejects if the socket closes first (bad token, for example). */
  connect(): Promise<IFrame> {
    return new Promise((resolve, reject) => {
      this.client.onConnect = resolve;
      this.#closeWaiters.push(() => reject(new Error('socket closed before CONNECTED')));
      this.client.activate();
    });
  }

  /** Subscribes and resolves once the server confirmed it with a receipt, so no later event can be missed. */
  async subscribe(destination: string): Promise<void> {
    const receipt = this.#nextReceipt();
    const confirmed = new Promise<void>((resolve) => this.client.watchForReceipt(receipt, () => resolve()));
    this.client.subscribe(destination, (message) => this.#receive(destination, message), { receipt });
    await confirmed;
  }

  /** SENDs and resolves once the server handled it. */
  async send(destination: string): Promise<void> {
    const receipt = this.#nextReceipt();
    const handled = new Promise<void>((resolve) => this.client.watchForReceipt(receipt, () => resolve()));
    this.client.publish({ destination, headers: { receipt } });
    await handled;
  }

  /**
   * The next event on the destination matching the predicate, after the one the previous wait returned (events
   * received meanwhile count): consecutive waits see events in order, never an older state again.
   */
  waitForEvent(destination: string, accept: (event: LiveEvent) => boolean): Promise<LiveEvent> {
    const list = this.events.get(destination) ?? [];
    const start = this.#cursors.get(destination) ?? 0;
    const index = list.findIndex((event, position) => position >= start && accept(event));
    if (index >= 0) {
      this.#cursors.set(destination, index + 1);
      return Promise.resolve(list[index] as LiveEvent);
    }
    return new Promise((resolve) => {
      const waiters = this.#waiters.get(destination) ?? [];
      waiters.push({ accept, resolve });
      this.#waiters.set(destination, waiters);
    });
  }

  nextError(): Promise<IFrame> {
    const known = this.errors.shift();
    if (known) return Promise.resolve(known);
    return new Promise((resolve) => this.#errorWaiters.push(resolve));
  }

  closed(): Promise<void> {
    if (this.#closed) return Promise.resolve();
    return new Promise((resolve) => this.#closeWaiters.push(resolve));
  }

  async stop(): Promise<void> {
    await this.client.deactivate({ force: true });
  }

  #nextReceipt(): string {
    this.#receiptSequence += 1;
    return `receipt-${this.#receiptSequence}`;
  }

  #receive(destination: string, message: IMessage): void {
    const event = liveEventSchema.parse(JSON.parse(message.body));
    const list = this.events.get(destination) ?? [];
    list.push(event);
    this.events.set(destination, list);
    const waiters = this.#waiters.get(destination) ?? [];
    this.#waiters.set(
      destination,
      waiters.filter((waiter) => {
        if (!waiter.accept(event)) return true;
        this.#cursors.set(destination, list.length);
        waiter.resolve(event);
        return false;
      }),
    );
  }
}

/** Visitors' user ids of a visit event, or undefined for any other event. */
export function visitorIds(event: LiveEvent): number[] | undefined {
  return event.type === 'visit' ? event.visitors.map((visitor) => visitor.userId) : undefined;
}

export function listeningUrl(address: string): string {
  return `${address.replace(/^http/, 'ws')}/ws`;
}
