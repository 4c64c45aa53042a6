import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { inject } from 'vitest';
import ws from 'ws';

export const DEMO_PASSWORD = 'LiftwiseDemo1';

/** Seeded accounts (supabase/seed.sql). */
export const demo = {
  admin: { id: '00000000-0000-4000-8000-000000000001', email: 'admin@demo.liftwise.app' },
  trainer: { id: '00000000-0000-4000-8000-000000000002', email: 'trainer@demo.liftwise.app' },
  otherTrainer: { id: '00000000-0000-4000-8000-000000000003', email: 'trainer2@demo.liftwise.app' },
  client: { id: '00000000-0000-4000-8000-000000000011', email: 'client@demo.liftwise.app', phone: '+15550100001' },
  virtualClient: { id: '00000000-0000-4000-8000-000000000012', email: 'virtual@demo.liftwise.app' },
  inPersonClient: { id: '00000000-0000-4000-8000-000000000013', email: 'inperson@demo.liftwise.app' },
  otherTrainersClient: { id: '00000000-0000-4000-8000-000000000014', email: 'jordan@demo.liftwise.app' },
} as const;

export function backend() {
  return inject('backend');
}

function newClient(key: string): SupabaseClient {
  return createClient(backend().url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
  });
}

export function anonClient(): SupabaseClient {
  return newClient(backend().publishableKey);
}

/** Service role: bypasses RLS. For arranging data and reading the truth in tests only. */
export function serviceClient(): SupabaseClient {
  return newClient(backend().secretKey);
}

export async function signedInClient(email: string, password = DEMO_PASSWORD): Promise<SupabaseClient> {
  const client = anonClient();
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`Sign-in as ${email} failed: ${error.message}`);
  return client;
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@test.liftwise.app`;
}

export function uniquePhone(): string {
  counter += 1;
  const tail = String((Date.now() + counter) % 10_000_000).padStart(7, '0');
  return `+1555${tail}`;
}

/** Calls a function over HTTP with the caller's session (or none). */
export async function invokeFunction(
  name: string,
  body: unknown,
  accessToken?: string,
  key = backend().publishableKey,
) {
  const response = await fetch(`${backend().url}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      apikey: key,
      'Content-Type': 'application/json',
      ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new Error(`${name} answered ${response.status} with non-JSON: ${text.slice(0, 200)}`);
  }
  return { status: response.status, body: json };
}

export async function accessToken(client: SupabaseClient): Promise<string> {
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('No session');
  return data.session.access_token;
}
