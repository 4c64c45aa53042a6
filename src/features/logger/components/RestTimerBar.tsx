import { Bell, BellOff, Vibrate, VibrateOff } from 'lucide-react';
import { memo, useEffect, useRef, useState } from 'react';
import { useCountdown } from '../hooks/use-countdown';
import { announceRestEnd, readRestAlarmSettings, writeRestAlarmSettings } from '../lib/rest-alarm';
import { formatClock, restProgress } from '../lib/rest-timer';
import type { RestTimer } from '../lib/session-schema';
import { publishRest } from '../storage/rest-signal';
import { selectDispatch, selectRest, useLoggerStore } from '../stores/logger-store';

const barButton =
  'min-h-11 min-w-11 rounded-lg px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** Only these digits re-render while the rest runs: once a second, on the boundary. */
const RestDigits = memo(function RestDigits({ endsAt }: { endsAt: number }) {
  const remaining = useCountdown(endsAt);
  return (
    <p data-testid="rest-remaining" className="text-2xl font-bold tabular-nums" aria-live="off">
      {formatClock(remaining)}
    </p>
  );
});

/** The progress line runs as one compositor animation (no React renders at all). */
const RestProgress = memo(function RestProgress({ rest }: { rest: RestTimer }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const now = Date.now();
    const from = restProgress(rest, now);
    const duration = Math.max(0, rest.endsAt - now);
    element.style.transform = `scaleX(${duration === 0 ? 1 : from})`;
    if (duration === 0 || typeof element.animate !== 'function') return;
    const animation = element.animate([{ transform: `scaleX(${from})` }, { transform: 'scaleX(1)' }], {
      duration,
      easing: 'linear',
      fill: 'forwards',
    });
    return () => animation.cancel();
  }, [rest]);
  return (
    <div aria-hidden="true" className="mb-2 h-1 overflow-hidden rounded bg-slate-700">
      <div ref={ref} className="h-full origin-left bg-emerald-400" />
    </div>
  );
});

const endedFor = (rest: RestTimer | null) => (rest && Date.now() >= rest.endsAt ? rest.endsAt : null);

/**
 * Whether the rest has ended, flipping once at its end (a timeout, not a tick). The end is
 * announced (sound, vibration) only when it happens while the page is open, not for a rest that
 * ended before a reload.
 */
function useRestOver(rest: RestTimer | null): boolean {
  const [seen, setSeen] = useState(rest);
  const [overFor, setOverFor] = useState(() => endedFor(rest));
  if (seen !== rest) {
    setSeen(rest);
    setOverFor(endedFor(rest));
  }
  useEffect(() => {
    if (!rest) return;
    const delay = rest.endsAt - Date.now();
    if (delay <= 0) return;
    const timer = setTimeout(() => {
      setOverFor(rest.endsAt);
      announceRestEnd(readRestAlarmSettings());
    }, delay);
    return () => clearTimeout(timer);
  }, [rest]);
  return rest !== null && overFor === rest.endsAt;
}

/** The rest countdown, pinned to the bottom of the screen while logging. */
export function RestTimerBar() {
  const rest = useLoggerStore(selectRest);
  const identity = useLoggerStore((store) =>
    store.session ? `${store.session.userId}|${store.session.sessionId}|${store.session.state.workoutId ?? ''}` : null,
  );
  const dispatch = useLoggerStore(selectDispatch);
  const [alarm, setAlarm] = useState(readRestAlarmSettings);
  const over = useRestOver(rest);

  // Mirror the running rest for the header on other screens.
  useEffect(() => {
    if (!identity) return;
    const [userId = '', sessionId = '', workoutId = ''] = identity.split('|');
    publishRest(
      rest
        ? {
            userId,
            sessionId,
            workoutId: workoutId || null,
            exerciseName: rest.exerciseName,
            startedAt: rest.startedAt,
            endsAt: rest.endsAt,
          }
        : null,
    );
  }, [rest, identity]);

  if (!rest) return null;
  const toggle = (key: 'sound' | 'vibrate') => {
    const next = { ...alarm, [key]: !alarm[key] };
    writeRestAlarmSettings(next);
    setAlarm(next);
  };

  return (
    <div
      role="timer"
      aria-label="Rest timer"
      className="fixed inset-x-0 bottom-0 z-30 bg-slate-900 px-3 pb-[max(0.5rem,env(safe-area-inset-bottom))] pt-2 text-white shadow-2xl"
    >
      <RestProgress rest={rest} />
      <div className="mx-auto flex max-w-3xl items-center gap-1 sm:gap-2">
        <div className="min-w-0 flex-1">
          <p className="line-clamp-2 text-xs leading-snug break-words text-slate-300">
            {over ? 'Rest over — next set' : `Rest · ${rest.exerciseName}`}
          </p>
          <RestDigits endsAt={rest.endsAt} />
        </div>
        <button
          type="button"
          onClick={() => toggle('sound')}
          aria-pressed={alarm.sound}
          aria-label="Sound when rest ends"
          className={`${barButton} grid place-items-center px-2`}
        >
          {alarm.sound ? (
            <Bell aria-hidden="true" className="size-5" />
          ) : (
            <BellOff aria-hidden="true" className="size-5" />
          )}
        </button>
        <button
          type="button"
          onClick={() => toggle('vibrate')}
          aria-pressed={alarm.vibrate}
          aria-label="Vibrate when rest ends"
          className={`${barButton} grid place-items-center px-2`}
        >
          {alarm.vibrate ? (
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
              className={`${barButton} bg-slate-800 px-2`}
            >
              −15
            </button>
            <button
              type="button"
              onClick={() => dispatch({ type: 'adjust-rest', deltaSeconds: 15 })}
              aria-label="Rest 15 seconds more"
              className={`${barButton} bg-slate-800 px-2`}
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
