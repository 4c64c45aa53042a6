import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { SelectField } from '@/components/ui/SelectField';
import { toKg, type WeightUnit } from '@/lib/units';
import { applyProgress, type WeekPlan } from '../lib/week-plan';
import type { WeekExercise } from '../api/week-workouts';

const ALL = 'all';

/** "Progress": +2.5 kg (or +1 rep) a week from week A to week B, deload weeks skipped. */
export function ProgressTool({
  exercises,
  weeks,
  unit,
  onChange,
}: {
  exercises: WeekExercise[];
  weeks: number;
  unit: WeightUnit;
  onChange: (rule: (plan: WeekPlan) => WeekPlan) => void;
}) {
  const [target, setTarget] = useState(ALL);
  const [kind, setKind] = useState<'weight' | 'reps'>('weight');
  const [amount, setAmount] = useState(unit === 'kg' ? '2.5' : '5');
  const [from, setFrom] = useState(1);
  const [to, setTo] = useState(weeks);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const weekOptions = Array.from({ length: weeks }, (_, index) => ({
    value: String(index + 1),
    label: `Week ${index + 1}`,
  }));
  const last = Math.min(to, weeks);

  const apply = () => {
    const value = Number(amount.replace(',', '.'));
    if (!Number.isFinite(value) || value === 0 || Math.abs(value) > (kind === 'weight' ? 100 : 20)) {
      setError(kind === 'weight' ? `Add a weight from -100 to 100 ${unit}.` : 'Add from -20 to 20 reps.');
      return;
    }
    if (from >= last) {
      setError('Choose a last week after the first.');
      return;
    }
    const chosen = target === ALL ? exercises : exercises.filter((exercise) => exercise.workoutExerciseId === target);
    const step =
      kind === 'weight'
        ? { kind: 'weight' as const, kg: toKg(value, unit) }
        : { kind: 'reps' as const, reps: Math.round(value) };
    onChange((plan) => applyProgress(plan, chosen, { from, to: last }, step));
    setError('');
    const what =
      kind === 'weight'
        ? `${value > 0 ? '+' : ''}${value} ${unit}`
        : `${value > 0 ? '+' : ''}${Math.round(value)} reps`;
    setStatus(
      `Filled weeks ${from + 1} to ${last} with ${what} a week for ${target === ALL ? 'every exercise' : (chosen[0]?.name ?? 'the exercise')}.`,
    );
  };

  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <legend className="px-1 font-semibold">Progress</legend>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <SelectField
          label="Exercise"
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          options={[
            { value: ALL, label: 'Every exercise' },
            ...exercises.map((exercise) => ({ value: exercise.workoutExerciseId, label: exercise.name })),
          ]}
        />
        <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-700 dark:text-slate-200">
          Add each week
          <input
            value={amount}
            inputMode="decimal"
            onChange={(event) => setAmount(event.target.value)}
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-base dark:border-slate-700 dark:bg-slate-900"
          />
        </label>
        <SelectField
          label="Of"
          value={kind}
          onChange={(event) => setKind(event.target.value === 'reps' ? 'reps' : 'weight')}
          options={[
            { value: 'weight', label: unit },
            { value: 'reps', label: 'reps' },
          ]}
        />
        <SelectField
          label="From"
          value={String(from)}
          onChange={(event) => setFrom(Number(event.target.value))}
          options={weekOptions}
        />
        <SelectField
          label="To"
          value={String(last)}
          onChange={(event) => setTo(Number(event.target.value))}
          options={weekOptions}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={apply}>
          Fill weeks
        </Button>
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          {error || status}
        </p>
      </div>
      <p className="text-xs text-slate-500">Deload weeks are skipped: they follow the deload setting.</p>
    </fieldset>
  );
}
