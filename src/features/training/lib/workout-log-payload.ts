/**
 * The completion call (`complete_workout_session`) as the device builds it: a finish queued by the
 * logger and an edit of a finished workout queued from History both send it, so its shape is the
 * training domain's. The logger's outbox sends both kinds (features/logger/sync/outbox-runner.ts).
 */

export interface CompletionSet {
  id: string;
  exercise_id: string;
  workout_exercise_id: string | null;
  set_number: number;
  reps: number | null;
  weight: number | null;
  duration_seconds: number | null;
  /** Metres (cardio). Optional: finishes queued before distances existed do not carry it. */
  distance_m?: number | null;
  rpe: number | null;
  completed: boolean;
  is_warmup: boolean;
  notes: string | null;
  performed_at: string;
  revision: number;
}

/** A set this device removed or un-checked, with the revision of that edit. */
export interface RemovedSet {
  id: string;
  revision: number;
}

export interface CompletionPayload {
  p_log: {
    id: string;
    /** The account that logged the workout: the server refuses it under any other. */
    user_id: string;
    session_id: string | null;
    workout_id: string | null;
    workout_name: string;
    started_at: string;
    completed_at: string;
    duration_seconds: number;
    notes: string | null;
  };
  p_sets: CompletionSet[];
  /** Removals the server applies only when newer than the set it holds (another finish saved it). */
  p_removed: RemovedSet[];
}

/** The completion call an edit of a finished workout makes (History); the log's times may be unknown. */
export type EditPayload = Omit<CompletionPayload, 'p_log'> & {
  p_log: Omit<CompletionPayload['p_log'], 'completed_at' | 'duration_seconds'> & {
    completed_at: string | null;
    duration_seconds: number | null;
  };
};

/**
 * An edit of a finished workout waiting for the server, one per log and account: a second edit of
 * the same log before it is sent is merged into it (`version` goes up), so a fix replaces what the
 * server refused instead of queuing behind it.
 */
export interface QueuedEdit {
  /** `${userId}:${logId}` */
  id: string;
  userId: string;
  logId: string;
  payload: EditPayload;
  createdAt: number;
  version: number;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  refused?: boolean;
}
