import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server-unit',
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.api.test.ts', 'node_modules/**'],
  },
});
