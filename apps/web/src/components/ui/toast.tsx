import { Toast, type ToastMessage } from 'primereact/toast';
import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';

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

export interface ToastProviderProps {
  readonly children: ReactNode;
}

/** The layout's single toast area (spec 000 §2); any screen reaches it through useToast(). */
export function ToastProvider({ children }: ToastProviderProps) {
  const toastRef = useRef<Toast>(null);
  const api = useMemo<ToastApi>(() => {
    const show = (message: ToastMessage) => toastRef.current?.show(message);
    return {
      showSuccess: (detail, summary) => show({ severity: 'success', summary, detail, life: SUCCESS_LIFE_MS }),
      showError: (detail, summary) => show({ severity: 'error', summary, detail, life: ERROR_LIFE_MS }),
      showWarning: (detail, summary) => show({ severity: 'warn', summary, detail, life: ERROR_LIFE_MS }),
      showInfo: (detail, summary) => show({ severity: 'info', summary, detail, life: SUCCESS_LIFE_MS }),
    };
  }, []);
  return (
    <ToastContext.Provider value={api}>
      <Toast ref={toastRef} position="top-right" />
      {children}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>.');
  return api;
}
