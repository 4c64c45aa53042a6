/**
 * Imports a free-exercise-db style dataset (a JSON array of exercise records) into the library.
 *
 *   npm run import:exercises -- <file> [--image-base-url <url>]
 *
 * Each record's images are stored as addresses (default: where free-exercise-db publishes them,
 * FREE_EXERCISE_DB_IMAGE_BASE; --image-base-url for a copy hosted elsewhere): nothing is downloaded.
 *
 * Target: SUPABASE_URL + SUPABASE_SERVICE_ROLE_KEY when both are set (a hosted project);
 * otherwise the local dev server (`npm run dev`, http://localhost:5173, or LIFTWISE_DEV_URL) with
 * the secret key it keeps in supabase/.temp/local-secrets.json.
 *
 * Exit code 1 only for a fatal error (unreadable file, not a JSON array, server unreachable or
 * key rejected). Invalid records are listed and skipped; the rest are imported (exit code 0).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import type { Database } from '../src/lib/database.types';
import { DATASET_SOURCE, DatasetFormatError, parseExerciseDataset, type ParsedDataset } from './lib/exercise-dataset';
import { importExercises, ImportError, type ImportSummary } from './lib/import-exercises';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOCAL_SECRETS = path.join(REPO_ROOT, 'supabase', '.temp', 'local-secrets.json');
const LOCAL_URL = 'http://localhost:5173';
const USAGE = 'Usage: npm run import:exercises -- <file.json> [--image-base-url <url>]';

/** A problem that stops the import: printed without a stack trace, exit code 1. */
class FatalError extends Error {
  override name = 'FatalError';
}

interface Target {
  url: string;
  key: string;
  description: string;
  local: boolean;
}

interface Args {
  file: string;
  imageBaseUrl?: string;
}

function parseArgs(argv: readonly string[]): Args {
  let file: string | undefined;
  let imageBaseUrl: string | undefined;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else if (arg === '--image-base-url') {
      imageBaseUrl = argv[index + 1];
      index += 1;
      if (!imageBaseUrl) throw new FatalError(`--image-base-url needs a value.\n${USAGE}`);
    } else if (arg.startsWith('--image-base-url=')) {
      imageBaseUrl = arg.slice('--image-base-url='.length);
    } else if (arg.startsWith('-')) {
      throw new FatalError(`Unknown option ${arg}.\n${USAGE}`);
    } else if (file) {
      throw new FatalError(`Only one file at a time.\n${USAGE}`);
    } else {
      file = arg;
    }
  }
  if (!file) throw new FatalError(USAGE);
  return { file, imageBaseUrl };
}

function readDataset(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new FatalError(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new FatalError(`${file} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function resolveTarget(): Target {
  const url = process.env.SUPABASE_URL;
  const key = process.env.SUPABASE_SERVICE_ROLE_KEY;
  if (url || key) {
    if (!url || !key)
      throw new FatalError(
        'Set both SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY to import into a hosted project (or neither for the local dev server).',
      );
    return { url, key, description: url, local: false };
  }
  const localUrl = process.env.LIFTWISE_DEV_URL ?? LOCAL_URL;
  if (!existsSync(LOCAL_SECRETS)) {
    throw new FatalError(
      `No local secret key: ${path.relative(process.cwd(), LOCAL_SECRETS)} is missing. Start the dev server once with \`npm run dev\` ` +
        '(it creates the file), or set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY for a hosted project.',
    );
  }
  let secretKey: unknown;
  try {
    secretKey = (JSON.parse(readFileSync(LOCAL_SECRETS, 'utf8')) as { secretKey?: unknown }).secretKey;
  } catch (error) {
    throw new FatalError(`Cannot read ${LOCAL_SECRETS}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (typeof secretKey !== 'string' || !secretKey) throw new FatalError(`${LOCAL_SECRETS} has no secretKey.`);
  return { url: localUrl, key: secretKey, description: `local dev server ${localUrl}`, local: true };
}

/** 'fetch failed (ECONNREFUSED)' rather than just 'fetch failed'. */
function describeFetchError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause: unknown = error.cause;
  const detail =
    typeof cause === 'object' && cause !== null && 'code' in cause
      ? String(cause.code)
      : cause instanceof Error
        ? cause.message
        : '';
  return detail ? `${error.message} (${detail})` : error.message;
}

/** Fails fast, with a useful message, when the server is down or refuses the key. */
async function checkReachable(target: Target): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${target.url.replace(/\/+$/, '')}/rest/v1/exercises?select=id&limit=1`, {
      headers: { apikey: target.key, Authorization: `Bearer ${target.key}` },
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    const hint = target.local ? ' Is the dev server running (`npm run dev`)?' : '';
    throw new FatalError(`Cannot reach ${target.description}: ${describeFetchError(error)}.${hint}`);
  }
  if (response.status === 401 || response.status === 403) {
    const hint = target.local
      ? ' The dev server may be using other secrets (LIFTWISE_DB_DIR=memory:// does not use supabase/.temp/local-secrets.json); restart it with the default database.'
      : ' Check SUPABASE_SERVICE_ROLE_KEY.';
    throw new FatalError(`${target.description} rejected the service key (HTTP ${response.status}).${hint}`);
  }
  if (!response.ok) {
    const body = (await response.text()).slice(0, 300);
    const hint =
      target.local && response.status === 404
        ? ' Is that the Liftwise dev server (Vite may have picked another port; set LIFTWISE_DEV_URL)?'
        : '';
    throw new FatalError(
      `${target.description} answered HTTP ${response.status} for the exercises table: ${body}${hint}`,
    );
  }
}

function printSummary(file: string, target: Target, summary: ImportSummary, total: number): void {
  const line = (label: string, count: number, note = '') =>
    console.log(`  ${label.padEnd(11)}${String(count).padStart(6)}${note ? `  ${note}` : ''}`);
  console.log(`\nImported ${total} records from ${file} into ${target.description} (source '${DATASET_SOURCE}'):`);
  line('inserted', summary.inserted);
  line('updated', summary.updated);
  line('unchanged', summary.unchanged);
  line(
    'duplicates',
    summary.duplicates,
    summary.duplicates ? 'skipped: name already in the library from another source' : '',
  );
  line('invalid', summary.invalid, summary.invalid ? 'skipped: see below' : '');
  if (summary.failed) line('failed', summary.failed, 'rejected by the database: see below');
  if (summary.droppedAliases.length)
    line('aliases', summary.droppedAliases.length, 'left out: another exercise already has that name or alias');
}

function parseOrFatal(args: Args, raw: unknown): ParsedDataset {
  try {
    return parseExerciseDataset(raw, { imageBaseUrl: args.imageBaseUrl });
  } catch (error) {
    if (error instanceof DatasetFormatError) throw new FatalError(`${args.file}: ${error.message}`);
    throw error;
  }
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const raw = readDataset(args.file);
  const parsed = parseOrFatal(args, raw);

  const target = resolveTarget();
  await checkReachable(target);
  const client = createClient<Database>(target.url, target.key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
  });

  let summary: ImportSummary;
  try {
    summary = await importExercises(client, parsed.rows, { invalid: parsed.invalid.length });
  } catch (error) {
    if (error instanceof ImportError) throw new FatalError(error.message);
    throw error;
  }

  const total = Array.isArray(raw) ? raw.length : 0;
  printSummary(args.file, target, summary, total);

  if (summary.duplicateRecords.length) {
    console.log('\nDuplicates (not imported):');
    for (const duplicate of summary.duplicateRecords)
      console.log(`  ${duplicate.sourceRef}: "${duplicate.name}" (already in ${duplicate.existingSource})`);
  }
  if (summary.droppedAliases.length) {
    console.log('\nAliases left out (the exercise is imported without them):');
    for (const dropped of summary.droppedAliases)
      console.log(`  ${dropped.sourceRef}: "${dropped.alias}" (already used by "${dropped.takenBy}")`);
  }
  if (parsed.warnings.length) {
    console.log('\nMapped with warnings:');
    for (const warning of parsed.warnings) console.log(`  #${warning.index} ${warning.id}: ${warning.message}`);
  }
  if (parsed.invalid.length) {
    console.warn(`\nWarning: ${parsed.invalid.length} invalid record(s) were skipped:`);
    for (const record of parsed.invalid) console.warn(`  #${record.index} ${record.id ?? '(no id)'}: ${record.reason}`);
  }
  if (summary.failedRecords.length) {
    console.warn(`\nWarning: the database rejected ${summary.failedRecords.length} record(s):`);
    for (const record of summary.failedRecords) console.warn(`  ${record.sourceRef}: ${record.reason}`);
  }
}

main().catch((error: unknown) => {
  if (error instanceof FatalError) console.error(`import:exercises: ${error.message}`);
  else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
