import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Starts a throw-away PostgreSQL server from the system's binaries, in a temporary directory, on a free loopback
 * port. It fails loudly when no server binaries are installed: the API suite must run on both engines, never skip.
 */
export interface TemporaryPostgres {
  url: string;
  stop(): Promise<void>;
}

export function findPostgresBinDirectory(): string {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .filter((entry) => fs.existsSync(path.join(base, entry, 'bin', 'postgres')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const version = versions[0];
  if (!version) {
    throw new Error(
      'No PostgreSQL server binaries under /usr/lib/postgresql. Install them (apt-get install postgresql) or set TEST_DATABASE_URL.',
    );
  }
  return path.join(base, version, 'bin');
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** initdb and postgres refuse to run as root; as root we run them as the `postgres` system user. */
function asServerUser(command: string, args: string[]): [string, string[]] {
  if (process.getuid?.() !== 0) return [command, args];
  return ['runuser', ['-u', 'postgres', '--', command, ...args]];
}

async function waitForReady(binDirectory: string, port: number, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      execFileSync(path.join(binDirectory, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)], {
        stdio: 'ignore',
      });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('PostgreSQL did not become ready in time');
}

/**
 * A throw-away PostgreSQL server in a temporary directory. `settings` are added as `-c name=value` (a bench's
 * `--pg name=value`), after the defaults below, so they win.
 */
export async function startTemporaryPostgres(settings: readonly string[] = []): Promise<TemporaryPostgres> {
  const binDirectory = findPostgresBinDirectory();
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pg-'));
  const dataDirectory = path.join(directory, 'data');
  if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'postgres', directory]);
  const [initCommand, initArgs] = asServerUser(path.join(binDirectory, 'initdb'), [
    '-D',
    dataDirectory,
    '-U',
    'portal',
    '--auth=trust',
    '--encoding=UTF8',
    '--no-sync',
  ]);
  execFileSync(initCommand, initArgs, { stdio: 'pipe' });
  const port = await freePort();
  const [command, args] = asServerUser(path.join(binDirectory, 'postgres'), [
    '-D',
    dataDirectory,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    `unix_socket_directories=${directory}`,
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=200',
    ...settings.flatMap((setting) => ['-c', setting]),
  ]);
  const child: ChildProcess = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let errorOutput = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errorOutput = (errorOutput + chunk.toString()).slice(-4000);
  });
  try {
    await waitForReady(binDirectory, port, Date.now() + 30_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${errorOutput}`);
  }
  return {
    url: `postgres://portal@127.0.0.1:${port}/postgres`,
    async stop() {
      const exited = new Promise<void>((resolve) => {
        if (child.exitCode !== null) resolve();
        else child.once('exit', () => resolve());
      });
      // pg_ctl's fast shutdown: signals go to the postmaster itself, not to the runuser wrapper.
      const [stopCommand, stopArgs] = asServerUser(path.join(binDirectory, 'pg_ctl'), [
        '-D',
        dataDirectory,
        'stop',
        '-m',
        'fast',
        '-w',
      ]);
      try {
        execFileSync(stopCommand, stopArgs, { stdio: 'ignore', timeout: 30_000 });
      } catch {
        child.kill('SIGKILL');
      }
      await exited;
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
