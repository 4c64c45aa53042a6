import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { schedulingKeys } from './scheduling-keys';
import { studioClockOptions } from './studio-settings';

/** The check-in rules (issue 29) and the studio code are not booking settings: read and set elsewhere. */
type CheckInColumns =
  | 'studio_code'
  | 'check_in_allows_membership'
  | 'check_in_allows_credits'
  | 'check_in_allows_booking'
  | 'check_in_repeat_minutes';
export type BookingSettings = Omit<
  Database['public']['Tables']['studio_settings']['Row'],
  'id' | 'updated_at' | CheckInColumns
>;
export type BookingSettingsPatch = Partial<BookingSettings>;

const COLUMNS =
  'time_zone, week_start, currency, min_notice_minutes, max_advance_days, cancel_window_minutes, late_cancel_outcome, late_cancel_fee_minor, no_show_outcome, no_show_fee_minor, max_bookings_per_day, max_bookings_per_week, max_upcoming_bookings, client_booking_mode, drop_in_valid_days, past_due_grace_days, reminder_hours';

async function getBookingSettings(): Promise<BookingSettings> {
  const { data, error } = await supabase.from('studio_settings').select(COLUMNS).eq('id', 1).single();
  if (error) throw error;
  return data;
}

export const bookingSettingsOptions = () =>
  queryOptions({ queryKey: schedulingKeys.bookingSettings(), queryFn: getBookingSettings });

export const useBookingSettings = () => useQuery(bookingSettingsOptions());

/** Saves only the fields changed on this page, so two admins on two pages do not undo each other. */
async function updateBookingSettings(patch: BookingSettingsPatch): Promise<BookingSettings> {
  const { data, error } = await supabase.from('studio_settings').update(patch).eq('id', 1).select(COLUMNS).single();
  if (error) throw error;
  return data;
}

export function useUpdateBookingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBookingSettings,
    onSuccess: (saved) => queryClient.setQueryData(bookingSettingsOptions().queryKey, saved),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingSettingsOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: studioClockOptions().queryKey, exact: true }),
      ]),
  });
}
