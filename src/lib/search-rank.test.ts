import { describe, expect, it } from 'vitest';
import { nameMatchTier, rankByName } from './search-rank';

const workouts = ['Full Body A', 'Upper Body', 'Full Body C', 'Full Body B', 'Full Body B (long)', 'Legs'].map(
  (name, order) => ({ name, type: order === 5 ? 'strength' : 'hypertrophy' }),
);
const names = (list: { name: string }[]) => list.map((item) => item.name);

describe('rankByName', () => {
  it('lists the exact name first, then names starting with the query, then the rest', () => {
    expect(names(rankByName(workouts, 'Full Body B', (w) => w.name))).toEqual([
      'Full Body B',
      'Full Body B (long)',
      'Full Body A',
      'Full Body C',
    ]);
  });

  it('ignores case and extra spaces', () => {
    expect(names(rankByName(workouts, '  full   body b ', (w) => w.name))[0]).toBe('Full Body B');
  });

  it('keeps the given order for an empty query and among equal matches', () => {
    expect(names(rankByName(workouts, '', (w) => w.name))).toEqual(names(workouts));
    expect(names(rankByName(workouts, 'body', (w) => w.name))).toEqual([
      'Full Body A',
      'Upper Body',
      'Full Body C',
      'Full Body B',
      'Full Body B (long)',
    ]);
  });

  it('finds an item by its extra text, after the name matches', () => {
    expect(
      names(
        rankByName(
          workouts,
          'strength',
          (w) => w.name,
          (w) => w.type,
        ),
      ),
    ).toEqual(['Legs']);
  });

  it('drops items missing a word', () => {
    expect(rankByName(workouts, 'full legs', (w) => w.name)).toEqual([]);
  });
});

describe('nameMatchTier', () => {
  it('grades exact, prefix, word prefixes in order, and containment', () => {
    expect(nameMatchTier('Full Body B', 'full body b')).toBe(0);
    expect(nameMatchTier('Full Body B (long)', 'full body b')).toBe(1);
    expect(nameMatchTier('Full Body Beginner', 'full bo b')).toBe(2);
    expect(nameMatchTier('Full Body A', 'full body b')).toBe(3);
    expect(nameMatchTier('Body Full', 'full body')).toBe(3);
  });
});
