import { MessageSquare } from 'lucide-react';
import { LoadError } from '@/components/ui/LoadError';
import { useMyCoachComments } from '../api/list-my-coach-comments';
import { clientName } from '@/lib/person-name';

/** The coach's latest comments on the client's logged workouts; hidden until there is one. */
export function CoachCommentsCard({ userId }: { userId: string }) {
  const comments = useMyCoachComments(userId);
  if (comments.isPending || (comments.data && comments.data.length === 0)) return null;
  return (
    <section
      aria-label="From your coach"
      className="flex flex-col gap-3 rounded-2xl border border-sky-200 bg-white p-5 dark:border-sky-500/30 dark:bg-slate-900"
    >
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
        <MessageSquare aria-hidden="true" className="size-5 text-sky-600 dark:text-sky-300" /> From your coach
      </h2>
      {comments.error ? (
        <LoadError error={comments.error} what="your coach's comments" onRetry={() => void comments.refetch()} />
      ) : (
        <ul className="flex flex-col gap-3">
          {comments.data.map((comment) => (
            <li key={comment.id} className="flex flex-col gap-0.5">
              <p className="text-xs text-slate-500 dark:text-slate-400">
                On {comment.log?.workout_name || 'your workout'}
                {comment.log
                  ? `, ${new Date(comment.log.created_at).toLocaleDateString(undefined, { dateStyle: 'medium' })}`
                  : ''}
              </p>
              <p className="whitespace-pre-line break-words text-slate-900 dark:text-slate-100">{comment.body}</p>
              <p className="text-xs text-slate-500 dark:text-slate-400">
                {comment.author ? clientName(comment.author) : 'Your coach'}
                {comment.edited_at && ' · edited'}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
