import { z } from 'zod';

/** GET /api/config: runtime settings the web app reads before sign-in (idle periods are configurable). */
export const runtimeConfigSchema = z.object({
  version: z.string(),
  idleTimeoutSeconds: z.number().int().positive(),
  idleWarningSeconds: z.number().int().nonnegative(),
  keepaliveIntervalMs: z.number().int().positive(),
  /** Leaflet tile URL template (MAP_TILE_URL); null: maps show no tiles, so they work offline. */
  mapTileUrl: z.string().nullable().optional(),
  /**
   * spec 000 §7: requests with a JSON body carry the supplier-module API key (SUPPLIER_API_KEY); null when the
   * server is not configured with one (docs/decisions/063-supplier-api-key-header.md).
   */
  supplierApiKey: z.string().nullable().optional(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export const healthSchema = z.object({ status: z.literal('ok'), engine: z.string() });

/** spec 000 §7: the header that carries the supplier-module API key on requests with a JSON body. */
export const SUPPLIER_API_KEY_HEADER = 'x-supplier-api-key';
