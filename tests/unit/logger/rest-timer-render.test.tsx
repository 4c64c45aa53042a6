import 'fake-indexeddb/auto';
import { act, render, renderHook, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RestTimerBar } from '@/features/logger/components/RestTimerBar';
import { useCountdown } from '@/features/logger/hooks/use-countdown';
import { useLoggerStore } from '@/features/logger/stores/logger-store';
import { useRestSignal } from '@/features/logger/storage/rest-signal';
import type { LocalSession } from '@/features/logger/lib/session-schema';

const T0 = Date.UTC(2026, 10, 23, 9, 0, 0);

function sessionWithRest(endsAt: number | null): LocalSession {
  return {
    sessionId: 'session-1',
    userId: 'user-1',
    workoutKey: 'workout-1',
    state: {
      version: 1,
      sessionId: 'session-1',
      userId: 'user-1',
      workoutId: 'workout-1',
      workoutName: 'Legs',
      nameRev: 0,
      nameUpdatedAt: 0,
      startedAt: new Date(T0).toISOString(),
      exercises: [],
      notes: '',
      notesUpdatedAt: 0,
      notesRev: 0,
      rest: endsAt === null ? null : { startedAt: T0, endsAt, exerciseName: 'Squat' },
      restUpdatedAt: T0,
      restRev: 1,
      historyBests: {},
    },
    baseRevision: 0,
    created: true,
    dirty: false,
    localVersion: 1,
    status: 'active',
  };
}

describe('rest timer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(T0);
    localStorage.clear();
  });
  afterEach(() => {
    act(() => useLoggerStore.getState().close());
    vi.useRealTimers();
  });

  it('counts down whole seconds, changing once per second', () => {
    const { result } = renderHook(() => useCountdown(T0 + 3_000));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(1_010));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current).toBe(0);
  });

  it('re-renders only the digits, about once a second, not the bar on a fast tick', () => {
    localStorage.setItem('liftwise-rest-sound', 'off');
    act(() => useLoggerStore.getState().open(sessionWithRest(T0 + 10_000)));
    const renders = vi.fn();
    render(
      <Profiler id="bar" onRender={(_id, phase) => renders(phase)}>
        <RestTimerBar />
      </Profiler>,
    );
    expect(screen.getByTestId('rest-remaining')).toHaveTextContent('0:10');
    renders.mockClear();
    // Sixteen 250 ms steps, each its own commit opportunity.
    for (let step = 0; step < 16; step += 1) act(() => vi.advanceTimersByTime(250));
    act(() => vi.advanceTimersByTime(10));
    expect(screen.getByTestId('rest-remaining')).toHaveTextContent('0:06');
    // A Profiler reports every commit inside it: 4 seconds are 4 digit updates (a 250 ms tick would be 16).
    expect(renders.mock.calls.length).toBeLessThanOrEqual(5);
    expect(renders.mock.calls.length).toBeGreaterThanOrEqual(4);
  });

  it('announces the end once, with vibration when that setting is on, and says the rest is over', () => {
    localStorage.setItem('liftwise-rest-sound', 'off');
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    act(() => useLoggerStore.getState().open(sessionWithRest(T0 + 2_000)));
    render(<RestTimerBar />);
    expect(vibrate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2_100));
    expect(vibrate).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Rest over — next set')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5_000));
    expect(vibrate).toHaveBeenCalledTimes(1);
  });

  it('does not vibrate when the setting is off, nor for a rest that ended before the page opened', () => {
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    localStorage.setItem('liftwise-rest-sound', 'off');
    act(() => useLoggerStore.getState().open(sessionWithRest(T0 - 1_000)));
    render(<RestTimerBar />);
    expect(screen.getByText('Rest over — next set')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3_000));
    expect(vibrate).not.toHaveBeenCalled();

    localStorage.setItem('liftwise-rest-vibrate', 'off');
    act(() => useLoggerStore.getState().open(sessionWithRest(T0 + 5_000)));
    act(() => vi.advanceTimersByTime(3_000));
    expect(vibrate).not.toHaveBeenCalled();
  });

  it('mirrors the running rest for the header, and clears it when the rest is skipped', () => {
    act(() => useLoggerStore.getState().open(sessionWithRest(T0 + 60_000)));
    render(<RestTimerBar />);
    const { result } = renderHook(() => useRestSignal());
    expect(result.current).toMatchObject({ sessionId: 'session-1', workoutId: 'workout-1', endsAt: T0 + 60_000 });
    act(() => useLoggerStore.getState().dispatch({ type: 'skip-rest' }));
    expect(result.current).toBeNull();
  });
});
