import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { useFlowPreview, useFlowTimeline } from '../api/flow-activity';
import { ACTION_LABELS } from '../lib/labels';
import { formatRunTime, groupByEnrolment, sentHistory } from '../lib/timeline';
import { EnrolmentCard } from './EnrolmentCard';

const heading = 'text-base font-semibold text-slate-900 dark:text-white';
const quiet = 'text-sm text-slate-600 dark:text-slate-400';

/** Who would enter a saved flow now, each enrolled client's runs, and what was sent. */
export function FlowActivity({ flowId, showPreview }: { flowId: string; showPreview: boolean }) {
  const preview = useFlowPreview(flowId, showPreview);
  const timeline = useFlowTimeline(flowId);
  const enrolments = groupByEnrolment(timeline.data ?? []);
  const history = sentHistory(timeline.data ?? []);
  return (
    <div className="flex flex-col gap-6">
      {showPreview && (
        <section aria-label="Who would enter now" className="flex flex-col gap-2">
          <h3 className={heading}>Who would enter now</h3>
          {preview.isPending ? (
            <Spinner />
          ) : preview.isError ? (
            <LoadError error={preview.error} what="who would enter" onRetry={() => void preview.refetch()} />
          ) : preview.data.length === 0 ? (
            <p className={quiet}>Nobody matches the trigger right now.</p>
          ) : (
            <ul className="flex flex-col gap-1 text-sm">
              {preview.data.map((row) => (
                <li key={row.client_id}>
                  <span className="font-medium text-slate-900 dark:text-white">{row.name}</span>
                  <span className="text-slate-500 dark:text-slate-400"> · {row.reason}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <section aria-label="Clients in this flow" className="flex flex-col gap-2">
        <h3 className={heading}>Clients in this flow</h3>
        {timeline.isPending ? (
          <Spinner />
        ) : timeline.isError ? (
          <LoadError error={timeline.error} what="the timeline" onRetry={() => void timeline.refetch()} />
        ) : enrolments.length === 0 ? (
          <p className={quiet}>No client has entered yet.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {enrolments.map((enrolment) => (
              <EnrolmentCard key={enrolment.enrolmentId} enrolment={enrolment} />
            ))}
          </ul>
        )}
      </section>
      {history.length > 0 && (
        <section aria-label="Sent" className="flex flex-col gap-2">
          <h3 className={heading}>Sent</h3>
          <ul className="flex flex-col gap-1 text-sm">
            {history.map((run) => (
              <li key={`${run.enrolment_id}-${run.step_id}`} className="break-words">
                <span className="text-slate-500 dark:text-slate-400">{formatRunTime(run.ran_at ?? run.due_at)} · </span>
                <span className="text-slate-900 dark:text-white">{run.client_name}</span>
                <span className="text-slate-600 dark:text-slate-300">
                  {' '}
                  · {ACTION_LABELS[run.action]}
                  {run.run_status === 'failed' ? ' (failed)' : ''}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
