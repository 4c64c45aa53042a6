import { Button } from '@/components/ui/Button';
import { Chip, type ChipTone } from '@/components/ui/Chip';
import { useSetEnrolmentStatus } from '../api/set-flow-status';
import type { EnrolmentStatus, RunStatus } from '../lib/flow-types';
import { ACTION_LABELS, RUN_STATUS_LABELS } from '../lib/labels';
import { formatRunTime, type EnrolmentTimeline } from '../lib/timeline';

const RUN_TONE: Record<RunStatus, ChipTone> = {
  pending: 'info',
  done: 'accent',
  failed: 'warning',
  skipped: 'neutral',
};
const ENROLMENT_LABEL: Record<EnrolmentStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  stopped: 'Stopped',
  completed: 'Completed',
};

/** One client's place in a flow: each step's run (due, done, failed with why, skipped) and pause, resume, stop. */
export function EnrolmentCard({ enrolment }: { enrolment: EnrolmentTimeline }) {
  const setStatus = useSetEnrolmentStatus();
  const { enrolmentId, clientName, status } = enrolment;
  const live = status === 'active' || status === 'paused';
  return (
    <li
      aria-label={clientName}
      className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3 dark:border-slate-800"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 flex-1 font-semibold break-words text-slate-900 dark:text-white">{clientName}</span>
        <Chip tone={status === 'active' ? 'accent' : 'neutral'}>{ENROLMENT_LABEL[status]}</Chip>
        {live && (
          <>
            <Button
              variant="secondary"
              className="min-h-9 px-3 text-xs"
              disabled={setStatus.isPending}
              aria-label={status === 'active' ? `Pause for ${clientName}` : `Resume for ${clientName}`}
              onClick={() => setStatus.mutate({ enrolmentId, status: status === 'active' ? 'paused' : 'active' })}
            >
              {status === 'active' ? 'Pause' : 'Resume'}
            </Button>
            <Button
              variant="ghost"
              className="min-h-9 px-3 text-xs"
              disabled={setStatus.isPending}
              aria-label={`Stop for ${clientName}`}
              onClick={() => setStatus.mutate({ enrolmentId, status: 'stopped', reason: 'Stopped by the coach' })}
            >
              Stop
            </Button>
          </>
        )}
      </div>
      {setStatus.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          That did not go through. Try again.
        </p>
      )}
      <ol className="flex flex-col gap-1 text-sm">
        {enrolment.runs.map((run) => (
          <li key={run.step_id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="text-slate-500 dark:text-slate-400">{run.position + 1}.</span>
            <span className="text-slate-800 dark:text-slate-200">{ACTION_LABELS[run.action]}</span>
            <span className="text-slate-500 dark:text-slate-400">{formatRunTime(run.ran_at ?? run.due_at)}</span>
            <Chip tone={RUN_TONE[run.run_status]}>{RUN_STATUS_LABELS[run.run_status]}</Chip>
            {run.run_status === 'failed' && run.last_error && (
              <span className="w-full text-xs break-words text-red-700 dark:text-red-300">{run.last_error}</span>
            )}
          </li>
        ))}
      </ol>
    </li>
  );
}
