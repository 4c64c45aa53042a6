/**
 * Axis maths for the progress charts, kept out of the components so it can be tested: recharts
 * gives the y axis a fixed width and drops x labels that collide, which clipped "10.5k" to ".5k"
 * and left a week unlabelled. The charts size the y axis to its longest label and choose their own
 * x labels, evenly spaced and always including the latest point.
 */

/** Axis labels use 12 px text; an average digit or letter is about 0.58 of that wide. */
export const AXIS_FONT_SIZE = 12;
const CHAR_WIDTH = AXIS_FONT_SIZE * 0.58;
/** Room between two x labels, and between a y label and the plot. */
const LABEL_GAP = 8;

/** 950 → "950", 10500 → "10.5k", 14000 → "14k". */
export function compactNumber(value: number): string {
  if (Math.abs(value) < 1000) return `${Math.round(value * 10) / 10}`;
  return `${Number((value / 1000).toFixed(1))}k`;
}

/**
 * Round steps (1, 2, 2.5, 5 × 10ⁿ) from 0 to just above `max`, about `target` of them; whole
 * numbers only when `integers` (sessions are counted, not measured).
 */
export function niceTicks(max: number, { target = 4, integers = false } = {}): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / target;
  const power = 10 ** Math.floor(Math.log10(rough));
  const factors = integers ? [1, 2, 5, 10] : [1, 2, 2.5, 5, 10];
  const nice = factors.map((factor) => factor * power).find((candidate) => candidate >= rough) ?? rough;
  const step = integers ? Math.max(1, Math.round(nice)) : nice;
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: Math.round(top / step) + 1 }, (_, index) => Number((index * step).toFixed(6)));
}

/** How wide a label is drawn, in pixels (an estimate: no layout is needed to size the axis). */
export function labelWidth(label: string): number {
  return Math.ceil(label.length * CHAR_WIDTH);
}

/** Width for a y axis holding these labels, so none is clipped. */
export function yAxisWidth(labels: readonly string[]): number {
  return Math.max(24, ...labels.map(labelWidth)) + LABEL_GAP;
}

/**
 * The x labels to draw when `labels` share `plotWidth` pixels: every label when they fit, else
 * every n-th counted back from the last, so the latest week or session is always labelled and
 * the gaps are even. An unknown width (0, before the first layout) keeps only the last label.
 */
export function evenTicksFromEnd<T extends string>(labels: readonly T[], plotWidth: number): T[] {
  if (labels.length === 0) return [];
  const widest = Math.max(...labels.map(labelWidth)) + LABEL_GAP;
  const slot = plotWidth / labels.length;
  const every = slot > 0 ? Math.max(1, Math.ceil(widest / slot)) : labels.length;
  const last = labels.length - 1;
  return labels.filter((_, index) => (last - index) % every === 0);
}
