import { useEffect, useMemo } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { previousPageTracker } from './previous-page';
import { sessionStore } from './session';

/**
 * The logic of the unsaved-changes guard (spec 000 §2): what counts as leaving, which screens hold changes, and
 * the held-back navigation. Asking the user is the UI's part (components/ui/unsaved-changes.tsx), so lib never
 * depends on components (docs/decisions/098).
 */

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

/** A navigation held back because something on the screen is unsaved, waiting for the user's answer. */
export interface PendingLeave {
  /** spec 000 §2: accepting clears the previous-page link and leaves. */
  readonly leave: () => void;
  /** Rejecting stays on the screen with the edits. */
  readonly stay: () => void;
}

/**
 * Holds back in-app navigation while this screen (or anything else mounted) has unsaved changes, and lets the
 * browser ask before the tab is closed or reloaded (beforeunload, in the browser's own wording). Returns the
 * held-back navigation to confirm, or null.
 */
export function useLeaveGuard(isDirty: boolean): PendingLeave | null {
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
    if (!isDirty) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium versions only prompt when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [isDirty]);

  return useMemo(() => {
    if (blocker.state !== 'blocked') return null;
    return {
      leave: () => {
        previousPageTracker.clear();
        blocker.proceed();
      },
      stay: () => blocker.reset(),
    };
  }, [blocker]);
}
