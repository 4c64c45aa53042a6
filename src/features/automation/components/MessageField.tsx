import { useId, useRef } from 'react';
import { Button } from '@/components/ui/Button';
import { FieldError } from '@/components/ui/FieldError';
import { FIRST_NAME_TOKEN, fillFirstName } from '@/lib/first-name';
import { LIMITS } from '../lib/flow-draft';

/** The name the preview uses, so a coach sees the message as a client reads it. */
const PREVIEW_NAME = 'Mia';

/**
 * A step's message: a textarea, a button that puts `{first_name}` where the cursor is, and a
 * preview with the name filled in (rendered as text).
 */
export function MessageField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error?: string;
  onChange: (text: string) => void;
}) {
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const insertName = () => {
    const field = area.current;
    const start = field?.selectionStart ?? value.length;
    const end = field?.selectionEnd ?? value.length;
    onChange(value.slice(0, start) + FIRST_NAME_TOKEN + value.slice(end));
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(start + FIRST_NAME_TOKEN.length, start + FIRST_NAME_TOKEN.length);
    });
  };
  return (
    <div className="flex flex-col gap-1.5 text-sm">
      <div className="flex items-end justify-between gap-2">
        <label htmlFor={id} className="font-medium text-slate-700 dark:text-slate-200">
          {label}
        </label>
        <Button variant="secondary" className="min-h-9 px-3 text-xs" onClick={insertName}>
          Insert first name
        </Button>
      </div>
      <textarea
        id={id}
        ref={area}
        rows={3}
        value={value}
        maxLength={LIMITS.message}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-preview ${id}-error`}
        onChange={(event) => onChange(event.target.value)}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-base dark:border-slate-700 dark:bg-slate-900"
      />
      <FieldError id={`${id}-error`} message={error} />
      {value.trim() && (
        <p
          id={`${id}-preview`}
          className="rounded-lg bg-slate-100 px-3 py-2 break-words whitespace-pre-wrap text-slate-700 dark:bg-slate-800 dark:text-slate-200"
        >
          <span className="block text-xs font-semibold text-slate-500 dark:text-slate-400">
            Preview for {PREVIEW_NAME}
          </span>
          {fillFirstName(value, PREVIEW_NAME)}
        </p>
      )}
    </div>
  );
}
