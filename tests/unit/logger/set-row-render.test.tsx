import 'fake-indexeddb/auto';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { NumberCell } from '@/features/logger/components/NumberCell';
import { SetRow } from '@/features/logger/components/SetRow';
import { selectSet, useLoggerStore } from '@/features/logger/stores/logger-store';
import { watchRenders } from '../support/render-counts';
import { freshState, openLocalSession } from './fixtures';

// The number cells' renders, as React reports them to its DevTools.
const cellRenders = watchRenders(NumberCell);

function openSession() {
  const state = freshState();
  act(() => useLoggerStore.getState().open(openLocalSession(state)));
  const squat = state.exercises[0]!;
  return { squat, first: squat.sets[0]!.id, second: squat.sets[1]!.id };
}

function Row({ exerciseId, setId, label }: { exerciseId: string; setId: string; label: string }) {
  return (
    <SetRow
      exerciseId={exerciseId}
      exerciseName="Barbell Back Squat"
      setId={setId}
      label={label}
      isTimeBased={false}
      kind="weighted"
      distanceUnit={null}
      previous={undefined}
      targetLabel="5"
      unit="kg"
    />
  );
}

describe('typing in a set row', () => {
  afterEach(() => act(() => useLoggerStore.getState().close()));
  afterAll(() => cellRenders.stop());

  it('re-renders that row and the one cell typed in, not the other rows or cells', async () => {
    const { squat, first, second } = openSession();
    const commits = { first: 0, second: 0 };
    render(
      <ol>
        <Profiler id="first" onRender={() => (commits.first += 1)}>
          <Row exerciseId={squat.id} setId={first} label="1" />
        </Profiler>
        <Profiler id="second" onRender={() => (commits.second += 1)}>
          <Row exerciseId={squat.id} setId={second} label="2" />
        </Profiler>
      </ol>,
    );
    const reps = screen.getByRole('textbox', { name: 'Barbell Back Squat set 1 reps' });
    await userEvent.click(reps);
    commits.first = commits.second = 0;
    cellRenders.reset();

    await userEvent.keyboard('{Control>}a{/Control}12');

    expect(selectSet(squat.id, first)(useLoggerStore.getState())?.reps).toBe(12);
    expect(reps).toHaveValue('12');
    expect(commits.first).toBeGreaterThan(0);
    expect(commits.second).toBe(0);
    // Two keys, each re-rendering only the reps cell (not weight or RPE beside it).
    expect(cellRenders.count()).toBe(2);
  });

  it('still offers the value before the edits to the following sets', async () => {
    const { squat, first } = openSession();
    render(
      <ol>
        <Row exerciseId={squat.id} setId={first} label="1" />
      </ol>,
    );
    const weight = screen.getByRole('textbox', { name: 'Barbell Back Squat set 1 weight (kg)' });
    await userEvent.click(weight);
    await userEvent.keyboard('{Control>}a{/Control}105');
    expect(selectSet(squat.id, first)(useLoggerStore.getState())?.weight).toBe(105);
    expect(screen.getByRole('group', { name: "Carry Barbell Back Squat set 1's change forward" })).toHaveTextContent(
      /Use 105 kg for the next/,
    );
  });
});
