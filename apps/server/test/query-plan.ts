import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../src/db/database';

/** One node of PostgreSQL's EXPLAIN (FORMAT JSON) plan. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** Every node of a plan, depth first. */
export function allNodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(allNodes)];
}

/** The plan PostgreSQL (or PGlite) would run for a query, without running it. */
export async function explainPlan(db: Database, query: SQLWrapper): Promise<PlanNode> {
  const result = await db.execute(sql`explain (format json) ${query}`);
  // PGlite answers {rows}, postgres.js an array of rows; either way one row with a QUERY PLAN column.
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<
    Record<string, unknown>
  >;
  const value = rows[0]?.['QUERY PLAN'];
  const document = (typeof value === 'string' ? JSON.parse(value) : value) as Array<{ Plan: PlanNode }>;
  const plan = document[0]?.Plan;
  if (!plan) throw new Error('EXPLAIN returned no plan');
  return plan;
}

/** The sequential scans of one table in a plan: an index-backed list query has none. */
export function sequentialScans(plan: PlanNode, table: string): PlanNode[] {
  return allNodes(plan).filter((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === table);
}

/**
 * The sequential scans of `tables` in the plan of a list's query, after checking the plan reads at least one of
 * `reads` (by default the tables themselves): a statement built wrong, reading none of them, must not pass as 'no
 * sequential scan'.
 */
export async function listQueryScans(
  db: Database,
  query: SQLWrapper,
  tables: readonly string[],
  reads: readonly string[] = tables,
): Promise<PlanNode[]> {
  const plan = await explainPlan(db, query);
  const relations = allNodes(plan).map((node) => node['Relation Name']);
  if (!reads.some((table) => relations.includes(table))) {
    throw new Error(`the plan reads none of ${reads.join(', ')}: ${JSON.stringify(plan)}`);
  }
  return tables.flatMap((table) => sequentialScans(plan, table));
}
