/** Booking reminders (issue 31): hours before a session, as studio_settings.reminder_hours checks them. */
export const REMINDER_LIMITS = { min: 1, max: 336, count: 5 } as const;

/** The hours to add, or why not: a whole number in range, not already there, at most five reminders. */
export function addReminderHour(hours: readonly number[], text: string): { hours: number[] } | { error: string } {
  const value = Number(text.trim());
  if (!/^\d+$/.test(text.trim()) || value < REMINDER_LIMITS.min || value > REMINDER_LIMITS.max) {
    return { error: `Hours from ${REMINDER_LIMITS.min} to ${REMINDER_LIMITS.max} (two weeks).` };
  }
  if (hours.includes(value)) return { error: `There is already a reminder ${value} hours before.` };
  if (hours.length >= REMINDER_LIMITS.count) return { error: `At most ${REMINDER_LIMITS.count} reminders.` };
  return { hours: [...hours, value].sort((a, b) => b - a) };
}

export const sameHours = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort().every((hour, index) => hour === [...b].sort()[index]);

/** "24 hours", "1 hour", "48 hours (2 days)". */
export function describeHours(hours: number): string {
  const base = `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  return hours >= 48 && hours % 24 === 0 ? `${base} (${hours / 24} days)` : base;
}
