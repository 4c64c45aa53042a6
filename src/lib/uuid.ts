const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Route ids are uuids; anything else cannot exist (and would make Postgres reject the query). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
