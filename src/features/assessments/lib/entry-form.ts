import { z } from 'zod';
import type { Marker, Range } from './markers';
import type { LabRanges } from './ranges';

export const NOTES_MAX = 10000;
export const REPORT_MAX_BYTES = 10 * 1024 * 1024;
export const REPORT_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
] as const;

/** What the form holds: each marker as typed (text), the date, the notes. */
export interface EntryDraft {
  measuredOn: string;
  notes: string;
  values: Record<string, string>;
  /** The lab's own range for a marker, as typed (either end may be left empty). */
  labRanges: Record<string, { low: string; high: string }>;
}

export interface ValidEntry {
  measuredOn: string;
  notes: string | null;
  data: Record<string, number>;
  /** Sent as JSON: plain (mutable) pairs. */
  labRanges: Record<string, [number | null, number | null]>;
}

/** The error key of a marker's lab range in `EntryErrors`. */
export const labRangeKey = (markerKey: string) => `${markerKey}.labRange`;

type Parsed = { ok: true; value: number | null } | { ok: false };

function parseNumber(text: string): Parsed {
  const raw = text.trim().replace(',', '.');
  if (raw === '') return { ok: true, value: null };
  const value = Number(raw);
  return /^-?\d*\.?\d+$/.test(raw) && Number.isFinite(value) ? { ok: true, value } : { ok: false };
}

/**
 * A lab range as printed: numbers inside the marker's span, low below high, either end may be
 * empty ("< 5"). Returns the range, null when both ends are empty, or an error message.
 */
export function parseLabRange(
  marker: Marker,
  typed: { low: string; high: string } | undefined,
): { range: Range | null } | { error: string } {
  if (!typed) return { range: null };
  const low = parseNumber(typed.low);
  const high = parseNumber(typed.high);
  if (!low.ok || !high.ok) return { error: `The lab range for ${marker.label} must be numbers.` };
  if (low.value === null && high.value === null) return { range: null };
  const [min, max] = marker.limits;
  const outside = (value: number | null) => value !== null && (value < min || value > max);
  if (outside(low.value) || outside(high.value)) {
    return { error: `The lab range for ${marker.label} must lie between ${min} and ${max} ${marker.unit}.` };
  }
  if (low.value !== null && high.value !== null && low.value >= high.value) {
    return { error: `The lab range for ${marker.label}: the low end must be below the high end.` };
  }
  return { range: [low.value, high.value] };
}

export type EntryErrors = Partial<Record<string, string>>;

function todayIso(now: Date): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

const dateSchema = z.iso.date();

/**
 * Checks a draft against the catalogue: numbers only (a comma counts as a decimal point), inside
 * each marker's plausible span, a real date not in the future, and at least one value or a note.
 * Errors are keyed by marker key, or `measuredOn` / `notes` / `form`.
 */
export function validateEntry(
  markers: readonly Marker[],
  draft: EntryDraft,
  now: Date,
): { ok: true; entry: ValidEntry } | { ok: false; errors: EntryErrors } {
  const errors: EntryErrors = {};
  const data: Record<string, number> = {};
  const labRanges: ValidEntry['labRanges'] = {};
  for (const marker of markers) {
    const lab = parseLabRange(marker, draft.labRanges[marker.key]);
    if ('error' in lab) errors[labRangeKey(marker.key)] = lab.error;
    else if (lab.range) labRanges[marker.key] = [lab.range[0], lab.range[1]];
    const raw = (draft.values[marker.key] ?? '').trim().replace(',', '.');
    if (raw === '') continue;
    const value = Number(raw);
    if (!/^-?\d*\.?\d+$/.test(raw) || !Number.isFinite(value)) {
      errors[marker.key] = `${marker.label} must be a number.`;
    } else if (value < marker.limits[0] || value > marker.limits[1]) {
      errors[marker.key] =
        `${marker.label} must be between ${marker.limits[0]} and ${marker.limits[1]} ${marker.unit}.`;
    } else {
      data[marker.key] = value;
    }
  }
  for (const key of Object.keys(labRanges)) {
    const marker = markers.find((candidate) => candidate.key === key);
    if (marker && data[key] === undefined && !errors[key]) {
      errors[labRangeKey(key)] = `Enter the ${marker.label} result the lab range belongs to.`;
    }
  }
  if (!dateSchema.safeParse(draft.measuredOn).success) errors.measuredOn = 'Enter the date of the test.';
  else if (draft.measuredOn > todayIso(now)) errors.measuredOn = 'The date cannot be in the future.';
  else if (draft.measuredOn < '1900-01-01') errors.measuredOn = 'Enter the date of the test.';
  const notes = draft.notes.trim();
  if (notes.length > NOTES_MAX) errors.notes = `Notes can be at most ${NOTES_MAX} characters.`;
  if (Object.keys(errors).length === 0 && Object.keys(data).length === 0 && notes === '') {
    errors.form = 'Enter at least one value.';
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    entry: { measuredOn: draft.measuredOn, notes: notes === '' ? null : notes, data, labRanges },
  };
}

/** A stored record back into the form's text fields (for editing). */
export function draftFrom(
  measuredOn: string,
  notes: string | null,
  data: Record<string, number>,
  labRanges: LabRanges = {},
): EntryDraft {
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    measuredOn,
    notes: notes ?? '',
    values: Object.fromEntries(Object.entries(data).map(([key, value]) => [key, String(value)])),
    labRanges: Object.fromEntries(
      Object.entries(labRanges).map(([key, [low, high]]) => [key, { low: text(low), high: text(high) }]),
    ),
  };
}

export function emptyDraft(now: Date): EntryDraft {
  return { measuredOn: todayIso(now), notes: '', values: {}, labRanges: {} };
}

/** A lab report the bucket accepts: a PDF or an image, at most 10 MB. Returns an error message or null. */
export function checkReportFile(file: { type: string; size: number }): string | null {
  if (!(REPORT_TYPES as readonly string[]).includes(file.type)) return 'Attach the report as a PDF or an image.';
  if (file.size > REPORT_MAX_BYTES) return 'The report must be 10 MB or smaller.';
  if (file.size === 0) return 'The file is empty.';
  return null;
}
