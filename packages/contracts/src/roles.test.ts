import { describe, expect, it } from 'vitest';
import {
  ALL_STAFF,
  isStaffRole,
  Role,
  STAFF_ROLE_IDS,
  SUPER_ADMIN_AND_FINANCE,
  SUPER_ADMIN_ONLY,
  USER_TYPE_OPTIONS,
} from './roles';

// spec 001 §3: roles (ids): buyer admin 1, seller admin 2, operations 3, finance 4, buyer 5, super admin 9.
const SPEC_ROLES = [
  ['BUYER_ADMIN', 1],
  ['SELLER_ADMIN', 2],
  ['OPERATIONS', 3],
  ['FINANCE', 4],
  ['BUYER', 5],
  ['SUPER_ADMIN', 9],
] as const;

describe('Role ids (spec 001 §3)', () => {
  it.each(SPEC_ROLES)('gives %s the id %i', (key, id) => {
    expect(Role.ids[key]).toBe(id);
    expect(Role.has(id)).toBe(true);
  });

  it('has exactly the six roles of the spec, in the spec order', () => {
    expect(Role.options.map((option) => option.id)).toEqual([1, 2, 3, 4, 5, 9]);
  });

  it.each([0, 6, 7, 8, 10])('does not know role id %i', (id) => {
    expect(Role.has(id)).toBe(false);
  });
});

describe('staff roles (spec 000 §1, 001 §1 and §6)', () => {
  it('are super admin, operations and finance', () => {
    expect([...STAFF_ROLE_IDS].sort()).toEqual([3, 4, 9]);
    expect([...ALL_STAFF].sort()).toEqual([3, 4, 9]);
  });

  it.each([
    ['super admin', 9],
    ['operations', 3],
    ['finance', 4],
  ])('counts %s as staff', (_name, id) => {
    expect(isStaffRole(id)).toBe(true);
  });

  it.each([
    ['buyer admin', 1],
    ['seller admin', 2],
    ['buyer', 5],
    ['an unknown role', 42],
  ])('does not count %s as staff', (_name, id) => {
    expect(isStaffRole(id)).toBe(false);
  });

  it('does not count a missing role as staff', () => {
    expect(isStaffRole(null)).toBe(false);
    expect(isStaffRole(undefined)).toBe(false);
  });

  it('restricts super-admin-only entries to role 9 (spec 001 §6)', () => {
    expect(SUPER_ADMIN_ONLY).toEqual([9]);
  });

  it('restricts order management to super admin and finance (spec 001 §6)', () => {
    expect([...SUPER_ADMIN_AND_FINANCE].sort()).toEqual([4, 9]);
  });
});

describe('user-type dropdown (spec 001 §3)', () => {
  it('offers Admin, Buyer, Finance, Operations, Seller in that order', () => {
    expect(USER_TYPE_OPTIONS.map((option) => option.label)).toEqual([
      'Admin',
      'Buyer',
      'Finance',
      'Operations',
      'Seller',
    ]);
  });

  it.each([
    ['Buyer', 5],
    ['Finance', 4],
    ['Operations', 3],
  ])('maps %s to role %i', (label, roleId) => {
    expect(USER_TYPE_OPTIONS.find((option) => option.label === label)?.roleId).toBe(roleId);
  });

  it('maps every user type to a distinct known role', () => {
    const roleIds = USER_TYPE_OPTIONS.map((option) => option.roleId);
    expect(new Set(roleIds).size).toBe(roleIds.length);
    for (const roleId of roleIds) expect(Role.has(roleId)).toBe(true);
  });
});
