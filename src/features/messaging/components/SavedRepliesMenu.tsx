import { BookmarkPlus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { fillFirstName, greetingName } from '@/lib/first-name';
import { useFirstName, useSavedReplies } from '../api/use-saved-replies';
import { matchReplies } from '../lib/saved-reply';

/**
 * The composer's saved-reply picker: a search box over the coach's replies (a combobox: arrows move,
 * Enter inserts, Escape closes and gives focus back), each inserted at the cursor with
 * `{first_name}` filled in as the automation messages fill it. "Manage" opens the dialog that
 * creates, edits and deletes them.
 */
export function SavedRepliesMenu({
  me,
  other,
  onInsert,
  onManage,
}: {
  me: string;
  other: string;
  onInsert: (text: string) => void;
  /** Opens the saved-replies dialog (drawn outside the composer's form by the composer). */
  onManage: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const replies = useSavedReplies(me, open);
  const firstName = useFirstName(me, other, open);
  const trigger = useRef<HTMLButtonElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const listId = useId();
  const shown = matchReplies(replies.data ?? [], query);
  const activeIndex = Math.min(active, Math.max(shown.length - 1, 0));

  useEffect(() => {
    if (open) search.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    setQuery('');
    setActive(0);
    trigger.current?.focus();
  };
  const choose = (index: number) => {
    const reply = shown[index];
    if (!reply) return;
    setOpen(false);
    setQuery('');
    setActive(0);
    onInsert(fillFirstName(reply.body, greetingName(firstName.data)));
  };

  return (
    <div className="relative">
      <button
        ref={trigger}
        type="button"
        aria-label="Saved replies"
        aria-expanded={open}
        aria-haspopup="listbox"
        onClick={() => (open ? close() : setOpen(true))}
        className="grid size-11 shrink-0 place-items-center rounded-xl border border-slate-300 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <BookmarkPlus aria-hidden="true" className="size-5" />
      </button>
      {open && (
        <div className="absolute bottom-full left-0 z-20 mb-2 w-80 max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900">
          <input
            ref={search}
            type="search"
            role="combobox"
            aria-label="Search saved replies"
            aria-controls={listId}
            aria-expanded="true"
            aria-activedescendant={shown[activeIndex] ? `${listId}-${activeIndex}` : undefined}
            placeholder="Search saved replies"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                event.preventDefault();
                const step = event.key === 'ArrowDown' ? 1 : -1;
                setActive((activeIndex + step + shown.length) % Math.max(shown.length, 1));
              } else if (event.key === 'Enter') {
                event.preventDefault();
                choose(activeIndex);
              } else if (event.key === 'Escape') {
                event.preventDefault();
                event.stopPropagation();
                close();
              }
            }}
            className="min-h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-emerald-500 focus:outline-none dark:border-slate-700 dark:bg-slate-950 dark:text-white"
          />
          <ul id={listId} role="listbox" aria-label="Saved replies" className="mt-2 max-h-60 overflow-y-auto">
            {replies.isPending ? (
              <li className="px-2 py-2 text-sm text-slate-500">Loading…</li>
            ) : shown.length === 0 ? (
              <li className="px-2 py-2 text-sm text-slate-500">
                {query ? 'No saved reply matches.' : 'No saved replies yet.'}
              </li>
            ) : (
              shown.map((reply, index) => (
                <li
                  key={reply.id}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === activeIndex}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(index)}
                  className={cn(
                    'cursor-pointer rounded-lg px-2 py-1.5 text-sm',
                    index === activeIndex
                      ? 'bg-emerald-50 dark:bg-emerald-500/15'
                      : 'hover:bg-slate-100 dark:hover:bg-slate-800',
                  )}
                >
                  <span className="block font-medium text-slate-900 dark:text-white">{reply.title}</span>
                  <span className="block truncate text-slate-600 dark:text-slate-400">{reply.body}</span>
                </li>
              ))
            )}
          </ul>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              onManage();
            }}
            className="mt-1 w-full rounded-lg px-2 py-1.5 text-left text-sm font-medium text-emerald-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-emerald-300 dark:hover:bg-slate-800"
          >
            Manage saved replies
          </button>
        </div>
      )}
    </div>
  );
}
