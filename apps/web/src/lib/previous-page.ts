import { useSyncExternalStore } from 'react';

export interface PreviousPage {
  readonly route: string;
  readonly label: string;
}

interface PreviousPageState {
  previous: PreviousPage | null;
  /** Set when the unsaved-changes guard discards a screen: the screen being left must not become the link. */
  skipNextRecord: boolean;
}

export interface PreviousPageTracker {
  readonly getSnapshot: () => PreviousPage | null;
  readonly subscribe: (listener: () => void) => () => void;
  /** Called on every route change with the page that was left. */
  readonly recordDeparture: (left: PreviousPage | null) => void;
  /** spec 000 §2: accepting the unsaved-changes dialog clears the previous-page link. */
  readonly clear: () => void;
  /** Forgets everything, for a new session. */
  readonly reset: () => void;
}

/** Remembers the page the user came from, for the 'Return To {label}' link of the main layout (spec 000 §2). */
export function createPreviousPageTracker(): PreviousPageTracker {
  const state: PreviousPageState = { previous: null, skipNextRecord: false };
  const listeners = new Set<() => void>();
  const publish = (previous: PreviousPage | null) => {
    if (state.previous === previous) return;
    state.previous = previous;
    for (const listener of listeners) listener();
  };
  return {
    getSnapshot: () => state.previous,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    recordDeparture(left) {
      if (state.skipNextRecord) {
        state.skipNextRecord = false;
        publish(null);
        return;
      }
      publish(left);
    },
    clear() {
      state.skipNextRecord = true;
      publish(null);
    },
    reset() {
      state.skipNextRecord = false;
      publish(null);
    },
  };
}

export const previousPageTracker = createPreviousPageTracker();

/**
 * Whether the 'Return To {label}' link shows on this screen: not to the screen itself, and not on a record page
 * whose own 'Back to {list}' link already goes there (`listRoute`). One back link per screen (issue 34): where it
 * shows, a record page leaves out its 'Back to' link.
 */
export function showsReturnTo(
  previousPage: PreviousPage | null,
  pathname: string,
  listRoute: string | undefined,
): previousPage is PreviousPage {
  return previousPage !== null && previousPage.route !== pathname && previousPage.route !== listRoute;
}

export function usePreviousPage(): PreviousPage | null {
  return useSyncExternalStore(previousPageTracker.subscribe, previousPageTracker.getSnapshot, () => null);
}
