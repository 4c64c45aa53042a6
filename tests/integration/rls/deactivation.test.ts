import { afterEach, describe, expect, it } from 'vitest';
import { accessToken, demo, invokeFunction, serviceClient, signedInClient, uniqueEmail } from '../support/clients';

/**
 * Deactivation cuts access in the database (RLS helpers and a restrictive policy on every table)
 * and in the functions; reactivation restores it. One account per role, each set inactive and
 * pending in turn while signed in.
 */
const setStatus = async (id: string, status: 'active' | 'inactive' | 'pending') => {
  const { error } = await serviceClient().from('users').update({ status }).eq('id', id);
  if (error) throw error;
};

afterEach(async () => {
  for (const account of [demo.trainer, demo.client, demo.admin]) await setStatus(account.id, 'active');
});

const cases = [
  { role: 'trainer', account: demo.trainer, table: 'workout_logs', column: 'user_id', target: demo.client.id },
  { role: 'client', account: demo.client, table: 'workout_logs', column: 'user_id', target: demo.client.id },
  { role: 'admin', account: demo.admin, table: 'users', column: 'id', target: demo.otherTrainersClient.id },
] as const;

describe.each(cases)('a $role account', ({ account, table, column, target }) => {
  it.each(['inactive', 'pending'] as const)(
    'reads nothing while %s, and everything again once reactivated',
    async (status) => {
      const client = await signedInClient(account.email);
      const before = await client.from(table).select(column).eq(column, target);
      expect(before.error).toBeNull();
      expect(before.data?.length).toBeGreaterThan(0);

      await setStatus(account.id, status);
      const during = await client.from(table).select(column).eq(column, target);
      expect(during.error).toBeNull();
      expect(during.data).toEqual([]);
      // Their own profile stays readable, so the app can say why nothing else loads.
      const own = await client.from('users').select('status').eq('id', account.id).single();
      expect(own.data?.status).toBe(status);

      await setStatus(account.id, 'active');
      const after = await client.from(table).select(column).eq(column, target);
      expect(after.data?.length).toBe(before.data?.length);
    },
  );
});

describe('writes and functions of a deactivated account', () => {
  it('an inactive trainer cannot record an assessment for their client', async () => {
    const trainer = await signedInClient(demo.trainer.email);
    await setStatus(demo.trainer.id, 'inactive');
    const row = {
      client_id: demo.client.id,
      created_by: demo.trainer.id,
      type: 'body_scan',
      measured_on: '2026-11-20',
      data: { weightKg: 80 },
    };
    const { error } = await trainer.from('assessments').insert(row);
    expect(error?.code).toBe('42501');
    await setStatus(demo.trainer.id, 'active');
    const allowed = await trainer.from('assessments').insert(row).select('id').single();
    expect(allowed.error).toBeNull();
    await serviceClient()
      .from('assessments')
      .delete()
      .eq('id', allowed.data?.id ?? '');
  });

  it.each(['inactive', 'pending'] as const)(
    'a %s trainer cannot call create-user; an active one can',
    async (status) => {
      const token = await accessToken(await signedInClient(demo.trainer.email));
      const body = { email: uniqueEmail('deactivated'), password: 'Welcome-123', firstName: 'A', lastName: 'B' };
      await setStatus(demo.trainer.id, status);
      expect((await invokeFunction('create-user', body, token)).status).toBe(403);
      await setStatus(demo.trainer.id, 'active');
      expect((await invokeFunction('create-user', body, token)).status).toBe(201);
    },
  );

  it('an inactive admin cannot call delete-user', async () => {
    const token = await accessToken(await signedInClient(demo.admin.email));
    await setStatus(demo.admin.id, 'inactive');
    const { status } = await invokeFunction('delete-user', { userId: demo.otherTrainersClient.id }, token);
    expect(status).toBe(403);
    const { data } = await serviceClient().from('users').select('id').eq('id', demo.otherTrainersClient.id);
    expect(data).toHaveLength(1);
  });
});
