import { Alert } from '@/components/ui/Alert';
import { useWeightUnit, useWeightUnitChosen } from '@/features/auth';
import { cn } from '@/lib/cn';
import { toUserMessage } from '@/lib/errors';
import { WEIGHT_UNITS, type WeightUnit } from '@/lib/units';
import { useUpdateWeightUnit } from '../api/update-weight-unit';

const LABELS: Record<WeightUnit, string> = { kg: 'Kilograms (kg)', lb: 'Pounds (lb)' };

/**
 * kg or lb for every weight the person sees or types. Saved to the profile (so every device and the
 * trainer's screens follow it), then the store; stored weights never change.
 */
export function WeightUnitSetting({ userId }: { userId: string }) {
  const unit = useWeightUnit();
  const chosen = useWeightUnitChosen();
  const save = useUpdateWeightUnit(userId);
  const shown = save.isPending && save.variables ? save.variables : unit;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="font-medium text-slate-900 dark:text-white">Weight unit</legend>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Used everywhere you see or enter a weight. Switching changes how weights show, never what is saved.
        {!chosen && ' Until you choose, it follows your browser’s language.'}
      </p>
      <div className="grid grid-cols-2 gap-2 sm:max-w-sm">
        {WEIGHT_UNITS.map((option) => (
          <label
            key={option}
            className={cn(
              'flex min-h-11 cursor-pointer items-center justify-center rounded-lg border px-3 text-sm font-semibold focus-within:outline-2 focus-within:outline-emerald-500',
              shown === option
                ? 'border-emerald-700 bg-emerald-700 text-white'
                : 'border-slate-300 text-slate-700 dark:border-slate-700 dark:text-slate-200',
            )}
          >
            <input
              type="radio"
              name="weight-unit"
              value={option}
              checked={shown === option}
              disabled={save.isPending}
              onChange={() => save.mutate(option)}
              className="sr-only"
            />
            {LABELS[option]}
          </label>
        ))}
      </div>
      {save.isError && <Alert>{toUserMessage(save.error, 'Failed to save the weight unit. Please try again.')}</Alert>}
    </fieldset>
  );
}
