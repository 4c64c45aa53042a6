import { z } from 'zod';
import { createAdminClient, type AdminClient, type FunctionDeps } from '../_shared/deps.ts';
import { HttpError, json, postHandler, type Handler } from '../_shared/http.ts';
import { assertDispatcher } from '../_shared/push/dispatcher-auth.ts';
import {
  buildPushRequest,
  classifyPushResponse,
  type PushOutcome,
  type PushPayload,
} from '../_shared/push/send-push.ts';
import { readVapidConfig, type VapidConfig } from '../_shared/push/vapid.ts';

/** How the function reaches push services (tests and the embedded backend may route it). */
export interface PushDispatchOptions {
  sendPush?: (request: Request) => Promise<Response>;
}

const requestSchema = z
  .strictObject({
    limit: z.number().int().min(1).max(500).optional(),
    // The clock the queue is read with (tests move it to reach a retry); the scheduler sends none.
    now: z.iso.datetime({ offset: true }).optional(),
  })
  .optional();

const BATCHES = 5;
const PARALLEL = 8;
const SEND_TIMEOUT_MS = 10_000;

interface Claimed {
  delivery_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  notification_id: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
}

interface Settled {
  id: string;
  outcome: PushOutcome;
  error?: string;
}

/** The scheduler may post no body at all. */
async function readOptionalJson(request: Request): Promise<unknown> {
  const raw = await request.text();
  if (!raw.trim()) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new HttpError(400, 'Request body must be valid JSON');
  }
}

function payloadOf(row: Claimed): PushPayload {
  // A conversation's messages replace each other on the lock screen; anything else stands alone.
  const tag = row.kind === 'message' && row.link ? `liftwise:${row.link}` : `liftwise:${row.notification_id}`;
  return { id: row.notification_id, kind: row.kind, title: row.title, body: row.body, link: row.link, tag };
}

async function sendOne(row: Claimed, vapid: VapidConfig, sendPush: (request: Request) => Promise<Response>) {
  let request: Request;
  try {
    request = buildPushRequest(row, payloadOf(row), vapid);
  } catch (error) {
    // Keys the browser gave that cannot be encrypted for: no later attempt can do better.
    return { id: row.delivery_id, outcome: 'rejected', error: `Cannot encrypt: ${String(error)}` } satisfies Settled;
  }
  try {
    const response = await sendPush(new Request(request, { signal: AbortSignal.timeout(SEND_TIMEOUT_MS) }));
    const outcome = classifyPushResponse(response.status);
    const error = outcome === 'sent' ? undefined : `${response.status} ${(await response.text()).slice(0, 200)}`;
    return { id: row.delivery_id, outcome, ...(error ? { error } : {}) } satisfies Settled;
  } catch (error) {
    return { id: row.delivery_id, outcome: 'retry', error: `Unreachable: ${String(error)}` } satisfies Settled;
  }
}

async function sendAll(rows: Claimed[], vapid: VapidConfig, sendPush: (request: Request) => Promise<Response>) {
  const results: Settled[] = [];
  for (let start = 0; start < rows.length; start += PARALLEL) {
    results.push(
      ...(await Promise.all(rows.slice(start, start + PARALLEL).map((row) => sendOne(row, vapid, sendPush)))),
    );
  }
  return results;
}

async function claim(admin: AdminClient, limit: number, now: string | undefined): Promise<Claimed[]> {
  const { data, error } = await admin.rpc('claim_push_deliveries', { p_limit: limit, ...(now ? { p_now: now } : {}) });
  if (error) throw error;
  return data ?? [];
}

async function settle(admin: AdminClient, results: Settled[], now: string | undefined) {
  const { error } = await admin.rpc('settle_push_deliveries', {
    p_results: results as unknown as never,
    ...(now ? { p_now: now } : {}),
  });
  if (error) throw error;
}

/**
 * push-dispatch (the scheduler only: a minute's cron on hosted Supabase, a short timer in the
 * embedded backend): takes due deliveries in batches, sends each to its push service with web-push's
 * encryption and VAPID signature, and settles them: sent, subscription gone (404/410: dropped),
 * retry later, or failed (docs/notifications.md, "Web Push").
 */
export function createPushDispatchHandler(deps: FunctionDeps, options: PushDispatchOptions = {}): Handler {
  const sendPush = options.sendPush ?? ((request: Request) => fetch(request));
  return postHandler(async (request) => {
    await assertDispatcher(request, deps.secretKey, deps.env?.('PUSH_DISPATCH_SECRET'));
    const parsed = requestSchema.safeParse(await readOptionalJson(request));
    if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid request');
    const limit = parsed.data?.limit ?? 100;
    const now = parsed.data?.now;
    const vapid = readVapidConfig(deps.env);
    const admin = createAdminClient(deps);
    const totals = { claimed: 0, sent: 0, gone: 0, retry: 0, rejected: 0 };
    for (let batch = 0; batch < BATCHES; batch += 1) {
      const rows = await claim(admin, limit, now);
      if (rows.length === 0) break;
      const results = await sendAll(rows, vapid, sendPush);
      await settle(admin, results, now);
      totals.claimed += rows.length;
      for (const result of results) totals[result.outcome] += 1;
      if (rows.length < limit) break;
    }
    return json(totals);
  });
}
