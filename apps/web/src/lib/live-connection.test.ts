import type { IFrame, StompConfig } from '@stomp/stompjs';
import { describe, expect, it, vi } from 'vitest';
import { STOMP_HEARTBEAT_MS, STOMP_RECONNECT_DELAY_MS, type LiveEvent } from '@portal/contracts';
import { LiveConnection, type StompClientLike } from './live-connection';
import { parseLiveEvent } from './live-events';

const FRAME: IFrame = {
  command: 'CONNECTED',
  headers: {},
  isBinaryBody: false,
  body: '',
  binaryBody: new Uint8Array(),
};

class FakeClient implements StompClientLike {
  connected = false;
  active = false;
  readonly published: string[] = [];
  readonly subscribed: string[] = [];
  readonly callbacks = new Map<string, (message: { body: string }) => void>();

  constructor(readonly config: StompConfig) {}

  activate(): void {
    this.active = true;
  }

  deactivate(): Promise<void> {
    this.active = false;
    this.connected = false;
    return Promise.resolve();
  }

  publish({ destination }: { destination: string }): void {
    this.published.push(destination);
  }

  subscribe(destination: string, callback: (message: { body: string }) => void) {
    this.subscribed.push(destination);
    this.callbacks.set(destination, callback);
    return { unsubscribe: () => this.callbacks.delete(destination) };
  }

  /** The server answered CONNECTED (first connection or a reconnect). */
  connect(): void {
    this.connected = true;
    this.config.onConnect?.(FRAME);
  }

  deliver(destination: string, event: LiveEvent): void {
    this.callbacks.get(destination)?.({ body: JSON.stringify(event) });
  }
}

function setup() {
  const clients: FakeClient[] = [];
  const connection = new LiveConnection(
    () => 'ws://portal.test/ws',
    (config) => {
      const client = new FakeClient(config);
      clients.push(client);
      return client;
    },
    parseLiveEvent,
  );
  return { connection, clients };
}

describe('LiveConnection', () => {
  it('opens with the token as Authorization, 60000 ms heart-beats and a 2000 ms reconnect delay', () => {
    const { connection, clients } = setup();
    connection.open('token-1');
    const client = clients[0];
    expect(client?.active).toBe(true);
    expect(client?.config).toMatchObject({
      brokerURL: 'ws://portal.test/ws',
      connectHeaders: { Authorization: 'Bearer token-1' },
      heartbeatIncoming: STOMP_HEARTBEAT_MS,
      heartbeatOutgoing: STOMP_HEARTBEAT_MS,
      reconnectDelay: STOMP_RECONNECT_DELAY_MS,
    });
    connection.open('token-1');
    expect(clients).toHaveLength(1);
  });

  it('subscribes and enters once connected, and again after every reconnect', () => {
    const { connection, clients } = setup();
    connection.open('token-1');
    const received: LiveEvent[] = [];
    connection.subscribe('/topic/order/42', (event) => received.push(event));
    connection.enter('order', 42);
    const client = clients[0] as FakeClient;
    expect(client.published).toEqual([]);

    client.connect();
    expect(client.subscribed).toEqual(['/topic/order/42']);
    expect(client.published).toEqual(['/app/order/42/enter']);
    const visit: LiveEvent = { type: 'visit', kind: 'order', recordId: 42, visitors: [] };
    client.deliver('/topic/order/42', visit);
    expect(received).toEqual([visit]);

    // A dropped socket reconnects (stompjs, 2000 ms later): presence is server state per socket, so re-enter.
    client.connect();
    expect(client.subscribed).toEqual(['/topic/order/42', '/topic/order/42']);
    expect(client.published).toEqual(['/app/order/42/enter', '/app/order/42/enter']);
  });

  it('enters a record once for two screens and leaves when the last one leaves', () => {
    const { connection, clients } = setup();
    connection.open('token-1');
    const client = clients[0] as FakeClient;
    client.connect();
    const leaveFirst = connection.enter('quote', 7);
    const leaveSecond = connection.enter('quote', 7);
    leaveFirst();
    leaveFirst();
    expect(client.published).toEqual(['/app/quote/7/enter']);
    leaveSecond();
    expect(client.published).toEqual(['/app/quote/7/enter', '/app/quote/7/leave']);
  });

  it('logs a STOMP error as a global STOMP error and deactivates', () => {
    const { connection, clients } = setup();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    connection.open('token-1');
    const client = clients[0] as FakeClient;
    client.connect();
    client.config.onStompError?.({ ...FRAME, command: 'ERROR', headers: { message: 'Session expired' } });
    expect(log).toHaveBeenCalledWith('global STOMP error', 'Session expired');
    expect(client.active).toBe(false);
    expect(connection.isOpen).toBe(false);
  });
});
