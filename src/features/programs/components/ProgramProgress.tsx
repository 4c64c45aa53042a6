import { Play } from 'lucide-react';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { localDay, mondayWeek, programStartKey, programWeek, programWeekLabel } from '@/features/training';
import { cn } from '@/lib/cn';
import type { ProgramDetail } from '../api/get-program';
import { WEEKDAY_NAMES, type ProgramPosition } from '../lib/program-schedule';
import { noun } from '@/lib/plural';

function nameOf(program: ProgramDetail, workoutId: string): string {
  return program.program_workouts.find((entry) => entry.workout_id === workoutId)?.workout?.name ?? 'Workout';
}

function headline(program: ProgramDetail, position: ProgramPosition): { eyebrow: string; title: string } {
  const { today, next } = position;
  if (today.kind === 'workout' && today.status === 'scheduled') {
    return { eyebrow: program.flex_schedule ? 'Up next' : "Today's workout", title: nameOf(program, today.workoutId) };
  }
  const done = today.kind === 'workout' ? `Done today: ${nameOf(program, today.workoutId)}` : 'Rest day';
  if (!next) return { eyebrow: 'Today', title: done };
  const when =
    next.inDays === null
      ? 'next session'
      : next.inDays === 1
        ? 'tomorrow'
        : WEEKDAY_NAMES[(position.todayWeekday + next.inDays) % 7];
  return { eyebrow: done, title: `Next: ${nameOf(program, next.workoutId)} (${when})` };
}

/** Where the client is in the program: today's or the next workout, and this week's sessions. */
export function ProgramProgress({
  program,
  position,
  now,
  showStart,
}: {
  program: ProgramDetail;
  position: ProgramPosition;
  now: Date;
  showStart: boolean;
}) {
  const { eyebrow, title } = headline(program, position);
  const { done, planned, trainedDays } = position.progress;
  const todayKey = localDay(now).key;
  const week = programWeek(programStartKey(program), todayKey, program.duration_weeks, {
    weeks: program.deload_weeks,
    percent: program.deload_percent,
    target: program.deload_target === 'volume' ? 'volume' : 'weight',
  });
  const startId =
    position.today.kind === 'workout' && position.today.status === 'scheduled' ? position.today.workoutId : null;
  return (
    <section
      aria-label="Where you are"
      className="rounded-2xl border border-emerald-200 bg-emerald-50/60 p-5 dark:border-emerald-500/30 dark:bg-emerald-500/5"
    >
      <p className="text-sm font-semibold text-emerald-800 dark:text-emerald-300">{eyebrow}</p>
      <p className="mt-0.5 text-xl font-bold text-slate-900 dark:text-white">{title}</p>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
        <div>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            <span className="font-semibold tabular-nums">{!planned ? done : `${done} of ${planned}`}</span>{' '}
            {noun(planned || done, 'session')} this week
            <span className="text-slate-500 dark:text-slate-400"> · {programWeekLabel(week)}</span>
          </p>
          <ol aria-label="This week" className="mt-2 flex gap-1.5">
            {mondayWeek(todayKey).map((key) => {
              const trained = trainedDays.includes(key);
              const label = `${WEEKDAY_NAMES[localDay(`${key}T12:00:00Z`, 'UTC').weekday]}${trained ? ', trained' : ''}${key === todayKey ? ', today' : ''}`;
              return (
                <li
                  key={key}
                  aria-label={label}
                  className={cn(
                    'grid size-8 place-items-center rounded-full text-xs font-semibold',
                    trained
                      ? 'bg-emerald-600 text-white'
                      : 'bg-white text-slate-500 dark:bg-slate-800 dark:text-slate-400',
                    key === todayKey && 'ring-2 ring-emerald-500',
                  )}
                >
                  {WEEKDAY_NAMES[localDay(`${key}T12:00:00Z`, 'UTC').weekday]!.charAt(0)}
                </li>
              );
            })}
          </ol>
        </div>
        {showStart && startId && (
          <ButtonLink to={`/workouts/${startId}/start`}>
            <Play aria-hidden="true" className="size-4" />
            Start
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
