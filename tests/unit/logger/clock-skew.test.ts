import { describe, expect, it } from 'vitest';
import { mergeStates } from '@/features/logger/lib/merge-states';
import { loggerReducer, type LoggerAction, type SetPatch } from '@/features/logger/lib/session-reducer';
import type { SessionState } from '@/features/logger/lib/session-schema';
import { createServerClock } from '@/lib/server-clock';
import { T0, freshState } from './fixtures';

/**
 * Issue 23 §3: edits made on two devices without seeing each other are ordered by real time, even
 * when one device's clock is an hour behind or ahead, because each edit is stamped with the server's
 * clock as the device measured it (lib/server-clock), not with the device clock.
 */

const HOUR = 3_600_000;
const base = freshState();
const squat = base.exercises[0]!;
const set = squat.sets[0]!;

/** A device whose clock runs `skew` ms off the real time `real()`. */
function device(real: () => number, skew: number) {
  const clock = createServerClock(() => real() + skew, { load: () => null, save: () => undefined });
  return {
    clock,
    /** A request to the server taking 40 ms each way; the server's clock is the real time. */
    contactServer: () => {
      const sentAt = real() + skew;
      clock.record(real() + 40, sentAt, sentAt + 80);
    },
    /** The reducer as the store calls it: the device clock for `now`, the server clock for `at`. */
    edit: (state: SessionState, patch: SetPatch): SessionState =>
      loggerReducer(state, {
        type: 'edit-set',
        exerciseId: squat.id,
        setId: set.id,
        patch,
        now: real() + skew,
        at: clock.now(),
      } as LoggerAction),
  };
}

const valueOf = (state: SessionState) => {
  const merged = state.exercises[0]!.sets[0]!;
  return { weight: merged.weight, reps: merged.reps };
};

/** Both merge orders give the same set. */
function mergedBothWays(one: SessionState, other: SessionState) {
  const forward = valueOf(mergeStates(one, other));
  expect(valueOf(mergeStates(other, one))).toEqual(forward);
  return forward;
}

describe.each([
  ['an hour behind', -HOUR],
  ['an hour ahead', HOUR],
  ['ten minutes behind', -10 * 60_000],
])('a device whose clock is %s', (_label, skew) => {
  it('loses to an edit made after it on a correct clock, and wins over one made before it', () => {
    let now = T0;
    const real = () => now;
    const phone = device(real, 0);
    const tablet = device(real, skew);
    phone.contactServer();
    tablet.contactServer();

    // The phone types 50 x 10 key by key (four edits), then the tablet, not having seen it, 55 x 9.
    now += 1_000;
    let onPhone = base;
    for (const patch of [{ weight: 5 }, { weight: 50 }, { reps: 1 }, { reps: 10 }]) {
      onPhone = phone.edit(onPhone, patch);
      now += 100;
    }
    now += 2_000;
    const onTablet = tablet.edit(tablet.edit(base, { weight: 55 }), { reps: 9 });
    expect(mergedBothWays(onPhone, onTablet)).toEqual({ weight: 55, reps: 9 });

    // Later the phone, still not having seen the tablet's edit, changes it again: the phone's wins.
    now += 5_000;
    const again = phone.edit(onPhone, { weight: 60 });
    expect(mergedBothWays(again, onTablet)).toEqual({ weight: 60, reps: 10 });
  });

  it('still orders by real time offline, with the offset measured before the network went', () => {
    let now = T0;
    const real = () => now;
    const phone = device(real, 0);
    const tablet = device(real, skew);
    phone.contactServer();
    tablet.contactServer();
    now += 20 * 60_000; // both offline since
    const onTablet = tablet.edit(base, { weight: 55 });
    now += 30_000;
    const onPhone = phone.edit(base, { weight: 50 });
    expect(mergedBothWays(onPhone, onTablet).weight).toBe(50);
  });

  it('never undoes an edit made after seeing the other copy, even without an offset (never online)', () => {
    let now = T0;
    const real = () => now;
    const phone = device(real, 0);
    const tablet = device(real, skew);
    const onTablet = tablet.edit(base, { weight: 55 });
    now += 1_000;
    // The phone merged the tablet's copy first, then edited: its revision is above the tablet's.
    const onPhone = phone.edit(mergeStates(base, onTablet), { weight: 57.5 });
    expect(mergedBothWays(onPhone, onTablet).weight).toBe(57.5);
  });
});

it('a retried write or a repeated merge changes no revision', () => {
  let now = T0;
  const phone = device(() => now, 0);
  phone.contactServer();
  now += 1_000;
  const edited = phone.edit(base, { weight: 50 });
  const rev = edited.exercises[0]!.sets[0]!.rev;
  expect(rev).toBe(T0 + 1_000);
  expect(mergeStates(mergeStates(edited, edited), edited)).toEqual(edited);
  expect(mergeStates(edited, base).exercises[0]!.sets[0]!.rev).toBe(rev);
});

describe('the server clock', () => {
  it('keeps the most precise reading, and takes a new one when the device clock was changed', () => {
    let device = T0 - HOUR;
    const clock = createServerClock(() => device, { load: () => null, save: () => undefined });
    expect(clock.now()).toBe(T0 - HOUR); // never reached: the device clock
    clock.record(T0 + 50, device, device + 100);
    expect(clock.now()).toBe(T0);
    // A slower round trip agreeing with it changes nothing.
    clock.record(T0 + 700, device, device + 1_000);
    expect(clock.now()).toBe(T0);
    // The person sets the clock right: the next reading disagrees by far more than its precision.
    device = T0 + 5_000;
    clock.record(T0 + 5_100, device, device + 200);
    expect(clock.now()).toBe(T0 + 5_000);
  });
});
