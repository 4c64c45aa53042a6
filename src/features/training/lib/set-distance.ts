/**
 * Whether a set of this exercise records a distance with its time: cardio that covers ground
 * (a run, a row, a ride, a swim…). Cardio done on the spot (burpees, jumping jacks, a stair
 * climber, battle ropes) keeps its time or reps only, like Strong's "distance and time" type.
 */
export function tracksDistance(exercise: { category?: string | null; name: string }): boolean {
  if (exercise.category !== 'cardio') return false;
  return /\b(run|running|jog|walk|treadmill|row|rowing|rower|bike|cycl|cycling|ride|elliptical|swim|ski|erg|sprint|hike)/i.test(
    exercise.name,
  );
}
