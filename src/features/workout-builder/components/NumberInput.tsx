import { useId } from 'react';
import { FieldError } from '@/components/ui/FieldError';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  suffix?: string;
  decimal?: boolean;
  /** A free-text field (tempo) styled like the numbers. */
  text?: boolean;
  placeholder?: string;
}

/** A compact labelled field for the builder's grid, with its error under it. */
export function NumberInput({ label, value, onChange, error, suffix, decimal, text, placeholder }: Props) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-600 dark:text-slate-300">
        {label}
        {suffix ? ` (${suffix})` : ''}
      </label>
      <input
        id={id}
        value={value}
        placeholder={placeholder}
        inputMode={text ? 'text' : decimal ? 'decimal' : 'numeric'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-11 w-full rounded-lg border border-slate-300 bg-white px-2 text-base aria-[invalid]:border-red-500 dark:border-slate-700 dark:bg-slate-900"
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
