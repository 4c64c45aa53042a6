/** "1 set", "2 sets", "1200 sets": a count with its noun in the right number. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${noun(count, one, many)}`;
}

/** The noun alone, for text that writes the count itself ("3 of 4 sessions"). */
export function noun(count: number, one: string, many = `${one}s`): string {
  return count === 1 ? one : many;
}
