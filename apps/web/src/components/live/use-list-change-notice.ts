import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { liveKindTopic, type LiveRecordKind } from '@portal/contracts';
import { useSessionSnapshot } from '../../lib/auth';
import { useLiveConnection } from '../../lib/live-connection';

/** What a list shows now, as TanStack Query tells it: when its data landed and whether a fetch is under way. */
export interface ListQueryState {
  readonly dataUpdatedAt: number;
  readonly isFetching: boolean;
}

export interface ListChangeNoticeOptions {
  /** The record kinds whose changes make the list outdated (`order` covers orders and their sub-orders). */
  readonly kinds: readonly LiveRecordKind[];
  /** The list's queries: Refresh invalidates them, so every page and filter of the list reads again. */
  readonly queryKeys: readonly QueryKey[];
  /** The queries the list shows now (a hidden view's disabled query left out). */
  readonly queries: readonly ListQueryState[];
}

export interface ListChangeNoticeState {
  /** How many records other staff changed since the list's data was read. */
  readonly count: number;
  /** Reads the list again now and forgets the changes it will include. */
  readonly refresh: () => Promise<void>;
}

/**
 * Counts the records other staff changed since a list was read (docs/decisions/174-live-list-notices.md), from the
 * kinds' list topics. The list is never refetched on an event: with many staff writing, every open list would
 * read again on every write; the user decides with Refresh. Any refetch that lands (filter, page, Refresh, a save)
 * forgets the changes that happened before it started; a change heard while it was in flight is kept, since the
 * read may have missed it.
 */
export function useListChangeNotice({
  kinds,
  queryKeys,
  queries,
}: ListChangeNoticeOptions): ListChangeNoticeState {
  const connection = useLiveConnection();
  const queryClient = useQueryClient();
  const currentUserId = useSessionSnapshot()?.user.id;
  /** Each heard change gets the next number; a record keeps the number of its latest change. */
  const sequence = useRef(0);
  const fetchStartedAt = useRef(0);
  const [changes, setChanges] = useState<ReadonlyMap<string, number>>(() => new Map());

  const kindsKey = kinds.join(',');
  useEffect(() => {
    const unsubscribes = kindsKey.split(',').map((kind) =>
      connection.subscribe(liveKindTopic(kind as LiveRecordKind), (event) => {
        // One's own changes are already on screen (the mutation refreshed its list) or about to be.
        if (event.type !== 'change' || event.actorUserId === currentUserId) return;
        sequence.current += 1;
        const heardAt = sequence.current;
        setChanges((previous) => new Map(previous).set(`${kind}/${event.recordId}`, heardAt));
      }),
    );
    return () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
    };
  }, [connection, kindsKey, currentUserId]);

  const forgetUntil = useCallback((until: number) => {
    setChanges((previous) => {
      const kept = [...previous].filter(([, heardAt]) => heardAt > until);
      return kept.length === previous.size ? previous : new Map(kept);
    });
  }, []);

  const isFetching = queries.some((query) => query.isFetching);
  useEffect(() => {
    if (isFetching) fetchStartedAt.current = sequence.current;
  }, [isFetching]);

  const dataUpdatedAt = Math.max(0, ...queries.map((query) => query.dataUpdatedAt));
  useEffect(() => {
    if (dataUpdatedAt > 0) forgetUntil(fetchStartedAt.current);
  }, [dataUpdatedAt, forgetUntil]);

  const refresh = async () => {
    fetchStartedAt.current = sequence.current;
    forgetUntil(sequence.current);
    await Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };

  return { count: changes.size, refresh };
}
