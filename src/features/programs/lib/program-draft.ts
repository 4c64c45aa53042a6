import { z } from 'zod';
import { validateWorkoutDraft, workoutSavePayload, type WorkoutDraft } from '@/features/training';
import { WEEK_ORDER } from './program-schedule';
import { recoverWorkoutDraft } from './recover-workout-draft';
import { emptyWeekPlan, recoverWeekPlan, weekPlanFromProgram, weeksPayload, type WeekPlan } from './week-plan';

/**
 * The program builder's draft: what the trainer has put together so far, kept in local storage
 * (spec keys `programBuilder` for the draft and `programBuilderState` for the builder session) so
 * a reload or a crash never loses it. Every rule here is a pure function of the draft; the store
 * only calls them.
 */

export const PROGRAM_BUILDER_KEY = 'programBuilder';
export const PROGRAM_BUILDER_STATE_KEY = 'programBuilderState';

export const DEFAULT_TRAINING_STYLE = 'engage-health';
export const TRAINING_STYLES = [
  { value: 'engage-health', label: 'Engage Health' },
  { value: 'strength', label: 'Strength' },
  { value: 'hypertrophy', label: 'Hypertrophy' },
  { value: 'conditioning', label: 'Conditioning' },
  { value: 'mobility', label: 'Mobility' },
  { value: 'fat-loss', label: 'Fat loss' },
] as const;

export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** The database's limits (supabase/migrations/20260101000400_workouts_and_programs.sql). */
export const PROGRAM_LIMITS = { nameMax: 200, descriptionMax: 5000, notesMax: 2000, weeksMin: 1, weeksMax: 104 };

export interface DraftWorkout {
  /** Made on the device: the same library workout may appear on several days. */
  key: string;
  /** The library workout ('' while it is a workout created in the builder, see pendingKey). */
  workoutId: string;
  /** A workout created in the builder (`pendingWorkouts`), saved with the program. */
  pendingKey: string | null;
  workoutName: string;
  dayOfWeek: number | null;
  notes: string;
}

/** A workout created inside the builder: the workout builder's draft, saved with the program. */
export interface PendingWorkout {
  key: string;
  name: string;
  draft: WorkoutDraft;
  /** Drafted by the AI trainer (and reviewed here): saved marked is_ai_generated. */
  aiGenerated?: boolean;
}

export interface ProgramSettings {
  programName: string;
  description: string;
  difficulty: Difficulty | '';
  goals: string[];
  durationWeeks: number | null;
  startDate: string;
  flexSchedule: boolean;
  startingWorkoutIndex: number;
}

export interface SelectedClient {
  id: string;
  name: string;
}

export interface ProgramDraft {
  programWorkouts: DraftWorkout[];
  pendingWorkouts: PendingWorkout[];
  programSettings: ProgramSettings;
  aiPromptData: string;
  selectedClient: SelectedClient | null;
  selectedTrainingStyles: string[];
  /** Per-week overrides and deloads ("Weeks", lib/week-plan.ts). */
  weekPlan: WeekPlan;
}

/** Which saved program the draft edits (null: a new one), and the version it started from. */
export interface BuilderSession {
  editingProgramId: string | null;
  expectedUpdatedAt: string | null;
}

export const EMPTY_SESSION: BuilderSession = { editingProgramId: null, expectedUpdatedAt: null };

export function emptyDraft(): ProgramDraft {
  return {
    programWorkouts: [],
    pendingWorkouts: [],
    programSettings: {
      programName: '',
      description: '',
      difficulty: '',
      goals: [],
      durationWeeks: 4,
      startDate: '',
      flexSchedule: false,
      startingWorkoutIndex: 0,
    },
    aiPromptData: '',
    selectedClient: null,
    selectedTrainingStyles: [DEFAULT_TRAINING_STYLE],
    weekPlan: emptyWeekPlan(),
  };
}

/** True once the trainer has put anything into the draft (worth restoring, worth confirming a discard). */
export function hasContent(draft: ProgramDraft): boolean {
  const s = draft.programSettings;
  return (
    draft.programWorkouts.length > 0 ||
    draft.pendingWorkouts.length > 0 ||
    s.programName.trim() !== '' ||
    s.description.trim() !== '' ||
    s.goals.length > 0 ||
    draft.selectedClient !== null
  );
}

// Recovery ----------------------------------------------------------------------------------------

const defaults = emptyDraft();
const dayOfWeek = z.number().int().min(0).max(6).nullable();
const draftWorkout = z
  .object({
    key: z.string().min(1),
    workoutId: z.string(),
    pendingKey: z.string().min(1).nullable().catch(null),
    workoutName: z.string(),
    dayOfWeek: dayOfWeek.catch(null),
    notes: z.string().catch(''),
  })
  .refine((entry) => entry.workoutId !== '' || entry.pendingKey !== null);

function recoverPending(raw: unknown): PendingWorkout[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    const record = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
    const draft = recoverWorkoutDraft(record.draft);
    if (typeof record.key !== 'string' || record.key === '' || !draft) return [];
    const name = draft.name.trim() || 'New workout';
    return [{ key: record.key, name, draft, ...(record.aiGenerated === true ? { aiGenerated: true } : {}) }];
  });
}
const settings = z.object({
  programName: z.string().catch(''),
  description: z.string().catch(''),
  difficulty: z.enum(DIFFICULTIES).or(z.literal('')).catch(''),
  goals: z.array(z.string()).catch([]),
  durationWeeks: z.number().int().nullable().catch(defaults.programSettings.durationWeeks),
  startDate: z.string().catch(''),
  flexSchedule: z.boolean().catch(false),
  startingWorkoutIndex: z.number().int().min(0).catch(0),
});

/**
 * Reads a stored draft back field by field: whatever is still valid survives (an older version of
 * the app, a hand-edited or half-written value), the rest falls back to the empty draft.
 */
export function recoverDraft(raw: unknown): ProgramDraft {
  const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const workouts = Array.isArray(record.programWorkouts) ? record.programWorkouts : [];
  const pendingWorkouts = recoverPending(record.pendingWorkouts);
  const pendingKeys = new Set(pendingWorkouts.map((pending) => pending.key));
  return {
    programWorkouts: workouts.flatMap((item) => {
      const parsed = draftWorkout.safeParse({ pendingKey: null, ...(item as object) });
      // An entry whose new workout did not survive goes too.
      if (!parsed.success || (parsed.data.pendingKey !== null && !pendingKeys.has(parsed.data.pendingKey))) return [];
      return [parsed.data];
    }),
    pendingWorkouts,
    programSettings: settings.catch(defaults.programSettings).parse({
      ...defaults.programSettings,
      ...(typeof record.programSettings === 'object' && record.programSettings !== null ? record.programSettings : {}),
    }),
    aiPromptData: z.string().catch('').parse(record.aiPromptData),
    selectedClient: z.object({ id: z.string(), name: z.string() }).nullable().catch(null).parse(record.selectedClient),
    selectedTrainingStyles: z
      .array(z.string())
      .catch([DEFAULT_TRAINING_STYLE])
      .parse(record.selectedTrainingStyles ?? [DEFAULT_TRAINING_STYLE]),
    weekPlan: recoverWeekPlan(record.weekPlan),
  };
}

export function recoverSession(raw: unknown): BuilderSession {
  return z
    .object({ editingProgramId: z.string().nullable(), expectedUpdatedAt: z.string().nullable() })
    .catch(EMPTY_SESSION)
    .parse(raw);
}

// Schedule ----------------------------------------------------------------------------------------

/** Adds a library workout: on `dayOfWeek` in a weekly program, at the end of a rotation. */
export function addWorkout(
  draft: ProgramDraft,
  workout: { id: string; name: string },
  dayOfWeek: number | null,
  key: string,
): ProgramDraft {
  const entry: DraftWorkout = {
    key,
    workoutId: workout.id,
    pendingKey: null,
    workoutName: workout.name,
    dayOfWeek: draft.programSettings.flexSchedule ? null : dayOfWeek,
    notes: '',
  };
  return { ...draft, programWorkouts: [...draft.programWorkouts, entry] };
}

/**
 * Adds a workout created in the builder (the workout builder's draft, `pendingKey` its key) and
 * schedules it like a library workout. Saved with the program.
 */
export function addPendingWorkout(
  draft: ProgramDraft,
  workout: WorkoutDraft,
  dayOfWeek: number | null,
  keys: { pendingKey: string; entryKey: string },
  aiGenerated = false,
): ProgramDraft {
  const name = workout.name.trim() || 'New workout';
  const added = addWorkout(draft, { id: '', name }, dayOfWeek, keys.entryKey);
  return {
    ...added,
    programWorkouts: added.programWorkouts.map((entry) =>
      entry.key === keys.entryKey ? { ...entry, pendingKey: keys.pendingKey } : entry,
    ),
    pendingWorkouts: [
      ...draft.pendingWorkouts,
      { key: keys.pendingKey, name, draft: workout, ...(aiGenerated ? { aiGenerated } : {}) },
    ],
  };
}

/** An AI-drafted week: workouts created in the builder, each on its day (weekly) or in rotation order. */
export interface AiDraftedProgram {
  client: SelectedClient;
  flexible: boolean;
  promptData: string;
  programName: string;
  goal: string;
  style: string;
  workouts: { name: string; dayOfWeek: number | null; draft: WorkoutDraft }[];
}

/**
 * Puts an AI-drafted program into the draft for review: its workouts are added as new workouts
 * (saved only with the program), the schedule switches to the chosen kind without losing what was
 * there, the client and AI prompt data are set and the settings the trainer left blank filled in.
 */
export function addAiProgram(draft: ProgramDraft, program: AiDraftedProgram, makeKey: () => string): ProgramDraft {
  let next = setFlexSchedule(draft, program.flexible);
  for (const workout of program.workouts) {
    next = addPendingWorkout(
      next,
      workout.draft,
      workout.dayOfWeek,
      { pendingKey: makeKey(), entryKey: makeKey() },
      true,
    );
  }
  const s = next.programSettings;
  return {
    ...next,
    aiPromptData: program.promptData,
    selectedClient: program.client,
    selectedTrainingStyles: program.style ? [program.style] : next.selectedTrainingStyles,
    programSettings: {
      ...s,
      programName: s.programName.trim() ? s.programName : program.programName.slice(0, PROGRAM_LIMITS.nameMax),
      goals: s.goals.length > 0 || !program.goal ? s.goals : [program.goal],
    },
  };
}

/** Replaces a workout created in the builder after it was edited again; its entries follow the name. */
export function updatePendingWorkout(draft: ProgramDraft, pendingKey: string, workout: WorkoutDraft): ProgramDraft {
  const name = workout.name.trim() || 'New workout';
  return {
    ...draft,
    pendingWorkouts: draft.pendingWorkouts.map((pending) =>
      pending.key === pendingKey ? { ...pending, name, draft: workout } : pending,
    ),
    programWorkouts: draft.programWorkouts.map((entry) =>
      entry.pendingKey === pendingKey ? { ...entry, workoutName: name } : entry,
    ),
  };
}

export function removeWorkout(draft: ProgramDraft, key: string): ProgramDraft {
  const index = draft.programWorkouts.findIndex((entry) => entry.key === key);
  if (index < 0) return draft;
  const programWorkouts = draft.programWorkouts.filter((entry) => entry.key !== key);
  const start = draft.programSettings.startingWorkoutIndex;
  // The rotation keeps starting at the same workout when an earlier one goes.
  const startingWorkoutIndex = Math.max(0, Math.min(index < start ? start - 1 : start, programWorkouts.length - 1));
  // A workout created in the builder that is no longer scheduled anywhere goes with its last entry.
  const used = new Set(programWorkouts.map((entry) => entry.pendingKey));
  const pendingWorkouts = draft.pendingWorkouts.filter((pending) => used.has(pending.key));
  return {
    ...draft,
    programWorkouts,
    pendingWorkouts,
    programSettings: { ...draft.programSettings, startingWorkoutIndex },
  };
}

/**
 * Moves a rotation entry from one place to another (pointer drag); the starting workout stays the
 * same one.
 */
export function moveWorkoutTo(draft: ProgramDraft, from: number, to: number): ProgramDraft {
  const count = draft.programWorkouts.length;
  if (from === to || from < 0 || to < 0 || from >= count || to >= count) return draft;
  const order = draft.programWorkouts.map((_, index) => index);
  const [moved] = order.splice(from, 1);
  order.splice(to, 0, moved!);
  const programWorkouts = order.map((index) => draft.programWorkouts[index]!);
  const startingWorkoutIndex = order.indexOf(draft.programSettings.startingWorkoutIndex);
  return {
    ...draft,
    programWorkouts,
    programSettings: { ...draft.programSettings, startingWorkoutIndex: Math.max(0, startingWorkoutIndex) },
  };
}

export function updateWorkout(
  draft: ProgramDraft,
  key: string,
  patch: Partial<Pick<DraftWorkout, 'dayOfWeek' | 'notes'>>,
): ProgramDraft {
  return {
    ...draft,
    programWorkouts: draft.programWorkouts.map((entry) => (entry.key === key ? { ...entry, ...patch } : entry)),
  };
}

/** Moves a rotation entry one place up (-1) or down (+1); the starting workout stays the same one. */
export function moveWorkout(draft: ProgramDraft, key: string, delta: -1 | 1): ProgramDraft {
  const from = draft.programWorkouts.findIndex((entry) => entry.key === key);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= draft.programWorkouts.length) return draft;
  const programWorkouts = [...draft.programWorkouts];
  const [moving, other] = [programWorkouts[from], programWorkouts[to]];
  if (!moving || !other) return draft;
  programWorkouts[from] = other;
  programWorkouts[to] = moving;
  const start = draft.programSettings.startingWorkoutIndex;
  const startingWorkoutIndex = start === from ? to : start === to ? from : start;
  return { ...draft, programWorkouts, programSettings: { ...draft.programSettings, startingWorkoutIndex } };
}

/**
 * Switches between a weekly and a flexible schedule without losing a workout: a rotation follows
 * the week from Monday; a weekly schedule keeps the days it had and gives the others Monday
 * onwards, in rotation order.
 */
export function setFlexSchedule(draft: ProgramDraft, flexSchedule: boolean): ProgramDraft {
  if (draft.programSettings.flexSchedule === flexSchedule) return draft;
  const programWorkouts = flexSchedule
    ? weekOrdered(draft.programWorkouts)
    : draft.programWorkouts.map((entry, index) => ({
        ...entry,
        dayOfWeek: entry.dayOfWeek ?? WEEK_ORDER[index % WEEK_ORDER.length] ?? null,
      }));
  return {
    ...draft,
    programWorkouts,
    programSettings: { ...draft.programSettings, flexSchedule, startingWorkoutIndex: 0 },
  };
}

function weekOrdered(entries: DraftWorkout[]): DraftWorkout[] {
  const rank = (entry: DraftWorkout) =>
    entry.dayOfWeek === null ? WEEK_ORDER.length : WEEK_ORDER.indexOf(entry.dayOfWeek as (typeof WEEK_ORDER)[number]);
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => rank(a.entry) - rank(b.entry) || a.index - b.index)
    .map(({ entry }) => entry);
}

/** The week Monday first, each day with its workouts in the order they were added. */
export function draftWeek(draft: ProgramDraft): { weekday: number; entries: DraftWorkout[] }[] {
  return WEEK_ORDER.map((weekday) => ({
    weekday,
    entries: draft.programWorkouts.filter((entry) => entry.dayOfWeek === weekday),
  }));
}

// Validation and saving ---------------------------------------------------------------------------

export type DraftErrors = Partial<Record<'programName' | 'description' | 'durationWeeks' | 'schedule', string>> & {
  workouts?: Record<string, string>;
};

/** The messages the form shows before anything is sent (the database says the same, in its words). */
export function validateDraft(draft: ProgramDraft): DraftErrors {
  const s = draft.programSettings;
  const errors: DraftErrors = {};
  const name = s.programName.trim();
  if (name === '') errors.programName = 'Give the program a name.';
  else if (name.length > PROGRAM_LIMITS.nameMax)
    errors.programName = `Keep the name under ${PROGRAM_LIMITS.nameMax} characters.`;
  if (s.description.length > PROGRAM_LIMITS.descriptionMax)
    errors.description = `Keep the description under ${PROGRAM_LIMITS.descriptionMax} characters.`;
  if (
    s.durationWeeks !== null &&
    (!Number.isInteger(s.durationWeeks) ||
      s.durationWeeks < PROGRAM_LIMITS.weeksMin ||
      s.durationWeeks > PROGRAM_LIMITS.weeksMax)
  ) {
    errors.durationWeeks = `Duration is ${PROGRAM_LIMITS.weeksMin} to ${PROGRAM_LIMITS.weeksMax} weeks.`;
  }
  if (draft.programWorkouts.length === 0) errors.schedule = 'Add at least one workout.';
  const workouts: Record<string, string> = {};
  for (const entry of draft.programWorkouts) {
    if (!s.flexSchedule && (entry.dayOfWeek === null || entry.dayOfWeek < 0 || entry.dayOfWeek > 6))
      workouts[entry.key] = 'Pick a day for this workout.';
    else if (entry.notes.length > PROGRAM_LIMITS.notesMax)
      workouts[entry.key] = `Keep notes under ${PROGRAM_LIMITS.notesMax} characters.`;
  }
  for (const entry of draft.programWorkouts) {
    if (workouts[entry.key] || entry.pendingKey === null) continue;
    const pending = draft.pendingWorkouts.find((item) => item.key === entry.pendingKey);
    if (!pending) workouts[entry.key] = 'This new workout was lost; remove it and create it again.';
    else if (Object.keys(validateWorkoutDraft(pending.draft)).length > 0)
      workouts[entry.key] = 'This new workout needs fixing: open it with Edit.';
  }
  if (Object.keys(workouts).length > 0) errors.workouts = workouts;
  return errors;
}

export function isValid(errors: DraftErrors): boolean {
  return Object.keys(errors).length === 0;
}

/** The argument of public.save_program. A new program for a selected client is saved as theirs. */
export function toSavePayload(draft: ProgramDraft, session: BuilderSession) {
  const s = draft.programSettings;
  return {
    ...(session.editingProgramId
      ? { id: session.editingProgramId, expected_updated_at: session.expectedUpdatedAt }
      : { client_id: draft.selectedClient?.id ?? null }),
    name: s.programName.trim(),
    description: s.description.trim() || null,
    difficulty: s.difficulty || null,
    goals: s.goals.map((goal) => goal.trim()).filter(Boolean),
    training_styles: draft.selectedTrainingStyles,
    duration_weeks: s.durationWeeks,
    start_date: s.startDate || null,
    flex_schedule: s.flexSchedule,
    starting_workout_index: s.flexSchedule ? s.startingWorkoutIndex : 0,
    pending_workouts: draft.pendingWorkouts
      .filter((pending) => draft.programWorkouts.some((entry) => entry.pendingKey === pending.key))
      .map((pending) => {
        const { p_workout, p_exercises } = workoutSavePayload(pending.draft);
        return {
          key: pending.key,
          workout: { ...p_workout, id: null },
          exercises: p_exercises,
          ...(pending.aiGenerated ? { ai_generated: true } : {}),
        };
      }),
    workouts: draft.programWorkouts.map((entry) => ({
      ...(entry.pendingKey !== null ? { pending_key: entry.pendingKey } : { workout_id: entry.workoutId }),
      day_of_week: s.flexSchedule ? null : entry.dayOfWeek,
      notes: entry.notes.trim() || null,
    })),
    weeks: weeksPayload(
      draft.weekPlan,
      draft.programWorkouts.flatMap((entry) => (entry.pendingKey === null ? [entry.workoutId] : [])),
      s.durationWeeks,
    ),
  };
}

export type SavePayload = ReturnType<typeof toSavePayload>;

/** A saved program as a draft, to edit it in the builder. */
export function draftFromProgram(program: {
  id: string;
  name: string;
  description: string | null;
  difficulty: string | null;
  goals: string[];
  training_styles: string[];
  duration_weeks: number | null;
  start_date: string | null;
  flex_schedule: boolean;
  starting_workout_index: number;
  updated_at: string;
  deload_weeks?: number[];
  deload_percent?: number;
  deload_target?: string;
  program_week_prescriptions?: Parameters<typeof weekPlanFromProgram>[0]['program_week_prescriptions'];
  program_workouts: {
    id: string;
    workout_id: string;
    day_of_week: number | null;
    notes: string | null;
    workout: { name: string } | null;
  }[];
}): { draft: ProgramDraft; session: BuilderSession } {
  const difficulty = (DIFFICULTIES as readonly string[]).includes(program.difficulty ?? '')
    ? (program.difficulty as Difficulty)
    : '';
  return {
    draft: {
      ...emptyDraft(),
      programWorkouts: program.program_workouts.map((entry) => ({
        key: entry.id,
        workoutId: entry.workout_id,
        pendingKey: null,
        workoutName: entry.workout?.name ?? 'Workout',
        dayOfWeek: entry.day_of_week,
        notes: entry.notes ?? '',
      })),
      programSettings: {
        programName: program.name,
        description: program.description ?? '',
        difficulty,
        goals: program.goals,
        durationWeeks: program.duration_weeks,
        startDate: program.start_date ?? '',
        flexSchedule: program.flex_schedule,
        startingWorkoutIndex: program.starting_workout_index,
      },
      selectedTrainingStyles: program.training_styles,
      weekPlan: weekPlanFromProgram({
        deload_weeks: program.deload_weeks ?? [],
        deload_percent: program.deload_percent ?? 40,
        deload_target: program.deload_target ?? 'weight',
        program_week_prescriptions: program.program_week_prescriptions ?? [],
      }),
    },
    session: { editingProgramId: program.id, expectedUpdatedAt: program.updated_at },
  };
}
