import { asc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DatabaseExecutor } from './database';
import { productSize } from './schema';

/**
 * What every document's lines show of the catalog (a standardized quote's items, a quote's lines, an order's items:
 * issue 37), written once for the repositories that read them.
 */

/** 'Acer rubrum ''October Glory''': the Latin name, with the cultivar in single quotes when it has one. */
export function productDisplayName<TName extends string | null = string>(table: {
  latinName: AnyColumn;
  cultivar: AnyColumn;
}): SQL<TName> {
  return sql<TName>`case when ${table.cultivar} is null then ${table.latinName}
    else ${table.latinName} || ' ''' || ${table.cultivar} || '''' end`;
}

/** A line table's spec table: which line, which spec (a catalog size of type spec), in which position. */
export interface LineSpecTable {
  readonly table: PgTable;
  readonly itemId: PgColumn;
  readonly productSizeId: PgColumn;
  readonly position: PgColumn;
}

/** A line table: its id, and the column naming the document it belongs to. */
export interface LineTable {
  readonly table: PgTable;
  readonly id: PgColumn;
  readonly documentId: PgColumn;
}

/**
 * The specs of one document's lines with their names, each line's in their saved order: one query whatever the
 * document's size (the caller groups them by `itemId`).
 */
export function findLineSpecNames(
  db: DatabaseExecutor,
  specs: LineSpecTable,
  lines: LineTable,
  documentId: number,
): Promise<{ itemId: number; id: number; name: string }[]> {
  return db
    .select({ itemId: specs.itemId, id: productSize.id, name: productSize.name })
    .from(specs.table)
    .innerJoin(productSize, eq(productSize.id, specs.productSizeId))
    .innerJoin(lines.table, eq(lines.id, specs.itemId))
    .where(eq(lines.documentId, documentId))
    .orderBy(asc(specs.position)) as Promise<{ itemId: number; id: number; name: string }[]>;
}
