import { appendFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { App } from '@supabase/lite';
import type { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import ws from 'ws';
import { functionFactories, keylessFunctions } from '../functions/registry.ts';
import type { Handler } from '../functions/_shared/http.ts';
import { adminUsers } from './auth/admin-users.ts';
import { keepMigrationGrantsOnly } from './db/api-grants.ts';
import { authLimits, DEFAULT_AUTH_RATE_LIMITS, type AuthRateLimits, type BackendEnv } from './auth/limits.ts';
import { emailChange } from './auth/email-change.ts';
import type { ProjectKeys } from './api-keys.ts';
import { functionsRoute } from './functions-route.ts';
import { generateSecrets, generateVapidKeys, LOCAL_PUBLISHABLE_KEY, type BackendSecrets } from './keys.ts';
import { startPushTimer } from './push-timer.ts';
import { defaultSnapshotDir, isEmptyDataDir, readSnapshot, snapshotKey, writeSnapshot } from './db/snapshot.ts';
import { applyPendingMigrations, runSeedFiles, type MigrationFile } from './db/migrate.ts';
import { phoneAuth } from './auth/phone-auth.ts';
import { createLocalAutomation, type LocalAutomation } from './automation/local-automation.ts';
import { createLocalPayments, generateWebhookSecret, type LocalPayments } from './payments/local-payments.ts';
import { readProjectConfig } from './project-config.ts';
import { createRealtimeServer, type RealtimeLimits, type RealtimeServer } from './realtime/server.ts';
import { createRestShield } from './rest/shield.ts';
import { createLocalStorageAdapter } from './storage/adapter.ts';
import { storageCopyShield } from './storage/copy-shield.ts';
import { storageListCompat } from './storage/list-compat.ts';
import { storageRangeCompat } from './storage/range-compat.ts';
import { storageSignCompat, storageSignManyCompat } from './storage/sign-compat.ts';
import { storageTokenShield } from './storage/token-shield.ts';
import { tusUploads } from './storage/tus-uploads.ts';

export const SUPABASE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface LocalBackendOptions {
  /** A directory for a persistent database, or 'memory://' for a throwaway one. */
  dataDir: string;
  secrets?: BackendSecrets;
  /** Seed a database that had no migrations applied yet (default true). */
  seed?: boolean;
  /** Overrides config.toml's site_url (the origin the app is served from). */
  siteUrl?: string;
  log?: (line: string) => void;
  /**
   * Overrides of the auth rate limits read from config.toml (tests that sign in hundreds of times
   * from one address raise the per-IP ones; limit tests lower them).
   */
  authRateLimits?: Partial<AuthRateLimits>;
  /** The functions' environment (default process.env): AI provider settings and test switches. */
  functionEnv?: (name: string) => string | undefined;
  /** The clock the auth limits and code expiry read (tests move it instead of sleeping). */
  now?: () => number;
  /**
   * Where copies of a freshly migrated and seeded database are kept (db/snapshot.ts); `false` builds
   * every fresh database from its migrations (the test of the copy itself compares the two).
   */
  snapshotDir?: string | false;
  /** Overrides of the local Realtime server's per-socket and per-key limits (default: hosted Free plan's). */
  realtimeLimits?: Partial<RealtimeLimits>;
  /**
   * How often the local payments timer runs housekeeping and renews due local subscriptions (the
   * dev and preview servers: a minute). Unset, nothing runs by itself: tests call
   * `localPayments.tick(now)` with the time they want, and no background run changes their data.
   */
  paymentsTimerMs?: number;
  /**
   * How often the local layer runs `run_automations()` (the dev and preview servers: a minute; on a
   * hosted project pg_cron does). Unset, nothing runs by itself: tests call `localAutomation.tick(at)`.
   */
  automationTimerMs?: number;
  /** Serve POST /local-automation/run, which moves the runner's clock and runs it (dev and e2e only). */
  automationTestClock?: boolean;
  /**
   * How often the local layer runs the push-dispatch function (the dev and preview servers: every
   * few seconds). Unset, nothing runs by itself: tests call it when they want.
   */
  pushTimerMs?: number;
}

export interface LocalBackend {
  app: App;
  db: PGlite;
  keys: ProjectKeys;
  /**
   * Serves every Supabase path: /auth/v1, /rest/v1, /storage/v1, /functions/v1. `clientIp` is the
   * address the HTTP server saw, for the per-IP auth limits.
   */
  fetch: (request: Request, clientIp?: string) => Promise<Response>;
  authRateLimits: AuthRateLimits;
  /** The local Realtime server: attach `realtime.handleUpgrade` to the HTTP server's 'upgrade'. */
  realtime: RealtimeServer;
  appliedMigrations: MigrationFile[];
  seeded: boolean;
  /** The database was loaded from the stored copy of a fresh one (db/snapshot.ts). */
  fromSnapshot: boolean;
  /** The local payment provider's page and timer (payments/local-payments.ts). */
  localPayments: Pick<LocalPayments, 'tick'> & {
    /** This boot's webhook signing secret (tests sign their own events with it). */
    webhookSecret: string;
  };
  /** The automation runner's timer and movable clock (automation/local-automation.ts). */
  localAutomation: Pick<LocalAutomation, 'tick' | 'advance' | 'clock'>;
  close: () => Promise<void>;
}

/** The internal origin functions use to call back into this backend without a network hop. */
const IN_PROCESS_URL = 'http://embedded.supabase.internal';
const API_SCHEMAS = ['public'];

/**
 * Boots the embedded Supabase: lite on PGlite, the project's migrations and seed, and the local
 * layer for what lite lacks (functions, phone auth, the GoTrue admin API).
 */
export async function createLocalBackend(options: LocalBackendOptions): Promise<LocalBackend> {
  process.env.LITE_TELEMETRY = '0';
  process.env.DO_NOT_TRACK = '1';
  process.env.EXPERIMENTAL_STORAGE ??= '1';
  // Imported after the flags above: lite reads them when its module loads.
  const { App } = await import('@supabase/lite');
  const { createPgliteConnection } = await import('@supabase/lite/pglite');

  const log = options.log ?? consoleLog(process.env.LIFTWISE_MESSAGES_FILE);
  const config = readProjectConfig(SUPABASE_DIR);
  const secrets = options.secrets ?? generateSecrets();
  const keys: ProjectKeys = { publishableKey: LOCAL_PUBLISHABLE_KEY, secretKey: secrets.secretKey };

  const seed = options.seed ?? true;
  const bootstrapFile = path.join(SUPABASE_DIR, 'local', 'db', 'bootstrap.sql');
  const snapshotDir = options.snapshotDir ?? defaultSnapshotDir(path.dirname(SUPABASE_DIR));
  const snapshot =
    snapshotDir !== false && isEmptyDataDir(options.dataDir)
      ? {
          dir: snapshotDir,
          key: snapshotKey({
            projectRoot: path.dirname(SUPABASE_DIR),
            bootstrapFile,
            migrationsDir: config.migrationsDir,
            seedFiles: config.seedFiles,
            seed,
          }),
        }
      : undefined;
  const storedCopy = snapshot && readSnapshot(snapshot.dir, snapshot.key);
  const connection = await createPgliteConnection({
    url: options.dataDir,
    // btree_gist: the scheduling exclusion constraints (lite loads only the extensions it names).
    pgliteOptions: { extensions: { btree_gist }, ...(storedCopy ? { loadDataDir: storedCopy } : {}) },
  });
  const db = connection.driver;
  const authRateLimits: AuthRateLimits = {
    ...DEFAULT_AUTH_RATE_LIMITS,
    ...definedOnly(config.rateLimit),
    ...options.authRateLimits,
  };
  const handlers = new Map<string, Handler>();
  const functionEnv = pushEnvironment(
    paymentsEnvironment(options.functionEnv ?? ((name) => process.env[name]), options.siteUrl ?? config.siteUrl),
    secrets,
  );
  let fetch: (request: Request, clientIp?: string) => Promise<Response> = () => {
    throw new Error('The backend is not ready');
  };
  const localPayments = createLocalPayments({
    env: functionEnv,
    backendFetch: (request) => fetch(request),
    inProcessUrl: IN_PROCESS_URL,
    secretKey: keys.secretKey,
    now: options.now ?? Date.now,
    log,
  });
  const localAutomation = createLocalAutomation({
    backendFetch: (request) => fetch(request),
    inProcessUrl: IN_PROCESS_URL,
    secretKey: keys.secretKey,
    now: options.now ?? Date.now,
    testClock: options.automationTestClock ?? false,
    log,
  });
  const shield = createRestShield({ db, schemas: API_SCHEMAS, log });
  const app = new App({
    connection,
    api: { schemas: API_SCHEMAS, max_rows: 1000 },
    auth: {
      enabled: true,
      jwt_secret: secrets.jwtSecret,
      jwt_expiry: config.jwtExpiry,
      publishable_key: keys.publishableKey,
      secret_key: keys.secretKey,
      site_url: options.siteUrl ?? config.siteUrl,
      additional_redirect_urls: config.additionalRedirectUrls,
      minimum_password_length: config.minimumPasswordLength,
      enable_signup: true,
      email: { enable_confirmations: false },
    },
    storage: { enabled: true },
    options: {
      server: {
        admin: false,
        disableStudio: true,
        middlewares: [
          shield.middleware,
          authLimits({ limits: authRateLimits, now: options.now }),
          emailChange({ db, log, now: options.now }),
          functionsRoute(handlers, keys, keylessFunctions),
          localPayments.middleware,
          localAutomation.middleware,
          adminUsers({ db, keys, minimumPasswordLength: config.minimumPasswordLength }),
          phoneAuth({ db, keys, minimumPasswordLength: config.minimumPasswordLength, testOtp: config.testOtp, log }),
          tusUploads({
            db,
            keys,
            jwtSecret: secrets.jwtSecret,
            backendFetch: (request) => fetch(request),
            inProcessUrl: IN_PROCESS_URL,
            now: options.now,
          }),
          storageTokenShield({ jwtSecret: secrets.jwtSecret }),
          storageCopyShield({ db, keys, jwtSecret: secrets.jwtSecret }),
          storageSignManyCompat({ backendFetch: (request) => fetch(request), inProcessUrl: IN_PROCESS_URL }),
          storageSignCompat(),
          storageListCompat(),
          storageRangeCompat(),
        ],
      },
    },
  });

  const persistent = !options.dataDir.includes('://');
  app._storageAdapter = createLocalStorageAdapter(persistent ? path.join(options.dataDir, '..', 'storage') : undefined);

  await db.exec(readFileSync(bootstrapFile, 'utf8'));
  await app.ensureSystemSchema();
  const alreadyMigrated =
    (await db.query('select 1 from supabase_migrations.schema_migrations limit 1')).rows.length > 0;
  const appliedMigrations = await applyPendingMigrations(db, config.migrationsDir);
  const seededNow = seed && !alreadyMigrated;
  if (seededNow) await runSeedFiles(db, config.seedFiles);
  // A fresh database built the long way is kept for the next fresh boot (taken before any request).
  if (snapshot && !storedCopy) await writeSnapshot(db, snapshot.dir, snapshot.key);
  const seeded = seededNow || (storedCopy !== undefined && seed);
  await connection.clearSchemaCache();
  await app.init();

  // peerAddress stays null: lite would treat a loopback peer as its local admin console.
  fetch = (request: Request, clientIp?: string) => {
    const env: BackendEnv = { peerAddress: null, clientIp };
    return app.fetch(request, env);
  };
  // Privileges as on a hosted project: only what the migrations grant (lite grants everything on
  // its first request; one request now lets that happen before anyone else's).
  await keepMigrationGrantsOnly(db, () =>
    fetch(
      new Request(`${IN_PROCESS_URL}/rest/v1/exercises?select=id&limit=1`, { headers: { apikey: keys.secretKey } }),
    ),
  );
  const inProcessFetch: typeof globalThis.fetch = (input, init) => fetch(new Request(input, init));
  for (const [name, factory] of Object.entries(functionFactories)) {
    handlers.set(
      name,
      factory({
        supabaseUrl: IN_PROCESS_URL,
        secretKey: keys.secretKey,
        publishableKey: keys.publishableKey,
        clientOptions: { global: { fetch: inProcessFetch }, realtime: { transport: ws as never } },
        env: functionEnv,
        log,
      }),
    );
  }

  const realtime = await createRealtimeServer({
    db,
    keys,
    jwtSecret: secrets.jwtSecret,
    log,
    now: options.now,
    limits: options.realtimeLimits,
  });
  if (options.paymentsTimerMs) localPayments.start(options.paymentsTimerMs);
  if (options.automationTimerMs) localAutomation.start(options.automationTimerMs);
  const pushTimer = options.pushTimerMs
    ? startPushTimer({
        intervalMs: options.pushTimerMs,
        dispatch: () =>
          fetch(
            new Request(`${IN_PROCESS_URL}/functions/v1/push-dispatch`, {
              method: 'POST',
              headers: { apikey: keys.secretKey, Authorization: `Bearer ${keys.secretKey}` },
            }),
          ),
        log,
      })
    : undefined;

  return {
    app,
    db,
    keys,
    fetch,
    authRateLimits,
    realtime,
    appliedMigrations,
    seeded,
    fromSnapshot: storedCopy !== undefined,
    localPayments: { tick: localPayments.tick, webhookSecret: functionEnv('LOCAL_PAYMENTS_WEBHOOK_SECRET') ?? '' },
    localAutomation: { tick: localAutomation.tick, advance: localAutomation.advance, clock: localAutomation.clock },
    close: async () => {
      localPayments.stop();
      localAutomation.stop();
      pushTimer?.stop();
      await realtime.close();
      await connection.close();
    },
  };
}

/**
 * The functions' environment with the local payment provider's settings (docs/payments.md): the app's
 * origin for return URLs, where the checkout page is served (the same origin: the dev and preview
 * servers serve both), and a webhook secret made for this boot. Values already set win.
 */
function paymentsEnvironment(
  base: (name: string) => string | undefined,
  siteUrl: string,
): (name: string) => string | undefined {
  const origin = new URL(siteUrl).origin;
  const local: Record<string, string> = {
    LIFTWISE_APP_URL: base('LIFTWISE_APP_URL') || origin,
    LOCAL_PAYMENTS_URL: base('LOCAL_PAYMENTS_URL') || origin,
    LOCAL_PAYMENTS_WEBHOOK_SECRET: base('LOCAL_PAYMENTS_WEBHOOK_SECRET') || generateWebhookSecret(),
  };
  return (name) => (Object.hasOwn(local, name) ? local[name] : base(name));
}

/**
 * The functions' VAPID settings (docs/notifications.md): the embedded backend's own pair, kept with
 * its other keys, and a local contact address. Values already set in the environment win.
 */
function pushEnvironment(
  base: (name: string) => string | undefined,
  secrets: BackendSecrets,
): (name: string) => string | undefined {
  const vapid = secrets.vapid ?? generateVapidKeys();
  const local: Record<string, string> = {
    VAPID_PUBLIC_KEY: base('VAPID_PUBLIC_KEY') || vapid.publicKey,
    VAPID_PRIVATE_KEY: base('VAPID_PRIVATE_KEY') || vapid.privateKey,
    VAPID_SUBJECT: base('VAPID_SUBJECT') || 'mailto:push@liftwise.invalid',
  };
  return (name) => (Object.hasOwn(local, name) ? local[name] : base(name));
}

function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * The console, and with LIFTWISE_MESSAGES_FILE set also that file (end-to-end tests read the
 * invitation links and codes the backend prints instead of sending, as a person reads their mail).
 */
function consoleLog(file: string | undefined): (line: string) => void {
  return (line) => {
    console.log(line);
    if (file) appendFileSync(file, `${line}\n`);
  };
}
