/**
 * The environment the benches start the portal with (bench/api-throughput.bench.ts, bench/orders-bench-harness.ts):
 * production mode on `port`, the demo data, quiet logs, and no job workers — they would poll the database during a
 * measurement, and a bench's instance only serves requests. The caller adds its database.
 */
export function benchServerEnvironment(port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    JOB_CONCURRENCY: '0',
  };
}
