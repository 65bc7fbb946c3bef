// Sourcing panels of the quote construction workspace (issue 14), which mounts them from here: versions compared,
// who can supply a line, a line's alternates and their import.
export { RevisionComparison, type RevisionComparisonProps } from './components/revision-comparison';
export { SellerCandidatesPanel, type SellerCandidatesPanelProps } from './components/seller-candidates-panel';
export { AlternatesEditor, type AlternatesEditorProps } from './components/alternates-editor';
export {
  ImportAlternatesDialog,
  type ImportAlternatesDialogProps,
} from './components/import-alternates-dialog';
export { toAltItemInputs, toSubstitution } from './components/alternates';
export { sortSellerCandidates, type SellerCandidateOrder } from './components/seller-candidate-order';
