import { ConfirmDialog, confirmDialog } from 'primereact/confirmdialog';
import { useCallback } from 'react';
import { CONFIRM_DIALOG_WIDTH } from '@portal/contracts';
import { translateMessage } from '../../lib/i18n-labels';

export interface ConfirmOptions {
  readonly header: string;
  readonly message: string;
  readonly acceptLabel?: string;
  readonly rejectLabel?: string;
  readonly icon?: string;
  readonly onAccept: () => void;
  readonly onReject?: () => void;
}

/** Mounted once by the app; every confirmation renders through it (spec 000 §2: confirm dialog width 50vw). */
export function ConfirmDialogHost() {
  return (
    <ConfirmDialog
      style={{ width: CONFIRM_DIALOG_WIDTH }}
      // Below the phone breakpoint 50vw is too narrow to read, so the dialog takes most of the screen.
      breakpoints={{ '575px': '90vw' }}
      draggable={false}
      resizable={false}
    />
  );
}

export function useConfirm(): (options: ConfirmOptions) => void {
  return useCallback((options: ConfirmOptions) => {
    confirmDialog({
      // Catalogue titles and sentences in the user's language (decision 070).
      header: translateMessage(options.header),
      message: translateMessage(options.message),
      icon: options.icon ?? 'pi pi-exclamation-triangle',
      ...(options.acceptLabel ? { acceptLabel: options.acceptLabel } : {}),
      ...(options.rejectLabel ? { rejectLabel: options.rejectLabel } : {}),
      defaultFocus: 'reject',
      accept: options.onAccept,
      // Escape and the close icon count as a refusal: the user stays where they are.
      reject: () => options.onReject?.(),
      onHide: (result) => {
        if (result !== 'accept' && result !== 'reject') options.onReject?.();
      },
    });
  }, []);
}
