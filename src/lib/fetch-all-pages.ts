/** PostgREST caps one response at `max_rows` (1000 in supabase/config.toml). */
export const MAX_ROWS_PER_REQUEST = 1000;

type PageResult<T> = PromiseLike<{ data: T[] | null; error: unknown }>;

/**
 * Reads every row of a query that may exceed the server's row cap, one page at a time. The query
 * must have a stable order (e.g. name, then id) or rows could repeat or go missing between pages.
 */
export async function fetchAllPages<T>(page: (from: number, to: number) => PageResult<T>, pageSize = MAX_ROWS_PER_REQUEST, maxPages = 50): Promise<T[]> {
  const rows: T[] = [];
  for (let index = 0; index < maxPages; index += 1) {
    const from = index * pageSize;
    const { data, error } = await page(from, from + pageSize - 1);
    if (error) throw error;
    rows.push(...(data ?? []));
    if (!data || data.length < pageSize) break;
  }
  return rows;
}
