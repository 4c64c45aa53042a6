import type { LoggedExercise, LoggedSet, SessionState } from './session-schema';

interface Versioned {
  id: string;
  updatedAt: number;
}

/**
 * Unites two lists of entries by id. Entries on both sides are combined by `pick` (which decides
 * who wins); entries only one side knows are kept, in the local order with the other side's new
 * entries placed after the entry they follow over there.
 */
function mergeById<T extends Versioned>(local: T[], remote: T[], pick: (mine: T, theirs: T) => T): T[] {
  const remoteById = new Map(remote.map((entry) => [entry.id, entry]));
  const result = local.map((entry) => {
    const other = remoteById.get(entry.id);
    return other ? pick(entry, other) : entry;
  });
  const known = new Set(result.map((entry) => entry.id));
  remote.forEach((entry, index) => {
    if (known.has(entry.id)) return;
    const before = index > 0 ? result.findIndex((candidate) => candidate.id === remote[index - 1]!.id) : -1;
    result.splice(before + 1, 0, entry);
    known.add(entry.id);
  });
  return result;
}

/** The newer edit wins; on a tie the local copy does (it is what the person sees). */
const newest = <T extends Versioned>(mine: T, theirs: T): T => (theirs.updatedAt > mine.updatedAt ? theirs : mine);

function mergeExercise(mine: LoggedExercise, theirs: LoggedExercise): LoggedExercise {
  const winner = newest(mine, theirs);
  return { ...winner, sets: mergeById<LoggedSet>(mine.sets, theirs.sets, newest) };
}

/**
 * Merges the workout as this device has it with the copy another device saved. Nothing logged on
 * either side is lost: sets are merged one by one (newest edit wins, removals are tombstones that
 * win only when they are the newer edit), as are exercises, notes and the rest timer.
 */
export function mergeStates(local: SessionState, remote: SessionState): SessionState {
  return {
    ...local,
    startedAt: remote.startedAt < local.startedAt ? remote.startedAt : local.startedAt,
    exercises: mergeById(local.exercises, remote.exercises, mergeExercise),
    notes: remote.notesUpdatedAt > local.notesUpdatedAt ? remote.notes : local.notes,
    notesUpdatedAt: Math.max(local.notesUpdatedAt, remote.notesUpdatedAt),
    rest: remote.restUpdatedAt > local.restUpdatedAt ? remote.rest : local.rest,
    restUpdatedAt: Math.max(local.restUpdatedAt, remote.restUpdatedAt),
    historyBests: { ...remote.historyBests, ...local.historyBests },
  };
}
