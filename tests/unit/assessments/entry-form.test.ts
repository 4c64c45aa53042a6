import { describe, expect, it } from 'vitest';
import { checkReportFile, draftFrom, emptyDraft, validateEntry } from '@/features/assessments/lib/entry-form';
import { MARKERS } from '@/features/assessments/lib/markers';

const now = new Date('2026-11-20T12:00:00');
const draft = (values: Record<string, string>, extra: Partial<{ measuredOn: string; notes: string }> = {}) => ({
  measuredOn: '2026-11-18',
  notes: '',
  values,
  ...extra,
});

describe('the assessment entry form', () => {
  it('turns typed values into numbers, accepting a decimal comma and skipping blanks', () => {
    const result = validateEntry(
      MARKERS.body_scan,
      draft({ weightKg: ' 72,4 ', bodyFatPercent: '18', leanMassKg: '' }),
      now,
    );
    expect(result).toEqual({
      ok: true,
      entry: { measuredOn: '2026-11-18', notes: null, data: { weightKg: 72.4, bodyFatPercent: 18 } },
    });
  });

  it('refuses text, values outside the plausible span, and says which field', () => {
    const result = validateEntry(
      MARKERS.body_scan,
      draft({ weightKg: '72kg', bodyFatPercent: '250', bmrKcal: '1e3' }),
      now,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.weightKg).toBe('Weight must be a number.');
    expect(result.errors.bodyFatPercent).toBe('Body fat must be between 2 and 75 %.');
    expect(result.errors.bmrKcal).toBe('Basal metabolic rate must be a number.');
  });

  it('refuses a future or missing date', () => {
    const future = validateEntry(MARKERS.body_scan, draft({ weightKg: '70' }, { measuredOn: '2026-11-21' }), now);
    expect(!future.ok && future.errors.measuredOn).toBe('The date cannot be in the future.');
    const missing = validateEntry(MARKERS.body_scan, draft({ weightKg: '70' }, { measuredOn: '' }), now);
    expect(!missing.ok && missing.errors.measuredOn).toBe('Enter the date of the test.');
    const today = validateEntry(MARKERS.body_scan, draft({ weightKg: '70' }, { measuredOn: '2026-11-20' }), now);
    expect(today.ok).toBe(true);
  });

  it('needs at least one value or a note', () => {
    const empty = validateEntry(MARKERS.blood_test, draft({}), now);
    expect(!empty.ok && empty.errors.form).toBe('Enter at least one value.');
    const noteOnly = validateEntry(MARKERS.blood_test, draft({}, { notes: 'Report attached' }), now);
    expect(noteOnly.ok && noteOnly.entry.notes).toBe('Report attached');
  });

  it('round-trips a stored record for editing', () => {
    const back = draftFrom('2026-10-01', null, { weightKg: 70.5 });
    expect(back).toEqual({ measuredOn: '2026-10-01', notes: '', values: { weightKg: '70.5' } });
    expect(emptyDraft(now).measuredOn).toBe('2026-11-20');
  });

  it('accepts a PDF or an image report up to 10 MB', () => {
    expect(checkReportFile({ type: 'application/pdf', size: 1000 })).toBeNull();
    expect(checkReportFile({ type: 'image/jpeg', size: 10 * 1024 * 1024 })).toBeNull();
    expect(checkReportFile({ type: 'image/jpeg', size: 10 * 1024 * 1024 + 1 })).toBe(
      'The report must be 10 MB or smaller.',
    );
    expect(checkReportFile({ type: 'application/zip', size: 1000 })).toBe('Attach the report as a PDF or an image.');
  });
});
