/** "12 Nov 2026" in the studio's zone (every date of a client's money is shown in it, named once). */
export const formatStudioDate = (iso: string, timeZone: string, locale?: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(Date.parse(iso));

/** "12 Nov 2026, 18:00" in the studio's zone. */
export const formatStudioDateTime = (iso: string, timeZone: string, locale?: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(Date.parse(iso));

export const zoneName = (timeZone: string) => timeZone.replace(/_/g, ' ');
