import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useWeightUnit } from '@/features/auth';
import { useMemo } from 'react';
import { addLogComment } from './add-log-comment';
import { deleteLogComment } from './delete-log-comment';
import { updateLogComment } from './update-log-comment';
import { listClientLogs, type ClientLog } from './list-client-logs';
import { listPrescriptions, type Prescription } from './list-prescriptions';
import { compareWorkouts, type LoggedWorkout, type PrescribedExercise } from '../lib/prescription';
import { weekOfLog } from '../lib/program-week-of-log';
import { listProgramWeeks } from './list-program-weeks';
import { profileKeys } from './query-keys';
import { localDay } from '@/features/training';

export function toLoggedWorkout(log: ClientLog): LoggedWorkout {
  return {
    id: log.id,
    workoutId: log.workout_id,
    at: log.completed_at ?? log.created_at,
    sets: log.sets.map((set) => ({
      id: set.id,
      exerciseId: set.exercise_id,
      name: set.exercise?.name ?? 'Exercise',
      setNumber: set.set_number,
      workoutExerciseId: set.workout_exercise_id,
      reps: set.reps,
      weight: set.weight,
      durationSeconds: set.duration_seconds,
      completed: set.completed,
      isWarmup: set.is_warmup,
    })),
  };
}

function toPrescribed(row: Prescription): PrescribedExercise {
  return {
    id: row.id,
    exerciseId: row.exercise_id,
    name: row.exercise?.name ?? 'Exercise',
    order: row.order,
    sets: row.sets,
    repSingle: row.rep_single,
    repMin: row.rep_min,
    repMax: row.rep_max,
    repIsRange: row.rep_is_range,
    isTimeBased: row.is_time_based,
    duration: row.duration,
    weight: row.weight,
  };
}

/** The client's logs with each compared to what its workout prescribes. */
export function useClientWorkouts(clientId: string) {
  // The viewer's unit (a trainer's), not the client's: the numbers a coach reads stay in one unit.
  const unit = useWeightUnit();
  const logs = useQuery({ queryKey: profileKeys.logs(clientId), queryFn: () => listClientLogs(clientId) });
  const workoutIds = useMemo(
    () => [...new Set((logs.data ?? []).map((log) => log.workout_id).filter((id): id is string => id !== null))].sort(),
    [logs.data],
  );
  const prescriptions = useQuery({
    queryKey: profileKeys.prescriptions(workoutIds),
    queryFn: () => listPrescriptions(workoutIds),
    enabled: logs.isSuccess,
  });
  const programWeeks = useQuery({
    queryKey: profileKeys.programWeeks(clientId),
    queryFn: () => listProgramWeeks(clientId),
  });
  const comparisons = useMemo(() => {
    if (!logs.data || !prescriptions.data) return null;
    // Programs from before weeks (or a failed read) compare with the workout as written.
    const programs = programWeeks.data ?? [];
    const byWorkout = new Map<string, PrescribedExercise[]>();
    for (const row of prescriptions.data)
      byWorkout.set(row.workout_id, [...(byWorkout.get(row.workout_id) ?? []), toPrescribed(row)]);
    return compareWorkouts(logs.data.map(toLoggedWorkout), byWorkout, unit, (log) =>
      weekOfLog(programs, log.workoutId, localDay(log.at).key),
    );
  }, [logs.data, prescriptions.data, programWeeks.data, unit]);
  return { logs, prescriptions, comparisons };
}

export function useAddLogComment(clientId: string, authorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ logId, body }: { logId: string; body: string }) =>
      addLogComment({ logId, clientId, authorId, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.logs(clientId) }),
  });
}

export function useUpdateLogComment(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLogComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.logs(clientId) }),
  });
}

export function useDeleteLogComment(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLogComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.logs(clientId) }),
  });
}
