import type { ViteUserConfig } from 'vitest/config';

/** The API suite; vitest.api-pglite.config.ts and vitest.api-postgres.config.ts run it on each engine. */
export const apiTestConfig = {
  test: {
    include: ['src/**/*.api.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
} satisfies ViteUserConfig;
