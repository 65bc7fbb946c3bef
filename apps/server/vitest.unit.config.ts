import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server-unit',
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.api.test.ts', 'node_modules/**'],
    // The files of a worker share the loaded modules instead of loading them again per file (docs/testing.md):
    // module state that outlives a file is keyed by what it describes, as in the API projects.
    isolate: false,
  },
});
