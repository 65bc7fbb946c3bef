import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import { apiTestConfig } from './vitest.api.shared';

export default mergeConfig(
  apiTestConfig,
  defineConfig({
    test: {
      name: 'api-pglite',
      env: { TEST_DB_ENGINE: 'pglite' },
      globalSetup: ['./test/global-setup-pglite.ts'],
      // A test that needs a second process on the same database (a server killed and restarted) runs on the
      // PostgreSQL server only: the embedded engine's database lives inside one process.
      exclude: [...configDefaults.exclude, 'src/**/*.postgres.api.test.ts'],
    },
  }),
);
