import { describe, expect, it } from 'vitest';
import { noun, plural } from '@/lib/plural';

describe('plural', () => {
  it('writes one in the singular and every other count in the plural', () => {
    expect(plural(1, 'session')).toBe('1 session');
    expect(plural(0, 'session')).toBe('0 sessions');
    expect(plural(2, 'exercise')).toBe('2 exercises');
    expect(plural(1200, 'set')).toBe('1200 sets');
    expect(plural(3, 'entry', 'entries')).toBe('3 entries');
    expect(noun(1, 'session')).toBe('session');
    expect(noun(4, 'session')).toBe('sessions');
  });
});
