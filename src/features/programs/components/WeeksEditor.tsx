import { SelectField } from '@/components/ui/SelectField';
import { Spinner } from '@/components/ui/Spinner';
import { useWeightUnit } from '@/features/auth';
import type { ProgramDraft } from '../lib/program-draft';
import { DELOAD_PERCENTS, type WeekPlan } from '../lib/week-plan';
import { useProgramDraftStore } from '../stores/program-builder-store';
import { ProgressTool } from './ProgressTool';
import { useWeekWorkouts } from '../api/week-workouts';
import { WeekGrid } from './WeekGrid';

/** The builder's "Weeks" view: how each exercise changes week by week, deloads and the Progress tool. */
export function WeeksEditor({ draft }: { draft: ProgramDraft }) {
  const change = useProgramDraftStore((state) => state.change);
  const unit = useWeightUnit();
  const { workouts, loading } = useWeekWorkouts(draft);
  const weeks = draft.programSettings.durationWeeks ?? 4;
  const plan = draft.weekPlan;
  const onChange = (rule: (plan: WeekPlan) => WeekPlan) => change((d) => ({ ...d, weekPlan: rule(d.weekPlan) }));
  const pending = draft.pendingWorkouts.filter((workout) =>
    draft.programWorkouts.some((entry) => entry.pendingKey === workout.key),
  );

  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Each week starts as the workouts are written (greyed figures). Type a figure to change it for that week only; a
        weight can be a percentage of the client&apos;s estimated max (&quot;75%&quot;), worked out from their history.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="A deload takes off"
          value={String(plan.deloadPercent)}
          onChange={(event) => onChange((current) => ({ ...current, deloadPercent: Number(event.target.value) }))}
          options={DELOAD_PERCENTS.map((percent) => ({ value: String(percent), label: `${percent}%` }))}
        />
        <SelectField
          label="Of the"
          value={plan.deloadTarget}
          onChange={(event) =>
            onChange((current) => ({ ...current, deloadTarget: event.target.value === 'volume' ? 'volume' : 'weight' }))
          }
          options={[
            { value: 'weight', label: 'Weight (same sets)' },
            { value: 'volume', label: 'Volume (fewer sets)' },
          ]}
        />
      </div>
      {loading && workouts.length === 0 ? (
        <Spinner label="Loading the workouts" />
      ) : workouts.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">Add a workout from your library to plan its weeks.</p>
      ) : (
        <>
          <ProgressTool
            key={weeks}
            exercises={workouts.flatMap((workout) => workout.exercises)}
            weeks={weeks}
            unit={unit}
            onChange={onChange}
          />
          {workouts.map((workout) => (
            <WeekGrid
              key={workout.workoutId}
              workout={workout}
              weeks={weeks}
              plan={plan}
              unit={unit}
              onChange={onChange}
            />
          ))}
        </>
      )}
      {pending.length > 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          New workouts ({pending.map((workout) => workout.name).join(', ')}) get their weeks once the program is saved:
          save, then Edit.
        </p>
      )}
    </div>
  );
}
