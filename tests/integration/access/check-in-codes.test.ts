import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCategory, cleanupPayments } from '../payments/support';
import { cleanup, freshClient, freshTrainer, rpc, setStudio, svc, type Person } from '../scheduling/support';
import {
  attemptsOf,
  checkIn,
  currentStep,
  grantCredit,
  myKey,
  pin,
  qrPayload,
  setClientType,
  totp,
  type AccessKey,
} from './support';

// The desk's check_in(): a code made on the client's device (computed here with Node's crypto) is
// verified by the database for the current 30-second step and one either side, accepted once, and
// every attempt is recorded with its reason. Each case has a client and a desk of its own (a
// check-in, a used step or a refusal of one case never meets another's, nor its rate limits).

let desk: Person;
let category: string;

async function clientWithCredit(): Promise<{ person: Person; key: AccessKey }> {
  const person = await freshClient();
  await setClientType(person.id, 'in-person');
  await grantCredit(person.id, category);
  return { person, key: await myKey(person.client) };
}

beforeAll(async () => {
  await setStudio({ check_in_repeat_minutes: 60, check_in_allows_credits: true });
  category = await createCategory();
});

beforeEach(async () => {
  desk = await freshTrainer({ hours: false });
});

afterAll(async () => {
  await cleanup();
  await cleanupPayments();
});

describe('the client key', () => {
  it('is provisioned on the first call and the same afterwards: member number, base32 secret, studio code', async () => {
    const person = await freshClient();
    const first = await myKey(person.client);
    expect(first.member_number).toBeGreaterThanOrEqual(1001);
    expect(first.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(first.studio_code).toMatch(/^[A-Z0-9]{6}$/);
    expect(first).toMatchObject({ period: 30, digits: 6, revoked_at: null, renewed_at: null });
    expect(await myKey(person.client)).toEqual(first);
  });

  it('is for clients only (42501 for staff)', async () => {
    const answer = await rpc(desk.client, 'my_access_key', {});
    expect(answer.error?.code).toBe('42501');
    expect(answer.status).toBe(403);
  });
});

describe('check_in with a code', () => {
  it('allows a valid QR code and records the check-in and the attempt', async () => {
    const { person, key } = await clientWithCredit();
    const step = currentStep();
    const answer = await checkIn(desk.client, qrPayload(key, step));
    expect(answer.error).toBeNull();
    expect(answer.data).toMatchObject({ result: 'allowed', reason: 'ok', via: 'credits', booking_id: null });
    expect(answer.data?.client).toMatchObject({
      id: person.id,
      member_number: key.member_number,
      client_type: 'in-person',
    });
    const stored = await svc()
      .from('check_ins')
      .select('client_id, method, desk_user_id')
      .eq('id', answer.data!.check_in_id!);
    expect(stored.data).toEqual([{ client_id: person.id, method: 'qr', desk_user_id: desk.id }]);
    const attempts = await attemptsOf(person.id);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ result: 'allowed', reason: 'ok', method: 'qr', desk_user_id: desk.id });
    expect([step, step + 1]).toContain(Number(attempts[0]!.time_step));
  });

  it('allows a valid PIN (member number then the code), spaces and dashes ignored', async () => {
    const { key } = await clientWithCredit();
    const typed = pin(key);
    const spaced = `${typed.slice(0, -6)} ${typed.slice(-6, -3)}-${typed.slice(-3)}`;
    const answer = await checkIn(desk.client, spaced, 'pin');
    expect(answer.data).toMatchObject({ result: 'allowed', reason: 'ok' });
  });

  it('accepts the code of the step before and after (drift) and refuses two steps away (expired)', async () => {
    const before = await clientWithCredit();
    const after = await clientWithCredit();
    const expired = await clientWithCredit();
    const early = await clientWithCredit();
    const step = currentStep();
    expect((await checkIn(desk.client, qrPayload(before.key, step - 1))).data).toMatchObject({ result: 'allowed' });
    expect((await checkIn(desk.client, qrPayload(after.key, step + 1))).data).toMatchObject({ result: 'allowed' });
    const old = await checkIn(desk.client, qrPayload(expired.key, step - 3));
    expect(old.data).toMatchObject({ result: 'refused', reason: 'invalid_code', check_in_id: null });
    expect(old.data?.client?.id).toBe(expired.person.id);
    const future = await checkIn(desk.client, qrPayload(early.key, step + 3));
    expect(future.data).toMatchObject({ result: 'refused', reason: 'invalid_code' });
  });

  it('refuses a code used once already (replay), recording the refusal', async () => {
    const { person, key } = await clientWithCredit();
    const code = qrPayload(key);
    expect((await checkIn(desk.client, code)).data).toMatchObject({ result: 'allowed' });
    const again = await checkIn(desk.client, code);
    expect(again.data).toMatchObject({ result: 'refused', reason: 'replayed', check_in_id: null });
    const samePin = await checkIn(desk.client, `${key.member_number}${code.slice(-6)}`, 'pin');
    expect(samePin.data).toMatchObject({ result: 'refused', reason: 'replayed' });
    expect((await attemptsOf(person.id)).map((a) => a.reason)).toEqual(['ok', 'replayed', 'replayed']);
  });

  it('lets exactly one of two concurrent check-ins with the same code through', async () => {
    const { person, key } = await clientWithCredit();
    const code = qrPayload(key);
    const answers = await Promise.all([checkIn(desk.client, code), checkIn(desk.client, code)]);
    expect(answers.map((a) => a.data?.result).sort()).toEqual(['allowed', 'refused']);
    expect(answers.map((a) => a.data?.reason).sort()).toEqual(['ok', 'replayed']);
    const stored = await svc().from('check_ins').select('id').eq('client_id', person.id);
    expect(stored.data).toHaveLength(1);
  });

  it('refuses a second check-in within the repeat window (already checked in)', async () => {
    const { key } = await clientWithCredit();
    const step = currentStep();
    expect((await checkIn(desk.client, qrPayload(key, step))).data).toMatchObject({ result: 'allowed' });
    const second = await checkIn(desk.client, qrPayload(key, step - 1));
    expect(second.data).toMatchObject({ result: 'refused', reason: 'already_checked_in' });
  });

  it('refuses a QR code of another studio (wrong studio), naming the client', async () => {
    const { person, key } = await clientWithCredit();
    const other = key.studio_code === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ';
    const answer = await checkIn(desk.client, qrPayload(key, currentStep(), other));
    expect(answer.data).toMatchObject({ result: 'refused', reason: 'wrong_studio' });
    expect(answer.data?.client).toMatchObject({ id: person.id, first_name: 'Client' });
  });

  it('refuses an unknown member number with no client, and a malformed code as invalid_format', async () => {
    const { key } = await clientWithCredit();
    const unknown = await checkIn(desk.client, `LW1.${key.studio_code}.9999998.123456`);
    expect(unknown.data).toMatchObject({ result: 'refused', reason: 'unknown_member', client: null });
    for (const [code, method] of [
      ['hello', 'qr'],
      ['LW1.ABC.1001.123456', 'qr'],
      ['12345', 'pin'],
      ['1001abcdef', 'pin'],
    ] as const) {
      const answer = await checkIn(desk.client, code, method);
      expect(answer.error, code).toBeNull();
      expect(answer.data, code).toMatchObject({ result: 'refused', reason: 'invalid_format', client: null });
    }
  });

  it('refuses a revoked key; a renewed key works and the old secret no longer does', async () => {
    const trainer = await freshTrainer({ hours: false });
    const person = await freshClient(trainer.id);
    await setClientType(person.id, 'in-person');
    await grantCredit(person.id, category);
    const key = await myKey(person.client);
    const revoke = await rpc(trainer.client, 'revoke_access_key', { p_client_id: person.id, p_reason: 'Lost phone' });
    expect(revoke.error).toBeNull();
    const revokedKey = await myKey(person.client);
    expect(revokedKey).toMatchObject({ secret: null, revoked_reason: 'Lost phone', member_number: key.member_number });
    expect(revokedKey.revoked_at).not.toBeNull();
    const refused = await checkIn(desk.client, qrPayload(key));
    expect(refused.data).toMatchObject({ result: 'refused', reason: 'revoked' });

    const renewed = (await rpc<AccessKey>(person.client, 'renew_access_key', {})).data!;
    expect(renewed).toMatchObject({ member_number: key.member_number, revoked_at: null });
    expect(renewed.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(renewed.secret).not.toBe(key.secret);
    const step = currentStep();
    // A code of the old secret (unless it happens to equal the new one's) is refused.
    if (totp(key.secret!, step) !== totp(renewed.secret!, step)) {
      expect((await checkIn(desk.client, qrPayload(key, step))).data).toMatchObject({ reason: 'invalid_code' });
    }
    expect((await checkIn(desk.client, qrPayload(renewed, step))).data).toMatchObject({ result: 'allowed' });

    // A second renewal within the minute is refused (429) and leaves the renewed key as it was.
    const again = await rpc(person.client, 'renew_access_key', {});
    expect(again.error?.code).toBe('PT429');
    expect(again.error?.message).toMatch(/a moment ago/);
    expect((await myKey(person.client)).secret).toBe(renewed.secret);
  });

  it('lets only staff revoke, and only for a client they may act for (404 otherwise)', async () => {
    const person = await freshClient();
    await myKey(person.client);
    const own = await rpc(person.client, 'revoke_access_key', { p_client_id: person.id, p_reason: null });
    expect(own.error?.code).toBe('42501');
    const unassigned = await rpc(desk.client, 'revoke_access_key', { p_client_id: person.id, p_reason: null });
    expect(unassigned.error?.code).toBe('PT404');
  });

  it('is for staff only: a client calling check_in gets 42501; bad input is 400', async () => {
    const { person, key } = await clientWithCredit();
    const asClient = await checkIn(person.client, qrPayload(key));
    expect(asClient.error?.code).toBe('42501');
    const badMethod = await rpc(desk.client, 'check_in', { p_code: qrPayload(key), p_method: 'manual' });
    expect(badMethod.error?.code).toBe('22023');
    expect(badMethod.status).toBe(400);
    const noCode = await rpc(desk.client, 'check_in', { p_code: null, p_method: 'qr' });
    expect(noCode.error?.code).toBe('22023');
    const tooLong = await rpc(desk.client, 'check_in', { p_code: 'x'.repeat(201), p_method: 'qr' });
    expect(tooLong.error?.code).toBe('22023');
  });
});
