import { useCallback, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@portal/contracts';

export interface BoardLimits {
  /** How many cards each status shows, by status id; a status not listed shows `pageSize`. */
  readonly limits: Readonly<Record<number, number>>;
  readonly pageSize: number;
  /** Shows one more page of this status's cards. */
  readonly loadMore: (statusId: number) => void;
}

interface LimitsState {
  readonly resetKey: string;
  readonly limits: Readonly<Record<number, number>>;
}

/**
 * How many cards each column of a board asks for (docs/decisions/106-board.md): the board's cards call answers
 * every status's first cards and their count in one round trip, and 'Load More' asks the same call again with a
 * larger limit for that status, so a transition or a live update that refetches the board keeps every column as
 * long as it was and no card is shown twice or lost between pages. New filters (`resetKey`, e.g. the URL's
 * search) start every column again at one page.
 */
export function useBoardLimits(resetKey: string, pageSize: number = DEFAULT_PAGE_SIZE): BoardLimits {
  const [state, setState] = useState<LimitsState>({ resetKey, limits: {} });
  const limits = state.resetKey === resetKey ? state.limits : {};
  const loadMore = useCallback(
    (statusId: number) =>
      setState((previous) => {
        const current = previous.resetKey === resetKey ? previous.limits : {};
        return { resetKey, limits: { ...current, [statusId]: (current[statusId] ?? pageSize) + pageSize } };
      }),
    [resetKey, pageSize],
  );
  return { limits, pageSize, loadMore };
}
