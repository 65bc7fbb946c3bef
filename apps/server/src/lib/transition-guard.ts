import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import {
  ErrorCode,
  FLOW_ENTITY_NAMES,
  flowStatusLabel,
  isTransitionAvailable,
  MESSAGES,
  TRANSITIONS,
  findTransition,
  transitionRefusedDetail,
  type FlowEntity,
  type Transition,
  type TransitionFacts,
} from '@portal/contracts';
import { AppError, notFound } from './app-error';
import type { UnitOfWork } from './unit-of-work';
import { lockVersioned } from './versioned-write';

export interface TransitionRequest {
  readonly entity: FlowEntity;
  /** The record's status as the database has it now (read in the transaction), never the client's idea of it. */
  readonly from: number;
  /** The status asked for, or DELETED (null). */
  readonly to: number | null;
  /** The actor's role; null (the system) has no authority here and is refused like any role not on the row. */
  readonly roleId: number | null;
  readonly facts?: TransitionFacts;
  /**
   * The rows this call makes, by key (decision 193): a call names its transition, so a change the table allows
   * from → to is still refused when it is another call's (reinstating a Complete standardized quote is not its
   * 'Move back to WIP and save'). Required: a call that named none made whichever row matched first.
   */
  readonly keys: readonly string[];
}

/**
 * The refusal of a move the rules do not allow from the record's status (decision 193): the rule's reason
 * ('This order is New Order: it cannot be moved to Complete.'), code TRANSITION_REFUSED, 409. Not the outdated
 * notice: the record may well be exactly what the user saw; that notice answers a stale version only.
 */
export function transitionRefused(entity: FlowEntity, from: number, to: number | null): AppError {
  const detail = transitionRefusedDetail(
    FLOW_ENTITY_NAMES[entity],
    flowStatusLabel(entity, from),
    flowStatusLabel(entity, to),
  );
  return new AppError(ErrorCode.TRANSITION_REFUSED, detail, {
    issues: [{ field: 'statusId', message: detail }],
  });
}

/** The table's rows this call may make from → to that the record's facts allow, in the table's order. */
function rowsOfCall(request: TransitionRequest): Transition[] {
  return TRANSITIONS.filter(
    (candidate) =>
      candidate.entity === request.entity &&
      candidate.from === request.from &&
      candidate.to === request.to &&
      request.keys.includes(candidate.key) &&
      isTransitionAvailable(candidate, request.facts),
  );
}

/**
 * The guard every status change passes (issue 12, decisions 086, 193): the change must be a row of the contracts'
 * transitions table, one of the call's own rows (`keys`), whose conditions the record's facts meet (else 409
 * TRANSITION_REFUSED with the rule's reason, whatever the client sent), and the user's role must be among the
 * row's roles (else 403). Returns the row, whose action the action log records.
 */
export function guardTransition(request: TransitionRequest): Transition {
  const [available] = rowsOfCall(request);
  if (!available) throw transitionRefused(request.entity, request.from, request.to);
  if (request.roleId === null || !(available.roles as readonly number[]).includes(request.roleId)) {
    throw new AppError(ErrorCode.FORBIDDEN, MESSAGES.accessDenied);
  }
  return available;
}

/** Whether the table has the change at all (for a client-facing 'what can I do' answer, not a guard). */
export function isKnownTransition(entity: FlowEntity, from: number, to: number | null): boolean {
  return findTransition(entity, from, to) !== undefined;
}

/** A flow table: versioned rows with a status column. */
export type StatusTable = PgTable & { id: PgColumn; version: PgColumn };

export interface StatusChange<TTable extends StatusTable> extends Omit<TransitionRequest, 'from' | 'to'> {
  readonly table: TTable;
  readonly statusColumn: PgColumn;
  readonly id: number;
  /** The status asked for (a deletion is the record's own delete, not a status change). */
  readonly to: number;
  /**
   * The version the client read (decision 204: every status call sends it, a missing one is refused before this
   * is called), or null for a workflow move another write of the flow makes (a request picked up by its
   * standardization, a quote processed by its order) on a row that write already holds.
   */
  readonly version: number | null;
  /** How a 404 and the action log name the record. */
  readonly subject: string;
  readonly recordType: Parameters<UnitOfWork['recordChange']>[0]['recordType'];
  readonly recordNumber: string | null;
  /** Other columns the same change sets (e.g. a cancellation reason). */
  readonly values?: PgUpdateSetSource<TTable>;
}

/**
 * Changes one record's status through the table, in the caller's unit of work: reads the current status under
 * a row lock, guards the change, writes it only if the status (and version, when given) is still the one read,
 * and records the row's action in the action log. The status never changes any other way (decision 086).
 */
export async function changeStatus<TTable extends StatusTable>(
  unit: UnitOfWork,
  change: StatusChange<TTable>,
): Promise<Transition> {
  const { table, statusColumn } = change;
  const current =
    change.version === null
      ? await lockedRow(unit, change)
      : await lockVersioned(unit.tx, table, {
          id: change.id,
          version: change.version,
          subject: change.subject,
          recordType: change.recordType,
        });
  const from = Number((current as Record<string, unknown>)[statusKey(table, statusColumn)]);
  const transition = guardTransition({ ...change, from, to: change.to });
  const set = {
    ...change.values,
    [statusKey(table, statusColumn)]: change.to,
    version: sql`${table.version} + 1`,
  } as PgUpdateSetSource<TTable>;
  await unit.tx
    .update(table)
    .set(set)
    .where(and(eq(table.id, change.id), eq(statusColumn, from)));
  await unit.recordChange({
    recordType: change.recordType,
    actionId: transition.actionId,
    recordId: change.id,
    recordNumber: change.recordNumber,
    details: { transition: transition.key, from, to: change.to },
  });
  return transition;
}

/** A workflow move's row, under a lock (no version to compare: the move is another write's). */
async function lockedRow<TTable extends StatusTable>(unit: UnitOfWork, change: StatusChange<TTable>) {
  // Read through the plain table type: Drizzle's generic `from` cannot resolve a table type parameter.
  const source: PgTable = change.table;
  const [current] = await unit.tx
    .select({ status: change.statusColumn })
    .from(source)
    .where(eq(change.table.id, change.id))
    .for('update');
  if (!current) throw notFound(change.subject);
  return { [statusKey(change.table, change.statusColumn)]: current.status };
}

/** The property name under which the table declares its status column (Drizzle sets by property, not name). */
function statusKey(table: StatusTable, statusColumn: PgColumn): string {
  const entry = Object.entries(table).find(([, column]) => column === statusColumn);
  if (!entry) throw new Error(`status column ${statusColumn.name} is not a column of the table`);
  return entry[0];
}
