import { CalendarRange, ChevronLeft, ChevronRight } from 'lucide-react';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { ToggleChip } from '@/components/ui/Chip';
import { EmptyState } from '@/components/ui/EmptyState';
import { IconButton } from '@/components/ui/IconButton';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageLoader } from '@/components/ui/PageLoader';
import { SegmentedControl } from '@/components/ui/SegmentedControl';
import { SelectField } from '@/components/ui/SelectField';
import { selectIsAdmin, useAuthStore } from '@/features/auth';
import { useIsMobile } from '@/lib/use-is-mobile';
import { addDays, dayRange, todayIn, type LocalDate } from '@/lib/zoned-time';
import { useCalendar, type CalendarSession } from '../api/calendar';
import { useSchedulingRealtime } from '../api/scheduling-realtime';
import { useServices } from '../api/services';
import { staffMemberName, useStaffMembers } from '../api/staff-members';
import { useStudioClock, type StudioClock } from '../api/studio-settings';
import {
  applyScheduleFilters,
  daysShown,
  groupByDay,
  readScheduleFilters,
  trainerColumns,
  writeScheduleFilters,
  type ScheduleFilters,
  type ScheduleTrainer,
  type ScheduleView,
} from '../lib/studio-schedule';
import { BookClientDialog, SessionDetailsSheet } from './booking/lazy-dialogs';
import { CheckInDeskLink } from './CheckInDeskLink';
import { ScheduleList } from './ScheduleList';
import { StudioDayGrid } from './StudioDayGrid';

/** `/schedule` (admins): the whole studio, every trainer side by side for a day, or a week as a list. */
export default function StudioSchedulePage() {
  const isAdmin = useAuthStore(selectIsAdmin);
  const clock = useStudioClock();
  if (!isAdmin) {
    return (
      <EmptyState icon={<CalendarRange className="size-6" />} title="Admins only">
        The studio schedule is for the studio&apos;s admins. Your own calendar is under Appointments.
      </EmptyState>
    );
  }
  if (clock.isPending) return <PageLoader label="Loading the schedule" />;
  if (clock.error) return <LoadError error={clock.error} what="the schedule" onRetry={() => void clock.refetch()} />;
  return <StudioSchedule clock={clock.data} />;
}

type Dialog = { kind: 'session'; session: CalendarSession } | { kind: 'book'; trainerId: string; startsAt?: number };

function StudioSchedule({ clock }: { clock: StudioClock }) {
  // Live only where the studio is shown: a non-admin who lands here opens no channel.
  useSchedulingRealtime();
  const isMobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readScheduleFilters(params), [params]);
  const update = (change: Partial<ScheduleFilters>) =>
    setParams(writeScheduleFilters({ ...filters, ...change }), { replace: true });

  const today = todayIn(clock.timeZone);
  const date = filters.date ?? today;
  const days = useMemo(() => daysShown(filters.view, date, clock.weekStart), [filters.view, date, clock.weekStart]);
  // One request for the whole range and every trainer; the filters apply on the device.
  const from = dayRange(days[0]!, clock.timeZone).start;
  const to = dayRange(days.at(-1)!, clock.timeZone).end;
  const calendar = useCalendar('all', from, to);
  const staff = useStaffMembers();
  const services = useServices();

  const trainers = useMemo<ScheduleTrainer[]>(
    () =>
      (staff.data ?? [])
        .filter((person) => person.role === 'staff' && person.status === 'active')
        .map((person) => ({ id: person.id, name: staffMemberName(person) })),
    [staff.data],
  );
  const shown = useMemo(() => applyScheduleFilters(calendar.data ?? [], filters), [calendar.data, filters]);
  const columns = useMemo(
    () => trainerColumns(shown, trainers, date, clock.timeZone, filters.trainerIds),
    [shown, trainers, date, clock.timeZone, filters.trainerIds],
  );
  const groups = useMemo(() => groupByDay(shown, days, clock.timeZone), [shown, days, clock.timeZone]);

  const [dialog, setDialog] = useState<Dialog | null>(null);
  const openSession = useCallback((session: CalendarSession) => setDialog({ kind: 'session', session }), []);
  const book = useCallback(
    (trainerId: string, startsAt?: number) => setDialog({ kind: 'book', trainerId, startsAt }),
    [],
  );

  const step = filters.view === 'week' ? 7 : 1;
  const goTo = (next: LocalDate) => update({ date: next === today ? null : next });
  const toggleTrainer = (id: string) =>
    update({
      trainerIds: filters.trainerIds.includes(id)
        ? filters.trainerIds.filter((chosen) => chosen !== id)
        : [...filters.trainerIds, id],
    });
  const unit = filters.view === 'week' ? 'week' : 'day';

  return (
    <div className="mx-auto flex max-w-[100rem] flex-col gap-4">
      <PageHeader
        title="Schedule"
        subtitle={`The whole studio · times in ${clock.timeZone.replace(/_/g, ' ')}`}
        actions={<CheckInDeskLink />}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={() => goTo(today)}>
          Today
        </Button>
        <IconButton label={`Previous ${unit}`} onClick={() => goTo(addDays(date, -step))}>
          <ChevronLeft className="size-5" aria-hidden="true" />
        </IconButton>
        <IconButton label={`Next ${unit}`} onClick={() => goTo(addDays(date, step))}>
          <ChevronRight className="size-5" aria-hidden="true" />
        </IconButton>
        <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
          <span className="sr-only">Date</span>
          <input
            type="date"
            value={date}
            onChange={(event) => {
              if (/^\d{4}-\d{2}-\d{2}$/.test(event.target.value)) goTo(event.target.value);
            }}
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
          />
        </label>
        <h2
          className="order-first w-full font-semibold text-slate-900 sm:order-none sm:w-auto sm:min-w-0 sm:flex-1 dark:text-white"
          aria-live="polite"
        >
          {describeDays(days, clock.timeZone)}
        </h2>
        <div className="w-44">
          <SegmentedControl<ScheduleView>
            label="View"
            value={filters.view}
            onChange={(view) => update({ view })}
            options={[
              { value: 'day', label: 'Day' },
              { value: 'week', label: 'Week' },
            ]}
          />
        </div>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div role="group" aria-label="Trainers" className="flex min-w-0 flex-1 flex-wrap items-center gap-1.5">
          <ToggleChip pressed={filters.trainerIds.length === 0} onToggle={() => update({ trainerIds: [] })}>
            All trainers
          </ToggleChip>
          {trainers.map((trainer) => (
            <ToggleChip
              key={trainer.id}
              pressed={filters.trainerIds.includes(trainer.id)}
              onToggle={() => toggleTrainer(trainer.id)}
            >
              {trainer.name}
            </ToggleChip>
          ))}
        </div>
        <SelectField
          label="Service"
          className="w-full sm:w-56"
          value={filters.serviceId ?? ''}
          onChange={(event) => update({ serviceId: event.target.value || null })}
          placeholder="All services"
          options={(services.data ?? []).map((service) => ({ value: service.id, label: service.name }))}
        />
      </div>
      {calendar.isPending || staff.isPending ? (
        <PageLoader label="Loading the schedule" />
      ) : calendar.error || staff.error ? (
        <LoadError
          error={calendar.error ?? staff.error}
          what="the schedule"
          onRetry={() => void Promise.all([calendar.refetch(), staff.refetch()])}
        />
      ) : (
        <div className={calendar.isPlaceholderData ? 'opacity-70' : undefined} aria-busy={calendar.isPlaceholderData}>
          {filters.view === 'day' && !isMobile ? (
            columns.length === 0 ? (
              <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500 dark:border-slate-700">
                No trainers to show. Add staff under Trainers, or clear the filters.
              </p>
            ) : (
              <StudioDayGrid
                date={date}
                settled={!calendar.isPlaceholderData}
                columns={columns}
                timeZone={clock.timeZone}
                onOpenSession={openSession}
                onBook={book}
              />
            )
          ) : (
            <ScheduleList groups={groups} timeZone={clock.timeZone} onOpenSession={openSession} />
          )}
        </div>
      )}
      <Suspense fallback={null}>
        {dialog?.kind === 'session' && (
          <SessionDetailsSheet session={dialog.session} clock={clock} onClose={() => setDialog(null)} />
        )}
        {dialog?.kind === 'book' && (
          <BookClientDialog
            trainerId={dialog.trainerId}
            startsAt={dialog.startsAt}
            clock={clock}
            onClose={() => setDialog(null)}
          />
        )}
      </Suspense>
    </div>
  );
}

/** "23 – 29 Nov 2026" or "Fri 27 Nov 2026". */
function describeDays(days: LocalDate[], timeZone: string): string {
  const noon = (date: LocalDate) => dayRange(date, timeZone).start + 12 * 3_600_000;
  const full = new Intl.DateTimeFormat(undefined, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  if (days.length === 1) return full.format(noon(days[0]!));
  const short = new Intl.DateTimeFormat(undefined, { timeZone, day: 'numeric', month: 'short' });
  const year = new Intl.DateTimeFormat(undefined, { timeZone, day: 'numeric', month: 'short', year: 'numeric' });
  return `${short.format(noon(days[0]!))} – ${year.format(noon(days.at(-1)!))}`;
}
