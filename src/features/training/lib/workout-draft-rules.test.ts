import { describe, expect, it } from 'vitest';
import { emptyWorkoutDraft, type DraftExercise } from './workout-draft';
import {
  derivedEquipment,
  derivedMuscles,
  validateWorkoutDraft,
  workoutSavePayload,
  workoutTags,
} from './workout-draft-rules';

const row = (name: string, extra: Partial<DraftExercise> = {}): DraftExercise => ({
  key: name,
  id: null,
  exerciseId: `ex-${name}`,
  name,
  muscleGroups: [],
  equipment: null,
  sets: '3',
  repMode: 'single',
  reps: '10',
  repMin: '',
  repMax: '',
  duration: '',
  weight: '',
  rest: '',
  tempo: '',
  notes: '',
  groupKey: null,
  ...extra,
});

describe('derived equipment and muscles', () => {
  const list = [
    row('a', { equipment: 'Barbell', muscleGroups: ['chest', 'triceps'] }),
    row('b', { equipment: 'dumbbell', muscleGroups: ['Chest'] }),
    row('c', { equipment: null, muscleGroups: ['abdominals'] }),
    row('d', { equipment: 'barbell' }),
  ];

  it('lists each once, case-folded and sorted, skipping exercises without equipment', () => {
    expect(derivedEquipment(list)).toEqual(['barbell', 'dumbbell']);
    expect(derivedMuscles(list)).toEqual(['abdominals', 'chest', 'triceps']);
  });

  it("uses the author's edited lists over the derived ones", () => {
    const draft = { ...emptyWorkoutDraft(), exercises: list, equipmentOverride: ['bands'] };
    expect(workoutTags(draft)).toEqual({ equipment: ['bands'], muscles: ['abdominals', 'chest', 'triceps'] });
  });
});

describe('validation', () => {
  const draft = (exercises: DraftExercise[], name = 'Push day') => ({ ...emptyWorkoutDraft(), name, exercises });

  it('accepts a complete workout', () => {
    expect(
      validateWorkoutDraft(draft([row('a', { repMode: 'range', repMin: '8', repMax: '12', tempo: '3-1-x-0' })])),
    ).toEqual({});
  });

  it('explains each bad field', () => {
    const errors = validateWorkoutDraft(
      draft(
        [
          row('a', { sets: '-1', repMode: 'range', repMin: '12', repMax: '8', tempo: '312', notes: 'x'.repeat(2001) }),
          row('b', { repMode: 'time', duration: '' }),
        ],
        '   ',
      ),
    );
    expect(errors).toEqual({
      name: 'Give the workout a name',
      'exercises.a.sets': 'Sets must be a whole number from 1 to 50',
      'exercises.a.repMax': 'The most reps must be at least the fewest',
      'exercises.a.tempo': 'Tempo is four parts like 3-1-X-0',
      'exercises.a.notes': 'Notes can be at most 2000 characters',
      'exercises.b.duration': 'Duration must be from 1 to 86400 seconds',
    });
    expect(validateWorkoutDraft(draft([])).exercises).toBe('Add at least one exercise');
  });

  it('builds the save payload: ranged reps, time, group letters, the loaded revision', () => {
    const exercises = [
      row('a', { repMode: 'range', repMin: '8', repMax: '12', tempo: '3-1-x-0', weight: '22,5', groupKey: 'A' }),
      row('b', { repMode: 'time', duration: '45', rest: '90', groupKey: 'A' }),
    ];
    const payload = workoutSavePayload({ ...draft(exercises), id: 'w1', revision: 4 });
    expect(payload.p_expected_revision).toBe(4);
    expect(payload.p_exercises).toEqual([
      expect.objectContaining({
        rep_is_range: true,
        rep_min: 8,
        rep_max: 12,
        rep_single: null,
        tempo: '3-1-X-0',
        weight: 22.5,
        group_key: 'A',
      }),
      expect.objectContaining({ is_time_based: true, duration: 45, rep_single: null, rest_time: 90, group_key: 'A' }),
    ]);
  });
});
