import type { Marker } from './markers';

export type AssessmentValues = Readonly<Record<string, number>>;

export interface ComparedMarker {
  marker: Marker;
  before: number | undefined;
  after: number | undefined;
  /** after − before, rounded to the precision of the inputs; undefined unless both exist. */
  change: number | undefined;
}

function decimals(value: number): number {
  const text = String(value);
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** Two records side by side: every marker either holds, in catalogue order. */
export function compareAssessments(
  markers: readonly Marker[],
  before: AssessmentValues,
  after: AssessmentValues,
): ComparedMarker[] {
  return markers
    .filter((marker) => before[marker.key] !== undefined || after[marker.key] !== undefined)
    .map((marker) => {
      const a = before[marker.key];
      const b = after[marker.key];
      let change: number | undefined;
      if (a !== undefined && b !== undefined) {
        const places = Math.max(decimals(a), decimals(b));
        change = Number((b - a).toFixed(places));
      }
      return { marker, before: a, after: b, change };
    });
}

/** "+1.2", "−0.8", "0". */
export function formatChange(change: number | undefined): string {
  if (change === undefined) return '—';
  if (change > 0) return `+${change}`;
  if (change < 0) return `−${Math.abs(change)}`;
  return '0';
}
