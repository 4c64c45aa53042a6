import { describe, expect, it, vi } from 'vitest';
import { doorConfig, doorControllerFor, localDoorController } from '../../../supabase/functions/_shared/access/door';
import type { AdminClient } from '../../../supabase/functions/_shared/deps';

const env = (values: Record<string, string>) => (name: string) => values[name];

function adminAnswering(error: { message: string } | null) {
  const rpc = vi.fn().mockResolvedValue({ data: null, error });
  return { admin: { rpc } as unknown as AdminClient, rpc };
}

const checkIn = { checkInId: 'c1', clientId: 'u1', memberNumber: 1004, method: 'qr' as const };

describe('door configuration', () => {
  it('defaults to the local controller and the front door', () => {
    expect(doorConfig(env({}))).toEqual({ provider: 'local', doorId: 'front' });
    expect(doorConfig(env({ ACCESS_DOOR_PROVIDER: 'none', ACCESS_DOOR_ID: 'side' }))).toEqual({
      provider: 'none',
      doorId: 'side',
    });
  });

  it('refuses a provider it does not know', () => {
    expect(() => doorConfig(env({ ACCESS_DOOR_PROVIDER: 'kisi' }))).toThrow(/local or none/);
  });

  it('has no controller when no door is configured', () => {
    expect(doorControllerFor({ provider: 'none', doorId: 'front' }, adminAnswering(null).admin)).toBeNull();
  });
});

describe('the local door controller', () => {
  it('records the opening with record_door_opened', async () => {
    const { admin, rpc } = adminAnswering(null);
    expect(await localDoorController(admin).open('front', checkIn)).toEqual({ opened: true });
    expect(rpc).toHaveBeenCalledWith('record_door_opened', { p_check_in_id: 'c1', p_door_id: 'front' });
  });

  it('says it did not open when the record fails', async () => {
    const { admin } = adminAnswering({ message: 'No such check-in' });
    expect(await localDoorController(admin).open('front', checkIn)).toEqual({
      opened: false,
      detail: 'No such check-in',
    });
  });
});
