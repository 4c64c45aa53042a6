/**
 * The exercise matcher's evidence (part of `npm run bench`, or alone: `npx tsx scripts/bench/matcher-bench.ts`):
 * precision and recall on the labelled set against the project's seed library and against
 * free-exercise-db (read from ../shared/data beside the repository, never copied in; skipped with
 * a message when absent), and the time to match a workout's names on a 5,000-exercise library.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createExerciseMatcher, type LibraryExercise } from '../../src/features/ai-trainer/lib/match-exercises';
import { datasetAliases } from '../lib/free-exercise-db-aliases';
import { HELD_OUT_LABELS, type HeldOutLabel } from './matcher-heldout';
import { HELD_OUT_2_LABELS } from './matcher-heldout-2';
import { MATCHER_LABELS } from './matcher-labels';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// FREE_EXERCISE_DB points elsewhere (a worktree whose ../shared/data is not the shared one).
const FREE_DB = process.env.FREE_EXERCISE_DB ?? path.resolve(root, '../shared/data/free-exercise-db/exercises.json');

/** The seed's aliases: its `update ... set aliases` rows, `    ('slug', array['A', 'B']),`. */
function seedAliases(sql: string): Map<string, string[]> {
  const bySlug = new Map<string, string[]>();
  for (const line of sql.split('\n')) {
    const row = /^ {4}\('([^']+)', array\[(.*)\]\),?$/.exec(line);
    if (!row) continue;
    const aliases = [...(row[2] ?? '').matchAll(/'((?:[^']|'')+)'/g)].map((m) => (m[1] ?? '').replace(/''/g, "'"));
    bySlug.set(row[1] ?? '', aliases);
  }
  return bySlug;
}

function projectLibrary(): LibraryExercise[] {
  const sql = readFileSync(path.join(root, 'supabase/seeds/exercise-library.sql'), 'utf8');
  const aliases = seedAliases(sql);
  const rows = sql.split('\n').filter((line) => /^ {2}\('/.test(line));
  return rows.map((line) => {
    const slug = /^ {2}\('([^']+)'/.exec(line)?.[1] ?? '';
    const name = /^ {2}\('[^']+', '((?:[^']|'')+)'/.exec(line)?.[1] ?? '';
    const muscles = /array\[([^\]]*)\], array\[/.exec(line)?.[1] ?? '';
    const equipment =
      /, (?:'([^']*)'|null), '[^']*', '(?:beginner|intermediate|expert)', (?:'[a-z]+'|null), (?:'[a-z]+'|null)\)[,;]?\s*$/.exec(
        line,
      )?.[1];
    return {
      id: name,
      name: name.replace(/''/g, "'"),
      muscle_groups: muscles.split(',').map((m) => m.replace(/'/g, '').trim()),
      equipment: equipment ?? null,
      aliases: aliases.get(slug) ?? [],
    };
  });
}

function freeDbLibrary(withAliases: boolean): LibraryExercise[] | undefined {
  if (!existsSync(FREE_DB)) return undefined;
  const rows = JSON.parse(readFileSync(FREE_DB, 'utf8')) as {
    id: string;
    name: string;
    equipment: string | null;
    primaryMuscles: string[];
  }[];
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    equipment: row.equipment,
    muscle_groups: row.primaryMuscles,
    // As the importer writes them (scripts/lib/free-exercise-db-aliases.ts; none clash within the dataset).
    aliases: withAliases ? datasetAliases(row.id) : [],
  }));
}

interface Score {
  correct: number;
  wrong: string[];
  missed: string[];
  matched: number;
  expected: number;
  total: number;
}

function evaluate(
  library: LibraryExercise[],
  expectation: (label: (typeof MATCHER_LABELS)[number]) => string | null | undefined,
): Score {
  const matcher = createExerciseMatcher(library);
  const score: Score = { correct: 0, wrong: [], missed: [], matched: 0, expected: 0, total: 0 };
  for (const label of MATCHER_LABELS) {
    const expected = expectation(label);
    if (expected === undefined) continue;
    score.total += 1;
    const found = matcher.match(label.name)?.exercise.name ?? null;
    if (found) score.matched += 1;
    if (expected) score.expected += 1;
    if (found === expected) score.correct += 1;
    else if (found) score.wrong.push(`${label.name} -> ${found} (expected ${expected ?? 'no match'})`);
    else score.missed.push(`${label.name} (expected ${expected})`);
  }
  return score;
}

function report(title: string, score: Score): void {
  const rightMatches = score.matched - score.wrong.length;
  const precision = score.matched ? rightMatches / score.matched : 1;
  const recall = score.expected ? rightMatches / score.expected : 1;
  console.log(
    `${title}: ${score.total} labelled names, ${score.correct} answered correctly (${pct(score.correct / score.total)}), ` +
      `precision ${pct(precision)}, recall ${pct(recall)}, wrong matches ${score.wrong.length}`,
  );
  for (const line of score.wrong) console.log(`  WRONG  ${line}`);
  for (const line of score.missed) console.log(`  missed ${line}`);
}

/** A held-out set: right (an accepted answer, or nothing when nothing is accepted), wrong, missed. */
function reportHeldOut(library: LibraryExercise[], labels: HeldOutLabel[], title: string): void {
  const matcher = createExerciseMatcher(library);
  let right = 0;
  const wrong: string[] = [];
  const missed: string[] = [];
  for (const label of labels) {
    const found = matcher.match(label.name)?.exercise.name ?? null;
    if (found === null ? label.accept.length === 0 : label.accept.includes(found)) right += 1;
    else if (found) wrong.push(`${label.name} -> ${found} (expected ${label.accept.join(' or ') || 'no match'})`);
    else missed.push(`${label.name} (expected ${label.accept.join(' or ')})`);
  }
  const none = labels.filter((label) => label.accept.length === 0).length;
  console.log(
    `${title}: ${labels.length} names (${none} must match nothing): ` +
      `right ${right} (${pct(right / labels.length)}), wrong ${wrong.length}, missed ${missed.length}`,
  );
  for (const line of wrong) console.log(`  WRONG  ${line}`);
  for (const line of missed) console.log(`  missed ${line}`);
}

const pct = (value: number) => `${(value * 100).toFixed(1)}%`;

/** 5,000 exercises: the real names plus plausible variants of them ("Tempo ...", "... (Banded)"). */
function scaledLibrary(base: LibraryExercise[], size: number): LibraryExercise[] {
  const prefixes = ['Tempo', 'Isometric', 'Eccentric', 'Partial', 'Half-Kneeling', 'Pulse', 'Chains', 'Heavy', 'Light'];
  const library = [...base];
  for (let round = 0; library.length < size; round += 1) {
    for (const exercise of base) {
      if (library.length >= size) break;
      const prefix = prefixes[round % prefixes.length] ?? 'Tempo';
      library.push({ ...exercise, id: `${exercise.id}-${round}`, name: `${prefix} ${exercise.name} ${round + 1}` });
    }
  }
  return library;
}

function timeWorkouts(library: LibraryExercise[]): void {
  const started = performance.now();
  const matcher = createExerciseMatcher(library);
  const indexMs = performance.now() - started;
  const names = MATCHER_LABELS.map((label) => label.name);
  const workouts = 500;
  const perWorkout = 8;
  const runStarted = performance.now();
  let matched = 0;
  for (let w = 0; w < workouts; w += 1) {
    for (let i = 0; i < perWorkout; i += 1)
      if (matcher.match(names[(w * perWorkout + i) % names.length] ?? '')) matched += 1;
  }
  const perWorkoutMs = (performance.now() - runStarted) / workouts;
  console.log(
    `Timing on ${library.length} exercises: index built in ${indexMs.toFixed(1)} ms once per generation, ` +
      `${perWorkoutMs.toFixed(3)} ms per workout of ${perWorkout} names (${workouts} workouts, ${matched} matches)`,
  );
}

const project = projectLibrary();
console.log('Exercise matcher (src/features/ai-trainer/lib/match-exercises.ts)');
report(
  `Tuned set on the project library (${project.length} exercises)`,
  evaluate(project, (label) => label.project),
);
const freeDb = freeDbLibrary(true);
const freeDbBare = freeDbLibrary(false);
if (freeDb && freeDbBare) {
  // The first set judges the matcher on a library without aliases (its honest figure); the second,
  // written after the alias list and without opening it, judges the alias list (both ways shown).
  reportHeldOut(
    freeDbBare,
    HELD_OUT_LABELS,
    'Held-out set 1, never tuned on (scripts/bench/matcher-heldout.ts), free-exercise-db without aliases',
  );
  reportHeldOut(
    freeDbBare,
    HELD_OUT_2_LABELS,
    'Held-out set 2, never tuned on (scripts/bench/matcher-heldout-2.ts), free-exercise-db without aliases',
  );
  reportHeldOut(
    freeDb,
    HELD_OUT_2_LABELS,
    "Held-out set 2, free-exercise-db with the importer's aliases (scripts/lib/free-exercise-db-aliases.ts)",
  );
  report(
    `Tuned set on free-exercise-db (${freeDb.length} exercises)`,
    evaluate(freeDb, (label) => label.freeDb),
  );
  timeWorkouts(scaledLibrary([...project, ...freeDb], 5000));
} else {
  console.log(
    `free-exercise-db not found at ${path.relative(root, FREE_DB)}: skipping its scores; timing on the project library scaled up.`,
  );
  timeWorkouts(scaledLibrary(project, 5000));
}
