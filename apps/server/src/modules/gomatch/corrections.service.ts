import { asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import {
  ActionLogAction,
  ActionLogType,
  type GomatchCorrection,
  type gomatchCorrectionListQuerySchema,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { appUser, gomatchCorrection, product, productSize } from '../../db/schema';
import { escapeLikePattern } from '../../db/search-fold';
import { notFound } from '../../lib/app-error';
import { pagedQuery, type PagedQueryRequest } from '../../lib/paged-query';
import { normalizeSearchText } from '../catalog';
import type { Actor, RunUnitOfWork } from '../../lib/unit-of-work';

type CorrectionListQuery = z.output<typeof gomatchCorrectionListQuerySchema>;

const SORTS: Record<CorrectionListQuery['sortField'], SQL> = {
  updatedAt: sql`${gomatchCorrection.updatedAt}`,
  inputText: sql`lower(${gomatchCorrection.inputText})`,
  useCount: sql`${gomatchCorrection.useCount}`,
};

/**
 * What GoMatch learned (issue 13): a super admin lists the corrections — searched by the input text or the
 * product — and removes a wrong one.
 */
export function createCorrectionsService({
  db,
  runUnitOfWork,
}: {
  db: Database;
  runUnitOfWork: RunUnitOfWork;
}) {
  async function list(query: CorrectionListQuery) {
    const direction = query.sortOrder === 'desc' ? desc : asc;
    // Folded as the learning key and the catalog's search text are (accents, case, punctuation), so 'érable
    // rouge' finds what was learned from 'Érable rouge,' and the products named so.
    const search = normalizeSearchText(query.search);
    const pattern = `%${escapeLikePattern(search)}%`;
    const where = search
      ? or(sql`${gomatchCorrection.inputKey} like ${pattern}`, sql`${product.searchText} like ${pattern}`)
      : undefined;
    const found = await pagedQuery(db, {
      page: query.page,
      size: query.size,
      matches: db
        .select({ one: sql`1` })
        .from(gomatchCorrection)
        .innerJoin(product, eq(product.id, gomatchCorrection.productId))
        .where(where),
      rows: (total: SQL.Aliased<number>) =>
        db
          .select({
            id: gomatchCorrection.id,
            inputText: gomatchCorrection.inputText,
            productId: gomatchCorrection.productId,
            productName: sql<string>`case when ${product.cultivar} is null then ${product.latinName}
              else ${product.latinName} || ' ''' || ${product.cultivar} || '''' end`,
            productSizeId: gomatchCorrection.productSizeId,
            productSizeName: productSize.name,
            specIds: gomatchCorrection.specIds,
            specNames: sql<string[]>`coalesce((select array_agg(spec.name
                order by array_position(gomatch_correction.spec_ids, spec.id))
              from product_size spec where spec.id = any(gomatch_correction.spec_ids)), '{}')`,
            useCount: gomatchCorrection.useCount,
            createdByUserName: sql<string | null>`case when ${appUser.firstName} is not null
              and ${appUser.lastName} is not null then ${appUser.firstName} || ' ' || ${appUser.lastName}
              else ${appUser.email} end`,
            updatedAt: gomatchCorrection.updatedAt,
            total,
          })
          .from(gomatchCorrection)
          .innerJoin(product, eq(product.id, gomatchCorrection.productId))
          .leftJoin(productSize, eq(productSize.id, gomatchCorrection.productSizeId))
          .leftJoin(appUser, eq(appUser.id, gomatchCorrection.createdByUserId))
          .where(where)
          .$dynamic(),
      orderBy: [direction(SORTS[query.sortField])],
      tieBreaker: direction(gomatchCorrection.id),
    } satisfies PagedQueryRequest<PgSelect>);
    const rows: GomatchCorrection[] = found.rows.map((row) => ({
      ...(row as Omit<GomatchCorrection, 'updatedAt'>),
      updatedAt: (row as { updatedAt: Date }).updatedAt.toISOString(),
    }));
    return { ...found, rows, page: query.page, size: query.size };
  }

  async function remove(actor: Actor, id: number): Promise<void> {
    await runUnitOfWork(actor, async (unit) => {
      const [deleted] = await unit.tx
        .delete(gomatchCorrection)
        .where(eq(gomatchCorrection.id, id))
        .returning({ inputText: gomatchCorrection.inputText });
      if (!deleted) throw notFound('Correction');
      await unit.recordChange({
        recordType: ActionLogType.ids.GOMATCH_CORRECTION,
        actionId: ActionLogAction.ids.DELETE,
        recordId: id,
        recordNumber: deleted.inputText.slice(0, 80),
      });
    });
  }

  return { list, remove };
}

export type CorrectionsService = ReturnType<typeof createCorrectionsService>;
