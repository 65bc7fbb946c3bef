// Prints the slowest test files of the last `npm test` (its reports in test-results/reports/, or the directory
// given) as the Markdown tables of docs/testing.md: each runner's 20 slowest files, with their tests and seconds.
//   node scripts/test-times.mjs [reports-directory] [count]
import fs from 'node:fs';
import path from 'node:path';

const directory = process.argv[2] ?? path.join('test-results', 'reports');
const count = Number(process.argv[3] ?? 20);

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(path.join(directory, file), 'utf8'));
  } catch {
    return undefined;
  }
}

function table(title, rows) {
  const total = rows.reduce((sum, row) => sum + row.seconds, 0);
  console.log(`\n### ${title}: ${rows.length} files, ${total.toFixed(0)} s of worker time\n`);
  console.log('| file | tests | seconds |');
  console.log('| ---- | ----: | ------: |');
  for (const row of [...rows].sort((a, b) => b.seconds - a.seconds).slice(0, count)) {
    console.log(`| ${row.file} | ${row.tests} | ${row.seconds.toFixed(1)} |`);
  }
}

const vitest = readJson('vitest.json');
if (vitest) {
  const root = process.cwd() + path.sep;
  // A file runs once per project (the API files on both engines): named with its project, as Vitest shows it.
  const rows = vitest.testResults.map((result) => {
    const project = result.assertionResults[0]?.meta?.project ?? '';
    return {
      file: result.name.replace(root, '') + (project ? ` (${project})` : ''),
      tests: result.assertionResults.length,
      seconds: (result.endTime - result.startTime) / 1000,
    };
  });
  table('Vitest', rows);
}

const playwright = readJson('playwright.json');
if (playwright) {
  const files = new Map();
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      const row = files.get(file) ?? { file, tests: 0, seconds: 0 };
      for (const test of spec.tests) {
        row.tests += 1;
        for (const result of test.results) row.seconds += result.duration / 1000;
      }
      files.set(file, row);
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of playwright.suites) walk(suite, `e2e/${suite.file}`);
  table('Playwright', [...files.values()]);
}
if (!vitest && !playwright) {
  console.error(`no reports in ${directory}: run npm test first`);
  process.exit(1);
}
