import type { LocalDate } from './zoned-time';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * The device's own calendar day (`YYYY-MM-DD`): a client's weight and habit ticks belong to the day
 * they live in, wherever the server is.
 */
export function localDateOf(now: Date): LocalDate {
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
