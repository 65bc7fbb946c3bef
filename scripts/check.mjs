// `npm run check`: formatting, lint, the typecheck of every workspace and the migration drift check. They are
// independent and each mostly uses one core, so they run side by side (320 s one after the other on a cold clone,
// docs/testing.md). Each job's output is printed whole when it ends, never interleaved, and the check fails if
// any job fails.
import { spawn } from 'node:child_process';
import os from 'node:os';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** One job: a name for the report and an npm script (with its arguments). */
const JOBS = [
  // ESLint (type-aware) is the longest job by far: it starts first, and the others share the other lane(s).
  { name: 'lint', args: ['run', 'lint'] },
  { name: 'format', args: ['run', 'format:check'] },
  ...['@portal/contracts', '@portal/server', '@portal/web', '@portal/e2e', '@portal/bench'].map(
    (workspace) => ({
      name: `typecheck ${workspace}`,
      args: ['run', 'typecheck', '--workspace', workspace],
    }),
  ),
  { name: 'migration drift', args: ['run', 'db:check', '--workspace', '@portal/server'] },
];

function run(job) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, job.args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const verdict = code === 0 ? 'passed' : `FAILED (exit ${code})`;
      process.stdout.write(`\n── ${job.name}: ${verdict} in ${seconds} s\n${code === 0 ? '' : output}`);
      resolve(code === 0);
    });
  });
}

/** Runs the jobs, at most `width` at a time, in order; resolves with whether all passed. */
async function runAll(jobs, width) {
  const queue = [...jobs];
  let allPassed = true;
  const lanes = Array.from({ length: Math.min(width, queue.length) }, async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      if (!(await run(job))) allPassed = false;
    }
  });
  await Promise.all(lanes);
  return allPassed;
}

const width = Math.max(2, Math.min(4, os.availableParallelism()));
const passed = await runAll(JOBS, width);
console.log(passed ? '\ncheck passed' : '\ncheck failed');
process.exit(passed ? 0 : 1);
