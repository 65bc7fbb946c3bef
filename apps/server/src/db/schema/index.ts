/**
 * The database schema, one file per area (core: reference data, users, companies, sessions, action log). Each
 * area's tables are re-exported here; drizzle-kit reads this file to generate migrations.
 */
export * from './core';
export * from './settings';
export * from './catalog';
export * from './delivery-reference';
export * from './jobs';
export * from './files';
export * from './saved-views';
export * from './quotes';
export * from './orders';
export * from './order-pictures';
export * from './deliveries';
export * from './emails';
