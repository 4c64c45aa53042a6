import type { HonoContext } from '@supabase/lite';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { MiddlewareHandler } from 'hono';
import ws from 'ws';

/**
 * The automation runner's clock on the embedded backend (docs/automation.md "Scheduling"): where a
 * hosted project runs `public.run_automations()` from pg_cron every minute, the local layer does it
 * from a timer. Its clock is the backend's (`now`) plus an offset that tests and e2e move; `tick(at)`
 * runs the runner at any time. With `testClock` on (the dev server, and preview servers started with
 * LIFTWISE_TEST_CLOCK=1, as e2e does), `POST /local-automation/run` does the same over HTTP:
 *
 *   POST /local-automation/run   {"at": "2027-01-01T09:00:00Z"}    run at that instant
 *   POST /local-automation/run   {"advanceMinutes": 1440}          move the clock a day on, run at it
 *   POST /local-automation/run   {}                                run at the (moved) clock's now
 *
 * and answers the runner's summary as JSON (`{ now, enrolled, done, failed, reminders, ... }`).
 */

export const LOCAL_AUTOMATION_PATH = '/local-automation/run';

export interface LocalAutomationOptions {
  /** The backend's own fetch: the runner is called through /rest/v1 as the service role. */
  backendFetch: (request: Request) => Promise<Response>;
  inProcessUrl: string;
  secretKey: string;
  /** The backend's clock (tests move it); the runner's clock adds the offset moved here. */
  now: () => number;
  /** Serve POST /local-automation/run (dev and test servers only). */
  testClock: boolean;
  log: (line: string) => void;
}

export type RunSummary = Record<string, unknown>;

export interface LocalAutomation {
  middleware: MiddlewareHandler<HonoContext>;
  /** Runs everything due at `at` (default: the runner's clock). */
  tick: (at?: Date) => Promise<RunSummary>;
  /** Moves the runner's clock (what the timer and `tick()` without a time use) by `ms`. */
  advance: (ms: number) => void;
  /** The runner's clock now. */
  clock: () => Date;
  start: (intervalMs?: number) => void;
  stop: () => void;
}

const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' };
const MAX_ADVANCE_MINUTES = 366 * 24 * 60;

function reply(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: JSON_HEADERS });
}

/** The request body's instruction, or the words of what is wrong with it. */
export function parseRunRequest(body: unknown): { at?: Date; advanceMinutes?: number } | string {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return 'Send a JSON object';
  const { at, advanceMinutes } = body as Record<string, unknown>;
  const result: { at?: Date; advanceMinutes?: number } = {};
  if (at !== undefined) {
    if (typeof at !== 'string' || Number.isNaN(Date.parse(at))) return '"at" must be an ISO date-time';
    result.at = new Date(at);
  }
  if (advanceMinutes !== undefined) {
    if (
      typeof advanceMinutes !== 'number' ||
      !Number.isInteger(advanceMinutes) ||
      Math.abs(advanceMinutes) > MAX_ADVANCE_MINUTES
    ) {
      return `"advanceMinutes" must be a whole number of minutes up to ${MAX_ADVANCE_MINUTES}`;
    }
    result.advanceMinutes = advanceMinutes;
  }
  return result;
}

export function createLocalAutomation(options: LocalAutomationOptions): LocalAutomation {
  const inProcessFetch: typeof fetch = (input, init) => options.backendFetch(new Request(input, init));
  const service: SupabaseClient = createClient(options.inProcessUrl, options.secretKey, {
    global: { fetch: inProcessFetch },
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  let offsetMs = 0;
  const clock = () => new Date(options.now() + offsetMs);

  async function tick(at = clock()): Promise<RunSummary> {
    const { data, error } = await service.rpc('run_automations', { p_now: at.toISOString() });
    if (error) throw new Error(`run_automations: ${error.message}`);
    return data as RunSummary;
  }

  const middleware: MiddlewareHandler<HonoContext> = async (c, next) => {
    if (!options.testClock || c.req.path !== LOCAL_AUTOMATION_PATH) return next();
    if (c.req.method !== 'POST') return reply({ error: 'Use POST' }, 405);
    const parsed = parseRunRequest(await c.req.raw.json().catch(() => null));
    if (typeof parsed === 'string') return reply({ error: parsed }, 400);
    if (parsed.advanceMinutes) offsetMs += parsed.advanceMinutes * 60_000;
    try {
      return reply(await tick(parsed.at));
    } catch (error) {
      options.log(`local automation: ${error instanceof Error ? error.message : String(error)}`);
      return reply({ error: 'The runner failed; see the server log' }, 503);
    }
  };

  let timer: ReturnType<typeof setInterval> | undefined;
  let running = false;
  return {
    middleware,
    tick,
    advance(ms) {
      offsetMs += ms;
    },
    clock,
    start(intervalMs = 60_000) {
      if (timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = true;
        tick()
          .catch((error: unknown) =>
            options.log(`local automation timer: ${error instanceof Error ? error.message : String(error)}`),
          )
          .finally(() => {
            running = false;
          });
      }, intervalMs);
      timer.unref?.();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
