import { useCallback, useEffect } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@portal/contracts';
// The confirm module itself, not the ui index: the Dialog of components/ui uses this guard.
import { useConfirm } from '../components/ui/confirm';
import { previousPageTracker } from './previous-page';
import { sessionStore } from './session';

/**
 * Whether leaving should be confirmed: only with unsaved changes, only when the screen actually changes (a
 * query-string update is not leaving), and never once the session is over, because sign-out and the idle
 * time-out must always reach /login.
 */
export function shouldConfirmLeaving(
  isDirty: boolean,
  currentPathname: string,
  nextPathname: string,
  isLoggedIn: boolean,
): boolean {
  return isDirty && isLoggedIn && currentPathname !== nextPathname;
}

/**
 * Every mounted guard with unsaved changes (a screen, an editor dialog on it). The router honours only the most
 * recently registered blocker, so each guard asks the whole set rather than only about its own changes: a
 * dialog's guard mounted over a screen's must not hide the screen's edits.
 */
const dirtySources = new Set<object>();

export function hasUnsavedChanges(): boolean {
  return dirtySources.size > 0;
}

/**
 * spec 000 §2: leaving a screen with unsaved changes shows a confirm dialog; accepting clears the previous-page
 * link and leaves, rejecting stays. Covers in-app navigation (router blocker) and closing or reloading the tab
 * (beforeunload, where the browser shows its own wording).
 */
export function useUnsavedChangesGuard(isDirty: boolean): void {
  const confirm = useConfirm();
  const { t } = useTranslation();

  useEffect(() => {
    if (!isDirty) return undefined;
    const source = {};
    dirtySources.add(source);
    return () => {
      dirtySources.delete(source);
    };
  }, [isDirty]);

  const shouldBlock: BlockerFunction = ({ currentLocation, nextLocation }) =>
    shouldConfirmLeaving(
      isDirty || hasUnsavedChanges(),
      currentLocation.pathname,
      nextLocation.pathname,
      sessionStore.getSnapshot() !== null,
    );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    confirm({
      header: t('message.unsavedChangesTitle', { defaultValue: MESSAGES.unsavedChangesTitle }),
      message: t('message.unsavedChanges', { defaultValue: MESSAGES.unsavedChanges }),
      acceptLabel: t('common.yes'),
      rejectLabel: t('common.no'),
      onAccept: () => {
        previousPageTracker.clear();
        blocker.proceed();
      },
      onReject: () => blocker.reset(),
    });
  }, [blocker, confirm, t]);

  useEffect(() => {
    if (!isDirty) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium versions only prompt when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [isDirty]);
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
