import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '../../../components/table';

export interface RecordActionHandlers {
  readonly onEdit: () => void;
  readonly onDelete: () => void;
  /** False for a record that always exists (spec 001 §3: the system categories). */
  readonly canDelete?: boolean;
}

/** The row actions of the catalog's lists, named after the record ('Edit Acer rubrum', 'Delete #3 gal'). */
export function useRecordActions(): (name: string, handlers: RecordActionHandlers) => RowAction[] {
  const { t } = useTranslation();
  return useCallback(
    (name, { onEdit, onDelete, canDelete = true }) => [
      { key: 'edit', icon: 'edit', label: t('catalog.editRecord', { name }), onClick: onEdit },
      {
        key: 'delete',
        icon: 'delete',
        label: t('catalog.deleteRecord', { name }),
        hidden: !canDelete,
        tone: 'danger',
        onClick: onDelete,
      },
    ],
    [t],
  );
}
