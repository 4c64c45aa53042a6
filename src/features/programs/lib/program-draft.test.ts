import { describe, expect, it } from 'vitest';
import { emptyWorkoutDraft, type WorkoutDraft } from '@/features/training';
import {
  addPendingWorkout,
  addWorkout,
  draftFromProgram,
  draftWeek,
  emptyDraft,
  hasContent,
  moveWorkout,
  moveWorkoutTo,
  recoverDraft,
  removeWorkout,
  setFlexSchedule,
  toSavePayload,
  updatePendingWorkout,
  updateWorkout,
  validateDraft,
  type ProgramDraft,
} from './program-draft';

const push = { id: 'w-push', name: 'Push' };
const pull = { id: 'w-pull', name: 'Pull' };
const legs = { id: 'w-legs', name: 'Legs' };

function named(draft: ProgramDraft, programName = 'Base'): ProgramDraft {
  return { ...draft, programSettings: { ...draft.programSettings, programName } };
}

function weekly(): ProgramDraft {
  let draft = named(emptyDraft());
  draft = addWorkout(draft, push, 1, 'a'); // Monday
  draft = addWorkout(draft, legs, 0, 'b'); // Sunday
  draft = addWorkout(draft, pull, 3, 'c'); // Wednesday
  return draft;
}

function rotation(): ProgramDraft {
  let draft = setFlexSchedule(named(emptyDraft()), true);
  for (const [workout, key] of [
    [push, 'a'],
    [pull, 'b'],
    [legs, 'c'],
  ] as const)
    draft = addWorkout(draft, workout, 4, key);
  return draft;
}

describe('the empty draft', () => {
  it('defaults the training style to engage-health and holds nothing worth restoring', () => {
    const draft = emptyDraft();
    expect(draft.selectedTrainingStyles).toEqual(['engage-health']);
    expect(hasContent(draft)).toBe(false);
    expect(hasContent(named(draft))).toBe(true);
  });
});

describe('weekly schedule', () => {
  it('lays the week out Monday first with each workout on its day', () => {
    const week = draftWeek(weekly());
    expect(week.map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(week.map((day) => day.entries.map((entry) => entry.workoutName))).toEqual([
      ['Push'],
      [],
      ['Pull'],
      [],
      [],
      [],
      ['Legs'],
    ]);
  });

  it('moves a workout to another day and keeps its notes', () => {
    let draft = updateWorkout(weekly(), 'a', { notes: 'Heavy' });
    draft = updateWorkout(draft, 'a', { dayOfWeek: 2 });
    expect(draft.programWorkouts.find((entry) => entry.key === 'a')).toMatchObject({ dayOfWeek: 2, notes: 'Heavy' });
  });

  it('saves day_of_week with 0 = Sunday, in the order added', () => {
    const payload = toSavePayload(weekly(), { editingProgramId: null, expectedUpdatedAt: null });
    expect(payload.workouts.map((w) => ['workout_id' in w ? w.workout_id : '', w.day_of_week])).toEqual([
      ['w-push', 1],
      ['w-legs', 0],
      ['w-pull', 3],
    ]);
    expect(payload).toMatchObject({
      flex_schedule: false,
      starting_workout_index: 0,
      training_styles: ['engage-health'],
    });
  });
});

describe('flexible rotation', () => {
  it('adds at the end without a day, and reorders keeping the starting workout', () => {
    let draft = rotation();
    expect(draft.programWorkouts.map((entry) => entry.dayOfWeek)).toEqual([null, null, null]);
    draft = { ...draft, programSettings: { ...draft.programSettings, startingWorkoutIndex: 1 } }; // Pull
    draft = moveWorkout(draft, 'b', -1);
    expect(draft.programWorkouts.map((entry) => entry.workoutName)).toEqual(['Pull', 'Push', 'Legs']);
    expect(draft.programSettings.startingWorkoutIndex).toBe(0);
    expect(moveWorkout(draft, 'b', -1)).toBe(draft); // already first
  });

  it('keeps the starting workout when an earlier one is removed', () => {
    let draft = rotation();
    draft = { ...draft, programSettings: { ...draft.programSettings, startingWorkoutIndex: 2 } }; // Legs
    draft = removeWorkout(draft, 'a');
    expect(draft.programWorkouts[draft.programSettings.startingWorkoutIndex]?.workoutName).toBe('Legs');
  });

  it('switching modes loses no workout: the rotation follows the week from Monday, and back', () => {
    const flex = setFlexSchedule(weekly(), true);
    expect(flex.programWorkouts.map((entry) => entry.workoutName)).toEqual(['Push', 'Pull', 'Legs']);
    const fromRotation = setFlexSchedule(rotation(), false);
    expect(fromRotation.programWorkouts.map((entry) => entry.dayOfWeek)).toEqual([1, 2, 3]);
    expect(toSavePayload(flex, { editingProgramId: null, expectedUpdatedAt: null }).workouts[0]?.day_of_week).toBe(
      null,
    );
  });
});

describe('validation', () => {
  it('accepts a named program with scheduled workouts', () => {
    expect(validateDraft(weekly())).toEqual({});
  });

  it('names blank names, durations out of range, missing days and long notes', () => {
    let draft = named(weekly(), '   ');
    draft = { ...draft, programSettings: { ...draft.programSettings, durationWeeks: 105 } };
    draft = updateWorkout(draft, 'a', { dayOfWeek: null });
    draft = updateWorkout(draft, 'b', { notes: 'x'.repeat(2001) });
    expect(validateDraft(draft)).toEqual({
      programName: 'Give the program a name.',
      durationWeeks: 'Duration is 1 to 104 weeks.',
      workouts: { a: 'Pick a day for this workout.', b: 'Keep notes under 2000 characters.' },
    });
    expect(
      validateDraft({ ...draft, programSettings: { ...draft.programSettings, durationWeeks: 2.5 } }),
    ).toHaveProperty('durationWeeks');
    expect(validateDraft(named(emptyDraft()))).toEqual({ schedule: 'Add at least one workout.' });
  });
});

describe('draft persistence and recovery', () => {
  it('round-trips through JSON unchanged', () => {
    const draft = { ...weekly(), selectedClient: { id: 'c1', name: 'Casey' } };
    expect(recoverDraft(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
  });

  it('keeps what is valid from a damaged draft and drops the rest', () => {
    const recovered = recoverDraft({
      programWorkouts: [{ key: 'a', workoutId: 'w', workoutName: 'Push', dayOfWeek: 9, notes: 5 }, 'junk', null],
      programSettings: { programName: 'Kept', durationWeeks: 'four', flexSchedule: 'yes' },
      selectedClient: { id: 3 },
      selectedTrainingStyles: 'strength',
    });
    expect(recovered.programWorkouts).toEqual([
      { key: 'a', workoutId: 'w', pendingKey: null, workoutName: 'Push', dayOfWeek: null, notes: '' },
    ]);
    expect(recovered.programSettings).toMatchObject({ programName: 'Kept', durationWeeks: 4, flexSchedule: false });
    expect(recovered.selectedClient).toBeNull();
    expect(recovered.selectedTrainingStyles).toEqual(['engage-health']);
    expect(recoverDraft('not json at all')).toEqual(emptyDraft());
  });

  it('opens a saved program as a draft that saves back over it', () => {
    const { draft, session } = draftFromProgram({
      id: 'p1',
      name: 'Saved',
      description: null,
      difficulty: 'advanced',
      goals: ['strength'],
      training_styles: ['strength'],
      duration_weeks: 6,
      start_date: null,
      flex_schedule: false,
      starting_workout_index: 0,
      updated_at: '2026-11-23T10:00:00Z',
      program_workouts: [{ id: 'pw1', workout_id: 'w-push', day_of_week: 5, notes: null, workout: { name: 'Push' } }],
    });
    expect(session).toEqual({ editingProgramId: 'p1', expectedUpdatedAt: '2026-11-23T10:00:00Z' });
    expect(toSavePayload(draft, session)).toMatchObject({
      id: 'p1',
      expected_updated_at: '2026-11-23T10:00:00Z',
      name: 'Saved',
      difficulty: 'advanced',
      workouts: [{ workout_id: 'w-push', day_of_week: 5, notes: null }],
    });
  });

  it('saves a new program for the selected client as theirs', () => {
    const draft = { ...weekly(), selectedClient: { id: 'c1', name: 'Casey' } };
    expect(toSavePayload(draft, { editingProgramId: null, expectedUpdatedAt: null })).toMatchObject({
      client_id: 'c1',
    });
  });
});

function newWorkout(name: string): WorkoutDraft {
  return {
    ...emptyWorkoutDraft(),
    name,
    exercises: [
      {
        key: 'x1',
        id: null,
        exerciseId: 'e-squat',
        name: 'Squat',
        muscleGroups: ['quads'],
        equipment: 'barbell',
        sets: '3',
        repMode: 'range',
        reps: '',
        repMin: '8',
        repMax: '12',
        duration: '',
        weight: '',
        rest: '90',
        tempo: '',
        notes: '',
        groupKey: null,
      },
    ],
  };
}

describe('workouts created in the builder (pendingWorkouts)', () => {
  const keys = { pendingKey: 'p1', entryKey: 'n1' };
  const session = { editingProgramId: null, expectedUpdatedAt: null };

  it('schedules the new workout and sends it with the program, the entry pointing at its key', () => {
    const draft = addPendingWorkout(weekly(), newWorkout(' Legs day '), 5, keys);
    expect(draft.programWorkouts.at(-1)).toMatchObject({ workoutName: 'Legs day', pendingKey: 'p1', dayOfWeek: 5 });
    const payload = toSavePayload(draft, session);
    expect(payload.workouts.at(-1)).toEqual({ pending_key: 'p1', day_of_week: 5, notes: null });
    expect(payload.pending_workouts).toHaveLength(1);
    expect(payload.pending_workouts[0]).toMatchObject({
      key: 'p1',
      workout: { id: null, name: 'Legs day' },
      exercises: [{ exercise_id: 'e-squat', rep_is_range: true, rep_min: 8, rep_max: 12, rest_time: 90 }],
    });
  });

  it('marks the workouts of an AI-drafted program, through an edit and a reload, and no others', () => {
    let draft = addPendingWorkout(weekly(), newWorkout('Legs'), 5, keys, true);
    draft = addPendingWorkout(draft, newWorkout('Arms'), 2, { pendingKey: 'p2', entryKey: 'n2' });
    draft = updatePendingWorkout(draft, 'p1', newWorkout('Legs and core'));
    const reloaded = recoverDraft(JSON.parse(JSON.stringify(draft)));
    const payload = toSavePayload(reloaded!, session);
    expect(payload.pending_workouts.map((pending) => [pending.key, 'ai_generated' in pending])).toEqual([
      ['p1', true],
      ['p2', false],
    ]);
    expect(payload.pending_workouts[0]).toMatchObject({ ai_generated: true, workout: { name: 'Legs and core' } });
  });

  it('renames every entry when the new workout is edited again', () => {
    let draft = addPendingWorkout(named(emptyDraft()), newWorkout('Legs'), 1, keys);
    draft = updatePendingWorkout(draft, 'p1', newWorkout('Legs and core'));
    expect(draft.programWorkouts[0]!.workoutName).toBe('Legs and core');
    expect(draft.pendingWorkouts[0]!.draft.name).toBe('Legs and core');
  });

  it('drops the new workout with its last entry', () => {
    const draft = removeWorkout(addPendingWorkout(weekly(), newWorkout('Legs'), 5, keys), 'n1');
    expect(draft.pendingWorkouts).toEqual([]);
    expect(toSavePayload(draft, session).pending_workouts).toEqual([]);
  });

  it('survives a reload through local storage, and an entry whose workout was lost goes', () => {
    const draft = addPendingWorkout(weekly(), newWorkout('Legs'), 5, keys);
    const stored: unknown = JSON.parse(JSON.stringify(draft));
    expect(recoverDraft(stored)).toEqual(draft);
    const damaged = { ...(stored as Record<string, unknown>), pendingWorkouts: [{ key: 'p1', draft: 'broken' }] };
    const recovered = recoverDraft(damaged);
    expect(recovered.pendingWorkouts).toEqual([]);
    expect(recovered.programWorkouts.map((entry) => entry.key)).toEqual(['a', 'b', 'c']);
  });

  it('refuses to save a new workout that no longer validates', () => {
    const broken = { ...newWorkout('Legs'), exercises: [] };
    const errors = validateDraft(addPendingWorkout(weekly(), broken, 5, keys));
    expect(errors.workouts?.n1).toMatch(/needs fixing/);
  });
});

describe('moveWorkoutTo (drag in the rotation)', () => {
  it('moves an entry to another place and keeps the starting workout the same one', () => {
    let draft = setFlexSchedule(weekly(), true); // Monday push (a), Wednesday pull (c), Sunday legs (b)
    draft = { ...draft, programSettings: { ...draft.programSettings, startingWorkoutIndex: 1 } };
    const moved = moveWorkoutTo(draft, 0, 2);
    expect(moved.programWorkouts.map((entry) => entry.key)).toEqual(['c', 'b', 'a']);
    expect(moved.programWorkouts[moved.programSettings.startingWorkoutIndex]!.key).toBe('c');
    expect(moveWorkoutTo(draft, 0, 3)).toBe(draft);
  });
});
