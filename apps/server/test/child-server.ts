import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The real server as a child process (`node --import tsx src/server.ts`), for the tests that need what one
 * in-process app cannot give: a process killed without warning (the PO mail's crash test), several server
 * processes on one port (the cluster test). Each starts on a free loopback port and is ready when /api/health
 * answers.
 */

const serverDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A loopback port nobody listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface ChildServer {
  url: string;
  process: ChildProcess;
  /** The last 8,000 characters it wrote, for a failing assertion's message. */
  output: () => string;
}

/** Starts the server with the environment given (DATABASE_URL at least) over quiet, demo-free defaults. */
export async function startChildServer(environment: Record<string, string>): Promise<ChildServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDirectory,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      JOB_POLL_INTERVAL_MS: '100',
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, process: child, output: () => output };
}

/** Stops it with `signal` (SIGKILL: no graceful stop, no 'finally') and waits for it to be gone. */
export async function stopChildServer(child: ChildServer, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.process.once('exit', () => resolve()));
  child.process.kill(signal);
  await exited;
}

/** Polls `read` every 100 ms until `isDone` holds, for 30 s at most. */
export async function until<T>(
  read: () => Promise<T>,
  isDone: (value: T) => boolean,
  what: string,
): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await read();
    if (isDone(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
