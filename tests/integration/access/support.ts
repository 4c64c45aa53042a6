import { createHmac } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { rpc, svc } from '../scheduling/support';

/**
 * Fixtures for the access tests: a client's key as my_access_key returns it, and the codes it makes,
 * computed here with Node's crypto (RFC 6238: HMAC-SHA1, 30-second steps, 6 digits), independently
 * of the SQL that verifies them.
 */

export interface AccessKey {
  member_number: number;
  secret: string | null;
  studio_code: string;
  period: number;
  digits: number;
  created_at: string;
  renewed_at: string | null;
  revoked_at: string | null;
  revoked_reason: string | null;
}

export interface CheckInAnswer {
  result: 'allowed' | 'refused';
  reason: string;
  attempt_id: string;
  check_in_id: string | null;
  booking_id: string | null;
  via: 'membership' | 'credits' | 'booking' | null;
  client: {
    id: string;
    first_name: string;
    last_name: string;
    avatar_url: string | null;
    member_number: number | null;
    client_type: string | null;
  } | null;
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Decode(text: string): Buffer {
  let buffer = 0;
  let bits = 0;
  const out: number[] = [];
  for (const char of text) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      out.push((buffer >> (bits - 8)) & 0xff);
      bits -= 8;
      buffer &= (1 << bits) - 1;
    }
  }
  return Buffer.from(out);
}

export function currentStep(at = Date.now()): number {
  return Math.floor(at / 1000 / 30);
}

/** The 6-digit code of a base32 secret at a 30-second step. */
export function totp(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hash = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = hash[19]! & 0x0f;
  const binary = (hash.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(binary).padStart(6, '0');
}

export function qrPayload(key: AccessKey, step = currentStep(), studioCode = key.studio_code): string {
  return `LW1.${studioCode}.${key.member_number}.${totp(key.secret!, step)}`;
}

export function pin(key: AccessKey, step = currentStep()): string {
  return `${key.member_number}${totp(key.secret!, step)}`;
}

export async function myKey(client: SupabaseClient): Promise<AccessKey> {
  const answer = await rpc<AccessKey>(client, 'my_access_key', {});
  if (!answer.data) throw new Error(`my_access_key: ${answer.error?.message ?? 'none'}`);
  return answer.data;
}

export async function checkIn(desk: SupabaseClient, code: string, method: 'qr' | 'pin' = 'qr') {
  return rpc<CheckInAnswer>(desk, 'check_in', { p_code: code, p_method: method });
}

export async function checkInManual(desk: SupabaseClient, clientId: string, override = false) {
  return rpc<CheckInAnswer>(desk, 'check_in_manual', { p_client_id: clientId, p_override: override });
}

/** Gives the client a credit that has not expired (a lot and its grant row, as a purchase would). */
export async function grantCredit(clientId: string, categoryId: string, expiresAt: string | null = null) {
  const { data, error } = await svc()
    .from('credit_lots')
    .insert({ client_id: clientId, category_id: categoryId, granted: 1, expires_at: expiresAt })
    .select('id')
    .single<{ id: string }>();
  if (error || !data) throw new Error(`credit lot: ${error?.message ?? 'none'}`);
  const ledger = await svc()
    .from('credit_ledger')
    .insert({ lot_id: data.id, client_id: clientId, delta: 1, reason: 'grant' });
  if (ledger.error) throw new Error(`credit grant: ${ledger.error.message}`);
  return data.id;
}

/** A membership of a plan, written as the payment functions would (an order and the membership). */
export async function giveMembership(
  clientId: string,
  planId: string,
  status: 'active' | 'past_due' | 'ended' = 'active',
  extra: Record<string, unknown> = {},
): Promise<string> {
  const order = await svc()
    .from('orders')
    .insert({
      client_id: clientId,
      kind: 'membership',
      plan_id: planId,
      description: 'Test membership',
      list_price_minor: 1000,
      amount_minor: 1000,
      currency: 'USD',
      status: 'paid',
    })
    .select('id')
    .single<{ id: string }>();
  if (order.error || !order.data) throw new Error(`order: ${order.error?.message ?? 'none'}`);
  const now = Date.now();
  const membership = await svc()
    .from('memberships')
    .insert({
      client_id: clientId,
      plan_id: planId,
      order_id: order.data.id,
      status,
      description: 'Test membership',
      price_minor: 1000,
      currency: 'USD',
      billing_interval: 'month',
      current_period_start: new Date(now - 86_400_000).toISOString(),
      current_period_end: new Date(now + 29 * 86_400_000).toISOString(),
      ended_at: status === 'ended' ? new Date(now - 3_600_000).toISOString() : null,
      ...extra,
    })
    .select('id')
    .single<{ id: string }>();
  if (membership.error || !membership.data) throw new Error(`membership: ${membership.error?.message ?? 'none'}`);
  return membership.data.id;
}

export async function setClientType(clientId: string, clientType: 'in-person' | 'programming' | 'virtual' | null) {
  const { error } = await svc().from('users').update({ client_type: clientType }).eq('id', clientId);
  if (error) throw new Error(`client type: ${error.message}`);
}

export async function attemptsOf(clientId: string) {
  const { data, error } = await svc()
    .from('check_in_attempts')
    .select('result, reason, method, desk_user_id, time_step')
    .eq('client_id', clientId)
    .order('attempted_at');
  if (error) throw new Error(`attempts: ${error.message}`);
  return data as { result: string; reason: string; method: string; desk_user_id: string; time_step: number | null }[];
}
