import { MessageSquare } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { useAuthStore } from '@/features/auth';
import { toUserMessage } from '@/lib/errors';
import type { ClientLog } from '../api/list-client-logs';
import { useAddLogComment } from '../api/use-client-workouts';
import { COMMENT_MAX, LogCommentItem } from './LogCommentItem';

/** The coach's comments on one logged workout (the client sees them) and a box to add one. */
export function LogComments({
  clientId,
  logId,
  comments,
}: {
  clientId: string;
  logId: string;
  comments: ClientLog['comments'];
}) {
  const me = useAuthStore((state) => state.user);
  const add = useAddLogComment(clientId, me?.id ?? '');
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const sorted = [...comments].sort((a, b) => a.created_at.localeCompare(b.created_at));
  return (
    <div className="flex flex-col gap-2 border-t border-slate-100 pt-3 dark:border-slate-800">
      {sorted.length > 0 && (
        <ul aria-label="Comments" className="flex flex-col gap-2">
          {sorted.map((comment) => (
            <LogCommentItem
              key={comment.id}
              clientId={clientId}
              comment={comment}
              mine={comment.author_id === me?.id}
            />
          ))}
        </ul>
      )}
      <form
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          if (draft.trim()) add.mutate({ logId, body: draft.trim() }, { onSuccess: () => setDraft('') });
        }}
      >
        <div className="flex flex-1 flex-col gap-1">
          <label
            htmlFor={inputId}
            className="flex items-center gap-1 text-sm font-medium text-slate-700 dark:text-slate-200"
          >
            <MessageSquare aria-hidden="true" className="size-4" /> Comment for the client
          </label>
          <textarea
            id={inputId}
            rows={1}
            value={draft}
            maxLength={COMMENT_MAX}
            onChange={(event) => setDraft(event.target.value)}
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
          />
        </div>
        <Button type="submit" variant="secondary" disabled={!draft.trim()} loading={add.isPending}>
          Send comment
        </Button>
      </form>
      {add.error && <Alert>{toUserMessage(add.error, 'The comment could not be saved. Please try again.')}</Alert>}
    </div>
  );
}
