import { Link } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { displayCell, type ReportTable } from '../lib/analytics-tables';

/** A report table as the page shows it; numbers right-aligned, a client's name links to the profile. */
export function ReportTableView({ table, currency }: { table: ReportTable; currency: string }) {
  return (
    // A long table scrolls inside its box: focusable, so a keyboard can scroll it too.
    <div
      tabIndex={0}
      role="region"
      aria-label={`${table.title}, table`}
      className="max-h-80 overflow-auto rounded-xl border border-slate-200 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:border-slate-800"
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{table.title}</caption>
        <thead className="sticky top-0 bg-slate-50 text-left text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300">
          <tr>
            {table.columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={cn('px-3 py-2 font-semibold', column.kind !== 'text' && 'text-right')}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {table.rows.length === 0 && (
            <tr>
              <td colSpan={table.columns.length} className="px-3 py-4 text-center text-slate-500 dark:text-slate-400">
                Nothing in this range.
              </td>
            </tr>
          )}
          {table.rows.map((row, r) => (
            <tr key={r} className="text-slate-800 dark:text-slate-200">
              {row.map((cell, c) => {
                const kind = table.columns[c]?.kind ?? 'text';
                const text = displayCell(cell, kind, currency);
                const link = c === 0 ? table.links?.[r] : undefined;
                return (
                  <td
                    key={c}
                    className={cn('px-3 py-2 whitespace-nowrap', kind !== 'text' && 'text-right tabular-nums')}
                  >
                    {link ? (
                      <Link to={link} className="font-medium text-emerald-700 hover:underline dark:text-emerald-300">
                        {text}
                      </Link>
                    ) : (
                      text
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
