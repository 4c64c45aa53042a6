import { useEffect, useMemo, useRef } from 'react';
import { dayRange, todayIn, type LocalDate } from '@/lib/zoned-time';
import type { CalendarSession } from '../api/calendar';
import { layoutDay } from '../lib/calendar-layout';
import { sessionWho } from '../lib/session-labels';

const HOUR_PX = 48;

/**
 * Days side by side on an hour grid, drawn in the studio's zone. The grid spans the hours that hold
 * sessions (at least 07:00-20:00), so an early class is never cut off.
 */
export function CalendarWeek({
  days,
  sessions,
  timeZone,
  settled = true,
  locale,
}: {
  days: LocalDate[];
  sessions: CalendarSession[];
  timeZone: string;
  /** False while the sessions shown are still the previous range's. */
  settled?: boolean;
  locale?: string;
}) {
  const columns = useMemo(
    () => days.map((date) => ({ date, placed: layoutDay(sessions, date, timeZone, 20) })),
    [days, sessions, timeZone],
  );
  const placedMinutes = columns.flatMap((column) =>
    column.placed.flatMap((entry) => [entry.top, entry.top + entry.height]),
  );
  const firstHour = Math.min(7, ...placedMinutes.map((minutes) => Math.floor(minutes / 60)));
  const lastHour = Math.max(20, ...placedMinutes.map((minutes) => Math.ceil(minutes / 60)));
  const hours = Array.from({ length: lastHour - firstHour }, (_, index) => firstHour + index);
  const today = todayIn(timeZone);
  const dayLabel = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'short', day: 'numeric' });
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  // Opens on the range's first session (08:00 when it has none), not at the top of the grid.
  const scroller = useRef<HTMLDivElement>(null);
  const tops = columns.flatMap((column) => column.placed.map((entry) => entry.top));
  const firstTop = tops.length > 0 ? Math.min(...tops) : 8 * 60;
  const rangeKey = days.join();
  const scrolledFor = useRef<string | null>(null);
  useEffect(() => {
    // Once per range, when its sessions are in: one arriving later must not move the view.
    if (!settled || scrolledFor.current === rangeKey) return;
    scrolledFor.current = rangeKey;
    if (scroller.current) {
      scroller.current.scrollTop = Math.max(0, ((firstTop - firstHour * 60) / 60) * HOUR_PX - HOUR_PX / 2);
    }
  }, [settled, rangeKey, firstTop, firstHour]);

  return (
    <div
      ref={scroller}
      className="max-h-[calc(100dvh-14rem)] min-h-80 overflow-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
    >
      <div
        className="grid min-w-[640px]"
        style={{ gridTemplateColumns: `3.5rem repeat(${days.length}, minmax(0, 1fr))` }}
        role="grid"
        aria-label="Calendar"
      >
        <div role="row" className="contents">
          <div
            role="columnheader"
            className="sticky top-0 z-10 border-b bg-white dark:bg-slate-900 border-slate-200 dark:border-slate-800"
            aria-label="Time"
          />
          {days.map((date) => (
            <div
              key={date}
              role="columnheader"
              className={`sticky top-0 z-10 border-b border-l bg-white dark:bg-slate-900 border-slate-200 px-2 py-2 text-center text-sm font-medium dark:border-slate-800 ${date === today ? 'text-emerald-700 dark:text-emerald-300' : 'text-slate-700 dark:text-slate-200'}`}
            >
              {dayLabel.format(dayRange(date, timeZone).start + 12 * 3_600_000)}
            </div>
          ))}
        </div>
        <div role="row" className="contents">
          <div className="relative" style={{ height: hours.length * HOUR_PX }} aria-hidden="true">
            {hours.map((hour, index) => (
              <span
                key={hour}
                className="absolute right-2 -translate-y-2 text-xs text-slate-500"
                style={{ top: index * HOUR_PX }}
              >
                {index === 0 ? '' : `${String(hour).padStart(2, '0')}:00`}
              </span>
            ))}
          </div>
          {columns.map(({ date, placed }) => (
            <div
              key={date}
              role="gridcell"
              aria-label={dayLabel.format(dayRange(date, timeZone).start + 12 * 3_600_000)}
              className="relative border-l border-slate-200 dark:border-slate-800"
              style={{
                height: hours.length * HOUR_PX,
                backgroundImage: `repeating-linear-gradient(to bottom, transparent 0, transparent ${HOUR_PX - 1}px, rgb(148 163 184 / 0.25) ${HOUR_PX - 1}px, rgb(148 163 184 / 0.25) ${HOUR_PX}px)`,
              }}
            >
              {placed.map(({ item, top, height, lane, lanes }) => (
                <article
                  key={item.id}
                  aria-label={`${time.format(item.start)}–${time.format(item.end)} ${item.service.name}, ${sessionWho(item)}`}
                  className="absolute overflow-hidden rounded-md border-l-4 bg-slate-50 px-1.5 py-1 text-xs shadow-sm dark:bg-slate-800"
                  style={{
                    top: ((top - firstHour * 60) / 60) * HOUR_PX,
                    height: Math.max((height / 60) * HOUR_PX - 2, 18),
                    left: `calc(${(lane / lanes) * 100}% + 2px)`,
                    width: `calc(${100 / lanes}% - 4px)`,
                    borderLeftColor: item.service.colour,
                  }}
                >
                  <p className="font-medium text-slate-900 dark:text-white">
                    {time.format(item.start)} {item.service.name}
                  </p>
                  <p className="truncate text-slate-600 dark:text-slate-300">{sessionWho(item)}</p>
                </article>
              ))}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
