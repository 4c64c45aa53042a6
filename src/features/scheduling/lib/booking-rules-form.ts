import { moneyFieldText, parseMoney } from '@/lib/money';
import type { BookingSettings, BookingSettingsPatch } from '../api/booking-settings';
import { splitMinutes, toMinutes, type DurationUnit } from './durations';

type Outcome = BookingSettings['late_cancel_outcome'];

export interface RulesDraft {
  mode: BookingSettings['client_booking_mode'];
  notice: { amount: string; unit: DurationUnit };
  advanceDays: string;
  cancelWindow: { amount: string; unit: DurationUnit };
  lateCancel: { outcome: Outcome; fee: string };
  noShow: { outcome: Outcome; fee: string };
  perDay: string;
  perWeek: string;
  upcoming: string;
}

export type RulesErrors = Partial<
  Record<
    'notice' | 'advanceDays' | 'cancelWindow' | 'lateCancel' | 'noShow' | 'perDay' | 'perWeek' | 'upcoming',
    string
  >
>;

const limitText = (value: number | null) => (value === null ? '' : String(value));
/** No fee yet reads as an empty field, not "0.00" to type after. */
const feeText = (minor: number, currency: string) => (minor > 0 ? moneyFieldText(minor, currency) : '');

export const rulesDraftOf = (settings: BookingSettings): RulesDraft => ({
  mode: settings.client_booking_mode,
  notice: splitMinutes(settings.min_notice_minutes),
  advanceDays: String(settings.max_advance_days),
  cancelWindow: splitMinutes(settings.cancel_window_minutes),
  lateCancel: {
    outcome: settings.late_cancel_outcome,
    fee: feeText(settings.late_cancel_fee_minor, settings.currency),
  },
  noShow: { outcome: settings.no_show_outcome, fee: feeText(settings.no_show_fee_minor, settings.currency) },
  perDay: limitText(settings.max_bookings_per_day),
  perWeek: limitText(settings.max_bookings_per_week),
  upcoming: limitText(settings.max_upcoming_bookings),
});

function limit(text: string, max: number): number | null | undefined {
  if (text.trim() === '') return null;
  if (!/^\d+$/.test(text.trim())) return undefined;
  const value = Number(text.trim());
  return value >= 1 && value <= max ? value : undefined;
}

/**
 * The changes a draft makes to the saved settings (only the fields that differ), or what is wrong,
 * with the database's own limits.
 */
export function rulesPatch(
  draft: RulesDraft,
  saved: BookingSettings,
): { patch: BookingSettingsPatch } | { errors: RulesErrors } {
  const errors: RulesErrors = {};
  const notice = toMinutes(draft.notice.amount, draft.notice.unit);
  if (notice === null || notice > 43200) errors.notice = 'From none to 30 days.';
  const advance = /^\d+$/.test(draft.advanceDays.trim()) ? Number(draft.advanceDays.trim()) : null;
  if (advance === null || advance < 1 || advance > 730) errors.advanceDays = 'From 1 to 730 days.';
  const window = toMinutes(draft.cancelWindow.amount, draft.cancelWindow.unit);
  if (window === null || window > 43200) errors.cancelWindow = 'From none to 30 days.';
  const fee = (penalty: RulesDraft['lateCancel'], key: 'lateCancel' | 'noShow') => {
    if (penalty.outcome !== 'fee') return 0;
    const minor = parseMoney(penalty.fee, saved.currency);
    if (minor === null || minor <= 0) errors[key] = `Enter the fee in ${saved.currency}, e.g. 10.00.`;
    return minor ?? 0;
  };
  const lateFee = fee(draft.lateCancel, 'lateCancel');
  const noShowFee = fee(draft.noShow, 'noShow');
  const perDay = limit(draft.perDay, 50);
  if (perDay === undefined) errors.perDay = 'From 1 to 50, or empty for no limit.';
  const perWeek = limit(draft.perWeek, 200);
  if (perWeek === undefined) errors.perWeek = 'From 1 to 200, or empty for no limit.';
  const upcoming = limit(draft.upcoming, 500);
  if (upcoming === undefined) errors.upcoming = 'From 1 to 500, or empty for no limit.';
  if (Object.keys(errors).length > 0) return { errors };

  const next: BookingSettingsPatch = {
    client_booking_mode: draft.mode,
    min_notice_minutes: notice!,
    max_advance_days: advance!,
    cancel_window_minutes: window!,
    late_cancel_outcome: draft.lateCancel.outcome,
    late_cancel_fee_minor: draft.lateCancel.outcome === 'fee' ? lateFee : saved.late_cancel_fee_minor,
    no_show_outcome: draft.noShow.outcome,
    no_show_fee_minor: draft.noShow.outcome === 'fee' ? noShowFee : saved.no_show_fee_minor,
    max_bookings_per_day: perDay!,
    max_bookings_per_week: perWeek!,
    max_upcoming_bookings: upcoming!,
  };
  const patch = Object.fromEntries(
    Object.entries(next).filter(([key, value]) => saved[key as keyof BookingSettings] !== value),
  ) as BookingSettingsPatch;
  return { patch };
}
