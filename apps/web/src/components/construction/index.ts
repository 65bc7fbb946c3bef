// The construction workspaces' shared pieces (quote construction, decision 155; order construction, decision 165):
// the working copy of the record and its notices, the lines' moves and panels, derived prices, the line pager, the
// discounts and transport costs, the totals, the readable change notices and a line's alternates (decision 173).
import './construction.css';

export * from './alternates';
export * from './change-notice-banner';
export * from './change-notices';
export * from './charges';
export * from './charges-panels';
export * from './construction-line-grid';
export * from './line-columns';
export * from './line-errors';
export * from './line-panel';
export * from './known-number';
export * from './line-pager';
export * from './notice-text';
export * from './priced-lines';
export * from './record-facts';
export * from './totals-panel';
export * from './transport-split-notes';
export * from './use-cell-issues';
export * from './use-charge-drafts';
export * from './use-discount-types';
export * from './use-line-pages';
export * from './use-line-moves';
export * from './use-open-line';
export * from './use-paged-pricing-model';
export * from './use-working-copy';
export * from './working-copy-notices';
