import { cn } from '@/lib/cn';
import { SCALE_ENDS, type ScaleKind } from '../lib/questions';

const VALUES = [1, 2, 3, 4, 5] as const;

/** A 1-5 rating as five large radio buttons (a thumb on a phone), named by the question. */
export function ScaleQuestion({
  id,
  kind,
  label,
  value,
  onChange,
}: {
  id: string;
  kind: ScaleKind;
  label: string;
  value: number | undefined;
  onChange: (value: number) => void;
}) {
  const [low, high] = SCALE_ENDS[kind];
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-100">{label}</legend>
      <div className="grid grid-cols-5 gap-2">
        {VALUES.map((score) => (
          <label
            key={score}
            className={cn(
              'flex min-h-11 cursor-pointer items-center justify-center rounded-lg border text-base font-semibold',
              'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-emerald-500',
              value === score
                ? 'border-emerald-600 bg-emerald-600 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100',
            )}
          >
            <input
              type="radio"
              name={id}
              value={score}
              checked={value === score}
              onChange={() => onChange(score)}
              className="sr-only"
              aria-label={`${label}: ${score} of 5`}
            />
            {score}
          </label>
        ))}
      </div>
      <p aria-hidden="true" className="flex justify-between text-xs text-slate-500 dark:text-slate-400">
        <span>{low}</span>
        <span>{high}</span>
      </p>
    </fieldset>
  );
}
