import { describe, expect, it } from 'vitest';
import { joinNotice } from './join-outcome';

describe('joinNotice', () => {
  it('names the coach when joining worked', () => {
    expect(joinNotice({ kind: 'invitation', trainerName: 'Taylor Reyes' })).toBe(
      "Account created. You're now a client of Taylor Reyes. Please sign in.",
    );
    expect(joinNotice({ kind: 'join_request', trainerName: null })).toMatch(/asked your coach to accept you/);
  });
  it('keeps the spec words when there was nothing to join', () => {
    expect(joinNotice({ kind: 'none' })).toBe('Account created. Please sign in.');
  });
  it('says what to do when a code did not work', () => {
    expect(joinNotice({ kind: 'unknown' })).toMatch(/matched nobody/);
    expect(joinNotice({ kind: 'limited' })).toMatch(/15 minutes/);
  });
});
