import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@portal/contracts';
import type { LineItemRowsModel, SequencedRow } from '../grid';
import { clampPage, type LinePage } from './line-pager';
import type { PricedLine } from './priced-lines';
import { usePagedPricingModel } from './use-paged-pricing-model';

/** spec 001 §9: a workspace's lines open on their first page, of the default size, by sequence ascending. */
const FIRST_PAGE: LinePage = { page: 1, size: DEFAULT_PAGE_SIZE, order: 'asc' };

/** The page of lines a construction grid shows, and what its pager changes. */
export interface LinePages<TRow extends SequencedRow & PricedLine> {
  /** The page shown: the one asked, or the last one when lines went since. */
  readonly view: LinePage;
  /** How many lines are paged through. */
  readonly count: number;
  /** The lines of that page, a price typed carrying its derived price (`usePagedPricingModel`). */
  readonly model: LineItemRowsModel<TRow>;
  /** The pager's choice: a page, a page size, the sequence order. */
  readonly setView: (view: LinePage) => void;
  /** Back to the first page, the size and order kept (other lines are shown: a sub-order chosen). */
  readonly showFirstPage: () => void;
}

/**
 * The pages of a construction workspace's lines (`LinePager` above the grid, quote and order alike): the page asked,
 * kept within the lines there are as they come and go, and the grid's model of that page.
 */
export function useLinePages<TRow extends SequencedRow & PricedLine>(
  model: LineItemRowsModel<TRow>,
): LinePages<TRow> {
  const [view, setView] = useState<LinePage>(FIRST_PAGE);
  const count = model.entries.length;
  const shownView = clampPage(view, count);
  const pageModel = usePagedPricingModel(model, shownView);
  return {
    view: shownView,
    count,
    model: pageModel,
    setView,
    showFirstPage: () => setView((current) => ({ ...current, page: 1 })),
  };
}
