import {
  ActionLogAction,
  ActionLogType,
  BackgroundProcessStatus,
  ErrorCode,
  FlowEntity,
  formatQuoteNumber,
  MESSAGES,
  NEW_MATCH_INFO,
  ProductSizeType,
  QuoteRequestStatus,
  QuoteStatus,
  StandardizedQuoteStatus,
  statusCallRows,
  type ActionLogActionId,
  type ConstructedQuote,
  type FieldIssue,
  type QuoteMatchedItem,
  type SaveStandardization,
  type StandardizedQuote,
  type StandardizedQuoteItem,
  type StandardizedQuoteListQuery,
  type saveStandardizationSchema,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Database, DatabaseExecutor } from '../../db/database';
import { quoteRequest, standardizedQuote, type quoteMatchedItem } from '../../db/schema';
import { AppError, invalidFields, notFound } from '../../lib/app-error';
import { runIdempotent } from '../../lib/idempotency';
import { changeStatus } from '../../lib/transition-guard';
import type { Actor, RunUnitOfWork, UnitOfWork } from '../../lib/unit-of-work';
import { lockVersioned, raiseVersion } from '../../lib/versioned-write';
import { catalogFacts } from '../catalog';
import {
  duplicateGroupsOf,
  GOMATCH_MATCH_REQUEST_JOB,
  insertItemsFromMatches,
  learnCorrections,
  loadCorrections,
  matchLine,
  matchTexts,
} from '../gomatch';
import type { QuoteRequestsService } from '../quote-requests/quote-requests.service';
import * as repository from './standardized-quotes.repository';

const SUBJECT = 'Standardized quote';
const SQ = StandardizedQuoteStatus.ids;
const QR = QuoteRequestStatus.ids;
type SaveValues = z.output<typeof saveStandardizationSchema>;
type ItemValues = SaveValues['items'][number];

function toMatched(row: typeof quoteMatchedItem.$inferSelect): QuoteMatchedItem {
  return {
    id: row.id,
    sequenceNumber: row.sequenceNumber,
    sourceText: row.sourceText,
    source: row.source,
    statusId: row.statusId,
    quantity: row.quantity,
    note: row.note,
    matchedNameId: row.matchedNameId,
    nameMatchInfo: row.nameMatchInfo ?? NEW_MATCH_INFO,
    matchedSizeId: row.matchedSizeId,
    sizeMatchInfo: row.sizeMatchInfo ?? NEW_MATCH_INFO,
    matchedSpecIds: row.matchedSpecIds,
    specMatchInfo: row.specMatchInfo ?? NEW_MATCH_INFO,
    nameAlternatives: row.nameAlternatives,
    sizeAlternatives: row.sizeAlternatives,
  };
}

/** spec 001 §5: an item is complete with a product, a size and a quantity, and reviewed by staff. */
function isComplete(item: ItemValues): boolean {
  return item.productId !== null && item.productSizeId !== null && item.quantity !== null && item.reviewed;
}

/**
 * Standardized Quote Management and the standardization workspace (spec 001 §2, SA only; §7 quoteStandardization,
 * standardizedQuote calls; issue 13). The hand-offs request → standardized quote → quote are decision 129's.
 */
export function createStandardizedQuotesService({
  db,
  runUnitOfWork,
  quoteRequests,
  readQuote,
}: {
  db: Database;
  runUnitOfWork: RunUnitOfWork;
  quoteRequests: QuoteRequestsService;
  /** The quote as quote construction answers it (the quotes service's read). */
  readQuote: (id: number) => Promise<ConstructedQuote>;
}) {
  async function list(query: StandardizedQuoteListQuery) {
    const found = await repository.listStandardizedQuotes(db, query);
    return { ...found, page: query.page, size: query.size };
  }

  async function get(id: number): Promise<StandardizedQuote> {
    const row = await repository.findStandardizedQuoteRow(db, id);
    if (!row) throw notFound(SUBJECT);
    const [request, found, created] = await Promise.all([
      quoteRequests.get(row.quoteRequestId),
      repository.findItems(db, id),
      repository.findCreatedQuote(db, id),
    ]);
    const matches = new Map(found.matches.map((match) => [match.id, toMatched(match)]));
    const matchedOf = (item: { fromGomatchItemId: number | null }) =>
      item.fromGomatchItemId === null ? null : (matches.get(item.fromGomatchItemId) ?? null);
    // A line sent twice (pasted and attached) is shown as the duplicate it is, never doubled silently (issue 34).
    const duplicateGroups = duplicateGroupsOf(
      found.items.map((item) => ({ sourceText: item.sourceText, source: matchedOf(item)?.source ?? null })),
    );
    const items: StandardizedQuoteItem[] = found.items.map((item, index) => ({
      ...item,
      specs: found.specs
        .filter((spec) => spec.itemId === item.id)
        .map(({ id: specId, name }) => ({ id: specId, name })),
      matched: matchedOf(item),
      duplicateGroup: duplicateGroups[index] ?? null,
    }));
    return {
      ...row,
      request,
      items,
      readOnly: row.statusId !== SQ.WIP && row.statusId !== SQ.COMPLETE,
      quote: created ?? null,
    };
  }

  function log(
    unit: UnitOfWork,
    actionId: ActionLogActionId,
    id: number,
    quoteNumber: number,
    details?: Record<string, unknown>,
  ) {
    return unit.recordChange({
      recordType: ActionLogType.ids.STANDARDIZED_QUOTE,
      actionId,
      recordId: id,
      recordNumber: formatQuoteNumber('SQ', quoteNumber),
      ...(details ? { details } : {}),
    });
  }

  function requestStatus(
    unit: UnitOfWork,
    actor: Actor,
    quoteRequestId: number,
    quoteNumber: number,
    to: number,
    key: string,
  ) {
    return changeStatus(unit, {
      entity: FlowEntity.QUOTE_REQUEST,
      roleId: actor.roleId,
      table: quoteRequest,
      statusColumn: quoteRequest.statusId,
      id: quoteRequestId,
      to,
      keys: [key],
      // A workflow move: the request is held by the standardization's write (decision 204).
      version: null,
      subject: 'Quote request',
      recordType: ActionLogType.ids.QUOTE_REQUEST,
      recordNumber: formatQuoteNumber('QR', quoteNumber),
      values: { updatedAt: new Date() },
    });
  }

  /** The standardized quote's own status, through the call's row of the transitions table (decision 193). */
  function ownStatus(
    unit: UnitOfWork,
    actor: Actor,
    id: number,
    quoteNumber: number,
    to: number,
    keys: string | readonly string[],
    /** A status call's version; null for the workflow's moves, made inside a write that holds the row. */
    version: number | null = null,
  ) {
    return changeStatus(unit, {
      entity: FlowEntity.STANDARDIZED_QUOTE,
      roleId: actor.roleId,
      table: standardizedQuote,
      statusColumn: standardizedQuote.statusId,
      id,
      to,
      keys: typeof keys === 'string' ? [keys] : keys,
      version,
      subject: SUBJECT,
      recordType: ActionLogType.ids.STANDARDIZED_QUOTE,
      recordNumber: formatQuoteNumber('SQ', quoteNumber),
      values: { updatedAt: new Date() },
    });
  }

  /** The standardized quote, its row locked for the call (one of two callers waits); 404 when it is gone. */
  async function lockCurrent(unit: UnitOfWork, id: number) {
    const current = await repository.findStandardizedQuote(unit.tx, id, { forUpdate: true });
    if (!current) throw notFound(SUBJECT);
    return current;
  }

  /** POST quoteStandardization: picks the request up (decision 129 hand-off 2); an existing one is returned. */
  async function start(actor: Actor, quoteRequestId: number): Promise<StandardizedQuote> {
    const id = await runUnitOfWork(actor, async (unit) => {
      const request = await repository.lockQuoteRequest(unit.tx, quoteRequestId);
      if (!request) throw notFound('Quote request');
      const existingId = await repository.findIdByRequest(unit.tx, quoteRequestId);
      if (existingId !== undefined) return existingId;
      await requestStatus(
        unit,
        actor,
        quoteRequestId,
        request.quoteNumber,
        QR.PICKED_UP,
        'quoteRequest.pickUp',
      );
      const createdId = await repository.insertStandardizedQuote(unit.tx, {
        quoteRequestId,
        quoteNumber: request.quoteNumber,
        statusId: SQ.WIP,
        ownerUserId: request.ownerUserId ?? actor.userId,
      });
      // The engine's lines become the items; a run still pending fills them when it ends.
      if (request.matchingStatusId === BackgroundProcessStatus.ids.SUCCESS) {
        await insertItemsFromMatches(unit.tx, createdId, quoteRequestId);
      }
      await log(unit, ActionLogAction.ids.CREATE, createdId, request.quoteNumber);
      return createdId;
    });
    return get(id);
  }

  /** Products, sizes (type 1) and specs (type 2) must exist: a 400 naming `items.N.field`. */
  async function checkItems(
    executor: DatabaseExecutor,
    items: readonly ItemValues[],
    storedIds: Set<number>,
  ) {
    const productIds = [
      ...new Set(items.flatMap((item) => (item.productId === null ? [] : [item.productId]))),
    ];
    const sizeIds = [
      ...new Set(
        items.flatMap((item) => [
          ...(item.productSizeId === null ? [] : [item.productSizeId]),
          ...item.specIds,
        ]),
      ),
    ];
    const facts = await catalogFacts(executor, productIds, sizeIds);
    const issues: FieldIssue[] = [];
    items.forEach((item, index) => {
      if (item.id !== undefined && !storedIds.has(item.id)) {
        issues.push({ field: `items.${index}.id`, message: MESSAGES.quoteItemUnknown });
      }
      if (item.productId !== null && !facts.productIds.has(item.productId)) {
        issues.push({ field: `items.${index}.productId`, message: MESSAGES.productNotFound });
      }
      if (
        item.productSizeId !== null &&
        facts.sizeTypes.get(item.productSizeId) !== ProductSizeType.ids.SIZE
      ) {
        issues.push({ field: `items.${index}.productSizeId`, message: MESSAGES.sizeNotFound });
      }
      if (item.specIds.some((specId) => facts.sizeTypes.get(specId) !== ProductSizeType.ids.SPEC)) {
        issues.push({ field: `items.${index}.specIds`, message: 'A spec does not exist.' });
      }
    });
    if (issues.length > 0) throw invalidFields(issues);
  }

  /** Learns what staff changed on reviewed items (issue 13): the engine's answer differs, or it had none. */
  async function learn(unit: UnitOfWork, stored: repository.StoredItem[], items: readonly ItemValues[]) {
    const byId = new Map(stored.map((item) => [item.id, item]));
    const matchIds = items.flatMap((item) => (item.fromGomatchItemId ? [item.fromGomatchItemId] : []));
    const matches = await repository.findMatchedItems(unit.tx, matchIds);
    const matchById = new Map(matches.map((match) => [match.id, match]));
    const learned = items.flatMap((item) => {
      if (!item.reviewed || item.productId === null) return [];
      const sourceText = (item.id !== undefined ? byId.get(item.id)?.sourceText : null) ?? null;
      const match = item.fromGomatchItemId ? matchById.get(item.fromGomatchItemId) : undefined;
      const text = sourceText ?? match?.sourceText;
      const same =
        match !== undefined &&
        match.matchedNameId === item.productId &&
        match.matchedSizeId === item.productSizeId &&
        match.matchedSpecIds.join(',') === item.specIds.join(',');
      if (!text || same) return [];
      return [
        {
          sourceText: text,
          correction: { productId: item.productId, productSizeId: item.productSizeId, specIds: item.specIds },
        },
      ];
    });
    await learnCorrections(unit.tx, learned, unit.actor.userId);
  }

  /**
   * Makes the quote (CQ) of a complete standardized quote with its items in sequence order, processes the request
   * and the standardized quote (spec 001 §4: processed, status 3; decisions 129, 193) — the one path of Save &
   * Complete and of POST quoteConstruction. A standardized quote that has its quote answers it: one quote per job.
   */
  async function makeQuote(unit: UnitOfWork, actor: Actor, sqId: number): Promise<number> {
    const request = await repository.lockWithRequest(unit.tx, sqId);
    if (!request) throw notFound(SUBJECT);
    const existingId = await repository.findQuoteIdOf(unit.tx, sqId);
    if (existingId !== undefined) return existingId;
    const qr = request.quote_request;
    // Complete (or picked up) → Processed: any other status is refused with the rule before anything is written.
    await ownStatus(unit, actor, sqId, qr.quoteNumber, SQ.PROCESSED, 'standardizedQuote.createQuote');
    const quoteId = await repository.insertQuote(unit.tx, {
      quoteNumber: qr.quoteNumber,
      quoteRequestId: qr.id,
      standardizedQuoteId: sqId,
      buyerCompanyId: qr.buyerCompanyId,
      buyerUserId: qr.buyerUserId,
      ownerUserId: request.standardized_quote.ownerUserId ?? qr.ownerUserId,
      jobName: qr.jobName,
      deliveryMethodId: qr.deliveryMethodId,
      statusId: QuoteStatus.ids.WIP,
    });
    const storedItems = await repository.findStoredItems(unit.tx, sqId);
    const ordered = [...storedItems].sort(
      (left, right) => left.sequenceNumber - right.sequenceNumber || left.id - right.id,
    );
    await repository.copyItemsToQuote(unit.tx, quoteId, ordered);
    if (qr.statusId !== QR.PROCESSED) {
      await requestStatus(unit, actor, qr.id, qr.quoteNumber, QR.PROCESSED, 'quoteRequest.process');
    }
    await unit.recordChange({
      recordType: ActionLogType.ids.QUOTE,
      actionId: ActionLogAction.ids.CREATE_QUOTE,
      recordId: quoteId,
      recordNumber: formatQuoteNumber('CQ', qr.quoteNumber),
      details: { items: ordered.length, standardizedQuoteId: sqId },
    });
    return quoteId;
  }

  /**
   * PUT quoteStandardization: Save, Save & Complete, Move back to WIP and save (spec 001 §3 action log). Save &
   * Complete creates (the quote), so it takes an idempotency key (decision 193): a repeat answers the first.
   */
  async function save(
    actor: Actor,
    body: SaveValues,
    version: number,
    idempotencyKey?: string,
  ): Promise<StandardizedQuote> {
    const call = {
      key: body.action === 'saveAndComplete' ? idempotencyKey : undefined,
      call: 'PUT quoteStandardization saveAndComplete',
      request: { body, version },
    };
    await runIdempotent(runUnitOfWork, actor, call, async (unit) => {
      const current = await lockVersioned(unit.tx, standardizedQuote, {
        id: body.id,
        version,
        subject: SUBJECT,
        recordType: ActionLogType.ids.STANDARDIZED_QUOTE,
      });
      // spec 001 §4: a processed standardized quote only shows its items.
      if (current.statusId === SQ.PROCESSED) {
        throw new AppError(ErrorCode.CONFLICT, MESSAGES.standardizedQuoteProcessed);
      }

      if (body.action === 'moveBackToWipAndSave') {
        // Complete → WIP through its own row: refused with the rule from any other status (decision 193).
        await ownStatus(unit, actor, body.id, current.quoteNumber, SQ.WIP, 'standardizedQuote.moveBackToWip');
        const requestStatusId = await repository.findRequestStatusId(unit.tx, current.quoteRequestId);
        if (requestStatusId === QR.PROCESSED) {
          await requestStatus(
            unit,
            actor,
            current.quoteRequestId,
            current.quoteNumber,
            QR.PICKED_UP,
            'quoteRequest.reopen',
          );
        }
      } else if (current.statusId !== SQ.WIP) {
        // Saving edits the items of a standardized quote in WIP only (its status is what the client read).
        throw new AppError(ErrorCode.CONFLICT, MESSAGES.quoteNotInWip);
      }

      const stored = await repository.findStoredItems(unit.tx, body.id);
      await checkItems(unit.tx, body.items, new Set(stored.map((item) => item.id)));
      if (body.action === 'saveAndComplete') {
        const incomplete = body.items.flatMap((item, index) =>
          isComplete(item)
            ? []
            : [{ field: `items.${index}`, message: MESSAGES.incompleteStandardizedItems }],
        );
        if (body.items.length === 0) {
          incomplete.push({ field: 'items', message: MESSAGES.incompleteStandardizedItems });
        }
        if (incomplete.length > 0) throw invalidFields(incomplete, MESSAGES.incompleteStandardizedItems);
      }
      await repository.writeItems(unit.tx, body.id, body.items);
      await learn(unit, stored, body.items);
      await raiseVersion(unit.tx, standardizedQuote, body.id);
      if (body.action === 'save') await log(unit, ActionLogAction.ids.SAVE, body.id, current.quoteNumber);
      if (body.action === 'saveAndComplete') {
        await ownStatus(unit, actor, body.id, current.quoteNumber, SQ.COMPLETE, 'standardizedQuote.complete');
        await repository.markCompleted(unit.tx, body.id);
        await makeQuote(unit, actor, body.id);
      }
      return { standardizedQuoteId: body.id };
    });
    return get(body.id);
  }

  /**
   * POST quoteConstruction (spec 001 §7): the quote of a complete standardized quote, made by Save & Complete's
   * own path; called again (or for a processed one) it answers the quote that exists (decision 193).
   */
  async function constructQuote(
    actor: Actor,
    standardizedQuoteId: number,
    idempotencyKey?: string,
  ): Promise<ConstructedQuote> {
    const { quoteId } = await runIdempotent(
      runUnitOfWork,
      actor,
      { key: idempotencyKey, call: 'POST quoteConstruction', request: { standardizedQuoteId } },
      async (unit) => ({ quoteId: await makeQuote(unit, actor, standardizedQuoteId) }),
    );
    return readQuote(Number(quoteId));
  }

  async function changeSqStatus(
    actor: Actor,
    id: number,
    to: number,
    name: 'cancelStandardizedQuote' | 'reinstateStandardizedQuote',
    version: number,
  ): Promise<StandardizedQuote> {
    await runUnitOfWork(actor, async (unit) => {
      const current = await repository.findStandardizedQuote(unit.tx, id, { forUpdate: false });
      if (!current) throw notFound(SUBJECT);
      await ownStatus(unit, actor, id, current.quoteNumber, to, statusCallRows(name), version);
    });
    return get(id);
  }

  async function remove(actor: Actor, id: number): Promise<void> {
    await runUnitOfWork(actor, async (unit) => {
      const current = await lockCurrent(unit, id);
      const madeId = await repository.findQuoteIdOf(unit.tx, id);
      if (madeId !== undefined || current.statusId === SQ.PROCESSED || current.statusId === SQ.COMPLETE) {
        throw new AppError(ErrorCode.REFERENCED, MESSAGES.standardizedQuoteProcessed);
      }
      const requestStatusId = await repository.findRequestStatusId(unit.tx, current.quoteRequestId);
      await repository.deleteStandardizedQuote(unit.tx, id);
      // The request is free to be standardized again.
      if (requestStatusId === QR.PICKED_UP) {
        await requestStatus(
          unit,
          actor,
          current.quoteRequestId,
          current.quoteNumber,
          QR.COMPLETE,
          'quoteRequest.release',
        );
      }
      await log(unit, ActionLogAction.ids.DELETE, id, current.quoteNumber);
    });
  }

  /**
   * GET relaunchGoMatch/{id}: the whole quote (its items go — the web confirmed 'work lost' — and the engine's
   * new lines replace them when the run ends), or one line (matched again now, not reviewed).
   */
  async function relaunch(actor: Actor, id: number, itemId: number | undefined): Promise<StandardizedQuote> {
    try {
      await runUnitOfWork(actor, async (unit) => {
        const current = await lockCurrent(unit, id);
        // Relaunching rewrites the items: a standardized quote in WIP only (no version is sent: not 'outdated').
        if (current.statusId !== SQ.WIP) throw new AppError(ErrorCode.CONFLICT, MESSAGES.quoteNotInWip);
        if (itemId === undefined) {
          await repository.deleteItems(unit.tx, id);
          const job = await unit.enqueueJob(GOMATCH_MATCH_REQUEST_JOB, {
            quoteRequestId: current.quoteRequestId,
          });
          await repository.markRequestMatchingPending(unit.tx, current.quoteRequestId, job.id);
        } else {
          const item = await repository.findItem(unit.tx, id, itemId);
          if (!item) throw notFound('Standardized quote item');
          if (!item.sourceText) throw new AppError(ErrorCode.CONFLICT, MESSAGES.relaunchGoMatchFailed);
          const corrections = await loadCorrections(unit.tx, [item.sourceText]);
          const matched = await matchLine(
            unit.tx,
            { text: item.sourceText, source: { kind: 'details', fileId: null, line: 1 } },
            corrections,
          );
          await repository.rematchItem(unit.tx, itemId, {
            productId: matched.matchedNameId,
            productSizeId: matched.matchedSizeId,
            quantity: matched.quantity ?? item.quantity,
            specIds: matched.matchedSpecIds,
          });
        }
        await raiseVersion(unit.tx, standardizedQuote, id);
        await log(unit, ActionLogAction.ids.SAVE, id, current.quoteNumber, {
          relaunch: itemId === undefined ? 'all' : { itemId },
        });
      });
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError(ErrorCode.INTERNAL, MESSAGES.relaunchGoMatchFailed);
    }
    return get(id);
  }

  /** POST searchCandidatesDataset: the engine's answer for each line, learned corrections included. */
  async function searchCandidates(lines: readonly string[]) {
    return { lines: await matchTexts(db, lines) };
  }

  return {
    list,
    get,
    start,
    searchCandidates,
    save: (actor: Actor, body: SaveStandardization & SaveValues, version: number, idempotencyKey?: string) =>
      save(actor, body, version, idempotencyKey),
    constructQuote,
    views: () => repository.countByStatus(db),
    cancel: (actor: Actor, id: number, version: number) =>
      changeSqStatus(actor, id, SQ.CANCELLED, 'cancelStandardizedQuote', version),
    // spec 001 §4 'Cancelled quote: reinstate': from Cancelled only (decision 193).
    reinstate: (actor: Actor, id: number, version: number) =>
      changeSqStatus(actor, id, SQ.WIP, 'reinstateStandardizedQuote', version),
    remove,
    relaunch,
  };
}

export type StandardizedQuotesService = ReturnType<typeof createStandardizedQuotesService>;
