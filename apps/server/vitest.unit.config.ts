import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server-unit',
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.api.test.ts', 'node_modules/**'],
    // The files of a worker share the loaded modules instead of loading them again per file (docs/testing.md):
    // module state that outlives a file is keyed by what it describes, as in the API projects.
    isolate: false,
    // A guard against a hung test, not a speed target (speed is benchmarked in bench/): the readers' tests inflate
    // workbooks of 20,000 rows, which takes seconds on a loaded 2-core CI machine, past Vitest's 5 s default.
    testTimeout: 30_000,
    // The migration test's hook starts an embedded PostgreSQL: past the 10 s default on a loaded machine.
    hookTimeout: 120_000,
  },
});
