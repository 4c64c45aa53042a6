import { describe, expect, it } from 'vitest';
import { canResend, invitationStatus, joinCodeLink } from './invitation-status';

describe('invitationStatus', () => {
  const now = new Date('2026-11-30T12:00:00Z');
  it('reads an invitation past its date as expired', () => {
    expect(invitationStatus({ status: 'invited', expires_at: '2026-11-30T11:59:59Z' }, now)).toBe('expired');
    expect(invitationStatus({ status: 'invited', expires_at: '2026-11-30T12:00:00Z' }, now)).toBe('expired');
  });
  it('keeps every other status as stored', () => {
    expect(invitationStatus({ status: 'invited', expires_at: '2026-12-01T00:00:00Z' }, now)).toBe('invited');
    expect(invitationStatus({ status: 'accepted', expires_at: '2026-11-01T00:00:00Z' }, now)).toBe('accepted');
    expect(invitationStatus({ status: 'revoked', expires_at: '2026-11-01T00:00:00Z' }, now)).toBe('revoked');
  });
  it('lets only outstanding invitations be sent again or withdrawn', () => {
    expect(['invited', 'expired', 'accepted', 'revoked'].map((s) => canResend(s as never))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
  it('links a join code to registration', () => {
    expect(joinCodeLink('https://app.example', 'ABCD2345')).toBe('https://app.example/register?code=ABCD2345');
  });
});
