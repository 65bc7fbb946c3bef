import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from 'primereact/confirmdialog';
import { MESSAGES } from '@portal/contracts';
import { translateMessage } from '../../lib/i18n-labels';
import { useLeaveGuard } from '../../lib/unsaved-changes';
import { Button } from './button';
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

function afterClosing(run: (() => void) | undefined): void {
  if (run) setTimeout(run, 0);
}

/** What the user answers when unsaved changes block proceeding (decision 201). */
export interface UnsavedChangesChoice {
  /** Save and Continue: save what is on screen, then go on if the save went through. */
  readonly onSave: () => void;
  /** Discard: drop the unsaved changes, then go on with the saved record. */
  readonly onDiscard: () => void;
  /** Stay (also Escape and the X): nothing happens, the edits stay on screen. */
  readonly onStay?: () => void;
}

/**
 * spec 001 §5 'Unsaved changes block proceeding', for an action that works on the saved record (publish, a status
 * move): with unsaved changes it asks Save and Continue / Discard / Stay (decision 201) instead of saving
 * silently. The dialog is the app's one confirmation host; Stay has the focus, as No does in the other questions.
 */
export function useUnsavedChangesChoice(): (choice: UnsavedChangesChoice) => void {
  const { t } = useTranslation();
  return useCallback(
    (choice: UnsavedChangesChoice) => {
      let answer: 'save' | 'discard' | 'stay' = 'stay';
      confirmDialog({
        header: translateMessage(
          t('message.unsavedChangesTitle', { defaultValue: MESSAGES.unsavedChangesTitle }),
        ),
        message: translateMessage(
          t('message.unsavedChangesProceed', { defaultValue: MESSAGES.unsavedChangesProceed }),
        ),
        icon: 'pi pi-exclamation-triangle',
        footer: (options) => (
          <>
            <Button
              type="button"
              label={t('common.stay')}
              severity="secondary"
              outlined
              autoFocus
              onClick={() => {
                answer = 'stay';
                options.reject();
              }}
            />
            <Button
              type="button"
              label={t('common.discard')}
              severity="danger"
              outlined
              onClick={() => {
                answer = 'discard';
                options.reject();
              }}
            />
            <Button
              type="button"
              label={t('common.saveAndContinue')}
              onClick={() => {
                answer = 'save';
                options.accept();
              }}
            />
          </>
        ),
        // After the dialog has closed: what follows may ask its own question (publish's §8 confirmation) through
        // the same host, which a call made while this one is still closing would close with it.
        accept: () => afterClosing(choice.onSave),
        // Discard and Stay both close the dialog as a refusal; the answer tells them apart.
        reject: () => afterClosing(answer === 'discard' ? choice.onDiscard : choice.onStay),
        onHide: (result) => {
          // Escape and the X: the user stays where they are.
          if (result !== 'accept' && result !== 'reject') afterClosing(choice.onStay);
        },
      });
    },
    [t],
  );
}
