import { z } from 'zod';
import { getWorkout } from '@/features/training';
import { getExerciseHistory } from '../api/get-exercise-history';
import { getActiveSessionForWorkout, getSession, type RemoteSession } from '../api/get-session';
import { buildSessionState } from '../lib/build-session';
import { parseSessionState } from '../lib/session-schema';
import {
  deleteLocalSession,
  findLocalSession,
  getLocalSession,
  listOutbox,
  putLocalSession,
  workoutKeyOf,
  type LocalSession,
  type OutboxEntry,
} from '../storage/logger-db';

export type OpenResult =
  | { kind: 'active'; session: LocalSession }
  | { kind: 'finished'; entry: OutboxEntry }
  | { kind: 'not-found' };

export interface OpenRequest {
  userId: string;
  workoutId: string;
  /** The session the dashboard's Continue hands over, if any. */
  sessionId?: string | null;
  newId: () => string;
  now: () => Date;
}

const uuid = z.uuid();

/**
 * Finds the workout to show, device first: a session on this device (in progress, or finished
 * and waiting to sync), else the active one on the server (started on another device), else a
 * new session built from the plan and the client's history. Only the last two need the network.
 */
export async function openSession(request: OpenRequest): Promise<OpenResult> {
  const { userId, workoutId } = request;
  if (!uuid.safeParse(workoutId).success) return { kind: 'not-found' };
  const requested = request.sessionId && uuid.safeParse(request.sessionId).success ? request.sessionId : null;

  const local = requested ? await getLocalSession(requested) : await findLocalSession(userId, workoutId);
  if (local && local.userId === userId) {
    if (local.status === 'active' && !(await endedOnServer(local))) return { kind: 'active', session: local };
    const entry = (await listOutbox(userId)).find((queued) => queued.sessionId === local.sessionId);
    if (entry) return { kind: 'finished', entry };
    if (local.status !== 'active' || !local.dirty) await deleteLocalSession(local.sessionId);
    else return { kind: 'active', session: local };
  }

  const remote = (requested ? await getSession(requested) : null) ?? (await getActiveSessionForWorkout(userId, workoutId));
  if (remote && remote.status === 'active' && remote.user_id === userId) {
    const session = await adopt(remote, request);
    if (session) return { kind: 'active', session };
  }

  const workout = await getWorkout(workoutId);
  if (!workout) return { kind: 'not-found' };
  const history = await getExerciseHistory(userId, [...new Set(workout.workout_exercises.map((planned) => planned.exercise_id))]);
  const state = buildSessionState({ sessionId: request.newId(), userId, workout, history, startedAt: request.now(), newId: request.newId });
  const session: LocalSession = {
    sessionId: state.sessionId,
    userId,
    workoutKey: workoutKeyOf(workout.id),
    state,
    baseRevision: 0,
    created: false,
    dirty: true,
    localVersion: 1,
    status: 'active',
  };
  await putLocalSession(session);
  return { kind: 'active', session };
}

/**
 * Whether a session this device still holds was discarded (e.g. from the dashboard) or finished on
 * the server. Without a network the device's copy is trusted and resumed.
 */
async function endedOnServer(local: LocalSession): Promise<boolean> {
  if (!local.created || (typeof navigator !== 'undefined' && !navigator.onLine)) return false;
  try {
    const remote = await getSession(local.sessionId);
    return !remote || remote.status !== 'active';
  } catch {
    return false;
  }
}

/** Continues a session started elsewhere: its saved state as it is, or built now if it has none. */
async function adopt(remote: RemoteSession, request: OpenRequest): Promise<LocalSession | null> {
  let state = parseSessionState(remote.state);
  if (!state) {
    const workoutId = remote.workout_id ?? request.workoutId;
    const workout = await getWorkout(workoutId);
    if (!workout) return null;
    const history = await getExerciseHistory(request.userId, workout.workout_exercises.map((planned) => planned.exercise_id));
    state = buildSessionState({ sessionId: remote.id, userId: request.userId, workout, history, startedAt: new Date(remote.started_at), newId: request.newId });
  }
  const session: LocalSession = {
    sessionId: remote.id,
    userId: request.userId,
    workoutKey: workoutKeyOf(remote.workout_id),
    state,
    baseRevision: remote.revision,
    created: true,
    dirty: !parseSessionState(remote.state),
    localVersion: 1,
    status: 'active',
  };
  await putLocalSession(session);
  return session;
}
