import { memo, useId, useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { parseWeight, weightInputText, type WeightUnit } from '@/lib/units';
import { formatNumber, parseNumberInput, type NumberKind, type ParsedNumber } from '../lib/number-input';

/** Enter moves to the next field of the logger, like Tab, so a set is typed without lifting a thumb. */
export function focusNextField(current: HTMLElement): void {
  const fields = [...document.querySelectorAll<HTMLElement>('[data-logger-field]')];
  const next = fields[fields.indexOf(current) + 1];
  if (next) {
    next.focus();
    if (next instanceof HTMLInputElement) next.select();
  } else current.blur();
}

interface NumberCellProps {
  label: string;
  kind: NumberKind;
  value: number | null;
  placeholder?: string;
  onCommit: (value: number | null) => void;
  className?: string;
  /** For a weight: shown and typed in this unit, committed in kg. */
  unit?: WeightUnit;
  /** Less side padding, so six characters fit a narrow column. */
  dense?: boolean;
}

/** How a cell reads and shows its value: a weight in the person's unit, anything else as is. */
function cellFormat(kind: NumberKind, unit: WeightUnit | undefined) {
  if (kind !== 'weight' || !unit) return { parse: (text: string) => parseNumberInput(text, kind), show: formatNumber };
  return {
    parse: (text: string): ParsedNumber => {
      const parsed = parseWeight(text, unit);
      return parsed.ok ? { ok: true, value: parsed.kg } : parsed;
    },
    show: (kg: number | null) => weightInputText(kg, unit),
  };
}

/**
 * A number field that keeps exactly what was typed ("72." or "7,5") while committing every valid
 * value at once. Invalid text stays on screen with its reason and is never committed. Memoised: a
 * keystroke re-renders its set row, and only the cell whose value changed renders again (the row
 * passes stable `onCommit` callbacks).
 */
export const NumberCell = memo(function NumberCell({
  label,
  kind,
  value,
  placeholder,
  onCommit,
  className,
  unit,
  dense,
}: NumberCellProps) {
  const errorId = useId();
  const { parse, show } = cellFormat(kind, unit);
  const [draft, setDraft] = useState(() => show(value));
  const [seen, setSeen] = useState(value);
  const [error, setError] = useState<string | null>(null);
  if (value !== seen) {
    // The value changed elsewhere (another device, pre-fill on completion): show it.
    setSeen(value);
    const parsed = parse(draft);
    if (!parsed.ok || parsed.value !== value) {
      setDraft(show(value));
      setError(null);
    }
  }

  const change = (text: string) => {
    setDraft(text);
    const parsed = parse(text);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    setError(null);
    if (parsed.value !== value) {
      setSeen(parsed.value);
      onCommit(parsed.value);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      focusNextField(event.currentTarget);
    }
  };

  return (
    <div className={cn('relative', className)}>
      <input
        data-logger-field
        type="text"
        inputMode={kind === 'reps' || kind === 'seconds' ? 'numeric' : 'decimal'}
        enterKeyHint="next"
        autoComplete="off"
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={draft}
        placeholder={placeholder}
        onChange={(event) => change(event.target.value)}
        onFocus={(event) => event.target.select()}
        onKeyDown={onKeyDown}
        className={cn(
          'block h-11 w-full rounded-lg border bg-white [contain:strict] text-center text-base font-semibold tabular-nums text-slate-900 placeholder:font-normal placeholder:text-slate-400',
          'focus:border-emerald-500 focus:outline-none focus:ring-2 focus:ring-emerald-500/30 dark:bg-slate-900 dark:text-slate-100',
          dense ? 'px-0' : 'px-1',
          error ? 'border-red-500' : 'border-slate-300 dark:border-slate-700',
        )}
      />
      {error && (
        <p
          id={errorId}
          role="alert"
          className="absolute left-0 top-full z-10 mt-1 w-44 rounded-md bg-red-600 px-2 py-1 text-xs text-white shadow"
        >
          {error}
        </p>
      )}
    </div>
  );
});
