import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteRowAction, type DeleteRowSubject, type RowAction } from '../../../components/table';

export interface RecordActionHandlers {
  readonly onEdit: () => void;
  /** The delete call, made once the user confirms (spec 001 §8). */
  readonly remove: () => Promise<unknown>;
  /** False for a record that always exists (spec 001 §3: the system categories). */
  readonly canDelete?: boolean;
}

/** A catalog row's Edit, named after the record ('Edit Acer rubrum'). */
export function useEditAction(): (name: string, onClick: () => void) => RowAction {
  const { t } = useTranslation();
  return useCallback(
    (name, onClick) => ({ key: 'edit', icon: 'edit', label: t('catalog.editRecord', { name }), onClick }),
    [t],
  );
}

/**
 * The row actions of the catalog's lists, named after the record ('Edit Acer rubrum', 'Delete Acer rubrum'):
 * Edit, and Delete with the kit's confirmation and report (`deletes` says what the screen deletes).
 */
export function useRecordActions(
  deletes: DeleteRowSubject,
): (name: string, handlers: RecordActionHandlers) => RowAction[] {
  const { t } = useTranslation();
  const editAction = useEditAction();
  const deleteAction = useDeleteRowAction(deletes);
  return useCallback(
    (name, { onEdit, remove, canDelete = true }) => [
      editAction(name, onEdit),
      deleteAction({ label: t('catalog.deleteRecord', { name }), name, hidden: !canDelete, run: remove }),
    ],
    [t, editAction, deleteAction],
  );
}
