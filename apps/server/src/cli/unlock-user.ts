/**
 * Unlocks an account locked by failed sign-ins, for when no super admin can sign in to press Unlock:
 *   DATABASE_URL=postgres://… npm run unlock-user -w @portal/server -- admin@company.com
 * (with the embedded database, stop the server first: its directory is locked by the running process).
 */
import { prepareDatabase } from '../bootstrap';
import { loadConfig } from '../config';
import { unlockAccount } from './unlock-account';

const OUTCOME_TEXT = {
  unlocked: 'unlocked',
  'not-locked': 'was not locked; its failure count is cleared',
  'no-account': 'has no account; its failure count is cleared',
} as const;

async function main(): Promise<void> {
  const [email = ''] = process.argv.slice(2);
  const config = { ...loadConfig(), seedDemo: false };
  const database = await prepareDatabase(config);
  try {
    const outcome = await unlockAccount(database.db, email);
    console.warn(`${email} ${OUTCOME_TEXT[outcome]}.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
