import type { ActionLogActionId, ActionLogTypeId } from '@portal/contracts';

/**
 * Services announce what changed; they never talk to sockets. The realtime gateway (issue 3) turns these into
 * STOMP change events, and with several instances they fan out through PostgreSQL LISTEN/NOTIFY.
 */
export interface RecordChangedEvent {
  type: 'record.changed';
  recordType: ActionLogTypeId;
  recordId: number | null;
  recordNumber: string | null;
  actionId: ActionLogActionId;
  actorUserId: number | null;
  occurredAt: string;
  /**
   * A value the server derives changed (a delivery's route distance, written by a job without raising the version):
   * the lists hear it and refresh; an open workspace is not told it is outdated, since nobody edited the record.
   */
  listsOnly?: boolean;
}

/**
 * A job reached its final status (lib/jobs, docs/decisions/080): success, or failed after its last attempt.
 * Published by the instance whose worker ran it, after the status committed.
 */
export interface JobFinishedEvent {
  type: 'job.finished';
  jobId: number;
  kind: string;
  /** BackgroundProcessStatus id: success 1 or failed 3. */
  statusId: number;
  occurredAt: string;
}

export type DomainEvent = RecordChangedEvent | JobFinishedEvent;

export type DomainEventListener = (event: DomainEvent) => void;

export class DomainEventBus {
  readonly #listeners = new Set<DomainEventListener>();

  subscribe(listener: DomainEventListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Called after the transaction commits; a failing listener never undoes or blocks the change. */
  publish(events: readonly DomainEvent[]): void {
    for (const event of events) {
      for (const listener of this.#listeners) {
        try {
          listener(event);
        } catch (error) {
          console.error('domain event listener failed', error);
        }
      }
    }
  }
}
