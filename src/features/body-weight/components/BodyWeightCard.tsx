import { Minus, Plus } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { FieldError } from '@/components/ui/FieldError';
import { LoadError } from '@/components/ui/LoadError';
import { useWeightUnit } from '@/features/auth';
import { isUnreachable } from '@/lib/connectivity';
import { toUserMessage } from '@/lib/errors';
import { localDateOf } from '@/lib/local-date';
import { useOnline } from '@/lib/use-online';
import { useBodyWeightsOnDevice } from '../api/use-body-weights-on-device';
import { bodyWeightText, parseBodyWeight, stepBodyWeight } from '../lib/body-weight-input';
import { weightTrend } from '../lib/weight-trend';
import { TrendSummary } from './TrendSummary';
import { WeightTrendChart } from './WeightTrendChart';

const stepButton =
  'flex size-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800';

/**
 * Today's body weight: the last weight already in the field, a stepper, Save. Two taps for a
 * morning weigh-in (a step and Save), with the trend (docs/habits.md) under it, not the raw zig-zag.
 * A save is kept on the phone first and sent by the outbox, so a weigh-in with no signal is not lost.
 */
export function BodyWeightCard({ userId, now }: { userId: string; now: Date }) {
  const unit = useWeightUnit();
  const today = localDateOf(now);
  const weights = useBodyWeightsOnDevice(userId, today);
  const online = useOnline();
  const trend = useMemo(() => weightTrend(weights.points), [weights.points]);
  const last = trend[trend.length - 1] ?? null;
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const value = text ?? bodyWeightText(last?.kg ?? null, unit);
  const loggedToday = last?.date === today;
  // Offline before any weight was read on this phone: the card still takes today's weight.
  const loadError = weights.error && !isUnreachable(weights.error) ? weights.error : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseBodyWeight(value, unit);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    setError(null);
    setSaving(true);
    weights
      .save({ date: today, kg: parsed.kg })
      .then(() => setText(null))
      .catch((failure: unknown) => setError(toUserMessage(failure, 'Your weight was not saved. Try again.')))
      .finally(() => setSaving(false));
  };
  const step = (direction: 1 | -1) => {
    setError(null);
    setText(stepBodyWeight(value, unit, direction));
  };

  return (
    <section
      aria-label="Body weight"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Body weight</h2>
        {loggedToday && <span className="text-sm text-emerald-700 dark:text-emerald-400">Logged today</span>}
      </div>
      {loadError ? (
        <LoadError error={loadError} what="your weights" onRetry={() => void weights.retry()} />
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex items-center gap-2">
          <button type="button" className={stepButton} aria-label={`0.1 ${unit} less`} onClick={() => step(-1)}>
            <Minus aria-hidden="true" className="size-5" />
          </button>
          <label className="flex min-w-0 flex-1 items-center rounded-lg border border-slate-300 focus-within:border-emerald-500 dark:border-slate-700">
            <span className="sr-only">Weight in {unit}</span>
            <input
              inputMode="decimal"
              value={value}
              placeholder={weights.isPending ? '' : unit === 'kg' ? 'e.g. 72.5' : 'e.g. 160'}
              onChange={(event) => {
                setError(null);
                setText(event.target.value);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'body-weight-error' : undefined}
              className="min-h-11 w-full min-w-0 bg-transparent px-3 text-center text-lg font-semibold tabular-nums text-slate-900 focus:outline-none dark:text-white"
            />
            <span className="pr-3 text-sm text-slate-500 dark:text-slate-400">{unit}</span>
          </label>
          <button type="button" className={stepButton} aria-label={`0.1 ${unit} more`} onClick={() => step(1)}>
            <Plus aria-hidden="true" className="size-5" />
          </button>
          <Button type="submit" loading={saving} disabled={weights.isPending}>
            {loggedToday ? 'Update' : 'Save'}
          </Button>
        </form>
      )}
      <FieldError id="body-weight-error" message={error} alert />
      {weights.waiting > 0 && !online && (
        <p role="status" className="text-xs text-slate-500 dark:text-slate-400">
          Saved on this phone; it will be sent when you are back online.
        </p>
      )}
      <TrendSummary trend={trend} unit={unit} />
      <WeightTrendChart trend={trend.slice(-30)} unit={unit} />
    </section>
  );
}
