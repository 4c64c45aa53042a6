import { Vibrate, VibrateOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { readStorage, writeStorage } from '@/lib/storage';
import { useNow } from '../hooks/use-now';
import { formatClock, restIsOver, restProgress, restRemainingSeconds } from '../lib/rest-timer';
import { selectDispatch, selectRest, useLoggerStore } from '../stores/logger-store';

const VIBRATE_KEY = 'liftwise-rest-vibrate';
const barButton =
  'min-h-11 min-w-11 rounded-lg px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** The rest countdown, pinned to the bottom of the screen while logging. */
export function RestTimerBar() {
  const rest = useLoggerStore(selectRest);
  const dispatch = useLoggerStore(selectDispatch);
  const ticked = useNow(250, rest !== null);
  // The clock may not have ticked since the rest began: never show more than the full rest.
  const now = Math.max(ticked, rest?.startedAt ?? 0);
  const [vibrate, setVibrate] = useState(() => readStorage(VIBRATE_KEY) !== 'off');
  const buzzedFor = useRef<number | null>(null);
  const over = restIsOver(rest, now);

  useEffect(() => {
    if (!rest || !over || buzzedFor.current === rest.startedAt) return;
    buzzedFor.current = rest.startedAt;
    // Only when the rest ends while the page is open, not for one that ended long ago.
    if (vibrate && now - rest.endsAt < 5_000) navigator.vibrate?.([200, 100, 200]);
  }, [rest, over, vibrate, now]);

  if (!rest) return null;
  const remaining = restRemainingSeconds(rest, now);
  const toggleVibrate = () => {
    writeStorage(VIBRATE_KEY, vibrate ? 'off' : 'on');
    setVibrate(!vibrate);
  };

  return (
    <div
      role="timer"
      aria-label="Rest timer"
      className="fixed inset-x-0 bottom-0 z-30 bg-slate-900 px-3 pb-[max(0.5rem,env(safe-area-inset-bottom))] pt-2 text-white shadow-2xl md:left-16"
    >
      <div aria-hidden="true" className="mb-2 h-1 overflow-hidden rounded bg-slate-700">
        <div className="h-full bg-emerald-400" style={{ width: `${restProgress(rest, now) * 100}%` }} />
      </div>
      <div className="mx-auto flex max-w-3xl items-center gap-2">
        <div className="min-w-0 flex-1">
          <p className="truncate text-xs text-slate-300">
            {over ? 'Rest over — next set' : `Rest · ${rest.exerciseName}`}
          </p>
          <p data-testid="rest-remaining" className="text-2xl font-bold tabular-nums" aria-live="off">
            {formatClock(remaining)}
          </p>
        </div>
        <button
          type="button"
          onClick={toggleVibrate}
          aria-pressed={vibrate}
          aria-label="Vibrate when rest ends"
          className={`${barButton} grid place-items-center`}
        >
          {vibrate ? (
            <Vibrate aria-hidden="true" className="size-5" />
          ) : (
            <VibrateOff aria-hidden="true" className="size-5" />
          )}
        </button>
        {!over && (
          <>
            <button
              type="button"
              onClick={() => dispatch({ type: 'adjust-rest', deltaSeconds: -15 })}
              aria-label="Rest 15 seconds less"
              className={`${barButton} bg-slate-800`}
            >
              −15
            </button>
            <button
              type="button"
              onClick={() => dispatch({ type: 'adjust-rest', deltaSeconds: 15 })}
              aria-label="Rest 15 seconds more"
              className={`${barButton} bg-slate-800`}
            >
              +15
            </button>
          </>
        )}
        <button type="button" onClick={() => dispatch({ type: 'skip-rest' })} className={`${barButton} bg-emerald-600`}>
          {over ? 'Dismiss' : 'Skip'}
          <span className="sr-only"> rest</span>
        </button>
      </div>
    </div>
  );
}
