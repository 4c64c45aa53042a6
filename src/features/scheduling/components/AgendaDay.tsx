import type { LocalDate } from '@/lib/zoned-time';
import { dayRange } from '@/lib/zoned-time';
import type { CalendarSession } from '../api/calendar';
import { sessionWho, trainerName } from '../lib/session-labels';

/** One day as a list (the phone's calendar): time, service, who. */
export function AgendaDay({
  date,
  sessions,
  timeZone,
  showTrainer,
  locale,
  onOpenSession,
}: {
  date: LocalDate;
  sessions: CalendarSession[];
  timeZone: string;
  showTrainer: boolean;
  locale?: string;
  /** Given: each session is a button that opens it. */
  onOpenSession?: (session: CalendarSession) => void;
}) {
  const { start, end } = dayRange(date, timeZone);
  const today = sessions.filter((session) => session.end > start && session.start < end);
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  if (today.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">
        Nothing booked this day.
      </p>
    );
  }
  return (
    <ol aria-label="Sessions this day" className="flex flex-col gap-2">
      {today.map((session) => {
        const body = (
          <>
            <div className="w-14 shrink-0 text-sm text-slate-600 tabular-nums dark:text-slate-300">
              <p>{time.format(session.start)}</p>
              <p className="text-slate-400">{time.format(session.end)}</p>
            </div>
            <div className="min-w-0">
              <p className="font-medium break-words text-slate-900 dark:text-white">
                {session.service.name}
                {session.bookings.some((booking) => booking.overridden) && (
                  <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-500/20 dark:text-amber-100">
                    Overridden
                  </span>
                )}
              </p>
              <p className="text-sm text-slate-600 dark:text-slate-300">
                {sessionWho(session)}
                {showTrainer && trainerName(session) ? ` · ${trainerName(session)}` : ''}
                {session.service.location === 'virtual' ? ' · Virtual' : ''}
              </p>
            </div>
          </>
        );
        return (
          <li
            key={session.id}
            className="rounded-xl border border-l-4 border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
            style={{ borderLeftColor: session.service.colour }}
          >
            {onOpenSession ? (
              <button
                type="button"
                className="flex min-h-11 w-full gap-3 rounded-xl p-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:hover:bg-slate-800"
                onClick={() => onOpenSession(session)}
              >
                {body}
              </button>
            ) : (
              <div className="flex gap-3 p-3">{body}</div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
