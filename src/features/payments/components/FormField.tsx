import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldError } from '@/components/ui/FieldError';
import { TextField } from '@/components/ui/TextField';

/** A text field with its error under it, tied together for screen readers. */
export function FormField({
  id,
  label,
  error,
  hint,
  ...rest
}: { id: string; label: string; error?: string; hint?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="flex flex-col gap-1">
      <TextField
        id={id}
        label={label}
        hint={hint}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        {...rest}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A group of controls with its legend and an optional hint. */
export function Fieldset({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-200">{legend}</legend>
      {hint && <p className="-mt-1 text-xs text-slate-500 dark:text-slate-400">{hint}</p>}
      {children}
    </fieldset>
  );
}

/** The description textarea every catalogue dialog has. */
export function DescriptionField({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  return (
    <label className="flex flex-col gap-1.5 text-sm">
      <span className="font-medium text-slate-700 dark:text-slate-200">Description (optional)</span>
      <textarea
        rows={3}
        value={value}
        maxLength={2000}
        onChange={(event) => onChange(event.target.value)}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-base dark:border-slate-700 dark:bg-slate-900"
      />
    </label>
  );
}
