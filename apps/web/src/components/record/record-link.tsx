import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { recordLocation } from '../../lib/record-routes';

export interface RecordLinkProps {
  /** The list the link is in (its route); the record page's back link returns to it with this view. */
  readonly listRoute: string;
  readonly id: number;
  readonly children: ReactNode;
}

/**
 * A list row's way into its record page (decision 122): a real link, so Enter, a middle click, 'open in new tab'
 * and copying the address all work, carrying the list's current view so Back returns to the same rows.
 */
export function RecordLink({ listRoute, id, children }: RecordLinkProps) {
  const { search } = useLocation();
  return (
    <Link to={recordLocation(listRoute, id, search)} className="record-link">
      {children}
    </Link>
  );
}
