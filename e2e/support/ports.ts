/**
 * The loopback ports of one Playwright worker (by its parallel index, which a restarted worker keeps): its portal,
 * the portal with a short idle time-out (the idle-session spec only), the route-map harness and the SMTP server its
 * portal sends to. Workers are ten ports apart.
 */
export interface WorkerPorts {
  readonly main: number;
  readonly shortIdle: number;
  readonly harness: number;
  readonly smtp: number;
}

export const FIRST_PORT = Number(process.env.E2E_PORT ?? 18080);

export function portsOfWorker(parallelIndex: number): WorkerPorts {
  const main = FIRST_PORT + parallelIndex * 10;
  return { main, shortIdle: main + 1, harness: main + 2, smtp: main + 5 };
}
