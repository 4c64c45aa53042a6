import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { TextField } from '@/components/ui/TextField';
import { toUserMessage } from '@/lib/errors';
import { useNutritionGoals } from '../api/get-nutrition-goals';
import { useSaveNutritionGoals } from '../api/use-client-profile';
import { nutritionWarning, parseNutritionGoals, type NutritionGoals } from '../lib/nutrition';
import { ProfileCard } from './ProfileCard';

type Form = Record<keyof NutritionGoals, string>;
const FIELDS: { key: keyof NutritionGoals; label: string; unit: string }[] = [
  { key: 'calories', label: 'Calories', unit: 'kcal' },
  { key: 'protein', label: 'Protein', unit: 'g' },
  { key: 'carbs', label: 'Carbs', unit: 'g' },
  { key: 'fat', label: 'Fat', unit: 'g' },
];
const toForm = (goals: NutritionGoals): Form => ({
  calories: String(goals.calories),
  protein: String(goals.protein),
  carbs: String(goals.carbs),
  fat: String(goals.fat),
});

/** The trainer edits the daily targets; a warning when macros and calories disagree by over 10%. */
export function NutritionGoalsEditor({ clientId }: { clientId: string }) {
  const goals = useNutritionGoals(clientId);
  return (
    <ProfileCard title="Nutrition goals">
      {goals.isPending ? (
        <Spinner label="Loading goals" />
      ) : goals.error ? (
        <LoadError error={goals.error} what="the nutrition goals" onRetry={() => void goals.refetch()} />
      ) : (
        <GoalsForm clientId={clientId} initial={goals.data} />
      )}
    </ProfileCard>
  );
}

function GoalsForm({ clientId, initial }: { clientId: string; initial: NutritionGoals }) {
  const save = useSaveNutritionGoals(clientId);
  const [form, setForm] = useState<Form>(() => toForm(initial));
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const parsed = parseNutritionGoals(form);
  const warning = typeof parsed === 'string' ? null : nutritionWarning(parsed);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typeof parsed === 'string') return setProblem(parsed);
    save.mutate(parsed, { onSuccess: () => setSaved(true) });
  };
  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {FIELDS.map((field) => (
          <TextField
            key={field.key}
            label={`${field.label} (${field.unit})`}
            inputMode="numeric"
            value={form[field.key]}
            onChange={(event) => {
              setSaved(false);
              setProblem(null);
              setForm({ ...form, [field.key]: event.target.value });
            }}
          />
        ))}
      </div>
      {warning && (
        <p
          role="status"
          className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-500/10 dark:text-amber-200"
        >
          {warning} Check the numbers before saving (protein and carbs 4 kcal/g, fat 9 kcal/g).
        </p>
      )}
      {problem && <Alert>{problem}</Alert>}
      {save.error && <Alert>{toUserMessage(save.error, 'The goals could not be saved. Please try again.')}</Alert>}
      <div className="flex items-center justify-end gap-3">
        {saved && (
          <span role="status" className="text-sm text-emerald-700 dark:text-emerald-300">
            Saved
          </span>
        )}
        <Button type="submit" loading={save.isPending}>
          Save goals
        </Button>
      </div>
    </form>
  );
}
