import {
  ACTIVE_USERS_MAX,
  assignableRoleIds,
  avatarUrlOf,
  Role,
  STAFF_ROLE_IDS,
  UserStatus,
  ownerInitials,
  ownerName,
  type OwnerUser,
  type Team,
  type TestTimezoneResponse,
} from '@portal/contracts';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/app-error';
import * as repository from './reference.repository';
import { zonedTimeView } from './timezone-view';

const ACTIVE_USERS_LIMIT = ACTIVE_USERS_MAX;

const TEAM_NAMES: Partial<Record<number, string>> = {
  [Role.ids.SUPER_ADMIN]: 'Administration',
  [Role.ids.OPERATIONS]: 'Operations',
  [Role.ids.FINANCE]: 'Finance',
};

export function toOwnerUser(user: {
  id: number;
  firstName: string | null;
  lastName: string | null;
  email: string;
  avatarFileName: string | null;
}): OwnerUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    initials: ownerInitials(user.firstName, user.lastName),
    name: ownerName(user.firstName, user.lastName),
    avatarUrl: avatarUrlOf(user.id, Boolean(user.avatarFileName)),
  };
}

export function createReferenceService({ db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  return {
    /**
     * Every role, or with `assignableBy` only those that user's role may give an account (decision 060), so the
     * user editor offers exactly what the users service accepts.
     */
    async listRoles(assignableBy?: number) {
      const roles = await repository.listRoles(db);
      if (assignableBy === undefined) return roles;
      const assignable = new Set<number>(assignableRoleIds(assignableBy));
      return roles.filter((entry) => assignable.has(entry.id));
    },
    listDeliveryTimes: () => repository.listDeliveryTimes(db),
    listVehicleTypes: () => repository.listVehicleTypes(db),
    listTruckSubTypes: () => repository.listTruckSubTypes(db),
    listTruckSubTypeLengths: () => repository.listTruckSubTypeLengths(db),
    listTruckAddOns: () => repository.listTruckAddOns(db),
    /** spec 001 §7 POST test/timezone: what the server computes for one of the portal's timezones, now. */
    async testTimezone(timezoneId: number): Promise<TestTimezoneResponse> {
      const zone = await repository.findTimezone(db, timezoneId);
      if (!zone) throw notFound('Timezone');
      const at = now();
      return {
        timezoneId: zone.id,
        name: zone.name,
        ianaName: zone.ianaName,
        ...zonedTimeView(zone.ianaName, at),
        serverTime: at.toISOString(),
      };
    },
    listCountries: () => repository.listCountries(db),
    listProvinces: () => repository.listProvinces(db),
    listTimezones: () => repository.listTimezones(db),
    listLanguages: () => repository.listLanguages(db),
    listCompanyTypes: () => repository.listCompanyTypes(db),
    async listEnumerations() {
      const rows = await repository.listLookupValues(db);
      const byKind: Record<string, Array<{ id: number; label: string; code: string | null }>> = {};
      for (const row of rows)
        (byKind[row.kind] ??= []).push({ id: row.id, label: row.label, code: row.code });
      return byKind;
    },
    /**
     * spec 001 §7 activeUsers/{role}; a search and a company narrow it for a picker (decisions 121, 144). Never
     * more than the cap.
     */
    async listActiveUsers(
      roleId: number,
      query: { search?: string | undefined; limit?: number; companyId?: number | undefined } = {},
    ): Promise<OwnerUser[]> {
      const users = await repository.listActiveUsersByRole(
        db,
        roleId,
        UserStatus.ids.ACTIVE,
        Math.min(query.limit ?? ACTIVE_USERS_LIMIT, ACTIVE_USERS_LIMIT),
        { search: query.search, companyId: query.companyId },
      );
      return users.map(toOwnerUser);
    },
    /**
     * spec 001 §7 lists `teams` without a shape: the operator's staff teams, one per staff role, with their
     * active members (docs/decisions/009-teams.md). One bounded query per staff role.
     */
    async listTeams(): Promise<Team[]> {
      return Promise.all(
        STAFF_ROLE_IDS.map(async (roleId) => {
          const members = await repository.listActiveUsersByRole(
            db,
            roleId,
            UserStatus.ids.ACTIVE,
            ACTIVE_USERS_LIMIT,
          );
          return {
            id: roleId,
            name: TEAM_NAMES[roleId] ?? Role.labelOf(roleId) ?? String(roleId),
            members: members.map(toOwnerUser),
          };
        }),
      );
    },
  };
}

export type ReferenceService = ReturnType<typeof createReferenceService>;
