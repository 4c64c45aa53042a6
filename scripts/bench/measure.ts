/** Timing helpers for the bench. The statistics are pure so they can be unit-tested. */

export interface Summary {
  runs: number;
  min: number;
  median: number;
  p95: number;
  max: number;
}

/**
 * The p-th percentile (0..100) of the samples, interpolating linearly between the two nearest
 * ranks (the same definition as numpy's default and Excel's PERCENTILE.INC), so small sample
 * counts still give a value between real observations rather than jumping to the maximum.
 */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) throw new Error('percentile of no samples');
  if (!(p >= 0 && p <= 100)) throw new Error(`percentile must be within 0..100, got ${p}`);
  if (samples.some((value) => !Number.isFinite(value))) throw new Error('percentile needs finite samples');
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const lower = Math.floor(rank);
  const upper = Math.ceil(rank);
  const low = sorted[lower]!;
  const high = sorted[upper]!;
  return low + (high - low) * (rank - lower);
}

export function median(samples: readonly number[]): number {
  return percentile(samples, 50);
}

export function p95(samples: readonly number[]): number {
  return percentile(samples, 95);
}

export function summarize(samples: readonly number[]): Summary {
  return {
    runs: samples.length,
    min: percentile(samples, 0),
    median: median(samples),
    p95: p95(samples),
    max: percentile(samples, 100),
  };
}

export interface RunPlan {
  /** Untimed runs first: caches, the plan cache and lite's schema cache warm up. */
  warmups: number;
  runs: number;
}

/** Runs `task` sequentially (the embedded database serves one query at a time anyway). */
export async function timeRuns(task: () => Promise<unknown>, plan: RunPlan): Promise<number[]> {
  for (let i = 0; i < plan.warmups; i += 1) await task();
  const samples: number[] = [];
  for (let i = 0; i < plan.runs; i += 1) {
    const started = performance.now();
    await task();
    samples.push(performance.now() - started);
  }
  return samples;
}

/** Fixed-width text table, right-aligning every column but the first. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

export function ms(value: number): string {
  return value.toFixed(value < 10 ? 2 : 1);
}
