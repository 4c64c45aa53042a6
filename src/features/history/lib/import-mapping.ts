import { distanceToMetres } from '@/lib/training-format';
import { toKg as convertToKg, type WeightUnit } from '@/lib/units';
import { parseCsv } from './csv';

/** One set as the import call takes it (weights in kg, dates as ISO strings with their offset). */
export interface ImportRow {
  row: number;
  started_at: string;
  workout_name: string;
  duration_seconds: number | null;
  workout_notes: string | null;
  exercise_name: string;
  set_number: number;
  weight: number | null;
  reps: number | null;
  rpe: number | null;
  is_warmup: boolean;
  seconds: number | null;
  /** Metres (Strong's "Distance", Hevy's distance_km / distance_miles, our "Distance (km)"). */
  distance_m: number | null;
  notes: string | null;
}

export interface RowProblem {
  row: number;
  message: string;
}

export type ImportFormat = 'liftwise' | 'strong' | 'hevy';
export type { WeightUnit };

export interface MappedFile {
  format: ImportFormat;
  rows: ImportRow[];
  problems: RowProblem[];
}

export const FORMAT_NAMES: Record<ImportFormat, string> = { liftwise: 'Liftwise', strong: 'Strong', hevy: 'Hevy' };

/** Liftwise's own export: the documented columns (docs/history.md). */
export const LIFTWISE_COLUMNS = [
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
] as const;

export function detectFormat(header: string[]): ImportFormat | null {
  const names = new Set(header.map((name) => name.trim()));
  if (names.has('Weight (kg)') && names.has('Warm-up') && names.has('Exercise Name')) return 'liftwise';
  if (names.has('exercise_title') && names.has('start_time') && names.has('set_type')) return 'hevy';
  if (names.has('Exercise Name') && names.has('Set Order') && names.has('Date')) return 'strong';
  return null;
}

/**
 * Reads a Liftwise, Strong or Hevy export into import rows. Rows that cannot be read are reported
 * with their line number (the header is line 1) and left out; the server checks the rest again.
 * `unit` is the weight unit of a Strong file without a "Weight Unit" column (Strong writes the
 * person's display unit); Hevy names its unit in the column (weight_kg / weight_lbs).
 */
export function mapImportFile(text: string, unit: WeightUnit = 'kg'): MappedFile | { error: string } {
  const table = parseCsv(text);
  const header = table[0];
  if (!header) return { error: 'The file is empty.' };
  const format = detectFormat(header);
  if (!format) return { error: 'This is not a Liftwise, Strong or Hevy export (its columns are not recognised).' };
  const records = table.slice(1).map((cells, index) => ({
    line: index + 2,
    get: (name: string) => {
      const at = header.findIndex((column) => column.trim() === name);
      return at < 0 ? '' : (cells[at] ?? '').trim();
    },
  }));
  const rows: ImportRow[] = [];
  const problems: RowProblem[] = [];
  const setCounters = new Map<string, number>();
  for (const record of records) {
    const read =
      format === 'hevy'
        ? readHevy(record.get)
        : format === 'strong'
          ? readStrong(record.get, unit)
          : readLiftwise(record.get);
    if ('message' in read) {
      problems.push({ row: record.line, message: read.message });
      continue;
    }
    if (read.skip) continue;
    // Sets are numbered in file order per workout and exercise, so the same file gives the same ids.
    const key = `${read.started_at}|${read.workout_name}|${read.exercise_name.toLowerCase()}`;
    const setNumber = (setCounters.get(key) ?? 0) + 1;
    setCounters.set(key, setNumber);
    rows.push({
      ...read.row,
      row: record.line,
      started_at: read.started_at,
      workout_name: read.workout_name,
      exercise_name: read.exercise_name,
      set_number: setNumber,
    });
  }
  return { format, rows, problems };
}

type Getter = (name: string) => string;
type Read =
  | { message: string }
  | {
      skip?: false;
      started_at: string;
      workout_name: string;
      exercise_name: string;
      row: Omit<ImportRow, 'row' | 'started_at' | 'workout_name' | 'exercise_name' | 'set_number'>;
    }
  | { skip: true };

function readLiftwise(get: Getter): Read {
  const started = parseIsoDate(get('Date'));
  if (!started) return { message: `Date not understood: "${get('Date')}"` };
  const numbers = readNumbers({
    weight: get('Weight (kg)'),
    reps: get('Reps'),
    rpe: get('RPE'),
    seconds: get('Seconds'),
    duration: get('Duration (s)'),
    distance: get('Distance (km)'),
  });
  if ('message' in numbers) return numbers;
  const exercise = unescapeText(get('Exercise Name'));
  if (!exercise) return { message: 'Exercise name missing' };
  return {
    started_at: started,
    workout_name: unescapeText(get('Workout Name')),
    exercise_name: exercise,
    row: {
      duration_seconds: wholeOrNull(numbers.duration),
      workout_notes: unescapeText(get('Workout Notes')) || null,
      weight: numbers.weight,
      reps: numbers.reps,
      rpe: numbers.rpe,
      is_warmup: /^(yes|true|1|w)$/i.test(get('Warm-up')),
      seconds: wholeOrNull(numbers.seconds),
      distance_m: metres(numbers.distance, 'kg'),
      notes: unescapeText(get('Notes')) || null,
    },
  };
}

function readStrong(get: Getter, unit: WeightUnit): Read {
  const started = parseLocalDateTime(get('Date'));
  if (!started) return { message: `Date not understood: "${get('Date')}"` };
  const order = get('Set Order');
  // Strong writes rest timers as rows with "Rest Timer" in the set order; they are not sets.
  if (/rest/i.test(order)) return { skip: true };
  const numbers = readNumbers({
    weight: get('Weight'),
    reps: get('Reps'),
    rpe: get('RPE'),
    seconds: get('Seconds'),
    distance: get('Distance'),
  });
  if ('message' in numbers) return numbers;
  const fileUnit = get('Weight Unit').toLowerCase();
  const inPounds = fileUnit ? fileUnit.startsWith('lb') : unit === 'lb';
  // Strong writes distances in the person's unit too (km with kg, miles with lb) unless it names it.
  const distanceUnit = get('Distance Unit').toLowerCase();
  const inMiles = distanceUnit ? /^mi/.test(distanceUnit) : unit === 'lb';
  const exercise = get('Exercise Name');
  if (!exercise) return { message: 'Exercise name missing' };
  const duration = parseStrongDuration(get('Duration'));
  return {
    started_at: started,
    workout_name: get('Workout Name'),
    exercise_name: exercise,
    row: {
      duration_seconds: duration,
      workout_notes: get('Workout Notes') || null,
      weight: numbers.weight === null ? null : toKg(numbers.weight, inPounds),
      reps: numbers.reps,
      rpe: numbers.rpe,
      is_warmup: /^w/i.test(order),
      // Strong writes 0 seconds on every set that is not timed.
      seconds: numbers.seconds ? wholeOrNull(numbers.seconds) : null,
      // Like seconds, Strong writes 0 distance on sets that have none.
      distance_m: numbers.distance ? metres(numbers.distance, inMiles ? 'lb' : 'kg') : null,
      notes: get('Notes') || null,
    },
  };
}

function readHevy(get: Getter): Read {
  const started = parseHevyDate(get('start_time'));
  if (!started) return { message: `Date not understood: "${get('start_time')}"` };
  const ended = parseHevyDate(get('end_time'));
  const inPounds = get('weight_lbs') !== '' && get('weight_kg') === '';
  const inMiles = get('distance_miles') !== '' && get('distance_km') === '';
  const numbers = readNumbers({
    weight: inPounds ? get('weight_lbs') : get('weight_kg'),
    reps: get('reps'),
    rpe: get('rpe'),
    seconds: get('duration_seconds'),
    distance: inMiles ? get('distance_miles') : get('distance_km'),
  });
  if ('message' in numbers) return numbers;
  const exercise = get('exercise_title');
  if (!exercise) return { message: 'Exercise name missing' };
  const duration = ended ? Math.round((Date.parse(ended) - Date.parse(started)) / 1000) : null;
  return {
    started_at: started,
    workout_name: get('title'),
    exercise_name: exercise,
    row: {
      duration_seconds: duration !== null && duration >= 0 ? duration : null,
      workout_notes: get('description') || null,
      weight: numbers.weight === null ? null : toKg(numbers.weight, inPounds),
      reps: numbers.reps,
      rpe: numbers.rpe,
      is_warmup: get('set_type').toLowerCase() === 'warmup',
      seconds: numbers.seconds ? wholeOrNull(numbers.seconds) : null,
      distance_m: numbers.distance ? metres(numbers.distance, inMiles ? 'lb' : 'kg') : null,
      notes: get('exercise_notes') || null,
    },
  };
}

function readNumbers<K extends string>(fields: Record<K, string>): Record<K, number | null> | { message: string } {
  const out = {} as Record<K, number | null>;
  for (const [name, raw] of Object.entries(fields) as [K, string][]) {
    if (raw === '') {
      out[name] = null;
      continue;
    }
    // A decimal comma (European exports) reads as a point.
    const value = Number(raw.replace(',', '.'));
    if (!Number.isFinite(value)) return { message: `${label(name)} is not a number: "${raw}"` };
    out[name] = value;
  }
  return out;
}

function label(name: string): string {
  return (
    (
      {
        weight: 'Weight',
        reps: 'Reps',
        rpe: 'RPE',
        seconds: 'Time',
        duration: 'Duration',
        distance: 'Distance',
      } as Record<string, string>
    )[name] ?? name
  );
}

/** Pounds become kilograms the way a weight typed in the app does (to the gram), so they read back as in the file. */
function toKg(value: number, inPounds: boolean): number {
  return inPounds ? convertToKg(value, 'lb') : value;
}

/** A distance read in km ('kg' files) or miles ('lb' files), in metres. */
function metres(value: number | null, unit: 'kg' | 'lb'): number | null {
  return value === null ? null : distanceToMetres(value, unit);
}

function wholeOrNull(value: number | null): number | null {
  return value === null ? null : Math.round(value);
}

/** Our own export escapes formula-looking text with a leading apostrophe; reading it back removes it. */
function unescapeText(value: string): string {
  return value.replace(/^'(?=[=+\-@])/, '');
}

function parseIsoDate(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(value)) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** "2024-03-05 18:30:00" or "2024-03-05 6:30:00 PM" in the person's own time zone. */
export function parseLocalDateTime(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?$/.exec(
    value.replace(/\u202f/g, ' '),
  );
  if (!match) return null;
  const [, y, mo, d, h, mi, s, meridiem] = match;
  let hours = Number(h);
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (/p/i.test(meridiem) ? 12 : 0);
  }
  return localIso(Number(y), Number(mo), Number(d), hours, Number(mi), Number(s ?? 0));
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** Hevy: "26 Nov 2024, 18:30", in the person's own time zone. */
export function parseHevyDate(value: string): string | null {
  const match = /^(\d{1,2}) ([A-Za-z]{3})[a-z]* (\d{4}),? (\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return parseIsoDate(value);
  const [, d, mon, y, h, mi, s] = match;
  const month = MONTHS.indexOf((mon ?? '').toLowerCase()) + 1;
  if (month === 0) return null;
  return localIso(Number(y), month, Number(d), Number(h), Number(mi), Number(s ?? 0));
}

function localIso(y: number, mo: number, d: number, h: number, mi: number, s: number): string | null {
  const date = new Date(y, mo - 1, d, h, mi, s);
  if (date.getFullYear() !== y || date.getMonth() !== mo - 1 || date.getDate() !== d || h > 23 || mi > 59 || s > 59)
    return null;
  return date.toISOString();
}

/** Strong's "1h 5m", "45m", "30s" (older exports: seconds as a number). */
export function parseStrongDuration(value: string): number | null {
  if (value === '') return null;
  if (/^\d+$/.test(value)) return Number(value);
  const part = (unit: string) => Number(new RegExp(`(\\d+)\\s*${unit}`).exec(value)?.[1] ?? 0);
  const total = part('h') * 3600 + part('m(?!s)') * 60 + part('s');
  return total > 0 || /0/.test(value) ? total : null;
}
