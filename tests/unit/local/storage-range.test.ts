import { describe, expect, it } from 'vitest';
import { byteRange } from '../../../supabase/local/storage/range-compat';

describe('byteRange (the local Storage answering Range like Supabase Storage)', () => {
  it('reads start-end, start- and -suffix, clamped to the object', () => {
    expect(byteRange('bytes=1-3', 10)).toEqual({ start: 1, end: 3 });
    expect(byteRange('bytes=4-', 10)).toEqual({ start: 4, end: 9 });
    expect(byteRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(byteRange('bytes=0-999', 10)).toEqual({ start: 0, end: 9 });
  });

  it('refuses a range past the end, and ignores what it cannot read', () => {
    expect(byteRange('bytes=10-', 10)).toBe('unsatisfiable');
    expect(byteRange('bytes=5-2', 10)).toBe('unsatisfiable');
    expect(byteRange('bytes=0-1,4-5', 10)).toBeNull();
    expect(byteRange('items=1-2', 10)).toBeNull();
  });
});
