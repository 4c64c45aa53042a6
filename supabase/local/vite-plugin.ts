import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { loadEnv, type Connect, type Plugin } from 'vite';
import { RELAXED_AUTH_RATE_LIMITS } from './auth/limits.ts';
import { createLocalBackend, SUPABASE_DIR, type LocalBackend } from './backend.ts';
import { printDemoAccounts } from './demo-accounts.ts';
import { LOCAL_PUBLISHABLE_KEY, loadOrCreateSecrets } from './keys.ts';

// '/local-pay': the local payment provider's checkout page (payments/local-payments.ts);
// '/local-automation': the automation runner's test clock (automation/local-automation.ts; dev and e2e only).
const API_PREFIXES = ['/auth/v1', '/rest/v1', '/storage/v1', '/functions/v1', '/local-pay', '/local-automation'];

/** The part of Vite's HTTP server the Realtime endpoint needs. */
interface UpgradeSource {
  on(event: 'upgrade', listener: (req: IncomingMessage, socket: Duplex, head: Buffer) => void): unknown;
}

export interface EmbeddedSupabaseOptions {
  /**
   * Database location. Default: LIFTWISE_DB_DIR, else supabase/.temp/pglite (persistent).
   * 'memory://' gives a fresh, seeded database on every start (tests).
   */
  dataDir?: string;
}

/**
 * Mounts the embedded Supabase backend on the Vite dev and preview servers, unless the app is
 * pointed at a real project (VITE_SUPABASE_URL set).
 */
export function embeddedSupabase(options: EmbeddedSupabaseOptions = {}): Plugin {
  let backend: LocalBackend | undefined;
  let external = false;

  const start = async (
    middlewares: Connect.Server,
    origin: string,
    httpServer: UpgradeSource | null,
    devServer: boolean,
  ) => {
    if (external) return;
    const dataDir = options.dataDir ?? process.env.LIFTWISE_DB_DIR ?? path.join(SUPABASE_DIR, '.temp', 'pglite');
    const persistent = !dataDir.includes('://');
    const secrets = persistent ? loadOrCreateSecrets(path.join(SUPABASE_DIR, '.temp')) : undefined;
    const started = Date.now();
    // LIFTWISE_RELAXED_AUTH_LIMITS=1 (the e2e suite, which signs in from one address all run long).
    const authRateLimits = process.env.LIFTWISE_RELAXED_AUTH_LIMITS === '1' ? RELAXED_AUTH_RATE_LIMITS : undefined;
    // The local payment provider's minute timer: housekeeping and renewals of local subscriptions.
    // The automation runner every minute, as pg_cron does on a hosted project; its test clock
    // (POST /local-automation/run) on the dev server and where LIFTWISE_TEST_CLOCK=1 (the e2e suite).
    // Web Push's dispatcher every 5 s (what a cron job does on hosted Supabase).
    const automationTestClock = devServer || process.env.LIFTWISE_TEST_CLOCK === '1';
    backend = await createLocalBackend({
      dataDir,
      secrets,
      siteUrl: origin,
      authRateLimits,
      paymentsTimerMs: 60_000,
      automationTimerMs: 60_000,
      automationTestClock,
      pushTimerMs: 5_000,
    });
    const listener = getRequestListener(
      (request, env: { incoming?: { socket?: { remoteAddress?: string } } }) =>
        (backend as LocalBackend).fetch(request, env.incoming?.socket?.remoteAddress),
      { overrideGlobalObjects: false },
    );
    middlewares.use((req, res, next) => {
      const url = req.url ?? '';
      if (
        !API_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`))
      ) {
        return next();
      }
      listener(req, res).catch(next);
    });
    // Realtime: WebSocket upgrades for /realtime/v1/websocket (Vite's HMR socket ignores other paths).
    const realtime = backend.realtime;
    httpServer?.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      realtime.handleUpgrade(req, socket, head);
    });
    console.log(
      `\n  Embedded Supabase ready in ${Date.now() - started} ms (${persistent ? dataDir : 'in memory'}${
        backend.fromSnapshot ? ', from the stored copy of a fresh database' : ''
      }${backend.appliedMigrations.length ? `, ${backend.appliedMigrations.length} migrations applied` : ''}${
        backend.seeded ? ', seeded' : ''
      })`,
    );
    await printDemoAccounts(backend);
  };

  return {
    name: 'liftwise:embedded-supabase',
    config(config, env) {
      const loaded: Record<string, string | undefined> = {
        ...loadEnv(env.mode, config.envDir || config.root || process.cwd(), ''),
        ...process.env,
      };
      external = Boolean(loaded.VITE_SUPABASE_URL);
      if (external) return {};
      // The browser talks to the server that served it; the key is the public publishable key.
      return {
        define: {
          'import.meta.env.VITE_SUPABASE_ANON_KEY': JSON.stringify(
            loaded.VITE_SUPABASE_ANON_KEY ?? LOCAL_PUBLISHABLE_KEY,
          ),
          // Development Access: on for the dev server, off in a production build unless asked for.
          'import.meta.env.VITE_DEV_LOGIN': JSON.stringify(
            loaded.VITE_DEV_LOGIN ?? (env.command === 'serve' ? 'true' : 'false'),
          ),
        },
      };
    },
    async configureServer(server) {
      const port = server.config.server.port ?? 5173;
      await start(server.middlewares, `http://localhost:${port}`, server.httpServer, true);
      server.httpServer?.once('close', () => void backend?.close());
    },
    async configurePreviewServer(server) {
      const port = server.config.preview.port ?? 4173;
      await start(server.middlewares, `http://localhost:${port}`, server.httpServer, false);
      server.httpServer?.once('close', () => void backend?.close());
    },
  };
}
