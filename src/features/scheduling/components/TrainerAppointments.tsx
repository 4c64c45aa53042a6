import { CalendarDays, ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { IconButton } from '@/components/ui/IconButton';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageLoader } from '@/components/ui/PageLoader';
import { SegmentedControl } from '@/components/ui/SegmentedControl';
import { useAuthStore } from '@/features/auth';
import { useIsMobile } from '@/lib/use-is-mobile';
import { addDays, dayRange, startOfWeek, todayIn, type LocalDate } from '@/lib/zoned-time';
import { useCalendar, type CalendarSession } from '../api/calendar';
import type { AppointmentsViewProps } from '../appointments-views';
import { AgendaDay } from './AgendaDay';
import { BookingRequestsPanel } from './BookingRequestsPanel';
import { BookClientDialog, MoveConfirmDialog, ScheduleClassDialog, SessionDetailsSheet } from './booking/lazy-dialogs';
import { CalendarWeek } from './CalendarWeek';
import { CheckInDeskLink } from './CheckInDeskLink';
import { MyHoursLink } from './MyHoursLink';

type View = 'week' | 'day';

type Opened =
  | { kind: 'session'; session: CalendarSession }
  | { kind: 'book'; startsAt?: number }
  | { kind: 'class' }
  | { kind: 'move'; session: CalendarSession; startsAt: number }
  | null;

/**
 * `/appointments` for staff and admins: the trainer's own calendar, a week (a day on a phone), with
 * the booking requests waiting for them (a chunk of its own: appointments-views.ts).
 */
export default function TrainerAppointments({ userId: trainerId, clock }: AppointmentsViewProps) {
  const isMobile = useIsMobile();
  const isAdmin = useAuthStore((state) => state.userRole === 'admin');
  const [opened, setOpened] = useState<Opened>(null);
  const close = () => setOpened(null);
  // An admin books for any trainer; a trainer for themself.
  const bookFor = isAdmin ? null : trainerId;
  const [chosenView, setView] = useState<View>('week');
  const view: View = isMobile ? 'day' : chosenView;
  const [anchor, setAnchor] = useState<LocalDate>(() => todayIn(clock.timeZone));
  const days =
    view === 'week'
      ? Array.from({ length: 7 }, (_, index) => addDays(startOfWeek(anchor, clock.weekStart), index))
      : [anchor];
  const from = dayRange(days[0]!, clock.timeZone).start;
  const to = dayRange(days.at(-1)!, clock.timeZone).end;
  const calendar = useCalendar(trainerId, from, to);
  const step = view === 'week' ? 7 : 1;
  const rangeLabel = describeRange(days, clock.timeZone);
  const openSession = (session: CalendarSession) => setOpened({ kind: 'session', session });
  // The open session as last read (a booking, move or cancel reads the calendar again).
  const shown =
    opened?.kind === 'session'
      ? (calendar.data?.find((session) => session.id === opened.session.id) ?? opened.session)
      : null;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <PageHeader
        title="Appointments"
        subtitle={`My calendar · times in ${clock.timeZone.replace(/_/g, ' ')}`}
        actions={
          <>
            <CheckInDeskLink />
            <MyHoursLink />
            <Button variant="secondary" onClick={() => setOpened({ kind: 'class' })}>
              Schedule a class
            </Button>
            <Button onClick={() => setOpened({ kind: 'book' })}>
              <Plus className="size-4" aria-hidden="true" /> Book a client
            </Button>
          </>
        }
      />
      <BookingRequestsPanel clock={clock} />
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={() => setAnchor(todayIn(clock.timeZone))}>
          Today
        </Button>
        <IconButton
          label={view === 'week' ? 'Previous week' : 'Previous day'}
          onClick={() => setAnchor(addDays(anchor, -step))}
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </IconButton>
        <IconButton label={view === 'week' ? 'Next week' : 'Next day'} onClick={() => setAnchor(addDays(anchor, step))}>
          <ChevronRight className="size-5" aria-hidden="true" />
        </IconButton>
        <h2 className="min-w-0 flex-1 font-semibold text-slate-900 dark:text-white" aria-live="polite">
          {rangeLabel}
        </h2>
        {!isMobile && (
          <div className="w-44">
            <SegmentedControl<View>
              label="View"
              value={view}
              onChange={setView}
              options={[
                { value: 'week', label: 'Week' },
                { value: 'day', label: 'Day' },
              ]}
            />
          </div>
        )}
      </div>
      {calendar.isPending ? (
        <PageLoader label="Loading calendar" />
      ) : calendar.error ? (
        <LoadError error={calendar.error} what="the calendar" onRetry={() => void calendar.refetch()} />
      ) : view === 'day' && isMobile ? (
        <AgendaDay
          date={anchor}
          sessions={calendar.data}
          timeZone={clock.timeZone}
          showTrainer={false}
          onOpenSession={openSession}
        />
      ) : (
        <div className={calendar.isPlaceholderData ? 'opacity-70' : undefined} aria-busy={calendar.isPlaceholderData}>
          <CalendarWeek
            days={days}
            sessions={calendar.data}
            timeZone={clock.timeZone}
            settled={!calendar.isPlaceholderData}
            onOpenSession={openSession}
            onPickTime={(startsAt) => setOpened({ kind: 'book', startsAt })}
            onDropSession={(session, startsAt) => setOpened({ kind: 'move', session, startsAt })}
          />
          {calendar.data.length === 0 && (
            <p className="mt-3 flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
              <CalendarDays className="size-4" aria-hidden="true" /> Nothing booked{' '}
              {view === 'week' ? 'this week' : 'this day'}.
            </p>
          )}
        </div>
      )}
      <Suspense fallback={null}>
        {shown && <SessionDetailsSheet session={shown} clock={clock} onClose={close} />}
        {opened?.kind === 'book' && (
          <BookClientDialog trainerId={bookFor} startsAt={opened.startsAt} clock={clock} onClose={close} />
        )}
        {opened?.kind === 'class' && <ScheduleClassDialog trainerId={bookFor} clock={clock} onClose={close} />}
        {opened?.kind === 'move' && (
          <MoveConfirmDialog session={opened.session} startsAt={opened.startsAt} clock={clock} onClose={close} />
        )}
      </Suspense>
    </div>
  );
}

/** "23 – 29 Nov 2026" or "Fri 27 Nov 2026". */
function describeRange(days: LocalDate[], timeZone: string, locale?: string): string {
  const noon = (date: LocalDate) => dayRange(date, timeZone).start + 12 * 3_600_000;
  const full = new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  if (days.length === 1) return full.format(noon(days[0]!));
  const short = new Intl.DateTimeFormat(locale, { timeZone, day: 'numeric', month: 'short' });
  const year = new Intl.DateTimeFormat(locale, { timeZone, day: 'numeric', month: 'short', year: 'numeric' });
  return `${short.format(noon(days[0]!))} – ${year.format(noon(days.at(-1)!))}`;
}
