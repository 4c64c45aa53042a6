import { useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { TextField } from '@/components/ui/TextField';
import { toProviderMessage } from '@/lib/errors';
import { FIRST_NAME_TOKEN } from '@/lib/first-name';
import type { SavedReply } from '../api/saved-replies';
import { useDeleteReply, useSaveReply, useSavedReplies } from '../api/use-saved-replies';
import { checkSavedReply, SAVED_REPLY_LIMITS, type SavedReplyErrors } from '../lib/saved-reply';

const EMPTY = { title: '', body: '' };

/** The coach's saved replies: add, edit and delete (each is theirs alone). */
export function SavedRepliesDialog({ me, onClose }: { me: string; onClose: () => void }) {
  const replies = useSavedReplies(me);
  const save = useSaveReply(me);
  const remove = useDeleteReply(me);
  const [editing, setEditing] = useState<string | null>(null);
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<SavedReplyErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const bodyId = useId();

  const edit = (reply: SavedReply | null) => {
    setEditing(reply?.id ?? null);
    setDraft(reply ? { title: reply.title, body: reply.body } : EMPTY);
    setErrors({});
    setFailure(null);
  };
  const submit = () => {
    const checked = checkSavedReply(draft);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) return;
    save.mutate(
      { ...checked.value, id: editing ?? undefined },
      {
        onSuccess: () => edit(null),
        onError: (error) => setFailure(toProviderMessage(error, 'The reply could not be saved. Try again.')),
      },
    );
  };

  return (
    <Modal title="Saved replies" open onClose={onClose}>
      <ul className="flex flex-col gap-2" aria-label="Your saved replies">
        {(replies.data ?? []).map((reply) => (
          <li key={reply.id} className="rounded-lg border border-slate-200 p-2 text-sm dark:border-slate-700">
            <div className="flex items-center justify-between gap-2">
              <span className="font-medium text-slate-900 dark:text-white">{reply.title}</span>
              <span className="flex gap-1">
                <Button variant="ghost" className="min-h-9 px-2" onClick={() => edit(reply)}>
                  Edit<span className="sr-only"> {reply.title}</span>
                </Button>
                <Button
                  variant="ghost"
                  className="min-h-9 px-2"
                  loading={remove.isPending && remove.variables === reply.id}
                  onClick={() => remove.mutate(reply.id, { onSuccess: () => editing === reply.id && edit(null) })}
                >
                  Delete<span className="sr-only"> {reply.title}</span>
                </Button>
              </span>
            </div>
            <p className="line-clamp-2 whitespace-pre-wrap text-slate-600 dark:text-slate-400">{reply.body}</p>
          </li>
        ))}
        {replies.data?.length === 0 && <li className="text-sm text-slate-500">No saved replies yet.</li>}
      </ul>
      <form
        noValidate
        className="mt-4 flex flex-col gap-3 border-t border-slate-200 pt-4 dark:border-slate-700"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <h3 className="text-sm font-semibold text-slate-900 dark:text-white">
          {editing ? 'Edit saved reply' : 'New saved reply'}
        </h3>
        <TextField
          label="Name"
          value={draft.title}
          maxLength={SAVED_REPLY_LIMITS.title}
          aria-invalid={errors.title ? true : undefined}
          hint={errors.title ? <span className="text-red-700 dark:text-red-300">{errors.title}</span> : undefined}
          onChange={(event) => setDraft({ ...draft, title: event.target.value })}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={bodyId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
            Reply
          </label>
          <textarea
            id={bodyId}
            rows={3}
            value={draft.body}
            maxLength={SAVED_REPLY_LIMITS.body}
            aria-invalid={errors.body ? true : undefined}
            onChange={(event) => setDraft({ ...draft, body: event.target.value })}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-emerald-500 focus:ring-2 focus:ring-emerald-500/30 focus:outline-none md:text-sm dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
          />
          {errors.body && <p className="text-sm text-red-700 dark:text-red-400">{errors.body}</p>}
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {FIRST_NAME_TOKEN} becomes the client’s first name when you insert it.
          </p>
        </div>
        {failure && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {failure}
          </p>
        )}
        <div className="flex justify-end gap-2">
          {editing && (
            <Button variant="secondary" onClick={() => edit(null)}>
              Cancel edit
            </Button>
          )}
          <Button type="submit" loading={save.isPending}>
            {editing ? 'Save changes' : 'Add reply'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
