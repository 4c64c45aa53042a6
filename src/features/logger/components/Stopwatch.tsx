import { Pause, Play } from 'lucide-react';
import { useState } from 'react';
import { formatClock } from '../lib/rest-timer';
import { useNow } from '../hooks/use-now';

/**
 * A stopwatch for a timed set. While it runs only its own digits re-render (once a second); Stop
 * writes the elapsed seconds into the set, added to what the set already held (pause and resume).
 */
export function Stopwatch({
  name,
  seconds,
  onStop,
}: {
  name: string;
  seconds: number | null;
  onStop: (seconds: number) => void;
}) {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const now = useNow(1000, startedAt !== null);
  const base = seconds ?? 0;
  const running = startedAt !== null;
  const elapsed = running ? base + Math.max(0, Math.floor((now - startedAt) / 1000)) : base;
  const toggle = () => {
    if (!running) {
      setStartedAt(Date.now());
      return;
    }
    onStop(base + Math.max(0, Math.round((Date.now() - startedAt) / 1000)));
    setStartedAt(null);
  };
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
