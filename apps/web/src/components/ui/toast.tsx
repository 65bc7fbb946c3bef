import { createContext, lazy, Suspense, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ToastHostHandle, ToastRequest } from './toast-host';

export interface ToastApi {
  showSuccess(detail: string, summary?: string): void;
  showError(detail: string, summary?: string): void;
  showWarning(detail: string, summary?: string): void;
  showInfo(detail: string, summary?: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** How long a toast stays; errors stay longer because they usually need reading. */
const SUCCESS_LIFE_MS = 4000;
const ERROR_LIFE_MS = 8000;

const loadToastHost = () => import('./toast-host');
const ToastHost = lazy(async () => ({ default: (await loadToastHost()).ToastHost }));

/** Fetches the toast area before its first message; the signed-in shell calls it (issue 11 §7). */
export function preloadToastHost(): void {
  loadToastHost().catch((error: unknown) => console.warn('Preloading the toast area failed.', error));
}

export interface ToastProviderProps {
  readonly children: ReactNode;
}

/**
 * The layout's single toast area (spec 000 §2); any screen reaches it through useToast(). The area itself (the
 * kit's Toast) is fetched with the first message, so the screens before sign-in do not carry it.
 */
export function ToastProvider({ children }: ToastProviderProps) {
  const hostRef = useRef<ToastHostHandle>(null);
  const pendingRef = useRef<ToastRequest[]>([]);
  const [isHostWanted, setIsHostWanted] = useState(false);
  const api = useMemo<ToastApi>(() => {
    const show = (request: ToastRequest) => {
      if (hostRef.current) {
        hostRef.current.show(request);
        return;
      }
      pendingRef.current.push(request);
      setIsHostWanted(true);
    };
    return {
      showSuccess: (detail, summary) => show({ severity: 'success', summary, detail, life: SUCCESS_LIFE_MS }),
      showError: (detail, summary) => show({ severity: 'error', summary, detail, life: ERROR_LIFE_MS }),
      showWarning: (detail, summary) => show({ severity: 'warn', summary, detail, life: ERROR_LIFE_MS }),
      showInfo: (detail, summary) => show({ severity: 'info', summary, detail, life: SUCCESS_LIFE_MS }),
    };
  }, []);
  return (
    <ToastContext.Provider value={api}>
      {isHostWanted ? (
        <Suspense fallback={null}>
          <ToastHost ref={hostRef} pending={pendingRef} />
        </Suspense>
      ) : null}
      {children}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>.');
  return api;
}
