import { describe, expect, it } from 'vitest';
import { unsyncedWorkWarning } from '@/features/logger/lib/unsynced-work';
import { addSignOutCheck, signOutWarnings } from '@/lib/sign-out-guard';

describe('warning before sign-out with unsent work', () => {
  it('says nothing when everything reached the server', () => {
    expect(unsyncedWorkWarning({ finished: 0, inProgress: 0 })).toBeNull();
  });

  it('counts finished workouts and workouts in progress, singular and plural', () => {
    expect(unsyncedWorkWarning({ finished: 1, inProgress: 0 })).toBe(
      '1 finished workout has not reached the server yet.',
    );
    expect(unsyncedWorkWarning({ finished: 3, inProgress: 2 })).toBe(
      '3 finished workouts have not reached the server yet; 2 workouts in progress have sets not synced yet.',
    );
  });

  it('collects the warnings of registered checks, ignoring a check that fails, until removed', async () => {
    const removeWarning = addSignOutCheck(async () => 'unsent');
    const removeBroken = addSignOutCheck(async () => {
      throw new Error('IndexedDB unavailable');
    });
    const removeQuiet = addSignOutCheck(async () => null);
    expect(await signOutWarnings()).toEqual(['unsent']);
    removeWarning();
    removeBroken();
    removeQuiet();
    expect(await signOutWarnings()).toEqual([]);
  });
});
