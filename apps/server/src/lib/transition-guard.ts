import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import {
  ErrorCode,
  findAvailableTransition,
  findTransition,
  FLOW_ENTITY_NAMES,
  flowStatusLabel,
  MESSAGES,
  transitionRefusedDetail,
  type FlowEntity,
  type Transition,
  type TransitionFacts,
} from '@portal/contracts';
import { AppError, notFound } from './app-error';
import type { UnitOfWork } from './unit-of-work';

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
   * The rows this call makes, by key: a call names its transition, so a change the table allows from → to is
   * still refused when it is another call's (moving a cancelled quote 'back to WIP' is a reinstate, not a move).
   */
  readonly keys?: readonly string[];
}

function refused(request: TransitionRequest): AppError {
  const detail = transitionRefusedDetail(
    FLOW_ENTITY_NAMES[request.entity],
    flowStatusLabel(request.entity, request.from),
    flowStatusLabel(request.entity, request.to),
  );
  // spec 001 §8 notices: the user's view no longer matches the record (or never could): refresh. The detail
  // names the rule for the log and for a client that wants to say more.
  return new AppError(ErrorCode.OUTDATED, MESSAGES.outdatedRecord, {
    issues: [{ field: 'statusId', message: detail }],
  });
}

/**
 * The guard every status change passes (issue 12, decision 086): the change must be a row of the contracts'
 * transitions table whose conditions the record's facts meet (else 409 with the spec's outdated notice, whatever
 * the client sent), and the user's role must be among the row's roles (else 403). Returns the row, whose
 * action the action log records.
 */
export function guardTransition(request: TransitionRequest): Transition {
  const available = findAvailableTransition(request.entity, request.from, request.to, request.facts);
  if (!available || (request.keys !== undefined && !request.keys.includes(available.key))) {
    throw refused(request);
  }
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
  /** The version the client read, when the change comes from an editor; menus on boards send none. */
  readonly version?: number;
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
  // Read through the plain table type: Drizzle's generic `from` cannot resolve a table type parameter.
  const source: PgTable = table;
  const [current] = await unit.tx
    .select({ status: statusColumn, version: table.version })
    .from(source)
    .where(eq(table.id, change.id))
    .for('update');
  if (!current) throw notFound(change.subject);
  const from = Number(current.status);
  if (change.version !== undefined && Number(current.version) !== change.version) {
    throw new AppError(ErrorCode.OUTDATED, MESSAGES.outdatedRecord);
  }
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

/** The property name under which the table declares its status column (Drizzle sets by property, not name). */
function statusKey(table: StatusTable, statusColumn: PgColumn): string {
  const entry = Object.entries(table).find(([, column]) => column === statusColumn);
  if (!entry) throw new Error(`status column ${statusColumn.name} is not a column of the table`);
  return entry[0];
}
