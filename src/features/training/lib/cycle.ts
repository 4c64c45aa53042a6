import { daysBetween } from './local-date';

/** What the product shows before anything is logged (spec §9: day 14 of 28). */
export const DEFAULT_CYCLE_LENGTH = 28;
export const DEFAULT_CYCLE_DAY = 14;
const PERIOD_DAYS = 5;
const LUTEAL_DAYS = 14;
const MIN_CYCLE = 21;
const MAX_CYCLE = 45;

export type CyclePhase = 'menstrual' | 'follicular' | 'ovulation' | 'luteal';

export interface CycleStatus {
  day: number;
  length: number;
  phase: CyclePhase;
  /** True when nothing is logged yet, or too little to be sure of the length. */
  estimate: boolean;
  /** The period is later than the expected length. */
  late: boolean;
  nextPeriodIn: number;
}

/**
 * Day of cycle and phase from logged period starts (YYYY-MM-DD). The length is the average gap
 * between the last few starts (plausible gaps only), 28 until there are two starts. Ovulation is
 * placed 14 days before the next period.
 */
export function cycleStatus(periodStarts: string[], today: string): CycleStatus {
  const starts = [...new Set(periodStarts)].filter((start) => start <= today).sort();
  const last = starts.at(-1);
  if (!last) {
    return {
      day: DEFAULT_CYCLE_DAY,
      length: DEFAULT_CYCLE_LENGTH,
      phase: phaseOf(DEFAULT_CYCLE_DAY, DEFAULT_CYCLE_LENGTH),
      estimate: true,
      late: false,
      nextPeriodIn: DEFAULT_CYCLE_LENGTH - DEFAULT_CYCLE_DAY + 1,
    };
  }
  const gaps = starts
    .slice(-7)
    .map((start, index, recent) => (index === 0 ? null : daysBetween(recent[index - 1]!, start)))
    .filter((gap): gap is number => gap !== null && gap >= MIN_CYCLE && gap <= MAX_CYCLE);
  const length =
    gaps.length > 0 ? Math.round(gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length) : DEFAULT_CYCLE_LENGTH;
  const day = daysBetween(last, today) + 1;
  return {
    day,
    length,
    phase: phaseOf(day, length),
    estimate: gaps.length === 0,
    late: day > length,
    nextPeriodIn: Math.max(0, length - day + 1),
  };
}

export function phaseOf(day: number, length: number): CyclePhase {
  const ovulationDay = Math.max(PERIOD_DAYS + 1, length - LUTEAL_DAYS);
  if (day <= PERIOD_DAYS) return 'menstrual';
  if (day < ovulationDay - 1) return 'follicular';
  if (day <= ovulationDay + 1) return 'ovulation';
  return 'luteal';
}
