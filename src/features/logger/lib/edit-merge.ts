import type { EditPayload } from '../lib/session-schema';

/**
 * Two edits of one finished workout, the second made (on this device) before the first reached the
 * server, as one call: the log as the newer edit has it; per set, the entry with the higher
 * revision (a tie goes to the newer edit); a set both written and removed keeps whichever is newer.
 * The newer edit was made on top of the older one (History shows queued edits applied), so its
 * revisions are already above the older edit's wherever it touched the same set.
 */
export function mergeEditPayloads(older: EditPayload, newer: EditPayload): EditPayload {
  const sets = new Map(older.p_sets.map((set) => [set.id, set]));
  for (const set of newer.p_sets) {
    const before = sets.get(set.id);
    if (!before || set.revision >= before.revision) sets.set(set.id, set);
  }
  const removed = new Map(older.p_removed.map((entry) => [entry.id, entry]));
  for (const entry of newer.p_removed) {
    const before = removed.get(entry.id);
    if (!before || entry.revision >= before.revision) removed.set(entry.id, entry);
  }
  for (const [id, removal] of removed) {
    const set = sets.get(id);
    if (!set) continue;
    if (removal.revision > set.revision) sets.delete(id);
    else removed.delete(id);
  }
  return { p_log: newer.p_log, p_sets: [...sets.values()], p_removed: [...removed.values()] };
}
