import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CONFIRMATIONS } from '@portal/contracts';
import type { SequencedRow } from './grid-rows';
import type { GridBulkAction } from './grid-types';

/**
 * 'Delete Selected': marks the selected lines D (inserted ones simply go), after spec 001 §8's 'bulk delete
 * lines' confirmation. Lines already deleted are restored one by one with Delete or their menu.
 */
export function useDeleteSelectedAction<TRow extends SequencedRow>(): GridBulkAction<TRow> {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      id: 'delete-selected',
      label: t('grid.deleteSelected'),
      icon: 'delete',
      confirmation: { header: t('grid.deleteSelectedTitle'), message: CONFIRMATIONS.deleteLines },
      isEnabled: (entries) => entries.some((entry) => !entry.isDeleted),
      run: ({ keys, model }) => model.deleteRows(keys),
    }),
    [t],
  );
}
