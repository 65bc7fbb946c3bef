/**
 * The matching engine's entry point for other modules (decision 096): the job kind to enqueue, and what the
 * standardization uses to start, relaunch and learn. README.md describes the engine.
 */
export {
  GOMATCH_MATCH_REQUEST_JOB,
  createMatchRequestJob,
  insertItemsFromMatches,
  learnCorrections,
  loadCorrections,
  matchLine,
  matchTexts,
  runMatching,
  type Correction,
} from './gomatch.service';
export { normaliseLineForLearning } from './line-reader';
export { duplicateGroupsOf, type SourcedLine } from './duplicate-lines';
export { keepCatalogIndexWarm } from './catalog-index-cache';
