import { useSyncExternalStore } from 'react';
import { DESKTOP_BREAKPOINT_PX } from '@portal/contracts';

/** spec 000 §2: desktop means a window wider than 991 px; mobile is 991 px or less. */
export const DESKTOP_MEDIA_QUERY = `(min-width: ${DESKTOP_BREAKPOINT_PX + 1}px)`;

export function isDesktopWidth(widthPx: number): boolean {
  return widthPx > DESKTOP_BREAKPOINT_PX;
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export function useIsDesktop(): boolean {
  return useMediaQuery(DESKTOP_MEDIA_QUERY);
}
