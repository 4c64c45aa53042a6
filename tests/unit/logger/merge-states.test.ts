import { describe, expect, it } from 'vitest';
import { mergeStates } from '@/features/logger/lib/merge-states';
import { liveSets, loggerReducer } from '@/features/logger/lib/session-reducer';
import { T0, freshState } from './fixtures';

describe('mergeStates (two devices, one workout)', () => {
  const base = freshState();
  const squat = base.exercises[0]!;
  const [first, second] = squat.sets;

  it('keeps edits made on either side to different sets', () => {
    const phone = loggerReducer(base, {
      type: 'edit-set',
      exerciseId: squat.id,
      setId: first!.id,
      patch: { reps: 3 },
      now: T0 + 10,
    });
    const tablet = loggerReducer(base, {
      type: 'edit-set',
      exerciseId: squat.id,
      setId: second!.id,
      patch: { reps: 6 },
      now: T0 + 20,
    });
    const merged = mergeStates(phone, tablet);
    expect(merged.exercises[0]!.sets.map((set) => set.reps)).toEqual([3, 6]);
  });

  it('lets the newest edit of the same set win, whichever side it is on', () => {
    const phone = loggerReducer(base, {
      type: 'edit-set',
      exerciseId: squat.id,
      setId: first!.id,
      patch: { weight: 80 },
      now: T0 + 30,
    });
    const tablet = loggerReducer(base, {
      type: 'edit-set',
      exerciseId: squat.id,
      setId: first!.id,
      patch: { weight: 75 },
      now: T0 + 20,
    });
    expect(mergeStates(phone, tablet).exercises[0]!.sets[0]!.weight).toBe(80);
    expect(mergeStates(tablet, phone).exercises[0]!.sets[0]!.weight).toBe(80);
  });

  it('unites added sets from both sides in order, and a newer removal wins over an older edit', () => {
    const phone = loggerReducer(base, { type: 'add-set', exerciseId: squat.id, setId: 'phone-set', now: T0 + 10 });
    const tabletAdded = loggerReducer(base, {
      type: 'add-set',
      exerciseId: squat.id,
      setId: 'tablet-set',
      now: T0 + 11,
    });
    const tablet = loggerReducer(tabletAdded, {
      type: 'remove-set',
      exerciseId: squat.id,
      setId: first!.id,
      now: T0 + 50,
    });
    const merged = mergeStates(phone, tablet);
    expect(liveSets(merged.exercises[0]!).map((set) => set.id)).toEqual([second!.id, 'tablet-set', 'phone-set']);
  });

  it('takes the newer notes and rest timer, and is idempotent', () => {
    const phone = loggerReducer(base, { type: 'set-workout-notes', notes: 'phone', now: T0 + 5 });
    const tablet = loggerReducer(loggerReducer(base, { type: 'set-workout-notes', notes: 'tablet', now: T0 + 9 }), {
      type: 'toggle-set-complete',
      exerciseId: squat.id,
      setId: first!.id,
      now: T0 + 9,
    });
    const merged = mergeStates(phone, tablet);
    expect(merged.notes).toBe('tablet');
    expect(merged.rest?.startedAt).toBe(T0 + 9);
    expect(merged.exercises[0]!.sets[0]!.completed).toBe(true);
    expect(mergeStates(merged, tablet)).toEqual(merged);
  });
});
