import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database';
import { runMigrations } from '../src/db/migrate';
import { seedDemoData } from '../src/db/seed/demo-data';
import { seedReferenceData } from '../src/db/seed/reference-data';
import { takeTemplateSnapshot } from './template-snapshot';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateFile: string;
  }
}

/**
 * Once per run, as the PostgreSQL suite's template database: one embedded database migrated and seeded, with the
 * template's rows kept beside it (test/template-snapshot.ts), checkpointed and dumped to a file. Each test worker
 * starts one engine from that file (`openDatabase`'s `initialDataFile`) and puts the template back in place before
 * each of its files (test/test-app.ts): a restore costs a fraction of a new engine's start.
 */
export default async function setup(project: TestProject) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pglite-template-'));
  const templateFile = path.join(directory, 'template.tar');
  const handle = await openDatabase({ dataDirectory: 'memory://' });
  try {
    await runMigrations(handle);
    await seedReferenceData(handle.db);
    await seedDemoData(handle.db);
    await takeTemplateSnapshot(handle.db);
    // A dump of a checkpointed cluster starts without replaying the seed's write-ahead log.
    await handle.db.execute(sql`checkpoint`);
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
