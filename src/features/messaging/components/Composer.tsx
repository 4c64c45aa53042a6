import { SendHorizontal } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { MESSAGE_MAX_LENGTH, messageLength, validateMessage } from '../lib/message-text';
import { insertAtCursor } from '../lib/saved-reply';
import { SavedRepliesDialog } from './SavedRepliesDialog';
import { SavedRepliesMenu } from './SavedRepliesMenu';

/**
 * Enter sends, Shift+Enter starts a new line. Text only; what is typed is kept until it is queued.
 * A coach also gets the saved-reply picker (`savedReplies`), which puts a reply at the cursor.
 */
export function Composer({
  onSend,
  savedReplies,
}: {
  onSend: (body: string) => Promise<void>;
  /** The coach and the person they write to: shows the saved-reply picker. */
  savedReplies?: { me: string; other: string };
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [managing, setManaging] = useState(false);
  const errorId = useId();
  const inputId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const length = messageLength(text);

  const insert = (addition: string) => {
    const box = input.current;
    const next = insertAtCursor(text, addition, box?.selectionStart ?? text.length, box?.selectionEnd ?? text.length);
    setText(next.text);
    if (error) setError(null);
    requestAnimationFrame(() => {
      box?.focus();
      box?.setSelectionRange(next.caret, next.caret);
    });
  };

  const submit = async () => {
    const checked = validateMessage(text);
    if (checked.error !== null) {
      setError(checked.error);
      return;
    }
    try {
      await onSend(checked.body);
      setText('');
      setError(null);
    } catch {
      setError('This device could not keep the message. Please try again.');
    }
    input.current?.focus();
  };

  return (
    <>
      <form
        className="border-t border-slate-200 p-2 dark:border-slate-800"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {error && (
          <p id={errorId} role="alert" className="px-1 pb-1 text-sm text-red-700 dark:text-red-400">
            {error}
          </p>
        )}
        <div className="flex items-end gap-2">
          {savedReplies && (
            <SavedRepliesMenu
              me={savedReplies.me}
              other={savedReplies.other}
              onInsert={insert}
              onManage={() => setManaging(true)}
            />
          )}
          <label htmlFor={inputId} className="sr-only">
            Message
          </label>
          <textarea
            id={inputId}
            ref={input}
            rows={1}
            value={text}
            placeholder="Write a message"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setText(event.target.value);
              if (error) setError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                void submit();
              }
            }}
            className="max-h-40 min-h-11 flex-1 resize-none rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-500 md:text-sm dark:border-slate-700 dark:bg-slate-950 dark:text-white"
            style={{ fieldSizing: 'content' } as React.CSSProperties}
          />
          <button
            type="submit"
            aria-label="Send"
            className="grid size-11 shrink-0 place-items-center rounded-xl bg-emerald-700 text-white hover:bg-emerald-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500"
          >
            <SendHorizontal aria-hidden="true" className="size-5" />
          </button>
        </div>
        {length > MESSAGE_MAX_LENGTH - 500 && (
          <p className="px-1 pt-1 text-xs text-slate-500" aria-live="polite">
            {length.toLocaleString('en-US')} / {MESSAGE_MAX_LENGTH.toLocaleString('en-US')}
          </p>
        )}
      </form>
      {/* Outside the form: the dialog's own form must not submit the message. */}
      {savedReplies && managing && <SavedRepliesDialog me={savedReplies.me} onClose={() => setManaging(false)} />}
    </>
  );
}
