import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests of the web app run in node (rules, stores, timers); component tests (`*.test.tsx`) opt into jsdom
// with a `// @vitest-environment jsdom` first line and drive shared components through Testing Library, by role
// and label; whole flows are covered by the Playwright suite in e2e/. The root is pinned to this folder so the
// suite runs the same from the repository root (`--config apps/web/vitest.config.ts`) or as a project.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'web',
    // The build's own plugins (vite-*.ts beside vite.config.ts) are tested here too.
    include: ['src/**/*.test.{ts,tsx}', 'vite-*.test.ts'],
    environment: 'node',
    setupFiles: ['src/test-setup.ts'],
    restoreMocks: true,
    // The files of a worker share the loaded modules and jsdom instead of loading them again per file: 111 s →
    // 43 s for this suite. Each file still starts at a bare address with empty storage (src/test-setup.ts), and
    // every component test restores what it changed (src/test/render.tsx: mocks, globals, the language).
    isolate: false,
  },
});
