export type NumberKind = 'reps' | 'weight' | 'seconds' | 'rpe' | 'distance';

interface Rule {
  integer: boolean;
  min: number;
  max: number;
  step?: number;
  message: string;
}

/** The same limits as the workout_log_sets columns, so nothing typed is refused later by the server. */
export const NUMBER_RULES: Record<NumberKind, Rule> = {
  reps: { integer: true, min: 0, max: 1000, message: 'Reps must be a whole number from 0 to 1000.' },
  weight: { integer: false, min: 0, max: 9999.99, message: 'Weight must be a number from 0 to 9999 kg.' },
  seconds: { integer: true, min: 0, max: 86_400, message: 'Time must be whole seconds, up to 24 hours.' },
  rpe: { integer: false, min: 1, max: 10, step: 0.5, message: 'RPE must be from 1 to 10, in steps of 0.5.' },
  // Typed in km (or mi); the column holds up to 1,000,000 m, which 1000 km and 600 mi both stay under.
  distance: { integer: false, min: 0, max: 600, message: 'Distance must be a number from 0 to 600.' },
};

export type ParsedNumber = { ok: true; value: number | null } | { ok: false; message: string };

/** Reads what was typed: empty is "no value"; a comma works as a decimal point (European keyboards). */
export function parseNumberInput(text: string, kind: NumberKind): ParsedNumber {
  const rule = NUMBER_RULES[kind];
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return { ok: true, value: null };
  if (!/^\d*\.?\d*$/.test(trimmed) || trimmed === '.') return { ok: false, message: rule.message };
  const value = Number(trimmed);
  if (!Number.isFinite(value) || value < rule.min || value > rule.max) return { ok: false, message: rule.message };
  if (rule.integer && !Number.isInteger(value)) return { ok: false, message: rule.message };
  if (rule.step && Math.abs(value / rule.step - Math.round(value / rule.step)) > 1e-9)
    return { ok: false, message: rule.message };
  return { ok: true, value };
}

export function formatNumber(value: number | null): string {
  return value === null ? '' : String(value);
}

/** "100 kg × 5", "45 s", "× 8": a set as a short line. */
export function describeSet(set: {
  reps: number | null;
  weight: number | null;
  durationSeconds: number | null;
}): string {
  if (set.durationSeconds !== null && set.reps === null)
    return `${set.weight ? `${set.weight} kg × ` : ''}${set.durationSeconds} s`;
  if (set.reps === null && set.weight === null) return '—';
  if (set.weight === null || set.weight === 0) return `× ${set.reps ?? 0}`;
  return `${set.weight} × ${set.reps ?? 0}`;
}
