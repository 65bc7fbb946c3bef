import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@portal/contracts';
import * as schema from '../db/schema';
import {
  INTERNAL_UNIQUE_CONSTRAINTS,
  translateConstraintError,
  UNIQUE_CONSTRAINT_FIELDS,
} from './database-errors';

/** Every unique constraint or unique index the schema declares, by the name PostgreSQL reports. */
function uniqueConstraintNames(): string[] {
  const names: string[] = [];
  for (const value of Object.values(schema)) {
    if (!(value instanceof PgTable)) continue;
    const config = getTableConfig(value);
    for (const index of config.indexes)
      if (index.config.unique && index.config.name) names.push(index.config.name);
    for (const constraint of config.uniqueConstraints) {
      const name = constraint.getName();
      if (name) names.push(name);
    }
    for (const column of config.columns) {
      if (column.isUnique) names.push(column.uniqueName ?? `${config.name}_${column.name}_unique`);
    }
  }
  return names;
}

/** The error postgres.js raises, wrapped as Drizzle wraps it. */
function databaseError(code: string, constraint: string, message: string): Error {
  return new Error('Failed query', {
    cause: Object.assign(new Error(message), { code, constraint_name: constraint }),
  });
}

describe('the unique-constraint map', () => {
  it('names a request field for every unique constraint of the schema, or lists it as internal', () => {
    const names = uniqueConstraintNames();
    expect(names).toEqual(expect.arrayContaining(['app_user_email_unique', 'product_sku_unique']));
    const unmapped = names.filter(
      (name) => !(name in UNIQUE_CONSTRAINT_FIELDS) && !INTERNAL_UNIQUE_CONSTRAINTS.has(name),
    );
    expect(unmapped).toEqual([]);
  });

  it('maps no constraint the schema does not have', () => {
    const names = new Set(uniqueConstraintNames());
    expect(Object.keys(UNIQUE_CONSTRAINT_FIELDS).filter((name) => !names.has(name))).toEqual([]);
  });
});

describe('translateConstraintError', () => {
  it('turns a unique violation into a 409 naming the field', () => {
    const error = translateConstraintError(
      databaseError('23505', 'app_user_email_unique', 'duplicate key value'),
    );
    expect(error?.statusCode).toBe(409);
    expect(error?.code).toBe(ErrorCode.CONFLICT);
    expect(error?.details.issues).toEqual([
      { field: 'email', message: 'A user with this email already exists.' },
    ]);
  });

  it('lets a service answer with its own words', () => {
    const own = translateConstraintError(databaseError('23505', 'product_sku_unique', 'duplicate'), {
      onUnique: (guarded) => new Error(guarded.field) as never,
    });
    expect(own?.message).toBe('sku');
  });

  it('answers a referenced row’s delete as in use, and a reference to a missing row as a conflict', () => {
    const inUse = translateConstraintError(
      databaseError(
        '23503',
        'product_category_id_category_id_fk',
        'update or delete on table "category" violates …',
      ),
      { subject: 'category' },
    );
    expect(inUse?.code).toBe(ErrorCode.REFERENCED);
    expect(inUse?.message).toBe('The category is in use by other records and cannot be deleted.');
    const missing = translateConstraintError(
      databaseError(
        '23503',
        'product_category_id_category_id_fk',
        'insert or update on table "product" violates …',
      ),
    );
    expect(missing?.code).toBe(ErrorCode.CONFLICT);
  });

  it('answers a deadlock or a serialization failure as the outdated notice (409), nothing written', () => {
    for (const code of ['40P01', '40001']) {
      const answer = translateConstraintError(databaseError(code, '', 'deadlock detected'));
      expect(answer?.code).toBe(ErrorCode.OUTDATED);
      expect(answer?.statusCode).toBe(409);
    }
  });

  it('leaves internal constraints and other errors alone (a 500: a defect, not a user error)', () => {
    expect(
      translateConstraintError(databaseError('23505', 'user_session_token_hash_unique', 'duplicate')),
    ).toBeNull();
    expect(translateConstraintError(databaseError('23502', 'x', 'null value'))).toBeNull();
    expect(translateConstraintError(new Error('plain'))).toBeNull();
  });
});
