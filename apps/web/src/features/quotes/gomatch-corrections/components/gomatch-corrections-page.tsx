import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failedTitle, type GomatchCorrection } from '@portal/contracts';
import {
  ListScreen,
  useDeleteRowAction,
  useList,
  type ListColumn,
  type RowAction,
} from '../../../../components/table';
import { Button, iconClass, useConfirm, useToast } from '../../../../components/ui';
import { failureMessage } from '../../../../lib/failure-message';
import { useFormat } from '../../../../lib/i18n-format';
import { deleteGomatchCorrection, useDeleteGomatchCorrection } from '../api/delete-gomatch-correction';
import { gomatchCorrectionList } from '../api/get-gomatch-corrections';
import './gomatch-corrections.css';

const SUBJECT = 'learned correction';

/**
 * /quotes/gomatch-corrections (issue 13 'corrections can be listed and removed by a super admin'; decision 143):
 * what GoMatch learned from staff's corrections, paged, sorted and searched on the server on the list kit; a
 * wrong correction is deleted (confirmed, spec 001 §8), one or the selected ones, and the engine matches that
 * text anew from then on.
 */
export function GomatchCorrectionsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const confirm = useConfirm();
  const toast = useToast();
  const deleteAction = useDeleteRowAction({
    header: t('gomatchCorrections.deleteTitle'),
    subject: SUBJECT,
    failed: 'Learned Correction Delete',
  });
  const list = useList('gomatchCorrections', gomatchCorrectionList);
  const deleteCorrection = useDeleteGomatchCorrection();
  const [selected, setSelected] = useState<GomatchCorrection[]>([]);
  const [isDeletingSelected, setDeletingSelected] = useState(false);

  const actionsOf = (row: GomatchCorrection): RowAction[] => [
    deleteAction({
      label: t('gomatchCorrections.deleteRecord', { text: row.inputText }),
      name: row.inputText,
      run: async () => {
        await deleteCorrection.mutateAsync(row.id);
        setSelected((rows) => rows.filter((candidate) => candidate.id !== row.id));
      },
    }),
  ];

  /**
   * The selected corrections, one call each (the API deletes one at a time, each with its action-log row): those
   * deleted leave the selection, a failure is reported with the server's reason and keeps its row selected.
   */
  const deleteSelected = async (rows: readonly GomatchCorrection[]) => {
    setDeletingSelected(true);
    const failed: GomatchCorrection[] = [];
    let firstError: unknown = null;
    for (const row of rows) {
      try {
        await deleteGomatchCorrection(row.id);
      } catch (error) {
        failed.push(row);
        firstError ??= error;
      }
    }
    setDeletingSelected(false);
    setSelected(failed);
    await list.result.refetch();
    const deleted = rows.length - failed.length;
    if (deleted > 0) toast.showSuccess(t('gomatchCorrections.deletedSelected', { count: deleted }));
    if (firstError !== null) {
      toast.showError(
        failureMessage(firstError, 'delete', SUBJECT),
        failedTitle('Learned Correction Delete'),
      );
    }
  };

  const askDeleteSelected = () => {
    const rows = selected;
    confirm({
      header: t('gomatchCorrections.deleteSelectedTitle'),
      message: t('gomatchCorrections.deleteSelectedConfirm', { count: rows.length }),
      acceptLabel: t('common.yes'),
      rejectLabel: t('common.no'),
      onAccept: () => void deleteSelected(rows),
    });
  };

  const columns: ListColumn<GomatchCorrection>[] = [
    { key: 'inputText', header: t('gomatchCorrections.inputText'), sortField: 'inputText' },
    { key: 'productName', header: t('gomatchCorrections.product') },
    {
      key: 'productSizeName',
      header: t('gomatchCorrections.size'),
      body: (row) => row.productSizeName ?? '',
    },
    {
      key: 'specs',
      header: t('gomatchCorrections.specs'),
      priority: 2,
      body: (row) => row.specNames.join(', '),
    },
    {
      key: 'createdByUserName',
      header: t('gomatchCorrections.learnedBy'),
      priority: 3,
      body: (row) => row.createdByUserName ?? '',
    },
    {
      key: 'updatedAt',
      header: t('gomatchCorrections.learnedAt'),
      sortField: 'updatedAt',
      priority: 2,
      body: (row) => format.dateTime(row.updatedAt),
    },
    {
      key: 'useCount',
      header: t('gomatchCorrections.timesTaught'),
      sortField: 'useCount',
      priority: 3,
      // The first correction stores it (count 0); each later save that teaches the same text again adds one.
      body: (row) => format.integer(row.useCount + 1),
    },
  ];

  return (
    <ListScreen
      filters={[{ type: 'search', name: 'search', label: t('gomatchCorrections.search') }]}
      {...list}
      columns={columns}
      rowActions={actionsOf}
      selection={{ rows: selected, onChange: setSelected }}
      beforeTable={
        selected.length > 0 ? (
          <div className="gomatch-corrections__bulk-actions">
            <Button
              type="button"
              label={t('gomatchCorrections.deleteSelected', { count: selected.length })}
              icon={iconClass('delete')}
              severity="danger"
              outlined
              loading={isDeletingSelected}
              onClick={askDeleteSelected}
            />
          </div>
        ) : null
      }
    />
  );
}
