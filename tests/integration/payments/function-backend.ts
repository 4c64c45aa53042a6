import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { RELAXED_AUTH_RATE_LIMITS } from '../../../supabase/local/auth/limits';
import { createLocalBackend, type LocalBackend } from '../../../supabase/local/backend';
import { DEMO_PASSWORD } from '../../../supabase/local/demo-accounts';
import { serveBackend, type RunningServer } from '../../../supabase/local/http-server';
import { LOCAL_SIGNATURE_HEADER, signLocalPayload } from '../../../supabase/functions/_shared/payments/local-signature';

/**
 * The payments tests boot their own embedded backend: they need its webhook secret (to sign events
 * as the local provider does) and its payments timer under their control (`tick(now)`), neither of
 * which the shared backend of the other integration tests hands out.
 */

export const APP_URL = 'http://app.liftwise.test';
export const ADMIN_EMAIL = 'admin@demo.liftwise.app';
export const TRAINER_EMAIL = 'trainer@demo.liftwise.app';

export interface PaymentsBackend {
  backend: LocalBackend;
  url: string;
  service: SupabaseClient;
  close: () => Promise<void>;
}

let current: PaymentsBackend | undefined;

export async function bootPaymentsBackend(): Promise<PaymentsBackend> {
  const backend = await createLocalBackend({
    dataDir: 'memory://',
    log: () => {},
    authRateLimits: RELAXED_AUTH_RATE_LIMITS,
    functionEnv: (name) => (name === 'LIFTWISE_APP_URL' ? APP_URL : process.env[name]),
  });
  const server: RunningServer = await serveBackend(backend);
  current = {
    backend,
    url: server.url,
    service: client(server.url, backend.keys.secretKey),
    close: async () => {
      await server.close();
      await backend.close();
    },
  };
  return current;
}

function env(): PaymentsBackend {
  if (!current) throw new Error('bootPaymentsBackend() first');
  return current;
}

function client(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
  });
}

/** An access token for an account. */
export async function tokenFor(email: string, password = DEMO_PASSWORD): Promise<string> {
  const anon = client(env().url, env().backend.keys.publishableKey);
  const { data, error } = await anon.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw new Error(`Sign-in as ${email} failed: ${error?.message}`);
  return data.session.access_token;
}

let counter = 0;
/** A fresh active client account and its token. */
export async function freshClient(): Promise<{ id: string; token: string }> {
  counter += 1;
  const email = `pay-${Date.now().toString(36)}-${counter}@test.liftwise.app`;
  const { data, error } = await env().service.auth.admin.createUser({
    email,
    password: 'Payments-test-1',
    email_confirm: true,
    user_metadata: { first_name: 'Pay', last_name: `Client${counter}` },
  });
  if (error || !data.user) throw new Error(`creating a client: ${error?.message}`);
  return { id: data.user.id, token: await tokenFor(email, 'Payments-test-1') };
}

/** Calls a function over HTTP like supabase-js's functions.invoke. */
export async function invoke(name: string, body: unknown, token?: string) {
  const response = await fetch(`${env().url}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      apikey: env().backend.keys.publishableKey,
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
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

/** Posts a raw body to payments-webhook with no API key, as a provider does. */
export async function postWebhook(body: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${env().url}/functions/v1/payments-webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** An event body and the header the local provider would sign it with. */
export async function signedEvent(event: { id: string; type: string; data: Record<string, unknown> }, at = Date.now()) {
  const body = JSON.stringify(event);
  const signature = await signLocalPayload(env().backend.localPayments.webhookSecret, body, Math.floor(at / 1000));
  return { body, headers: { [LOCAL_SIGNATURE_HEADER]: signature } };
}

/** The checkout page's path (the page is served by this backend, whatever origin the URL names). */
function pagePath(checkoutUrl: string): string {
  const url = new URL(checkoutUrl);
  return url.pathname + url.search;
}

export async function openCheckout(checkoutUrl: string) {
  const response = await fetch(`${env().url}${pagePath(checkoutUrl)}`);
  return { status: response.status, html: await response.text(), headers: response.headers };
}

/** Submits the checkout form; redirects are not followed (the 303 goes to the app). */
export async function submitCheckout(checkoutUrl: string, fields: Record<string, string>) {
  const response = await fetch(`${env().url}${pagePath(checkoutUrl)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

export const pay = (card: string) => ({ step: 'pay', decision: 'pay', card });

let productCounter = 0;
/** A credit category, a pack of 10 credits at £40.00 and a monthly plan of 8 credits at £99.00. */
export async function catalogue() {
  productCounter += 1;
  const service = env().service;
  const suffix = `${Date.now().toString(36)}-${productCounter}`;
  const category = await insert<{ id: string }>(service, 'credit_categories', { name: `Category ${suffix}` });
  const pack = await insert<{ id: string; price_minor: number; credits: number }>(service, 'packages', {
    name: `10 sessions ${suffix}`,
    category_id: category.id,
    credits: 10,
    price_minor: 4000,
    valid_days: 120,
  });
  const plan = await insert<{ id: string; price_minor: number }>(service, 'membership_plans', {
    name: `Monthly ${suffix}`,
    price_minor: 9900,
    billing_interval: 'month',
    category_id: category.id,
    credits_per_period: 8,
  });
  return { category, pack, plan };
}

async function insert<T>(service: SupabaseClient, table: string, row: Record<string, unknown>): Promise<T> {
  const { data, error } = await service.from(table).insert(row).select().single();
  if (error) throw new Error(`insert into ${table}: ${error.message}`);
  return data as T;
}

export async function orderRow(orderId: string) {
  const { data, error } = await env()
    .service.from('orders')
    .select('id, status, amount_minor, refunded_minor, provider, provider_checkout_id, provider_payment_id')
    .eq('id', orderId)
    .single();
  if (error) throw new Error(`read order: ${error.message}`);
  return data as {
    id: string;
    status: string;
    amount_minor: number;
    refunded_minor: number;
    provider: string;
    provider_checkout_id: string | null;
    provider_payment_id: string | null;
  };
}

/** The credit ledger rows of an order's grants. */
export async function grantRows(orderId: string) {
  const { data, error } = await env()
    .service.from('credit_ledger')
    .select('id, delta, reason')
    .eq('order_id', orderId)
    .eq('reason', 'grant');
  if (error) throw new Error(`read ledger: ${error.message}`);
  return data as { id: number; delta: number; reason: string }[];
}
