import { createClient } from '@supabase/supabase-js';
import type { z } from 'zod';
import type { FunctionDeps } from '../deps.ts';
import { HttpError, postHandler, type Handler } from '../http.ts';
import { PaymentsConfigError, type PaymentsEnv } from './config.ts';
import type { Database } from '../database.types.ts';
import type { PaymentsDb } from './db.ts';

/** The function's environment; none configured means an empty one. */
export function paymentsEnv(deps: FunctionDeps): PaymentsEnv {
  return deps.env ?? (() => undefined);
}

/**
 * A client that acts as the caller (their access token, the project's publishable key), so the
 * database's own rules (RLS, the role checks inside the RPCs) decide what they may do.
 */
export function callerDb(deps: FunctionDeps, request: Request): PaymentsDb {
  const authorization = request.headers.get('Authorization') ?? '';
  const key = deps.publishableKey ?? request.headers.get('apikey') ?? '';
  return createClient<Database>(deps.supabaseUrl, key, {
    ...deps.clientOptions,
    global: { ...deps.clientOptions?.global, headers: { Authorization: authorization } },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/** POST-only JSON handler whose configuration errors answer 503 with what is missing. */
export function paymentsHandler(name: string, handle: Handler): Handler {
  return postHandler(async (request) => {
    try {
      return await handle(request);
    } catch (error) {
      if (error instanceof PaymentsConfigError) {
        console.error(`${name}: ${error.message}`);
        throw new HttpError(503, `${error.message}.`);
      }
      throw error;
    }
  });
}

/** The JSON body (an empty body is `{}`); bad JSON answers 400. */
export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Request body must be valid JSON');
  }
}

/** `value` checked by `schema`; bad fields answer 400 with the first problem. */
export function parseBody<T>(value: unknown, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw new HttpError(400, issue ? `${where}${issue.message}` : 'Invalid request');
  }
  return parsed.data;
}

/** The JSON body checked by `schema` (readJson, then parseBody). */
export async function readBody<T>(request: Request, schema: z.ZodType<T>): Promise<T> {
  return parseBody(await readJson(request), schema);
}
