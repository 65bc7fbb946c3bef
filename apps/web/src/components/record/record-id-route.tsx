import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { ROUTES } from '@portal/contracts';
import { recordIdOf } from '../../lib/record-routes';

export interface RecordIdRouteProps {
  /** The screen of the record the address names. */
  readonly children: (id: number) => ReactNode;
}

/**
 * The route of one record's screen (`…/:id`): the screen for a well-formed id, the not-found page for any other
 * segment (a mistyped or truncated link), before anything is asked of the server.
 */
export function RecordIdRoute({ children }: RecordIdRouteProps) {
  const id = recordIdOf(useParams().id);
  return id === null ? <Navigate to={ROUTES.notFound} replace /> : children(id);
}
