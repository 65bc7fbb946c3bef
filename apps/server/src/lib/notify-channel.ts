// One PostgreSQL LISTEN/NOTIFY channel shared by several instances on one database (decision 090, docs/operations.md
// 'Live updates across instances'): the live fan-out and the session-cache invalidation each speak on their own.
import type postgres from 'postgres';
import type { z } from 'zod';

/** Every message names its sender, because a NOTIFY also reaches the sender. */
export interface SentMessage {
  readonly from: string;
}

export interface NotifyChannelOptions<TMessage extends SentMessage> {
  readonly channel: string;
  /** Identifies this process: its own notifications come back and are ignored (it applied them already). */
  readonly instanceId: string;
  /** What a payload must be; anything else on the channel is dropped. */
  readonly schema: z.ZodType<TMessage>;
  /** A message from another instance. */
  onMessage(message: TMessage): void;
  /** Listening (again, after a reconnect): notifications sent while not listening were lost. */
  onListening(): void;
  onError(error: unknown): void;
}

export class NotifyChannel<TMessage extends SentMessage> {
  #listening: { unlisten(): Promise<void> } | undefined;
  #stopped = false;

  constructor(
    private readonly sql: postgres.Sql,
    private readonly options: NotifyChannelOptions<TMessage>,
  ) {}

  async start(): Promise<void> {
    // postgres.js keeps one dedicated LISTEN connection and listens again after a reconnect; onlisten runs each
    // time, including the first.
    this.#listening = await this.sql.listen(
      this.options.channel,
      (payload) => this.#receive(payload),
      () => this.options.onListening(),
    );
  }

  /** Sends an encoded message; delivered to the listeners when the NOTIFY commits. Nothing once stopped. */
  async notify(payload: string): Promise<void> {
    if (this.#stopped) return;
    await this.sql.notify(this.options.channel, payload);
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
    const message = this.options.schema.safeParse(parsed);
    // Our own notifications come back too: the sender has already applied them locally.
    if (!message.success || message.data.from === this.options.instanceId) return;
    try {
      this.options.onMessage(message.data);
    } catch (error) {
      this.options.onError(error);
    }
  }
}
