// Several instances on one PostgreSQL database tell each other which cached sessions to forget, through
// LISTEN/NOTIFY on their own channel (docs/decisions/090), in the manner of realtime/postgres-fanout.ts.
import type postgres from 'postgres';
import { z } from 'zod';

export const SESSION_NOTIFY_CHANNEL = 'portal_session';

export const sessionInvalidationSchema = z.discriminatedUnion('type', [
  /** The user changed (role, status, lock, password, profile) or was deleted: all their sessions. */
  z.object({ type: z.literal('user'), userId: z.number().int() }),
  /** One session ended (sign-out). */
  z.object({ type: z.literal('session'), sessionId: z.number().int() }),
]);
export type SessionInvalidation = z.infer<typeof sessionInvalidationSchema>;

/** On the wire, every message names its sender, because a NOTIFY also reaches the sender. */
const wireMessageSchema = z.object({ from: z.string(), message: sessionInvalidationSchema });

export interface SessionInvalidationChannelOptions {
  /** Identifies this process: its own notifications come back and are ignored (it applied them already). */
  instanceId: string;
  channel?: string;
  /** An invalidation from another instance. */
  onInvalidation(message: SessionInvalidation): void;
  /** Listening (again): notifications sent while not listening are lost, so the receiver forgets everything. */
  onListening(): void;
  onError(error: unknown): void;
}

export class SessionInvalidationChannel {
  readonly #channel: string;
  #listening: { unlisten(): Promise<void> } | undefined;
  #stopped = false;

  constructor(
    private readonly sql: postgres.Sql,
    private readonly options: SessionInvalidationChannelOptions,
  ) {
    this.#channel = options.channel ?? SESSION_NOTIFY_CHANNEL;
  }

  async start(): Promise<void> {
    // postgres.js keeps one dedicated LISTEN connection and listens again after a reconnect; onlisten runs each
    // time, including the first.
    this.#listening = await this.sql.listen(
      this.#channel,
      (payload) => this.#receive(payload),
      () => this.options.onListening(),
    );
  }

  /** Delivered to the other instances' listeners when the NOTIFY commits; resolves once it is sent. */
  async send(message: SessionInvalidation): Promise<void> {
    if (this.#stopped) return;
    await this.sql.notify(this.#channel, JSON.stringify({ from: this.options.instanceId, message }));
  }

  async stop(): Promise<void> {
    if (this.#stopped) return;
    this.#stopped = true;
    try {
      await this.#listening?.unlisten();
    } catch (error) {
      this.options.onError(error);
    }
  }

  #receive(payload: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      return;
    }
    const wire = wireMessageSchema.safeParse(parsed);
    // Our own notifications come back too: the sender has already applied them locally.
    if (!wire.success || wire.data.from === this.options.instanceId) return;
    try {
      this.options.onInvalidation(wire.data.message);
    } catch (error) {
      this.options.onError(error);
    }
  }
}
