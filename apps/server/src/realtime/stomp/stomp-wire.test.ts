// Proves the codec against the real browser client library, @stomp/stompjs, over a real WebSocket: a tiny gateway
// built only from stomp-frame.ts runs on 127.0.0.1 and every assertion waits for an event, never for time.
import { isUtf8 } from 'node:buffer';
import { once } from 'node:events';
import { Client, type IFrame, type IMessage, type StompConfig } from '@stomp/stompjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
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
  type ClientCommand,
  type ServerHeartBeat,
  type StompFrame,
} from './stomp-frame.js';

const SUBPROTOCOL = 'v12.stomp';
const textDecoder = new TextDecoder();

/** Values in arrival order; `next()` returns the oldest unread one or waits for the next to arrive. */
class ArrivalQueue<Value> {
  private readonly values: Value[] = [];
  private readonly waiters: ((value: Value) => void)[] = [];

  add(value: Value): void {
    const waiter = this.waiters.shift();
    if (waiter === undefined) {
      this.values.push(value);
    } else {
      waiter(value);
    }
  }

  next(): Promise<Value> {
    if (this.values.length > 0) {
      return Promise.resolve(this.values.shift() as Value);
    }
    return new Promise((resolve) => this.waiters.push(resolve));
  }
}

function rawDataToBytes(data: RawData): Uint8Array {
  if (Array.isArray(data)) {
    return Buffer.concat(data);
  }
  return data instanceof ArrayBuffer ? new Uint8Array(data) : data;
}

/** The server side of one WebSocket connection, recording what the client sent. */
class GatewaySession {
  private readonly framesByCommand = new Map<ClientCommand, ArrivalQueue<StompFrame>>();
  private readonly heartBeats = new ArrivalQueue<void>();

  constructor(
    readonly socket: WebSocket,
    private readonly heartBeat: ServerHeartBeat,
  ) {
    // One parser per connection, fed synchronously in message order.
    const parser = new StompParser({ acceptedCommands: Object.values(CLIENT_COMMANDS) });
    socket.on('message', (data) => {
      try {
        for (const item of parser.push(rawDataToBytes(data))) {
          if (item.type === 'heart-beat') {
            this.heartBeats.add();
          } else {
            this.handle(item.frame);
          }
        }
      } catch (error) {
        if (!(error instanceof StompProtocolError)) {
          throw error;
        }
        this.send(errorFrame(error.message, undefined, error.receiptId));
        socket.close();
      }
    });
  }

  /** Sends a frame as a text message when it is valid UTF-8 (readable in devtools), otherwise as binary. */
  send(frame: StompFrame): void {
    const bytes = encodeFrame(frame);
    this.socket.send(bytes, { binary: !isUtf8(bytes) });
  }

  sendHeartBeat(): void {
    this.socket.send(encodeHeartBeat(), { binary: false });
  }

  nextFrame(command: ClientCommand): Promise<StompFrame> {
    return this.queueFor(command).next();
  }

  nextHeartBeat(): Promise<void> {
    return this.heartBeats.next();
  }

  private queueFor(command: ClientCommand): ArrivalQueue<StompFrame> {
    let queue = this.framesByCommand.get(command);
    if (queue === undefined) {
      queue = new ArrivalQueue<StompFrame>();
      this.framesByCommand.set(command, queue);
    }
    return queue;
  }

  private handle(frame: StompFrame): void {
    if (frame.command === 'CONNECT' || frame.command === 'STOMP') {
      const heartBeat = negotiateHeartBeat(frame.headers['heart-beat'], this.heartBeat);
      this.send(connectedFrame({ heartBeat, session: 'session-1', server: 'portal-test/1.0' }));
    } else if (frame.command === 'DISCONNECT') {
      const receipt = frame.headers.receipt;
      if (receipt !== undefined) {
        this.send(receiptFrame(receipt));
      }
      this.socket.close();
    }
    // Recorded last so that a test awaiting CONNECT sees it only after CONNECTED is on its way.
    this.queueFor(frame.command as ClientCommand).add(frame);
  }
}

class TestGateway {
  private readonly sessions = new ArrivalQueue<GatewaySession>();

  private constructor(
    private readonly server: WebSocketServer,
    readonly url: string,
  ) {}

  static async start(heartBeat: ServerHeartBeat): Promise<TestGateway> {
    const server = new WebSocketServer({
      host: '127.0.0.1',
      port: 0,
      // The client offers v12.stomp; browsers abort the handshake if the server does not echo a protocol it offered.
      handleProtocols: (protocols) => (protocols.has(SUBPROTOCOL) ? SUBPROTOCOL : false),
    });
    await once(server, 'listening');
    const address = server.address();
    if (address === null || typeof address === 'string') {
      throw new Error('expected a TCP address');
    }
    const gateway = new TestGateway(server, `ws://127.0.0.1:${address.port}/ws`);
    server.on('connection', (socket) => gateway.sessions.add(new GatewaySession(socket, heartBeat)));
    return gateway;
  }

  nextSession(): Promise<GatewaySession> {
    return this.sessions.next();
  }

  async close(): Promise<void> {
    for (const socket of this.server.clients) {
      socket.terminate();
    }
    await new Promise<void>((resolve, reject) => {
      this.server.close((error) => (error === undefined ? resolve() : reject(error)));
    });
  }
}

type ConnectedClient = {
  client: Client;
  clientSocket: WebSocket;
  session: GatewaySession;
  connected: IFrame;
};

let gateway: TestGateway;
let clients: Client[] = [];

beforeEach(async () => {
  gateway = await TestGateway.start({ sendMs: 60_000, receiveMs: 60_000 });
});

afterEach(async () => {
  await Promise.all(clients.map((client) => client.deactivate({ force: true })));
  clients = [];
  await gateway.close();
});

function createClient(overrides: StompConfig = {}): { client: Client; sockets: WebSocket[] } {
  const sockets: WebSocket[] = [];
  const client = new Client({
    webSocketFactory: () => {
      const socket = new WebSocket(gateway.url, [SUBPROTOCOL]);
      sockets.push(socket);
      return socket;
    },
    connectHeaders: { Authorization: 'Bearer t' },
    heartbeatIncoming: 60_000,
    heartbeatOutgoing: 60_000,
    reconnectDelay: 0,
    ...overrides,
  });
  clients.push(client);
  return { client, sockets };
}

async function connectClient(overrides: StompConfig = {}): Promise<ConnectedClient> {
  const { client, sockets } = createClient(overrides);
  const connected = new Promise<IFrame>((resolve, reject) => {
    client.onConnect = resolve;
    // Fail fast instead of running into the test timeout when the handshake breaks.
    client.onWebSocketClose = () => reject(new Error('socket closed before CONNECTED'));
  });
  client.activate();
  const session = await gateway.nextSession();
  const frame = await connected;
  client.onWebSocketClose = () => undefined;
  const [clientSocket] = sockets;
  if (clientSocket === undefined) {
    throw new Error('the client created no socket');
  }
  return { client, clientSocket, session, connected: frame };
}

function subscribeOnce(client: Client, destination: string, headers: Record<string, string> = {}) {
  return new Promise<IMessage>((resolve) => {
    client.subscribe(destination, resolve, headers);
  });
}

describe('STOMP over WebSocket with the real @stomp/stompjs client', () => {
  it('connects with v12.stomp, the Authorization header and 60000,60000 heart-beats', async () => {
    const { client, clientSocket, session, connected } = await connectClient();
    const connect = await session.nextFrame('CONNECT');

    expect(connect.headers.Authorization).toBe('Bearer t');
    expect(connect.headers['heart-beat']).toBe('60000,60000');
    expect(connect.headers['accept-version']?.split(',')).toContain('1.2');
    expect(session.socket.protocol).toBe(SUBPROTOCOL);
    expect(clientSocket.protocol).toBe(SUBPROTOCOL);

    expect(connected.headers.version).toBe('1.2');
    expect(connected.headers['heart-beat']).toBe('60000,60000');
    expect(connected.headers.server).toBe('portal-test/1.0');
    expect(client.connected).toBe(true);
    expect(client.connectedVersion).toBe('1.2');
  });

  it('delivers a MESSAGE with a UTF-8 JSON body to a subscription intact', async () => {
    const { client, session } = await connectClient();
    const received = subscribeOnce(client, '/topic/orders');
    const subscribe = await session.nextFrame('SUBSCRIBE');
    expect(subscribe.headers.destination).toBe('/topic/orders');
    const subscriptionId = subscribe.headers.id ?? '';
    expect(subscriptionId).not.toBe('');

    const payload = { orderId: 42, customer: 'Pépinière du Lac', status: 'Livré ✓', note: 'é✓'.repeat(50) };
    session.send(
      messageFrame({
        destination: '/topic/orders',
        subscription: subscriptionId,
        messageId: 'm-1',
        body: payload,
      }),
    );

    const message = await received;
    expect(JSON.parse(message.body)).toEqual(payload);
    expect(message.headers['content-type']).toBe('application/json;charset=utf-8');
    expect(message.headers['content-length']).toBe(String(Buffer.byteLength(JSON.stringify(payload))));
    expect(message.headers['message-id']).toBe('m-1');
    expect(message.headers.subscription).toBe(subscriptionId);
  });

  it('answers a publish that asks for a receipt, and watchForReceipt fires', async () => {
    const { client, session } = await connectClient();
    const receipt = new Promise<IFrame>((resolve) => client.watchForReceipt('receipt-1', resolve));
    client.publish({ destination: '/app/ping', body: 'ping ✓', headers: { receipt: 'receipt-1' } });

    const send = await session.nextFrame('SEND');
    expect(send.headers.destination).toBe('/app/ping');
    expect(send.headers['content-length']).toBe('8');
    expect(textDecoder.decode(send.body)).toBe('ping ✓');
    session.send(receiptFrame(send.headers.receipt ?? ''));

    expect((await receipt).headers['receipt-id']).toBe('receipt-1');
  });

  it('hands a server ERROR frame to onStompError with its message header', async () => {
    const { client, session } = await connectClient();
    const stompError = new Promise<IFrame>((resolve) => {
      client.onStompError = resolve;
    });
    session.send(errorFrame('Forbidden: /topic/admin', 'You may not subscribe to /topic/admin.'));
    session.socket.close();

    const frame = await stompError;
    expect(frame.headers.message).toBe('Forbidden: /topic/admin');
    expect(frame.body).toBe('You may not subscribe to /topic/admin.');
  });

  it('turns a parser limit violation into an ERROR with the receipt-id of the offending frame', async () => {
    const { client } = await connectClient();
    const stompError = new Promise<IFrame>((resolve) => {
      client.onStompError = resolve;
    });
    client.publish({ destination: '/app/big', headers: { receipt: 'r-big', 'x-huge': 'x'.repeat(9000) } });

    const frame = await stompError;
    expect(frame.headers.message).toBe('Header line exceeds 8192 bytes');
    expect(frame.headers['receipt-id']).toBe('r-big');
  });

  it('carries bodies containing NUL bytes via content-length in both directions', async () => {
    const { client, session } = await connectClient();

    const clientBody = Uint8Array.from([0x00, 0x01, 0x00, 0xff]);
    client.publish({ destination: '/app/binary', binaryBody: clientBody });
    const send = await session.nextFrame('SEND');
    expect(send.headers['content-length']).toBe('4');
    expect(send.body).toEqual(clientBody);

    const received = subscribeOnce(client, '/topic/binary');
    const subscriptionId = (await session.nextFrame('SUBSCRIBE')).headers.id ?? '';
    // Not valid UTF-8, so it travels as a binary WebSocket message.
    const serverBody = Uint8Array.from([0xde, 0x00, 0xad, 0x00, 0xbe]);
    session.send({
      command: 'MESSAGE',
      headers: {
        destination: '/topic/binary',
        subscription: subscriptionId,
        'message-id': 'm-binary',
        'content-type': 'application/octet-stream',
      },
      body: serverBody,
    });
    const binaryMessage = await received;
    expect(binaryMessage.headers['content-length']).toBe('5');
    expect(binaryMessage.binaryBody).toEqual(serverBody);

    // Valid UTF-8 with a NUL inside still works as a text WebSocket message thanks to content-length.
    const textReceived = subscribeOnce(client, '/topic/text');
    const textSubscriptionId = (await session.nextFrame('SUBSCRIBE')).headers.id ?? '';
    session.send(
      messageFrame({
        destination: '/topic/text',
        subscription: textSubscriptionId,
        messageId: 'm-2',
        body: 'a\0b',
      }),
    );
    expect((await textReceived).body).toBe('a\0b');
  });

  it('agrees with the client on header escaping in both directions', async () => {
    const { client, session } = await connectClient();
    const received = subscribeOnce(client, '/topic/a:b', { 'x-filter': 'region:north\nrow\\7' });
    const subscribe = await session.nextFrame('SUBSCRIBE');
    expect(subscribe.headers.destination).toBe('/topic/a:b');
    expect(subscribe.headers['x-filter']).toBe('region:north\nrow\\7');

    const frame = messageFrame({
      destination: '/topic/a:b',
      subscription: subscribe.headers.id ?? '',
      messageId: 'id:1',
      body: 'ok',
    });
    // A backslash followed by n, r or c is avoided on purpose: stompjs 7.5 unescapes "\\\\n" wrongly (it replaces
    // "\\n" before "\\\\"); our codec handles it, see stomp-frame.test.ts.
    session.send({ ...frame, headers: { ...frame.headers, 'x-trace': 'zone:west\r\nrow\\7' } });
    const message = await received;
    expect(message.headers['message-id']).toBe('id:1');
    expect(message.headers['x-trace']).toBe('zone:west\r\nrow\\7');
  });

  it('exchanges bare-newline heart-beats with the client', async () => {
    await gateway.close();
    gateway = await TestGateway.start({ sendMs: 0, receiveMs: 10 });
    let resolveHeartBeat: () => void = () => undefined;
    const heartBeatFromServer = new Promise<void>((resolve) => {
      resolveHeartBeat = resolve;
    });
    const { session, connected } = await connectClient({
      heartbeatOutgoing: 10,
      heartbeatIncoming: 0,
      onHeartbeatReceived: () => resolveHeartBeat(),
    });
    expect((await session.nextFrame('CONNECT')).headers['heart-beat']).toBe('10,0');
    expect(connected.headers['heart-beat']).toBe('0,10');

    // The client's pinger sends "\n" every 10 ms; the parser reports it as a heart-beat, not as a frame.
    await session.nextHeartBeat();
    session.sendHeartBeat();
    await heartBeatFromServer;
  });

  it('closes cleanly: DISCONNECT with a receipt, RECEIPT, then the socket closes', async () => {
    const { client, session } = await connectClient();
    const disconnected = new Promise<IFrame>((resolve) => {
      client.onDisconnect = resolve;
    });
    await client.deactivate();

    const disconnect = await session.nextFrame('DISCONNECT');
    const receipt = disconnect.headers.receipt ?? '';
    expect(receipt).toMatch(/^close-/);
    expect((await disconnected).headers['receipt-id']).toBe(receipt);
    expect(client.connected).toBe(false);
  });
});
