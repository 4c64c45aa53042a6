import { Pause, Play } from 'lucide-react';
import { formatClock } from '../lib/rest-timer';
import { stopwatchSeconds } from '../lib/session-reducer';
import type { SetStopwatch } from '../lib/session-schema';
import { useNow } from '../hooks/use-now';
import { selectDispatch, useLoggerStore } from '../stores/logger-store';

/**
 * A stopwatch for a timed set. Its running state (started at, seconds held before) is in the set,
 * in the workout document, so a reload or a second tab shows it still running. While it runs only
 * its own digits re-render (once a second); Stop writes the elapsed seconds into the set, added to
 * what the set already held (pause and resume).
 */
export function Stopwatch({
  exerciseId,
  setId,
  name,
  seconds,
  stopwatch,
}: {
  exerciseId: string;
  setId: string;
  name: string;
  seconds: number | null;
  stopwatch: SetStopwatch | null | undefined;
}) {
  const dispatch = useLoggerStore(selectDispatch);
  const running = Boolean(stopwatch);
  const now = useNow(1000, running);
  const elapsed = stopwatchSeconds({ stopwatch, durationSeconds: seconds }, now);
  const toggle = () => dispatch({ type: running ? 'stop-stopwatch' : 'start-stopwatch', exerciseId, setId });
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={running}
      aria-label={running ? `Stop stopwatch for ${name}` : `Start stopwatch for ${name}`}
      className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-emerald-800 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-emerald-300 dark:hover:bg-emerald-500/10"
    >
      {running ? <Pause aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
      <span className="tabular-nums">{running ? formatClock(elapsed) : 'Stopwatch'}</span>
    </button>
  );
}
