/** "Mon 30 Nov, 18:00–18:45" in the studio's zone. */
export function sessionWhen(startsAt: string, endsAt: string, timeZone: string, locale?: string): string {
  const day = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'short', day: 'numeric', month: 'short' });
  return `${day.format(Date.parse(startsAt))}, ${clockTime(startsAt, timeZone, locale)}–${clockTime(endsAt, timeZone, locale)}`;
}

/** "18:00" in the studio's zone. */
export function clockTime(instant: string, timeZone: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    Date.parse(instant),
  );
}

/** "Europe/London" → "Europe/London" spelled for people ("America/New York"). */
export const zoneName = (timeZone: string) => timeZone.replace(/_/g, ' ');

/** "27 Nov, 10:32" in the person's own zone (when the device last heard from the server). */
export const savedWhen = (savedAt: number, locale?: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(
    savedAt,
  );

export function whereText(service: { location: 'in_person' | 'virtual' }): string {
  return service.location === 'virtual' ? 'Online (video link)' : 'In person at the studio';
}
