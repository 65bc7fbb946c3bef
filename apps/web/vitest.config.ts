import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests of the web app cover pure functions only (rules, stores, timers), so the node environment is
// enough; browser behaviour is covered by the Playwright suite in e2e/. The root is pinned to this folder so the
// suite runs the same from the repository root (`--config apps/web/vitest.config.ts`) or as a project.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    restoreMocks: true,
  },
});
