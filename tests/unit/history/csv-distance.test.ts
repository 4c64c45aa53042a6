import { describe, expect, it } from 'vitest';
import { buildAmendment, draftFromLog } from '@/features/history/lib/edit-draft';
import { logsToCsv } from '@/features/history/lib/export-mapping';
import type { HistoryLog } from '@/features/history/lib/history-model';
import { mapImportFile, type MappedFile } from '@/features/history/lib/import-mapping';

function mapped(text: string, unit: 'kg' | 'lb' = 'kg'): MappedFile {
  const result = mapImportFile(text, unit);
  if ('error' in result) throw new Error(result.error);
  return result;
}

const run: HistoryLog = {
  id: 'log-run',
  sessionId: null,
  workoutId: null,
  name: 'Easy run',
  startedAt: '2026-01-07T07:00:00.000Z',
  completedAt: '2026-01-07T07:40:00.000Z',
  durationSeconds: 2400,
  totalVolume: 0,
  notes: null,
  exercises: [
    {
      exerciseId: 'ex-run',
      name: 'Treadmill Run',
      category: 'cardio',
      sets: [
        {
          id: 'r1',
          exerciseId: 'ex-run',
          workoutExerciseId: null,
          setNumber: 1,
          reps: null,
          weight: null,
          durationSeconds: 1500,
          distanceMeters: 5250,
          rpe: null,
          completed: true,
          isWarmup: false,
          notes: null,
          performedAt: '2026-01-07T07:30:00.000Z',
          revision: 1,
        },
      ],
    },
  ],
};

describe('distances in CSV files', () => {
  it("reads Strong's Distance column in km, or in miles from its unit column or the person's unit", () => {
    const header =
      'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE';
    const line = '2024-03-05 07:00:00,Run,30m,Running (Treadmill),1,0,0,5.2,1500,,,';
    expect(mapped(`${header}\n${line}`).rows[0]).toMatchObject({ distance_m: 5200, seconds: 1500, weight: 0 });
    expect(mapped(`${header}\n${line}`, 'lb').rows[0]?.distance_m).toBe(8368.59);
    const withUnit = `${header},Distance Unit\n${line},km`;
    expect(mapped(withUnit, 'lb').rows[0]?.distance_m).toBe(5200);
    // Strong writes 0 on sets that have no distance.
    const lift = '2024-03-05 07:00:00,Run,30m,Squat (Barbell),1,100,5,0,0,,,';
    expect(mapped(`${header}\n${lift}`).rows[0]?.distance_m).toBeNull();
    expect(mapped(`${header}\n${line.replace('5.2', 'far')}`).problems).toEqual([
      { row: 2, message: 'Distance is not a number: "far"' },
    ]);
  });

  it("reads Hevy's distance_km and distance_miles", () => {
    const header =
      '"title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"';
    const line = '"Cardio","1 Feb 2025, 07:00","1 Feb 2025, 07:40","","Rowing Machine",,"",0,"normal",,,2.5,600,';
    expect(mapped(`${header}\n${line}`).rows[0]).toMatchObject({ distance_m: 2500, seconds: 600 });
    const miles = mapped(`${header.replace('distance_km', 'distance_miles')}\n${line}`);
    expect(miles.rows[0]?.distance_m).toBe(4023.36);
  });

  it('writes its own export in km and reads it back to the same metres', () => {
    const csv = logsToCsv([run]);
    expect(csv.split(/\r?\n/)[0]).toMatch(/,Distance \(km\)$/);
    expect(mapped(csv).rows[0]).toMatchObject({ distance_m: 5250, seconds: 1500, exercise_name: 'Treadmill Run' });
  });
});

describe('editing a cardio set in History', () => {
  it('shows distance and time, and sends a changed distance in metres with the revision bumped', () => {
    const draft = draftFromLog(run);
    expect(draft[0]).toMatchObject({ tracksDistance: true, sets: [{ distance: '5.25', seconds: '1500' }] });
    const unchanged = buildAmendment(run, 'u-1', draft, () => 'new');
    expect(unchanged).toMatchObject({ ok: true, changes: 0 });

    draft[0]!.sets[0]!.distance = '6';
    const check = buildAmendment(run, 'u-1', draft, () => 'new');
    expect(check.ok && check.payload.p_sets).toEqual([
      expect.objectContaining({ id: 'r1', distance_m: 6000, duration_seconds: 1500, revision: 2 }),
    ]);

    const inMiles = draftFromLog(run, 'lb');
    expect(inMiles[0]!.sets[0]!.distance).toBe('3.26');
    // Untouched text keeps the saved metres exactly, whatever the rounding of the shown miles.
    expect(buildAmendment(run, 'u-1', inMiles, () => 'new', 'lb')).toMatchObject({ ok: true, changes: 0 });

    draft[0]!.sets[0]!.distance = '700';
    expect(buildAmendment(run, 'u-1', draft, () => 'new')).toEqual({
      ok: false,
      message: 'Treadmill Run: Distance must be 0 to 600.',
    });
  });
});
