import { describe, expect, it } from 'vitest';
import { addAlias, exerciseSlug, isHttpsUrl, validateExerciseForm, type ExerciseFormValues } from './exercise-form';

const values = (patch: Partial<ExerciseFormValues> = {}): ExerciseFormValues => ({
  name: 'Landmine press',
  muscles: 'shoulders, Chest',
  equipment: 'barbell',
  category: 'strength',
  level: 'intermediate',
  instructions: 'Hold the bar\nPress',
  videoUrl: '',
  aliases: [],
  ...patch,
});
const file = (type: string, size: number) => new File([new Uint8Array(size)], 'thumb', { type });

describe('the exercise form', () => {
  it('accepts a complete exercise with an https video and a small image', () => {
    expect(validateExerciseForm(values({ videoUrl: 'https://youtu.be/abc' }), file('image/png', 1000))).toEqual({});
  });

  it('explains a blank name, no muscles, a non-https link and a wrong or large image', () => {
    expect(validateExerciseForm(values({ name: ' ', muscles: ' , ', videoUrl: 'http://x.com/v' }), null)).toEqual({
      name: 'Give the exercise a name',
      muscles: 'Name at least one muscle group',
      videoUrl: 'Enter a full https:// link to the video',
    });
    expect(validateExerciseForm(values(), file('image/gif', 10)).thumbnail).toBe('Choose a JPEG, PNG or WebP image');
    expect(validateExerciseForm(values(), file('image/jpeg', 2 * 1024 * 1024 + 1)).thumbnail).toBe(
      'The image must be 2 MB or smaller',
    );
  });

  it('only takes https links with a host', () => {
    expect(['https://vimeo.com/1', 'javascript:alert(1)', 'https://localhost', 'ftp://a.b/c'].map(isHttpsUrl)).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it('makes a readable slug with a suffix', () => {
    expect(exerciseSlug('  Goblet Squat (DB) ', 'ab12')).toBe('goblet-squat-db-ab12');
    expect(exerciseSlug('!!!', 'x')).toBe('exercise-x');
  });

  it('adds an alias trimmed, refusing a blank, a long one, a 21st, the name and a repeat, case-folded', () => {
    expect(addAlias(['RDL'], '  Stiff-Leg   Deadlift ', 'Romanian Deadlift')).toEqual({
      aliases: ['RDL', 'Stiff-Leg Deadlift'],
    });
    expect(addAlias([], '  ', 'Row').error).toBe('Type the other name first');
    expect(addAlias([], 'x'.repeat(81), 'Row').error).toMatch(/at most 80/);
    expect(
      addAlias(
        Array.from({ length: 20 }, (_, i) => `Row ${i}`),
        'Another',
        'Row',
      ).error,
    ).toMatch(/at most 20/);
    expect(addAlias([], 'ROW ', 'Row').error).toMatch(/name/);
    expect(addAlias(['Pendlay'], 'pendlay', 'Row').error).toMatch(/already in the list/);
  });

  it('refuses saving an alias that repeats the name (the name was changed after)', () => {
    expect(validateExerciseForm(values({ name: 'RDL', aliases: ['rdl'] }), null).aliases).toMatch(/repeats/);
  });
});
