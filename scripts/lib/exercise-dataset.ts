/**
 * The free-exercise-db dataset (an array of exercise records, see its schema.json) mapped onto
 * rows of public.exercises. Pure functions: no I/O, no database.
 *
 * Structure is validated strictly (a record without an id, name or level, or with a field of the
 * wrong type, is reported as invalid); vocabulary is mapped leniently (an unknown equipment or
 * category falls back to 'other' / 'strength' with a warning), except the level, which the
 * database constrains and which matters for client safety.
 */
import { z } from 'zod';
import type { TablesInsert } from '../../src/lib/database.types';
import { datasetAliases } from './free-exercise-db-aliases';

export const DATASET_SOURCE = 'free-exercise-db';
export const SLUG_PREFIX = 'fdb-';
/**
 * Where the dataset publishes its images (its records hold paths relative to this): the importer
 * stores each image's address, so nothing is downloaded to import and the app loads the image
 * lazily where it is shown (issue 33).
 */
export const FREE_EXERCISE_DB_IMAGE_BASE = 'https://raw.githubusercontent.com/yuhonas/free-exercise-db/main/exercises';
/** The database's limits on `exercises.images` (20260101000300_exercises.sql). */
const MAX_IMAGES = 20;
const MAX_IMAGE_LENGTH = 2048;
const HTTPS_ADDRESS = /^https:\/\/\S+$/;

/** Liftwise vocabularies (supabase/seeds/exercise-library.sql). */
export const MUSCLES = [
  'chest',
  'lats',
  'middle back',
  'lower back',
  'traps',
  'shoulders',
  'biceps',
  'triceps',
  'forearms',
  'abdominals',
  'obliques',
  'quadriceps',
  'hamstrings',
  'glutes',
  'calves',
  'adductors',
  'abductors',
  'neck',
  'hip flexors',
] as const;
export const EQUIPMENT = [
  'barbell',
  'dumbbell',
  'machine',
  'cable',
  'kettlebell',
  'band',
  'body weight',
  'ez bar',
  'smith machine',
  'medicine ball',
  'exercise ball',
  'foam roller',
  'trap bar',
  'other',
] as const;
export const CATEGORIES = [
  'strength',
  'powerlifting',
  'olympic weightlifting',
  'plyometrics',
  'cardio',
  'stretching',
  'strongman',
  'mobility',
] as const;
export const LEVELS = ['beginner', 'intermediate', 'expert'] as const;
export const MECHANICS = ['compound', 'isolation'] as const;
export const FORCES = ['push', 'pull', 'static'] as const;

export type Muscle = (typeof MUSCLES)[number];
export type Equipment = (typeof EQUIPMENT)[number];
export type Category = (typeof CATEGORIES)[number];
export type Level = (typeof LEVELS)[number];
export type Mechanic = (typeof MECHANICS)[number];
export type Force = (typeof FORCES)[number];

/**
 * The exercises columns the importer owns. Deliberately absent: description (the dataset has
 * none, so a description written by staff survives a re-import), is_active (staff may retire an
 * imported exercise), thumbnail_url, created_by. `aliases` is imported but merged, not replaced:
 * an alias staff added to an imported exercise survives a re-import (import-exercises.ts). Picked
 * from the generated table types, so a renamed column breaks the typecheck here.
 */
export const IMPORTED_COLUMNS = [
  'slug',
  'name',
  'instructions',
  'muscle_groups',
  'secondary_muscles',
  'equipment',
  'category',
  'level',
  'mechanic',
  'force',
  'images',
  'aliases',
  'source',
  'source_ref',
] as const satisfies readonly (keyof TablesInsert<'exercises'>)[];

export type ImportedColumn = (typeof IMPORTED_COLUMNS)[number];

export type ExerciseImportRow = Required<Pick<TablesInsert<'exercises'>, ImportedColumn>> & {
  source_ref: string;
  aliases: string[];
  muscle_groups: Muscle[];
  secondary_muscles: Muscle[];
  equipment: Equipment | null;
  category: Category;
  level: Level;
  mechanic: Mechanic | null;
  force: Force | null;
};

export interface InvalidRecord {
  /** Position in the dataset array (0-based). */
  index: number;
  /** The record's id when it has a usable one. */
  id: string | null;
  reason: string;
}

export interface DatasetWarning {
  index: number;
  id: string;
  message: string;
}

export interface ParsedDataset {
  rows: ExerciseImportRow[];
  invalid: InvalidRecord[];
  warnings: DatasetWarning[];
}

export interface MapOptions {
  /** Prefix for the dataset's relative image paths (default: where free-exercise-db publishes them). */
  imageBaseUrl?: string;
}

/** The whole input is unusable (not an array): fatal, unlike an invalid record. */
export class DatasetFormatError extends Error {
  override name = 'DatasetFormatError';
}

const normalize = (value: string) => value.trim().toLowerCase().replace(/\s+/g, ' ');

function vocabulary<T extends string>(values: readonly T[], aliases: Record<string, T>): Map<string, T> {
  return new Map<string, T>([...values.map((value): [string, T] => [value, value]), ...Object.entries(aliases)]);
}

const MUSCLE_NAMES = vocabulary(MUSCLES, {
  abs: 'abdominals',
  abdominal: 'abdominals',
  oblique: 'obliques',
  quads: 'quadriceps',
  quadricep: 'quadriceps',
  hamstring: 'hamstrings',
  glute: 'glutes',
  calf: 'calves',
  forearm: 'forearms',
  bicep: 'biceps',
  tricep: 'triceps',
  delts: 'shoulders',
  deltoids: 'shoulders',
  trapezius: 'traps',
  'latissimus dorsi': 'lats',
  pecs: 'chest',
  pectorals: 'chest',
  adductor: 'adductors',
  abductor: 'abductors',
  'hip flexor': 'hip flexors',
});

const EQUIPMENT_NAMES = vocabulary(EQUIPMENT, {
  'body only': 'body weight',
  bodyweight: 'body weight',
  kettlebells: 'kettlebell',
  bands: 'band',
  'resistance band': 'band',
  'e-z curl bar': 'ez bar',
  'ez curl bar': 'ez bar',
  'ez-bar': 'ez bar',
  'foam roll': 'foam roller',
  dumbbells: 'dumbbell',
  cables: 'cable',
  'hex bar': 'trap bar',
  'stability ball': 'exercise ball',
  'swiss ball': 'exercise ball',
});

const CATEGORY_NAMES = vocabulary(CATEGORIES, {
  olympic: 'olympic weightlifting',
  'olympic lifting': 'olympic weightlifting',
  plyometric: 'plyometrics',
  stretch: 'stretching',
});

const LEVEL_NAMES = vocabulary(LEVELS, { novice: 'beginner', advanced: 'expert' });
const MECHANIC_NAMES = vocabulary(MECHANICS, {});
const FORCE_NAMES = vocabulary(FORCES, {});

const requiredString = (label: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? 'is missing' : `must be ${label}`) });
const optionalString = z.string({ error: 'must be a string or null' }).nullish();
const stringList = z.array(z.string({ error: 'must be a string' }), { error: 'must be a list of strings' }).nullish();

/** The structure of one dataset record; vocabulary is checked while mapping. */
export const rawExerciseSchema = z.object(
  {
    id: requiredString('a string').regex(/^[0-9A-Za-z_-]+$/, 'must contain only letters, digits, "_" and "-"'),
    name: requiredString('a string').refine((value) => value.trim() !== '', 'must not be blank'),
    level: requiredString('a string'),
    force: optionalString,
    mechanic: optionalString,
    equipment: optionalString,
    category: optionalString,
    primaryMuscles: z.array(z.string({ error: 'must be a string' }), {
      error: (issue) => (issue.input === undefined ? 'is missing' : 'must be a list of strings'),
    }),
    secondaryMuscles: stringList,
    instructions: stringList,
    images: stringList,
  },
  { error: 'must be an object' },
);

export type RawExercise = z.infer<typeof rawExerciseSchema>;

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length ? issue.path.join('.') : 'record'}: ${issue.message}`)
    .join('; ');
}

/** `fdb-` plus the id in kebab case: '3_4_Sit-Up' -> 'fdb-3-4-sit-up'. */
export function exerciseSlug(id: string): string {
  const kebab = id
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${SLUG_PREFIX}${kebab}`;
}

const cleanList = (values: readonly string[] | null | undefined) =>
  (values ?? []).map((value) => value.trim()).filter((value) => value !== '');

export type MapResult =
  { ok: true; row: ExerciseImportRow; warnings: string[] } | { ok: false; id: string | null; reason: string };

/** Validates and maps one record. */
export function mapExerciseRecord(raw: unknown, options: MapOptions = {}): MapResult {
  const parsed = rawExerciseSchema.safeParse(raw);
  if (!parsed.success) {
    const id =
      typeof raw === 'object' && raw !== null && 'id' in raw && typeof raw.id === 'string' && raw.id.trim()
        ? raw.id
        : null;
    return { ok: false, id, reason: describeIssues(parsed.error) };
  }
  const record = parsed.data;
  const warnings: string[] = [];

  const level = LEVEL_NAMES.get(normalize(record.level));
  if (!level) {
    return {
      ok: false,
      id: record.id,
      reason: `level: unknown level "${record.level}" (expected beginner, intermediate or expert)`,
    };
  }

  const muscles = (field: string, values: readonly string[] | null | undefined): Muscle[] => {
    const mapped: Muscle[] = [];
    for (const value of cleanList(values)) {
      const muscle = MUSCLE_NAMES.get(normalize(value));
      if (!muscle) warnings.push(`${field}: unknown muscle "${value}" dropped`);
      else if (!mapped.includes(muscle)) mapped.push(muscle);
    }
    return mapped;
  };
  const primary = muscles('primaryMuscles', record.primaryMuscles);
  const secondary = muscles('secondaryMuscles', record.secondaryMuscles).filter((muscle) => !primary.includes(muscle));

  const optionalTerm = <T extends string>(
    field: string,
    value: string | null | undefined,
    names: Map<string, T>,
    fallback: T | null,
  ): T | null => {
    if (value === null || value === undefined || value.trim() === '') return null;
    const term = names.get(normalize(value));
    if (term) return term;
    warnings.push(`${field}: unknown ${field} "${value}" mapped to ${fallback === null ? 'null' : `"${fallback}"`}`);
    return fallback;
  };

  const base = (options.imageBaseUrl || FREE_EXERCISE_DB_IMAGE_BASE).replace(/\/+$/, '');
  // Addresses only, as the database accepts them (https; never javascript:, data: or http:): an
  // image that is not one is left out with a warning, and the record is imported without it.
  const images: string[] = [];
  for (const image of cleanList(record.images)) {
    const address = /^[a-z][a-z0-9+.-]*:|^\/\//i.test(image) ? image : `${base}/${image.replace(/^\/+/, '')}`;
    if (!HTTPS_ADDRESS.test(address) || address.length > MAX_IMAGE_LENGTH)
      warnings.push(`images: "${image.slice(0, 100)}" dropped (not an https address)`);
    else if (images.length >= MAX_IMAGES)
      warnings.push(`images: "${image.slice(0, 100)}" dropped (over ${MAX_IMAGES})`);
    else images.push(address);
  }
  const row: ExerciseImportRow = {
    slug: exerciseSlug(record.id),
    name: record.name.trim().replace(/\s+/g, ' '),
    instructions: cleanList(record.instructions),
    muscle_groups: primary,
    secondary_muscles: secondary,
    equipment: optionalTerm('equipment', record.equipment, EQUIPMENT_NAMES, 'other'),
    category: optionalTerm('category', record.category, CATEGORY_NAMES, 'strength') ?? 'strength',
    level,
    mechanic: optionalTerm('mechanic', record.mechanic, MECHANIC_NAMES, null),
    force: optionalTerm('force', record.force, FORCE_NAMES, null),
    images,
    aliases: datasetAliases(record.id),
    source: DATASET_SOURCE,
    source_ref: record.id,
  };
  return { ok: true, row, warnings };
}

/**
 * Maps a parsed dataset file. Every record is either a row or an entry in `invalid`; a record
 * that repeats an earlier id (or whose slug collides with an earlier one) is invalid too, so the
 * rows can be written without conflicting with each other.
 */
export function parseExerciseDataset(input: unknown, options: MapOptions = {}): ParsedDataset {
  if (!Array.isArray(input)) {
    throw new DatasetFormatError(
      `Expected a JSON array of exercise records, got ${input === null ? 'null' : typeof input}.`,
    );
  }
  const rows: ExerciseImportRow[] = [];
  const invalid: InvalidRecord[] = [];
  const warnings: DatasetWarning[] = [];
  const seenIds = new Map<string, number>();
  const seenSlugs = new Map<string, number>();

  input.forEach((raw: unknown, index) => {
    const result = mapExerciseRecord(raw, options);
    if (!result.ok) {
      invalid.push({ index, id: result.id, reason: result.reason });
      return;
    }
    const { row } = result;
    const sameId = seenIds.get(row.source_ref);
    if (sameId !== undefined) {
      invalid.push({ index, id: row.source_ref, reason: `id: duplicate of record ${sameId}` });
      return;
    }
    const sameSlug = seenSlugs.get(row.slug);
    if (sameSlug !== undefined) {
      invalid.push({ index, id: row.source_ref, reason: `id: slug "${row.slug}" collides with record ${sameSlug}` });
      return;
    }
    seenIds.set(row.source_ref, index);
    seenSlugs.set(row.slug, index);
    rows.push(row);
    for (const message of result.warnings) warnings.push({ index, id: row.source_ref, message });
  });

  return { rows, invalid, warnings };
}
