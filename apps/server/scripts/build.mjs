// Bundles the server for `npm start`: our TypeScript (and @portal/contracts) into dist/, npm packages left
// external and loaded from node_modules. The SQL migrations are copied beside the bundle (src/db/migrate.ts), and so
// is the embedded database's worker.
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const packageJson = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
// Workspace packages (TypeScript source) are bundled; npm packages stay external.
const external = Object.keys(packageJson.dependencies ?? {}).filter((name) => !name.startsWith('@portal/'));

fs.rmSync(path.join(root, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: {
    server: 'src/server.ts',
    'create-super-admin': 'src/cli/create-super-admin.ts',
    'unlock-user': 'src/cli/unlock-user.ts',
  },
  absWorkingDir: root,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
fs.cpSync(path.join(root, 'drizzle'), path.join(root, 'dist', 'drizzle'), { recursive: true });
// The embedded database's worker thread is loaded by path beside the bundle (src/db/embedded-bridge.ts).
fs.copyFileSync(
  path.join(root, 'src/db/embedded-worker.mjs'),
  path.join(root, 'dist', 'embedded-worker.mjs'),
);
console.log('server built into apps/server/dist');
