import { SendHorizontal } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';

/** The message box: Enter sends, Shift+Enter is a new line; blank messages and sending while waiting do nothing. */
export function ChatComposer({ disabled, onSend }: { disabled: boolean; onSend: (message: string) => void }) {
  const [text, setText] = useState('');
  const send = (event?: FormEvent) => {
    event?.preventDefault();
    const message = text.trim();
    if (!message || disabled) return;
    onSend(message);
    setText('');
  };
  return (
    <form onSubmit={send} className="flex items-end gap-2">
      <label htmlFor="ai-chat-message" className="sr-only">
        Message the AI trainer
      </label>
      <textarea
        id="ai-chat-message"
        rows={2}
        maxLength={4000}
        value={text}
        placeholder='Ask anything, or "give me a 45 minute push day"'
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) send(event);
        }}
        className="min-h-11 flex-1 resize-none rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-900"
      />
      <Button type="submit" disabled={disabled || !text.trim()} aria-label="Send">
        <SendHorizontal aria-hidden="true" className="size-5" />
      </Button>
    </form>
  );
}
