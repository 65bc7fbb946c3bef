import { useEffect, useImperativeHandle, useRef, type Ref, type RefObject } from 'react';
import { Toast } from 'primereact/toast';
import { translateMessage } from '../../lib/i18n-labels';
import { UiProvider } from './ui-provider';

export interface ToastRequest {
  readonly severity: 'success' | 'error' | 'warn' | 'info';
  readonly summary?: string;
  readonly detail?: string;
  readonly life: number;
}

export interface ToastHostHandle {
  readonly show: (request: ToastRequest) => void;
}

export interface ToastHostProps {
  readonly ref: Ref<ToastHostHandle>;
  /** Messages asked for while this module was on its way; shown once it is mounted. */
  readonly pending: RefObject<ToastRequest[]>;
}

/**
 * The layout's single toast area (spec 000 §2), with the kit, in a chunk of its own: it is mounted when the
 * first message comes (or preloaded by the signed-in shell), so the login page does not carry it (issue 11 §7).
 */
export function ToastHost({ ref, pending }: ToastHostProps) {
  const toastRef = useRef<Toast>(null);
  // Catalogue messages and the screens' sentences show in the user's language (decision 070).
  const show = (request: ToastRequest) =>
    toastRef.current?.show({
      ...request,
      summary: request.summary === undefined ? undefined : translateMessage(request.summary),
      detail: request.detail === undefined ? undefined : translateMessage(request.detail),
    });
  useImperativeHandle(ref, () => ({ show }));
  useEffect(() => {
    for (const request of pending.current.splice(0)) show(request);
    // Runs once, after the Toast is mounted: later messages go straight through the handle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <UiProvider>
      <Toast ref={toastRef} position="top-right" />
    </UiProvider>
  );
}
