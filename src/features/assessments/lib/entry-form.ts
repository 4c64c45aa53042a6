import { z } from 'zod';
import type { Marker } from './markers';

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
}

export interface ValidEntry {
  measuredOn: string;
  notes: string | null;
  data: Record<string, number>;
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
  for (const marker of markers) {
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
  if (!dateSchema.safeParse(draft.measuredOn).success) errors.measuredOn = 'Enter the date of the test.';
  else if (draft.measuredOn > todayIso(now)) errors.measuredOn = 'The date cannot be in the future.';
  else if (draft.measuredOn < '1900-01-01') errors.measuredOn = 'Enter the date of the test.';
  const notes = draft.notes.trim();
  if (notes.length > NOTES_MAX) errors.notes = `Notes can be at most ${NOTES_MAX} characters.`;
  if (Object.keys(errors).length === 0 && Object.keys(data).length === 0 && notes === '') {
    errors.form = 'Enter at least one value.';
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, entry: { measuredOn: draft.measuredOn, notes: notes === '' ? null : notes, data } };
}

/** A stored record back into the form's text fields (for editing). */
export function draftFrom(measuredOn: string, notes: string | null, data: Record<string, number>): EntryDraft {
  return {
    measuredOn,
    notes: notes ?? '',
    values: Object.fromEntries(Object.entries(data).map(([key, value]) => [key, String(value)])),
  };
}

export function emptyDraft(now: Date): EntryDraft {
  return { measuredOn: todayIso(now), notes: '', values: {} };
}

/** A lab report the bucket accepts: a PDF or an image, at most 10 MB. Returns an error message or null. */
export function checkReportFile(file: { type: string; size: number }): string | null {
  if (!(REPORT_TYPES as readonly string[]).includes(file.type)) return 'Attach the report as a PDF or an image.';
  if (file.size > REPORT_MAX_BYTES) return 'The report must be 10 MB or smaller.';
  if (file.size === 0) return 'The file is empty.';
  return null;
}
