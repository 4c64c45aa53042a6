/**
 * Writes mapped dataset rows into public.exercises, idempotently.
 *
 * Rows are matched to the library by (source, source_ref). That unique index is partial
 * (`where source_ref is not null`), and Postgres only infers a partial index for ON CONFLICT when
 * the statement repeats its predicate, which PostgREST's `on_conflict` cannot do: an upsert on
 * (source, source_ref) fails with "no unique or exclusion constraint matching the ON CONFLICT
 * specification". So existing rows are looked up first; new ones are inserted and changed ones
 * are upserted on the primary key.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../src/lib/database.types';
import { IMPORTED_COLUMNS, type ExerciseImportRow, type ImportedColumn } from './exercise-dataset';

export const DEFAULT_BATCH_SIZE = 200;

export interface ImportOptions {
  /** Rows per request (default 200). */
  batchSize?: number;
  /** How many records the parser rejected, carried into the summary. */
  invalid?: number;
}

export interface DuplicateRecord {
  sourceRef: string;
  name: string;
  /** The source of the library exercise that already has this name. */
  existingSource: string;
}

export interface FailedRecord {
  sourceRef: string;
  reason: string;
}

export interface ImportSummary {
  /** New library exercises. */
  inserted: number;
  /** Exercises from an earlier import whose data changed. */
  updated: number;
  /** Exercises from an earlier import that already matched (not written again). */
  unchanged: number;
  /** Skipped: the name (case-insensitive) is taken by an exercise from another source, as its name or an alias. */
  duplicates: number;
  /** Rejected by the parser. */
  invalid: number;
  /** Rejected by the database (e.g. a slug already used by another exercise). */
  failed: number;
  duplicateRecords: DuplicateRecord[];
  failedRecords: FailedRecord[];
  /** Dataset aliases left out because another exercise already has that name or alias. */
  droppedAliases: DroppedAlias[];
}

export interface DroppedAlias {
  sourceRef: string;
  alias: string;
  /** The name of the exercise that has it (as its name or an alias). */
  takenBy: string;
}

/** Thrown when the library cannot be read or written at all (wrong key, server down). */
export class ImportError extends Error {
  override name = 'ImportError';
}

type LibraryClient = SupabaseClient<Database>;
type ExistingRow = Pick<Database['public']['Tables']['exercises']['Row'], ImportedColumn | 'id'>;

/** id plus IMPORTED_COLUMNS, spelled out so supabase-js can type the result. */
const SELECT_IMPORTED =
  'id, slug, name, instructions, muscle_groups, secondary_muscles, equipment, category, level, mechanic, force, images, aliases, source, source_ref';
const PAGE_SIZE = 1000;

const nameKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');
const refKey = (source: string, sourceRef: string) => `${source}\u0000${sourceRef}`;

/** Reads every page of a query (PostgREST caps each response at its max_rows). */
async function readAll<T>(
  page: (from: number, to: number) => PromiseLike<{ data: T[] | null; error: { message: string } | null }>,
): Promise<T[]> {
  const rows: T[] = [];
  for (;;) {
    const { data, error } = await page(rows.length, rows.length + PAGE_SIZE - 1);
    if (error) throw new ImportError(`Reading the exercise library failed: ${error.message}`);
    if (!data || data.length === 0) return rows;
    rows.push(...data);
  }
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => item === b[index]);
  return a === b;
}

function unchanged(existing: ExistingRow, row: ExerciseImportRow): boolean {
  return IMPORTED_COLUMNS.every((column) => sameValue(existing[column], row[column]));
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/**
 * Writes a batch; when the database rejects it, retries row by row so one bad row (a taken slug,
 * say) costs only itself. Returns how many rows were written.
 */
async function writeBatches<T extends { source_ref: string }>(
  rows: readonly T[],
  batchSize: number,
  write: (batch: T[]) => PromiseLike<{ error: { message: string } | null }>,
  failed: FailedRecord[],
): Promise<number> {
  let written = 0;
  for (const batch of chunks(rows, batchSize)) {
    const { error } = await write(batch);
    if (!error) {
      written += batch.length;
      continue;
    }
    if (batch.length === 1) {
      failed.push({ sourceRef: batch[0]!.source_ref, reason: error.message });
      continue;
    }
    for (const row of batch) {
      const single = await write([row]);
      if (single.error) failed.push({ sourceRef: row.source_ref, reason: single.error.message });
      else written += 1;
    }
  }
  return written;
}

interface LibraryName {
  id: string;
  name: string;
  source: string;
}

/**
 * Decides each row's aliases: the dataset's, less any that another exercise already uses as its
 * name or alias (in the library, or among the rows being imported: their names, then the aliases
 * handed out to earlier rows), merged after the aliases the exercise already has, so an alias
 * staff added to an imported exercise survives a re-import. The database would refuse a taken
 * alias and with it the whole row; here only the alias is left out, and reported.
 */
function aliasResolver(rows: readonly ExerciseImportRow[], namesByKey: ReadonlyMap<string, LibraryName[]>) {
  const incomingNames = new Map<string, string>();
  for (const row of rows)
    if (!incomingNames.has(nameKey(row.name))) incomingNames.set(nameKey(row.name), row.source_ref);
  const handedOut = new Map<string, { sourceRef: string; name: string }>();

  return (row: ExerciseImportRow, current: ExistingRow | undefined, dropped: DroppedAlias[]): ExerciseImportRow => {
    const merged = [...(current?.aliases ?? [])];
    const keys = new Set([nameKey(row.name), ...merged.map(nameKey)]);
    for (const alias of row.aliases) {
      const key = nameKey(alias);
      if (keys.has(key)) continue;
      const inLibrary = namesByKey.get(key)?.find((item) => item.id !== current?.id);
      const namedRow = incomingNames.get(key);
      const earlier = handedOut.get(key);
      const takenBy =
        inLibrary?.name ??
        (namedRow !== undefined && namedRow !== row.source_ref ? alias : undefined) ??
        (earlier && earlier.sourceRef !== row.source_ref ? earlier.name : undefined);
      if (takenBy !== undefined) {
        dropped.push({ sourceRef: row.source_ref, alias, takenBy });
        continue;
      }
      keys.add(key);
      merged.push(alias.trim());
      handedOut.set(key, { sourceRef: row.source_ref, name: row.name });
    }
    return { ...row, aliases: merged };
  };
}

/**
 * Imports rows into the library. Run it again with the same rows and nothing is inserted or
 * written; with changed rows, only those are updated. Needs a service-role client (the library
 * is staff-only under RLS).
 */
export async function importExercises(
  client: LibraryClient,
  rows: readonly ExerciseImportRow[],
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const batchSize = Math.max(1, options.batchSize ?? DEFAULT_BATCH_SIZE);
  const sources = [...new Set(rows.map((row) => row.source))];

  const library = await readAll((from, to) =>
    client.from('exercises').select('id, name, aliases, source').order('id').range(from, to),
  );
  const existing = sources.length
    ? await readAll((from, to) =>
        client
          .from('exercises')
          .select(SELECT_IMPORTED)
          .in('source', sources)
          .not('source_ref', 'is', null)
          .order('id')
          .range(from, to),
      )
    : [];

  const namesByKey = new Map<string, LibraryName[]>();
  // An alias is taken like a name: the database refuses a name equal to another exercise's alias.
  for (const item of library) {
    for (const name of [item.name, ...item.aliases]) {
      const key = nameKey(name);
      namesByKey.set(key, [...(namesByKey.get(key) ?? []), item]);
    }
  }
  const existingByRef = new Map<string, ExistingRow>();
  for (const row of existing) if (row.source_ref !== null) existingByRef.set(refKey(row.source, row.source_ref), row);

  const toInsert: ExerciseImportRow[] = [];
  const toUpdate: (ExerciseImportRow & { id: string })[] = [];
  const duplicateRecords: DuplicateRecord[] = [];
  let unchangedCount = 0;

  const resolveAliases = aliasResolver(rows, namesByKey);
  const droppedAliases: DroppedAlias[] = [];

  for (const incoming of rows) {
    const current = existingByRef.get(refKey(incoming.source, incoming.source_ref));
    const row = resolveAliases(incoming, current, droppedAliases);
    if (current) {
      if (unchanged(current, row)) unchangedCount += 1;
      else toUpdate.push({ ...row, id: current.id });
      continue;
    }
    const taken = namesByKey.get(nameKey(row.name))?.find((item) => item.source !== row.source);
    if (taken) {
      duplicateRecords.push({ sourceRef: row.source_ref, name: row.name, existingSource: taken.source });
      continue;
    }
    toInsert.push(row);
  }

  const failedRecords: FailedRecord[] = [];
  const inserted = await writeBatches(
    toInsert,
    batchSize,
    (batch) => client.from('exercises').insert(batch),
    failedRecords,
  );
  const updated = await writeBatches(
    toUpdate,
    batchSize,
    (batch) => client.from('exercises').upsert(batch, { onConflict: 'id' }),
    failedRecords,
  );

  return {
    inserted,
    updated,
    unchanged: unchangedCount,
    duplicates: duplicateRecords.length,
    invalid: options.invalid ?? 0,
    failed: failedRecords.length,
    duplicateRecords,
    failedRecords,
    droppedAliases,
  };
}
