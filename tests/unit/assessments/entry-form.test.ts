import { describe, expect, it } from 'vitest';
import { checkReportFile, draftFrom, emptyDraft, validateEntry } from '@/features/assessments/lib/entry-form';
import { MARKERS } from '@/features/assessments/lib/markers';

const now = new Date('2026-11-20T12:00:00');
type Extra = Partial<{ measuredOn: string; notes: string; labRanges: Record<string, { low: string; high: string }> }>;
const draft = (values: Record<string, string>, extra: Extra = {}) => ({
  measuredOn: '2026-11-18',
  notes: '',
  values,
  labRanges: {},
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
      entry: { measuredOn: '2026-11-18', notes: null, data: { weightKg: 72.4, bodyFatPercent: 18 }, labRanges: {} },
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

  it("keeps the lab's own range, one-sided or both ends, with a decimal comma", () => {
    const result = validateEntry(
      MARKERS.blood_test,
      draft(
        { ferritinUgL: '22', vitaminDNmolL: '40', crpMgL: '2' },
        {
          labRanges: {
            ferritinUgL: { low: '13', high: '150' },
            vitaminDNmolL: { low: '75', high: '' },
            crpMgL: { low: ' ', high: '' }, // both empty: no lab range
          },
        },
      ),
      now,
    );
    expect(result.ok && result.entry.labRanges).toEqual({ ferritinUgL: [13, 150], vitaminDNmolL: [75, null] });
  });

  it('refuses a lab range that is reversed, outside the span, not a number, or without its result', () => {
    const result = validateEntry(
      MARKERS.blood_test,
      draft(
        { ferritinUgL: '22', glucoseMmolL: '5', hdlMmolL: '1.4' },
        {
          labRanges: {
            ferritinUgL: { low: '150', high: '13' },
            glucoseMmolL: { low: '3,9', high: '99' },
            hdlMmolL: { low: 'one', high: '' },
            crpMgL: { low: '0', high: '5' },
          },
        },
      ),
      now,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors['ferritinUgL.labRange']).toBe(
      'The lab range for Ferritin: the low end must be below the high end.',
    );
    expect(result.errors['glucoseMmolL.labRange']).toBe(
      'The lab range for Fasting glucose must lie between 0.5 and 50 mmol/L.',
    );
    expect(result.errors['hdlMmolL.labRange']).toBe('The lab range for HDL cholesterol must be numbers.');
    expect(result.errors['crpMgL.labRange']).toBe('Enter the CRP result the lab range belongs to.');
  });

  it('needs at least one value or a note', () => {
    const empty = validateEntry(MARKERS.blood_test, draft({}), now);
    expect(!empty.ok && empty.errors.form).toBe('Enter at least one value.');
    const noteOnly = validateEntry(MARKERS.blood_test, draft({}, { notes: 'Report attached' }), now);
    expect(noteOnly.ok && noteOnly.entry.notes).toBe('Report attached');
  });

  it('round-trips a stored record for editing', () => {
    const back = draftFrom('2026-10-01', null, { weightKg: 70.5 });
    expect(back).toEqual({ measuredOn: '2026-10-01', notes: '', values: { weightKg: '70.5' }, labRanges: {} });
    const withLab = draftFrom('2026-10-01', null, { ferritinUgL: 22 }, { ferritinUgL: [null, 120] });
    expect(withLab.labRanges).toEqual({ ferritinUgL: { low: '', high: '120' } });
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
