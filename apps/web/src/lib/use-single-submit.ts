import { useMemo, useRef } from 'react';

/** A button's one call at a time: `start` before the call (false: one is running, drop this click), `settled` after. */
export interface SingleSubmit {
  readonly start: () => boolean;
  readonly settled: () => void;
}

/**
 * One write per click (decision 201): a second click before the first call has settled — a double click, faster
 * than the button's disabled state can render — is dropped. Without it the second call went out with the version
 * the first had just moved on and came back 409, shown as 'Another user changed this record' although nobody had.
 * Use: `if (!once.start()) return; mutation.mutate(input, { onSettled: once.settled })`.
 */
export function useSingleSubmit(): SingleSubmit {
  const isRunning = useRef(false);
  return useMemo(
    () => ({
      start: () => {
        if (isRunning.current) return false;
        isRunning.current = true;
        return true;
      },
      settled: () => {
        isRunning.current = false;
      },
    }),
    [],
  );
}
