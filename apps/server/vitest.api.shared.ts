import type { ViteUserConfig } from 'vitest/config';

/** The API suite; vitest.api-pglite.config.ts and vitest.api-postgres.config.ts run it on each engine. */
export const apiTestConfig = {
  test: {
    include: ['src/**/*.api.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Each file boots its own app and database; two at a time suits a 2-core machine.
    maxWorkers: 2,
  },
} satisfies ViteUserConfig;
