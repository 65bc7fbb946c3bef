// Sourcing panels of the quote construction workspace (issue 14), which mounts them from here: versions compared and
// who can supply a line. A line's alternates are the construction kit's (components/construction, decision 173).
export { RevisionComparison, type RevisionComparisonProps } from './components/revision-comparison';
export { SellerCandidatesPanel, type SellerCandidatesPanelProps } from './components/seller-candidates-panel';
export { sortSellerCandidates, type SellerCandidateOrder } from './components/seller-candidate-order';
