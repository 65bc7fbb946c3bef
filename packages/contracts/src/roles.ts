import { defineEnumeration, type EnumerationId } from './enumeration';

// spec 001 §3 and §6: role ids.
export const Role = defineEnumeration('role', {
  BUYER_ADMIN: { id: 1, label: 'Buyer Admin', code: 'BUYER_ADMIN' },
  SELLER_ADMIN: { id: 2, label: 'Seller Admin', code: 'SELLER_ADMIN' },
  OPERATIONS: { id: 3, label: 'Operations', code: 'OPS' },
  FINANCE: { id: 4, label: 'Finance', code: 'FIN' },
  BUYER: { id: 5, label: 'Buyer', code: 'BUYER' },
  SUPER_ADMIN: { id: 9, label: 'Super Admin', code: 'SA' },
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
 * spec 001 §3: the user-type dropdown offers Admin, Buyer, Finance, Operations, Seller. Each maps to the role it
 * creates: Admin is the super admin, Buyer the buyer role (the default), Seller the seller admin.
 */
export const USER_TYPE_OPTIONS: ReadonlyArray<{ label: string; roleId: RoleId }> = [
  { label: 'Admin', roleId: SUPER_ADMIN },
  { label: 'Buyer', roleId: Role.ids.BUYER },
  { label: 'Finance', roleId: FINANCE },
  { label: 'Operations', roleId: OPERATIONS },
  { label: 'Seller', roleId: Role.ids.SELLER_ADMIN },
];
