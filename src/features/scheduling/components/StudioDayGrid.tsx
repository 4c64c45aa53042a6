import { Plus } from 'lucide-react';
import { memo, useEffect, useMemo, useRef, type MouseEvent } from 'react';
import { instantOf, type LocalDate } from '@/lib/zoned-time';
import type { CalendarSession } from '../api/calendar';
import { sessionWho } from '../lib/session-labels';
import { gridHours, minutesAtOffset, type TrainerColumn } from '../lib/studio-schedule';

const HOUR_PX = 48;
const COLUMN_PX = 176;
const TIME_PX = 56;

/**
 * The studio's day: one column per trainer, time down the side, in the studio's zone. The time
 * column and the trainer headers stay in view while the grid scrolls both ways. Cheap to draw
 * with 20 trainers: hour lines are one background per column, a session is one element, and a
 * column only re-renders when its own sessions change.
 */
export function StudioDayGrid({
  date,
  columns,
  timeZone,
  settled = true,
  onOpenSession,
  onBook,
  locale,
}: {
  date: LocalDate;
  /** False while the sessions shown are still the previous day's. */
  settled?: boolean;
  columns: TrainerColumn[];
  timeZone: string;
  onOpenSession: (session: CalendarSession) => void;
  onBook: (trainerId: string, startsAt?: number) => void;
  locale?: string;
}) {
  const { first, last } = useMemo(() => gridHours(columns), [columns]);
  const hours = useMemo(() => Array.from({ length: last - first }, (_, index) => first + index), [first, last]);
  const time = useMemo(
    () => new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    [locale, timeZone],
  );
  const height = hours.length * HOUR_PX;

  // Opens on the day's first session (08:00 when there is none), once per day, when its sessions
  // are in: one arriving later must not move the view.
  const scroller = useRef<HTMLDivElement>(null);
  const tops = columns.flatMap((column) => column.placed.map((entry) => entry.top));
  const firstTop = tops.length > 0 ? Math.min(...tops) : 8 * 60;
  const scrolledFor = useRef<string | null>(null);
  useEffect(() => {
    if (!settled || scrolledFor.current === date) return;
    scrolledFor.current = date;
    if (scroller.current) {
      scroller.current.scrollTop = Math.max(0, ((firstTop - first * 60) / 60) * HOUR_PX - HOUR_PX / 2);
    }
  }, [settled, date, firstTop, first]);

  return (
    <div
      ref={scroller}
      role="region"
      aria-label="Trainers' day"
      className="max-h-[calc(100dvh-21rem)] min-h-80 overflow-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
    >
      <div
        className="grid"
        style={{
          gridTemplateColumns: `${TIME_PX}px repeat(${columns.length}, minmax(${COLUMN_PX}px, 1fr))`,
          width: 'max-content',
          minWidth: '100%',
        }}
      >
        <div className="contents">
          <div
            aria-hidden="true"
            className="sticky top-0 left-0 z-30 border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
          />
          {columns.map(({ trainer }) => (
            <div
              key={trainer.id}
              className="sticky top-0 z-20 flex items-center justify-between gap-1 border-b border-l border-slate-200 bg-white px-2 py-1.5 dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="truncate text-sm font-medium text-slate-800 dark:text-slate-100">{trainer.name}</span>
              <button
                type="button"
                onClick={() => onBook(trainer.id)}
                aria-label={`Book a client with ${trainer.name}`}
                className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:hover:bg-slate-800 dark:hover:text-white"
              >
                <Plus aria-hidden="true" className="size-4" />
              </button>
            </div>
          ))}
        </div>
        <div className="contents">
          <div
            aria-hidden="true"
            className="sticky left-0 z-10 border-r border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
            style={{ height }}
          >
            {hours.map((hour, index) => (
              <span
                key={hour}
                className="absolute right-2 -translate-y-2 text-xs text-slate-600 dark:text-slate-400"
                style={{ top: index * HOUR_PX }}
              >
                {index === 0 ? '' : `${String(hour).padStart(2, '0')}:00`}
              </span>
            ))}
          </div>
          {columns.map((column) => (
            <TrainerDayColumn
              key={column.trainer.id}
              column={column}
              date={date}
              timeZone={timeZone}
              firstHour={first}
              height={height}
              time={time}
              onOpenSession={onOpenSession}
              onBook={onBook}
            />
          ))}
        </div>
      </div>
    </div>
  );
}

const HOUR_LINES = `repeating-linear-gradient(to bottom, transparent 0, transparent ${HOUR_PX - 1}px, rgb(148 163 184 / 0.25) ${HOUR_PX - 1}px, rgb(148 163 184 / 0.25) ${HOUR_PX}px)`;

const TrainerDayColumn = memo(function TrainerDayColumn({
  column,
  date,
  timeZone,
  firstHour,
  height,
  time,
  onOpenSession,
  onBook,
}: {
  column: TrainerColumn;
  date: LocalDate;
  timeZone: string;
  firstHour: number;
  height: number;
  time: Intl.DateTimeFormat;
  onOpenSession: (session: CalendarSession) => void;
  onBook: (trainerId: string, startsAt?: number) => void;
}) {
  const { trainer, placed } = column;
  // A click on the column's empty background books at that quarter hour; sessions stop the click.
  const bookAt = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const offsetY = event.clientY - event.currentTarget.getBoundingClientRect().top;
    const minutes = minutesAtOffset(offsetY, HOUR_PX, firstHour);
    onBook(trainer.id, instantOf(date, minutes, timeZone));
  };
  return (
    <div
      role="group"
      aria-label={trainer.name}
      data-trainer-id={trainer.id}
      onClick={bookAt}
      className="relative cursor-copy border-l border-slate-200 dark:border-slate-800"
      style={{ height, backgroundImage: HOUR_LINES }}
    >
      {placed.map(({ item, top, height: minutes, lane, lanes }) => (
        <button
          type="button"
          key={item.id}
          onClick={() => onOpenSession(item)}
          className="absolute cursor-pointer overflow-hidden rounded-md border-l-4 bg-slate-50 px-1.5 py-1 text-left text-xs shadow-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:bg-slate-800 dark:hover:bg-slate-700"
          style={{
            top: ((top - firstHour * 60) / 60) * HOUR_PX,
            height: Math.max((minutes / 60) * HOUR_PX - 2, 18),
            left: `calc(${(lane / lanes) * 100}% + 2px)`,
            width: `calc(${100 / lanes}% - 4px)`,
            borderLeftColor: item.service.colour,
          }}
        >
          <span className="block truncate font-medium text-slate-900 dark:text-white">
            {time.format(item.start)} {item.service.name}
          </span>
          <span className="block truncate text-slate-600 dark:text-slate-300">{sessionWho(item)}</span>
          {/* The name a screen reader hears starts with what is shown, then the rest. */}
          <span className="sr-only">
            , until {time.format(item.end)}, {trainer.name}
          </span>
        </button>
      ))}
    </div>
  );
});
