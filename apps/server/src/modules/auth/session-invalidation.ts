// Several instances on one PostgreSQL database tell each other which cached sessions to forget, through
// LISTEN/NOTIFY on their own channel (docs/decisions/090, lib/notify-channel.ts).
import type postgres from 'postgres';
import { z } from 'zod';
import { NotifyChannel } from '../../lib/notify-channel';

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
  readonly #channel: NotifyChannel<z.infer<typeof wireMessageSchema>>;

  constructor(
    sql: postgres.Sql,
    private readonly options: SessionInvalidationChannelOptions,
  ) {
    this.#channel = new NotifyChannel(sql, {
      channel: options.channel ?? SESSION_NOTIFY_CHANNEL,
      instanceId: options.instanceId,
      schema: wireMessageSchema,
      onMessage: (wire) => options.onInvalidation(wire.message),
      onListening: () => options.onListening(),
      onError: (error) => options.onError(error),
    });
  }

  start(): Promise<void> {
    return this.#channel.start();
  }

  /** Delivered to the other instances' listeners when the NOTIFY commits; resolves once it is sent. */
  send(message: SessionInvalidation): Promise<void> {
    return this.#channel.notify(JSON.stringify({ from: this.options.instanceId, message }));
  }

  stop(): Promise<void> {
    return this.#channel.stop();
  }
}
