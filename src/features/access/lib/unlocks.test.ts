import { describe, expect, it } from 'vitest';
import type { AccessStatus } from './access-status';
import { expiringLines, unlockLines } from './unlocks';

const base: AccessStatus = {
  allowed: false,
  reason: 'no_access',
  via: null,
  membership: null,
  credits: [],
  booking_today: null,
  key: null,
  last_check_in_at: null,
};
const membership = (patch: Partial<NonNullable<AccessStatus['membership']>> = {}) => ({
  id: 'mem-1',
  description: 'Studio + on demand',
  status: 'active',
  current_period_end: '2026-12-20T10:00:00Z',
  unlocks_studio_access: true,
  unlocks_on_demand: true,
  grants_client_type: null,
  ...patch,
});
const unlocked = (status: AccessStatus, clientType: string | null = 'in-person') =>
  Object.fromEntries(unlockLines(status, clientType).map((line) => [line.id, line.unlocked]));

describe('what a plan unlocks', () => {
  it('with nothing: every line locked, the coaching line offering the move up', () => {
    expect(unlocked(base)).toEqual({ studio: false, booking: false, on_demand: false, coaching: false });
    expect(unlockLines(base, 'programming').at(-1)?.detail).toBe('Move up to a plan with virtual coaching.');
  });

  it('a live membership unlocks what it says; a virtual-granting one adds coaching', () => {
    const status = { ...base, allowed: true, reason: 'ok', via: 'membership' as const, membership: membership() };
    expect(unlocked(status)).toEqual({ studio: true, booking: true, on_demand: true, coaching: false });
    expect(unlocked({ ...status, membership: membership({ grants_client_type: 'virtual' }) }).coaching).toBe(true);
  });

  it('an ended membership unlocks nothing', () => {
    expect(unlocked({ ...base, reason: 'membership_expired', membership: membership({ status: 'ended' }) })).toEqual({
      studio: false,
      booking: false,
      on_demand: false,
      coaching: false,
    });
  });

  it('credits let them book; only credits with some left count', () => {
    const lot = { category_id: 'c', category_name: 'Group class', remaining: 0, next_expiry: null };
    expect(unlocked({ ...base, credits: [lot] }).booking).toBe(false);
    expect(unlocked({ ...base, credits: [{ ...lot, remaining: 2 }] }).booking).toBe(true);
  });
});

describe('what ends soon', () => {
  const now = Date.UTC(2026, 10, 27);
  it('names credits expiring within 14 days and a membership past due', () => {
    const status: AccessStatus = {
      ...base,
      membership: membership({ status: 'past_due' }),
      credits: [
        { category_id: 'a', category_name: 'Group class', remaining: 3, next_expiry: '2026-12-05T00:00:00Z' },
        { category_id: 'b', category_name: '1:1 PT', remaining: 3, next_expiry: '2027-03-01T00:00:00Z' },
      ],
    };
    expect(expiringLines(status, now, (iso) => iso.slice(0, 10))).toEqual([
      'The last payment for Studio + on demand did not go through: update your card to keep it.',
      'Credits of Group class expire on 2026-12-05.',
    ]);
  });
});
