import {
  ActionLogAction,
  ActionLogType,
  ADMIN_COMPANY_WRITERS,
  COMPANY_FLAG_WRITERS,
  companyInputSchema,
  ErrorCode,
  isAdminCompanyType,
  isWriter,
  MESSAGES,
  type Company,
  type CompanyListQuery,
  type CompanyPage,
  type UpdateCompanyRequest,
  type CompanyInput,
} from '@portal/contracts';
import type { Database } from '../../db/database';
import { referenceViolationError } from '../../lib/addresses';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { foreignKeyViolation } from '../../lib/database-errors';
import { outdated } from '../../lib/record-version';
import type { Actor, RunUnitOfWork } from '../../lib/unit-of-work';
import { fillPartyCoordinates } from '../geo/address-coordinates';
import * as repository from './companies.repository';

type ParsedCompanyInput = ReturnType<typeof companyInputSchema.parse>;

function toCompanyValues(input: ParsedCompanyInput): repository.CompanyValues {
  return {
    name: input.name,
    companyTypeId: input.companyTypeId,
    tier: input.tier,
    registered: input.registered,
    preferred: input.preferred,
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

interface CompanyFlags {
  companyTypeId: number;
  tier: number | null;
  registered: boolean;
  preferred: boolean;
}

const NO_FLAGS: Omit<CompanyFlags, 'companyTypeId'> = { tier: null, registered: false, preferred: false };

/**
 * Field-level rules (docs/decisions/060): only a super admin writes the operator's own (admin-type) companies or
 * moves a company into or out of that type; only a super admin or operations sets tier, registered and preferred.
 * `before` is the saved company (the defaults for a new one), `after` what the request would save.
 */
function assertMayWriteCompany(actor: Actor, before: CompanyFlags | null, after: CompanyFlags): void {
  const touchesAdmin =
    isAdminCompanyType(after.companyTypeId) || (before !== null && isAdminCompanyType(before.companyTypeId));
  if (touchesAdmin && !isWriter(ADMIN_COMPANY_WRITERS, actor.roleId)) {
    throw forbidden(MESSAGES.adminCompanySuperAdminOnly);
  }
  const saved = before ?? NO_FLAGS;
  const flagsChange =
    saved.tier !== after.tier || saved.registered !== after.registered || saved.preferred !== after.preferred;
  if (flagsChange && !isWriter(COMPANY_FLAG_WRITERS, actor.roleId)) {
    throw forbidden(MESSAGES.companyFlagsNotAllowed);
  }
}

/** Company Management (spec 001 §2, §3 Company, §7 company calls). */
export function createCompaniesService({
  db,
  runUnitOfWork,
}: {
  db: Database;
  runUnitOfWork: RunUnitOfWork;
}) {
  async function listCompanies(query: CompanyListQuery): Promise<CompanyPage> {
    const { rows, total } = await repository.listCompanies(db, query);
    return { rows, total, page: query.page, size: query.size };
  }

  async function getCompany(id: number): Promise<Company> {
    const found = await repository.findCompany(db, id);
    if (!found) throw notFound('Company');
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

  async function createCompany(actor: Actor, request: CompanyInput): Promise<Company> {
    const input = fillPartyCoordinates(companyInputSchema.parse(request));
    assertMayWriteCompany(actor, null, input);
    const id = await withReferenceCheck(() =>
      runUnitOfWork(actor, async (unit) => {
        const companyId = await repository.insertCompany(unit.tx, toCompanyValues(input));
        await repository.replaceCompanyAddresses(unit.tx, companyId, input.altAddresses);
        await unit.recordChange({
          recordType: ActionLogType.ids.COMPANY,
          actionId: ActionLogAction.ids.CREATE,
          recordId: companyId,
          recordNumber: input.name,
        });
        return companyId;
      }),
    );
    return getCompany(id);
  }

  async function updateCompany(
    actor: Actor,
    request: UpdateCompanyRequest,
    version: number,
  ): Promise<Company> {
    const input = fillPartyCoordinates(companyInputSchema.parse(request));
    const existing = await repository.findCompany(db, request.id);
    if (!existing) throw notFound('Company');
    assertMayWriteCompany(actor, existing, input);
    await withReferenceCheck(() =>
      runUnitOfWork(actor, async (unit) => {
        const updated = await repository.updateCompany(unit.tx, request.id, version, toCompanyValues(input));
        if (!updated) {
          if (!(await repository.companyExists(unit.tx, request.id))) throw notFound('Company');
          throw outdated();
        }
        await repository.replaceCompanyAddresses(unit.tx, request.id, input.altAddresses);
        await unit.recordChange({
          recordType: ActionLogType.ids.COMPANY,
          actionId: ActionLogAction.ids.UPDATE,
          recordId: request.id,
          recordNumber: input.name,
        });
      }),
    );
    return getCompany(request.id);
  }

  async function deleteCompany(actor: Actor, id: number): Promise<void> {
    try {
      await runUnitOfWork(actor, async (unit) => {
        const existing = await repository.findCompany(unit.tx, id);
        if (!existing) throw notFound('Company');
        if (isAdminCompanyType(existing.companyTypeId) && !isWriter(ADMIN_COMPANY_WRITERS, actor.roleId)) {
          throw forbidden(MESSAGES.adminCompanySuperAdminOnly);
        }
        const users = await repository.countCompanyUsers(unit.tx, id);
        if (users > 0) {
          throw new AppError(
            ErrorCode.REFERENCED,
            `The company "${existing.name}" cannot be deleted: ${users} user${users === 1 ? ' is' : 's are'} linked to it.`,
          );
        }
        const deleted = await repository.deleteCompany(unit.tx, id);
        if (!deleted) throw notFound('Company');
        await unit.recordChange({
          recordType: ActionLogType.ids.COMPANY,
          actionId: ActionLogAction.ids.DELETE,
          recordId: id,
          recordNumber: deleted.name,
        });
      });
    } catch (error) {
      // Records of later issues (quotes, orders…) also refer to companies; the database guards them.
      if (foreignKeyViolation(error)) {
        throw new AppError(
          ErrorCode.REFERENCED,
          'The company cannot be deleted: other records (quotes, orders or deliveries) refer to it.',
        );
      }
      throw error;
    }
  }

  async function listCompanyOptions(companyTypeId: number, search: string | undefined, limit: number) {
    return repository.listCompanyOptions(db, companyTypeId, search, limit);
  }

  return { listCompanies, getCompany, createCompany, updateCompany, deleteCompany, listCompanyOptions };
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;
