import { ActionLogAction, ActionLogType, emailSchema } from '@portal/contracts';
import type { Database } from '../db/database';
import { DomainEventBus } from '../events/domain-events';
import { createUnitOfWorkRunner, SYSTEM_ACTOR } from '../lib/unit-of-work';
import { writeActionLogEntry } from '../modules/action-log/action-log-writer';
import { findUserByEmail, forgetSignInAttempts, unlockUnknownEmail } from '../modules/auth/auth.repository';
import { normaliseEmail, signInEmailHash } from '../modules/auth/auth.service';
import { unlockUser } from '../modules/users/users.repository';

export type UnlockOutcome = 'unlocked' | 'not-locked' | 'no-account';

/**
 * The operators' unlock (docs/operations.md 'Locked accounts', decision 194): when every super admin is locked out,
 * nobody is left to press Unlock. Lifts the account's lock and its failure count, written to the action log like
 * the super admin's unlock; an email without an account has its count forgotten too, so the command answers the
 * same way for any email. The email's per-minute limit starts over as well.
 */
export async function unlockAccount(db: Database, email: string): Promise<UnlockOutcome> {
  const normalised = normaliseEmail(emailSchema.parse(email));
  const emailHash = signInEmailHash(normalised);
  await forgetSignInAttempts(db, `email:${emailHash}`);
  const user = await findUserByEmail(db, normalised);
  if (!user) {
    await unlockUnknownEmail(db, emailHash);
    return 'no-account';
  }
  const wasLocked = user.lockedAt !== null || user.failedSignInAttempts > 0;
  const runUnitOfWork = createUnitOfWorkRunner(db, new DomainEventBus(), {
    writeActionLog: writeActionLogEntry,
  });
  await runUnitOfWork(SYSTEM_ACTOR, async (unit) => {
    await unlockUser(unit.tx, user.id);
    await unit.recordChange({
      recordType: ActionLogType.ids.USER,
      actionId: ActionLogAction.ids.UNLOCK_ACCOUNT,
      recordId: user.id,
      recordNumber: user.email,
      details: { via: 'unlock-user command' },
    });
  });
  return wasLocked ? 'unlocked' : 'not-locked';
}
