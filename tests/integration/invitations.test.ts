import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { createClientInvitationsHandler } from '../../supabase/functions/client-invitations/handler';
import {
  accessToken,
  anonClient,
  backend,
  DEMO_PASSWORD,
  demo,
  serviceClient,
  signedInClient,
  uniqueEmail,
  uniquePhone,
} from './support/clients';

// Client invitations and join codes (issue 33, 20261130500000_client_invitations.sql): who may
// invite and see invitations, single use, expiry, withdrawal, binding to the invited address, no
// way to become staff or to take another account's invitation, one winner of simultaneous accepts,
// join codes pending until the coach answers, and the limit on guessing codes.

let taylor: SupabaseClient;
let sam: SupabaseClient;
let alex: SupabaseClient;
let casey: SupabaseClient;
const made: string[] = [];
const accounts: string[] = [];

beforeAll(async () => {
  [taylor, sam, alex, casey] = await Promise.all([
    signedInClient(demo.trainer.email),
    signedInClient(demo.otherTrainer.email),
    signedInClient(demo.admin.email),
    signedInClient(demo.client.email),
  ]);
});

afterAll(async () => {
  const svc = serviceClient();
  if (made.length > 0) await svc.from('client_invitations').delete().in('id', made);
  for (const id of accounts) await svc.auth.admin.deleteUser(id);
});

interface Issued {
  id: string;
  token: string;
  code: string | null;
  expires_at: string;
}

async function invite(
  as: SupabaseClient,
  args: { p_email?: string; p_phone?: string; p_client_type?: string; p_trainer_id?: string },
): Promise<Issued> {
  const { data, error } = await as.rpc('create_client_invitation', args).single<Issued>();
  if (error || !data) throw new Error(`invite: ${error?.message ?? 'no row'}`);
  made.push(data.id);
  return data;
}

/** Registers as a new person (the embedded backend confirms at once, so sign-up opens a session). */
async function register(
  contact: { email: string } | { phone: string },
): Promise<{ client: SupabaseClient; id: string }> {
  const client = anonClient();
  const { data, error } = await client.auth.signUp({ ...contact, password: DEMO_PASSWORD });
  if (error || !data.user || !data.session) throw new Error(`sign-up: ${error?.message ?? 'no session'}`);
  accounts.push(data.user.id);
  return { client, id: data.user.id };
}

async function profile(id: string) {
  const { data } = await serviceClient()
    .from('users')
    .select('role, assigned_to, client_type')
    .eq('id', id)
    .single<{ role: string; assigned_to: string | null; client_type: string }>();
  return data;
}

async function invitation(id: string) {
  const { data } = await serviceClient()
    .from('client_invitations')
    .select('status, accepted_by')
    .eq('id', id)
    .single<{ status: string; accepted_by: string | null }>();
  return data;
}

describe('issuing and reading invitations', () => {
  it('a coach invites by email: a 256-bit token once, 7 days, stored only as a hash nobody can read', async () => {
    const email = uniqueEmail('invitee');
    const issued = await invite(taylor, { p_email: email.toUpperCase(), p_client_type: 'virtual' });
    expect(issued.token).toMatch(/^[0-9a-f]{64}$/);
    expect(issued.code).toBeNull();
    const days = (new Date(issued.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const own = await taylor.from('client_invitations').select('email, client_type, status').eq('id', issued.id);
    expect(own.data).toEqual([{ email, client_type: 'virtual', status: 'invited' }]);
    for (const who of [taylor, alex, serviceClient()]) {
      const hash = await who.from('client_invitations').select('token_hash').eq('id', issued.id);
      expect(hash.error?.code, 'token_hash is readable by no API role').toBe('42501');
      const star = await who.from('client_invitations').select('*').eq('id', issued.id);
      expect(star.error?.code).toBe('42501');
    }
  });

  it('staff see their own invitations, admins all; another trainer and clients none', async () => {
    const issued = await invite(taylor, { p_email: uniqueEmail('seen') });
    const seen = async (who: SupabaseClient) =>
      (await who.from('client_invitations').select('id').eq('id', issued.id)).data?.length ?? 0;
    expect(await seen(taylor)).toBe(1);
    expect(await seen(alex)).toBe(1);
    expect(await seen(sam)).toBe(0);
    expect(await seen(casey)).toBe(0);
    const anon = await anonClient().from('client_invitations').select('id').eq('id', issued.id);
    expect(anon.error?.code).toBe('42501');
  });

  it('a client cannot invite, staff cannot invite for another trainer, an admin can', async () => {
    const byClient = await casey.rpc('create_client_invitation', { p_email: uniqueEmail('x') });
    expect(byClient.error?.code).toBe('42501');
    const anon = await anonClient().rpc('create_client_invitation', { p_email: uniqueEmail('x') });
    expect(anon.error).not.toBeNull();
    const forSam = await taylor.rpc('create_client_invitation', {
      p_email: uniqueEmail('x'),
      p_trainer_id: demo.otherTrainer.id,
    });
    expect(forSam.error?.code).toBe('42501');
    const byAdmin = await invite(alex, { p_email: uniqueEmail('admin-made'), p_trainer_id: demo.otherTrainer.id });
    const visible = await sam.from('client_invitations').select('trainer_id').eq('id', byAdmin.id);
    expect(visible.data).toEqual([{ trainer_id: demo.otherTrainer.id }]);
  });

  it('bad input is a 4xx with words: no contact, both, malformed, an existing staff address', async () => {
    for (const args of [
      {},
      { p_email: uniqueEmail('b'), p_phone: '+15550000000' },
      { p_email: 'not-an-email' },
      { p_phone: '12' },
      { p_email: demo.otherTrainer.email },
      { p_email: demo.client.email },
    ]) {
      const { error } = await taylor.rpc('create_client_invitation', args);
      expect(error, JSON.stringify(args)).not.toBeNull();
      expect(['22023', '23505']).toContain(error?.code);
    }
  });

  it('nobody writes the tables through the Data API', async () => {
    const insert = await taylor.from('client_invitations').insert({
      invited_by: demo.trainer.id,
      trainer_id: demo.trainer.id,
      email: uniqueEmail('direct'),
      token_hash: 'a'.repeat(64),
    });
    expect(insert.error?.code).toBe('42501');
    const issued = await invite(taylor, { p_email: uniqueEmail('patch') });
    const update = await taylor.from('client_invitations').update({ status: 'accepted' }).eq('id', issued.id);
    expect(update.error?.code).toBe('42501');
    const join = await taylor.from('trainer_join_codes').insert({ trainer_id: demo.trainer.id, code: 'ABCDEFGH' });
    expect(join.error?.code).toBe('42501');
  });
});

describe('accepting', () => {
  it('the invited person registers and accepts: linked to the coach with the client type, once', async () => {
    const email = uniqueEmail('accepts');
    const issued = await invite(taylor, { p_email: email, p_client_type: 'in-person' });
    const preview = await serviceClient().rpc('invitation_preview', { p_token: issued.token }).single();
    expect(preview.data).toMatchObject({ status: 'invited', email, client_type: 'in-person' });

    const person = await register({ email });
    const accepted = await person.client.rpc('accept_invitation', { p_token: issued.token }).single();
    expect(accepted.error).toBeNull();
    expect(await profile(person.id)).toEqual({
      role: 'client',
      assigned_to: demo.trainer.id,
      client_type: 'in-person',
    });
    expect(await invitation(issued.id)).toEqual({ status: 'accepted', accepted_by: person.id });
    const roster = await taylor.from('users').select('id').eq('id', person.id);
    expect(roster.data).toEqual([{ id: person.id }]);

    const again = await person.client.rpc('accept_invitation', { p_token: issued.token });
    expect(again.error?.message).toMatch(/already been used/);
  });

  it('another account cannot take the invitation, before or after it is accepted', async () => {
    const email = uniqueEmail('owner');
    const issued = await invite(taylor, { p_email: email, p_client_type: 'virtual' });
    const intruder = await register({ email: uniqueEmail('intruder') });
    const taken = await intruder.client.rpc('accept_invitation', { p_token: issued.token });
    expect(taken.error?.code).toBe('42501');
    expect(taken.error?.message).toMatch(/different email address/);
    expect(await profile(intruder.id)).toMatchObject({ assigned_to: null, client_type: 'programming' });
    expect(await invitation(issued.id)).toEqual({ status: 'invited', accepted_by: null });

    const owner = await register({ email });
    expect((await owner.client.rpc('accept_invitation', { p_token: issued.token })).error).toBeNull();
    const after = await intruder.client.rpc('accept_invitation', { p_token: issued.token });
    expect(after.error?.message).toMatch(/already been used/);
    expect(await invitation(issued.id)).toEqual({ status: 'accepted', accepted_by: owner.id });
  });

  it('cannot make anyone staff: a trainer with the invited address is refused and stays staff', async () => {
    const issued = await invite(alex, { p_email: uniqueEmail('na'), p_trainer_id: demo.trainer.id });
    // Point the invitation at Sam's own address with the service role (an address the function refuses).
    await serviceClient().from('client_invitations').update({ email: demo.otherTrainer.email }).eq('id', issued.id);
    const tried = await sam.rpc('accept_invitation', { p_token: issued.token });
    expect(tried.error?.code).toBe('42501');
    expect(tried.error?.message).toMatch(/client accounts/);
    expect(await profile(demo.otherTrainer.id)).toMatchObject({ role: 'staff', assigned_to: null });
  });

  it('a client of another coach is not moved by an invitation', async () => {
    const issued = await invite(taylor, { p_email: uniqueEmail('na') });
    await serviceClient()
      .from('client_invitations')
      .update({ email: demo.otherTrainersClient.email })
      .eq('id', issued.id);
    const jordan = await signedInClient(demo.otherTrainersClient.email);
    const tried = await jordan.rpc('accept_invitation', { p_token: issued.token });
    expect(tried.error?.message).toMatch(/already have a coach/);
    expect(await profile(demo.otherTrainersClient.id)).toMatchObject({ assigned_to: demo.otherTrainer.id });
  });

  it('expired, withdrawn, resent (old link dead) and unknown tokens each say so, 4xx', async () => {
    const email = uniqueEmail('states');
    const person = await register({ email });

    const expired = await invite(taylor, { p_email: email });
    await serviceClient()
      .from('client_invitations')
      .update({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .eq('id', expired.id);
    const late = await person.client.rpc('accept_invitation', { p_token: expired.token });
    expect(late.error?.code).toBe('22023');
    expect(late.error?.message).toMatch(/expired/);
    const preview = await serviceClient().rpc('invitation_preview', { p_token: expired.token }).single();
    expect(preview.data).toMatchObject({ status: 'expired' });
    const listed = await taylor.from('client_invitations').select('status').eq('id', expired.id).single();
    expect(listed.data?.status, 'stored status stays; readers compare expires_at').toBe('invited');

    const resent = await taylor.rpc('resend_client_invitation', { p_invitation_id: expired.id }).single<Issued>();
    expect(resent.error).toBeNull();
    expect(resent.data?.token).not.toBe(expired.token);
    const old = await person.client.rpc('accept_invitation', { p_token: expired.token });
    expect(old.error?.code).toBe('PT404');
    expect(old.error?.message).toMatch(/not valid/);

    const bySam = await sam.rpc('revoke_client_invitation', { p_invitation_id: expired.id });
    expect(bySam.error?.code).toBe('42501');
    expect((await taylor.rpc('revoke_client_invitation', { p_invitation_id: expired.id })).error).toBeNull();
    const withdrawn = await person.client.rpc('accept_invitation', { p_token: resent.data!.token });
    expect(withdrawn.error?.message).toMatch(/withdrawn/);

    const garbage = await person.client.rpc('accept_invitation', { p_token: 'x'.repeat(5000) });
    expect(garbage.error?.code).toBe('PT404');
    const unknown = await person.client.rpc('accept_invitation', { p_token: 'a'.repeat(64) });
    expect(unknown.error?.code).toBe('PT404');
    for (const answer of [late, old, withdrawn, garbage, unknown]) {
      expect(answer.status, answer.error?.message).toBeGreaterThanOrEqual(400);
      expect(answer.status, answer.error?.message).toBeLessThan(500);
    }
    expect(await profile(person.id)).toMatchObject({ assigned_to: null });
  });

  it('five simultaneous accepts of one token: one succeeds', async () => {
    const email = uniqueEmail('race');
    const issued = await invite(taylor, { p_email: email, p_client_type: 'virtual' });
    const person = await register({ email });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => person.client.rpc('accept_invitation', { p_token: issued.token })),
    );
    expect(results.filter((r) => r.error === null)).toHaveLength(1);
    expect(results.filter((r) => r.error?.message.includes('already been used'))).toHaveLength(4);
    expect(await invitation(issued.id)).toEqual({ status: 'accepted', accepted_by: person.id });
  });
});

describe('phone invitations and join codes', () => {
  it('a phone invitation is accepted with its 8-digit code by the invited number only', async () => {
    const phone = uniquePhone();
    const issued = await invite(taylor, { p_phone: phone, p_client_type: 'virtual' });
    expect(issued.code).toMatch(/^\d{8}$/);
    const other = await register({ phone: uniquePhone() });
    const wrongPhone = await other.client.rpc('redeem_code', { p_code: issued.code }).single();
    expect(wrongPhone.data).toMatchObject({ kind: 'unknown' });

    const person = await register({ phone });
    const redeemed = await person.client.rpc('redeem_code', { p_code: issued.code }).single();
    expect(redeemed.error).toBeNull();
    expect(redeemed.data).toMatchObject({ kind: 'invitation' });
    expect(await profile(person.id)).toMatchObject({ assigned_to: demo.trainer.id, client_type: 'virtual' });
  });

  it("a coach's join code makes a pending request the coach accepts (and another coach cannot)", async () => {
    const first = await taylor.rpc('my_join_code');
    expect(first.data).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect((await taylor.rpc('my_join_code')).data).toBe(first.data);
    expect((await casey.rpc('my_join_code')).error?.code).toBe('42501');

    const person = await register({ email: uniqueEmail('joins') });
    const joined = await person.client.rpc('redeem_code', { p_code: first.data.toLowerCase() }).single();
    expect(joined.data).toMatchObject({ kind: 'join_request' });
    expect(await profile(person.id)).toMatchObject({ assigned_to: null });

    const pending = await taylor.rpc('pending_join_requests');
    const request = (pending.data as { id: string; client_id: string }[]).find((r) => r.client_id === person.id);
    expect(request).toBeDefined();
    const samsView = await sam.rpc('pending_join_requests');
    expect((samsView.data as { client_id: string }[]).some((r) => r.client_id === person.id)).toBe(false);
    const bySam = await sam.rpc('answer_join_request', { p_request_id: request!.id, p_accept: true });
    expect(bySam.error?.code).toBe('PT404');

    const answered = await taylor.rpc('answer_join_request', {
      p_request_id: request!.id,
      p_accept: true,
      p_client_type: 'in-person',
    });
    expect(answered.error).toBeNull();
    expect(await profile(person.id)).toMatchObject({ assigned_to: demo.trainer.id, client_type: 'in-person' });
    const twice = await taylor.rpc('answer_join_request', { p_request_id: request!.id, p_accept: false });
    expect(twice.error?.code).toBe('22023');

    const regenerated = await taylor.rpc('my_join_code', { p_regenerate: true });
    expect(regenerated.data).not.toBe(first.data);
    const late = await register({ email: uniqueEmail('late') });
    const oldCode = await late.client.rpc('redeem_code', { p_code: first.data }).single();
    expect(oldCode.data).toMatchObject({ kind: 'unknown' });
  });

  it('a declined request links nobody', async () => {
    const code = (await sam.rpc('my_join_code')).data as string;
    const person = await register({ email: uniqueEmail('declined') });
    await person.client.rpc('redeem_code', { p_code: code });
    const pending = (await sam.rpc('pending_join_requests')).data as { id: string; client_id: string }[];
    const request = pending.find((r) => r.client_id === person.id)!;
    expect((await sam.rpc('answer_join_request', { p_request_id: request.id, p_accept: false })).error).toBeNull();
    expect(await profile(person.id)).toMatchObject({ assigned_to: null });
    const own = await person.client.from('trainer_join_requests').select('status').eq('id', request.id);
    expect(own.data).toEqual([{ status: 'declined' }]);
    const others = await casey.from('trainer_join_requests').select('id').eq('id', request.id);
    expect(others.data).toEqual([]);
  });

  it('guessing codes: after 10 misses in 15 minutes even the right code is refused', async () => {
    const code = (await taylor.rpc('my_join_code')).data as string;
    const guesser = await register({ email: uniqueEmail('guesser') });
    for (let i = 0; i < 10; i++) {
      const miss = await guesser.client.rpc('redeem_code', { p_code: `ZZZZZZ${String(i).padStart(2, '2')}` }).single();
      expect(miss.data).toMatchObject({ kind: 'unknown' });
    }
    const right = await guesser.client.rpc('redeem_code', { p_code: code }).single();
    expect(right.data).toMatchObject({ kind: 'limited' });
    const requests = await guesser.client.from('trainer_join_requests').select('id');
    expect(requests.data).toEqual([]);
  });
});

describe('the client-invitations function', () => {
  const printed: string[] = [];
  const handler = () =>
    createClientInvitationsHandler({
      supabaseUrl: backend().url,
      secretKey: backend().secretKey,
      publishableKey: backend().publishableKey,
      clientOptions: { realtime: { transport: ws as never } },
      env: (name) => (name === 'LIFTWISE_APP_URL' ? 'http://app.test' : undefined),
      log: (line) => printed.push(line),
    });
  async function call(body: unknown, as?: SupabaseClient) {
    const response = await handler()(
      new Request('http://functions.test/client-invitations', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(as ? { Authorization: `Bearer ${await accessToken(as)}` } : {}),
        },
        body: JSON.stringify(body),
      }),
    );
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it('prints the email with the link, which previews and accepts', async () => {
    const email = uniqueEmail('printed');
    const sent = await call({ action: 'send', email, clientType: 'virtual' }, taylor);
    expect(sent.status).toBe(200);
    made.push(sent.body.id as string);
    const link = sent.body.link as string;
    expect(link).toMatch(/^http:\/\/app\.test\/join\/[0-9a-f]{64}$/);
    expect(sent.body.delivered).toBe(true);
    const line = printed.find((l) => l.includes(email));
    expect(line).toContain(`Invitation email to ${email}:`);
    expect(line).toContain(link);

    const token = link.split('/').pop()!;
    const preview = await call({ action: 'preview', token });
    expect(preview).toEqual({
      status: 200,
      body: expect.objectContaining({ status: 'invited', email, clientType: 'virtual', trainerName: 'Taylor Reyes' }),
    });
    const person = await register({ email });
    expect((await person.client.rpc('accept_invitation', { p_token: token })).error).toBeNull();
    expect((await call({ action: 'preview', token })).body).toMatchObject({ status: 'accepted' });
  });

  it('prints an SMS with the code for a phone invitation; resend prints a new link', async () => {
    const phone = uniquePhone();
    const sent = await call({ action: 'send', phone, clientType: 'in-person' }, taylor);
    expect(sent.status).toBe(200);
    made.push(sent.body.id as string);
    expect(printed.find((l) => l.includes(`SMS to ${phone}`))).toContain(`code ${String(sent.body.code)}`);
    const again = await call({ action: 'resend', invitationId: sent.body.id }, taylor);
    expect(again.status).toBe(200);
    expect(again.body.link).not.toBe(sent.body.link);
    const old = await call({ action: 'preview', token: (sent.body.link as string).split('/').pop() });
    expect(old.status).toBe(404);
  });

  it('answers 4xx with words: no sign-in, a client, bad input, a malformed or unknown token', async () => {
    expect((await call({ action: 'send', email: uniqueEmail('x') })).status).toBe(401);
    expect((await call({ action: 'send', email: uniqueEmail('x') }, casey)).status).toBe(403);
    const bad = await call({ action: 'send', email: 'nope' }, taylor);
    expect(bad).toEqual({ status: 400, body: { error: 'Enter a valid email address' } });
    expect((await call({ action: 'resend', invitationId: 'nope' }, taylor)).status).toBe(400);
    expect((await call({ action: 'preview', token: '<script>' })).status).toBe(404);
    expect((await call({ action: 'preview', token: 'b'.repeat(64) })).status).toBe(404);
    expect((await call({ action: 'other' })).status).toBe(401);
  });
});
