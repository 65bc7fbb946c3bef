import { describe, expect, it } from 'vitest';
import { Role } from './roles';
import {
  canManageAccountOfRole,
  COMPANY_FLAG_WRITERS,
  isWriter,
  TRANSACTION_FEE_WRITERS,
  TRANSLATION_WRITERS,
} from './write-authority';

const { BUYER_ADMIN, SELLER_ADMIN, OPERATIONS, FINANCE, BUYER, SUPER_ADMIN } = Role.ids;

describe('who manages which account (decision 060)', () => {
  it('lets a super admin manage every account', () => {
    for (const option of Role.options) expect(canManageAccountOfRole(SUPER_ADMIN, option.id)).toBe(true);
  });

  it.each([OPERATIONS, FINANCE])('lets role %i manage buyer and seller accounts only', (actorRoleId) => {
    for (const accountRoleId of [BUYER_ADMIN, SELLER_ADMIN, BUYER]) {
      expect(canManageAccountOfRole(actorRoleId, accountRoleId)).toBe(true);
    }
    for (const accountRoleId of [OPERATIONS, FINANCE, SUPER_ADMIN]) {
      expect(canManageAccountOfRole(actorRoleId, accountRoleId)).toBe(false);
    }
  });

  it('gives no authority to an unknown or missing role', () => {
    expect(canManageAccountOfRole(undefined, BUYER)).toBe(false);
    expect(canManageAccountOfRole(null, BUYER)).toBe(false);
    expect(canManageAccountOfRole(BUYER, BUYER)).toBe(false);
  });
});

describe('field writers (decision 060)', () => {
  it('has flags set by super admin and operations, fees by super admin and finance, translations by super admin', () => {
    expect(
      [SUPER_ADMIN, OPERATIONS, FINANCE].filter((roleId) => isWriter(COMPANY_FLAG_WRITERS, roleId)),
    ).toEqual([SUPER_ADMIN, OPERATIONS]);
    expect(
      [SUPER_ADMIN, OPERATIONS, FINANCE].filter((roleId) => isWriter(TRANSACTION_FEE_WRITERS, roleId)),
    ).toEqual([SUPER_ADMIN, FINANCE]);
    expect(
      [SUPER_ADMIN, OPERATIONS, FINANCE].filter((roleId) => isWriter(TRANSLATION_WRITERS, roleId)),
    ).toEqual([SUPER_ADMIN]);
    expect(isWriter(TRANSLATION_WRITERS, undefined)).toBe(false);
  });
});
