const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What to tell someone signing out with workouts the server has not got yet (null when none). */
export function unsyncedWorkWarning({
  finished,
  inProgress,
  edits = 0,
}: {
  finished: number;
  inProgress: number;
  edits?: number;
}): string | null {
  const parts: string[] = [];
  if (finished > 0)
    parts.push(`${plural(finished, 'finished workout has', 'finished workouts have')} not reached the server yet`);
  if (inProgress > 0)
    parts.push(`${plural(inProgress, 'workout in progress has', 'workouts in progress have')} sets not synced yet`);
  if (edits > 0)
    parts.push(
      `${plural(edits, 'edit of a finished workout has', 'edits of finished workouts have')} not reached the server yet`,
    );
  return parts.length === 0 ? null : `${parts.join('; ')}.`;
}
