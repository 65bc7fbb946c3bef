/**
 * Creates the first super admin of a production database (no demo data there):
 *   DATABASE_URL=postgres://… npm run create-admin -w @portal/server -- admin@company.com "First" "Last"
 * The password is read from the PORTAL_ADMIN_PASSWORD environment variable so it never lands in shell history.
 */
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
import { loadConfig } from '../config';
import { prepareDatabase } from '../bootstrap';
import { appUser } from '../db/schema';
import { createUnitOfWorkRunner } from '../lib/unit-of-work';
import { DomainEventBus } from '../events/domain-events';
import { findUserByEmail } from '../modules/auth/auth.repository';
import { hashPassword } from '../modules/auth/password';

async function main(): Promise<void> {
  const [emailArgument, firstName = 'Super', lastName = 'Admin'] = process.argv.slice(2);
  const email = emailSchema.parse(emailArgument ?? '');
  const password = newPasswordSchema.parse(process.env.PORTAL_ADMIN_PASSWORD ?? '');
  const config = { ...loadConfig(), seedDemo: false };
  const database = await prepareDatabase(config);
  try {
    if (await findUserByEmail(database.db, email))
      throw new Error(`A user with the email ${email} already exists.`);
    const passwordHash = await hashPassword(password);
    const runUnitOfWork = createUnitOfWorkRunner(database.db, new DomainEventBus());
    await runUnitOfWork({ userId: null }, async (unit) => {
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
      await unit.recordChange({
        recordType: ActionLogType.ids.USER,
        actionId: ActionLogAction.ids.CREATE,
        recordId: rows[0]?.id ?? null,
        recordNumber: email,
        details: { via: 'create-super-admin command' },
      });
    });
    console.warn(`Super admin ${email} created.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
