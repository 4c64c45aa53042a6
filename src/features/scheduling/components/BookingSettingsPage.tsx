import { useMemo, useState } from 'react';
import { SegmentedControl } from '@/components/ui/SegmentedControl';
import { SelectField } from '@/components/ui/SelectField';
import { isTimeZone } from '@/lib/zoned-time';
import type { BookingSettings, BookingSettingsPatch, useUpdateBookingSettings } from '../api/booking-settings';
import { sameHours } from '../lib/reminder-hours';
import { ReminderHoursField } from './ReminderHoursField';
import { Section, SaveBar, SettingsShell } from './SettingsShell';

/** Currencies studios in the field price in; the packages issue may widen this. */
const CURRENCIES = ['USD', 'GBP', 'EUR', 'CAD', 'AUD', 'NZD', 'CHF', 'SEK', 'NOK', 'DKK', 'ZAR', 'SGD', 'JPY'];

/** `/booking/settings` (admins): the studio's time zone, first day of the week, currency and booking reminders. */
export default function BookingSettingsPage() {
  return (
    <SettingsShell
      title="Booking settings"
      subtitle="The studio's time zone, week and currency: every schedule uses them."
    >
      {(settings, update) => <StudioForm key={JSON.stringify(settings)} saved={settings} update={update} />}
    </SettingsShell>
  );
}

function zoneNames(current: string): string[] {
  const names = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return names.includes(current) ? names : [current, ...names];
}

function StudioForm({
  saved,
  update,
}: {
  saved: BookingSettings;
  update: ReturnType<typeof useUpdateBookingSettings>;
}) {
  const [timeZone, setTimeZone] = useState(saved.time_zone);
  const [weekStart, setWeekStart] = useState(String(saved.week_start));
  const [currency, setCurrency] = useState(saved.currency);
  const [reminders, setReminders] = useState(saved.reminder_hours);
  const zones = useMemo(() => zoneNames(saved.time_zone), [saved.time_zone]);
  const now = new Intl.DateTimeFormat(undefined, {
    timeZone: isTimeZone(timeZone) ? timeZone : 'UTC',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date());
  const patch: BookingSettingsPatch = {};
  if (timeZone !== saved.time_zone) patch.time_zone = timeZone;
  if (Number(weekStart) !== saved.week_start) patch.week_start = Number(weekStart);
  if (currency !== saved.currency) patch.currency = currency;
  if (!sameHours(reminders, saved.reminder_hours)) patch.reminder_hours = reminders;
  const changed = Object.keys(patch).length > 0;

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (changed) update.mutate(patch);
      }}
    >
      <Section
        title="Time zone"
        description="Trainers' hours, the calendars and every confirmation use it, whatever zone a phone is in."
      >
        <div className="sm:max-w-sm">
          <SelectField
            label="Studio time zone"
            options={zones.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }))}
            value={timeZone}
            onChange={(event) => setTimeZone(event.target.value)}
          />
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-300">It is {now} there now.</p>
        {timeZone !== saved.time_zone && (
          <p className="text-sm text-amber-700 dark:text-amber-300">
            Weekly hours stay at the same local times in the new zone; booked sessions keep their moment in time.
          </p>
        )}
      </Section>
      <Section title="Week starts on">
        <SegmentedControl
          label="Week starts on"
          value={weekStart}
          onChange={setWeekStart}
          options={[
            { value: '1', label: 'Monday' },
            { value: '0', label: 'Sunday' },
            { value: '6', label: 'Saturday' },
          ]}
        />
      </Section>
      <Section title="Currency" description="Fees and prices are kept in its smallest unit (cents, pence).">
        <div className="sm:max-w-xs">
          <SelectField
            label="Currency"
            options={(CURRENCIES.includes(saved.currency) ? CURRENCIES : [saved.currency, ...CURRENCIES]).map(
              (code) => ({
                value: code,
                label: code,
              }),
            )}
            value={currency}
            onChange={(event) => setCurrency(event.target.value)}
          />
        </div>
      </Section>
      <Section
        title="Booking reminders"
        description="Clients get a notification this long before each booked session, in the app and on devices where they turned notifications on."
      >
        <ReminderHoursField hours={reminders} onChange={setReminders} />
      </Section>
      <SaveBar
        changed={changed}
        blocked={false}
        saving={update.isPending}
        saved={update.isSuccess}
        error={update.error}
        onSave={() => changed && update.mutate(patch)}
        onUndo={() => {
          setTimeZone(saved.time_zone);
          setWeekStart(String(saved.week_start));
          setCurrency(saved.currency);
          setReminders(saved.reminder_hours);
        }}
      />
    </form>
  );
}
