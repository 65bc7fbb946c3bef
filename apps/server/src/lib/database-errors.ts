import { alreadyExistsMessage, ErrorCode, inUseMessage, referenceGoneMessage } from '@portal/contracts';
import { referenceViolationError } from './addresses';
import { AppError, outdated } from './app-error';

/**
 * PostgreSQL error codes surface differently per driver (postgres.js, PGlite) and drizzle wraps them in a
 * DrizzleQueryError whose `cause` is the driver's error, so the code is looked up along the cause chain.
 */
export interface DatabaseErrorDetails {
  code: string;
  constraint: string | null;
  /** PostgreSQL's own sentence; for a foreign key it tells a delete of a referenced row from an insert. */
  message: string;
}

const FOREIGN_KEY_VIOLATION = '23503';
const UNIQUE_VIOLATION = '23505';
/** Two transactions waited on each other's locks (PostgreSQL aborted this one), or a serializable read raced. */
const CONCURRENT_WRITE_FAILURES = new Set(['40P01', '40001']);

function readDetails(error: unknown): DatabaseErrorDetails | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Object; depth += 1) {
    const candidate = current as {
      code?: unknown;
      constraint?: unknown;
      constraint_name?: unknown;
      message?: unknown;
    };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      const constraint = candidate.constraint ?? candidate.constraint_name;
      return {
        code: candidate.code,
        constraint: typeof constraint === 'string' ? constraint : null,
        message: typeof candidate.message === 'string' ? candidate.message : '',
      };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** The violated constraint's name when the error is a foreign-key violation, else null. */
export function foreignKeyViolation(error: unknown): DatabaseErrorDetails | null {
  const details = readDetails(error);
  return details?.code === FOREIGN_KEY_VIOLATION ? details : null;
}

/** The violated constraint's name when the error is a unique violation (two writers raced), else null. */
export function uniqueViolation(error: unknown): DatabaseErrorDetails | null {
  const details = readDetails(error);
  return details?.code === UNIQUE_VIOLATION ? details : null;
}

/** What a unique constraint guards, in the words of the API: the record, the request's field, its label. */
export interface UniqueConstraintField {
  subject: string;
  field: string;
  label: string;
}

/**
 * Every unique constraint a request can run into, by name (db/schema/*.ts), mapped to the request field it
 * guards. constraint-fields test walks the schema: a new unique index without an entry here (or in
 * INTERNAL_UNIQUE_CONSTRAINTS) fails it.
 */
export const UNIQUE_CONSTRAINT_FIELDS: Readonly<Record<string, UniqueConstraintField>> = {
  app_user_email_unique: { subject: 'user', field: 'email', label: 'email' },
  category_name_unique: { subject: 'category', field: 'name', label: 'name' },
  product_size_type_name_unique: { subject: 'size or spec', field: 'name', label: 'name' },
  product_sku_unique: { subject: 'product', field: 'sku', label: 'SKU' },
  product_item_product_size_unique: { subject: 'product', field: 'items', label: 'size' },
  discount_name_unique: { subject: 'discount', field: 'name', label: 'name' },
  dictionary_entry_key_unique: { subject: 'translation', field: 'key', label: 'key' },
  tax_rate_province_unique: { subject: 'tax rate', field: 'provinceId', label: 'province' },
  transaction_fee_company_type_unique: { subject: 'transaction fee', field: 'feeTypeId', label: 'fee type' },
  saved_view_user_table_name_unique: { subject: 'saved view', field: 'name', label: 'name' },
  // Two staff starting the same request's standardization at once: the second is told it exists (decision 140).
  standardized_quote_request_unique: {
    subject: 'standardized quote',
    field: 'quoteRequestId',
    label: 'quote request',
  },
  // Issue 14: one transport cost per seller on a quote (the service names the line first; this is the backstop).
  quote_transport_cost_seller_unique: {
    subject: 'transport cost',
    field: 'transportCosts',
    label: 'seller',
  },
  // One order per quote (decision 151): POST order locks the quote first; this is the backstop of two at once.
  customer_order_quote_unique: { subject: 'order', field: 'quoteId', label: 'quote' },
  // One transport cost per seller on an order, as on its quote (issue 15's order construction edits them).
  order_transport_cost_seller_unique: {
    subject: 'transport cost',
    field: 'transportCosts',
    label: 'seller',
  },
  // An item is picked up and dropped off once, on one delivery (decision 207): the delivery module refuses an
  // item already on another delivery first; this is the backstop of two planners at once.
  delivery_stop_item_order_item_unique: { subject: 'delivery', field: 'subOrderItemIds', label: 'item' },
  delivery_stop_item_quote_item_unique: { subject: 'delivery', field: 'subOrderItemIds', label: 'item' },
};

/**
 * Unique constraints no request field can break: server-made values (token hashes, storage keys, job keys) and
 * reference data seeded from contracts. A violation of one is a defect, answered as a 500.
 */
export const INTERNAL_UNIQUE_CONSTRAINTS: ReadonlySet<string> = new Set([
  'country_code_unique',
  'language_code_unique',
  'role_code_unique',
  'province_country_code_unique',
  'user_session_token_hash_unique',
  'job_idempotency_unique',
  // A creating call's idempotency key (decision 193): claimed first in the call's transaction, a repeat answered
  // with the first result.
  'idempotency_key_user_call_key_index',
  'stored_file_storage_key_unique',
  // Quote numbers come from one sequence and are copied along the job's stages (decision 129).
  'quote_request_number_unique',
  'standardized_quote_number_unique',
  'quote_number_unique',
  // One quote per standardized quote: made inside the standardized quote's locked completion.
  'quote_standardized_quote_unique',
  // Learned corrections are upserted on their key.
  'gomatch_correction_input_key_unique',
  // Quote construction (decision 149): sub-quotes are kept in step with ON CONFLICT DO NOTHING, and a revision
  // number is taken under the quote's row lock.
  'sub_quote_seller_unique',
  'quote_revision_unique',
  // The order model (decision 151): order numbers are the quote's, sub-orders made by POST order, one per seller
  // and numbered in turn, inside the quote's row lock.
  'customer_order_number_unique',
  'sub_order_seller_unique',
  'sub_order_sequence_unique',
  // Pictures (decision 168): an item's request is upserted under the order's row lock, and each picture row names
  // the file the server stored for it.
  'order_picture_request_item_unique',
  'order_item_picture_file_unique',
  // The outbox (decision 170): the Message-ID is made by the server (a UUID at the sender's domain).
  'outbound_email_message_id_unique',
  // Deliveries (decision 207): numbers come from their own sequence, vehicles are numbered in turn under the
  // delivery's row lock.
  'delivery_number_unique',
  'delivery_vehicle_position_unique',
]);

/**
 * PostgreSQL's sentence for a delete (or key change) of a row others still refer to begins "update or delete on
 * table"; an insert or update that refers to a missing row begins "insert or update on table". The server's
 * messages are English (lc_messages is never changed), so the prefix is reliable.
 */
function isReferencedRowChange(details: DatabaseErrorDetails): boolean {
  return details.message.startsWith('update or delete on table');
}

export interface ConstraintErrorContext {
  /** How the record is named in an 'in use' answer ('category'); 'record' when unknown. */
  subject?: string;
  /**
   * The service's own answer to a unique violation of a mapped constraint, when it can name the value
   * ('A category named "Trees" already exists.'), so a race answers exactly as the service's own check does.
   */
  onUnique?: (guarded: UniqueConstraintField) => AppError;
}

/**
 * The one translation of constraint violations into answers (decision 088):
 * - unique → 409 CONFLICT naming the field ('A user with this email already exists.', field `email`);
 * - foreign key, a referenced row deleted → 409 REFERENCED, "in use" ('The category is in use by other records
 *   and cannot be deleted.');
 * - foreign key, a reference to a row that is gone → 409 CONFLICT (someone deleted it meanwhile).
 * Anything else (and internal constraints) → null: the caller rethrows, the error handler answers 500.
 */
export function translateConstraintError(
  error: unknown,
  context: ConstraintErrorContext = {},
): AppError | null {
  const unique = uniqueViolation(error);
  if (unique) {
    const guarded = unique.constraint ? UNIQUE_CONSTRAINT_FIELDS[unique.constraint] : undefined;
    if (!guarded) return null;
    if (context.onUnique) return context.onUnique(guarded);
    const message = alreadyExistsMessage(guarded.subject, guarded.label);
    return new AppError(ErrorCode.CONFLICT, message, { issues: [{ field: guarded.field, message }] });
  }
  const foreignKey = foreignKeyViolation(error);
  if (foreignKey) {
    const subject = context.subject ?? 'record';
    if (isReferencedRowChange(foreignKey)) return new AppError(ErrorCode.REFERENCED, inUseMessage(subject));
    return new AppError(ErrorCode.CONFLICT, referenceGoneMessage(subject));
  }
  // Two staff wrote records the other held (an order save releasing items from a delivery while that delivery is
  // saved, issue 38): PostgreSQL aborts one with a deadlock. Nothing of it was written, and what the user saw is
  // outdated, so the answer is the spec's outdated notice (409, refresh required), never a 500.
  const details = readDetails(error);
  if (details && CONCURRENT_WRITE_FAILURES.has(details.code)) return outdated();
  return null;
}

/** Runs `work`; a constraint violation comes out as its translated AppError (see translateConstraintError). */
export async function withConstraintErrors<T>(
  context: ConstraintErrorContext,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw translateConstraintError(error, context) ?? error;
  }
}

/**
 * Runs a write whose reference ids came from the request: one that does not exist (a foreign key refused by the
 * database) is the caller's mistake — a 400 naming the field (lib/addresses.ts), not a 500.
 */
export async function withReferenceCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const violation = foreignKeyViolation(error);
    if (violation) throw referenceViolationError(violation.constraint);
    throw error;
  }
}
