import { z } from 'zod';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  BackgroundProcessStatus,
  NEW_MATCH_INFO,
  ProductSizeType,
  QUOTE_REQUEST_MAX_LINES,
  StandardizedQuoteStatus,
  type MatchCandidate,
  type MatchedLine,
  type MatchInfo,
  type MatchSource,
} from '@portal/contracts';
import type { Database, DatabaseExecutor } from '../../db/database';
import {
  gomatchCorrection,
  productSize,
  quoteMatchedItem,
  quoteRequest,
  standardizedQuote,
  standardizedQuoteItem,
  standardizedQuoteItemSpec,
} from '../../db/schema';
import type { FileStore } from '../../lib/file-store/file-store';
import type { JobDefinition } from '../../lib/jobs/job-registry';
import { raiseVersion } from '../../lib/versioned-write';
import type { CatalogIndex } from './catalog-index';
import { currentCatalogIndex } from './catalog-index-cache';
import { readDocxBlocks, UnreadableDocumentError } from './docx-reader';
import {
  normaliseLineForLearning,
  parseQuantity,
  readCsvLines,
  readDetailsLines,
  readDocumentLines,
  readPdfTableLines,
  readTableLines,
  type ReadLines,
  type SourceLine,
} from './line-reader';
import { readPdfLines, UnreadablePdfError } from './pdf-reader';
import { readXlsxRows, UnreadableWorkbookError } from './xlsx-reader';

const CSV_TYPE = 'text/csv';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const PDF_TYPE = 'application/pdf';
/** The attachments GoMatch reads lines from (the file store told their type by content). */
const READABLE_TYPES: ReadonlySet<string> = new Set([CSV_TYPE, XLSX_TYPE, DOCX_TYPE, PDF_TYPE]);

/** The job that reads and matches a request's lines (decision 129 hand-off 1). */
export const GOMATCH_MATCH_REQUEST_JOB = 'gomatch.match-request';
export const matchRequestPayloadSchema = z.object({ quoteRequestId: z.number().int().positive() });

/** At or above: the engine is sure. Between: it offers its best guess as ambiguous. Below: not found. */
const SURE = 0.75;
const GUESS = 0.45;
/** The best is ambiguous when the second is this close to it. */
const CLOSE = 0.03;
/** Below SURE, a best this far ahead of the second is still the pick (decision 196): the list has one answer. */
const CLEARLY_AHEAD = 0.1;
const CLEAR_PICK = 0.6;

export interface Correction {
  productId: number;
  productSizeId: number | null;
  specIds: number[];
}

function round(value: number): number {
  return Math.round(Math.max(0, Math.min(1, value)) * 1000) / 1000;
}

function infoFor(
  ranked: ReadonlyArray<{ score: number }>,
  tokens: MatchInfo['tokens'],
  what: string,
  /** The line names a genus the best product is not of ('Picea … ' offered a Thuja): never sure then. */
  disagrees = false,
  /** The line names a cultivar the best product does not carry ('GarAnn' offered the species): never sure. */
  cultivarUnexplained = false,
): { info: MatchInfo; matched: boolean } {
  const best = ranked[0]?.score ?? 0;
  const second = ranked[1]?.score ?? 0;
  if (best < GUESS) {
    return {
      info: {
        state: 'NOT_FOUND',
        confidence: round(best),
        tokens: [],
        reason: `No ${what} in the catalog fits.`,
      },
      matched: false,
    };
  }
  const lead = best - second;
  const sure = (best >= SURE && lead >= CLOSE) || (best >= CLEAR_PICK && lead >= CLEARLY_AHEAD);
  const ambiguous = !sure || disagrees || cultivarUnexplained;
  return {
    info: {
      state: ambiguous ? 'AMBIGUOUS' : 'MATCHED',
      confidence: round(best),
      tokens,
      reason: !ambiguous
        ? `The ${what} matches.`
        : cultivarUnexplained && !disagrees
          ? `The line names a cultivar the ${what} does not carry; the closest is offered.`
          : `Several ${what}s fit; the best is offered.`,
    },
    matched: true,
  };
}

/** What a line with no plant name gets (emoji, a rule of dashes, only numbers, or too long to be a plant line). */
function noPlantLine(base: Pick<MatchedLine, 'sourceText' | 'source' | 'quantity' | 'note'>): MatchedLine {
  const info: MatchInfo = {
    state: 'NOT_FOUND',
    confidence: 0,
    tokens: [],
    reason: 'The line names no plant.',
  };
  return {
    ...base,
    matchedNameId: null,
    nameMatchInfo: info,
    matchedSizeId: null,
    sizeMatchInfo: info,
    matchedSpecIds: [],
    specMatchInfo: NEW_MATCH_INFO,
    nameAlternatives: [],
    sizeAlternatives: [],
  };
}

/**
 * One line → the spec's matched item (spec 001 §3): a learned correction of the same text wins; otherwise the
 * in-memory catalog index (decision 141) ranks products, sizes and specs for the line without its quantity.
 * Pure and synchronous: no database query per line.
 */
export function matchLineWithIndex(
  index: CatalogIndex,
  line: SourceLine,
  corrections: ReadonlyMap<string, Correction>,
): MatchedLine {
  const { quantity: parsedQuantity, rest, byThePiece } = parseQuantity(line.text);
  const quantity = line.quantity ?? parsedQuantity;
  const base = {
    sourceText: line.text,
    source: line.source,
    quantity,
    note: null,
  };
  const learned = corrections.get(normaliseLineForLearning(line.text));
  if (learned) {
    const info: MatchInfo = {
      state: 'LEARNED',
      confidence: 1,
      tokens: [],
      reason: 'Corrected by staff before.',
    };
    return {
      ...base,
      matchedNameId: learned.productId,
      nameMatchInfo: info,
      matchedSizeId: learned.productSizeId,
      sizeMatchInfo: learned.productSizeId === null ? NEW_MATCH_INFO : info,
      matchedSpecIds: learned.specIds.slice(0, 10),
      specMatchInfo: learned.specIds.length > 0 ? info : NEW_MATCH_INFO,
      nameAlternatives: [],
      sizeAlternatives: [],
    };
  }
  if (!/\p{Letter}{2}/u.test(rest)) return noPlantLine(base);

  const read = index.match(rest, 3);
  // Counted by the piece ('120 ea retaining wall block', '40 pc wall cap') with no other size: sold each.
  const each = read.sizeText === null && byThePiece ? index.match('each', 3) : null;
  const found = each ? { ...read, sizes: each.sizes, sizeText: each.sizeText } : read;
  // A material's quantity written with its unit ('mulch 12 yd³', 'sod 300 sq ft') when no other was read.
  if (base.quantity === null && found.sizeCount !== null) base.quantity = found.sizeCount;
  const nameAlternatives: MatchCandidate[] = found.products.map((match) => ({
    id: match.product.id,
    label: match.product.displayName,
    confidence: round(match.score),
  }));
  const sizeAlternatives: MatchCandidate[] = found.sizes.map((match) => ({
    id: match.size.id,
    label: match.size.name,
    confidence: round(match.score),
  }));
  const name = infoFor(
    found.products,
    found.products[0]?.tokens ?? [],
    'product',
    found.products[0]?.genusDisagrees ?? false,
    found.products[0]?.cultivarUnexplained ?? false,
  );
  const size =
    found.sizeText === null
      ? {
          info: { ...NEW_MATCH_INFO, state: 'NOT_FOUND' as const, reason: 'The line gives no size.' },
          matched: false,
        }
      : infoFor(
          found.sizes,
          found.sizes[0] ? [{ text: found.sizeText, matched: found.sizes[0].size.name }] : [],
          'size',
        );
  return {
    ...base,
    matchedNameId: name.matched ? (found.products[0]?.product.id ?? null) : null,
    nameMatchInfo: name.info,
    matchedSizeId: size.matched ? (found.sizes[0]?.size.id ?? null) : null,
    sizeMatchInfo: size.info,
    matchedSpecIds: found.specs.slice(0, 10).map((spec) => spec.id),
    specMatchInfo:
      found.specs.length > 0
        ? {
            state: 'MATCHED',
            confidence: 1,
            tokens: found.specs.map((spec, position) => ({
              text: found.specTexts[position] ?? spec.name,
              matched: spec.name,
            })),
            reason: 'The line names these specs.',
          }
        : NEW_MATCH_INFO,
    nameAlternatives,
    sizeAlternatives,
  };
}

/** One line, against the catalog as it is now (relaunching one item): one stamp query, then memory. */
export async function matchLine(
  db: DatabaseExecutor,
  line: SourceLine,
  corrections: ReadonlyMap<string, Correction>,
): Promise<MatchedLine> {
  return matchLineWithIndex(await currentCatalogIndex(db), line, corrections);
}

/**
 * A batch of free-text lines (POST searchCandidatesDataset, spec 001 §7): learned corrections and the catalog
 * index read once for the batch, then every line from memory.
 */
export async function matchTexts(db: DatabaseExecutor, texts: readonly string[]): Promise<MatchedLine[]> {
  const corrections = await loadCorrections(db, texts);
  const index = await currentCatalogIndex(db);
  return texts.map((text, position) =>
    matchLineWithIndex(
      index,
      { text, source: { kind: 'details', fileId: null, line: position + 1 } },
      corrections,
    ),
  );
}

/** The learned corrections for these lines' texts, by their learning key. */
export async function loadCorrections(
  db: DatabaseExecutor,
  texts: readonly string[],
): Promise<Map<string, Correction>> {
  const keys = [...new Set(texts.map((text) => normaliseLineForLearning(text)).filter(Boolean))];
  const corrections = new Map<string, Correction>();
  for (let start = 0; start < keys.length; start += 500) {
    const rows = await db
      .select({
        inputKey: gomatchCorrection.inputKey,
        productId: gomatchCorrection.productId,
        productSizeId: gomatchCorrection.productSizeId,
        specIds: gomatchCorrection.specIds,
      })
      .from(gomatchCorrection)
      .where(inArray(gomatchCorrection.inputKey, keys.slice(start, start + 500)));
    for (const row of rows) corrections.set(row.inputKey, row);
  }
  return corrections;
}

/**
 * Stores what staff corrected (issue 13 'learns') in one statement: the latest answer for an input text wins for
 * any request (within one save, the last item with that text). Spec ids are kept as hints, re-checked when used.
 */
export async function learnCorrections(
  db: DatabaseExecutor,
  entries: ReadonlyArray<{ sourceText: string; correction: Correction }>,
  userId: number | null,
): Promise<void> {
  const byKey = new Map<string, typeof gomatchCorrection.$inferInsert>();
  for (const entry of entries) {
    const inputKey = normaliseLineForLearning(entry.sourceText);
    if (!inputKey) continue;
    byKey.set(inputKey, {
      inputKey,
      inputText: entry.sourceText.slice(0, 1_000),
      productId: entry.correction.productId,
      productSizeId: entry.correction.productSizeId,
      specIds: entry.correction.specIds,
      createdByUserId: userId,
    });
  }
  const rows = [...byKey.values()];
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insert(gomatchCorrection)
      .values(rows.slice(start, start + 500))
      .onConflictDoUpdate({
        target: gomatchCorrection.inputKey,
        set: {
          inputText: sql`excluded.input_text`,
          productId: sql`excluded.product_id`,
          productSizeId: sql`excluded.product_size_id`,
          specIds: sql`excluded.spec_ids`,
          createdByUserId: sql`excluded.created_by_user_id`,
          updatedAt: new Date(),
          useCount: sql`${gomatchCorrection.useCount} + 1`,
        },
      });
  }
}

interface ReadProblem {
  fileId: string | null;
  message: string;
}

async function readBytes(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** What GoMatch says of a file it cannot read, by what the file store found it to be (decision 142). */
const UNREAD_TYPES: Record<string, string> = {
  'application/x-cfb':
    'GoMatch cannot read this file: it is protected by a password, or an older Word or Excel file (.doc, .xls). Save it as .docx or .xlsx without a password, or enter its lines by hand.',
};
const IMAGE_PROBLEM = 'GoMatch reads no images (a photo or a scan of a list); enter its lines by hand.';

/** One attachment's lines, or the problem that kept it from being read. */
async function readAttachmentLines(
  file: { id: string; contentType: string },
  bytes: Buffer,
  room: number,
): Promise<ReadLines> {
  switch (file.contentType) {
    case CSV_TYPE:
      return readCsvLines(bytes.toString('utf8'), file.id, room);
    case XLSX_TYPE: {
      // More rows than the room left (headers and blank rows are not lines), so a longer sheet shows as cut.
      const rowLimit = room + 1_000;
      const rows = await readXlsxRows(bytes, rowLimit);
      return { ...readTableLines(rows, file.id, room), isCut: rows.length >= rowLimit };
    }
    case DOCX_TYPE:
      return readDocumentLines(await readDocxBlocks(bytes), file.id, room);
    case PDF_TYPE: {
      const read = await readPdfLines(bytes, room + 1_000);
      const lines = readPdfTableLines(read.lines, file.id, room);
      return { lines: lines.lines, skipped: lines.skipped + read.skipped, isCut: read.isCut };
    }
    default:
      throw new UnreadAttachmentError(
        UNREAD_TYPES[file.contentType] ?? (file.contentType.startsWith('image/') ? IMAGE_PROBLEM : ''),
      );
  }
}

class UnreadAttachmentError extends Error {
  constructor(message: string) {
    super(message || 'GoMatch does not read this type of file; enter its lines by hand.');
    this.name = 'UnreadAttachmentError';
  }
}

/** Errors that say a file cannot be read (its message is for staff); anything else is the engine's failure. */
function isReadProblem(error: unknown): error is Error {
  return (
    error instanceof UnreadableWorkbookError ||
    error instanceof UnreadableDocumentError ||
    error instanceof UnreadablePdfError ||
    error instanceof UnreadAttachmentError
  );
}

/**
 * Every line of a request: its details, then its attachments in the order they were added (CSV, Excel, Word,
 * PDF); a file that cannot be read is a problem on the request, and the other lines are still matched.
 */
async function readRequestLines(
  files: FileStore | null,
  request: { id: number; details: string },
): Promise<{ lines: SourceLine[]; problems: ReadProblem[] }> {
  const problems: ReadProblem[] = [];
  const read = readDetailsLines(request.details, QUOTE_REQUEST_MAX_LINES);
  const lines = [...read.lines];
  let skipped = read.skipped;
  let isCut = false;
  const attachments = files ? await files.listOfOwner('quote_request', request.id) : [];
  for (const file of attachments) {
    if (!files) break;
    const room = Math.max(0, QUOTE_REQUEST_MAX_LINES - lines.length);
    try {
      const isReadable = READABLE_TYPES.has(file.contentType);
      const bytes = isReadable ? await readBytes((await files.get(file.id)).stream) : Buffer.alloc(0);
      const fileLines = await readAttachmentLines(file, bytes, room);
      lines.push(...fileLines.lines);
      skipped += fileLines.skipped;
      isCut ||= fileLines.isCut === true;
    } catch (error) {
      if (!isReadProblem(error)) throw error;
      problems.push({ fileId: file.id, message: `${file.originalName}: ${error.message}` });
    }
  }
  if (skipped > 0 || isCut) {
    const limit = QUOTE_REQUEST_MAX_LINES.toLocaleString('en-US');
    problems.push({
      fileId: null,
      message: isCut
        ? `Only the first ${limit} lines were read; the rest was left out.`
        : `Only the first ${limit} lines were read; ${skipped.toLocaleString('en-US')} more were left out.`,
    });
  }
  return { lines, problems };
}

/** The items a standardized quote starts with: one per engine line, as matched, not yet reviewed. */
export async function insertItemsFromMatches(
  db: DatabaseExecutor,
  standardizedQuoteId: number,
  quoteRequestId: number,
): Promise<void> {
  const matches = await db
    .select()
    .from(quoteMatchedItem)
    .where(eq(quoteMatchedItem.quoteRequestId, quoteRequestId))
    .orderBy(asc(quoteMatchedItem.sequenceNumber));
  for (let start = 0; start < matches.length; start += 500) {
    const batch = matches.slice(start, start + 500);
    const inserted = await db
      .insert(standardizedQuoteItem)
      .values(
        batch.map((match) => ({
          standardizedQuoteId,
          sequenceNumber: match.sequenceNumber,
          productId: match.matchedNameId,
          productSizeId: match.matchedSizeId,
          quantity: match.quantity,
          reviewed: false,
          fromGomatchItemId: match.id,
          sourceText: match.sourceText,
        })),
      )
      .returning({
        id: standardizedQuoteItem.id,
        fromGomatchItemId: standardizedQuoteItem.fromGomatchItemId,
      });
    const specRows = inserted.flatMap((item) => {
      const match = batch.find((candidate) => candidate.id === item.fromGomatchItemId);
      return (match?.matchedSpecIds ?? []).map((productSizeId, position) => ({
        itemId: item.id,
        productSizeId,
        position,
      }));
    });
    if (specRows.length > 0) {
      // The engine's spec ids are hints: only those still specs of the catalog are kept.
      const known = await db
        .select({ id: productSize.id })
        .from(productSize)
        .where(
          and(
            inArray(productSize.id, [...new Set(specRows.map((row) => row.productSizeId))]),
            eq(productSize.typeId, ProductSizeType.ids.SPEC),
          ),
        );
      const knownIds = new Set(known.map((row) => row.id));
      const kept = specRows.filter((row) => knownIds.has(row.productSizeId));
      if (kept.length > 0) await db.insert(standardizedQuoteItemSpec).values(kept).onConflictDoNothing();
    }
  }
}

/**
 * Runs the engine over one request (decision 129): reads and matches its lines outside any transaction (the
 * embedded engine has one connection, so a long transaction would stall every other request) against the
 * in-memory catalog index (decision 141: one stamp query per run, none per line), then replaces the
 * request's matched lines and fills its standardized quote if it is waiting empty, in one short transaction.
 */
export async function runMatching(
  db: Database,
  /** The attachments' store; null reads the pasted details only (the demo seed). */
  files: FileStore | null,
  quoteRequestId: number,
  options: { signal?: AbortSignal; jobId?: number } = {},
): Promise<void> {
  const { signal, jobId } = options;
  const [request] = await db
    .select({ id: quoteRequest.id, details: quoteRequest.details })
    .from(quoteRequest)
    .where(eq(quoteRequest.id, quoteRequestId));
  if (!request) return; // Deleted since: nothing to match.
  const { lines, problems } = await readRequestLines(files, request);
  const corrections = await loadCorrections(
    db,
    lines.map((line) => line.text),
  );
  const index = await currentCatalogIndex(db);
  const matched: MatchedLine[] = [];
  for (const [position, line] of lines.entries()) {
    // A stopping server gives the job back (its lease ends) rather than hold the shutdown: it runs again later.
    if (position % 256 === 0) signal?.throwIfAborted();
    matched.push(matchLineWithIndex(index, line, corrections));
  }

  await db.transaction(async (tx) => {
    const [still] = await tx
      .select({ id: quoteRequest.id, matchingJobId: quoteRequest.matchingJobId })
      .from(quoteRequest)
      .where(eq(quoteRequest.id, quoteRequestId))
      .for('update');
    if (!still) return;
    // A change since this run began enqueued a newer run: its answer is the one that counts.
    if (jobId !== undefined && still.matchingJobId !== null && still.matchingJobId !== jobId) return;
    await tx.delete(quoteMatchedItem).where(eq(quoteMatchedItem.quoteRequestId, quoteRequestId));
    for (let start = 0; start < matched.length; start += 500) {
      await tx.insert(quoteMatchedItem).values(
        matched.slice(start, start + 500).map((line, index) => ({
          quoteRequestId,
          sequenceNumber: start + index + 1,
          sourceText: line.sourceText,
          source: line.source satisfies MatchSource,
          statusId: BackgroundProcessStatus.ids.SUCCESS,
          quantity: line.quantity,
          note: line.note,
          matchedNameId: line.matchedNameId,
          nameMatchInfo: line.nameMatchInfo,
          matchedSizeId: line.matchedSizeId,
          sizeMatchInfo: line.sizeMatchInfo,
          matchedSpecIds: line.matchedSpecIds,
          specMatchInfo: line.specMatchInfo,
          nameAlternatives: line.nameAlternatives,
          sizeAlternatives: line.sizeAlternatives,
        })),
      );
    }
    await tx
      .update(quoteRequest)
      .set({
        matchingStatusId: BackgroundProcessStatus.ids.SUCCESS,
        matchingProblems: problems,
        matchingFinishedAt: new Date(),
      })
      .where(eq(quoteRequest.id, quoteRequestId));
    // A standardized quote started while the engine ran waits empty: it gets the lines now.
    const [waiting] = await tx
      .select({ id: standardizedQuote.id })
      .from(standardizedQuote)
      .where(
        and(
          eq(standardizedQuote.quoteRequestId, quoteRequestId),
          eq(standardizedQuote.statusId, StandardizedQuoteStatus.ids.WIP),
          sql`not exists (select 1 from ${standardizedQuoteItem} where ${standardizedQuoteItem.standardizedQuoteId} = ${standardizedQuote.id})`,
        ),
      );
    if (waiting) {
      await insertItemsFromMatches(tx, waiting.id, quoteRequestId);
      // Its items changed: a new version, so a workspace showing it waiting takes the lines (issue 34).
      await raiseVersion(tx, standardizedQuote, waiting.id);
    }
  });
}

/** Marks the request's run failed, for good (the job ran out of attempts). */
async function markFailed(
  db: Database,
  quoteRequestId: number,
  jobId: number,
  message: string,
): Promise<void> {
  await db
    .update(quoteRequest)
    .set({
      matchingStatusId: BackgroundProcessStatus.ids.FAILED,
      matchingProblems: [{ fileId: null, message }],
      matchingFinishedAt: new Date(),
    })
    // Only the request's current run says it failed; a newer one may still succeed.
    .where(and(eq(quoteRequest.id, quoteRequestId), eq(quoteRequest.matchingJobId, jobId)));
}

/** The job definition services.ts registers on the queue. */
export function createMatchRequestJob({
  db,
  files,
}: {
  db: Database;
  files: FileStore;
}): JobDefinition<{ quoteRequestId: number }> {
  return {
    kind: GOMATCH_MATCH_REQUEST_JOB,
    payload: matchRequestPayloadSchema,
    async run(payload, context) {
      try {
        await runMatching(db, files, payload.quoteRequestId, {
          signal: context.signal,
          jobId: context.job.id,
        });
      } catch (error) {
        if (!context.signal.aborted && context.job.attempts >= context.job.maxAttempts) {
          await markFailed(
            db,
            payload.quoteRequestId,
            context.job.id,
            'GoMatch could not read this request. Please relaunch it.',
          );
        }
        throw error;
      }
    },
  };
}
