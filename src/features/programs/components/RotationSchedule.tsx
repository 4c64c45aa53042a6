import type { ProgramEntry } from '../api/get-program';
import { ScheduleWorkoutLink, type EntryMarker } from './ScheduleWorkoutLink';

/** A flexible program: the rotation order, repeated from the top after the last workout. */
export function RotationSchedule({
  entries,
  markerFor,
}: {
  entries: ProgramEntry[];
  markerFor: (entry: ProgramEntry) => EntryMarker;
}) {
  return (
    <div>
      <ol aria-label="Rotation order" className="flex flex-col gap-2">
        {entries.map((entry, index) => (
          <li key={entry.id} className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className="mt-2 grid size-7 shrink-0 place-items-center rounded-full bg-slate-100 text-xs font-bold text-slate-600 dark:bg-slate-800 dark:text-slate-300"
            >
              {index + 1}
            </span>
            <div className="min-w-0 flex-1">
              <ScheduleWorkoutLink entry={entry} marker={markerFor(entry)} />
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">
        Train on any day: after the last workout the rotation starts again from the top.
      </p>
    </div>
  );
}
