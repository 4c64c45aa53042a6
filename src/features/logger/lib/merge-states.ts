import { orderExercises } from './session-reducer';
import type { LoggedExercise, LoggedSet, SessionState } from './session-schema';

/**
 * Unites two lists of entries by id. Entries on both sides are combined by `pick` (which decides
 * who wins); entries only one side knows are kept, in the local order with the other side's new
 * entries placed after the entry they follow over there.
 */
function mergeById<T extends { id: string }>(local: T[], remote: T[], pick: (mine: T, theirs: T) => T): T[] {
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

/**
 * Which copy of an entry wins: the higher revision (the edit made after the other was seen); for
 * edits made without seeing each other (same revision), the later timestamp; on a full tie the
 * local copy (it is what the person sees). Clocks only ever break ties.
 */
export function newer<T extends { rev: number; updatedAt: number }>(mine: T, theirs: T): T {
  if (theirs.rev !== mine.rev) return theirs.rev > mine.rev ? theirs : mine;
  return theirs.updatedAt > mine.updatedAt ? theirs : mine;
}

const hasLoggedSets = (sets: LoggedSet[]) => sets.some((set) => !set.deleted && set.completed);

function mergeExercise(mine: LoggedExercise, theirs: LoggedExercise): LoggedExercise {
  const winner = newer(mine, theirs);
  const sets = mergeById<LoggedSet>(mine.sets, theirs.sets, newer);
  // A removal (a swap, a remove) on one device never takes sets logged on the other with it: the
  // exercise stays, marked, and the person decides.
  if (winner.deleted && hasLoggedSets(sets)) return { ...winner, sets, deleted: false, removedElsewhere: true };
  return { ...winner, sets };
}

/**
 * Merges the workout as this device has it with another copy (another device's, from the server,
 * or another tab's, from IndexedDB). Nothing logged on either side is lost: sets are merged one by
 * one, as are exercises, notes and the rest timer, by revision. The merge is idempotent and gives
 * the same entries whichever side is "local", so copies converge however often they meet.
 */
export function mergeStates(local: SessionState, remote: SessionState): SessionState {
  const notes = newer(
    { rev: local.notesRev, updatedAt: local.notesUpdatedAt, value: local.notes },
    { rev: remote.notesRev, updatedAt: remote.notesUpdatedAt, value: remote.notes },
  );
  const rest = newer(
    { rev: local.restRev, updatedAt: local.restUpdatedAt, value: local.rest },
    { rev: remote.restRev, updatedAt: remote.restUpdatedAt, value: remote.rest },
  );
  const name = newer(
    { rev: local.nameRev, updatedAt: local.nameUpdatedAt, value: local.workoutName },
    { rev: remote.nameRev, updatedAt: remote.nameUpdatedAt, value: remote.workoutName },
  );
  return {
    ...local,
    workoutName: name.value,
    nameRev: name.rev,
    nameUpdatedAt: name.updatedAt,
    startedAt: remote.startedAt < local.startedAt ? remote.startedAt : local.startedAt,
    // Positions travel with each exercise's revision, so both sides sort to the same order.
    exercises: orderExercises(mergeById(local.exercises, remote.exercises, mergeExercise)),
    notes: notes.value,
    notesUpdatedAt: notes.updatedAt,
    notesRev: notes.rev,
    rest: rest.value,
    restUpdatedAt: rest.updatedAt,
    restRev: rest.rev,
    historyBests: { ...remote.historyBests, ...local.historyBests },
  };
}
