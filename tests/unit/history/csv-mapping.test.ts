import { describe, expect, it } from 'vitest';
import { csvField, parseCsv } from '@/features/history/lib/csv';
import { logsToCsv } from '@/features/history/lib/export-mapping';
import type { HistoryLog } from '@/features/history/lib/history-model';
import {
  mapImportFile,
  parseHevyDate,
  parseLocalDateTime,
  parseStrongDuration,
  type MappedFile,
} from '@/features/history/lib/import-mapping';

function mapped(text: string, unit: 'kg' | 'lb' = 'kg'): MappedFile {
  const result = mapImportFile(text, unit);
  if ('error' in result) throw new Error(result.error);
  return result;
}

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, CRLF and a BOM', () => {
    const text = '\uFEFFa,b,c\r\n"x, y","say ""hi""","two\nlines"\r\n\r\n1,,3';
    expect(parseCsv(text)).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'two\nlines'],
      ['1', '', '3'],
    ]);
  });

  it('reads semicolon-separated files (older Strong exports)', () => {
    expect(parseCsv('Date;Workout Name\n2019-01-11 12:31:54;"Leg; day"')).toEqual([
      ['Date', 'Workout Name'],
      ['2019-01-11 12:31:54', 'Leg; day'],
    ]);
  });

  it('quotes what needs it and keeps formulas from running in a spreadsheet', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField(-5)).toBe('-5');
    expect(csvField(null)).toBe('');
  });
});

describe('Strong export', () => {
  const header =
    'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE';

  it('maps each set, numbering sets per exercise, marking warm-ups and skipping rest-timer rows', () => {
    const file = mapped(
      [
        header,
        '2024-03-05 18:30:00,Push,1h 5m,Bench Press (Barbell),W,40,10,0,0,,Good day,',
        '2024-03-05 18:30:00,Push,1h 5m,Bench Press (Barbell),1,80,5,0,0,Paused,Good day,8.5',
        '2024-03-05 18:30:00,Push,1h 5m,Bench Press (Barbell),Rest Timer,0,0,0,90,,,',
        '2024-03-05 18:30:00,Push,1h 5m,Plank,1,,,0,60,,Good day,',
      ].join('\n'),
    );
    expect(file.format).toBe('strong');
    expect(file.problems).toEqual([]);
    expect(file.rows).toHaveLength(3);
    expect(file.rows[0]).toMatchObject({
      row: 2,
      workout_name: 'Push',
      duration_seconds: 3900,
      exercise_name: 'Bench Press (Barbell)',
      set_number: 1,
      weight: 40,
      reps: 10,
      is_warmup: true,
      seconds: null,
      workout_notes: 'Good day',
    });
    expect(file.rows[1]).toMatchObject({
      set_number: 2,
      weight: 80,
      reps: 5,
      rpe: 8.5,
      notes: 'Paused',
      is_warmup: false,
    });
    expect(file.rows[2]).toMatchObject({
      exercise_name: 'Plank',
      set_number: 1,
      seconds: 60,
      weight: null,
      reps: null,
    });
    expect(file.rows[0]?.started_at).toBe(new Date(2024, 2, 5, 18, 30).toISOString());
  });

  it('converts pounds to kilograms from the unit column, or from the unit the person chose', () => {
    const withUnit = mapped(
      'Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes\n' +
        '2019-01-11 12:31:54;"Leg";"Deadlift (Barbell)";1;225;lbs;5;;;;0;"";""',
    );
    expect(withUnit.rows[0]?.weight).toBe(102.058);
    const chosen = mapped(`${header}\n2024-03-05 18:30:00,Push,45m,Bench Press (Barbell),1,100,5,0,0,,,`, 'lb');
    expect(chosen.rows[0]).toMatchObject({ weight: 45.359, duration_seconds: 2700 });
  });

  it('reports unreadable rows with their line and keeps the rest', () => {
    const file = mapped(
      [
        header,
        'yesterday,Push,45m,Bench Press (Barbell),1,80,5,0,0,,,',
        '2024-03-05 18:30:00,Push,45m,Bench Press (Barbell),1,eighty,5,0,0,,,',
        '2024-03-05 18:30:00,Push,45m,,1,80,5,0,0,,,',
        '2024-03-05 18:30:00,Push,45m,Bench Press (Barbell),1,80,5,0,0,,,',
      ].join('\n'),
    );
    expect(file.problems).toEqual([
      { row: 2, message: 'Date not understood: "yesterday"' },
      { row: 3, message: 'Weight is not a number: "eighty"' },
      { row: 4, message: 'Exercise name missing' },
    ]);
    expect(file.rows.map((row) => row.row)).toEqual([5]);
  });

  it('reads the 12-hour dates of newer exports and Strong durations', () => {
    expect(parseLocalDateTime('2024-03-05 6:30:00\u202fPM')).toBe(new Date(2024, 2, 5, 18, 30).toISOString());
    expect(parseLocalDateTime('2024-03-05 12:05:00 AM')).toBe(new Date(2024, 2, 5, 0, 5).toISOString());
    expect(parseLocalDateTime('2024-02-30 10:00:00')).toBeNull();
    expect(parseStrongDuration('1h 5m')).toBe(3900);
    expect(parseStrongDuration('45m')).toBe(2700);
    expect(parseStrongDuration('30s')).toBe(30);
    expect(parseStrongDuration('')).toBeNull();
  });
});

describe('Hevy export', () => {
  const header =
    '"title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"';

  it('maps sets with the duration from start and end, warm-ups from set_type', () => {
    const file = mapped(
      [
        header,
        '"Lower","26 Jul 2025, 07:06","26 Jul 2025, 08:11","Legs felt heavy","Squat (Barbell)",,"Belt on",0,"warmup",60,8,,,',
        '"Lower","26 Jul 2025, 07:06","26 Jul 2025, 08:11","Legs felt heavy","Squat (Barbell)",,"Belt on",1,"normal",120,5,,,9',
      ].join('\n'),
    );
    expect(file.format).toBe('hevy');
    expect(file.rows).toHaveLength(2);
    expect(file.rows[0]).toMatchObject({
      is_warmup: true,
      set_number: 1,
      weight: 60,
      duration_seconds: 3900,
      notes: 'Belt on',
    });
    expect(file.rows[1]).toMatchObject({ is_warmup: false, set_number: 2, weight: 120, reps: 5, rpe: 9 });
    expect(file.rows[0]?.workout_notes).toBe('Legs felt heavy');
  });

  it('reads pounds from weight_lbs', () => {
    const lbHeader = header.replace('weight_kg', 'weight_lbs');
    const file = mapped(`${lbHeader}\n"A","1 Jan 2025, 10:00","1 Jan 2025, 11:00","","Row",,"",0,"normal",100,10,,,`);
    expect(file.rows[0]?.weight).toBe(45.359);
  });

  it('parses its dates in local time and refuses impossible ones', () => {
    expect(parseHevyDate('26 Nov 2024, 18:30')).toBe(new Date(2024, 10, 26, 18, 30).toISOString());
    expect(parseHevyDate('31 Feb 2024, 18:30')).toBeNull();
    expect(parseHevyDate('soon')).toBeNull();
  });
});

describe('Liftwise export and import', () => {
  const log: HistoryLog = {
    id: 'log-1',
    sessionId: null,
    workoutId: null,
    name: 'Full body, "A"',
    startedAt: '2026-01-05T17:00:00.000Z',
    completedAt: '2026-01-05T18:00:00.000Z',
    durationSeconds: 3600,
    totalVolume: 800,
    notes: '=felt good',
    exercises: [
      {
        exerciseId: 'ex-1',
        name: 'Barbell Back Squat',
        sets: [
          {
            id: 's1',
            exerciseId: 'ex-1',
            workoutExerciseId: null,
            setNumber: 1,
            reps: 10,
            weight: 40,
            durationSeconds: null,
            rpe: null,
            completed: true,
            isWarmup: true,
            notes: null,
            performedAt: '2026-01-05T17:05:00.000Z',
            revision: 1,
          },
          {
            id: 's2',
            exerciseId: 'ex-1',
            workoutExerciseId: null,
            setNumber: 2,
            reps: 5,
            weight: 102.5,
            durationSeconds: null,
            rpe: 8,
            completed: true,
            isWarmup: false,
            notes: 'deep, slow',
            performedAt: '2026-01-05T17:10:00.000Z',
            revision: 1,
          },
        ],
      },
    ],
  };

  it('writes one row per set with the documented columns', () => {
    const rows = parseCsv(logsToCsv([log]));
    expect(rows[0]).toEqual([
      'Date',
      'Workout Name',
      'Duration (s)',
      'Exercise Name',
      'Set Order',
      'Weight (kg)',
      'Reps',
      'RPE',
      'Warm-up',
      'Seconds',
      'Notes',
      'Workout Notes',
      'Distance (km)',
    ]);
    expect(rows).toHaveLength(3);
    expect(rows[2]).toEqual([
      '2026-01-05T17:00:00.000Z',
      'Full body, "A"',
      '3600',
      'Barbell Back Squat',
      '2',
      '102.5',
      '5',
      '8',
      'no',
      '',
      'deep, slow',
      "'=felt good",
      '',
    ]);
  });

  it('reads its own export back to the same sets', () => {
    const file = mapped(logsToCsv([log]));
    expect(file.format).toBe('liftwise');
    expect(file.problems).toEqual([]);
    expect(file.rows.map(({ row: _row, ...rest }) => rest)).toEqual([
      {
        started_at: '2026-01-05T17:00:00.000Z',
        workout_name: 'Full body, "A"',
        duration_seconds: 3600,
        workout_notes: '=felt good',
        exercise_name: 'Barbell Back Squat',
        set_number: 1,
        weight: 40,
        reps: 10,
        rpe: null,
        is_warmup: true,
        seconds: null,
        distance_m: null,
        notes: null,
      },
      {
        started_at: '2026-01-05T17:00:00.000Z',
        workout_name: 'Full body, "A"',
        duration_seconds: 3600,
        workout_notes: '=felt good',
        exercise_name: 'Barbell Back Squat',
        set_number: 2,
        weight: 102.5,
        reps: 5,
        rpe: 8,
        is_warmup: false,
        seconds: null,
        distance_m: null,
        notes: 'deep, slow',
      },
    ]);
  });

  it('refuses a file it does not know', () => {
    expect(mapImportFile('name,age\nA,3')).toEqual({
      error: 'This is not a Liftwise, Strong or Hevy export (its columns are not recognised).',
    });
    expect(mapImportFile('')).toEqual({ error: 'The file is empty.' });
  });
});
