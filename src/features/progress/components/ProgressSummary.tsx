import { useWeightUnit } from '@/features/auth';
import { formatVolume } from '@/lib/training-format';
import type { WeekPoint } from '../lib/weekly-series';

function Tile({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4 dark:border-slate-800 dark:bg-slate-900">
      <p className="text-[11px] font-semibold uppercase tracking-wide text-slate-500 sm:text-xs dark:text-slate-400">
        {label}
      </p>
      <p className="mt-1 text-lg font-bold text-slate-900 tabular-nums sm:text-2xl dark:text-white">{value}</p>
      <p className="text-xs text-slate-500 sm:text-sm dark:text-slate-400">{detail}</p>
    </div>
  );
}

/** The headline numbers: this week's sessions and volume against last week, and records held. */
export function ProgressSummary({
  sessions,
  volume,
  records,
}: {
  sessions: WeekPoint[];
  volume: WeekPoint[];
  records: number;
}) {
  const unit = useWeightUnit();
  const [lastWeekSessions, thisWeekSessions] = [sessions.at(-2)?.value ?? 0, sessions.at(-1)?.value ?? 0];
  const [lastWeekVolume, thisWeekVolume] = [volume.at(-2)?.value ?? 0, volume.at(-1)?.value ?? 0];
  return (
    <div className="grid grid-cols-3 gap-2 sm:gap-3">
      <Tile label="Sessions" value={`${thisWeekSessions}`} detail={`this week · ${lastWeekSessions} last`} />
      <Tile
        label="Volume"
        value={formatVolume(thisWeekVolume, unit)}
        detail={`this week · ${formatVolume(lastWeekVolume, unit)} last`}
      />
      <Tile label="Records" value={`${records}`} detail="exercises with bests" />
    </div>
  );
}
