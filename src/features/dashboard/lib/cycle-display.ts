import type { CyclePhase } from '@/features/training';

/** How each phase is named and what it usually means for training (general guidance, not advice). */
export const PHASE_INFO: Record<CyclePhase, { label: string; tip: string }> = {
  menstrual: { label: 'Menstrual', tip: 'Energy can dip. Keep moving; lighter sessions are fine.' },
  follicular: { label: 'Follicular', tip: 'Energy usually rises. A good time to push for progress.' },
  ovulation: { label: 'Ovulation', tip: 'Strength often peaks. Warm up well before heavy sets.' },
  luteal: { label: 'Luteal', tip: 'Recovery may take longer. Prioritise sleep and fuel.' },
};

export const FUTURE_PERIOD_MESSAGE = 'The period start cannot be in the future.';
export const INVALID_DATE_MESSAGE = 'Please choose a valid date.';
export const DUPLICATE_PERIOD_MESSAGE = 'A period starting on that date is already logged.';
export const LOG_PERIOD_FAILED_MESSAGE = 'Failed to log your period. Please try again.';

/** Null when `value` (YYYY-MM-DD) can be logged as a period start on `today`. */
export function validatePeriodStart(value: string, today: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) return INVALID_DATE_MESSAGE;
  if (value > today) return FUTURE_PERIOD_MESSAGE;
  return null;
}
