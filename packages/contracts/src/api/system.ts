import { z } from 'zod';

/** GET /api/config: runtime settings the web app reads before sign-in (idle periods are configurable). */
export const runtimeConfigSchema = z.object({
  version: z.string(),
  idleTimeoutSeconds: z.number().int().positive(),
  idleWarningSeconds: z.number().int().nonnegative(),
  keepaliveIntervalMs: z.number().int().positive(),
  /** Leaflet tile URL template (MAP_TILE_URL); null: maps show no tiles, so they work offline. */
  mapTileUrl: z.string().nullable().optional(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export const healthSchema = z.object({ status: z.literal('ok'), engine: z.string() });
