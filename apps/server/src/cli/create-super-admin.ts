/**
 * Creates the first super admin of a production database (no demo data there):
 *   DATABASE_URL=postgres://… PORTAL_ADMIN_PASSWORD='…' npm run create-admin -w @portal/server -- admin@company.com First Last
 * The password comes from the environment so it never lands in shell history.
 */
import { prepareDatabase } from '../bootstrap';
import { loadConfig } from '../config';
import { createFirstSuperAdmin } from './first-super-admin';

async function main(): Promise<void> {
  const [email = '', firstName = 'Super', lastName = 'Admin'] = process.argv.slice(2);
  const config = { ...loadConfig(), seedDemo: false };
  const database = await prepareDatabase(config);
  try {
    await createFirstSuperAdmin(database.db, {
      email,
      password: process.env.PORTAL_ADMIN_PASSWORD ?? '',
      firstName,
      lastName,
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
