/**
 * A workout started with no plan lives at /workouts/empty/start?session=<id>: the id is made on the
 * device when the person taps "Start empty workout", so starting needs no network and a reload (or
 * the dashboard's Continue) opens the same session.
 */
export const EMPTY_WORKOUT = 'empty';

export const emptyWorkoutPath = (sessionId: string): string =>
  `/workouts/${EMPTY_WORKOUT}/start?session=${encodeURIComponent(sessionId)}`;

/** Where a new empty workout starts: a fresh session id each time. */
export const newEmptyWorkoutPath = (): string => emptyWorkoutPath(crypto.randomUUID());

/** The logger's address for a session, planned or not (the dashboard's Continue). */
export const sessionPath = (session: { id: string; workout_id: string | null }): string =>
  session.workout_id ? `/workouts/${session.workout_id}/start` : emptyWorkoutPath(session.id);
