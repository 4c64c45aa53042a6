// The analytics page's range: local dates (YYYY-MM-DD) and a bucket, read from and written to the
// address so a report can be bookmarked and shared. The same limits as payments_report checks.

export const REPORT_BUCKETS = ['day', 'week', 'month'] as const;
export type ReportBucket = (typeof REPORT_BUCKETS)[number];

export interface ReportRange {
  from: string;
  to: string;
  bucket: ReportBucket;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function parseDay(text: string | null): Date | null {
  if (!text || !DATE.test(text)) return null;
  const date = new Date(`${text}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text ? null : date;
}

function dayText(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The person's local calendar date, as YYYY-MM-DD. */
export function localToday(now: Date): string {
  return dayText(new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())));
}

/** The default: this month and the 11 before it, by month. */
export function defaultRange(today: string): ReportRange {
  const end = parseDay(today) ?? new Date();
  const start = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - 11, 1));
  return { from: dayText(start), to: today, bucket: 'month' };
}

/** Quick ranges ending today, each with the bucket that suits it. */
export function presetRanges(today: string): Array<{ label: string; range: ReportRange }> {
  const end = parseDay(today) ?? new Date();
  const daysBack = (days: number) => dayText(new Date(end.getTime() - days * 86_400_000));
  return [
    { label: 'Last 30 days', range: { from: daysBack(29), to: today, bucket: 'day' } },
    { label: 'Last 12 weeks', range: { from: daysBack(83), to: today, bucket: 'week' } },
    { label: 'Last 12 months', range: defaultRange(today) },
    {
      label: 'This year',
      range: { from: `${today.slice(0, 4)}-01-01`, to: today, bucket: 'month' },
    },
  ];
}

/** Why a range cannot be asked for, in words (null when it can). */
export function rangeProblem(from: string, to: string): string | null {
  const start = parseDay(from);
  const end = parseDay(to);
  if (!start || !end) return 'Choose a start and an end date.';
  if (start > end) return 'Choose a start date on or before the end date.';
  const limit = new Date(Date.UTC(start.getUTCFullYear() + 3, start.getUTCMonth(), start.getUTCDate()));
  if (end >= limit) return 'Choose a range of at most 3 years.';
  return null;
}

/** The range in the address (?from&to&bucket), or the default when any part is missing or wrong. */
export function readRange(params: URLSearchParams, today: string): ReportRange {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const bucket = params.get('bucket');
  if (rangeProblem(from, to) || !REPORT_BUCKETS.some((b) => b === bucket)) return defaultRange(today);
  return { from, to, bucket: bucket as ReportBucket };
}

/** A bucket's label: "27 Nov 2026", "Week of 24 Nov 2026" or "Nov 2026". */
export function bucketLabel(day: string, bucket: ReportBucket, locale?: string): string {
  const date = parseDay(day);
  if (!date) return day;
  if (bucket === 'month') {
    return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
  }
  const text = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
  return bucket === 'week' ? `Week of ${text}` : text;
}
