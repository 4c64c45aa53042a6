import { Play, Trash2, TimerReset } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import type { ActiveSession } from '@/features/training';
import { toUserMessage } from '@/lib/errors';
import { useActiveSession, useDiscardSession } from '../api/use-active-session';

export const DISCARD_CONFIRM_MESSAGE = 'Are you sure you want to discard this workout? All progress will be lost.';
export const DISCARD_FAILED_MESSAGE = 'Failed to discard workout. Please try again.';

function startedAgo(startedAt: string, now: number): string {
  const minutes = Math.max(0, Math.round((now - Date.parse(startedAt)) / 60_000));
  if (minutes < 1) return 'Started just now';
  if (minutes < 60) return `Started ${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `Started ${hours} h ${minutes % 60} min ago`;
  return `Started ${new Date(startedAt).toLocaleDateString(undefined, { weekday: 'short', month: 'short', day: 'numeric' })}`;
}

/** Where the logger resumes a session, and how it discards one (the app passes the logger's). */
interface SessionControls {
  resumePath: (session: ActiveSession) => string;
  discardSession: (sessionId: string) => Promise<void>;
}

/** The workout in progress, if any: resume it exactly where it was, or throw it away. */
export function ActiveSessionCard({ userId, ...controls }: { userId: string } & SessionControls) {
  const session = useActiveSession(userId);
  // A failed read hides the card: the rest of the dashboard still works, and Start still resumes.
  if (!session.data) return null;
  return <SessionBanner session={session.data} userId={userId} {...controls} />;
}

function SessionBanner({
  session,
  userId,
  resumePath,
  discardSession,
}: { session: ActiveSession; userId: string } & SessionControls) {
  const navigate = useNavigate();
  const discard = useDiscardSession(userId, discardSession);
  const [confirming, setConfirming] = useState(false);
  const name = session.workout?.name || session.workout_name || 'Workout';
  const [now] = useState(() => Date.now());

  const onConfirm = () => {
    discard.mutate(session.id, { onSettled: () => setConfirming(false) });
  };

  return (
    <section
      aria-label="Workout in progress"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-5 shadow-sm dark:border-amber-500/40 dark:bg-amber-500/10"
    >
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-amber-200 text-amber-900 dark:bg-amber-500/20 dark:text-amber-200">
          <TimerReset aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-amber-800 dark:text-amber-300">
            Workout in progress
          </h2>
          <p className="truncate text-lg font-bold text-slate-900 dark:text-white">{name}</p>
          <p className="text-sm text-slate-600 dark:text-slate-300">{startedAgo(session.started_at, now)}</p>
        </div>
      </div>
      {discard.isError && <Alert className="mt-3">{toUserMessage(discard.error, DISCARD_FAILED_MESSAGE)}</Alert>}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          className="flex-1 sm:flex-none"
          onClick={() => navigate(resumePath(session), { state: { sessionId: session.id } })}
        >
          <Play aria-hidden="true" className="size-4" />
          Continue
        </Button>
        <Button variant="secondary" className="flex-1 sm:flex-none" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" className="size-4" />
          Discard
        </Button>
      </div>
      <Modal
        title="Discard workout?"
        open={confirming}
        onClose={() => !discard.isPending && setConfirming(false)}
        className="w-[min(100%-2rem,28rem)]"
      >
        <p className="text-slate-700 dark:text-slate-200">{DISCARD_CONFIRM_MESSAGE}</p>
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirming(false)} disabled={discard.isPending}>
            Keep workout
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={discard.isPending}>
            Discard workout
          </Button>
        </div>
      </Modal>
    </section>
  );
}
