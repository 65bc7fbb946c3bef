import { useMemo } from 'react';
import { useLabels } from '../i18n-labels';
import {
  referenceName,
  useReferenceList,
  type ReferenceListName,
  type ReferenceRow,
} from './reference-lists';

/** A choice of a reference list, named in the user's language: what a select field or a filter offers. */
export interface ReferenceOption {
  readonly id: number;
  readonly name: string;
}

export interface ReferenceOptionsSettings<TList extends ReferenceListName> {
  /** Only the rows this keeps (the provinces of one country, the sub types of one truck type). */
  readonly where?: (row: ReferenceRow<TList>) => boolean;
}

/**
 * `useReferenceOptions('provinces')` → `[{id: 1, name: 'Québec'}, …]` in French: the list's rows, in the server's
 * (or the enumeration's) order, named through the dictionary (decision 070). Empty while the list loads.
 */
export function useReferenceOptions<TList extends ReferenceListName>(
  list: TList,
  settings: ReferenceOptionsSettings<TList> = {},
): ReferenceOption[] {
  const labels = useLabels();
  const { data } = useReferenceList(list);
  const { where } = settings;
  return useMemo(
    () =>
      (data ?? [])
        .filter((row) => where?.(row) ?? true)
        .map((row) => ({ id: row.id, name: referenceName(list, row, labels) })),
    [data, labels, list, where],
  );
}
