import {
  ActionLogAction,
  ActionLogType,
  DEFAULT_TIMEZONE_ID,
  Language,
  Role,
  UserStatus,
  emailSchema,
  newPasswordSchema,
} from '@portal/contracts';
import { z } from 'zod';
import type { Database } from '../db/database';
import { appUser } from '../db/schema';
import { DomainEventBus } from '../events/domain-events';
import { createUnitOfWorkRunner, SYSTEM_ACTOR } from '../lib/unit-of-work';
import { writeActionLogEntry } from '../modules/action-log/action-log-writer';
import { findUserByEmail } from '../modules/auth/auth.repository';
import { hashPassword } from '../modules/auth/password';

export const firstSuperAdminSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
});
export type FirstSuperAdmin = z.input<typeof firstSuperAdminSchema>;

/**
 * Creates an active super admin: how a production database (no demo data) gets its first user. Refuses an
 * email that already has an account; written to the action log like any other change.
 */
export async function createFirstSuperAdmin(db: Database, input: FirstSuperAdmin): Promise<number> {
  const { email, password, firstName, lastName } = firstSuperAdminSchema.parse(input);
  if (await findUserByEmail(db, email)) throw new Error(`A user with the email ${email} already exists.`);
  const passwordHash = await hashPassword(password);
  const runUnitOfWork = createUnitOfWorkRunner(db, new DomainEventBus(), {
    writeActionLog: writeActionLogEntry,
  });
  return runUnitOfWork(SYSTEM_ACTOR, async (unit) => {
    const rows = await unit.tx
      .insert(appUser)
      .values({
        email,
        passwordHash,
        firstName,
        lastName,
        roleId: Role.ids.SUPER_ADMIN,
        statusId: UserStatus.ids.ACTIVE,
        languageId: Language.ids.ENGLISH,
        timezoneId: DEFAULT_TIMEZONE_ID,
      })
      .returning({ id: appUser.id });
    const userId = rows[0]?.id;
    if (userId === undefined) throw new Error('user insert returned no row');
    await unit.recordChange({
      recordType: ActionLogType.ids.USER,
      actionId: ActionLogAction.ids.CREATE,
      recordId: userId,
      recordNumber: email,
      details: { via: 'create-super-admin command' },
    });
    return userId;
  });
}
