import { describe, expect, it } from 'vitest';
import { buildAmendment, draftFromLog } from '@/features/history/lib/edit-draft';
import type { HistoryLog, HistorySet } from '@/features/history/lib/history-model';
import { applyEdit, applyQueuedEdits } from '@/features/history/lib/queued-edits';

function set(id: string, setNumber: number, weight: number, revision = 1, isWarmup = false): HistorySet {
  return {
    id,
    exerciseId: 'squat',
    workoutExerciseId: null,
    setNumber,
    reps: 5,
    weight,
    durationSeconds: null,
    rpe: null,
    completed: true,
    isWarmup,
    notes: null,
    performedAt: `2026-11-20T10:0${setNumber}:00.000Z`,
    revision,
  };
}

const log: HistoryLog = {
  id: 'log-1',
  sessionId: 's-1',
  workoutId: null,
  name: 'Legs',
  startedAt: '2026-11-20T10:00:00.000Z',
  completedAt: '2026-11-20T11:00:00.000Z',
  durationSeconds: 3600,
  totalVolume: 5 * 40 + 5 * 80 + 5 * 800,
  notes: null,
  exercises: [
    { exerciseId: 'squat', name: 'Back Squat', sets: [set('w', 1, 40, 1, true), set('a', 2, 80), set('b', 3, 800)] },
  ],
};

let counter = 0;
const newId = () => `new-${(counter += 1)}`;

function amend(edit: (draft: ReturnType<typeof draftFromLog>) => void, base: HistoryLog = log) {
  const draft = draftFromLog(base);
  edit(draft);
  const result = buildAmendment(base, 'u-1', draft, newId);
  if (!result.ok) throw new Error(result.message);
  return result.payload;
}

describe('History shows a queued edit applied, by the server’s rules', () => {
  it('applies a fixed weight, an added set and a deleted set, and recomputes the volume (warm-ups excluded)', () => {
    const payload = amend((draft) => {
      const sets = draft[0]!.sets;
      sets[2]!.weight = '82.5';
      sets[1]!.removed = true;
      sets.push({ ...sets[2]!, key: 'added', saved: null, weight: '90', reps: '3', removed: false });
    });
    const shown = applyEdit(log, payload);
    const sets = shown.exercises[0]!.sets;
    expect(sets.map((entry) => [entry.weight, entry.reps, entry.revision])).toEqual([
      [40, 5, 1],
      [82.5, 5, 2],
      [90, 3, 1],
    ]);
    expect(shown.totalVolume).toBe(5 * 82.5 + 3 * 90);
    expect(log.exercises[0]!.sets).toHaveLength(3); // the server's copy is left as it was
  });

  it('changes nothing when the server already holds the edit (applied twice = once)', () => {
    const payload = amend((draft) => {
      draft[0]!.sets[2]!.weight = '82.5';
    });
    const once = applyEdit(log, payload);
    expect(applyEdit(once, payload)).toEqual(once);
  });

  it('keeps what another device saved later (a higher revision), and ignores an older removal', () => {
    const payload = amend((draft) => {
      draft[0]!.sets[2]!.weight = '82.5'; // revision 2
      draft[0]!.sets[1]!.removed = true; // removal at revision 2
    });
    const newerOnServer: HistoryLog = {
      ...log,
      exercises: [{ ...log.exercises[0]!, sets: [set('w', 1, 40, 1, true), set('a', 2, 85, 3), set('b', 3, 100, 3)] }],
    };
    const shown = applyEdit(newerOnServer, payload);
    expect(shown.exercises[0]!.sets.map((entry) => [entry.id, entry.weight])).toEqual([
      ['w', 40],
      ['a', 85],
      ['b', 100],
    ]);
  });

  it('a second edit made on top of the queued one bumps past it', () => {
    const first = amend((draft) => {
      draft[0]!.sets[2]!.weight = '82.5';
    });
    const shown = applyEdit(log, first);
    const second = amend((draft) => {
      draft[0]!.sets[2]!.weight = '85';
    }, shown);
    expect(second.p_sets.map((entry) => [entry.id, entry.weight, entry.revision])).toEqual([['b', 85, 3]]);
  });

  it('leaves workouts without a queued edit untouched', () => {
    const other: HistoryLog = { ...log, id: 'log-2' };
    const payload = amend((draft) => {
      draft[0]!.sets[2]!.weight = '82.5';
    });
    const [edited, untouched] = applyQueuedEdits([log, other], new Map([['log-1', { payload }]]));
    expect(edited!.exercises[0]!.sets[2]!.weight).toBe(82.5);
    expect(untouched).toBe(other);
  });
});
