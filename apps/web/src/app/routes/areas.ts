import type { ComponentType } from 'react';

/**
 * spec 000 §2: all area modules are loaded on demand and all are preloaded afterwards. One dynamic import per
 * area gives one chunk per area; the router's `lazy` and the preloader share these importers, so a preloaded
 * area opens without a network round trip.
 */
export const AREA_LOADERS = {
  users: async () => (await import('./users')).UsersArea,
  admin: async () => (await import('./admin')).AdminArea,
  products: async () => (await import('./products')).ProductsArea,
  quotes: async () => (await import('./quotes')).QuotesArea,
  orders: async () => (await import('./orders')).OrdersArea,
  deliveries: async () => (await import('./deliveries')).DeliveriesArea,
  account: async () => (await import('./account')).AccountArea,
} satisfies Record<string, () => Promise<ComponentType>>;

export type AreaName = keyof typeof AREA_LOADERS;

export const AREA_NAMES = Object.keys(AREA_LOADERS) as AreaName[];

/** Marks when preloading starts, so bench/bundle-size.bench.ts can tell the landing screen from the preloads. */
export const AREAS_PRELOAD_MARK = 'portal:areas-preload';

export function preloadAreas(): void {
  performance.mark(AREAS_PRELOAD_MARK);
  for (const load of Object.values(AREA_LOADERS)) {
    load().catch((error: unknown) =>
      console.warn('Preloading an area failed; it loads on first visit.', error),
    );
  }
}

/** Preloads once the browser is idle after the signed-in shell's first render, so it never competes with it. */
export function schedulePreloadAreas(): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(preloadAreas, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(preloadAreas, 1000);
  return () => window.clearTimeout(handle);
}
