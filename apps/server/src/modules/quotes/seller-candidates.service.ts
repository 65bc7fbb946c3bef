import {
  formatOrderNumber,
  formatQuoteNumber,
  SELLER_CANDIDATES_LIMIT,
  type SellerCandidate,
} from '@portal/contracts';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/app-error';
import * as repository from './seller-candidates.repository';

/**
 * GET sellerCandidates/{quoteItemId} (issue 14 'Who can supply this line'; decision 154): the sellers that quoted
 * or sold this line's product and size before, nearest to the job site first, then cheapest. An empty list is an
 * answer (the web shows spec 001 §8's 'No data found'); a line that does not exist is a 404.
 */
export function createSellerCandidatesService({ db }: { db: Database }) {
  async function sellerCandidates(quoteItemId: number): Promise<SellerCandidate[]> {
    const rows = await repository.findSellerCandidates(db, quoteItemId, SELLER_CANDIDATES_LIMIT);
    if (rows.length === 0 && !(await repository.lineExists(db, quoteItemId))) throw notFound('Quote item');
    return rows.map((row) => ({
      sellerCompanyId: row.sellerCompanyId,
      sellerCompanyName: row.sellerCompanyName,
      lastUnitPrice: row.unitPrice,
      lastPricedAt: row.pricedAt.toISOString(),
      sourceKind: row.sourceKind,
      sourceRecordId: row.sourceRecordId,
      sourceNumber:
        row.sourceKind === 'order'
          ? formatOrderNumber(row.recordNumber, row.phaseNumber)
          : formatQuoteNumber('CQ', row.recordNumber),
      // Kilometres with one decimal: the list compares sellers, a metre more is noise.
      distanceKm: row.distanceMetres === null ? null : Math.round(row.distanceMetres / 100) / 10,
    }));
  }

  return { sellerCandidates };
}

export type SellerCandidatesService = ReturnType<typeof createSellerCandidatesService>;
