/** The end of a billing period that starts at `start`: a week, or a calendar month or year (UTC). */
export function addInterval(start: Date, interval: 'week' | 'month' | 'year'): Date {
  if (interval === 'week') return new Date(start.getTime() + 7 * 86_400_000);
  const months = interval === 'month' ? 1 : 12;
  const end = new Date(start.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  // 31 January + a month is 28/29 February (the last day), never 2/3 March, as card billing does.
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}
