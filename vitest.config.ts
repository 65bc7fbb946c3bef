import { defineConfig } from 'vitest/config';

// Projects: pure unit tests per package, and the server's API suite twice, once per database engine
// (embedded PGlite and a PostgreSQL server started from the system's binaries).
export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'apps/server/vitest.unit.config.ts',
      'apps/server/vitest.api-pglite.config.ts',
      'apps/server/vitest.api-postgres.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});
