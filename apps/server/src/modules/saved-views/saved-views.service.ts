import {
  ActionLogAction,
  ActionLogType,
  duplicateSavedViewMessage,
  ErrorCode,
  MAX_SAVED_VIEWS_PER_TABLE,
  savedViewLimitMessage,
  type CreateSavedViewValues,
  type SavedView,
  type SavedViewTableKey,
  type UpdateSavedViewValues,
} from '@portal/contracts';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { withConstraintErrors } from '../../lib/database-errors';
import type { Actor, RunUnitOfWork, UnitOfWork } from '../../lib/unit-of-work';
import * as repository from './saved-views.repository';

/** The signed-in owner of the views; saved views have no meaning for the system actor. */
export type SavedViewOwner = Actor & { userId: number };

const SUBJECT = 'Saved view';

function duplicateName(name: string): AppError {
  const message = duplicateSavedViewMessage(name);
  return new AppError(ErrorCode.CONFLICT, message, { issues: [{ field: 'name', message }] });
}

/** The action log names a view by its table and name: 'companies: Quebec nurseries'. */
function recordNumberOf(view: SavedView): string {
  return `${view.tableKey}: ${view.name}`;
}

/**
 * Saved views (issue 12, decision 100): each user's named table views. A user sees and changes only their own:
 * another user's view answers 404 as a missing one would, so ids reveal nothing.
 */
export function createSavedViewsService({
  db,
  runUnitOfWork,
}: {
  db: Database;
  runUnitOfWork: RunUnitOfWork;
}) {
  /** A race past the name check (two tabs saving the same name) answers as the check does. */
  function runWithNameGuard<T>(owner: SavedViewOwner, name: string, work: (unit: UnitOfWork) => Promise<T>) {
    return withConstraintErrors({ subject: 'saved view', onUnique: () => duplicateName(name) }, () =>
      runUnitOfWork(owner, work),
    );
  }

  async function listSavedViews(owner: SavedViewOwner, tableKey: SavedViewTableKey): Promise<SavedView[]> {
    return repository.listSavedViews(db, owner.userId, tableKey);
  }

  async function createSavedView(owner: SavedViewOwner, request: CreateSavedViewValues): Promise<SavedView> {
    return runWithNameGuard(owner, request.name, async (unit) => {
      await repository.lockOwner(unit.tx, owner.userId);
      if (await repository.findSavedViewByName(unit.tx, owner.userId, request.tableKey, request.name)) {
        throw duplicateName(request.name);
      }
      if (
        (await repository.countSavedViews(unit.tx, owner.userId, request.tableKey)) >=
        MAX_SAVED_VIEWS_PER_TABLE
      ) {
        throw new AppError(ErrorCode.CONFLICT, savedViewLimitMessage());
      }
      const created = await repository.insertSavedView(unit.tx, { userId: owner.userId, ...request });
      await unit.recordChange({
        recordType: ActionLogType.ids.SAVED_VIEW,
        actionId: ActionLogAction.ids.CREATE,
        recordId: created.id,
        recordNumber: recordNumberOf(created),
        details: { after: { name: created.name, query: created.query } },
      });
      return created;
    });
  }

  async function updateSavedView(
    owner: SavedViewOwner,
    id: number,
    request: UpdateSavedViewValues,
    version: number,
  ): Promise<SavedView> {
    return runWithNameGuard(owner, request.name, async (unit) => {
      const before = await repository.findSavedView(unit.tx, owner.userId, id);
      if (!before) throw notFound(SUBJECT);
      const sameName = await repository.findSavedViewByName(
        unit.tx,
        owner.userId,
        before.tableKey,
        request.name,
      );
      if (sameName && sameName.id !== id) throw duplicateName(request.name);
      await repository.updateSavedView(unit.tx, id, version, request);
      const after = await repository.findSavedView(unit.tx, owner.userId, id);
      if (!after) throw notFound(SUBJECT);
      await unit.recordChange({
        recordType: ActionLogType.ids.SAVED_VIEW,
        actionId: ActionLogAction.ids.UPDATE,
        recordId: after.id,
        recordNumber: recordNumberOf(after),
        details: {
          before: { name: before.name, query: before.query },
          after: { name: after.name, query: after.query },
        },
      });
      return after;
    });
  }

  async function deleteSavedView(owner: SavedViewOwner, id: number): Promise<void> {
    await runUnitOfWork(owner, async (unit) => {
      const deleted = await repository.deleteSavedView(unit.tx, owner.userId, id);
      if (!deleted) throw notFound(SUBJECT);
      await unit.recordChange({
        recordType: ActionLogType.ids.SAVED_VIEW,
        actionId: ActionLogAction.ids.DELETE,
        recordId: deleted.id,
        recordNumber: recordNumberOf(deleted),
        details: { before: { name: deleted.name, query: deleted.query } },
      });
    });
  }

  return { listSavedViews, createSavedView, updateSavedView, deleteSavedView };
}

export type SavedViewsService = ReturnType<typeof createSavedViewsService>;
