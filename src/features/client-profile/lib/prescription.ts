import {
  bestsOf,
  detectPersonalRecords,
  formatReps,
  type ExerciseBests,
  type PerformedSet,
  type RecordKind,
} from '@/features/training';
import { formatTargetWeight, loadableIncrement, type WeightUnit } from '@/lib/units';

/** What a workout prescribes for one exercise (a workout_exercises row). */
export interface PrescribedExercise {
  id: string;
  exerciseId: string;
  name: string;
  order: number;
  sets: number;
  repSingle: number | null;
  repMin: number | null;
  repMax: number | null;
  repIsRange: boolean;
  isTimeBased: boolean;
  duration: number | null;
  weight: number | null;
  /** The program week's load as a percentage of the client's estimated max, and its RPE. */
  percentE1rm?: number | null;
  rpe?: number | null;
}

export interface LoggedSet extends PerformedSet {
  id: string;
  name: string;
  setNumber: number;
  workoutExerciseId: string | null;
  durationSeconds: number | null;
}

export interface LoggedWorkout {
  id: string;
  workoutId: string | null;
  at: string;
  sets: LoggedSet[];
}

export interface ExerciseComparison {
  exerciseId: string;
  name: string;
  /** "3 × 8-12 @ 60 kg", or null for an exercise the workout did not prescribe. */
  target: string | null;
  targetSets: number;
  sets: LoggedSet[];
  doneSets: number;
  missedSets: number;
  records: RecordKind[];
}

export interface WorkoutComparison {
  logId: string;
  /** "Week 3 of 8" when the log was a week of a program that varies by week. */
  weekLabel: string | null;
  exercises: ExerciseComparison[];
  missedSets: number;
  recordCount: number;
}

/** The target in the viewer's unit: a trainer reads a client's plan in the trainer's own unit. */
export function formatTarget(p: PrescribedExercise, unit: WeightUnit = 'kg'): string {
  const work = p.isTimeBased
    ? `${p.duration ?? 0} s`
    : formatReps({ rep_single: p.repSingle, rep_min: p.repMin, rep_max: p.repMax, rep_is_range: p.repIsRange });
  const load = p.percentE1rm
    ? ` @ ${p.percentE1rm}% e1RM`
    : p.weight
      ? ` @ ${formatTargetWeight(p.weight, unit, loadableIncrement(unit))}`
      : '';
  return `${p.sets} × ${work}${load}${p.rpe ? ` · RPE ${p.rpe}` : ''}`;
}

const countsAsDone = (set: LoggedSet) => set.completed && !set.isWarmup;

/**
 * Each logged workout against its prescription, oldest history first so records are judged only
 * against earlier workouts. `logs` may come in any order; the answer is keyed by log id.
 * A prescribed exercise with no logged set shows all its sets missed; an exercise logged but not
 * prescribed (a swap or an extra) shows with no target.
 */
export function compareWorkouts(
  logs: LoggedWorkout[],
  prescriptions: Map<string, PrescribedExercise[]>,
  unit: WeightUnit = 'kg',
  /** The program week of a log, whose prescription replaces the workout's (lib/program-week-of-log.ts). */
  weekOf: (
    log: LoggedWorkout,
  ) => { label: string; prescribe: (p: PrescribedExercise) => PrescribedExercise } | null = () => null,
): Map<string, WorkoutComparison> {
  const history = new Map<string, ExerciseBests>();
  const result = new Map<string, WorkoutComparison>();
  const ordered = [...logs].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  for (const log of ordered) {
    const records = detectPersonalRecords(history, log.sets);
    const week = weekOf(log);
    const plan = [...(log.workoutId ? (prescriptions.get(log.workoutId) ?? []) : [])]
      .sort((a, b) => a.order - b.order)
      .map((p) => (week ? week.prescribe(p) : p));
    const exercises: ExerciseComparison[] = plan.map((p) => {
      const sets = log.sets
        .filter(
          (set) =>
            set.workoutExerciseId === p.id || (set.workoutExerciseId === null && set.exerciseId === p.exerciseId),
        )
        .sort((a, b) => a.setNumber - b.setNumber);
      const doneSets = sets.filter(countsAsDone).length;
      return {
        exerciseId: p.exerciseId,
        name: p.name,
        target: formatTarget(p, unit),
        targetSets: p.sets,
        sets,
        doneSets,
        missedSets: Math.max(0, p.sets - doneSets),
        records: [],
      };
    });
    const placed = new Set(exercises.flatMap((e) => e.sets.map((set) => set.id)));
    const extras = new Map<string, LoggedSet[]>();
    for (const set of log.sets.filter((s) => !placed.has(s.id))) {
      extras.set(set.exerciseId, [...(extras.get(set.exerciseId) ?? []), set]);
    }
    for (const [exerciseId, sets] of extras) {
      sets.sort((a, b) => a.setNumber - b.setNumber);
      const doneSets = sets.filter(countsAsDone).length;
      exercises.push({
        exerciseId,
        name: sets[0]!.name,
        target: null,
        targetSets: 0,
        sets,
        doneSets,
        missedSets: 0,
        records: [],
      });
    }
    for (const record of records) {
      const row = exercises.find((e) => e.exerciseId === record.exerciseId && e.sets.length > 0);
      if (row && !row.records.includes(record.kind)) row.records.push(record.kind);
    }
    result.set(log.id, {
      logId: log.id,
      weekLabel: week?.label ?? null,
      exercises,
      missedSets: exercises.reduce((sum, e) => sum + e.missedSets, 0),
      recordCount: exercises.reduce((sum, e) => sum + e.records.length, 0),
    });
    const byExercise = new Map<string, PerformedSet[]>();
    for (const set of log.sets) byExercise.set(set.exerciseId, [...(byExercise.get(set.exerciseId) ?? []), set]);
    for (const [exerciseId, sets] of byExercise) {
      const before = history.get(exerciseId);
      const now = bestsOf(sets);
      history.set(
        exerciseId,
        before
          ? {
              heaviestWeight: Math.max(before.heaviestWeight, now.heaviestWeight),
              bestOneRepMax: Math.max(before.bestOneRepMax, now.bestOneRepMax),
              bestSetVolume: Math.max(before.bestSetVolume, now.bestSetVolume),
              mostReps: Math.max(before.mostReps, now.mostReps),
            }
          : now,
      );
    }
  }
  return result;
}

export interface LogFilter {
  /** Local dates, inclusive (YYYY-MM-DD); empty means open. */
  from: string;
  to: string;
  exerciseId: string;
}

/** Logs inside the date range that include the exercise (any exercise when empty). */
export function filterLogs<L extends { at: string; sets: { exerciseId: string }[] }>(
  logs: L[],
  filter: LogFilter,
  dayOf: (instant: string) => string,
): L[] {
  return logs.filter((log) => {
    const day = dayOf(log.at);
    if (filter.from && day < filter.from) return false;
    if (filter.to && day > filter.to) return false;
    return !filter.exerciseId || log.sets.some((set) => set.exerciseId === filter.exerciseId);
  });
}

export const RECORD_LABEL: Record<RecordKind, string> = {
  'heaviest-weight': 'Heaviest weight',
  'best-one-rep-max': 'Best est. 1RM',
  'best-set-volume': 'Best set volume',
  'most-reps': 'Most reps',
};
