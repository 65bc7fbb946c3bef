/**
 * PostgreSQL error codes surface differently per driver (postgres.js, PGlite) and drizzle wraps them in a
 * DrizzleQueryError whose `cause` is the driver's error, so the code is looked up along the cause chain.
 */
export interface DatabaseErrorDetails {
  code: string;
  constraint: string | null;
}

const FOREIGN_KEY_VIOLATION = '23503';
const UNIQUE_VIOLATION = '23505';

function readDetails(error: unknown): DatabaseErrorDetails | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Object; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; constraint_name?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      const constraint = candidate.constraint ?? candidate.constraint_name;
      return { code: candidate.code, constraint: typeof constraint === 'string' ? constraint : null };
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
