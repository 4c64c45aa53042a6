import { addWorkout, draftWeek, type ProgramDraft } from '../lib/program-draft';
import { useProgramDraftStore } from './program-builder-store';

/** Monday first (weeks start on Monday): the first day with nothing planned, else Monday. */
function firstFreeDay(draft: ProgramDraft): number {
  const free = draftWeek(draft).find((day) => day.entries.length === 0);
  return free?.weekday ?? 1;
}

/**
 * "Add to a program" from a workout's page: puts the workout into the program builder's draft
 * (the one in progress, or a new one), on the first free day of a weekly program or at the end of
 * a rotation. The builder then opens on that draft.
 */
export function addWorkoutToProgramDraft(workout: { id: string; name: string }): void {
  useProgramDraftStore
    .getState()
    .change((draft) => addWorkout(draft, workout, firstFreeDay(draft), crypto.randomUUID()));
}
