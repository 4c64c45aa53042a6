import { useSyncExternalStore } from 'react';
import { readStorage, removeStorage, writeStorage } from '@/lib/storage';

/**
 * The running rest, mirrored for the rest of the app (the header shows it on every screen, the
 * dashboard included, after the person leaves the logger). The workout document stays the source
 * of truth; this is only a display copy, in localStorage so other tabs see it too.
 */
export interface RestSignal {
  userId: string;
  sessionId: string;
  workoutId: string | null;
  exerciseName: string;
  startedAt: number;
  endsAt: number;
}

const KEY = 'liftwise-rest-running';
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: RestSignal | null = null;

function parse(raw: string | null): RestSignal | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<RestSignal>;
    return typeof value.userId === 'string' &&
      typeof value.sessionId === 'string' &&
      typeof value.exerciseName === 'string' &&
      typeof value.endsAt === 'number' &&
      typeof value.startedAt === 'number'
      ? {
          userId: value.userId,
          sessionId: value.sessionId,
          workoutId: typeof value.workoutId === 'string' ? value.workoutId : null,
          exerciseName: value.exerciseName,
          startedAt: value.startedAt,
          endsAt: value.endsAt,
        }
      : null;
  } catch {
    return null;
  }
}

function read(): RestSignal | null {
  const raw = readStorage(KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parse(raw);
  }
  return cached;
}

const notify = () => listeners.forEach((listener) => listener());

export function publishRest(signal: RestSignal | null): void {
  const raw = signal ? JSON.stringify(signal) : null;
  if (raw === readStorage(KEY)) return;
  if (raw) writeStorage(KEY, raw);
  else removeStorage(KEY);
  notify();
}

/** Clears the mirror when the workout ends (finished or discarded), whatever its rest. */
export function clearRestSignal(sessionId: string): void {
  if (read()?.sessionId === sessionId) publishRest(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useRestSignal(): RestSignal | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
