import { ROUTES } from '@portal/contracts';

/**
 * The construction workspace of one quote (spec 001 §2 /quotes/quote-construction, decision 155): the address the
 * Quote Board, the Quote Table and Quote Management open a quote at.
 */
export function quoteConstructionPath(id: number): string {
  return `${ROUTES.quoteConstruction}/${id}`;
}
