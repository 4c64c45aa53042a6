import { describe, expect, it } from 'vitest';
import {
  array,
  boolean,
  count,
  literal,
  nullable,
  number,
  object,
  optional,
  parseOrNull,
  record,
  ShapeError,
  string,
  withDefault,
} from '@/lib/guard';

describe('guard', () => {
  it('accepts the primitive it names and rejects everything else', () => {
    expect(string('a')).toBe('a');
    expect(() => string(1)).toThrow(ShapeError);
    expect(boolean(false)).toBe(false);
    expect(() => boolean('true')).toThrow(ShapeError);
    expect(number(-2.5)).toBe(-2.5);
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, '1', null]) expect(() => number(bad)).toThrow(ShapeError);
    expect(count(0)).toBe(0);
    for (const bad of [-1, 1.5, '2']) expect(() => count(bad)).toThrow(ShapeError);
    expect(literal(1)(1)).toBe(1);
    expect(() => literal(1)(2)).toThrow(ShapeError);
  });

  it('nullable, optional and defaults', () => {
    expect(nullable(number)(null)).toBeNull();
    expect(() => nullable(number)(undefined)).toThrow(ShapeError);
    expect(optional(number)(undefined)).toBeUndefined();
    expect(() => optional(number)(null)).toThrow(ShapeError);
    expect(withDefault(count, 0)(undefined)).toBe(0);
    expect(withDefault(count, 0)(3)).toBe(3);
    expect(() => withDefault(count, 0)(-3)).toThrow(ShapeError);
  });

  it('objects keep their own fields, drop others and name the path of a wrong one', () => {
    const set = object({ id: string, reps: nullable(number), note: optional(string), rev: withDefault(count, 0) });
    expect(set({ id: 's1', reps: 8, extra: true })).toEqual({ id: 's1', reps: 8, rev: 0 });
    expect(set({ id: 's1', reps: null, note: 'slow', rev: 2 })).toEqual({ id: 's1', reps: null, note: 'slow', rev: 2 });
    const sets = array(set);
    expect(() =>
      sets(
        [
          { id: 's1', reps: 8 },
          { id: 's2', reps: '8' },
        ],
        'sets',
      ),
    ).toThrow('sets[1].reps: expected a number');
    for (const bad of [null, [], 'x']) expect(() => set(bad)).toThrow(ShapeError);
  });

  it('records check every value and refuse arrays', () => {
    const bests = record(object({ heaviest: number }));
    expect(bests({ a: { heaviest: 100 } })).toEqual({ a: { heaviest: 100 } });
    expect(() => bests({ a: { heaviest: 'x' } })).toThrow('.a.heaviest');
    expect(() => bests([])).toThrow(ShapeError);
  });

  it('parseOrNull turns a wrong shape into null but lets other errors through', () => {
    expect(parseOrNull(object({ id: string }), { id: 'x' })).toEqual({ id: 'x' });
    expect(parseOrNull(object({ id: string }), { id: 1 })).toBeNull();
    const broken = () => {
      throw new RangeError('bug');
    };
    expect(() => parseOrNull(broken, 1)).toThrow(RangeError);
  });
});
