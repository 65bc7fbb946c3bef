import {
  Role,
  STAFF_ROLE_IDS,
  UserStatus,
  ownerInitials,
  ownerName,
  type OwnerUser,
  type Team,
} from '@portal/contracts';
import type { Database } from '../../db/database';
import * as repository from './reference.repository';

const ACTIVE_USERS_LIMIT = 500;

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
    avatarUrl: user.avatarFileName ? `/api/avatar/${user.id}` : null,
  };
}

export function createReferenceService({ db }: { db: Database }) {
  return {
    listRoles: () => repository.listRoles(db),
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
    async listActiveUsers(roleId: number): Promise<OwnerUser[]> {
      const users = await repository.listActiveUsersByRole(
        db,
        roleId,
        UserStatus.ids.ACTIVE,
        ACTIVE_USERS_LIMIT,
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
