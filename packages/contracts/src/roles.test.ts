import { describe, expect, it } from 'vitest';
import {
  ALL_STAFF,
  isStaffRole,
  Role,
  STAFF_ROLE_IDS,
  SUPER_ADMIN_AND_FINANCE,
  SUPER_ADMIN_ONLY,
  USER_TYPE_OPTIONS,
  assignableRoleIds,
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

describe('user-type dropdown (spec 001 §3, decision 073)', () => {
  it("offers the spec's Admin, Buyer, Finance, Operations, Seller, and Buyer Admin, alphabetically", () => {
    expect(USER_TYPE_OPTIONS.map((option) => option.label)).toEqual([
      'Admin',
      'Buyer',
      'Buyer Admin',
      'Finance',
      'Operations',
      'Seller',
    ]);
  });

  it.each([
    ['Admin', 9],
    ['Buyer', 5],
    ['Buyer Admin', 1],
    ['Finance', 4],
    ['Operations', 3],
    ['Seller', 2],
  ])('maps %s to role %i, and the role shows by that same label', (label, roleId) => {
    expect(USER_TYPE_OPTIONS.find((option) => option.label === label)?.roleId).toBe(roleId);
    expect(Role.labelOf(roleId)).toBe(label);
  });

  it('offers every role exactly once', () => {
    const roleIds = USER_TYPE_OPTIONS.map((option) => option.roleId);
    expect([...roleIds].sort((left, right) => left - right)).toEqual([1, 2, 3, 4, 5, 9]);
  });
});

describe('assignable roles (issue 11)', () => {
  it('lets a super admin give every role', () => {
    expect([...assignableRoleIds(9)].sort((left, right) => left - right)).toEqual([1, 2, 3, 4, 5, 9]);
  });

  it.each([
    ['operations', 3],
    ['finance', 4],
  ])('lets %s give only buyer and seller roles', (_name, actorRoleId) => {
    expect([...assignableRoleIds(actorRoleId)].sort((left, right) => left - right)).toEqual([1, 2, 5]);
  });

  it.each([
    ['a buyer', 5],
    ['a seller admin', 2],
    ['an unknown role', 42],
    ['nobody', null],
  ])('lets %s give no role', (_name, actorRoleId) => {
    expect(assignableRoleIds(actorRoleId)).toEqual([]);
  });
});
