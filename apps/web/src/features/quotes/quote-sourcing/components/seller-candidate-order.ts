import type { SellerCandidate } from '@portal/contracts';

/** How the candidates are listed: nearest to the job site first (the server's order) or cheapest first. */
export type SellerCandidateOrder = 'nearest' | 'cheapest';

/** An unknown distance sorts after every known one: a seller without coordinates may be anywhere. */
function byDistance(first: SellerCandidate, second: SellerCandidate): number {
  if (first.distanceKm === null || second.distanceKm === null) {
    return (first.distanceKm === null ? 1 : 0) - (second.distanceKm === null ? 1 : 0);
  }
  return first.distanceKm - second.distanceKm;
}

function byPrice(first: SellerCandidate, second: SellerCandidate): number {
  return first.lastUnitPrice - second.lastUnitPrice;
}

/**
 * Issue 14 'nearest and cheapest first': the chosen key first, the other to break ties, then the most recent
 * price, then the name, so the list never reorders between two reads of the same answer.
 */
export function sortSellerCandidates(
  candidates: readonly SellerCandidate[],
  order: SellerCandidateOrder,
): SellerCandidate[] {
  const [primary, secondary] = order === 'nearest' ? [byDistance, byPrice] : [byPrice, byDistance];
  return [...candidates].sort(
    (first, second) =>
      primary(first, second) ||
      secondary(first, second) ||
      second.lastPricedAt.localeCompare(first.lastPricedAt) ||
      first.sellerCompanyName.localeCompare(second.sellerCompanyName),
  );
}
