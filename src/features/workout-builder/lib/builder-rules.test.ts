import { describe, expect, it } from 'vitest';
import { groupPositions } from '@/lib/exercise-groups';
import {
  derivedEquipment,
  derivedMuscles,
  draftExercise,
  duplicateExercise,
  emptyDraft,
  groupWithNext,
  moveExercise,
  removeExercise,
  ungroup,
  workoutTags,
  type DraftExercise,
} from './builder-rules';
import { savePayload, validateDraft } from './draft-validation';

const row = (name: string, extra: Partial<DraftExercise> = {}): DraftExercise => ({
  ...draftExercise({ id: `ex-${name}`, name, muscle_groups: [], equipment: null }, name),
  ...extra,
});
const names = (list: DraftExercise[]) => list.map((item) => item.name);
const groups = (list: DraftExercise[]) => list.map((item) => item.groupKey);

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
    const draft = { ...emptyDraft(), exercises: list, equipmentOverride: ['bands'] };
    expect(workoutTags(draft)).toEqual({ equipment: ['bands'], muscles: ['abdominals', 'chest', 'triceps'] });
  });
});

describe('grouping', () => {
  it('groups an exercise with the next and letters groups in order', () => {
    let list = [row('a'), row('b'), row('c'), row('d')];
    list = groupWithNext(list, 2);
    list = groupWithNext(list, 0);
    expect(groups(list)).toEqual(['A', 'A', 'B', 'B']);
    list = groupWithNext(list, 1);
    expect(groups(list)).toEqual(['A', 'A', 'A', 'A']);
    expect(groupPositions(groups(list))[0]?.label).toBe('Circuit A');
  });

  it('ungroups one exercise; a group left with one member dissolves', () => {
    const list = groupWithNext([row('a'), row('b'), row('c')], 0);
    expect(groups(ungroup(list, 1))).toEqual([null, null, null]);
    const circuit = groupWithNext(groupWithNext([row('a'), row('b'), row('c'), row('d')], 0), 1);
    expect(groups(ungroup(circuit, 0))).toEqual([null, 'A', 'A', null]);
  });

  it('reports the first and last member of each group for the rest rule', () => {
    expect(groupPositions(['A', 'A', null, 'B', 'B', 'B'])).toEqual([
      { key: 'A', label: 'Superset A', isFirst: true, isLast: false },
      { key: 'A', label: 'Superset A', isFirst: false, isLast: true },
      { key: null, label: null, isFirst: true, isLast: true },
      { key: 'B', label: 'Circuit B', isFirst: true, isLast: false },
      { key: 'B', label: 'Circuit B', isFirst: false, isLast: false },
      { key: 'B', label: 'Circuit B', isFirst: false, isLast: true },
    ]);
  });
});

describe('reorder, duplicate and remove', () => {
  it('moves an exercise up and down and ignores moves off the ends', () => {
    const list = [row('a'), row('b'), row('c')];
    expect(names(moveExercise(list, 2, 0))).toEqual(['c', 'a', 'b']);
    expect(names(moveExercise(list, 0, 1))).toEqual(['b', 'a', 'c']);
    expect(moveExercise(list, 0, -1)).toBe(list);
    expect(moveExercise(list, 2, 3)).toBe(list);
  });

  it('ungroups what a move splits apart', () => {
    const list = groupWithNext([row('a'), row('b'), row('c')], 0);
    expect(groups(moveExercise(list, 0, 2))).toEqual([null, null, null]);
    // Moving a group member within its group keeps the group.
    expect(groups(moveExercise(list, 0, 1))).toEqual(['A', 'A', null]);
  });

  it('duplicates right below, as a new row in the same group', () => {
    const list = groupWithNext([row('a', { id: 'saved-a' }), row('b')], 0);
    const copy = duplicateExercise(list, 0, 'a2');
    expect(names(copy)).toEqual(['a', 'a', 'b']);
    expect(copy[1]).toMatchObject({ key: 'a2', id: null, groupKey: 'A' });
  });

  it('removes an exercise and dissolves a superset it leaves alone', () => {
    const list = groupWithNext([row('a'), row('b'), row('c')], 0);
    const removed = removeExercise(list, 1);
    expect(names(removed)).toEqual(['a', 'c']);
    expect(groups(removed)).toEqual([null, null]);
  });
});

describe('validation', () => {
  const draft = (exercises: DraftExercise[], name = 'Push day') => ({ ...emptyDraft(), name, exercises });

  it('accepts a complete workout', () => {
    expect(validateDraft(draft([row('a', { repMode: 'range', repMin: '8', repMax: '12', tempo: '3-1-x-0' })]))).toEqual(
      {},
    );
  });

  it('explains each bad field', () => {
    const errors = validateDraft(
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
    expect(validateDraft(draft([])).exercises).toBe('Add at least one exercise');
  });

  it('builds the save payload: ranged reps, time, group letters, the loaded revision', () => {
    const exercises = groupWithNext(
      [
        row('a', { repMode: 'range', repMin: '8', repMax: '12', tempo: '3-1-x-0', weight: '22,5' }),
        row('b', { repMode: 'time', duration: '45', rest: '90' }),
      ],
      0,
    );
    const payload = savePayload({ ...draft(exercises), id: 'w1', revision: 4 });
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
