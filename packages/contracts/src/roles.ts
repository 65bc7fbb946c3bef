import { defineEnumeration, type EnumerationId } from './enumeration';

/**
 * spec 001 §3 and §6: role ids. The labels are the spec's user-type names (Admin, Buyer, Finance, Operations,
 * Seller) plus Buyer Admin, which that list lacks; every screen shows a role by this label
 * (docs/decisions/073-role-names-and-assignable-roles.md).
 */
export const Role = defineEnumeration('role', {
  BUYER_ADMIN: { id: 1, label: 'Buyer Admin', code: 'BUYER_ADMIN' },
  SELLER_ADMIN: { id: 2, label: 'Seller', code: 'SELLER_ADMIN' },
  OPERATIONS: { id: 3, label: 'Operations', code: 'OPS' },
  FINANCE: { id: 4, label: 'Finance', code: 'FIN' },
  BUYER: { id: 5, label: 'Buyer', code: 'BUYER' },
  SUPER_ADMIN: { id: 9, label: 'Admin', code: 'SA' },
});
export type RoleId = EnumerationId<typeof Role>;

const { SUPER_ADMIN, OPERATIONS, FINANCE } = Role.ids;

/** spec 000 §1 reading A: only the three staff roles are admitted (docs/decisions/004-staff-only-sign-in.md). */
export const STAFF_ROLE_IDS: readonly RoleId[] = [SUPER_ADMIN, OPERATIONS, FINANCE];
export const ALL_STAFF: readonly RoleId[] = STAFF_ROLE_IDS;
export const SUPER_ADMIN_ONLY: readonly RoleId[] = [SUPER_ADMIN];
export const SUPER_ADMIN_AND_FINANCE: readonly RoleId[] = [SUPER_ADMIN, FINANCE];

export function isStaffRole(roleId: number | null | undefined): roleId is RoleId {
  return roleId != null && (STAFF_ROLE_IDS as readonly number[]).includes(roleId);
}

/**
 * spec 001 §3: the user-type dropdown offers Admin, Buyer, Finance, Operations, Seller; Buyer Admin (role 1) is
 * offered too, so every role can be given. Admin is the super admin, Buyer the buyer role (the default), Seller
 * the seller admin. Alphabetical, as the spec lists them.
 */
export const USER_TYPE_OPTIONS: ReadonlyArray<{ label: string; roleId: RoleId }> = [
  SUPER_ADMIN,
  Role.ids.BUYER,
  Role.ids.BUYER_ADMIN,
  FINANCE,
  OPERATIONS,
  Role.ids.SELLER_ADMIN,
].map((roleId) => ({ label: Role.labelOf(roleId) ?? String(roleId), roleId }));

/** Buyer and seller accounts: the only ones operations and finance manage (issue 11). */
export const CUSTOMER_ROLE_IDS: readonly RoleId[] = [
  Role.ids.BUYER_ADMIN,
  Role.ids.SELLER_ADMIN,
  Role.ids.BUYER,
];

/**
 * The roles a signed-in user may give an account (issue 11): a super admin gives any role; operations and
 * finance give only buyer and seller roles, so they can neither make a staff account nor raise one to super
 * admin; anyone else gives none. The server refuses the others; the web form hides them.
 */
export function assignableRoleIds(actorRoleId: number | null | undefined): readonly RoleId[] {
  if (actorRoleId === SUPER_ADMIN) return Role.options.map((option) => option.id);
  if (actorRoleId === OPERATIONS || actorRoleId === FINANCE) return CUSTOMER_ROLE_IDS;
  return [];
}
