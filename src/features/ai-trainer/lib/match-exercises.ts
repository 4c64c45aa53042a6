import { equipmentOf, nameParts, POSTURE_WORDS, VARIANT_WORDS, wordWeight } from './exercise-names';

/**
 * Matches the names a model writes to the coach's library. The score is a weighted Dice
 * similarity of the movement words (word order, plurals, hyphens, parentheses and abbreviations
 * already folded away by nameParts); equipment words must agree rather than add similarity, so
 * "Dumbbell Bench Press" never becomes the barbell one. The spec's threshold 0.3 is a distance:
 * a match needs a similarity of at least 0.7, so an unknown name finds nothing rather than a
 * near miss. An exercise's aliases ("RDL", "Military Press", "Skull Crusher") are scored exactly like
 * its name: each is one more entry pointing at the same exercise, and the best entry wins.
 */
export const MATCH_THRESHOLD = 0.3;

export interface LibraryExercise {
  id: string;
  name: string;
  equipment: string | null;
  muscle_groups: string[];
  /** The library's kind of exercise (strength, cardio, stretching, ...), where known. */
  category?: string | null;
  /** Other names the exercise goes by, scored like its name. */
  aliases?: readonly string[];
}

export interface ExerciseMatch<T extends LibraryExercise> {
  exercise: T;
  /** 0 is a perfect match, MATCH_THRESHOLD the worst accepted. */
  distance: number;
}

/** When the model names no equipment, the variant it most likely means. */
const DEFAULT_EQUIPMENT = ['barbell', 'dumbbell', 'machine', 'cable', 'kettlebell', 'bodyweight', 'band'];

interface Entry<T> {
  exercise: T;
  movement: Set<string>;
  weight: number;
  nameEquipment: string[];
  equipment: string[];
  rank: number;
}

function totalWeight(words: Iterable<string>): number {
  let sum = 0;
  for (const word of words) sum += wordWeight(word);
  return sum;
}

/**
 * Equal scores: with no equipment named, the plain name ("Glute Bridge" over "Barbell Glute
 * Bridge"), then the usual default (a "Bench Press" is the barbell one).
 */
function preferOnTie<T>(queryNamesEquipment: boolean, candidate: Entry<T>, current: Entry<T>): boolean {
  if (!queryNamesEquipment) {
    const plainCandidate = candidate.nameEquipment.length === 0;
    const plainCurrent = current.nameEquipment.length === 0;
    if (plainCandidate !== plainCurrent) return plainCandidate;
  }
  return candidate.rank < current.rank;
}

export interface ExerciseMatcher<T extends LibraryExercise> {
  match(name: string): ExerciseMatch<T> | null;
}

/** Indexes the library once (words to exercises) so each lookup scores only plausible rows. */
export function createExerciseMatcher<T extends LibraryExercise>(library: readonly T[]): ExerciseMatcher<T> {
  const entries: Entry<T>[] = [];
  const byWord = new Map<string, number[]>();
  for (const exercise of library) {
    for (const name of [exercise.name, ...(exercise.aliases ?? [])]) {
      const parts = nameParts(name);
      const equipment = [...new Set([...parts.equipment, ...equipmentOf(exercise.equipment)])];
      const rankIndex = DEFAULT_EQUIPMENT.findIndex((item) => equipment.includes(item));
      const index = entries.length;
      entries.push({
        exercise,
        movement: new Set(parts.movement),
        weight: totalWeight(parts.movement),
        nameEquipment: parts.equipment,
        equipment,
        rank: rankIndex === -1 ? DEFAULT_EQUIPMENT.length : rankIndex,
      });
      for (const word of new Set(parts.movement)) {
        const list = byWord.get(word);
        if (list) list.push(index);
        else byWord.set(word, [index]);
      }
    }
  }

  return {
    match(name) {
      const query = nameParts(name);
      if (query.movement.length === 0) return null;
      const queryWeight = totalWeight(query.movement);
      // A word no exercise in the library uses means the model named something the library lacks.
      const unknownWeight = totalWeight(query.movement.filter((word) => !byWord.has(word)));
      const seen = new Set<number>();
      let best: { entry: Entry<T>; similarity: number } | null = null;
      for (const word of query.movement) {
        for (const index of byWord.get(word) ?? []) {
          if (seen.has(index)) continue;
          seen.add(index);
          const entry = entries[index] as Entry<T>;
          let shared = 0;
          for (const queryWord of query.movement) if (entry.movement.has(queryWord)) shared += wordWeight(queryWord);
          // A variant word on one side only is a different exercise: it counts double.
          let variantPenalty = 0;
          for (const libraryWord of entry.movement) {
            if (VARIANT_WORDS.has(libraryWord) && !query.movement.includes(libraryWord)) variantPenalty += 1;
          }
          for (const queryWord of query.movement) {
            if (VARIANT_WORDS.has(queryWord) && !POSTURE_WORDS.has(queryWord) && !entry.movement.has(queryWord)) {
              variantPenalty += 1;
            }
          }
          let similarity = (2 * shared) / (queryWeight + unknownWeight + entry.weight + variantPenalty);
          if (query.equipment.length > 0) {
            if (entry.equipment.length === 0) similarity -= 0.1;
            else if (!query.equipment.some((item) => entry.equipment.includes(item))) continue;
            else similarity -= 0.05 * query.equipment.filter((item) => !entry.equipment.includes(item)).length;
          }
          if (
            !best ||
            similarity > best.similarity + 1e-9 ||
            (Math.abs(similarity - best.similarity) <= 1e-9 &&
              preferOnTie(query.equipment.length > 0, entry, best.entry))
          ) {
            best = { entry, similarity };
          }
        }
      }
      if (!best || 1 - best.similarity > MATCH_THRESHOLD + 1e-9) return null;
      return { exercise: best.entry.exercise, distance: Math.max(0, 1 - best.similarity) };
    },
  };
}
