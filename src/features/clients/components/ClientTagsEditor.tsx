import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { focusRing } from '@/components/ui/focus-ring';
import { cn } from '@/lib/cn';
import { toProviderMessage } from '@/lib/errors';
import { useClientTags, useTagActions } from '../api/use-client-tags';
import { checkTagName, TAG_NAME_MAX } from '../lib/client-tags';

/**
 * A client's tags (the coach's own labels; the client never sees them): each with a remove button,
 * and a field that adds one by name, offering the coach's existing tags and making a new one when
 * the name is new.
 */
export function ClientTagsEditor({ clientId, clientName }: { clientId: string; clientName: string }) {
  const { tags, byClient, me } = useClientTags();
  const { add, remove } = useTagActions();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const listId = useId();
  const errorId = useId();
  const current = byClient.get(clientId) ?? [];
  const onClient = new Set(current.map((tag) => tag.id));
  const suggestions = tags.filter((tag) => tag.trainerId === me && !onClient.has(tag.id));

  const submit = () => {
    const checked = checkTagName(draft);
    if (checked.error) return setError(checked.error);
    if (current.some((tag) => tag.trainerId === me && tag.name.toLowerCase() === checked.name.toLowerCase())) {
      setDraft('');
      return setError(null);
    }
    add.mutate(
      { name: checked.name, clientId },
      {
        onSuccess: () => {
          setDraft('');
          setError(null);
        },
        onError: (failure) => setError(toProviderMessage(failure, 'The tag could not be added. Try again.')),
      },
    );
  };

  return (
    <div className="flex flex-col gap-2">
      <ul className="flex flex-wrap gap-1.5" aria-label={`Tags on ${clientName}`}>
        {current.map((tag) => (
          <li
            key={tag.id}
            className="inline-flex items-center gap-1 rounded-full bg-sky-100 py-0.5 pr-1 pl-2.5 text-xs font-medium text-sky-800 dark:bg-sky-500/15 dark:text-sky-300"
          >
            {tag.name}
            {tag.trainerId === me && (
              <button
                type="button"
                aria-label={`Remove tag ${tag.name} from ${clientName}`}
                onClick={() => remove.mutate({ tagId: tag.id, clientId })}
                className={cn(
                  'grid size-5 place-items-center rounded-full hover:bg-sky-200 dark:hover:bg-sky-500/30',
                  focusRing,
                )}
              >
                <X aria-hidden="true" className="size-3" />
              </button>
            )}
          </li>
        ))}
        {current.length === 0 && <li className="text-sm text-slate-500 dark:text-slate-400">No tags yet.</li>}
      </ul>
      <form
        noValidate
        className="flex items-start gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          Add a tag to {clientName}
        </label>
        <input
          id={inputId}
          list={listId}
          value={draft}
          maxLength={TAG_NAME_MAX + 10}
          placeholder="Add a tag"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            if (error) setError(null);
          }}
          className="min-h-10 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-emerald-500 focus:ring-2 focus:ring-emerald-500/30 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        />
        <datalist id={listId}>
          {suggestions.map((tag) => (
            <option key={tag.id} value={tag.name} />
          ))}
        </datalist>
        <Button type="submit" variant="secondary" className="min-h-10 px-3" loading={add.isPending}>
          Add tag
        </Button>
      </form>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
