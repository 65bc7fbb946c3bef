import { defineConfig, mergeConfig } from 'vitest/config';
import { apiTestConfig } from './vitest.api.shared';

export default mergeConfig(
  apiTestConfig,
  defineConfig({
    test: {
      name: 'api-postgres',
      env: { TEST_DB_ENGINE: 'postgres' },
      globalSetup: ['./test/global-setup-postgres.ts'],
    },
  }),
);
