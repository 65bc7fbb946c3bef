import path from 'node:path';
import { z } from 'zod';
import { IDLE_TIMEOUT_MINUTES, IDLE_WARNING_SECONDS, KEEPALIVE_INTERVAL_MS } from '@portal/contracts';

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** Every setting the server reads from the environment; README.md#configuration documents each. */
const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  STORAGE_DIR: z.string().optional(),
  SEED_DEMO: booleanText.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  IDLE_TIMEOUT_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .default(IDLE_TIMEOUT_MINUTES * 60),
  IDLE_WARNING_SECONDS: z.coerce.number().int().min(1).default(IDLE_WARNING_SECONDS),
  SESSION_MAX_HOURS: z.coerce.number().min(1).default(12),
  SESSION_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
  LIST_TOTALS_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(60),
  LIST_ROWS_CACHE_SIZE: z.coerce.number().int().min(0).max(1_000_000).default(20_000),
  DATABASE_PREPARED_STATEMENTS: booleanText.default(true),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  SIGN_IN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  SIGN_IN_LOCK_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  LIVE_ALLOWED_ORIGINS: z.string().optional(),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: booleanText.default(false),
  MAP_TILE_URL: z.string().optional(),
  GEO_GEOCODER: z.enum(['builtin', 'nominatim']).default('builtin'),
  GEO_GEOCODER_URL: z.string().url().optional(),
  GEO_ROUTER: z.enum(['builtin', 'osrm']).default('builtin'),
  GEO_ROUTER_URL: z.string().url().optional(),
  GEO_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4000),
  SUPPLIER_API_KEY: z.string().trim().min(8).max(200).optional(),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  SERVER_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  JOB_CONCURRENCY: z.coerce.number().int().min(0).max(64).default(2),
  JOB_POLL_INTERVAL_MS: z.coerce.number().int().min(50).max(600_000).default(1000),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'an smtp:// or smtps:// URL')
    .optional(),
  SMTP_FROM: z
    .string()
    .trim()
    .min(3)
    .max(300)
    .default('Marketplace Operations Portal <orders@portal.invalid>'),
});

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDirectory: string;
  /** spec 001 §9: the storage base of uploaded files (avatars); defaults to DATA_DIR/storage. */
  storageDirectory: string;
  /** Where the file store keeps its bytes (docs/decisions/082, 083): STORAGE_DIR, or an S3-compatible bucket. */
  storage: StorageConfig;
  /**
   * Server processes on this machine sharing the port (docs/decisions/177): 1, or more with a PostgreSQL server,
   * each an instance as docs/operations.md 'Scale-out' describes.
   */
  workers: number;
  /** The durable job queue's workers on this instance (docs/decisions/081); 0 = this instance only enqueues. */
  jobs: { concurrency: number; pollIntervalMs: number };
  seedDemo: boolean;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  idleTimeoutSeconds: number;
  idleWarningSeconds: number;
  keepaliveIntervalMs: number;
  sessionMaxHours: number;
  /** How long a checked session is answered without the database; 0: every request asks (docs/decisions/090). */
  sessionCacheSeconds: number;
  /**
   * How long a list's total (and the order status counts) counted since the last committed change answers at most;
   * 0: counted on every call (docs/decisions/184).
   */
  listTotalsCacheSeconds: number;
  /**
   * How many of the order lists' rows read by key one process keeps between committed changes (about a kilobyte
   * each), the least recently read going first; 0: read on every call (docs/decisions/190).
   */
  listRowsCacheSize: number;
  /** Named prepared statements; off behind a pooler in transaction mode (docs/decisions/091). */
  databasePreparedStatements: boolean;
  /**
   * Connections to a PostgreSQL server per server process (each of SERVER_WORKERS has its own pool); a busy
   * pool pipelines further statements on its connections (docs/performance.md).
   */
  databasePoolSize: number;
  /** Sign-in attempts per client address per minute, shared by every instance through the database. */
  signInRateLimitPerMinute: number;
  /**
   * How long the lock after five failed sign-ins lasts (and how long a failure counts) before it ends by itself;
   * a super admin or the `unlock-user` command ends it earlier (docs/decisions/194).
   */
  signInLockSeconds: number;
  /**
   * Origins besides the portal's own (the request's host) whose pages may open the live connection, e.g. the web
   * dev server's `http://localhost:5173`; a browser always names its page's origin (docs/decisions/194).
   */
  liveAllowedOrigins: string[];
  webDistDirectory: string | undefined;
  trustProxy: boolean;
  /** A Leaflet tile URL template; unset, maps work offline with no tiles (docs/decisions/037). */
  mapTileUrl: string | null;
  /** Geo providers (apps/server/src/modules/geo/README.md, docs/decisions/044): builtin works offline. */
  geo: {
    geocoder: 'builtin' | 'nominatim';
    geocoderUrl: string | null;
    router: 'builtin' | 'osrm';
    routerUrl: string | null;
    timeoutMs: number;
  };
  /**
   * spec 000 §7: the supplier-module API key requests with a JSON body carry; null: the header is ignored
   * (docs/decisions/063-supplier-api-key-header.md).
   */
  supplierApiKey: string | null;
  /**
   * The purchase-order email (docs/decisions/170): the SMTP server mails go through (`smtp://user:pass@host:587`);
   * null: mails are held in the outbox for staff to download.
   */
  mail: { smtpUrl: string | null; from: string };
}

export type StorageConfig =
  | { driver: 'local' }
  | {
      driver: 's3';
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
    };

function storageConfigOf(values: z.infer<typeof environmentSchema>): StorageConfig {
  if (values.STORAGE_DRIVER === 'local') return { driver: 'local' };
  const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
    (name) => !values[name],
  );
  if (missing.length > 0) {
    throw new Error(`Invalid configuration: ${missing.join(', ')}: required when STORAGE_DRIVER is s3`);
  }
  return {
    driver: 's3',
    endpoint: values.S3_ENDPOINT ?? `https://s3.${values.S3_REGION}.amazonaws.com`,
    bucket: values.S3_BUCKET ?? '',
    region: values.S3_REGION,
    accessKeyId: values.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: values.S3_SECRET_ACCESS_KEY ?? '',
  };
}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable means "not set", as in most deployment tools.
  const present = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const values = parsed.data;
  // A chosen HTTP provider without its address is a deployment mistake: fail at start, not on first use.
  if (values.GEO_GEOCODER !== 'builtin' && !values.GEO_GEOCODER_URL) {
    throw new Error('Invalid configuration: GEO_GEOCODER_URL: required when GEO_GEOCODER is not builtin');
  }
  // The embedded database lives inside one process (a directory lock): a second process could not open it.
  if (values.SERVER_WORKERS > 1 && !values.DATABASE_URL) {
    throw new Error(
      'Invalid configuration: SERVER_WORKERS: more than 1 needs DATABASE_URL (a PostgreSQL server)',
    );
  }
  if (values.GEO_ROUTER !== 'builtin' && !values.GEO_ROUTER_URL) {
    throw new Error('Invalid configuration: GEO_ROUTER_URL: required when GEO_ROUTER is not builtin');
  }
  return {
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    dataDirectory: path.resolve(values.DATA_DIR),
    storageDirectory: path.resolve(values.STORAGE_DIR ?? path.join(values.DATA_DIR, 'storage')),
    storage: storageConfigOf(values),
    workers: values.SERVER_WORKERS,
    jobs: { concurrency: values.JOB_CONCURRENCY, pollIntervalMs: values.JOB_POLL_INTERVAL_MS },
    // Demo data is on by default for the embedded database only: a PostgreSQL server is presumed to be real.
    seedDemo: values.SEED_DEMO ?? values.DATABASE_URL === undefined,
    logLevel: values.LOG_LEVEL,
    idleTimeoutSeconds: values.IDLE_TIMEOUT_SECONDS,
    idleWarningSeconds: Math.min(values.IDLE_WARNING_SECONDS, values.IDLE_TIMEOUT_SECONDS - 5),
    keepaliveIntervalMs: KEEPALIVE_INTERVAL_MS,
    sessionMaxHours: values.SESSION_MAX_HOURS,
    sessionCacheSeconds: values.SESSION_CACHE_SECONDS,
    listTotalsCacheSeconds: values.LIST_TOTALS_CACHE_SECONDS,
    listRowsCacheSize: values.LIST_ROWS_CACHE_SIZE,
    databasePreparedStatements: values.DATABASE_PREPARED_STATEMENTS,
    databasePoolSize: values.DATABASE_POOL_SIZE,
    signInRateLimitPerMinute: values.SIGN_IN_RATE_LIMIT_PER_MINUTE,
    signInLockSeconds: values.SIGN_IN_LOCK_SECONDS,
    liveAllowedOrigins: (values.LIVE_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, '').toLowerCase())
      .filter((origin) => origin !== ''),
    webDistDirectory: values.WEB_DIST_DIR,
    trustProxy: values.TRUST_PROXY,
    mapTileUrl: values.MAP_TILE_URL ?? null,
    geo: {
      geocoder: values.GEO_GEOCODER,
      geocoderUrl: values.GEO_GEOCODER_URL ?? null,
      router: values.GEO_ROUTER,
      routerUrl: values.GEO_ROUTER_URL ?? null,
      timeoutMs: values.GEO_TIMEOUT_MS,
    },
    supplierApiKey: values.SUPPLIER_API_KEY ?? null,
    mail: { smtpUrl: values.SMTP_URL ?? null, from: values.SMTP_FROM },
  };
}
