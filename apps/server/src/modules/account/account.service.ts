import {
  ActionLogAction,
  ActionLogType,
  ErrorCode,
  Language,
  MESSAGES,
  type SessionUser,
  type UpdateAccountRequest,
  type UpdatePasswordRequest,
} from '@portal/contracts';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { diffRecord } from '../../lib/record-changes';
import type { Actor, RunUnitOfWork } from '../../lib/unit-of-work';
import { findUserById, revokeUserSessions } from '../auth/auth.repository';
import { toSessionUser } from '../auth/auth.service';
import { hashPassword, verifyPassword } from '../auth/password';
import * as repository from './account.repository';

/** A signed-in user's own account: Account Settings (spec 000 §2 profile panel). */
export function createAccountService({ db, runUnitOfWork }: { db: Database; runUnitOfWork: RunUnitOfWork }) {
  async function getCurrentUser(userId: number): Promise<SessionUser> {
    const user = await findUserById(db, userId);
    if (!user) throw notFound('User');
    return toSessionUser(user);
  }

  async function updateAccount(
    actor: Actor & { userId: number },
    request: UpdateAccountRequest,
  ): Promise<SessionUser> {
    const { userId } = actor;
    if (!Language.has(request.languageId)) {
      throw new AppError(
        ErrorCode.VALIDATION_FAILED,
        `${MESSAGES.validationFailedTitle}: languageId: unknown`,
        {
          issues: [{ field: 'languageId', message: 'Unknown language' }],
        },
      );
    }
    return runUnitOfWork(actor, async (unit) => {
      const before = await findUserById(unit.tx, userId);
      const updated = await repository.updateOwnAccount(unit.tx, userId, request);
      if (!before || !updated) throw notFound('User');
      await unit.recordChange({
        recordType: ActionLogType.ids.USER,
        actionId: ActionLogAction.ids.UPDATE,
        recordId: userId,
        recordNumber: updated.email,
        changes: diffRecord(before, request),
      });
      return toSessionUser(updated);
    });
  }

  async function updatePassword(
    actor: Actor & { userId: number },
    request: UpdatePasswordRequest,
    /** The session the change is made from: it stays, every other session of the user ends. */
    currentSessionId: number,
  ): Promise<void> {
    const { userId } = actor;
    const user = await findUserById(db, userId);
    if (!user) throw notFound('User');
    if (!(await verifyPassword(user.passwordHash, request.currentPassword))) {
      throw new AppError(ErrorCode.VALIDATION_FAILED, MESSAGES.currentPasswordWrong, {
        issues: [{ field: 'currentPassword', message: MESSAGES.currentPasswordWrong }],
      });
    }
    const passwordHash = await hashPassword(request.newPassword);
    await runUnitOfWork(actor, async (unit) => {
      await repository.updatePasswordHash(unit.tx, userId, passwordHash);
      // Whoever knew the old password may hold another session: a new password ends them all but this one, for
      // good; the user's change event below drops them from every instance's session cache (decision 090).
      await revokeUserSessions(unit.tx, userId, new Date(), currentSessionId);
      // The log never carries the password or its hash, only that it changed (masked, decision 109).
      await unit.recordChange({
        recordType: ActionLogType.ids.USER,
        actionId: ActionLogAction.ids.CHANGE_PASSWORD,
        recordId: userId,
        recordNumber: user.email,
        changes: diffRecord({ password: user.passwordHash }, { password: passwordHash }),
      });
    });
  }

  return { getCurrentUser, updateAccount, updatePassword };
}

export type AccountService = ReturnType<typeof createAccountService>;
