import { CheckSquare } from 'lucide-react';
import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { useSetTaskDone, useTrainerTasks } from '../api/trainer-tasks';
import { formatRunTime } from '../lib/timeline';

/** The signed-in trainer's tasks (a flow's task step makes them): tick one off when it is done. */
export function TrainerTasks({ trainerId }: { trainerId: string }) {
  const tasks = useTrainerTasks(trainerId);
  const setDone = useSetTaskDone();
  return (
    <section
      aria-label="Your tasks"
      className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white">
        <CheckSquare aria-hidden="true" className="size-4" /> Your tasks
      </h2>
      {tasks.isPending ? (
        <Spinner />
      ) : tasks.isError ? (
        <LoadError error={tasks.error} what="your tasks" onRetry={() => void tasks.refetch()} />
      ) : tasks.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No tasks. A flow&apos;s task step adds them here.</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {tasks.data.map((task) => (
            <li key={task.id}>
              <label className="flex min-h-11 items-start gap-3 py-1 text-sm">
                <input
                  type="checkbox"
                  className="mt-0.5 size-5 accent-emerald-700"
                  checked={task.done_at !== null}
                  disabled={setDone.isPending}
                  onChange={(event) => setDone.mutate({ id: task.id, done: event.target.checked })}
                />
                <span className="min-w-0 break-words">
                  <span className={task.done_at ? 'text-slate-400 line-through' : 'text-slate-900 dark:text-white'}>
                    {task.title}
                  </span>
                  <span className="block text-xs text-slate-500 dark:text-slate-400">
                    {[task.client_name, task.due_at && formatRunTime(task.due_at)].filter(Boolean).join(' · ')}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {setDone.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          The task could not be updated. Try again.
        </p>
      )}
    </section>
  );
}
