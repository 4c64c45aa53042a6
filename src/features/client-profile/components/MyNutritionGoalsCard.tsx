import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { useNutritionGoals } from '../api/get-nutrition-goals';

/** The client's daily targets as their coach set them (the spec's defaults until then). */
export function MyNutritionGoalsCard({ userId }: { userId: string }) {
  const goals = useNutritionGoals(userId);
  return (
    <section
      aria-label="Nutrition goals"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Daily nutrition goals</h2>
      {goals.isPending ? (
        <Spinner label="Loading goals" />
      ) : goals.error ? (
        <LoadError error={goals.error} what="your nutrition goals" onRetry={() => void goals.refetch()} />
      ) : (
        <dl className="grid grid-cols-4 gap-2 text-center">
          {[
            ['Calories', goals.data.calories, 'kcal'],
            ['Protein', goals.data.protein, 'g'],
            ['Carbs', goals.data.carbs, 'g'],
            ['Fat', goals.data.fat, 'g'],
          ].map(([label, value, unit]) => (
            <div key={label} className="rounded-xl bg-slate-50 px-1 py-2 dark:bg-slate-800/60">
              <dt className="text-xs text-slate-600 dark:text-slate-300">{label}</dt>
              <dd className="font-semibold tabular-nums text-slate-900 dark:text-white">
                {value} <span className="text-xs font-normal text-slate-600 dark:text-slate-300">{unit}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
