import { useId } from 'react';
import { cn } from '@/lib/cn';
import type { Marker, Sex } from '../lib/markers';
import { flagValue, formatRange, rangeFor } from '../lib/ranges';
import { FlagBadge } from './FlagBadge';

/** One value: its unit inside the field, the reference range under it, a flag as soon as it is typed. */
export function MarkerInput({
  marker,
  sex,
  value,
  error,
  onChange,
}: {
  marker: Marker;
  sex: Sex | null;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const range = formatRange(rangeFor(marker, sex));
  const parsed = Number(value.trim().replace(',', '.'));
  const flag = value.trim() !== '' && Number.isFinite(parsed) ? flagValue(marker, parsed, sex) : 'none';
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {marker.label}
      </label>
      <div
        className={cn(
          'flex rounded-lg border bg-white focus-within:ring-2 dark:bg-slate-900',
          error
            ? 'border-red-500 focus-within:ring-red-500/30'
            : 'border-slate-300 focus-within:border-emerald-500 focus-within:ring-emerald-500/30 dark:border-slate-700',
        )}
      >
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.value)}
          className="min-h-11 w-full min-w-0 rounded-lg bg-transparent px-3 py-2 text-base text-slate-900 tabular-nums focus:outline-none dark:text-slate-100"
        />
        <span className="flex items-center pr-3 text-sm whitespace-nowrap text-slate-500 dark:text-slate-400">
          {marker.unit}
        </span>
      </div>
      <p id={`${id}-hint`} className="flex min-h-5 items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
        {error ? (
          <span className="text-red-700 dark:text-red-300">{error}</span>
        ) : (
          <>
            {range && <span>Ref. {range}</span>}
            <FlagBadge flag={flag === 'normal' ? 'none' : flag} />
          </>
        )}
      </p>
    </div>
  );
}
