import type { TestApp } from './test-app';

/**
 * How many SQL statements `work` sends through the app's database session, counted through Drizzle's logger: a
 * call's statement count must not grow with the size of what it touches (no per-item query). Shared by the API
 * tests that check it (order construction's save, phasing).
 */
export async function countStatements(testApp: TestApp, work: () => Promise<unknown>): Promise<number> {
  const session = (testApp.database.db as unknown as { session: { options: { logger?: unknown } } }).session;
  let count = 0;
  const previous = session.options.logger;
  session.options.logger = { logQuery: () => (count += 1) };
  try {
    await work();
  } finally {
    session.options.logger = previous;
  }
  return count;
}
