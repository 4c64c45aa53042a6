import { describe, expect, it } from 'vitest';
import type { Assessment } from '@/features/assessments/api/types';
import { validateEntry, type EntryDraft } from '@/features/assessments/lib/entry-form';
import { MARKERS } from '@/features/assessments/lib/markers';
import {
  entryInKg,
  formValuesIn,
  isMassKey,
  markersIn,
  recordIn,
  showMass,
} from '@/features/assessments/lib/mass-units';
import { toKg } from '@/lib/units';

const scan = (values: Record<string, number>): Assessment => ({
  id: 's1',
  clientId: 'c1',
  type: 'body_scan',
  measuredOn: '2026-11-01',
  values,
  labRanges: {},
  notes: null,
  filePath: null,
  updatedAt: '2026-11-01T10:00:00Z',
});

const NOW = new Date('2026-11-20T12:00:00Z');
const draft = (values: Record<string, string>, notes = ''): EntryDraft => ({
  measuredOn: '2026-11-02',
  notes,
  values,
  labRanges: {},
});

describe("body-scan masses in the viewer's unit", () => {
  it('knows which markers are masses: every kg marker, and nothing else', () => {
    const masses = MARKERS.body_scan.filter((marker) => isMassKey(marker.key)).map((marker) => marker.key);
    expect(masses).toEqual([
      'weightKg',
      'leanMassKg',
      'fatMassKg',
      'skeletalMuscleKg',
      'leftArmLeanKg',
      'rightArmLeanKg',
      'trunkLeanKg',
      'leftLegLeanKg',
      'rightLegLeanKg',
    ]);
    expect(MARKERS.blood_test.some((marker) => isMassKey(marker.key))).toBe(false);
  });

  it('labels masses in lb and converts their span inwards, leaving other markers alone', () => {
    const lb = markersIn(MARKERS.body_scan, 'lb');
    const weight = lb.find((marker) => marker.key === 'weightKg')!;
    expect(weight.unit).toBe('lb');
    // 20–400 kg is 44.09–881.85 lb: 44.1–881.8, so every accepted figure is a stored value the database takes.
    expect(weight.limits).toEqual([44.1, 881.8]);
    expect(toKg(44.1, 'lb')).toBeGreaterThanOrEqual(20);
    expect(toKg(881.8, 'lb')).toBeLessThanOrEqual(400);
    expect(lb.find((marker) => marker.key === 'fatMassKg')!.limits).toEqual([1.2, 551.1]);
    expect(lb.find((marker) => marker.key === 'bodyFatPercent')).toBe(
      MARKERS.body_scan.find((marker) => marker.key === 'bodyFatPercent'),
    );
    expect(lb.find((marker) => marker.key === 'visceralFatLevel')!.unit).toBe('level');
    expect(markersIn(MARKERS.body_scan, 'kg')).toBe(MARKERS.body_scan);
  });

  it('shows stored masses to one decimal in either unit, percentages as stored', () => {
    expect(showMass(80, 'lb')).toBe(176.4);
    expect(showMass(80.014, 'kg')).toBe(80);
    expect(showMass(72.35, 'kg')).toBe(72.4);
    const shown = recordIn(scan({ weightKg: 80, bodyFatPercent: 18.25, leanMassKg: 65.4, bmrKcal: 1750 }), 'lb');
    expect(shown.values).toEqual({ weightKg: 176.4, bodyFatPercent: 18.25, leanMassKg: 144.2, bmrKcal: 1750 });
  });

  it('stores a scan typed in lb as kg to the gram, and reads it back as typed', () => {
    const markers = markersIn(MARKERS.body_scan, 'lb');
    const checked = validateEntry(
      markers,
      draft({ weightKg: '176.4', bodyFatPercent: '18.5', fatMassKg: '32.6' }),
      NOW,
    );
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    const stored = entryInKg(checked.entry, 'lb');
    expect(stored.data).toEqual({ weightKg: 80.014, bodyFatPercent: 18.5, fatMassKg: 14.787 });
    expect(recordIn(scan(stored.data), 'lb').values.weightKg).toBe(176.4);
    expect(recordIn(scan(stored.data), 'kg').values.weightKg).toBe(80);
  });

  it('refuses a pound figure outside the converted span, with the message in lb', () => {
    const result = validateEntry(markersIn(MARKERS.body_scan, 'lb'), draft({ weightKg: '900' }), NOW);
    expect(result).toEqual({ ok: false, errors: { weightKg: 'Weight must be between 44.1 and 881.8 lb.' } });
  });

  it('keeps untouched masses exactly when a scan is edited in lb', () => {
    const stored = { weightKg: 80.35, leanMassKg: 61.237, bodyFatPercent: 20 };
    const form = formValuesIn(stored, 'lb');
    expect(form).toEqual({ weightKg: 177.1, leanMassKg: 135, bodyFatPercent: 20 });
    const markers = markersIn(MARKERS.body_scan, 'lb');
    const text = Object.fromEntries(Object.entries(form).map(([key, value]) => [key, String(value)]));
    const edited = validateEntry(markers, draft({ ...text, leanMassKg: '136' }, 'retest'), NOW);
    if (!edited.ok) throw new Error('expected a valid entry');
    // Weight was left as shown: 80.35 kg stays, not 177.1 lb → 80.331 kg. Lean mass was retyped.
    expect(entryInKg(edited.entry, 'lb', stored).data).toEqual({
      weightKg: 80.35,
      leanMassKg: toKg(136, 'lb'),
      bodyFatPercent: 20,
    });
  });

  it('changes nothing for a kilogram viewer', () => {
    const stored = { weightKg: 72.3456 };
    expect(formValuesIn(stored, 'kg')).toEqual(stored);
    const entry = { measuredOn: '2026-11-02', notes: null, data: { weightKg: 72.3456 }, labRanges: {} };
    expect(entryInKg(entry, 'kg', stored)).toBe(entry);
  });
});
