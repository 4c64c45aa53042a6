import { weekPrescription } from '@/features/training';
import { cn } from '@/lib/cn';
import type { WeightUnit } from '@/lib/units';
import { deloadOf, overridesOf, setCellField, toggleDeloadWeek, type WeekPlan } from '../lib/week-plan';
import type { WeekWorkout } from '../api/week-workouts';
import { WeekCellFields } from './WeekCellFields';

/**
 * One workout's exercises by week: each cell shows the week's sets, reps, load and RPE (greyed:
 * the base week or the deload's figure; typed: this week's override, highlighted). Tab moves cell
 * to cell; Enter or leaving a field keeps what was typed.
 */
export function WeekGrid({
  workout,
  weeks,
  plan,
  unit,
  onChange,
}: {
  workout: WeekWorkout;
  weeks: number;
  plan: WeekPlan;
  unit: WeightUnit;
  onChange: (rule: (plan: WeekPlan) => WeekPlan) => void;
}) {
  const deload = deloadOf(plan);
  const columns = Array.from({ length: weeks }, (_, index) => index + 1);
  return (
    <section aria-label={`${workout.name} by week`} className="flex flex-col gap-2">
      <h3 className="font-semibold text-slate-900 dark:text-slate-100">{workout.name}</h3>
      <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
        <table className="border-collapse text-sm">
          <thead>
            <tr>
              <th scope="col" className="sticky left-0 z-10 bg-white p-2 text-left dark:bg-slate-950">
                Exercise <span className="block text-xs font-normal text-slate-500">sets · reps / {unit} · RPE</span>
              </th>
              {columns.map((week) => {
                const isDeload = plan.deloadWeeks.includes(week);
                return (
                  <th
                    key={week}
                    scope="col"
                    className={cn('min-w-32 p-2 text-center', isDeload && 'bg-amber-50 dark:bg-amber-950/40')}
                  >
                    <span className="block">Week {week}</span>
                    <label className="mt-1 inline-flex items-center gap-1 text-xs font-normal text-slate-600 dark:text-slate-300">
                      <input
                        type="checkbox"
                        checked={isDeload}
                        onChange={() => onChange((current) => toggleDeloadWeek(current, week))}
                        aria-label={`Week ${week} is a deload`}
                      />
                      Deload
                    </label>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {workout.exercises.map((exercise) => {
              const overrides = overridesOf(plan, exercise.workoutExerciseId);
              return (
                <tr key={exercise.workoutExerciseId} className="border-t border-slate-100 dark:border-slate-800">
                  <th scope="row" className="sticky left-0 z-10 bg-white p-2 text-left font-medium dark:bg-slate-950">
                    {exercise.name}
                  </th>
                  {columns.map((week) => (
                    <td
                      key={week}
                      className={cn('p-1', plan.deloadWeeks.includes(week) && 'bg-amber-50/60 dark:bg-amber-950/20')}
                    >
                      <WeekCellFields
                        name={exercise.name}
                        week={week}
                        override={overrides.get(week)}
                        shown={weekPrescription(exercise.base, overrides, week, deload)}
                        unit={unit}
                        onChange={(patch) =>
                          onChange((current) =>
                            setCellField(
                              current,
                              { workoutId: exercise.workoutId, workoutExerciseId: exercise.workoutExerciseId, week },
                              patch,
                            ),
                          )
                        }
                      />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
