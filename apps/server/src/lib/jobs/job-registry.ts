import type { z } from 'zod';
import type { Transaction } from '../../db/database';
import { EVENT_KIND_PREFIX, type JobRow } from './job.repository';

export interface JobContext {
  /** The claimed row (attempts already counts this attempt). */
  job: JobRow;
  /** Aborted when the runner shuts down past its grace period or the worker lost the job's lease. */
  signal: AbortSignal;
}

export interface TransactionalJobContext extends JobContext {
  /**
   * The transaction that also marks the job done: the handler's database effects commit exactly once, with the
   * completion, or not at all. Use it for every query (on the embedded engine another query would wait for ever).
   */
  tx: Transaction;
}

interface JobDefinitionBase<TPayload> {
  /** Unique; lower-case words with dots (`matching.run`). `event.*` is reserved for the outbox. */
  kind: string;
  /** Checked before every run: a payload that does not match fails the job at once, without retries. */
  payload: z.ZodType<TPayload>;
}

export type JobDefinition<TPayload = unknown> = JobDefinitionBase<TPayload> &
  (
    | {
        /** At least once: runs outside any transaction (e-mails, calls to other systems); make it idempotent. */
        transactional?: false;
        run(payload: TPayload, context: JobContext): Promise<unknown>;
      }
    | {
        transactional: true;
        run(payload: TPayload, context: TransactionalJobContext): Promise<unknown>;
      }
  );

/** A handler throws this to fail the job for good: retrying cannot help (bad data, a refused request). */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

const KIND_PATTERN = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/;

export function eventKind(eventType: string): string {
  return `${EVENT_KIND_PREFIX}${eventType}`;
}

/**
 * What this instance can run: the job kinds and, for the outbox, which handlers subscribe to each durable event.
 * A runner claims only the kinds registered here, so instances of different versions never take a job they
 * cannot run.
 */
export class JobRegistry {
  readonly #definitions = new Map<string, JobDefinition>();
  readonly #subscribers = new Map<string, string[]>();

  define<TPayload>(definition: JobDefinition<TPayload>): void {
    if (!KIND_PATTERN.test(definition.kind) || definition.kind.startsWith(EVENT_KIND_PREFIX)) {
      throw new Error(`invalid job kind ${definition.kind}`);
    }
    if (this.#definitions.has(definition.kind)) throw new Error(`job kind ${definition.kind} defined twice`);
    this.#definitions.set(definition.kind, definition);
  }

  /**
   * A durable subscriber of an outbox event: when an `event.<type>` job runs, it enqueues one job of this kind per
   * subscriber, each with its own attempts and status, with the event's payload.
   */
  subscribe<TPayload>(eventType: string, definition: JobDefinition<TPayload>): void {
    if (!KIND_PATTERN.test(eventType)) throw new Error(`invalid event type ${eventType}`);
    this.define(definition);
    this.#subscribers.set(eventType, [...(this.#subscribers.get(eventType) ?? []), definition.kind]);
  }

  get(kind: string): JobDefinition | undefined {
    return this.#definitions.get(kind);
  }

  kinds(): string[] {
    return [...this.#definitions.keys()];
  }

  subscribersOf(eventType: string): readonly string[] {
    return this.#subscribers.get(eventType) ?? [];
  }
}
