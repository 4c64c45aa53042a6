import type { CalendarSession } from '../api/calendar';

export const SNAP_MINUTES = 15;
/** Pointer travel (px) below which a press is a click, not a drag. */
export const DRAG_THRESHOLD_PX = 5;

/** A drag's offset snapped to the grid: whole days across, 15-minute steps down. */
export function snapDrag(
  dx: number,
  dy: number,
  columnWidth: number,
  hourPx: number,
  dayIndex: number,
  dayCount: number,
): { dayDelta: number; minuteDelta: number } {
  const rawDays = columnWidth > 0 ? Math.round(dx / columnWidth) : 0;
  const dayDelta = Math.min(dayCount - 1 - dayIndex, Math.max(-dayIndex, rawDays));
  const minuteDelta = Math.round(((dy / hourPx) * 60) / SNAP_MINUTES) * SNAP_MINUTES;
  return { dayDelta, minuteDelta: Object.is(minuteDelta, -0) ? 0 : minuteDelta };
}

/** Minutes from the grid's top at a pointer offset, snapped down to 15 minutes. */
export const snapDown = (minutes: number) => Math.floor(minutes / SNAP_MINUTES) * SNAP_MINUTES;

/** Only an upcoming appointment with someone in it can be dragged (a class place cannot be moved). */
export const canDrag = (session: CalendarSession, now: number) =>
  session.capacity === 1 &&
  session.start > now &&
  session.bookings.some((booking) => booking.status === 'booked' || booking.status === 'requested');
