import { useId, useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { TextButton } from '@/components/ui/TextButton';
import { toUserMessage } from '@/lib/errors';
import type { ClientLog } from '../api/list-client-logs';
import { useDeleteLogComment, useUpdateLogComment } from '../api/use-client-workouts';
import { clientName } from '@/lib/person-name';

export const COMMENT_MAX = 2000;

type Comment = ClientLog['comments'][number];

const stamp = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * One comment. Its author can edit it in place (Escape cancels, Ctrl/⌘+Enter saves) or delete it
 * after a confirmation; the client then sees the new text marked "edited".
 */
export function LogCommentItem({ clientId, comment, mine }: { clientId: string; comment: Comment; mine: boolean }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(comment.body);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateLogComment(clientId);
  const remove = useDeleteLogComment(clientId);
  const fieldId = useId();
  const author = comment.author ? clientName(comment.author) : 'Former staff';

  const save = () => {
    const body = draft.trim();
    if (!body) return;
    if (body === comment.body) return setEditing(false);
    update.mutate({ commentId: comment.id, body }, { onSuccess: () => setEditing(false) });
  };
  const cancel = () => {
    setDraft(comment.body);
    update.reset();
    setEditing(false);
  };

  return (
    <li className="rounded-xl bg-sky-50 px-3 py-2 text-sm dark:bg-sky-500/10">
      {editing ? (
        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <label htmlFor={fieldId} className="text-xs font-medium text-slate-700 dark:text-slate-200">
            Edit your comment
          </label>
          <textarea
            id={fieldId}
            rows={2}
            autoFocus
            value={draft}
            maxLength={COMMENT_MAX}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.stopPropagation();
                cancel();
              } else if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
                event.preventDefault();
                save();
              }
            }}
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
          />
          {update.error && (
            <Alert>{toUserMessage(update.error, 'The comment could not be changed. Please try again.')}</Alert>
          )}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={cancel}>
              Cancel
            </Button>
            <Button type="submit" disabled={!draft.trim()} loading={update.isPending}>
              Save
            </Button>
          </div>
        </form>
      ) : (
        <>
          <p className="whitespace-pre-line break-words text-slate-900 dark:text-slate-100">{comment.body}</p>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {author} · {stamp(comment.created_at)}
              {comment.edited_at && <span title={`Edited ${stamp(comment.edited_at)}`}> · edited</span>}
            </p>
            {mine && (
              <span className="ml-auto flex gap-3">
                <TextButton
                  className="text-xs"
                  aria-label={`Edit comment: ${comment.body.slice(0, 40)}`}
                  onClick={() => setEditing(true)}
                >
                  Edit
                </TextButton>
                <TextButton
                  className="text-xs text-red-700 dark:text-red-300"
                  aria-label={`Delete comment: ${comment.body.slice(0, 40)}`}
                  onClick={() => setConfirming(true)}
                >
                  Delete
                </TextButton>
              </span>
            )}
          </div>
        </>
      )}
      <ConfirmDialog
        title="Delete this comment?"
        open={confirming}
        confirmLabel="Delete comment"
        cancelLabel="Keep it"
        tone="danger"
        busy={remove.isPending}
        error={remove.error ? toUserMessage(remove.error, 'The comment could not be deleted. Please try again.') : null}
        onConfirm={() => remove.mutate(comment.id, { onSuccess: () => setConfirming(false) })}
        onClose={() => {
          remove.reset();
          setConfirming(false);
        }}
      >
        <p className="text-slate-700 dark:text-slate-300">The client will no longer see it.</p>
      </ConfirmDialog>
    </li>
  );
}
