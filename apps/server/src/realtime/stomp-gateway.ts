// The STOMP 1.2 endpoint over WebSocket (spec 000 §7 'Live updates'). It owns sockets, frames, heart-beats and
// subscriptions; what a destination means is decided by the hooks (live-hub.ts). Services never see a socket.
import { isUtf8 } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { STOMP_HEARTBEAT_MS, STOMP_SUBPROTOCOL, type RoleId } from '@portal/contracts';
import {
  CLIENT_COMMANDS,
  StompParser,
  StompProtocolError,
  connectedFrame,
  encodeFrame,
  encodeHeartBeat,
  errorFrame,
  messageFrame,
  negotiateHeartBeat,
  receiptFrame,
  type JsonBody,
  type NegotiatedHeartBeat,
  type ParsedItem,
  type StompFrame,
} from './stomp/stomp-frame';

/** Who is on the other end of a connection, as the authorize hook resolved it. */
export interface LivePrincipal {
  sessionId: number;
  userId: number;
  roleId: RoleId;
}

/** Refusals the hooks raise; the message becomes the ERROR frame's message header, then the socket closes. */
export class LiveGatewayError extends Error {
  override readonly name = 'LiveGatewayError';
}

export interface LiveConnection {
  readonly id: string;
  readonly principal: LivePrincipal;
}

export interface StompGatewayHooks {
  /** Resolves a bearer token; throws (any error) when it is missing, expired or revoked. */
  authorize(token: string): Promise<LivePrincipal>;
  /** May this principal subscribe to the destination? Throw LiveGatewayError to refuse with a reason. */
  checkSubscription(connection: LiveConnection, destination: string): void;
  /**
   * The subscription is registered: a good moment to send the destination's current state to this subscription
   * alone through `deliver` (a broadcast would make N subscriptions cost N² messages).
   */
  onSubscribed(connection: LiveConnection, destination: string, deliver: (body: JsonBody) => void): void;
  /** A SEND frame; throw LiveGatewayError for an unknown destination. */
  onSend(connection: LiveConnection, destination: string, body: Uint8Array): Promise<void> | void;
  /** The connection ended, however it ended (DISCONNECT, ERROR, socket drop, heart-beat timeout). */
  onClose(connection: LiveConnection): void;
  /** Unexpected failures of a hook, for the log. */
  onInternalError?(error: unknown): void;
}

export interface StompGatewayOptions {
  /** What the server offers in CONNECTED: send and expect heart-beats this often (spec 001 §9: 60000 each way). */
  heartBeatMs: number;
  /** How long past the negotiated interval a silent client is tolerated before its socket is dropped. */
  heartBeatGraceMs: number;
  /** A socket that has not sent CONNECT by then is closed. */
  connectTimeoutMs: number;
  /** How often a connected session is checked again (revoked, expired, deactivated). */
  sessionRecheckMs: number;
  maxSubscriptionsPerConnection: number;
  maxFrameBytes: number;
  /** Bytes queued for a client that does not read; beyond this it is dropped rather than buffering without end. */
  maxBufferedBytes: number;
}

export const DEFAULT_STOMP_GATEWAY_OPTIONS: StompGatewayOptions = {
  heartBeatMs: STOMP_HEARTBEAT_MS,
  heartBeatGraceMs: 10_000,
  connectTimeoutMs: 10_000,
  sessionRecheckMs: 60_000,
  maxSubscriptionsPerConnection: 100,
  maxFrameBytes: 16 * 1024,
  maxBufferedBytes: 1024 * 1024,
};

const SERVER_NAME = 'portal/1.27.0';
const BEARER_PATTERN = /^Bearer\s+([A-Za-z0-9._~+/=-]{16,200})$/i;

interface Subscription {
  id: string;
  destination: string;
  connection: GatewayConnection;
}

function rawDataToBytes(data: RawData): Uint8Array {
  if (Array.isArray(data)) return Buffer.concat(data);
  return data instanceof ArrayBuffer ? new Uint8Array(data) : data;
}

function readAuthorization(headers: Record<string, string>): string | undefined {
  const header = headers.Authorization ?? headers.authorization;
  return header === undefined ? undefined : BEARER_PATTERN.exec(header.trim())?.[1];
}

class GatewayConnection implements LiveConnection {
  readonly id = randomUUID();
  readonly parser: StompParser;
  /** Frames parsed but not handled yet: handling may await (authorization), parsing never does. */
  readonly frames: StompFrame[] = [];
  readonly subscriptions = new Map<string, Subscription>();
  draining = false;
  state: 'awaiting-connect' | 'connected' | 'closed' = 'awaiting-connect';
  token = '';
  lastReceivedAt = Date.now();
  timers: NodeJS.Timeout[] = [];
  #principal: LivePrincipal | undefined;

  constructor(
    readonly socket: WebSocket,
    maxFrameBytes: number,
  ) {
    this.parser = new StompParser({ maxFrameBytes, acceptedCommands: Object.values(CLIENT_COMMANDS) });
  }

  get principal(): LivePrincipal {
    if (!this.#principal) throw new Error('connection is not authenticated yet');
    return this.#principal;
  }

  set principal(value: LivePrincipal) {
    this.#principal = value;
  }
}

export class StompGateway {
  readonly options: StompGatewayOptions;
  readonly #server: WebSocketServer;
  readonly #connections = new Set<GatewayConnection>();
  readonly #subscriptionsByDestination = new Map<string, Set<Subscription>>();
  #messageSequence = 0;

  constructor(
    private readonly hooks: StompGatewayHooks,
    options: Partial<StompGatewayOptions> = {},
  ) {
    this.options = { ...DEFAULT_STOMP_GATEWAY_OPTIONS, ...options };
    this.#server = new WebSocketServer({
      noServer: true,
      // A WebSocket message far above the frame limit is refused by ws itself; below that the parser answers
      // with a STOMP ERROR, which is what the client can show.
      maxPayload: this.options.maxFrameBytes * 4,
      // STOMP frames are small JSON; compression would cost CPU on every fan-out message.
      perMessageDeflate: false,
      handleProtocols: (protocols) => (protocols.has(STOMP_SUBPROTOCOL) ? STOMP_SUBPROTOCOL : false),
    });
  }

  get connectionCount(): number {
    return this.#connections.size;
  }

  /** Subscriptions on a destination across all connections (tests, bench, metrics). */
  subscriberCount(destination: string): number {
    return this.#subscriptionsByDestination.get(destination)?.size ?? 0;
  }

  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    this.#server.handleUpgrade(request, socket, head, (webSocket) => this.#accept(webSocket));
  }

  /** Sends a MESSAGE to every subscription of the destination; the body is serialised once. */
  publish(destination: string, body: JsonBody): number {
    const subscriptions = this.#subscriptionsByDestination.get(destination);
    if (!subscriptions || subscriptions.size === 0) return 0;
    const text = JSON.stringify(body);
    let delivered = 0;
    for (const subscription of subscriptions) {
      this.#messageSequence += 1;
      const frame = messageFrame({
        destination,
        subscription: subscription.id,
        messageId: String(this.#messageSequence),
        body: text,
        contentType: 'application/json;charset=utf-8',
      });
      if (this.#send(subscription.connection, frame)) delivered += 1;
    }
    return delivered;
  }

  /** Ends every connection of a session (sign-out elsewhere) or all of them (shutdown). */
  async close(): Promise<void> {
    for (const connection of [...this.#connections]) this.#terminate(connection);
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  #accept(socket: WebSocket): void {
    const connection = new GatewayConnection(socket, this.options.maxFrameBytes);
    this.#connections.add(connection);
    connection.timers.push(
      setTimeout(() => {
        if (connection.state === 'awaiting-connect') this.#fail(connection, 'CONNECT frame expected');
      }, this.options.connectTimeoutMs),
    );
    socket.on('message', (data) => this.#receive(connection, rawDataToBytes(data)));
    socket.on('close', () => this.#closed(connection));
    // A socket error is always followed by close; nothing to do but keep it from being unhandled.
    socket.on('error', () => undefined);
  }

  /** Parses synchronously, in arrival order, and queues the frames (stomp/README.md: re-entrancy garbles frames). */
  #receive(connection: GatewayConnection, bytes: Uint8Array): void {
    if (connection.state === 'closed') return;
    connection.lastReceivedAt = Date.now();
    let items: ParsedItem[];
    let failure: StompProtocolError | undefined;
    try {
      items = connection.parser.push(bytes);
    } catch (error) {
      if (!(error instanceof StompProtocolError)) {
        this.hooks.onInternalError?.(error);
        this.#fail(connection, 'Internal error');
        return;
      }
      failure = error;
      items = [...error.itemsBeforeError];
    }
    for (const item of items) {
      if (item.type === 'frame') connection.frames.push(item.frame);
    }
    if (failure) {
      // The frames decoded before the bad one are still honoured, then the ERROR ends the connection.
      const message = failure.message;
      const receiptId = failure.receiptId;
      connection.frames.push(errorFrame(message, undefined, receiptId));
    }
    void this.#drain(connection);
  }

  async #drain(connection: GatewayConnection): Promise<void> {
    if (connection.draining) return;
    connection.draining = true;
    try {
      for (let frame = connection.frames.shift(); frame; frame = connection.frames.shift()) {
        if (connection.state === 'closed') break;
        if (frame.command === 'ERROR') {
          this.#fail(connection, frame.headers.message ?? 'Protocol error', frame.headers['receipt-id']);
          break;
        }
        try {
          await this.#handle(connection, frame);
        } catch (error) {
          if (error instanceof LiveGatewayError || error instanceof StompProtocolError) {
            this.#fail(connection, error.message, frame.headers.receipt);
          } else {
            this.hooks.onInternalError?.(error);
            this.#fail(connection, 'Internal error', frame.headers.receipt);
          }
          break;
        }
      }
    } finally {
      connection.draining = false;
      connection.frames.length = 0;
    }
  }

  async #handle(connection: GatewayConnection, frame: StompFrame): Promise<void> {
    if (connection.state === 'awaiting-connect') {
      if (frame.command !== 'CONNECT' && frame.command !== 'STOMP') {
        throw new LiveGatewayError('CONNECT frame expected');
      }
      await this.#connect(connection, frame);
      return;
    }
    switch (frame.command) {
      case 'CONNECT':
      case 'STOMP':
        throw new LiveGatewayError('Already connected');
      case 'SUBSCRIBE':
        this.#subscribe(connection, frame);
        break;
      case 'UNSUBSCRIBE':
        this.#unsubscribe(connection, frame.headers.id);
        break;
      case 'SEND': {
        const destination = frame.headers.destination;
        if (destination === undefined) throw new LiveGatewayError('SEND needs a destination header');
        // A revoked or expired session is cut off at its next action, not only at the periodic check.
        await this.#recheck(connection);
        if (connection.state !== 'connected') return;
        await this.hooks.onSend(connection, destination, frame.body);
        break;
      }
      case 'DISCONNECT':
        this.#sendReceipt(connection, frame);
        connection.socket.close(1000);
        this.#closed(connection);
        return;
      case 'ACK':
      case 'NACK':
        // Every subscription is auto-acknowledged; an ACK is harmless.
        break;
      case 'BEGIN':
      case 'COMMIT':
      case 'ABORT':
        throw new LiveGatewayError('Transactions are not supported');
      case 'CONNECTED':
      case 'MESSAGE':
      case 'RECEIPT':
      case 'ERROR':
        // The parser only accepts client commands; kept for exhaustiveness.
        throw new LiveGatewayError(`${frame.command} is a server frame`);
    }
    this.#sendReceipt(connection, frame);
  }

  async #connect(connection: GatewayConnection, frame: StompFrame): Promise<void> {
    const versions = (frame.headers['accept-version'] ?? '').split(',').map((version) => version.trim());
    if (!versions.includes('1.2')) throw new LiveGatewayError('Supported protocol version is 1.2');
    const heartBeat = negotiateHeartBeat(frame.headers['heart-beat'], {
      sendMs: this.options.heartBeatMs,
      receiveMs: this.options.heartBeatMs,
    });
    const token = readAuthorization(frame.headers);
    if (token === undefined) throw new LiveGatewayError('Authorization header with a bearer token expected');
    let principal: LivePrincipal;
    try {
      principal = await this.hooks.authorize(token);
    } catch {
      throw new LiveGatewayError('Session expired');
    }
    if (connection.state === 'closed') return;
    connection.token = token;
    connection.principal = principal;
    connection.state = 'connected';
    this.#send(connection, connectedFrame({ heartBeat, session: connection.id, server: SERVER_NAME }));
    this.#startTimers(connection, heartBeat);
  }

  #startTimers(connection: GatewayConnection, heartBeat: NegotiatedHeartBeat): void {
    for (const timer of connection.timers) clearTimeout(timer);
    connection.timers = [];
    if (heartBeat.sendEveryMs > 0) {
      const beat = encodeHeartBeat();
      connection.timers.push(
        setInterval(() => this.#sendRaw(connection, beat, false), heartBeat.sendEveryMs),
      );
    }
    if (heartBeat.expectEveryMs > 0) {
      // STOMP 1.2 §Heart-beating: a client silent past the interval (plus a margin for latency) is dead; dropping
      // it is what cleans its presence when the network vanished without a TCP close.
      const deadline = heartBeat.expectEveryMs + this.options.heartBeatGraceMs;
      const checkEvery = Math.max(10, Math.min(heartBeat.expectEveryMs, this.options.heartBeatGraceMs));
      connection.timers.push(
        setInterval(() => {
          if (Date.now() - connection.lastReceivedAt > deadline) this.#terminate(connection);
        }, checkEvery),
      );
    }
    connection.timers.push(setInterval(() => void this.#recheck(connection), this.options.sessionRecheckMs));
  }

  async #recheck(connection: GatewayConnection): Promise<void> {
    if (connection.state !== 'connected') return;
    try {
      const principal = await this.hooks.authorize(connection.token);
      if (principal.sessionId !== connection.principal.sessionId) throw new Error('session changed');
    } catch {
      this.#fail(connection, 'Session expired');
    }
  }

  #subscribe(connection: GatewayConnection, frame: StompFrame): void {
    const { id, destination } = frame.headers;
    if (id === undefined || destination === undefined) {
      throw new LiveGatewayError('SUBSCRIBE needs id and destination headers');
    }
    if (connection.subscriptions.has(id)) throw new LiveGatewayError(`Subscription ${id} already exists`);
    if (connection.subscriptions.size >= this.options.maxSubscriptionsPerConnection) {
      throw new LiveGatewayError(
        `At most ${this.options.maxSubscriptionsPerConnection} subscriptions per connection`,
      );
    }
    this.hooks.checkSubscription(connection, destination);
    const subscription: Subscription = { id, destination, connection };
    connection.subscriptions.set(id, subscription);
    let subscriptions = this.#subscriptionsByDestination.get(destination);
    if (!subscriptions) {
      subscriptions = new Set();
      this.#subscriptionsByDestination.set(destination, subscriptions);
    }
    subscriptions.add(subscription);
    this.hooks.onSubscribed(connection, destination, (body) => {
      if (connection.subscriptions.get(id) !== subscription) return;
      this.#messageSequence += 1;
      this.#send(
        connection,
        messageFrame({ destination, subscription: id, messageId: String(this.#messageSequence), body }),
      );
    });
  }

  #unsubscribe(connection: GatewayConnection, id: string | undefined): void {
    if (id === undefined) throw new LiveGatewayError('UNSUBSCRIBE needs an id header');
    const subscription = connection.subscriptions.get(id);
    if (!subscription) return;
    connection.subscriptions.delete(id);
    const subscriptions = this.#subscriptionsByDestination.get(subscription.destination);
    subscriptions?.delete(subscription);
    if (subscriptions?.size === 0) this.#subscriptionsByDestination.delete(subscription.destination);
  }

  #sendReceipt(connection: GatewayConnection, frame: StompFrame): void {
    const receipt = frame.headers.receipt;
    if (receipt !== undefined) this.#send(connection, receiptFrame(receipt));
  }

  #send(connection: GatewayConnection, frame: StompFrame): boolean {
    const bytes = encodeFrame(frame);
    return this.#sendRaw(connection, bytes, !isUtf8(bytes));
  }

  #sendRaw(connection: GatewayConnection, bytes: Buffer, binary: boolean): boolean {
    if (connection.state === 'closed' || connection.socket.readyState !== connection.socket.OPEN)
      return false;
    if (connection.socket.bufferedAmount > this.options.maxBufferedBytes) {
      this.#terminate(connection);
      return false;
    }
    connection.socket.send(bytes, { binary });
    return true;
  }

  /** STOMP 1.2 §ERROR: send the ERROR frame, then close the connection. */
  #fail(connection: GatewayConnection, message: string, receiptId?: string): void {
    if (connection.state === 'closed') return;
    this.#send(connection, errorFrame(message, undefined, receiptId));
    connection.socket.close(1002, 'STOMP error');
    this.#closed(connection);
  }

  #terminate(connection: GatewayConnection): void {
    connection.socket.terminate();
    this.#closed(connection);
  }

  #closed(connection: GatewayConnection): void {
    if (!this.#connections.delete(connection)) return;
    const wasConnected = connection.state === 'connected';
    connection.state = 'closed';
    for (const timer of connection.timers) clearTimeout(timer);
    connection.timers = [];
    for (const id of [...connection.subscriptions.keys()]) this.#unsubscribe(connection, id);
    if (wasConnected) {
      try {
        this.hooks.onClose(connection);
      } catch (error) {
        this.hooks.onInternalError?.(error);
      }
    }
  }
}
