/**
 * CPU used by the processes a bench measures, read from Linux's /proc: the portal's server (with its cluster's
 * workers under SERVER_WORKERS, decision 177) and a PostgreSQL server's postmaster with every backend it forked.
 * Used by bench/api-throughput.bench.ts and bench/orders-bench-harness.ts.
 */
import fs from 'node:fs';

/** CPU seconds (user + system) the process has used so far (100 clock ticks a second); 0 once it is gone. */
export function cpuSecondsOf(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // After the command name: state is field 0, utime field 11, stime field 12.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

export function cpuSecondsOfAll(pids: readonly number[]): number {
  return pids.reduce((sum, pid) => sum + cpuSecondsOf(pid), 0);
}

/** Every process's parent, and its command line split at NULs. */
function processTable(): Array<{ pid: number; parent: number; commandLine: string[] }> {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
        const commandLine = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
        return [{ pid: Number(entry), parent: Number(stat.split(') ')[1]?.split(' ')[1]), commandLine }];
      } catch {
        return []; // the process ended meanwhile
      }
    });
}

/** The server process and the processes it forked (its cluster's workers). */
export function serverPidsOf(pid: number): number[] {
  return [pid, ...processTable().flatMap((row) => (row.parent === pid ? [row.pid] : []))];
}

/** The PostgreSQL server listening on `port`: its postmaster and every backend it forked. */
export function postgresPidsOf(port: number): number[] {
  const table = processTable();
  const postmaster = table.find(
    (row) => row.commandLine[0]?.endsWith('/postgres') && row.commandLine.includes(String(port)),
  )?.pid;
  if (postmaster === undefined) return [];
  return [postmaster, ...table.flatMap((row) => (row.parent === postmaster ? [row.pid] : []))];
}
