import type { PGlite } from '@electric-sql/pglite';

/** The slice of PGlite the local layer uses, so helpers can be typed without the whole driver. */
export type SqlDriver = Pick<PGlite, 'query' | 'exec' | 'transaction'>;

export async function queryRows<Row>(db: SqlDriver, text: string, params: unknown[] = []): Promise<Row[]> {
  const result = await db.query<Row>(text, params);
  return result.rows;
}
