/** The exercise form's rules: what a trainer may enter, and the messages when they may not. */
import { MAX_DEMO_IMAGES } from '@/lib/exercise-media';

export const EXERCISE_LEVELS = ['beginner', 'intermediate', 'expert'] as const;
export const EXERCISE_CATEGORIES = [
  'strength',
  'stretching',
  'plyometrics',
  'cardio',
  'powerlifting',
  'olympic weightlifting',
  'strongman',
] as const;
export const THUMBNAIL_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The bucket's own limit (supabase/migrations/20260101000300_exercises.sql). */
export const THUMBNAIL_MAX_BYTES = 2 * 1024 * 1024;
export const DUPLICATE_NAME_MESSAGE = 'An exercise with this name is already in the library';
/** The database's limits on aliases (supabase/migrations/20261129500000_exercise_aliases.sql). */
export const MAX_ALIASES = 20;
export const MAX_ALIAS_LENGTH = 80;

export interface ExerciseFormValues {
  name: string;
  muscles: string;
  equipment: string;
  category: string;
  level: string;
  instructions: string;
  videoUrl: string;
  /** Other names the exercise goes by, each trimmed. */
  aliases: string[];
}

export type ExerciseFormErrors = Partial<Record<keyof ExerciseFormValues | 'thumbnail' | 'demoImages', string>>;

export const splitList = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  ),
];
export const splitLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function isHttpsUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname.includes('.') && !/\s/.test(text);
  } catch {
    return false;
  }
}

const fold = (text: string) => text.trim().toLowerCase();

/**
 * Adds a typed alias to the list: trimmed, at most 80 characters and 20 aliases, and not the name or
 * an alias already there (case-folded, as the library compares them). Returns the new list or why not.
 */
export function addAlias(
  aliases: readonly string[],
  typed: string,
  name: string,
): { aliases: string[]; error?: undefined } | { error: string } {
  const alias = typed.trim().replace(/\s+/g, ' ');
  if (alias === '') return { error: 'Type the other name first' };
  if (alias.length > MAX_ALIAS_LENGTH) return { error: `An alias can be at most ${MAX_ALIAS_LENGTH} characters` };
  if (aliases.length >= MAX_ALIASES) return { error: `An exercise can have at most ${MAX_ALIASES} aliases` };
  if (fold(alias) === fold(name)) return { error: 'That is already the exercise’s name' };
  if (aliases.some((item) => fold(item) === fold(alias))) return { error: 'That alias is already in the list' };
  return { aliases: [...aliases, alias] };
}

/** Why an image cannot be uploaded to the exercise-media bucket, or null when it can. */
function imageProblem(file: File): string | null {
  if (!(THUMBNAIL_TYPES as readonly string[]).includes(file.type)) return 'Choose a JPEG, PNG or WebP image';
  if (file.size > THUMBNAIL_MAX_BYTES) return 'The image must be 2 MB or smaller';
  return null;
}

/**
 * `demoImages`: the demo images chosen to replace the exercise's (the start and the end position,
 * at most MAX_DEMO_IMAGES); none chosen keeps the ones it has.
 */
export function validateExerciseForm(
  values: ExerciseFormValues,
  thumbnail: File | null,
  demoImages: readonly File[] = [],
): ExerciseFormErrors {
  const errors: ExerciseFormErrors = {};
  const name = values.name.trim();
  if (name === '') errors.name = 'Give the exercise a name';
  else if (name.length > 200) errors.name = 'The name can be at most 200 characters';
  const muscles = splitList(values.muscles);
  if (muscles.length === 0) errors.muscles = 'Name at least one muscle group';
  else if (muscles.length > 30 || muscles.some((item) => item.length > 100)) errors.muscles = 'Too many muscle groups';
  if (values.equipment.trim().length > 100) errors.equipment = 'Equipment can be at most 100 characters';
  const steps = splitLines(values.instructions);
  if (steps.length > 100 || steps.some((step) => step.length > 4000))
    errors.instructions = 'Instructions are at most 100 steps of 4000 characters';
  if (values.aliases.some((alias) => fold(alias) === fold(name)))
    errors.aliases = 'An alias repeats the exercise’s name: remove it';
  const video = values.videoUrl.trim();
  if (video && (video.length > 2048 || !isHttpsUrl(video))) errors.videoUrl = 'Enter a full https:// link to the video';
  const thumbnailProblem = thumbnail ? imageProblem(thumbnail) : null;
  if (thumbnailProblem) errors.thumbnail = thumbnailProblem;
  if (demoImages.length > MAX_DEMO_IMAGES)
    errors.demoImages = `Choose at most ${MAX_DEMO_IMAGES} images: the start and the end position`;
  else {
    const demoProblem = demoImages.map(imageProblem).find((problem) => problem !== null);
    if (demoProblem) errors.demoImages = demoProblem;
  }
  return errors;
}

/** A stable, readable slug with a suffix so two trainers' "Goblet squat" variants never clash. */
export function exerciseSlug(name: string, suffix: string): string {
  const base = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 150);
  return `${base || 'exercise'}-${suffix}`;
}
