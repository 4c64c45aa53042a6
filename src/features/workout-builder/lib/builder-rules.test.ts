import { describe, expect, it } from 'vitest';
import { groupPositions } from '@/lib/exercise-groups';
import {
  draftExercise,
  duplicateExercise,
  groupWithNext,
  moveExercise,
  removeExercise,
  ungroup,
  type DraftExercise,
} from './builder-rules';

const row = (name: string, extra: Partial<DraftExercise> = {}): DraftExercise => ({
  ...draftExercise({ id: `ex-${name}`, name, muscle_groups: [], equipment: null }, name),
  ...extra,
});
const names = (list: DraftExercise[]) => list.map((item) => item.name);
const groups = (list: DraftExercise[]) => list.map((item) => item.groupKey);

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
