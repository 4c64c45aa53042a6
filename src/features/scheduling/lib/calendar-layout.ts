import { dayRange, wallTimeOf, type LocalDate } from '@/lib/zoned-time';

export interface TimedItem {
  id: string;
  /** Epoch milliseconds. */
  start: number;
  end: number;
}

export interface PlacedItem<T extends TimedItem> {
  item: T;
  /** Minutes from the day's local midnight to the top of the block (wall clock, 0-1440). */
  top: number;
  /** Wall-clock minutes the block spans (at least `minHeight`). */
  height: number;
  /** The column among items that overlap it, and how many columns they need. */
  lane: number;
  lanes: number;
  /** The item began the day before / runs into the next day. */
  continuesBefore: boolean;
  continuesAfter: boolean;
}

const DAY_MINUTES = 24 * 60;

/**
 * Places a day's items on a day column drawn in the studio's zone, by wall clock (so a 09:00 session
 * sits at 09:00 on the day the clocks change too). Items that overlap share the width: each goes to
 * the first free column of its overlapping group, as desktop calendars do.
 */
export function layoutDay<T extends TimedItem>(
  items: readonly T[],
  date: LocalDate,
  timeZone: string,
  minHeight = 15,
): PlacedItem<T>[] {
  const { start: dayStart, end: dayEnd } = dayRange(date, timeZone);
  const visible = items
    .filter((item) => item.end > dayStart && item.start < dayEnd)
    .sort((a, b) => a.start - b.start || b.end - a.end || a.id.localeCompare(b.id));

  const placed: PlacedItem<T>[] = [];
  let group: PlacedItem<T>[] = [];
  let groupEnd = -Infinity;
  let laneEnds: number[] = [];
  const closeGroup = () => {
    for (const entry of group) entry.lanes = laneEnds.length;
    group = [];
    laneEnds = [];
  };

  for (const item of visible) {
    const continuesBefore = item.start < dayStart;
    const continuesAfter = item.end > dayEnd;
    const top = continuesBefore ? 0 : wallTimeOf(item.start, timeZone).minutes;
    const bottom = continuesAfter ? DAY_MINUTES : wallTimeOf(item.end, timeZone).minutes || DAY_MINUTES;
    // The drawn block, not the booked time, decides what overlaps (a 5-minute item drawn 15 tall).
    const drawnEnd = Math.max(bottom, top + minHeight);
    if (top >= groupEnd) closeGroup();
    let lane = laneEnds.findIndex((end) => end <= top);
    if (lane < 0) lane = laneEnds.push(drawnEnd) - 1;
    else laneEnds[lane] = drawnEnd;
    groupEnd = group.length === 0 ? drawnEnd : Math.max(groupEnd, drawnEnd);
    const entry: PlacedItem<T> = {
      item,
      top,
      height: drawnEnd - top,
      lane,
      lanes: 1,
      continuesBefore,
      continuesAfter,
    };
    group.push(entry);
    placed.push(entry);
  }
  closeGroup();
  return placed;
}
