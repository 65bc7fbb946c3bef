// Fails when src/db/schema/ has changes that no migration in drizzle/ captures (generated artefacts must not
// drift, STYLE.md). drizzle-kit generate writes new files when there is drift: we detect them, then put the
// folder back as it was so the check itself changes nothing.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const folder = path.join(root, 'drizzle');
const metaFolder = path.join(folder, 'meta');
const journal = path.join(metaFolder, '_journal.json');

const filesBefore = new Set([
  ...fs.readdirSync(folder),
  ...fs.readdirSync(metaFolder).map((name) => `meta/${name}`),
]);
const journalBefore = fs.readFileSync(journal, 'utf8');
execFileSync('npx', ['drizzle-kit', 'generate', '--name', 'drift-check'], { cwd: root, stdio: 'pipe' });
const added = [...fs.readdirSync(folder), ...fs.readdirSync(metaFolder).map((name) => `meta/${name}`)].filter(
  (name) => !filesBefore.has(name),
);
if (added.length > 0) {
  for (const name of added) fs.rmSync(path.join(folder, name), { force: true });
  fs.writeFileSync(journal, journalBefore);
  console.error(
    'Schema drift: src/db/schema/ has changes with no migration. Run: npm run db:generate -w @portal/server',
  );
  process.exit(1);
}
console.log('migrations match the schema');
