import { cn } from '@/lib/cn';
import { clockText, parseClock } from '../lib/weekly-hours';

/**
 * A native time field (the phone's own wheel). An end of "00:00" means midnight at the end of the
 * day, as a time field cannot show 24:00.
 */
export function TimeInput({
  label,
  minutes,
  isEnd = false,
  invalid = false,
  describedBy,
  className = 'w-32',
  onChange,
}: {
  label: string;
  minutes: number;
  isEnd?: boolean;
  /** Marks the field as wrong and points to the message that says why. */
  invalid?: boolean;
  describedBy?: string;
  /** Its width (a fixed 8rem unless the row sizes it). */
  className?: string;
  onChange: (minutes: number) => void;
}) {
  return (
    <input
      type="time"
      step={300}
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      value={clockText(minutes === 1440 ? 0 : minutes)}
      onChange={(event) => {
        const value = parseClock(event.target.value);
        if (value === null) return;
        onChange(isEnd && value === 0 ? 1440 : value);
      }}
      className={cn(
        'min-h-11 rounded-lg border border-slate-300 bg-white px-2 text-base dark:border-slate-700 dark:bg-slate-900',
        className,
      )}
    />
  );
}
