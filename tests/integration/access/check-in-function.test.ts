import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanupPayments, createCategory } from '../payments/support';
import { backend } from '../support/clients';
import { cleanup, freshClient, freshTrainer, setStudio, svc, type Person } from '../scheduling/support';
import { grantCredit, myKey, qrPayload, setClientType } from './support';

// The desk's edge function (supabase/functions/access-check-in): check_in() or check_in_manual() as
// the caller, then the local door controller records "door opened" on the allowed check-in.

let desk: Person;
let category: string;

async function tokenOf(client: SupabaseClient): Promise<string> {
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('not signed in');
  return data.session.access_token;
}

async function call(body: unknown, token?: string, raw?: string) {
  const headers: Record<string, string> = { apikey: backend().publishableKey, 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${backend().url}/functions/v1/access-check-in`, {
    method: 'POST',
    headers,
    body: raw ?? JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  await setStudio({ check_in_repeat_minutes: 60 });
  category = await createCategory();
  desk = await freshTrainer({ hours: false });
});

afterAll(async () => {
  await cleanup();
  await cleanupPayments();
});

describe('access-check-in', () => {
  it('checks a valid code in and opens the door (recorded on the check-in)', async () => {
    const person = await freshClient();
    await setClientType(person.id, 'in-person');
    await grantCredit(person.id, category);
    const key = await myKey(person.client);
    const answer = await call({ code: qrPayload(key), method: 'qr' }, await tokenOf(desk.client));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ result: 'allowed', reason: 'ok', via: 'credits', door: 'opened' });
    const stored = await svc()
      .from('check_ins')
      .select('door_id, door_opened_at')
      .eq('id', answer.body.check_in_id as string)
      .single<{ door_id: string; door_opened_at: string | null }>();
    expect(stored.data?.door_id).toBe('front');
    expect(stored.data?.door_opened_at).not.toBeNull();
  });

  it('answers a refusal with 200 and no door', async () => {
    const person = await freshClient();
    const key = await myKey(person.client);
    const answer = await call({ code: qrPayload(key), method: 'qr' }, await tokenOf(desk.client));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ result: 'refused', reason: 'no_access', door: null, check_in_id: null });
  });

  it('checks in by name with override, recorded as overridden', async () => {
    const person = await freshClient();
    const refused = await call({ client_id: person.id }, await tokenOf(desk.client));
    expect(refused.body).toMatchObject({ result: 'refused', reason: 'no_access', door: null });
    const answer = await call({ client_id: person.id, override: true }, await tokenOf(desk.client));
    expect(answer.body).toMatchObject({ result: 'allowed', reason: 'override', door: 'opened' });
    const stored = await svc()
      .from('check_ins')
      .select('overridden, method')
      .eq('id', answer.body.check_in_id as string)
      .single();
    expect(stored.data).toEqual({ overridden: true, method: 'manual' });
  });

  it('answers 400 to a malformed body, 401 without a user, 403 to a client', async () => {
    const token = await tokenOf(desk.client);
    for (const body of [{}, { code: 5, method: 'qr' }, { code: 'x', method: 'manual' }, { client_id: 'nope' }]) {
      const answer = await call(body, token);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect((await call(null, token, '{not json')).status).toBe(400);
    expect((await call({ code: 'LW1.AAAAAA.1001.123456', method: 'qr' })).status).toBe(401);
    const person = await freshClient();
    const asClient = await call({ code: 'LW1.AAAAAA.1001.123456', method: 'qr' }, await tokenOf(person.client));
    expect(asClient.status).toBe(403);
  });
});
