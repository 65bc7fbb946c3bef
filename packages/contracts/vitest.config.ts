import { defineConfig } from 'vitest/config';

// Pure modules: the files of a worker share the loaded modules instead of loading them again per file
// (docs/testing.md); a test that stubs something restores it. The 30 s guard is against a hung test, not a speed
// target: the property tests (thousands of seeded orders) take seconds on a loaded 2-core CI machine.
export default defineConfig({
  test: { name: 'contracts', include: ['src/**/*.test.ts'], isolate: false, testTimeout: 30_000 },
});
