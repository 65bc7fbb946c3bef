import { useEffect } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@portal/contracts';
import { useConfirm } from '../components/ui';
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
 * spec 000 §2: leaving a screen with unsaved changes shows a confirm dialog; accepting clears the previous-page
 * link and leaves, rejecting stays. Covers in-app navigation (router blocker) and closing or reloading the tab
 * (beforeunload, where the browser shows its own wording).
 */
export function useUnsavedChangesGuard(isDirty: boolean): void {
  const confirm = useConfirm();
  const { t } = useTranslation();

  const shouldBlock: BlockerFunction = ({ currentLocation, nextLocation }) =>
    shouldConfirmLeaving(
      isDirty,
      currentLocation.pathname,
      nextLocation.pathname,
      sessionStore.getSnapshot() !== null,
    );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    confirm({
      header: MESSAGES.unsavedChangesTitle,
      message: MESSAGES.unsavedChanges,
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
