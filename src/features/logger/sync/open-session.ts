import {
  EMPTY_WORKOUT,
  getProgramWeekPlan,
  getWorkout,
  localDay,
  readKeptWorkout,
  refreshKeptWorkout,
  type KeptWorkout,
  type WorkoutWithExercises,
} from '@/features/training';
import type { WeightUnit } from '@/lib/units';
import { isOnline } from '@/lib/connectivity';
import { isUuid } from '@/lib/uuid';
import { getExerciseHistory } from '../api/get-exercise-history';
import { getSavedSetRevisions } from '../api/get-saved-set-revisions';
import { getActiveSessionForWorkout, getSession, type RemoteSession } from '../api/get-session';
import { bestsByExercise, buildEmptySessionState, buildSessionState, type HistorySet } from '../lib/build-session';
import { applyProgramWeek } from '../lib/program-week';

import { parseSessionState, type LocalSession, type OutboxEntry } from '../lib/session-schema';
import { deviceWritesFlushed } from '../stores/logger-store';
import { unsavedSetCount } from '../lib/workout-summary';
import { listOutbox } from '../storage/finish-queue';
import {
  deleteLocalSession,
  findLocalSession,
  getLocalSession,
  putLocalSession,
  replaceLocalSession,
  workoutKeyOf,
} from '../storage/session-store';

export type OpenResult =
  { kind: 'active'; session: LocalSession } | { kind: 'finished'; entry: OutboxEntry } | { kind: 'not-found' };

export interface OpenRequest {
  userId: string;
  workoutId: string;
  /** The session the dashboard's Continue hands over, if any. */
  sessionId?: string | null;
  newId: () => string;
  now: () => Date;
  /** The planned weight a new session's sets start from (BuildSessionInput.prefillWeight). */
  prefillWeight?: (kg: number) => number;
  /** The client's weight unit: a percentage of their max is rounded to its plates (2.5 kg, 5 lb). */
  unit?: WeightUnit;
}

/**
 * Opening is serialised per person and workout across the tabs of this browser (Web Locks), so
 * two tabs starting the same workout at the same moment end up in one session: the second finds
 * the first one's copy on the device.
 */
export async function openSession(request: OpenRequest): Promise<OpenResult> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return open(request);
  const key = request.workoutId === EMPTY_WORKOUT ? `session:${request.sessionId ?? ''}` : request.workoutId;
  return locks.request(`liftwise-logger-open:${request.userId}:${key}`, () => open(request));
}

/**
 * Finds the workout to show, device first: a session on this device (in progress, or finished
 * and waiting to sync), else the active one on the server (started on another device), else a
 * new session built from the plan and the client's history. Only the last two need the network.
 */
async function open(request: OpenRequest): Promise<OpenResult> {
  const { userId, workoutId } = request;
  // Typing from a moment ago may still wait for its pause (left the logger and came straight back).
  await deviceWritesFlushed();
  if (workoutId === EMPTY_WORKOUT) return openEmpty(request);
  if (!isUuid(workoutId)) return { kind: 'not-found' };
  const requested = request.sessionId && isUuid(request.sessionId) ? request.sessionId : null;

  const local = requested ? await getLocalSession(requested) : await findLocalSession(userId, workoutId);
  if (local && local.userId === userId) {
    const resumed = await resumeLocal(local);
    if (resumed) return resumed;
  }

  // A workout kept on this device for the gym (an on-demand workout saved for offline) starts from
  // that copy when the server cannot be asked: no signal, or a read that fails on the network.
  const kept = await keptCopy(userId, workoutId);
  if (kept && !isOnline()) return startNew(kept.workout, kept.history, request, true);

  let remote: RemoteSession | null;
  try {
    remote = (requested ? await getSession(requested) : null) ?? (await getActiveSessionForWorkout(userId, workoutId));
  } catch (error) {
    if (!kept) throw error;
    return startNew(kept.workout, kept.history, request, true);
  }
  if (remote && remote.status === 'active' && remote.user_id === userId) {
    const session = await adopt(remote, request);
    if (session) return { kind: 'active', session };
  }

  let workout: WorkoutWithExercises | null;
  let history: HistorySet[];
  try {
    workout = await getWorkout(workoutId);
    if (!workout) return { kind: 'not-found' };
    history = await getExerciseHistory(userId, [
      ...new Set(workout.workout_exercises.map((planned) => planned.exercise_id)),
    ]);
  } catch (error) {
    if (!kept) throw error;
    return startNew(kept.workout, kept.history, request, true);
  }
  // The kept copy follows the coach's latest version of the workout.
  if (kept) void refreshKeptWorkout(userId, workout, history);
  return startNew(workout, history, request);
}

/** The device's kept copy of a workout for this person, if any (a device store that fails: none). */
async function keptCopy(userId: string, workoutId: string): Promise<KeptWorkout | null> {
  try {
    return (await readKeptWorkout(userId, workoutId)) ?? null;
  } catch {
    return null;
  }
}

/**
 * A new session of a planned workout, built from the plan and the client's history, kept here.
 * `fromDevice`: the kept copy, with no server to ask (this week of a program is not read: each
 * failed read would wait out the client's retries), so the workout starts as written.
 */
async function startNew(
  workout: WorkoutWithExercises,
  history: HistorySet[],
  request: OpenRequest,
  fromDevice = false,
): Promise<OpenResult> {
  const { userId } = request;
  const startedAt = request.now();
  const planned = fromDevice
    ? { workout, programWeek: null }
    : await withProgramWeek(workout, history, request, startedAt);
  const state = buildSessionState({
    sessionId: request.newId(),
    userId,
    workout: planned.workout,
    history,
    startedAt,
    newId: request.newId,
    prefillWeight: request.prefillWeight,
    programWeek: planned.programWeek,
  });
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
  await keepOnDevice(session);
  return { kind: 'active', session };
}

/**
 * The workout as this week of the client's program prescribes it (docs/programs.md, "Weeks"). A
 * failed read starts the workout as written rather than not at all.
 */
async function withProgramWeek(
  workout: WorkoutWithExercises,
  history: HistorySet[],
  request: OpenRequest,
  startedAt: Date,
): Promise<{ workout: WorkoutWithExercises; programWeek: Parameters<typeof buildSessionState>[0]['programWeek'] }> {
  try {
    const plan = await getProgramWeekPlan(request.userId, workout.id, localDay(startedAt).key);
    if (!plan) return { workout, programWeek: null };
    const applied = applyProgramWeek(workout, plan, bestsByExercise(history), request.unit ?? 'kg');
    const { week, of, deload } = plan.week;
    return { workout: applied.workout, programWeek: { week: { week, of, deload }, exercises: applied.weeks } };
  } catch (error) {
    console.warn('Reading this week of the program failed; the workout starts as written', error);
    return { workout, programWeek: null };
  }
}

/**
 * A workout with no plan, by the session id the device made when the person tapped "Start empty
 * workout" (it is in the address, so a reload finds the same session). The device's copy first,
 * then the server's (another device); else it starts now, with no network needed: the session
 * row is created by the sync when the device is online.
 */
async function openEmpty(request: OpenRequest): Promise<OpenResult> {
  const { userId } = request;
  const sessionId = request.sessionId;
  if (!sessionId || !isUuid(sessionId)) return { kind: 'not-found' };
  const local = await getLocalSession(sessionId);
  if (local) {
    if (local.userId !== userId) return { kind: 'not-found' };
    const resumed = await resumeLocal(local);
    if (resumed) return resumed;
    return { kind: 'not-found' };
  }
  const remote = isOnline() ? await getSession(sessionId) : null;
  if (remote) {
    if (remote.user_id !== userId || remote.status !== 'active') return { kind: 'not-found' };
    const session = await adopt(remote, request);
    if (session) return { kind: 'active', session };
  }
  const state = buildEmptySessionState(sessionId, userId, request.now());
  const session: LocalSession = {
    sessionId,
    userId,
    workoutKey: workoutKeyOf(null),
    state,
    baseRevision: 0,
    created: false,
    dirty: true,
    localVersion: 1,
    status: 'active',
  };
  await keepOnDevice(session);
  return { kind: 'active', session };
}

/**
 * The device's copy of a session, as the page should show it: a queued finish, the workout in
 * progress, or, when the session ended elsewhere, the copy only if it holds sets the server lacks
 * (the person then chooses). Null when there is nothing left to show: the copy is dropped.
 */
async function resumeLocal(local: LocalSession): Promise<OpenResult | null> {
  if (local.status === 'finished') {
    const entry = (await listOutbox(local.userId)).find((queued) => queued.sessionId === local.sessionId);
    if (entry) return { kind: 'finished', entry };
  }
  const ended = local.endedElsewhere ?? (await endedOnServer(local));
  if (local.status === 'active' && !ended) return { kind: 'active', session: local };

  const onServer = await savedOnServer(local.sessionId);
  const saved = new Map([...Object.entries(local.saved ?? {}), ...(onServer ?? [])]);
  if (onServer && unsavedSetCount(local.state, saved) === 0) {
    await deleteLocalSession(local.sessionId);
    return null;
  }
  // Not provably saved (offline, or sets the server lacks): never dropped without asking.
  const kept: LocalSession = { ...local, status: 'active', endedElsewhere: ended ?? 'completed', dirty: true };
  await replaceLocalSession(kept);
  return { kind: 'active', session: kept };
}

/**
 * A device that cannot store the workout (quota, private mode) still opens it: the logger then
 * says so and sends every edit straight to the server while online.
 */
async function keepOnDevice(session: LocalSession): Promise<void> {
  try {
    await putLocalSession(session);
  } catch (error) {
    console.error('Keeping the workout on this device failed', error);
  }
}

/**
 * Whether a session this device still holds was discarded or finished on the server. Without a
 * network the device's copy is trusted and resumed.
 */
async function endedOnServer(local: LocalSession): Promise<'completed' | 'discarded' | null> {
  if (!local.created || !isOnline()) return null;
  try {
    const remote = await getSession(local.sessionId);
    if (!remote) return 'discarded';
    return remote.status === 'active' ? null : 'completed';
  } catch {
    return null;
  }
}

/** The set revisions the server holds for this session, or null when that cannot be known now. */
async function savedOnServer(sessionId: string): Promise<Map<string, number> | null> {
  if (!isOnline()) return null;
  try {
    return await getSavedSetRevisions(sessionId);
  } catch {
    return null;
  }
}

/** Continues a session started elsewhere: its saved state as it is, or built now if it has none. */
async function adopt(remote: RemoteSession, request: OpenRequest): Promise<LocalSession | null> {
  let state = parseSessionState(remote.state);
  if (!state && !remote.workout_id && request.workoutId === EMPTY_WORKOUT) {
    state = buildEmptySessionState(remote.id, request.userId, new Date(remote.started_at));
  }
  if (!state) {
    const workoutId = remote.workout_id ?? request.workoutId;
    const workout = await getWorkout(workoutId);
    if (!workout) return null;
    const history = await getExerciseHistory(
      request.userId,
      workout.workout_exercises.map((planned) => planned.exercise_id),
    );
    state = buildSessionState({
      sessionId: remote.id,
      userId: request.userId,
      workout,
      history,
      startedAt: new Date(remote.started_at),
      newId: request.newId,
      prefillWeight: request.prefillWeight,
    });
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
  await keepOnDevice(session);
  return session;
}
