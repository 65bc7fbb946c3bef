import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteConfirmation, failedTitle, successMessage } from '@portal/contracts';
import { useConfirm, useToast } from '../ui';
import { failureMessage } from '../../lib/failure-message';
import type { RowAction } from './row-actions';

export interface DeleteRequest {
  /** The dialog's title ('Delete User'). */
  readonly header: string;
  /** The catalogue's subject ('user'): 'Are you sure you want to delete user "…"?', 'User deleted successfully.' */
  readonly subject: string;
  /** The record's name in the question. */
  readonly name: string;
  /** The failure title's subject ('User Delete' → 'User Delete Failed'). */
  readonly failed: string;
  /** The call; resolves when deleted. */
  readonly run: () => Promise<unknown>;
}

/**
 * A delete as every list does it (spec 001 §8): the confirmation naming the record, then the call, then the
 * catalogue's success toast or its failure with the server's reason (a record in use says so).
 */
export function useConfirmDelete(): (request: DeleteRequest) => void {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const toast = useToast();
  return useCallback(
    ({ header, subject, name, failed, run }: DeleteRequest) =>
      confirm({
        header,
        message: deleteConfirmation(subject, name),
        acceptLabel: t('common.yes'),
        rejectLabel: t('common.no'),
        onAccept: () => {
          run().then(
            () => toast.showSuccess(successMessage(subject, 'deleted')),
            (error: unknown) =>
              toast.showError(failureMessage(error, 'delete', subject), failedTitle(failed)),
          );
        },
      }),
    [confirm, toast, t],
  );
}

/** What a list's Delete says and where it reports, the same on every row of the screen. */
export type DeleteRowSubject = Pick<DeleteRequest, 'header' | 'subject' | 'failed'>;

/** What a row's Delete names and calls. */
export interface DeleteRowRequest extends Pick<DeleteRequest, 'name' | 'run'> {
  /** The button's accessible name, naming the row ('Delete Quote CQ-1042'). */
  readonly label: string;
  /** Left out of the row (the record may not be deleted here, or not by this user). */
  readonly hidden?: boolean;
}

/**
 * A row's Delete as every list offers it: the danger icon, then {@link useConfirmDelete}'s question and call. The
 * screen says once what it deletes (`{ header, subject, failed }`); each row gives its name, label and call.
 */
export function useDeleteRowAction(screen: DeleteRowSubject): (request: DeleteRowRequest) => RowAction {
  const confirmDelete = useConfirmDelete();
  const { header, subject, failed } = screen;
  return useCallback(
    ({ label, hidden, name, run }: DeleteRowRequest): RowAction => ({
      key: 'delete',
      icon: 'delete',
      label,
      tone: 'danger',
      ...(hidden === undefined ? {} : { hidden }),
      onClick: () => confirmDelete({ header, subject, failed, name, run }),
    }),
    [confirmDelete, header, subject, failed],
  );
}
