import { describe, expect, it } from 'vitest';
import { CHECK_IN_REASONS } from '@/features/access/lib/desk-answer';
import { cameraProblem } from '@/features/access/desk/lib/camera-problem';
import { canOverride, REASON_TEXT } from '@/features/access/lib/desk-reasons';
import { groupPin, pinDigits, pinProblem } from '@/features/access/desk/lib/pin';
import { createScanGate } from '@/features/access/desk/lib/scan-gate';

describe('the PIN', () => {
  it('keeps digits only, drops spaces and dashes, and stops at the longest PIN', () => {
    expect(pinDigits('1004 381-920')).toBe('1004381920');
    expect(pinDigits('12a34')).toBe('1234');
    expect(pinDigits('1'.repeat(20))).toHaveLength(13);
  });
  it('is grouped as the client’s screen shows it', () => {
    expect(groupPin('1004381920')).toBe('1004 381 920');
    expect(groupPin('1234567381920')).toBe('1234567 381 920');
    expect(groupPin('381')).toBe('381');
  });
  it('needs a member number of 4 digits at least before the 6-digit code', () => {
    expect(pinProblem('')).toMatch(/Type the member number/);
    expect(pinProblem('123381920')).toMatch(/Too short/);
    expect(pinProblem('1004381920')).toBeNull();
  });
});

describe('the scan gate (one code held to the camera is one check-in)', () => {
  it('lets a payload through once while it keeps being seen, then again after a pause', () => {
    const gate = createScanGate(10_000);
    expect(gate.accept('LW1.K7QX2M.1004.381920', 0)).toBe(true);
    expect(gate.accept('LW1.K7QX2M.1004.381920', 200)).toBe(false);
    // Still held up 9.9 s after the last sighting, 19 s after the first: still the same check-in.
    expect(gate.accept('LW1.K7QX2M.1004.381920', 9_500)).toBe(false);
    expect(gate.accept('LW1.K7QX2M.1004.381920', 19_000)).toBe(false);
    expect(gate.accept('LW1.K7QX2M.1004.381920', 29_001)).toBe(true);
  });
  it('lets another payload through at once (the next person, or the next 30-second code)', () => {
    const gate = createScanGate(10_000);
    expect(gate.accept('LW1.K7QX2M.1004.381920', 0)).toBe(true);
    expect(gate.accept('LW1.K7QX2M.1005.112233', 100)).toBe(true);
    expect(gate.accept('LW1.K7QX2M.1004.381920', 200)).toBe(true);
  });
  it('touch keeps holding the payload sent, and does not swallow another one seen while busy', () => {
    const gate = createScanGate(10_000);
    gate.accept('A', 0);
    gate.touch('A', 9_000);
    gate.touch('B', 9_500);
    expect(gate.accept('A', 18_000)).toBe(false);
    expect(gate.accept('B', 18_100)).toBe(true);
  });
});

describe('reasons in words', () => {
  it('names every refusal the issue lists', () => {
    expect(REASON_TEXT.no_access).toMatch(/No active plan/);
    expect(REASON_TEXT.membership_expired).toMatch(/expired/);
    expect(REASON_TEXT.revoked).toMatch(/revoked/);
    expect(REASON_TEXT.already_checked_in).toBe('Already checked in');
    expect(REASON_TEXT.wrong_studio).toMatch(/another studio/);
    expect(REASON_TEXT.invalid_code).toMatch(/Invalid code/);
    expect(REASON_TEXT.replayed).toMatch(/already used/);
    expect(REASON_TEXT.rate_limited).toMatch(/Too many attempts/);
    for (const reason of CHECK_IN_REASONS) expect(REASON_TEXT[reason].length).toBeGreaterThan(5);
  });
  it('offers an override only for a known client the rules refused', () => {
    expect(canOverride('no_access')).toBe(true);
    expect(canOverride('already_checked_in')).toBe(true);
    expect(canOverride('unknown_member')).toBe(false);
    expect(canOverride('not_a_client')).toBe(false);
  });
});

describe('camera problems', () => {
  it('tells a refused permission from a missing camera', () => {
    expect(cameraProblem(new DOMException('denied', 'NotAllowedError'))).toBe('denied');
    expect(cameraProblem(new DOMException('none', 'NotFoundError'))).toBe('none');
    expect(cameraProblem('Camera not found.')).toBe('none');
    expect(cameraProblem(new DOMException('busy', 'NotReadableError'))).toBe('unavailable');
  });
});
