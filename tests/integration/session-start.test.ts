import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demo, serviceClient, signedInClient } from './support/clients';

/** Opening the logger twice starts one session, with no error round trip (the logger's insert). */
describe('starting a workout session', () => {
  it('ignores a repeated start of the same session instead of answering a conflict', async () => {
    const client = await signedInClient(demo.virtualClient.email);
    const row = {
      id: randomUUID(),
      user_id: demo.virtualClient.id,
      workout_name: 'Start twice',
      state: { note: 'first' },
      revision: 1,
    };
    const first = await client.from('workout_sessions').upsert(row, { onConflict: 'id', ignoreDuplicates: true });
    expect(first.error).toBeNull();
    const second = await client
      .from('workout_sessions')
      .upsert({ ...row, state: { note: 'second' } }, { onConflict: 'id', ignoreDuplicates: true });
    expect(second.error).toBeNull();
    expect(second.status).toBeLessThan(300);

    const { data } = await serviceClient().from('workout_sessions').select('state').eq('id', row.id);
    expect(data).toEqual([{ state: { note: 'first' } }]);
    await serviceClient().from('workout_sessions').delete().eq('id', row.id);
  });
});
