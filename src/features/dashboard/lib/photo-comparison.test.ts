import { describe, expect, it } from 'vitest';
import { comparisonPair, mainPhotoPath } from './photo-comparison';

const photo = (id: string, date: string, front: string | null = `${id}.png`) => ({
  id,
  date,
  front_photo: front,
  side_photo: null,
  back_photo: null,
});

describe('comparisonPair', () => {
  const entries = [photo('a', '2026-01-01'), photo('b', '2026-02-01'), photo('c', '2026-03-01')];

  it('compares the first and the latest by default', () => {
    expect(comparisonPair(entries)).toEqual({ before: entries[0], after: entries[2] });
  });

  it('uses the dates the client picked, ignoring ones that no longer exist', () => {
    expect(comparisonPair(entries, { beforeId: 'b', afterId: 'gone' })).toEqual({
      before: entries[1],
      after: entries[2],
    });
  });

  it('shows a single photo as the latest and nothing with no photos', () => {
    expect(comparisonPair([entries[0]!])).toEqual({ before: null, after: entries[0] });
    expect(comparisonPair([photo('x', '2026-01-01', null)])).toEqual({ before: null, after: null });
  });

  it('takes the side or back photo when there is no front one', () => {
    expect(mainPhotoPath({ ...photo('x', '2026-01-01', null), back_photo: 'back.png' })).toBe('back.png');
  });
});
