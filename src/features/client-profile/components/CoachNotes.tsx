import { Lock, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { IconButton } from '@/components/ui/IconButton';
import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { useAuthStore } from '@/features/auth';
import { toUserMessage } from '@/lib/errors';
import { useAddCoachNote, useCoachNotes, useDeleteCoachNote } from '../api/use-client-profile';
import { clientName } from '@/lib/person-name';
import { ProfileCard } from './ProfileCard';

export const NOTE_MAX = 10000;

/** Private notes: staff only, the client never sees them (enforced by client_notes' policies). */
export function CoachNotes({ clientId }: { clientId: string }) {
  const me = useAuthStore((state) => state.user);
  const notes = useCoachNotes(clientId);
  const add = useAddCoachNote(clientId, me?.id ?? '');
  const remove = useDeleteCoachNote(clientId);
  const [draft, setDraft] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim()) return;
    add.mutate(draft.trim(), { onSuccess: () => setDraft('') });
  };
  return (
    <ProfileCard
      title="Coach notes"
      action={
        <span className="inline-flex items-center gap-1 text-xs text-slate-500 dark:text-slate-400">
          <Lock aria-hidden="true" className="size-3.5" /> Private: the client never sees these
        </span>
      }
    >
      <form onSubmit={submit} className="flex flex-col gap-2">
        <label htmlFor="coach-note" className="text-sm font-medium text-slate-700 dark:text-slate-200">
          New note
        </label>
        <textarea
          id="coach-note"
          value={draft}
          maxLength={NOTE_MAX}
          rows={3}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) submit(event);
          }}
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
        />
        {add.error && <Alert>{toUserMessage(add.error, 'The note could not be saved. Please try again.')}</Alert>}
        <div className="flex justify-end">
          <Button type="submit" disabled={!draft.trim()} loading={add.isPending}>
            Add note
          </Button>
        </div>
      </form>
      {notes.isPending ? (
        <Spinner label="Loading notes" />
      ) : notes.error ? (
        <LoadError error={notes.error} what="the notes" onRetry={() => void notes.refetch()} />
      ) : notes.data.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">No notes yet.</p>
      ) : (
        <ul aria-label="Notes" className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800">
          {notes.data.map((note) => (
            <li key={note.id} className="flex items-start justify-between gap-3 py-2">
              <div className="min-w-0">
                <p className="whitespace-pre-line break-words text-slate-900 dark:text-slate-100">{note.body}</p>
                <p className="text-xs text-slate-500 dark:text-slate-400">
                  {note.author ? clientName(note.author) : 'Former staff'} ·{' '}
                  {new Date(note.created_at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
                </p>
              </div>
              {note.author_id === me?.id && (
                <IconButton label="Delete note" onClick={() => remove.mutate(note.id)} disabled={remove.isPending}>
                  <Trash2 aria-hidden="true" className="size-4" />
                </IconButton>
              )}
            </li>
          ))}
        </ul>
      )}
    </ProfileCard>
  );
}
