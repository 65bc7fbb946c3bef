import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Projects: pure unit tests per package, and the server's API suite twice, once per database engine
// (embedded PGlite and a PostgreSQL server started from the system's binaries).
export default defineConfig({
  test: {
    // Vitest runs one file at a time on a 2-core machine (its default is one worker less than the cores); an
    // API file spends much of its time waiting for the PostgreSQL server, so two files at once keep both cores
    // busy. More cores: Vitest's default.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/contracts',
      'apps/server/vitest.unit.config.ts',
      'apps/server/vitest.api-pglite.config.ts',
      'apps/server/vitest.api-postgres.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});
