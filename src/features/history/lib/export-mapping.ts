import { toCsv } from './csv';
import { LIFTWISE_COLUMNS } from './import-mapping';
import type { HistoryLog } from './history-model';

/**
 * The whole log as CSV, one row per set in the order it was performed (docs/history.md lists the
 * columns). Strong-style: the workout's fields repeat on each of its sets. Reads back with the importer.
 */
export function logsToCsv(logs: HistoryLog[]): string {
  const rows: Array<Array<string | number | boolean | null>> = [[...LIFTWISE_COLUMNS]];
  const ordered = [...logs].sort((a, b) => a.startedAt.localeCompare(b.startedAt));
  for (const log of ordered) {
    for (const exercise of log.exercises) {
      for (const set of exercise.sets) {
        rows.push([
          log.startedAt,
          log.name,
          log.durationSeconds,
          exercise.name,
          set.setNumber,
          set.weight,
          set.reps,
          set.rpe,
          set.isWarmup ? 'yes' : 'no',
          set.durationSeconds,
          set.notes,
          log.notes,
          set.distanceMeters == null ? null : set.distanceMeters / 1000,
        ]);
      }
    }
  }
  return toCsv(rows);
}

export function exportFileName(today: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `liftwise-log-${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}.csv`;
}
