/** PostgREST caps one response at `max_rows` (1000 in supabase/config.toml). */
export const MAX_ROWS_PER_REQUEST = 1000;

type PageResult<T> = PromiseLike<{ data: T[] | null; error: unknown }>;

/**
 * Reads every row of a query that may exceed the server's row cap, one page at a time, until a page
 * comes back short. There is deliberately no page limit: a list that stopped early would look
 * complete. The query must have a stable order (e.g. name, then id) or rows could repeat or go
 * missing between pages, and `pageSize` must not exceed the server's `max_rows`.
 */
export async function fetchAllPages<T>(
  page: (from: number, to: number) => PageResult<T>,
  pageSize = MAX_ROWS_PER_REQUEST,
): Promise<T[]> {
  const rows: T[] = [];
  for (let from = 0; ; from += pageSize) {
    const { data, error } = await page(from, from + pageSize - 1);
    if (error) throw error;
    rows.push(...(data ?? []));
    if (!data || data.length < pageSize) return rows;
  }
}
