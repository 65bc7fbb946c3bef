import { CompanyType } from './enumerations';
import { assignableRoleIds, Role, type RoleId } from './roles';

/**
 * Who may write what, field by field (docs/decisions/060-field-level-write-authority.md). The route declares
 * who may call it; these rules say which records and fields each caller may change. The services enforce them
 * (a 403 with a MESSAGES text); the web app calls the same functions to hide what the user may not pick.
 */

const { SUPER_ADMIN, OPERATIONS, FINANCE } = Role.ids;

/**
 * Whether the actor may create, edit, (de)activate or delete an account that has this role (or give an account
 * this role). A super admin manages every account; operations and finance manage buyer and seller accounts
 * only: staff accounts (super admin, operations, finance) are managed by a super admin. Nobody changes their
 * own role or status, whatever this answers.
 */
export function canManageAccountOfRole(
  actorRoleId: number | null | undefined,
  accountRoleId: number,
): boolean {
  return (assignableRoleIds(actorRoleId) as readonly number[]).includes(accountRoleId);
}

/** The operator's own companies (company type admin, spec 001 §1): staff accounts link to them. */
export function isAdminCompanyType(companyTypeId: number): boolean {
  return companyTypeId === CompanyType.ids.ADMIN;
}

/** Creating, changing or deleting an admin-type company, or turning a company into one or out of one. */
export const ADMIN_COMPANY_WRITERS: readonly RoleId[] = [SUPER_ADMIN];

/** A company's tier, registered and preferred flags steer sourcing: operations' call, not finance's. */
export const COMPANY_FLAG_FIELDS = ['tier', 'registered', 'preferred'] as const;
export type CompanyFlagField = (typeof COMPANY_FLAG_FIELDS)[number];
export const COMPANY_FLAG_WRITERS: readonly RoleId[] = [SUPER_ADMIN, OPERATIONS];

/** Transaction fees are money the marketplace charges: the roles that run order money (spec 001 §6). */
export const TRANSACTION_FEE_WRITERS: readonly RoleId[] = [SUPER_ADMIN, FINANCE];

/** A delivery vehicle's billed flag is finance's record, as an order's invoiced flag is (decisions 164, 209). */
export const DELIVERY_BILLED_WRITERS: readonly RoleId[] = [SUPER_ADMIN, FINANCE];

/** spec 001 §6: Translation Settings is super admin only. */
export const TRANSLATION_WRITERS: readonly RoleId[] = [SUPER_ADMIN];

export function isWriter(writers: readonly RoleId[], actorRoleId: number | null | undefined): boolean {
  return actorRoleId != null && (writers as readonly number[]).includes(actorRoleId);
}
