import { deleteWorkoutSession } from '@/features/training';
import { deleteLocalSession } from '../storage/session-store';

/**
 * Discard from anywhere (the logger, the dashboard's card): the server row goes (spec: delete from
 * workout_sessions by id), then this device's copy, so reopening the workout does not find it
 * and ask about sets "discarded on another device".
 */
export async function discardWorkoutSession(sessionId: string): Promise<void> {
  await deleteWorkoutSession(sessionId);
  if (typeof indexedDB === 'undefined') return; // no device storage, so no device copy
  await deleteLocalSession(sessionId).catch((error: unknown) =>
    console.error('Removing the discarded workout from this device failed', error),
  );
}
