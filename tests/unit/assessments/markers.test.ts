import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ASSESSMENT_TYPES, MARKERS, databaseLimits } from '@/features/assessments/lib/markers';
import { isSexSpecific, rangeFor } from '@/features/assessments/lib/ranges';

const MIGRATION = 'supabase/migrations/20260101000600_progress_and_assessments.sql';

function limitsInMigration(): unknown {
  const sql = readFileSync(MIGRATION, 'utf8');
  const match = /select '(\{[\s\S]*?\})'::jsonb;/.exec(sql);
  if (!match) throw new Error('limits literal not found');
  return JSON.parse(match[1]!);
}

describe('the marker catalogue', () => {
  it('accepts exactly what the database accepts', () => {
    expect(limitsInMigration()).toEqual(databaseLimits());
  });

  it('has unique keys, sane limits, and every reference range inside its limits', () => {
    for (const type of ASSESSMENT_TYPES) {
      const keys = MARKERS[type].map((marker) => marker.key);
      expect(new Set(keys).size).toBe(keys.length);
      for (const marker of MARKERS[type]) {
        expect(marker.limits[0]).toBeLessThan(marker.limits[1]);
        for (const sex of ['female', 'male', null] as const) {
          const range = rangeFor(marker, sex);
          if (!range) continue;
          const [low, high] = range;
          if (low !== null) expect(low).toBeGreaterThanOrEqual(marker.limits[0]);
          if (high !== null) expect(high).toBeLessThanOrEqual(marker.limits[1]);
          if (low !== null && high !== null) expect(low).toBeLessThan(high);
        }
      }
    }
  });

  it('covers the markers the issue names', () => {
    const blood = MARKERS.blood_test.map((marker) => marker.label).join(' | ');
    for (const name of ['glucose', 'HbA1c', 'LDL', 'HDL', 'Triglycerides', 'Vitamin D', 'Ferritin', 'Iron', 'TSH']) {
      expect(blood.toLowerCase()).toContain(name.toLowerCase());
    }
    for (const name of ['Free T3', 'Free T4', 'Testosterone', 'Oestradiol', 'Cortisol', 'CRP'])
      expect(blood).toContain(name);
    const dutch = MARKERS.urine_hormone_test.map((marker) => marker.key);
    for (const time of ['Waking', 'Morning', 'Afternoon', 'Night']) {
      expect(dutch).toContain(`cortisol${time}`);
      expect(dutch).toContain(`cortisone${time}`);
    }
    expect(dutch).toEqual(expect.arrayContaining(['totalCortisolMetabolites', 'melatonin', 'alphaPregnanediol']));
    expect(MARKERS.urine_hormone_test.filter(isSexSpecific).length).toBeGreaterThan(5);
  });
});
