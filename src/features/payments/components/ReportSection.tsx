import type { ReactNode } from 'react';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { downloadCsv, toCsv } from '@/lib/csv';
import { tableCsvRows, type ReportTable } from '../lib/analytics-tables';
import { ReportTableView } from './ReportTableView';

/**
 * One figure of the report: its title and definition, the chart (when it has one) with the table
 * beside it on wide screens, and the table's CSV export. The summary is also the chart's text for
 * screen readers.
 */
export function ReportSection({
  table,
  summary,
  currency,
  fileSuffix,
  chart,
}: {
  table: ReportTable;
  summary: string;
  currency: string;
  fileSuffix: string;
  chart?: ReactNode;
}) {
  return (
    <section
      aria-label={table.title}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-slate-900 dark:text-white">{table.title}</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">{summary}</p>
        </div>
        <Button
          variant="secondary"
          className="min-h-9 px-3"
          aria-label={`Export ${table.title} as CSV`}
          onClick={() => downloadCsv(`payments-${table.id}-${fileSuffix}.csv`, toCsv(tableCsvRows(table, currency)))}
        >
          <Download className="size-4" aria-hidden="true" />
          CSV
        </Button>
      </div>
      <div className={chart ? 'grid grid-cols-1 gap-4 2xl:grid-cols-2' : undefined}>
        {chart && (
          <figure role="img" aria-label={summary} className="h-56 w-full sm:h-64">
            {chart}
          </figure>
        )}
        <ReportTableView table={table} currency={currency} />
      </div>
    </section>
  );
}
