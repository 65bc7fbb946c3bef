import type { ViteUserConfig } from 'vitest/config';

/** The API suite; vitest.api-pglite.config.ts and vitest.api-postgres.config.ts run it on each engine. */
export const apiTestConfig = {
  test: {
    include: ['src/**/*.api.test.ts'],
    // Each file builds its own app on its own database (test/test-app.ts), so the files of one worker can share
    // the loaded modules instead of importing the whole server again per file: about 15 % of the suite's time.
    // Module state that outlives a file must therefore be keyed by what it describes (the catalog index cache is
    // keyed by the catalog's stamp), never 'the' database or app.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
} satisfies ViteUserConfig;
