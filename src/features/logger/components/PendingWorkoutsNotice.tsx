import { CloudOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { useAuthStore } from '@/features/auth';
import { useRefreshTraining } from '@/features/training';
import { useOutboxStore } from '../stores/outbox-store';
import { flushOutbox } from '../sync/outbox-runner';
import { RefusedWorkoutDialog } from './RefusedWorkoutDialog';
import type { OutboxEntry } from '../lib/session-schema';

/**
 * On every screen, not only the workout's own page: finished workouts kept on this device that the
 * server has not accepted yet, with the reason when it refused one, a way to try at once, and for a
 * refused one the choice to drop it (confirmed; nothing is dropped on its own).
 */
export function PendingWorkoutsNotice() {
  const pending = useOutboxStore((store) => store.pending);
  const allEdits = useOutboxStore((store) => store.edits);
  const userId = useAuthStore((state) => state.user?.id);
  const refreshTraining = useRefreshTraining();
  const [trying, setTrying] = useState(false);
  const [reviewing, setReviewing] = useState<OutboxEntry | null>(null);
  const mine = pending.filter((entry) => entry.userId === userId);
  const edits = allEdits.filter((edit) => edit.userId === userId);
  if (!userId || mine.length + edits.length === 0) return null;
  const refused = mine.find((entry) => entry.refused);
  const failed = refused ?? mine.find((entry) => entry.lastError);
  const refusedEdit = edits.find((edit) => edit.refused);
  const refresh = () => void refreshTraining();
  const flush = () => flushOutbox(userId, { force: true, onSaved: refresh, onEditSaved: refresh });
  const parts = [
    mine.length === 0 ? '' : mine.length === 1 ? '1 finished workout' : `${mine.length} finished workouts`,
    edits.length === 0 ? '' : edits.length === 1 ? '1 edit of a workout' : `${edits.length} edits of workouts`,
  ].filter(Boolean);
  const waiting = `${parts.join(' and ')} ${mine.length + edits.length === 1 ? 'is' : 'are'}`;
  const tryNow = async () => {
    setTrying(true);
    await flush().finally(() => setTrying(false));
  };
  return (
    <div
      role="status"
      data-testid="pending-workouts"
      className="mb-4 flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200"
    >
      <CloudOff aria-hidden="true" className="size-4 shrink-0" />
      <p className="min-w-0 flex-1">
        {waiting} saved on this device and waiting to sync.
        {failed ? ` Last attempt: ${failed.lastError}` : ''}
        {refusedEdit ? ` An edit was not accepted: ${refusedEdit.lastError}` : ''}
      </p>
      {refused && (
        <Button variant="ghost" onClick={() => setReviewing(refused)}>
          Review
        </Button>
      )}
      {refusedEdit && (
        <ButtonLink to="/history" variant="secondary">
          Review in History
        </ButtonLink>
      )}
      <Button variant="secondary" loading={trying} onClick={() => void tryNow()}>
        Try now
      </Button>
      {reviewing && (
        <RefusedWorkoutDialog entry={reviewing} onRetry={() => void flush()} onClose={() => setReviewing(null)} />
      )}
    </div>
  );
}
