import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MESSAGES } from '@portal/contracts';
import { ConfirmDialogHost, ToastProvider, UiProvider, useToast } from '../components/ui';
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

/** Everything that does not need the router; the session sits inside it (see RootRoute). */
export function AppProviders({ children }: AppProvidersProps) {
  return (
    <UiProvider>
      <I18nextProvider i18n={i18n}>
        <ToastProvider>
          <QueryProvider>
            <ConfirmDialogHost />
            {children}
          </QueryProvider>
        </ToastProvider>
      </I18nextProvider>
    </UiProvider>
  );
}
