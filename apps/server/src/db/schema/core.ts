/**
 * The database schema. Conventions (docs/architecture.md#database):
 * - ids of reference data are the spec's ids (not generated), so contracts, database and UI agree;
 * - versioned records carry `version` for optimistic concurrency (spec 000 §4);
 * - every list a screen pages through has the indexes its sort and filters need (brief: built for scale);
 * - SQL stays PostgreSQL 15 compatible (PGlite is 18, the Debian server 15).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { RecordFieldChange } from '@portal/contracts';
import { searchTextColumnSql } from '../search-fold';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/** Every enumeration of contracts (spec 001 §3–§4) as rows: (kind, id) → label. */
export const lookupValue = pgTable(
  'lookup_value',
  {
    kind: text('kind').notNull(),
    id: integer('id').notNull(),
    label: text('label').notNull(),
    code: text('code'),
    description: text('description'),
    sortOrder: smallint('sort_order').notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.id] })],
);

export const role = pgTable('role', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
});

export const country = pgTable('country', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
});

export const province = pgTable(
  'province',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => country.id),
  },
  (table) => [uniqueIndex('province_country_code_unique').on(table.countryId, table.code)],
);

export const timezone = pgTable('timezone', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  ianaName: text('iana_name').notNull(),
});

export const language = pgTable('language', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
});

export const companyType = pgTable('company_type', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const company = pgTable(
  'company',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    companyTypeId: integer('company_type_id')
      .notNull()
      .references(() => companyType.id),
    tier: smallint('tier'),
    registered: boolean('registered').notNull().default(false),
    preferred: boolean('preferred').notNull().default(false),
    contactEmail: text('contact_email'),
    phoneNumber: text('phone_number'),
    address: text('address'),
    city: text('city'),
    postalCode: text('postal_code'),
    provinceId: integer('province_id').references(() => province.id),
    countryId: integer('country_id').references(() => country.id),
    timezoneId: integer('timezone_id').references(() => timezone.id),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Name and city folded (no accents, lower case) for the contains search; computed by the database (decision 061). */
    searchText: text('search_text').notNull().generatedAlwaysAs(searchTextColumnSql('name', 'city')),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    index('company_name_index').on(sql`lower(${table.name})`, table.id),
    index('company_type_name_index').on(table.companyTypeId, sql`lower(${table.name})`),
    // Company Management sorts by city and filters by province (issue 4; decision 039).
    index('company_city_index').on(sql`lower(${table.city})`, table.id),
    index('company_province_name_index').on(table.provinceId, sql`lower(${table.name})`),
    // The accent-insensitive contains search on name and city, and the pickers' search (decisions 039, 061). No
    // GIN pending list (fastupdate): the embedded engine has no autovacuum to flush it, and the planner shuns an
    // index whose pending list has grown.
    index('company_search_trigram_index')
      .using('gin', sql`${table.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/**
 * spec 001 §3 Address: the alternative addresses of a party (a company or a transporter). One strategy for both
 * (docs/decisions/092): each party table has its own address table of exactly these columns, its rows removed
 * with the party, so foreign keys stay real and modules/parties reads both the same way.
 */
function partyAddressColumns() {
  return {
    id: serial('id').primaryKey(),
    locationName: text('location_name'),
    address: text('address').notNull(),
    city: text('city'),
    postalCode: text('postal_code'),
    provinceId: integer('province_id').references(() => province.id),
    countryId: integer('country_id').references(() => country.id),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  };
}

export const companyAddress = pgTable(
  'company_address',
  {
    ...partyAddressColumns(),
    companyId: integer('company_id')
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
  },
  (table) => [index('company_address_company_index').on(table.companyId)],
);

export const transporter = pgTable(
  'transporter',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    contactEmail: text('contact_email'),
    phoneNumber: text('phone_number'),
    address: text('address'),
    city: text('city'),
    postalCode: text('postal_code'),
    provinceId: integer('province_id').references(() => province.id),
    countryId: integer('country_id').references(() => country.id),
    timezoneId: integer('timezone_id').references(() => timezone.id),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Name and city folded for the contains search (decision 061). */
    searchText: text('search_text').notNull().generatedAlwaysAs(searchTextColumnSql('name', 'city')),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    index('transporter_name_index').on(sql`lower(${table.name})`, table.id),
    index('transporter_city_index').on(sql`lower(${table.city})`, table.id),
    index('transporter_search_trigram_index')
      .using('gin', sql`${table.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

export const transporterAddress = pgTable(
  'transporter_address',
  {
    ...partyAddressColumns(),
    transporterId: integer('transporter_id')
      .notNull()
      .references(() => transporter.id, { onDelete: 'cascade' }),
  },
  (table) => [index('transporter_address_transporter_index').on(table.transporterId)],
);

export const appUser = pgTable(
  'app_user',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phoneNumber: text('phone_number'),
    altPhoneNumber: text('alt_phone_number'),
    signupCompany: text('signup_company'),
    companyId: integer('company_id').references(() => company.id),
    roleId: integer('role_id')
      .notNull()
      .references(() => role.id),
    statusId: smallint('status_id').notNull(),
    languageId: integer('language_id')
      .notNull()
      .references(() => language.id),
    timezoneId: integer('timezone_id').references(() => timezone.id),
    avatarFileName: text('avatar_file_name'),
    failedSignInAttempts: smallint('failed_sign_in_attempts').notNull().default(0),
    lockedAt: timestamp('locked_at', { withTimezone: true, mode: 'date' }),
    /** The last failed sign-in: a count whose last failure is older than the lock period starts over (decision 194). */
    lastFailedSignInAt: timestamp('last_failed_sign_in_at', { withTimezone: true, mode: 'date' }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, mode: 'date' }),
    /** Email, first and last name folded for User Management's contains search (decision 061). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(searchTextColumnSql('email', 'first_name', 'last_name')),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('app_user_email_unique').on(sql`lower(${table.email})`),
    index('app_user_role_status_index').on(table.roleId, table.statusId, table.id),
    index('app_user_company_index').on(table.companyId),
    index('app_user_last_name_index').on(sql`lower(${table.lastName})`, table.id),
    // User Management sorts and filters (issue 4): each sort field and filter walks an index, never the table.
    index('app_user_first_name_index').on(sql`lower(${table.firstName})`, table.id),
    index('app_user_status_index').on(table.statusId, table.id),
    index('app_user_company_id_index').on(table.companyId, table.id),
    // The contains search of User Management: email, first name, last name, or "first last" (decisions 039, 061).
    index('app_user_search_trigram_index')
      .using('gin', sql`${table.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('app_user_locked_index')
      .on(table.id)
      .where(sql`${table.lockedAt} is not null`),
  ],
);

/**
 * Server-side sessions: the token handed to the browser is random; only its SHA-256 is stored, so a database
 * leak does not leak usable tokens. Sessions expire absolutely and when idle (spec 000 §4).
 */
export const userSession = pgTable(
  'user_session',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
  },
  (table) => [
    uniqueIndex('user_session_token_hash_unique').on(table.tokenHash),
    index('user_session_user_index').on(table.userId),
    index('user_session_expires_index').on(table.expiresAt),
  ],
);

/**
 * Failed sign-ins of emails that have no account, counted and locked exactly like an account's so that the answers
 * do not tell which emails have one (issue 35, decision 194). Keyed by the SHA-256 of the normalised email, so the
 * table keeps no address anybody typed; a row idle for longer than the lock period says nothing and is deleted.
 */
export const unknownEmailSignIn = pgTable(
  'unknown_email_sign_in',
  {
    emailHash: text('email_hash').primaryKey(),
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    lockedAt: timestamp('locked_at', { withTimezone: true, mode: 'date' }),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('unknown_email_sign_in_last_failed_index').on(table.lastFailedAt)],
);

/**
 * Sign-in attempts in fixed one-minute windows, per client address and per email (hashed), in the database so that
 * every worker and instance shares one count (issue 35, decision 194).
 */
export const signInRateWindow = pgTable(
  'sign_in_rate_window',
  {
    key: text('key').primaryKey(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull(),
  },
  (table) => [index('sign_in_rate_window_started_index').on(table.windowStartedAt)],
);

/**
 * Append-only record of every state change (spec 001 §3 action log). No route updates or deletes rows here.
 * entity_number is the human number (Q-1042, an email…) so entries stay readable after a record is deleted.
 */
export const actionLog = pgTable(
  'action_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    userId: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
    actionTypeId: smallint('action_type_id').notNull(),
    actionId: smallint('action_id').notNull(),
    entityId: bigint('entity_id', { mode: 'number' }),
    entityNumber: text('entity_number'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    /** What an update changed: [{field, old, new}], secrets masked (lib/record-changes.ts, decision 109). */
    changes: jsonb('changes').$type<RecordFieldChange[]>(),
  },
  (table) => [
    index('action_log_created_index').on(table.createdAt.desc(), table.id.desc()),
    index('action_log_user_created_index').on(table.userId, table.createdAt.desc(), table.id.desc()),
    index('action_log_type_created_index').on(table.actionTypeId, table.createdAt.desc(), table.id.desc()),
    index('action_log_entity_number_index').on(table.entityNumber),
    // A record's history (decision 110): its type and id, newest first.
    index('action_log_entity_created_index').on(
      table.actionTypeId,
      table.entityId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
  ],
);

/**
 * Idempotent creation (decision 193): one row per creating call made with an `Idempotency-Key`, written in the
 * call's own transaction, so a repeat of the same key by the same user on the same call answers the first result
 * (the created record's id) instead of creating again. `request_hash` tells a reused key sent with other content.
 */
export const idempotencyKey = pgTable(
  'idempotency_key',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    call: text('call').notNull(),
    requestHash: text('request_hash').notNull(),
    result: jsonb('result').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('idempotency_key_user_call_key_index').on(table.userId, table.call, table.key),
    index('idempotency_key_created_index').on(table.createdAt),
  ],
);
