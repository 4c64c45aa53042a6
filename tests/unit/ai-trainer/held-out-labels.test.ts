import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HELD_OUT_LABELS } from '../../../scripts/bench/matcher-heldout';
import { HELD_OUT_2_LABELS } from '../../../scripts/bench/matcher-heldout-2';

/** The matcher's held-out sets (npm run bench) must stay what docs/ai-trainer.md says they are. */
const DATASET = path.resolve(__dirname, '../../../../shared/data/free-exercise-db/exercises.json');
const folded = (name: string) => name.trim().toLowerCase();

describe.each([
  ['set 1', HELD_OUT_LABELS],
  ['set 2', HELD_OUT_2_LABELS],
])('held-out %s', (_title, labels) => {
  it('has at least 60 names with answers and 10 that must match nothing, each name once', () => {
    expect(labels.filter((label) => label.accept.length > 0).length).toBeGreaterThanOrEqual(60);
    expect(labels.filter((label) => label.accept.length === 0).length).toBeGreaterThanOrEqual(10);
    expect(new Set(labels.map((label) => folded(label.name))).size).toBe(labels.length);
  });

  // The dataset lives beside the repository (never copied in); a clone without it cannot check names.
  it.skipIf(!existsSync(DATASET))('accepts only names the dataset has', () => {
    const names = new Set((JSON.parse(readFileSync(DATASET, 'utf8')) as { name: string }[]).map((row) => row.name));
    expect(labels.flatMap((label) => label.accept.filter((name) => !names.has(name)))).toEqual([]);
  });
});

it('keeps the two sets apart: no name in both', () => {
  const first = new Set(HELD_OUT_LABELS.map((label) => folded(label.name)));
  expect(HELD_OUT_2_LABELS.filter((label) => first.has(folded(label.name))).map((l) => l.name)).toEqual([]);
});
