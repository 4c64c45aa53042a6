import { addDays, instantOf, todayIn, type LocalDate } from '@/lib/zoned-time';

export const ADJUST_MAX = 1000;
export const NOTE_MAX = 500;

export interface AdjustDraft {
  categoryId: string;
  direction: 'add' | 'remove';
  count: string;
  note: string;
  /** A local date in the studio's zone, or '' for never. Only an addition has one. */
  expiresOn: LocalDate | '';
}

export type AdjustErrors = Partial<Record<'categoryId' | 'count' | 'note' | 'expiresOn', string>>;

export type AdjustParsed =
  | { ok: true; value: { categoryId: string; delta: number; note: string; expiresAt: string | null } }
  | { ok: false; errors: AdjustErrors };

/**
 * Checks an adjustment before it is sent, as adjust_credits will: a category, a whole number of
 * credits (1..1000), a note (1..500 characters, the reason shown in the ledger), and for an
 * addition an optional expiry date no earlier than today; it expires at the end of that day in the
 * studio's zone. What the database still refuses (taking more than the client has) comes back as
 * its own words.
 */
export function parseAdjustment(draft: AdjustDraft, timeZone: string, now = Date.now()): AdjustParsed {
  const errors: AdjustErrors = {};
  if (!draft.categoryId) errors.categoryId = 'Choose a category.';
  const count = /^\d+$/.test(draft.count.trim()) ? Number(draft.count.trim()) : NaN;
  if (!(count >= 1 && count <= ADJUST_MAX)) errors.count = `Enter a whole number from 1 to ${ADJUST_MAX}.`;
  const note = draft.note.trim();
  if (!note) errors.note = 'Write a note: it says why in the ledger.';
  else if (note.length > NOTE_MAX) errors.note = `At most ${NOTE_MAX} characters.`;
  let expiresAt: string | null = null;
  if (draft.direction === 'add' && draft.expiresOn) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.expiresOn)) errors.expiresOn = 'Enter a date.';
    else if (draft.expiresOn < todayIn(timeZone, now)) errors.expiresOn = 'The expiry date cannot be in the past.';
    else expiresAt = new Date(instantOf(addDays(draft.expiresOn, 1), 0, timeZone)).toISOString();
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: { categoryId: draft.categoryId, delta: draft.direction === 'add' ? count : -count, note, expiresAt },
  };
}
