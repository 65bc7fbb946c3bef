import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import {
  ActionLogAction,
  BackgroundProcessStatus,
  ActionLogType,
  CompanyType,
  Role,
  ErrorCode,
  FlowEntity,
  formatQuoteNumber,
  isStaffRole,
  MESSAGES,
  QUOTE_REQUEST_MAX_ATTACHMENTS,
  QuoteRequestStatus,
  RequestPurpose,
  statusCallRows,
  type QuoteAttachment,
  type QuoteRequest,
  type QuoteRequestListQuery,
  type QuoteRequestValues,
} from '@portal/contracts';
import type { Database } from '../../db/database';
import { quoteRequest } from '../../db/schema';
import { AppError, invalidFields, notFound } from '../../lib/app-error';
import { withReferenceCheck } from '../../lib/database-errors';
import { CSV_TYPE, IMAGE_TYPES, type FileStore, type StoredFile } from '../../lib/file-store/file-store';
import { diffRecord } from '../../lib/record-changes';
import { changeStatus } from '../../lib/transition-guard';
import type { Actor, RunUnitOfWork, UnitOfWork } from '../../lib/unit-of-work';
import { updateVersioned } from '../../lib/versioned-write';
import { fillCoordinates } from '../geo/address-coordinates';
import { GOMATCH_MATCH_REQUEST_JOB } from '../gomatch';
import * as repository from './quote-requests.repository';

const SUBJECT = 'Quote request';
const OWNER_TYPE = 'quote_request';
/** The file store's folder of request attachments (spec 001 §9 names folders in this style). */
export const ATTACHMENT_FOLDER = 'quote_request_attachment';

/**
 * What a buyer sends with a request (issue 13): PDF, Excel, CSV, Word and images, told by their content.
 * Legacy .xls and .doc files are OLE compound files (`application/x-cfb`).
 */
export const ATTACHMENT_TYPES: readonly string[] = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/x-cfb',
  CSV_TYPE,
  ...IMAGE_TYPES,
];

const S = QuoteRequestStatus.ids;
/** The buyer of a request is a buyer or a buyer admin (spec 001 §3 User roleId). */
const BUYER_ROLE_IDS: readonly number[] = [Role.ids.BUYER, Role.ids.BUYER_ADMIN];
/** A request is edited while staff work on it; processed, cancelled and archived ones are read-only. */
const EDITABLE_STATUSES: readonly number[] = [S.COMPLETE, S.PICKED_UP];

function toValues(input: QuoteRequestValues): repository.QuoteRequestValues {
  const located = fillCoordinates({
    address: input.deliveryAddress,
    city: input.city,
    postalCode: input.postalCode,
    provinceId: input.provinceId,
    countryId: input.countryId,
    spatialGenericAddress: input.spatialDeliveryAddress,
  });
  const isBid = input.requestPurpose.id === RequestPurpose.ids.BID;
  return {
    buyerCompanyId: input.buyerCompanyId,
    buyerUserId: input.buyerUserId,
    ownerUserId: input.ownerUserId,
    referenceNumber: input.referenceNumber,
    email: input.email,
    jobName: input.jobName,
    approxJobDate: input.approxJobDate,
    quoteBackDate: input.quoteBackDate,
    deliveryMethodId: input.deliveryMethodId,
    deliveryAddress: input.deliveryAddress,
    city: input.city,
    postalCode: input.postalCode,
    provinceId: input.provinceId,
    countryId: input.countryId,
    latitude: located.spatialGenericAddress?.latitude ?? null,
    longitude: located.spatialGenericAddress?.longitude ?? null,
    details: input.details,
    requestPurposeId: input.requestPurpose.id,
    // A client name belongs to a bid (spec 001 §3 requestPurpose {id, name, clientName}).
    clientName: isBid ? input.requestPurpose.clientName : null,
    qto: input.qto,
  };
}

function toAttachment(quoteRequestId: number, file: StoredFile): QuoteAttachment {
  return {
    id: file.id,
    pathStr: `${quoteRequestId}/${file.id}`,
    name: file.originalName,
    contentType: file.contentType,
    sizeBytes: file.sizeBytes,
    createdAt: file.createdAt.toISOString(),
  };
}

/**
 * Quote Request Management (spec 001 §2, SA only; §7 quoteRequest calls; issue 13). Requests are written here;
 * their status changes only through the transitions table (decision 086); the data model is decision 129.
 */
export function createQuoteRequestsService({
  db,
  runUnitOfWork,
  files,
}: {
  db: Database;
  runUnitOfWork: RunUnitOfWork;
  files: FileStore;
}) {
  async function list(query: QuoteRequestListQuery) {
    const found = await repository.listQuoteRequests(db, query);
    return { ...found, page: query.page, size: query.size };
  }

  async function get(id: number): Promise<QuoteRequest> {
    const record = await repository.findQuoteRequestRow(db, id);
    if (!record) throw notFound(SUBJECT);
    const attachments = await files.listOfOwner(OWNER_TYPE, id);
    const { matchingProblems, matchingFinishedAt, matchedLineCount, clientName, requestPurposeId, ...rest } =
      record;
    return {
      ...rest,
      requestPurposeId,
      requestPurpose: {
        id: requestPurposeId,
        name: RequestPurpose.labelOf(requestPurposeId) ?? '',
        clientName,
      },
      attachments: attachments.map((file) => toAttachment(id, file)),
      matching: {
        statusId: record.matchingStatusId,
        problems: matchingProblems,
        lineCount: matchedLineCount,
        finishedAt: matchingFinishedAt,
      },
    };
  }

  /** The parties of a request must fit together (decision 135): each refusal names its field. */
  async function checkParties(input: QuoteRequestValues): Promise<void> {
    const userIds = [input.buyerUserId, ...(input.ownerUserId === null ? [] : [input.ownerUserId])];
    const { buyerCompany, users } = await repository.findParties(db, input.buyerCompanyId, userIds);
    if (!buyerCompany) throw invalidFields([{ field: 'buyerCompanyId', message: MESSAGES.companyNotFound }]);
    if (buyerCompany.companyTypeId !== CompanyType.ids.BUYER) {
      throw invalidFields([{ field: 'buyerCompanyId', message: MESSAGES.buyerCompanyRequired }]);
    }
    const buyer = users.find((user) => user.id === input.buyerUserId);
    if (!buyer || !BUYER_ROLE_IDS.includes(buyer.roleId)) {
      throw invalidFields([{ field: 'buyerUserId', message: MESSAGES.buyerUserRequired }]);
    }
    if (buyer.companyId !== input.buyerCompanyId) {
      throw invalidFields([{ field: 'buyerUserId', message: MESSAGES.buyerOfBuyerCompany }]);
    }
    if (input.ownerUserId !== null) {
      const owner = users.find((user) => user.id === input.ownerUserId);
      if (!owner || !isStaffRole(owner.roleId))
        throw invalidFields([{ field: 'ownerUserId', message: MESSAGES.ownerMustBeStaff }]);
    }
  }

  function log(
    unit: UnitOfWork,
    actionId: (typeof ActionLogAction.ids)[keyof typeof ActionLogAction.ids],
    id: number,
    quoteNumber: number,
    extra: { changes?: ReturnType<typeof diffRecord>; details?: Record<string, unknown> } = {},
  ) {
    return unit.recordChange({
      recordType: ActionLogType.ids.QUOTE_REQUEST,
      actionId,
      recordId: id,
      recordNumber: formatQuoteNumber('QR', quoteNumber),
      ...extra,
    });
  }

  /** A new run of the engine over the request's lines, committed with the change (decision 129 hand-off 1). */
  async function enqueueMatching(unit: UnitOfWork, id: number): Promise<void> {
    const job = await unit.enqueueJob(GOMATCH_MATCH_REQUEST_JOB, { quoteRequestId: id });
    await unit.tx
      .update(quoteRequest)
      .set({ matchingStatusId: BackgroundProcessStatus.ids.PENDING, matchingJobId: job.id })
      .where(eq(quoteRequest.id, id));
  }

  async function requireEditable(unit: UnitOfWork, id: number) {
    const stored = await repository.findStoredQuoteRequest(unit.tx, id);
    if (!stored) throw notFound(SUBJECT);
    if (stored.statusId === S.PROCESSED) throw new AppError(ErrorCode.CONFLICT, MESSAGES.processedReadOnly);
    if (!EDITABLE_STATUSES.includes(stored.statusId)) {
      throw new AppError(ErrorCode.CONFLICT, MESSAGES.quoteRequestClosed);
    }
    return stored;
  }

  async function create(actor: Actor, input: QuoteRequestValues): Promise<QuoteRequest> {
    await checkParties(input);
    const id = await withReferenceCheck(() =>
      runUnitOfWork(actor, async (unit) => {
        const inserted = await repository.insertQuoteRequest(unit.tx, toValues(input));
        await enqueueMatching(unit, inserted.id);
        await log(unit, ActionLogAction.ids.CREATE, inserted.id, inserted.quoteNumber);
        return inserted.id;
      }),
    );
    return get(id);
  }

  async function update(
    actor: Actor,
    input: QuoteRequestValues & { id: number },
    version: number,
  ): Promise<QuoteRequest> {
    await checkParties(input);
    await withReferenceCheck(() =>
      runUnitOfWork(actor, async (unit) => {
        const before = await requireEditable(unit, input.id);
        const values = toValues(input);
        await updateVersioned(unit.tx, quoteRequest, { id: input.id, version, values, subject: SUBJECT });
        if (values.details !== before.details) await enqueueMatching(unit, input.id);
        await log(unit, ActionLogAction.ids.UPDATE, input.id, before.quoteNumber, {
          changes: diffRecord(before, values),
        });
      }),
    );
    return get(input.id);
  }

  /** Cancel, reinstate and archive: through the call's rows of the transitions table, with the version read. */
  async function changeRequestStatus(
    actor: Actor,
    id: number,
    to: number,
    name: 'cancelQuoteRequest' | 'reinstateQuoteRequest' | 'archiveQuoteRequest',
    version: number,
  ) {
    await runUnitOfWork(actor, async (unit) => {
      const stored = await repository.findStoredQuoteRequest(unit.tx, id);
      if (!stored) throw notFound(SUBJECT);
      await changeStatus(unit, {
        entity: FlowEntity.QUOTE_REQUEST,
        roleId: actor.roleId,
        table: quoteRequest,
        statusColumn: quoteRequest.statusId,
        id,
        to,
        // The call's own row (decision 193): reinstating a Picked Up request is not its release.
        keys: statusCallRows(name),
        version,
        subject: SUBJECT,
        recordType: ActionLogType.ids.QUOTE_REQUEST,
        recordNumber: formatQuoteNumber('QR', stored.quoteNumber),
        values: { updatedAt: new Date() },
      });
    });
    return get(id);
  }

  async function remove(actor: Actor, id: number): Promise<void> {
    const attachments = await files.listOfOwner(OWNER_TYPE, id);
    await runUnitOfWork(actor, async (unit) => {
      const stored = await repository.findStoredQuoteRequest(unit.tx, id);
      if (!stored) throw notFound(SUBJECT);
      const standardization = await repository.findStandardization(unit.tx, id);
      if (standardization?.quoteId != null || stored.statusId === S.PROCESSED) {
        throw new AppError(ErrorCode.REFERENCED, MESSAGES.quoteRequestInUse);
      }
      // Its standardized quote (items and specs cascade) is the request's own work: it goes with it.
      await repository.deleteStandardizedQuoteOf(unit.tx, id);
      if (!(await repository.deleteQuoteRequest(unit.tx, id))) throw notFound(SUBJECT);
      await log(unit, ActionLogAction.ids.DELETE, id, stored.quoteNumber, {
        details: { attachments: attachments.length },
      });
    });
    // The bytes go after the commit: a rolled-back delete keeps its files.
    for (const file of attachments) await files.delete(file.id);
  }

  async function addAttachment(
    actor: Actor & { userId: number },
    id: number,
    upload: { body: Readable; fileName: string },
  ): Promise<QuoteAttachment> {
    const stored = await repository.findStoredQuoteRequest(db, id);
    if (!stored) throw notFound(SUBJECT);
    const existing = await files.listOfOwner(OWNER_TYPE, id);
    if (existing.length >= QUOTE_REQUEST_MAX_ATTACHMENTS) {
      throw new AppError(ErrorCode.CONFLICT, MESSAGES.tooManyAttachments);
    }
    let file: StoredFile;
    try {
      file = await files.put({
        body: upload.body,
        originalName: upload.fileName,
        folder: ATTACHMENT_FOLDER,
        owner: { type: OWNER_TYPE, id },
        allowedTypes: ATTACHMENT_TYPES,
        createdByUserId: actor.userId,
      });
    } catch (error) {
      // The spec's words for a refused attachment (§8 'Invalid uploads'), whatever the store's reason.
      if (
        error instanceof AppError &&
        (error.code === ErrorCode.UNSUPPORTED_MEDIA || error.code === ErrorCode.PAYLOAD_TOO_LARGE)
      ) {
        throw new AppError(error.code, MESSAGES.invalidAttachment);
      }
      throw error;
    }
    try {
      await runUnitOfWork(actor, async (unit) => {
        await requireEditable(unit, id);
        await enqueueMatching(unit, id);
        await log(unit, ActionLogAction.ids.UPDATE, id, stored.quoteNumber, {
          details: { attachmentAdded: file.originalName },
        });
      });
    } catch (error) {
      await files.delete(file.id);
      throw error;
    }
    return toAttachment(id, file);
  }

  /** `pathStr` is `{quoteRequestId}/{fileId}`; anything else, or a file of another request, is not found. */
  async function resolveAttachment(pathStr: string): Promise<{ quoteRequestId: number; file: StoredFile }> {
    const match = /^([1-9][0-9]{0,9})\/([0-9a-f-]{36})$/.exec(pathStr);
    if (!match) throw notFound('Attachment');
    const quoteRequestId = Number(match[1]);
    const fileId = match[2] ?? '';
    const owned = await files.listOfOwner(OWNER_TYPE, quoteRequestId);
    const file = owned.find((candidate) => candidate.id === fileId);
    if (!file) throw notFound('Attachment');
    return { quoteRequestId, file };
  }

  async function openAttachment(pathStr: string) {
    const { file } = await resolveAttachment(pathStr);
    return files.get(file.id);
  }

  async function deleteAttachment(actor: Actor, id: number, fileId: string): Promise<void> {
    const { file } = await resolveAttachment(`${id}/${fileId}`);
    await runUnitOfWork(actor, async (unit) => {
      const stored = await requireEditable(unit, id);
      await enqueueMatching(unit, id);
      await log(unit, ActionLogAction.ids.UPDATE, id, stored.quoteNumber, {
        details: { attachmentRemoved: file.originalName },
      });
    });
    await files.delete(file.id);
  }

  return {
    list,
    get,
    create,
    update,
    remove,
    cancel: (actor: Actor, id: number, version: number) =>
      changeRequestStatus(actor, id, S.CANCELLED, 'cancelQuoteRequest', version),
    reinstate: (actor: Actor, id: number, version: number) =>
      changeRequestStatus(actor, id, S.COMPLETE, 'reinstateQuoteRequest', version),
    archive: (actor: Actor, id: number, version: number) =>
      changeRequestStatus(actor, id, S.ARCHIVED, 'archiveQuoteRequest', version),
    addAttachment,
    openAttachment,
    deleteAttachment,
  };
}

export type QuoteRequestsService = ReturnType<typeof createQuoteRequestsService>;
