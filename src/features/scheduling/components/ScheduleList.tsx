import { memo } from 'react';
import { dayRange, todayIn, type LocalDate } from '@/lib/zoned-time';
import type { CalendarSession } from '../api/calendar';
import { sessionWho, trainerName } from '../lib/session-labels';

/**
 * The studio's sessions as a list grouped by day (the week view, and the phone's only view):
 * time, service, trainer, and who is in it (a client's name, or seats taken of a class).
 */
export const ScheduleList = memo(function ScheduleList({
  groups,
  timeZone,
  onOpenSession,
  locale,
}: {
  groups: { date: LocalDate; sessions: CalendarSession[] }[];
  timeZone: string;
  onOpenSession: (session: CalendarSession) => void;
  locale?: string;
}) {
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const dayLabel = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long', day: 'numeric', month: 'long' });
  const today = todayIn(timeZone);
  return (
    <div className="flex flex-col gap-5" data-testid="schedule-list">
      {groups.map(({ date, sessions }) => {
        const label = dayLabel.format(dayRange(date, timeZone).start + 12 * 3_600_000);
        return (
          <section key={date} aria-label={label}>
            <h3
              className={`mb-2 text-sm font-semibold ${date === today ? 'text-emerald-700 dark:text-emerald-300' : 'text-slate-700 dark:text-slate-200'}`}
            >
              {label}
              {date === today ? ' · Today' : ''}
              <span className="ml-2 font-normal text-slate-600 dark:text-slate-400">
                {sessions.length === 0
                  ? 'nothing booked'
                  : `${sessions.length} session${sessions.length === 1 ? '' : 's'}`}
              </span>
            </h3>
            {sessions.length > 0 && (
              <ol className="flex flex-col gap-1.5">
                {sessions.map((session) => (
                  <li key={session.id}>
                    <button
                      type="button"
                      onClick={() => onOpenSession(session)}
                      className="flex w-full gap-3 rounded-xl border border-l-4 border-slate-200 bg-white p-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:border-slate-800 dark:bg-slate-900 dark:hover:bg-slate-800"
                      style={{ borderLeftColor: session.service.colour }}
                    >
                      <span className="w-14 shrink-0 text-sm text-slate-600 tabular-nums dark:text-slate-300">
                        <span className="block">{time.format(session.start)}</span>
                        <span className="block text-slate-500 dark:text-slate-400">{time.format(session.end)}</span>
                      </span>
                      <span className="min-w-0">
                        <span className="block font-medium break-words text-slate-900 dark:text-white">
                          {session.service.name}
                        </span>
                        <span className="block text-sm text-slate-600 dark:text-slate-300">
                          {[trainerName(session), sessionWho(session)].filter(Boolean).join(' · ')}
                          {session.service.location === 'virtual' ? ' · Virtual' : ''}
                        </span>
                      </span>
                    </button>
                  </li>
                ))}
              </ol>
            )}
          </section>
        );
      })}
    </div>
  );
});
