/**
 * The matching engine's answers (GoMatch, spec 001 §3 "Quote matched item", §4 background-process status, §7
 * relaunchGoMatch and searchCandidatesDataset). One shape for the stored matched items of a quote request, for the
 * standardization workspace and for the supplier module's batch call. docs/decisions/129-quote-data-model.md.
 */
import { z } from 'zod';

/** spec 001 §3: "each defaults to a NEW matching state"; the others say how the engine answered. */
export const MATCH_STATES = ['NEW', 'MATCHED', 'AMBIGUOUS', 'NOT_FOUND', 'LEARNED'] as const;
export const matchStateSchema = z.enum(MATCH_STATES);
export type MatchState = z.infer<typeof matchStateSchema>;

/** Which words of the source line matched what in the catalog. */
export const matchedTokenSchema = z.object({
  /** The words as the buyer wrote them ('Oct Glory'). */
  text: z.string(),
  /** What they were read as ('October Glory', 'cultivar'). */
  matched: z.string(),
});
export type MatchedToken = z.infer<typeof matchedTokenSchema>;

/** spec 001 §3 nameMatchInfo / sizeMatchInfo / specMatchInfo: how sure the engine is and why. */
export const matchInfoSchema = z.object({
  state: matchStateSchema,
  /** 0 (a guess) to 1 (certain); 1 for a learned correction. */
  confidence: z.number().min(0).max(1),
  tokens: z.array(matchedTokenSchema),
  /** A short English explanation for staff ('cultivar abbreviation', 'caliper 50 mm'); empty when NEW. */
  reason: z.string(),
});
export type MatchInfo = z.infer<typeof matchInfoSchema>;

export const NEW_MATCH_INFO: MatchInfo = { state: 'NEW', confidence: 0, tokens: [], reason: '' };

/** One of the top-3 the workspace offers one click away. */
export const matchCandidateSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  confidence: z.number().min(0).max(1),
});
export type MatchCandidate = z.infer<typeof matchCandidateSchema>;

/** Where a line came from: the pasted details, or a row/line of one attachment (a stored file id). */
export const matchSourceSchema = z.object({
  kind: z.enum(['details', 'attachment']),
  fileId: z.string().nullable(),
  /** 1-based line of the details, or row of the sheet / line of the document. */
  line: z.number().int().min(1),
});
export type MatchSource = z.infer<typeof matchSourceSchema>;

/** spec 001 §3 Quote matched item, plus the engine's source line and top-3 alternatives. */
export const matchedLineSchema = z.object({
  sourceText: z.string(),
  source: matchSourceSchema,
  quantity: z.number().nullable(),
  note: z.string().nullable(),
  matchedNameId: z.number().int().nullable(),
  nameMatchInfo: matchInfoSchema,
  matchedSizeId: z.number().int().nullable(),
  sizeMatchInfo: matchInfoSchema,
  matchedSpecIds: z.array(z.number().int()).max(10),
  specMatchInfo: matchInfoSchema,
  nameAlternatives: z.array(matchCandidateSchema).max(3),
  sizeAlternatives: z.array(matchCandidateSchema).max(3),
});
export type MatchedLine = z.infer<typeof matchedLineSchema>;

/** spec 001 §7 POST searchCandidatesDataset: candidates for a batch of free-text lines. */
export const SEARCH_CANDIDATES_MAX_LINES = 1_000;
export const searchCandidatesRequestSchema = z.object({
  lines: z.array(z.string().max(1_000)).min(1).max(SEARCH_CANDIDATES_MAX_LINES),
});
export type SearchCandidatesRequest = z.infer<typeof searchCandidatesRequestSchema>;
export const searchCandidatesResponseSchema = z.object({ lines: z.array(matchedLineSchema) });
export type SearchCandidatesResponse = z.infer<typeof searchCandidatesResponseSchema>;
