import { ActionLogAction, ActionLogType } from '@portal/contracts';
import { notFound } from '../../lib/app-error';
import type { Actor, RunUnitOfWork } from '../../lib/unit-of-work';
import * as repository from './users.repository';

/** User administration. Issue 4 (User Management) grows this module; the foundation needs the unlock. */
export function createUsersService({ runUnitOfWork }: { runUnitOfWork: RunUnitOfWork }) {
  /** Lifts a lockout after 5 failed sign-ins (spec 000 §8) and clears the failure count. */
  async function unlockUser(actor: Actor, userId: number): Promise<void> {
    await runUnitOfWork(actor, async (unit) => {
      const user = await repository.unlockUser(unit.tx, userId);
      if (!user) throw notFound('User');
      await unit.recordChange({
        recordType: ActionLogType.ids.USER,
        actionId: ActionLogAction.ids.UNLOCK_ACCOUNT,
        recordId: user.id,
        recordNumber: user.email,
      });
    });
  }

  return { unlockUser };
}

export type UsersService = ReturnType<typeof createUsersService>;
