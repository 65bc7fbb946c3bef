import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@portal/contracts';
import { useLeaveGuard } from '../../lib/unsaved-changes';
// The confirm module itself, not the ui index: the index re-exports this module and the Dialog that uses it.
import { useConfirm } from './confirm';

/**
 * spec 000 §2: leaving a screen with unsaved changes shows a confirm dialog; accepting clears the previous-page
 * link and leaves, rejecting stays. Covers in-app navigation and closing or reloading the tab (the browser's own
 * prompt). The rules are lib's `useLeaveGuard`; this asks the user.
 */
export function useUnsavedChangesGuard(isDirty: boolean): void {
  const pendingLeave = useLeaveGuard(isDirty);
  const confirm = useConfirm();
  const { t } = useTranslation();

  useEffect(() => {
    if (!pendingLeave) return;
    confirm({
      header: t('message.unsavedChangesTitle', { defaultValue: MESSAGES.unsavedChangesTitle }),
      message: t('message.unsavedChanges', { defaultValue: MESSAGES.unsavedChanges }),
      acceptLabel: t('common.yes'),
      rejectLabel: t('common.no'),
      onAccept: pendingLeave.leave,
      onReject: pendingLeave.stay,
    });
  }, [pendingLeave, confirm, t]);
}

/**
 * spec 000 §2 and 001 §8 'leave page with unsaved changes', for what closes without leaving the screen: an
 * editor dialog's Escape, X and Cancel, or picking another record whose edits replace these. With changes it
 * asks first and discards only on Yes (No, Escape and the X keep the edits: `onKeep`); without, it discards at
 * once.
 */
export function useDiscardConfirmation(): (
  isDirty: boolean,
  onDiscard: () => void,
  onKeep?: () => void,
) => void {
  const confirm = useConfirm();
  const { t } = useTranslation();
  return useCallback(
    (isDirty: boolean, onDiscard: () => void, onKeep?: () => void) => {
      if (!isDirty) {
        onDiscard();
        return;
      }
      confirm({
        header: t('message.unsavedChangesTitle', { defaultValue: MESSAGES.unsavedChangesTitle }),
        message: t('message.unsavedChangesDiscard', { defaultValue: MESSAGES.unsavedChangesDiscard }),
        acceptLabel: t('common.yes'),
        rejectLabel: t('common.no'),
        onAccept: onDiscard,
        ...(onKeep ? { onReject: onKeep } : {}),
      });
    },
    [confirm, t],
  );
}
