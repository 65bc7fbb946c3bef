import { defineConfig } from 'vitest/config';

// Pure modules: the files of a worker share the loaded modules instead of loading them again per file
// (docs/testing.md); a test that stubs something restores it.
export default defineConfig({ test: { name: 'contracts', include: ['src/**/*.test.ts'], isolate: false } });
