import { cn } from '@/lib/cn';
import { displayWeight, parseWeight, type WeightUnit } from '@/lib/units';
import { roundToPlates, type WeekOverride, type WeekPrescription } from '@/features/training';

/** How a prescription's load reads in a cell: "62.5", "75%", or "" for none. */
export function loadText(kg: number | null, percent: number | null, unit: WeightUnit): string {
  if (percent !== null) return `${percent}%`;
  return kg === null ? '' : String(displayWeight(kg, unit));
}

/** Typed load: "" clears, "75%" is a percentage of the client's e1RM, else a weight in `unit`. */
export function parseLoad(
  text: string,
  unit: WeightUnit,
): { ok: true; patch: Pick<WeekOverride, 'weightKg' | 'percentE1rm'> } | { ok: false } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, patch: { weightKg: null, percentE1rm: null } };
  if (trimmed.endsWith('%')) {
    const value = Number(trimmed.slice(0, -1).replace(',', '.'));
    return Number.isFinite(value) && value >= 1 && value <= 150
      ? { ok: true, patch: { percentE1rm: Math.round(value * 10) / 10, weightKg: null } }
      : { ok: false };
  }
  const parsed = parseWeight(trimmed, unit);
  return parsed.ok ? { ok: true, patch: { weightKg: parsed.kg, percentE1rm: null } } : { ok: false };
}

function parseWhole(text: string, min: number, max: number): number | null | undefined {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

function parseRpe(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) && value >= 1 && value <= 10 && Number.isInteger(value * 2) ? value : undefined;
}

interface FieldProps {
  label: string;
  value: string;
  placeholder: string;
  overridden: boolean;
  inputMode: 'numeric' | 'decimal' | 'text';
  onCommit: (text: string) => boolean;
}

/** A small input that commits on blur or Enter; a value it cannot take goes back, marked invalid. */
function CellInput({ label, value, placeholder, overridden, inputMode, onCommit }: FieldProps) {
  return (
    <input
      key={value}
      aria-label={label}
      defaultValue={value}
      placeholder={placeholder}
      inputMode={inputMode}
      className={cn(
        'h-8 w-full min-w-0 rounded border bg-white px-1 text-center text-sm tabular-nums placeholder:text-slate-400 focus:border-emerald-500 focus:outline-none focus:ring-2 focus:ring-emerald-500/30 dark:bg-slate-900',
        overridden
          ? 'border-emerald-500 font-semibold text-emerald-900 dark:text-emerald-200'
          : 'border-slate-200 dark:border-slate-700',
      )}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.currentTarget.blur();
      }}
      onBlur={(event) => {
        const input = event.currentTarget;
        if (input.value === value) return;
        if (!onCommit(input.value)) {
          input.setAttribute('aria-invalid', 'true');
          input.value = value;
        } else input.removeAttribute('aria-invalid');
      }}
    />
  );
}

/** One cell of the grid: sets, reps, load and RPE of one exercise in one week. */
export function WeekCellFields({
  name,
  week,
  override,
  shown,
  unit,
  onChange,
}: {
  name: string;
  week: number;
  override: WeekOverride | undefined;
  /** The week's prescription (base, overrides, deload), shown where the cell sets nothing. */
  shown: WeekPrescription;
  unit: WeightUnit;
  onChange: (patch: Partial<WeekOverride>) => void;
}) {
  const label = (field: string) => `${name}, week ${week}, ${field}`;
  const shownReps =
    shown.reps !== null ? String(shown.reps) : shown.repMin !== null ? `${shown.repMin}-${shown.repMax}` : '';
  const commitWhole = (field: 'sets' | 'reps', min: number, max: number) => (text: string) => {
    const value = parseWhole(text, min, max);
    if (value === undefined) return false;
    onChange({ [field]: value });
    return true;
  };
  return (
    <div className={cn('grid grid-cols-2 gap-1 rounded-md p-1', override && 'bg-emerald-50 dark:bg-emerald-950/40')}>
      <CellInput
        label={label('sets')}
        value={override?.sets != null ? String(override.sets) : ''}
        placeholder={String(shown.sets)}
        overridden={override?.sets != null}
        inputMode="numeric"
        onCommit={commitWhole('sets', 1, 50)}
      />
      <CellInput
        label={label('reps')}
        value={override?.reps != null ? String(override.reps) : ''}
        placeholder={shownReps}
        overridden={override?.reps != null}
        inputMode="numeric"
        onCommit={commitWhole('reps', 0, 1000)}
      />
      <CellInput
        label={label(`weight in ${unit} or % of e1RM`)}
        value={override ? loadText(override.weightKg, override.percentE1rm, unit) : ''}
        placeholder={loadText(
          shown.weightKg !== null && shown.deloaded ? roundToPlates(shown.weightKg, unit) : shown.weightKg,
          shown.percentE1rm,
          unit,
        )}
        overridden={override?.weightKg != null || override?.percentE1rm != null}
        inputMode="text"
        onCommit={(text) => {
          const parsed = parseLoad(text, unit);
          if (!parsed.ok) return false;
          onChange(parsed.patch);
          return true;
        }}
      />
      <CellInput
        label={label('RPE')}
        value={override?.rpe != null ? String(override.rpe) : ''}
        placeholder={shown.rpe !== null ? `@${shown.rpe}` : 'RPE'}
        overridden={override?.rpe != null}
        inputMode="decimal"
        onCommit={(text) => {
          const value = parseRpe(text);
          if (value === undefined) return false;
          onChange({ rpe: value });
          return true;
        }}
      />
    </div>
  );
}
