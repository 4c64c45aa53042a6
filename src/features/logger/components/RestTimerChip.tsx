import { Timer } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAuthStore } from '@/features/auth';
import { useCountdown } from '../hooks/use-countdown';
import { formatClock } from '../lib/rest-timer';
import { useRestSignal } from '../storage/rest-signal';

/**
 * The running rest in the app header (every screen, the dashboard included) after leaving the
 * logger: its digits, linking back to the workout. Gone when the rest ends or the workout does.
 */
export function RestTimerChip() {
  const signal = useRestSignal();
  const userId = useAuthStore((state) => state.user?.id);
  const mine = signal !== null && signal.userId === userId;
  const remaining = useCountdown(mine ? signal.endsAt : null);
  if (!mine || remaining <= 0) return null;
  const content = (
    <>
      <Timer aria-hidden="true" className="size-4" />
      <span className="tabular-nums" data-testid="header-rest-remaining">
        {formatClock(remaining)}
      </span>
    </>
  );
  const className =
    'inline-flex min-h-11 items-center gap-1 rounded-full bg-emerald-600 px-3 text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500';
  if (!signal.workoutId)
    return (
      <span role="timer" aria-label="Rest timer" className={className}>
        {content}
      </span>
    );
  return (
    <Link
      to={`/workouts/${signal.workoutId}/start`}
      state={{ sessionId: signal.sessionId }}
      aria-label={`Rest ${formatClock(remaining)} left, back to the workout`}
      className={className}
    >
      {content}
    </Link>
  );
}
