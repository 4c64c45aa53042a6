import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  selectExerciseCard,
  selectLiveSetIds,
  selectSetLabels,
  useLoggerStore,
} from '@/features/logger/stores/logger-store';
import { freshState, openLocalSession } from './fixtures';

function open() {
  const state = freshState();
  useLoggerStore.getState().open(openLocalSession(state));
  const [first, second] = state.exercises;
  return { first: first!, second: second! };
}

const read = <T>(selector: (store: ReturnType<typeof useLoggerStore.getState>) => T) =>
  selector(useLoggerStore.getState());

describe('the exercise card selectors', () => {
  afterEach(() => useLoggerStore.getState().close());

  it('return the very same values for an exercise a keystroke did not touch', () => {
    const { first, second } = open();
    const card = read(selectExerciseCard(second.id));
    const ids = read(selectLiveSetIds(second.id));
    const labels = read(selectSetLabels(second.id));
    useLoggerStore
      .getState()
      .dispatch({ type: 'edit-set', exerciseId: first.id, setId: first.sets[0]!.id, patch: { reps: 12 } });
    expect(read(selectExerciseCard(second.id))).toBe(card);
    expect(read(selectLiveSetIds(second.id))).toBe(ids);
    expect(read(selectSetLabels(second.id))).toBe(labels);
  });

  it('follow the edited exercise: the same fields after a keystroke, new lists when sets change', () => {
    const { first } = open();
    const card = read(selectExerciseCard(first.id))!;
    const ids = read(selectLiveSetIds(first.id));
    const { dispatch } = useLoggerStore.getState();
    dispatch({ type: 'edit-set', exerciseId: first.id, setId: first.sets[0]!.id, patch: { reps: 12 } });
    expect(read(selectExerciseCard(first.id))).toEqual(card);
    expect(read(selectExerciseCard(first.id))).not.toHaveProperty('sets');
    expect(read(selectLiveSetIds(first.id))).toEqual(ids);

    dispatch({ type: 'add-set', exerciseId: first.id, setId: 'added' });
    expect(read(selectLiveSetIds(first.id))).toEqual([...ids, 'added']);
    dispatch({ type: 'edit-set', exerciseId: first.id, setId: first.sets[0]!.id, patch: { isWarmup: true } });
    expect(read(selectSetLabels(first.id))).toEqual(['W', ...ids.map((_, index) => String(index + 1))]);
    dispatch({ type: 'remove-set', exerciseId: first.id, setId: 'added' });
    expect(read(selectLiveSetIds(first.id))).toEqual(ids);
  });
});
