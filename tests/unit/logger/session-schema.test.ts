import { describe, expect, it } from 'vitest';
import { parseSessionState } from '@/features/logger/lib/session-schema';
import { freshState } from './fixtures';

/** A stored copy of the document, as IndexedDB or the `state` column hands it back. */
const stored = () =>
  JSON.parse(JSON.stringify(freshState())) as Record<string, unknown> & {
    exercises: Array<Record<string, unknown> & { sets: Array<Record<string, unknown>> }>;
  };

describe('parseSessionState', () => {
  it('reads back a document the logger wrote', () => {
    const state = freshState();
    expect(parseSessionState(JSON.parse(JSON.stringify(state)))).toEqual(state);
  });

  it('reads documents written before revisions, renaming and reordering existed', () => {
    const old = stored();
    delete old.nameRev;
    delete old.nameUpdatedAt;
    delete old.notesRev;
    delete old.restRev;
    for (const exercise of old.exercises) {
      delete exercise.rev;
      delete exercise.position;
      delete exercise.category;
      for (const set of exercise.sets) delete set.rev;
    }
    const parsed = parseSessionState(old);
    expect(parsed).not.toBeNull();
    expect([parsed!.nameRev, parsed!.nameUpdatedAt, parsed!.notesRev, parsed!.restRev]).toEqual([0, 0, 0, 0]);
    expect(parsed!.exercises.every((exercise) => exercise.rev === 0 && exercise.position === undefined)).toBe(true);
    expect(parsed!.exercises.flatMap((exercise) => exercise.sets).every((set) => set.rev === 0)).toBe(true);
  });

  it('drops fields it does not know', () => {
    const parsed = parseSessionState({ ...stored(), somethingNew: 1 });
    expect(parsed).not.toHaveProperty('somethingNew');
  });

  it('refuses what is not a logger document', () => {
    expect(parseSessionState(null)).toBeNull();
    expect(parseSessionState({ ...stored(), version: 2 })).toBeNull();
    const badSet = stored();
    badSet.exercises[0]!.sets[0]!.reps = '10';
    expect(parseSessionState(badSet)).toBeNull();
    const negativeRev = stored();
    negativeRev.exercises[0]!.rev = -1;
    expect(parseSessionState(negativeRev)).toBeNull();
    const badBests = { ...stored(), historyBests: { squat: { heaviestWeight: 'heavy' } } };
    expect(parseSessionState(badBests)).toBeNull();
  });
});
