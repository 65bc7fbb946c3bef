import { MASKED_CHANGE_VALUE, type ChangeValue, type RecordFieldChange } from '@portal/contracts';

/**
 * What an update changed, for the action log (issue 12 "the action log answers 'what changed'", decision 109).
 * The one place that decides which fields are secrets and how values are written down: services call
 * `diffRecord(before, after)` and pass the result as the recorded change's `changes`; the action-log writer
 * masks again whatever reaches it, so a secret never lands in the log whoever built the list.
 */

/**
 * Secret fields, by name, whatever their record: passwords and their hashes, tokens (session, reset, API),
 * API keys, session ids and anything called a secret. Their values never enter the log, only that they changed.
 */
const SECRET_FIELD = /passw(or)?d|token|api_?key|secret|session_?id/i;

/** Bookkeeping every versioned row carries: never a change anyone made. */
const BOOKKEEPING_FIELDS = new Set(['id', 'version', 'createdAt', 'updatedAt']);

export function isSecretField(field: string): boolean {
  return SECRET_FIELD.test(field);
}

function toScalar(value: unknown): string | number | boolean | null {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'bigint') return value.toString();
  // Anything nested (an object, a list of objects) is kept as its JSON text, keys in a stable order.
  return JSON.stringify(value, (_key, nested: unknown) =>
    nested !== null && typeof nested === 'object' && !Array.isArray(nested)
      ? Object.fromEntries(Object.entries(nested).sort(([a], [b]) => a.localeCompare(b)))
      : nested,
  );
}

/** A value as the log keeps it: dates as ISO text, lists of plain values as lists, anything else as text. */
export function toChangeValue(value: unknown): ChangeValue {
  if (Array.isArray(value)) return value.map(toScalar);
  return toScalar(value);
}

function isSame(a: ChangeValue, b: ChangeValue): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A secret's value as the log shows it: that there was one, never what it was. */
function masked(value: ChangeValue): ChangeValue {
  return value === null ? null : MASKED_CHANGE_VALUE;
}

/** The writer's last line of defence: every secret field of a list of changes masked. */
export function maskSecrets(changes: readonly RecordFieldChange[]): RecordFieldChange[] {
  return changes.map((change) =>
    isSecretField(change.field)
      ? { field: change.field, old: masked(change.old), new: masked(change.new) }
      : change,
  );
}

export interface DiffOptions {
  /** Compare only these fields (a derived total, a joined name left out); default: every field of `after`. */
  readonly fields?: readonly string[];
}

/**
 * The fields whose value differs between `before` and `after`, in `after`'s key order. `after` may be the whole
 * record read back or only the values written: a field `after` does not carry was not written, so it is not
 * compared. Ids, versions and timestamps are bookkeeping and never listed. Secrets come out masked.
 */
export function diffRecord(before: object, after: object, options: DiffOptions = {}): RecordFieldChange[] {
  const previous = before as Record<string, unknown>;
  const next = after as Record<string, unknown>;
  const fields = options.fields ?? Object.keys(next).filter((field) => !BOOKKEEPING_FIELDS.has(field));
  const changes: RecordFieldChange[] = [];
  for (const field of fields) {
    if (!(field in next)) continue;
    const old = toChangeValue(previous[field]);
    const value = toChangeValue(next[field]);
    if (isSame(old, value)) continue;
    changes.push({ field, old, new: value });
  }
  return maskSecrets(changes);
}
