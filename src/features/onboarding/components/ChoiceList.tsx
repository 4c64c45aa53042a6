import { useId } from 'react';
import { cn } from '@/lib/cn';

interface Choice {
  value: string;
  label: string;
  hint?: string;
}

/** One answer from a short list, as big radio rows a thumb can hit. */
export function ChoiceList({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-200">{label}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className={cn(
            'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border px-4 py-2 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-emerald-500',
            value === option.value
              ? 'border-emerald-600 bg-emerald-50 dark:border-emerald-500 dark:bg-emerald-500/10'
              : 'border-slate-300 dark:border-slate-700',
          )}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="size-4 accent-emerald-600"
          />
          <span className="flex flex-col">
            <span className="font-medium text-slate-900 dark:text-white">{option.label}</span>
            {option.hint && <span className="text-sm text-slate-500 dark:text-slate-400">{option.hint}</span>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
