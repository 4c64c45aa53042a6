import { describe, expect, it } from 'vitest';
import { cancelCost, cancelResult, type CancelPolicy } from './cancel-cost';

const policy: CancelPolicy = {
  cancelWindowMinutes: 1440,
  lateCancelOutcome: 'forfeit_credit',
  lateCancelFeeMinor: 0,
  currency: 'GBP',
};
const now = Date.parse('2026-11-27T10:00:00Z');
const hoursAhead = (hours: number) => new Date(now + hours * 3_600_000).toISOString();

describe('what cancelling costs, said before confirming', () => {
  it('is free before the window', () => {
    expect(cancelCost({ startsAt: hoursAhead(30), status: 'booked' }, policy, now)).toEqual({
      late: false,
      message: 'Cancelling now is free.',
    });
  });

  it('is late inside the window, with the credit forfeited', () => {
    expect(cancelCost({ startsAt: hoursAhead(3), status: 'booked' }, policy, now)).toEqual({
      late: true,
      message: 'This is a late cancellation (less than 1 day before the start): the session credit is forfeited.',
    });
  });

  it('names the fee in the currency', () => {
    const cost = cancelCost(
      { startsAt: hoursAhead(1), status: 'booked' },
      { ...policy, cancelWindowMinutes: 120, lateCancelOutcome: 'fee', lateCancelFeeMinor: 1250 },
      now,
    );
    expect(cost.late).toBe(true);
    expect(cost.message).toMatch(
      /^This is a late cancellation \(less than 2 hours before the start\): a fee of .*12\.50 is charged\.$/,
    );
    expect(cost.message).toContain('£');
  });

  it('says a late cancel costs nothing when the studio charges nothing', () => {
    expect(
      cancelCost({ startsAt: hoursAhead(3), status: 'booked' }, { ...policy, lateCancelOutcome: 'nothing' }, now)
        .message,
    ).toBe('This is a late cancellation (less than 1 day before the start), but it costs nothing.');
  });

  it('never charges for withdrawing a request', () => {
    expect(cancelCost({ startsAt: hoursAhead(1), status: 'requested' }, policy, now).late).toBe(false);
  });

  it("puts the server's answer in words", () => {
    expect(cancelResult({ status: 'cancelled', outcome: null, fee_minor: null }, 'GBP')).toBe(
      'Cancelled. It cost nothing.',
    );
    expect(cancelResult({ status: 'late_cancelled', outcome: 'forfeit_credit', fee_minor: null }, 'GBP')).toBe(
      'Cancelled late: the session credit is forfeited.',
    );
    expect(cancelResult({ status: 'late_cancelled', outcome: 'fee', fee_minor: 500 }, 'GBP')).toMatch(/£5\.00/);
  });
});
