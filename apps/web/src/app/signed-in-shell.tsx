import { useEffect } from 'react';
import { ConfirmDialogHost } from '../components/ui/confirm';
import { preloadToastHost } from '../components/ui/toast';
import { UiProvider } from '../components/ui/ui-provider';
import { ProtectedMainLayout } from './require-access';
import { schedulePreloadAreas } from './routes/areas';

/**
 * Everything only a signed-in user needs, in a chunk of its own that the router loads after the sign-in check
 * (see router.tsx): the kit with its whole theme, the main layout and the confirmation host (every confirmation
 * is asked inside the shell).
 */
export function SignedInShell() {
  // spec 000 §2: all areas are loaded on demand and all are preloaded afterwards, i.e. once the user is in.
  useEffect(() => schedulePreloadAreas(), []);
  // A screen's first toast then shows without waiting for the toast area's chunk.
  useEffect(() => preloadToastHost(), []);
  return (
    <UiProvider>
      <ConfirmDialogHost />
      <ProtectedMainLayout />
    </UiProvider>
  );
}
