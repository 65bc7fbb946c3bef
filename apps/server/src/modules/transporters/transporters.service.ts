import {
  ActionLogAction,
  ActionLogType,
  transporterInputSchema,
  ErrorCode,
  type Transporter,
  type TransporterListQuery,
  type TransporterPage,
  type UpdateTransporterRequest,
  type TransporterInput,
} from '@portal/contracts';
import type { Database } from '../../db/database';
import { referenceViolationError } from '../../lib/addresses';
import { AppError, notFound } from '../../lib/app-error';
import { foreignKeyViolation } from '../../lib/database-errors';
import { outdated } from '../../lib/record-version';
import type { Actor, RunUnitOfWork } from '../../lib/unit-of-work';
import { fillPartyCoordinates } from '../geo/address-coordinates';
import * as repository from './transporters.repository';

type ParsedTransporterInput = ReturnType<typeof transporterInputSchema.parse>;

function toTransporterValues(input: ParsedTransporterInput): repository.TransporterValues {
  return {
    name: input.name,
    contactEmail: input.contactEmail,
    phoneNumber: input.phoneNumber,
    address: input.address,
    city: input.city,
    postalCode: input.postalCode,
    provinceId: input.provinceId,
    countryId: input.countryId,
    timezoneId: input.timezoneId,
    latitude: input.spatialGenericAddress?.latitude ?? null,
    longitude: input.spatialGenericAddress?.longitude ?? null,
  };
}

/** Transporter Management (spec 001 §2, §3 Transporter, §7 transporter calls). */
export function createTransportersService({
  db,
  runUnitOfWork,
}: {
  db: Database;
  runUnitOfWork: RunUnitOfWork;
}) {
  async function listTransporters(query: TransporterListQuery): Promise<TransporterPage> {
    const { rows, total } = await repository.listTransporters(db, query);
    return { rows, total, page: query.page, size: query.size };
  }

  async function getTransporter(id: number): Promise<Transporter> {
    const found = await repository.findTransporter(db, id);
    if (!found) throw notFound('Transporter');
    return found;
  }

  /** A reference id that does not exist is the caller's mistake: a 400 naming the field, not a 500. */
  async function withReferenceCheck<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const violation = foreignKeyViolation(error);
      if (violation) throw referenceViolationError(violation.constraint);
      throw error;
    }
  }

  async function createTransporter(actor: Actor, request: TransporterInput): Promise<Transporter> {
    const input = fillPartyCoordinates(transporterInputSchema.parse(request));
    const id = await withReferenceCheck(() =>
      runUnitOfWork(actor, async (unit) => {
        const transporterId = await repository.insertTransporter(unit.tx, toTransporterValues(input));
        await repository.replaceTransporterAddresses(unit.tx, transporterId, input.altAddresses);
        await unit.recordChange({
          recordType: ActionLogType.ids.TRANSPORTER,
          actionId: ActionLogAction.ids.CREATE,
          recordId: transporterId,
          recordNumber: input.name,
        });
        return transporterId;
      }),
    );
    return getTransporter(id);
  }

  async function updateTransporter(
    actor: Actor,
    request: UpdateTransporterRequest,
    version: number,
  ): Promise<Transporter> {
    const input = fillPartyCoordinates(transporterInputSchema.parse(request));
    await withReferenceCheck(() =>
      runUnitOfWork(actor, async (unit) => {
        const updated = await repository.updateTransporter(
          unit.tx,
          request.id,
          version,
          toTransporterValues(input),
        );
        if (!updated) {
          if (!(await repository.transporterExists(unit.tx, request.id))) throw notFound('Transporter');
          throw outdated();
        }
        await repository.replaceTransporterAddresses(unit.tx, request.id, input.altAddresses);
        await unit.recordChange({
          recordType: ActionLogType.ids.TRANSPORTER,
          actionId: ActionLogAction.ids.UPDATE,
          recordId: request.id,
          recordNumber: input.name,
        });
      }),
    );
    return getTransporter(request.id);
  }

  async function deleteTransporter(actor: Actor, id: number): Promise<void> {
    try {
      await runUnitOfWork(actor, async (unit) => {
        const deleted = await repository.deleteTransporter(unit.tx, id);
        if (!deleted) throw notFound('Transporter');
        await unit.recordChange({
          recordType: ActionLogType.ids.TRANSPORTER,
          actionId: ActionLogAction.ids.DELETE,
          recordId: id,
          recordNumber: deleted.name,
        });
      });
    } catch (error) {
      // Records of later issues (quotes, orders…) also refer to transporters; the database guards them.
      if (foreignKeyViolation(error)) {
        throw new AppError(
          ErrorCode.REFERENCED,
          'The transporter cannot be deleted: other records (deliveries or transport costs) refer to it.',
        );
      }
      throw error;
    }
  }

  return { listTransporters, getTransporter, createTransporter, updateTransporter, deleteTransporter };
}

export type TransportersService = ReturnType<typeof createTransportersService>;
