import { FileText, Film, Image as ImageIcon, Paperclip, SendHorizontal, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { NewAttachment } from '../hooks/use-outbox';
import { ATTACHMENT_ACCEPT, checkAttachment, formatBytes, type AttachmentKind } from '../lib/attachments';
import { MESSAGE_MAX_LENGTH, messageLength, validateMessage } from '../lib/message-text';
import { insertAtCursor } from '../lib/saved-reply';
import { SavedRepliesDialog } from './SavedRepliesDialog';
import { SavedRepliesMenu } from './SavedRepliesMenu';

interface Chosen {
  file: File;
  mime: string;
  kind: AttachmentKind;
}

const KIND_ICON = { image: ImageIcon, video: Film, file: FileText } as const;

/**
 * The file with what the browser can tell about it (size in pixels, length, a still). Offline with
 * the prober not yet loaded, or a file it cannot decode: the file alone (it is still sent).
 */
async function prepared({ file, mime, kind }: Chosen): Promise<NewAttachment> {
  try {
    const { prepareAttachment } = await import('../lib/prepare-attachment');
    return await prepareAttachment(file, mime, kind);
  } catch {
    return { file, name: file.name, mime };
  }
}

/**
 * Enter sends, Shift+Enter starts a new line. The paperclip adds one photo, video or file (checked
 * here for type and size, with the reason in words); the text is then an optional caption. What is
 * typed and chosen is kept until the message is queued. A coach also gets the saved-reply picker
 * (`savedReplies`), which puts a reply at the cursor.
 */
export function Composer({
  onSend,
  savedReplies,
}: {
  onSend: (body: string, attachment?: NewAttachment) => Promise<void>;
  /** The coach and the person they write to: shows the saved-reply picker. */
  savedReplies?: { me: string; other: string };
}) {
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [managing, setManaging] = useState(false);
  const errorId = useId();
  const inputId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);
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

  const choose = (file: File | undefined) => {
    if (!file) return;
    const checked = checkAttachment(file);
    if (checked.error !== null) {
      setError(checked.error);
      return;
    }
    setChosen({ file, mime: checked.mime, kind: checked.kind });
    setError(null);
  };

  const submit = async () => {
    if (preparing) return;
    const checked = validateMessage(text);
    if (checked.error !== null && !(chosen && checked.body === '')) {
      setError(checked.error);
      return;
    }
    try {
      let attachment: NewAttachment | undefined;
      if (chosen) {
        setPreparing(true);
        attachment = await prepared(chosen);
      }
      await onSend(checked.body, attachment);
      setText('');
      setChosen(null);
      setError(null);
    } catch {
      setError('This device could not keep the message. Please try again.');
    } finally {
      setPreparing(false);
    }
    input.current?.focus();
  };
  const ChosenIcon = chosen ? KIND_ICON[chosen.kind] : null;

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
        {chosen && ChosenIcon && (
          <div className="mx-1 mb-2 flex items-center gap-2 rounded-xl border border-slate-200 px-3 py-2 text-sm dark:border-slate-700">
            <ChosenIcon aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-slate-900 dark:text-white">{chosen.file.name}</span>
              <span className="block text-xs text-slate-500">
                {preparing ? 'Preparing…' : formatBytes(chosen.file.size)}
              </span>
            </span>
            <button
              type="button"
              aria-label={`Remove ${chosen.file.name}`}
              disabled={preparing}
              onClick={() => setChosen(null)}
              className="grid size-9 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:hover:bg-slate-800"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        )}
        <div className="flex items-end gap-2">
          <input
            ref={picker}
            type="file"
            accept={ATTACHMENT_ACCEPT}
            hidden
            data-testid="attachment-input"
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          {savedReplies && (
            <SavedRepliesMenu
              me={savedReplies.me}
              other={savedReplies.other}
              onInsert={insert}
              onManage={() => setManaging(true)}
            />
          )}
          <button
            type="button"
            aria-label="Attach a photo, video or file"
            onClick={() => picker.current?.click()}
            className="grid size-11 shrink-0 place-items-center rounded-xl text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            <Paperclip aria-hidden="true" className="size-5" />
          </button>
          <label htmlFor={inputId} className="sr-only">
            Message
          </label>
          <textarea
            id={inputId}
            ref={input}
            rows={1}
            value={text}
            placeholder={chosen ? 'Add a caption (optional)' : 'Write a message'}
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
            disabled={preparing}
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
