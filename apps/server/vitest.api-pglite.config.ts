import { defineConfig, mergeConfig } from 'vitest/config';
import { apiTestConfig } from './vitest.api.shared';

export default mergeConfig(
  apiTestConfig,
  defineConfig({ test: { name: 'api-pglite', env: { TEST_DB_ENGINE: 'pglite' } } }),
);
