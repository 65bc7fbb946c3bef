import type { z } from 'zod';
import {
  ActionLogAction,
  ActionLogType,
  ADMIN_COMPANY_WRITERS,
  COMPANY_FLAG_WRITERS,
  ErrorCode,
  isAdminCompanyType,
  isWriter,
  MESSAGES,
  type ActionLogActionId,
  type ActionLogTypeId,
  type RecordFieldChange,
  type CompanyListQuery,
  type CompanyRow,
  type TransporterListQuery,
  type TransporterRow,
  type companyInputSchema,
  type transporterInputSchema,
  companyHasUsersMessage,
} from '@portal/contracts';
import type { Database, Transaction } from '../../db/database';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { withConstraintErrors, withReferenceCheck } from '../../lib/database-errors';
import { diffRecord } from '../../lib/record-changes';
import type { Actor, RunUnitOfWork, UnitOfWork } from '../../lib/unit-of-work';
import { fillPartyCoordinates } from '../geo/address-coordinates';
import * as repository from './parties.repository';

/** Any party's input as the route's body schema parsed it (contracts' party input shape). */
type PartyInput = z.output<typeof transporterInputSchema>;

/**
 * A kind of party (spec 001 §3 Company, Transporter): its store, how its records are named and logged, how its
 * input becomes row values, and the rules only it has. Methods, so a kind is a kind of any input and row.
 */
export interface PartyKind<
  TQuery extends repository.PartyListQuery,
  TInput extends PartyInput,
  TRow,
  TValues,
> {
  readonly store: repository.PartyStore<TQuery, TRow, TValues>;
  /** How a 404 names the record: 'Company was not found.' */
  readonly subject: string;
  /** How the 'in use' answer names it: 'The company is in use by other records and cannot be deleted.' */
  readonly inUseSubject: string;
  readonly recordType: ActionLogTypeId;
  /** The kind's own values; the shared ones come from the input as they are. */
  values(input: TInput): Omit<TValues, keyof repository.TransporterValues>;
  /** Field-level rules (decision 060): `before` is the saved record, null on create. Throws to refuse. */
  authorizeWrite?(actor: Actor, before: TRow | null, after: TInput): void;
  /** Refusals of a delete the database cannot express (who may, what still refers to it), in the delete's transaction. */
  authorizeDelete?(tx: Transaction, actor: Actor, existing: TRow): Promise<void>;
}

function sharedValues(input: PartyInput): repository.TransporterValues {
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

/** Company Management and Transporter Management (spec 001 §2; §7 company and transporter calls): one service. */
export function createPartiesService<
  TQuery extends repository.PartyListQuery,
  TInput extends PartyInput,
  TRow extends { name: string },
  TValues extends repository.TransporterValues,
>(
  kind: PartyKind<TQuery, TInput, TRow, TValues>,
  { db, runUnitOfWork }: { db: Database; runUnitOfWork: RunUnitOfWork },
) {
  const { store } = kind;

  function toValues(input: TInput): TValues {
    return { ...sharedValues(input), ...kind.values(input) } as TValues;
  }

  async function list(query: TQuery) {
    const found = await repository.listParties(db, store, query);
    return { ...found, page: query.page, size: query.size };
  }

  async function get(id: number) {
    const found = await repository.findParty(db, store, id);
    if (!found) throw notFound(kind.subject);
    return found;
  }

  function log(
    unit: UnitOfWork,
    actionId: ActionLogActionId,
    id: number,
    name: string,
    changes?: RecordFieldChange[],
  ) {
    return unit.recordChange({
      recordType: kind.recordType,
      actionId,
      recordId: id,
      recordNumber: name,
      ...(changes ? { changes } : {}),
    });
  }

  async function create(actor: Actor, request: TInput) {
    const input = fillPartyCoordinates(request);
    kind.authorizeWrite?.(actor, null, input);
    const id = await withReferenceCheck(() =>
      runUnitOfWork(actor, async (unit) => {
        const partyId = await repository.insertParty(unit.tx, store, toValues(input));
        await repository.replacePartyAddresses(unit.tx, store, partyId, input.altAddresses);
        await log(unit, ActionLogAction.ids.CREATE, partyId, input.name);
        return partyId;
      }),
    );
    return get(id);
  }

  async function update(actor: Actor, request: TInput & { id: number }, version: number) {
    const input = fillPartyCoordinates(request);
    await withReferenceCheck(() =>
      runUnitOfWork(actor, async (unit) => {
        // The saved record: for the field-level rules and the log's old values (decision 109).
        const before = await repository.findPartyRow(unit.tx, store, request.id);
        if (!before) throw notFound(kind.subject);
        kind.authorizeWrite?.(actor, before, input);
        const values = toValues(input);
        await repository.updateParty(unit.tx, store, {
          id: request.id,
          version,
          values,
          subject: kind.subject,
        });
        await repository.replacePartyAddresses(unit.tx, store, request.id, input.altAddresses);
        await log(unit, ActionLogAction.ids.UPDATE, request.id, input.name, diffRecord(before, values));
      }),
    );
    return get(request.id);
  }

  async function remove(actor: Actor, id: number): Promise<void> {
    // Records of later issues (quotes, orders, deliveries) refer to parties; the database guards them (decision 088).
    await withConstraintErrors({ subject: kind.inUseSubject }, () =>
      runUnitOfWork(actor, async (unit) => {
        const existing = await repository.findPartyRow(unit.tx, store, id);
        if (!existing) throw notFound(kind.subject);
        await kind.authorizeDelete?.(unit.tx, actor, existing);
        if (!(await repository.deleteParty(unit.tx, store, id))) throw notFound(kind.subject);
        await log(unit, ActionLogAction.ids.DELETE, id, existing.name);
      }),
    );
  }

  return { list, get, create, update, remove };
}

interface CompanyFlags {
  companyTypeId: number;
  tier: number | null;
  registered: boolean;
  preferred: boolean;
}

const NO_FLAGS: Omit<CompanyFlags, 'companyTypeId'> = { tier: null, registered: false, preferred: false };

type CompanyInput = z.output<typeof companyInputSchema>;

/** spec 001 §3 Company: a party with a type, a tier and two flags, and rules about who writes them. */
export const COMPANY: PartyKind<CompanyListQuery, CompanyInput, CompanyRow, repository.CompanyValues> = {
  store: repository.companyStore,
  subject: 'Company',
  inUseSubject: 'company',
  recordType: ActionLogType.ids.COMPANY,
  values: (input) => ({
    companyTypeId: input.companyTypeId,
    tier: input.tier,
    registered: input.registered,
    preferred: input.preferred,
  }),
  /**
   * Field-level rules (docs/decisions/060): only a super admin writes the operator's own (admin-type) companies
   * or moves a company into or out of that type; only a super admin or operations sets tier, registered and
   * preferred.
   */
  authorizeWrite(actor, before: CompanyFlags | null, after: CompanyFlags) {
    const touchesAdmin =
      isAdminCompanyType(after.companyTypeId) ||
      (before !== null && isAdminCompanyType(before.companyTypeId));
    if (touchesAdmin && !isWriter(ADMIN_COMPANY_WRITERS, actor.roleId)) {
      throw forbidden(MESSAGES.adminCompanySuperAdminOnly);
    }
    const saved = before ?? NO_FLAGS;
    const flagsChange =
      saved.tier !== after.tier ||
      saved.registered !== after.registered ||
      saved.preferred !== after.preferred;
    if (flagsChange && !isWriter(COMPANY_FLAG_WRITERS, actor.roleId)) {
      throw forbidden(MESSAGES.companyFlagsNotAllowed);
    }
  },
  async authorizeDelete(tx, actor, existing) {
    if (isAdminCompanyType(existing.companyTypeId) && !isWriter(ADMIN_COMPANY_WRITERS, actor.roleId)) {
      throw forbidden(MESSAGES.adminCompanySuperAdminOnly);
    }
    const users = await repository.countCompanyUsers(tx, existing.id);
    if (users > 0) {
      throw new AppError(ErrorCode.REFERENCED, companyHasUsersMessage(existing.name, users));
    }
  },
};

type TransporterInput = z.output<typeof transporterInputSchema>;

/** spec 001 §3 Transporter: a company's fields without type, tier and flags, writable by all staff. */
export const TRANSPORTER: PartyKind<
  TransporterListQuery,
  TransporterInput,
  TransporterRow,
  repository.TransporterValues
> = {
  store: repository.transporterStore,
  subject: 'Transporter',
  inUseSubject: 'transporter',
  recordType: ActionLogType.ids.TRANSPORTER,
  values: () => ({}),
};

export function createCompaniesService(dependencies: { db: Database; runUnitOfWork: RunUnitOfWork }) {
  return {
    ...createPartiesService(COMPANY, dependencies),
    /** spec 001 §7 companiesByTypeId/{id}: a picker's options. */
    listOptions: (companyTypeId: number, search: string | undefined, limit: number) =>
      repository.listCompanyOptions(dependencies.db, companyTypeId, search, limit),
  };
}

export function createTransportersService(dependencies: { db: Database; runUnitOfWork: RunUnitOfWork }) {
  return createPartiesService(TRANSPORTER, dependencies);
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;
export type TransportersService = ReturnType<typeof createTransportersService>;
