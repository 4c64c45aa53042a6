import { useEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import { dayRange, instantOf, todayIn, wallTimeOf, type LocalDate } from '@/lib/zoned-time';
import type { CalendarSession } from '../api/calendar';
import { canDrag, DRAG_THRESHOLD_PX, snapDown, snapDrag } from '../lib/calendar-drag';
import { layoutDay } from '../lib/calendar-layout';
import { sessionWho } from '../lib/session-labels';
import { useNow } from './use-now';

const HOUR_PX = 48;

interface Drag {
  id: string;
  pointerId: number;
  x: number;
  y: number;
  columnWidth: number;
  dayIndex: number;
  moving: boolean;
  dayDelta: number;
  minuteDelta: number;
}

/**
 * Days side by side on an hour grid, drawn in the studio's zone. The grid spans the hours that hold
 * sessions (at least 07:00-20:00), so an early class is never cut off.
 *
 * With the handlers given, a session opens on click (or Enter), an empty time asks to book it, and an
 * upcoming appointment can be dragged to another time (15-minute steps, whole days across) with the
 * pointer; the drop only proposes the new time: nothing moves until the server agrees.
 */
export function CalendarWeek({
  days,
  sessions,
  timeZone,
  settled = true,
  locale,
  onOpenSession,
  onPickTime,
  onDropSession,
}: {
  days: LocalDate[];
  sessions: CalendarSession[];
  timeZone: string;
  /** False while the sessions shown are still the previous range's. */
  settled?: boolean;
  locale?: string;
  onOpenSession?: (session: CalendarSession) => void;
  /** An empty time was clicked (instant, snapped down to 15 minutes). */
  onPickTime?: (startsAt: number) => void;
  /** A session was dropped at another start (instant). */
  onDropSession?: (session: CalendarSession, startsAt: number) => void;
}) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const now = useNow();
  // A drag ends with a click event on the same button: that click is not an "open".
  const justDragged = useRef(false);
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

  const startDrag = (event: PointerEvent<HTMLButtonElement>, session: CalendarSession, dayIndex: number) => {
    // A new press: a click the last drag left behind (if the browser sent none) is not this one's.
    justDragged.current = false;
    if (!onDropSession || event.button !== 0 || !canDrag(session, now)) return;
    const cell = event.currentTarget.closest('[role="gridcell"]');
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDrag({
      id: session.id,
      pointerId: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      columnWidth: cell?.getBoundingClientRect().width ?? 0,
      dayIndex,
      moving: false,
      dayDelta: 0,
      minuteDelta: 0,
    });
  };
  const moveDrag = (event: PointerEvent<HTMLButtonElement>) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    const [dx, dy] = [event.clientX - drag.x, event.clientY - drag.y];
    if (!drag.moving && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
    setDrag({ ...drag, moving: true, ...snapDrag(dx, dy, drag.columnWidth, HOUR_PX, drag.dayIndex, days.length) });
  };
  const endDrag = (event: PointerEvent<HTMLButtonElement>, session: CalendarSession) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    setDrag(null);
    if (!drag.moving) return;
    justDragged.current = true;
    const target = droppedAt(session, drag);
    if (target !== null && target !== session.start) onDropSession?.(session, target);
  };
  const droppedAt = (session: CalendarSession, at: Drag): number | null => {
    const wall = wallTimeOf(session.start, timeZone);
    const minutes = wall.minutes + at.minuteDelta;
    const date = days[at.dayIndex + at.dayDelta];
    if (!date || minutes < 0 || minutes >= 24 * 60) return null;
    return instantOf(date, minutes, timeZone);
  };

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
          {columns.map(({ date, placed }, dayIndex) => (
            <div
              key={date}
              role="gridcell"
              aria-label={dayLabel.format(dayRange(date, timeZone).start + 12 * 3_600_000)}
              onClick={(event) => {
                if (!onPickTime || event.target !== event.currentTarget) return;
                const offset = event.clientY - event.currentTarget.getBoundingClientRect().top;
                const minutes = snapDown(firstHour * 60 + (offset / HOUR_PX) * 60);
                if (minutes >= 0 && minutes < 24 * 60) onPickTime(instantOf(date, minutes, timeZone));
              }}
              className={`relative border-l border-slate-200 dark:border-slate-800${onPickTime ? ' cursor-copy' : ''}`}
              style={{
                height: hours.length * HOUR_PX,
                backgroundImage: `repeating-linear-gradient(to bottom, transparent 0, transparent ${HOUR_PX - 1}px, rgb(148 163 184 / 0.25) ${HOUR_PX - 1}px, rgb(148 163 184 / 0.25) ${HOUR_PX}px)`,
              }}
            >
              {placed.map(({ item, top, height, lane, lanes }) => {
                const dragging = drag?.id === item.id && drag.moving ? drag : null;
                const proposed = dragging ? droppedAt(item, dragging) : null;
                const overridden = item.bookings.some((booking) => booking.overridden);
                const label = `${time.format(item.start)}–${time.format(item.end)} ${item.service.name}, ${sessionWho(item)}${overridden ? ' (overridden)' : ''}`;
                const body = (
                  <>
                    <p className="font-medium text-slate-900 dark:text-white">
                      {time.format(item.start)} {item.service.name}
                      {overridden && (
                        <span className="ml-1 text-amber-700 dark:text-amber-300" title="Overridden" aria-hidden="true">
                          ⚑
                        </span>
                      )}
                    </p>
                    <p className="truncate text-slate-600 dark:text-slate-300">{sessionWho(item)}</p>
                    {dragging && (
                      <p className="font-semibold text-emerald-800 dark:text-emerald-200" aria-hidden="true">
                        → {proposed === null ? 'not here' : time.format(proposed)}
                      </p>
                    )}
                  </>
                );
                return (
                  <article
                    key={item.id}
                    aria-label={label}
                    className={`absolute overflow-hidden rounded-md border-l-4 bg-slate-50 text-xs shadow-sm dark:bg-slate-800${dragging ? ' z-20 opacity-90 shadow-lg ring-2 ring-emerald-500' : ''}`}
                    style={{
                      top: ((top - firstHour * 60) / 60) * HOUR_PX,
                      height: Math.max((height / 60) * HOUR_PX - 2, 18),
                      left: `calc(${(lane / lanes) * 100}% + 2px)`,
                      width: `calc(${100 / lanes}% - 4px)`,
                      borderLeftColor: item.service.colour,
                      transform: dragging
                        ? `translate(${dragging.dayDelta * dragging.columnWidth}px, ${(dragging.minuteDelta / 60) * HOUR_PX}px)`
                        : undefined,
                    }}
                  >
                    {onOpenSession ? (
                      <button
                        type="button"
                        aria-label={`Open ${label}`}
                        className={`block h-full w-full px-1.5 py-1 text-left focus-visible:outline-2 focus-visible:outline-emerald-500${onDropSession && canDrag(item, now) ? ' cursor-grab touch-none active:cursor-grabbing' : ''}`}
                        onPointerDown={(event) => startDrag(event, item, dayIndex)}
                        onPointerMove={moveDrag}
                        onPointerUp={(event) => endDrag(event, item)}
                        onPointerCancel={() => setDrag(null)}
                        onClick={() => {
                          if (justDragged.current) {
                            justDragged.current = false;
                            return;
                          }
                          onOpenSession(item);
                        }}
                      >
                        {body}
                      </button>
                    ) : (
                      <div className="px-1.5 py-1">{body}</div>
                    )}
                  </article>
                );
              })}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
