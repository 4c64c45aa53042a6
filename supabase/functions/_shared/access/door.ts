import type { AdminClient } from '../deps.ts';

/** The check-in a door opens for (what an adapter may log or show on the door's reader). */
export interface DoorCheckIn {
  checkInId: string;
  clientId: string;
  memberNumber: number | null;
  method: 'qr' | 'pin' | 'manual';
}

/**
 * What opens the studio's door once the database has allowed a check-in. The local controller only
 * records "door opened" on the check-in; a hardware adapter (Kisi, Brivo: docs/access.md) would call
 * its provider's unlock API and then record the same.
 */
export interface DoorController {
  open(doorId: string, checkIn: DoorCheckIn): Promise<{ opened: boolean; detail?: string }>;
}

/** Records the opening with record_door_opened (service role only). */
export function localDoorController(admin: AdminClient): DoorController {
  return {
    async open(doorId, checkIn) {
      const { error } = await admin.rpc('record_door_opened', { p_check_in_id: checkIn.checkInId, p_door_id: doorId });
      if (error) return { opened: false, detail: error.message };
      return { opened: true };
    },
  };
}

export type DoorProvider = 'local' | 'none';

export interface DoorConfig {
  provider: DoorProvider;
  doorId: string;
}

/** ACCESS_DOOR_PROVIDER (local | none; default local) and ACCESS_DOOR_ID (default "front"). */
export function doorConfig(env: (name: string) => string | undefined): DoorConfig {
  const provider = (env('ACCESS_DOOR_PROVIDER') ?? 'local').trim() || 'local';
  if (provider !== 'local' && provider !== 'none') {
    throw new Error(`ACCESS_DOOR_PROVIDER must be local or none, not "${provider}"`);
  }
  const doorId = (env('ACCESS_DOOR_ID') ?? 'front').trim() || 'front';
  return { provider, doorId };
}

/** The configured controller, or null when no door is configured (provider none). */
export function doorControllerFor(config: DoorConfig, admin: AdminClient): DoorController | null {
  return config.provider === 'local' ? localDoorController(admin) : null;
}
