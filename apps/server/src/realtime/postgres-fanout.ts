// Several instances on one PostgreSQL database share presence and change events through LISTEN/NOTIFY on one
// channel (docs/operations.md 'Live updates across instances'); no extra infrastructure.
import type postgres from 'postgres';
import { z } from 'zod';
import { NotifyChannel } from '../lib/notify-channel';

export const LIVE_NOTIFY_CHANNEL = 'portal_live';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const MAX_NOTIFY_PAYLOAD_BYTES = 7900;

const presenceEntrySchema = z.object({ userId: z.number().int(), enteredAt: z.string() });

const changeSchema = z.object({
  recordType: z.number().int(),
  recordId: z.number().int(),
  actionId: z.number().int(),
  actorUserId: z.number().int().nullable(),
  occurredAt: z.string(),
  listsOnly: z.boolean().optional(),
});

/** What instances tell each other. Every message names its sender, because a NOTIFY also reaches the sender. */
export const clusterMessageSchema = z.discriminatedUnion('type', [
  /** A new (or reconnected) listener: the others answer with their presence. */
  z.object({ type: z.literal('hello'), from: z.string() }),
  /** Heart-beat: the sender's presence entries stay valid for the TTL. */
  z.object({ type: z.literal('alive'), from: z.string() }),
  /** Shutting down: forget the sender's presence at once. */
  z.object({ type: z.literal('bye'), from: z.string() }),
  /** The sender's own visitors of one record (replaces what it said before). */
  z.object({
    type: z.literal('presence'),
    from: z.string(),
    key: z.string().max(100),
    entries: z.array(presenceEntrySchema),
  }),
  /** clear…Visitors on one record: every instance forgets its visitors there. */
  z.object({ type: z.literal('clear'), from: z.string(), key: z.string().max(100) }),
  /** A committed change, for the sender's peers' subscribers. */
  z.object({ type: z.literal('change'), from: z.string(), change: changeSchema }),
]);
export type ClusterMessage = z.infer<typeof clusterMessageSchema>;
export type ClusterChange = z.infer<typeof changeSchema>;

type DistributiveOmit<Type, Key extends PropertyKey> = Type extends unknown ? Omit<Type, Key> : never;
export type OutgoingClusterMessage = DistributiveOmit<ClusterMessage, 'from'>;

/** Encodes a message within the NOTIFY limit: a presence list too long is cut to its earliest visitors. */
export function encodeClusterMessage(message: ClusterMessage): string {
  let text = JSON.stringify(message);
  if (Buffer.byteLength(text) <= MAX_NOTIFY_PAYLOAD_BYTES) return text;
  if (message.type !== 'presence')
    throw new Error(`cluster message ${message.type} exceeds the NOTIFY limit`);
  let entries = message.entries;
  while (Buffer.byteLength(text) > MAX_NOTIFY_PAYLOAD_BYTES && entries.length > 0) {
    entries = entries.slice(0, Math.floor(entries.length * 0.8));
    text = JSON.stringify({ ...message, entries });
  }
  return text;
}

export interface PostgresFanoutOptions {
  instanceId: string;
  channel?: string;
  /** How often this instance says it is alive; peers expire it after PresenceStore's TTL. */
  heartbeatMs: number;
  onMessage(message: ClusterMessage): void;
  onError(error: unknown): void;
}

export class PostgresFanout {
  readonly #channel: NotifyChannel<ClusterMessage>;
  #heartbeat: NodeJS.Timeout | undefined;

  constructor(
    sql: postgres.Sql,
    private readonly options: PostgresFanoutOptions,
  ) {
    this.#channel = new NotifyChannel(sql, {
      channel: options.channel ?? LIVE_NOTIFY_CHANNEL,
      instanceId: options.instanceId,
      schema: clusterMessageSchema,
      onMessage: (message) => options.onMessage(message),
      // Notifications sent while not listening are lost: a hello makes the peers resend their presence.
      onListening: () => this.send({ type: 'hello' }),
      onError: (error) => options.onError(error),
    });
  }

  async start(): Promise<void> {
    await this.#channel.start();
    this.#heartbeat = setInterval(() => this.send({ type: 'alive' }), this.options.heartbeatMs);
  }

  send(message: OutgoingClusterMessage): void {
    const payload = encodeClusterMessage({ ...message, from: this.options.instanceId });
    this.#channel.notify(payload).catch((error: unknown) => this.options.onError(error));
  }

  async stop(): Promise<void> {
    clearInterval(this.#heartbeat);
    try {
      await this.#channel.notify(encodeClusterMessage({ type: 'bye', from: this.options.instanceId }));
    } catch (error) {
      this.options.onError(error);
    }
    await this.#channel.stop();
  }
}
