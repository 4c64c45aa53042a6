import { useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { parseLabRange } from '../lib/entry-form';
import type { Marker, Sex } from '../lib/markers';
import { flagValue, formatRange, referenceFor } from '../lib/ranges';
import { FlagBadge } from './FlagBadge';

export interface TypedRange {
  low: string;
  high: string;
}

const fieldFrame = (error: boolean) =>
  cn(
    'flex rounded-lg border bg-white focus-within:ring-2 dark:bg-slate-900',
    error
      ? 'border-red-500 focus-within:ring-red-500/30'
      : 'border-slate-300 focus-within:border-emerald-500 focus-within:ring-emerald-500/30 dark:border-slate-700',
  );

/**
 * One value: its unit inside the field, the reference range under it, a flag as soon as it is typed.
 * Where the lab prints its own range (blood and DUTCH tests), "Lab range" opens two fields for it;
 * once entered, that range is the one shown and flagged against.
 */
export function MarkerInput({
  marker,
  sex,
  value,
  error,
  onChange,
  labRange,
  labRangeError,
  onLabRangeChange,
}: {
  marker: Marker;
  sex: Sex | null;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  /** Omit (with onLabRangeChange) where results carry no lab range, as on a body scan. */
  labRange?: TypedRange;
  labRangeError?: string;
  onLabRangeChange?: (range: TypedRange) => void;
}) {
  const id = useId();
  const [labOpen, setLabOpen] = useState(() => Boolean(labRange && (labRange.low || labRange.high)));
  const parsedLab = parseLabRange(marker, labRange);
  const reference = referenceFor(marker, sex, 'range' in parsedLab ? parsedLab.range : null);
  const range = formatRange(reference?.range ?? null);
  const parsed = Number(value.trim().replace(',', '.'));
  const flag =
    value.trim() !== '' && Number.isFinite(parsed)
      ? flagValue(marker, parsed, sex, 'range' in parsedLab ? parsedLab.range : null)
      : 'none';
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {marker.label}
      </label>
      <div className={fieldFrame(Boolean(error))}>
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
      <p
        id={`${id}-hint`}
        className="flex min-h-5 flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400"
      >
        {error ? (
          <span className="text-red-700 dark:text-red-300">{error}</span>
        ) : (
          <>
            {range && <span>{reference?.source === 'lab' ? `Lab range ${range}` : `Ref. ${range}`}</span>}
            <FlagBadge flag={flag === 'normal' ? 'none' : flag} />
          </>
        )}
        {onLabRangeChange && !labOpen && (
          <button
            type="button"
            className="ml-auto rounded font-medium text-emerald-800 underline underline-offset-2 focus-visible:ring-2 focus-visible:ring-emerald-500 focus-visible:outline-none dark:text-emerald-300"
            onClick={() => setLabOpen(true)}
            aria-label={`Enter the lab's range for ${marker.label}`}
          >
            Lab range
          </button>
        )}
      </p>
      {onLabRangeChange && labOpen && (
        <fieldset className="flex flex-col gap-1">
          <legend className="sr-only">{`Lab's reference range for ${marker.label}`}</legend>
          <div className="flex items-center gap-2">
            {(['low', 'high'] as const).map((end) => (
              <div key={end} className={cn(fieldFrame(Boolean(labRangeError)), 'min-w-0 flex-1')}>
                <input
                  inputMode="decimal"
                  autoComplete="off"
                  aria-label={`${marker.label} lab range ${end === 'low' ? 'low' : 'high'} end`}
                  aria-invalid={Boolean(labRangeError)}
                  placeholder={end === 'low' ? 'Lab low' : 'Lab high'}
                  value={labRange?.[end] ?? ''}
                  onChange={(event) =>
                    onLabRangeChange({
                      low: labRange?.low ?? '',
                      high: labRange?.high ?? '',
                      [end]: event.target.value,
                    })
                  }
                  className="min-h-10 w-full min-w-0 rounded-lg bg-transparent px-3 py-1.5 text-sm text-slate-900 tabular-nums placeholder:text-slate-500 focus:outline-none dark:text-slate-100 dark:placeholder:text-slate-400"
                />
              </div>
            ))}
          </div>
          {labRangeError && <span className="text-xs text-red-700 dark:text-red-300">{labRangeError}</span>}
        </fieldset>
      )}
    </div>
  );
}
