import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MESSAGES } from '@portal/contracts';
// Direct module paths, not the components/ui barrel: the first chunk carries only what the login page shows.
import { ToastProvider, useToast } from '../components/ui/toast';
import { i18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';

function QueryProvider({ children }: { readonly children: ReactNode }) {
  const toast = useToast();
  // Server contract: a 403 keeps the user on the screen and explains why in a toast.
  const [queryClient] = useState(() =>
    createQueryClient({ onForbidden: (message) => toast.showError(message || MESSAGES.accessDenied) }),
  );
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

export interface AppProvidersProps {
  readonly children: ReactNode;
}

/**
 * Everything that does not need the router; the session sits inside it (see RootRoute), the confirmation host in
 * the signed-in shell. The kit's provider (UiProvider: theme, filled inputs, the kit's words) wraps only what is
 * fetched after the login page: the signed-in shell, the toast area and the session dialogs (decision 077).
 */
export function AppProviders({ children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ToastProvider>
        <QueryProvider>{children}</QueryProvider>
      </ToastProvider>
    </I18nextProvider>
  );
}
