import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database';
import { runMigrations } from '../src/db/migrate';
import { seedDemoData } from '../src/db/seed/demo-data';
import { seedReferenceData } from '../src/db/seed/reference-data';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateFile: string;
  }
}

/**
 * Once per run, as the PostgreSQL suite's template database: one embedded database migrated and seeded, dumped to a
 * file that each test file's database starts from (`openDatabase`'s `initialDataFile`). Loading the dump takes
 * about a second; creating the cluster, migrating and seeding in each file took five.
 */
export default async function setup(project: TestProject) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pglite-template-'));
  const templateFile = path.join(directory, 'template.tar');
  const handle = await openDatabase({ dataDirectory: 'memory://' });
  try {
    await runMigrations(handle);
    await seedReferenceData(handle.db);
    await seedDemoData(handle.db);
    const bridge = handle.embeddedBridge;
    if (!bridge) throw new Error('the embedded engine opened without its bridge');
    fs.writeFileSync(templateFile, await bridge.dumpDataDirectory());
  } finally {
    await handle.close();
  }
  project.provide('pgliteTemplateFile', templateFile);
  return () => {
    fs.rmSync(directory, { recursive: true, force: true });
  };
}
