import { currencyDecimals, formatMoney } from '@/lib/money';
import type { PaymentsReport } from '../api/payments-report';
import {
  atRiskTable,
  attendanceTable,
  liabilityTable,
  mrrTable,
  revenueTable,
  trainersTable,
} from '../lib/analytics-tables';
import { AnalyticsBarChart } from './AnalyticsBarChart';
import { KpiTiles } from './KpiTiles';
import { ReportSection } from './ReportSection';

/** The report's tiles and sections; each section's table is what its CSV holds. */
export function AnalyticsReport({ report }: { report: PaymentsReport }) {
  const currency = report.currency;
  const money = (minor: number) => formatMoney(minor, currency);
  const compact = new Intl.NumberFormat(undefined, { style: 'currency', currency, notation: 'compact' });
  const axisMoney = (minor: number) => compact.format(minor / 10 ** currencyDecimals(currency));
  const suffix = `${report.from}-to-${report.to}`;
  const revenue = revenueTable(report);
  const mrr = mrrTable(report);
  const trainers = trainersTable(report);
  const asOf = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(report.as_of),
  );
  return (
    <div className="flex flex-col gap-6">
      <KpiTiles report={report} />
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Membership, credit and at-risk figures are as of {asOf} ({report.time_zone}).
      </p>
      <ReportSection
        table={revenue}
        currency={currency}
        fileSuffix={suffix}
        summary={`Net revenue by ${report.bucket}: paid orders by the day they were paid, minus refunds by the day they were made. ${money(report.totals.net_minor)} in all.`}
        chart={
          <AnalyticsBarChart
            name="Net revenue"
            data={revenue.rows.map((row, i) => ({ label: String(row[0]), value: report.revenue[i]?.net_minor ?? 0 }))}
            format={money}
            axisFormat={axisMoney}
          />
        }
      />
      <ReportSection
        table={mrr}
        currency={currency}
        fileSuffix={suffix}
        summary={`Monthly recurring revenue at each month's end, with what new members, upgrades, downgrades and cancellations moved. ${money(report.totals.mrr_minor)} now.`}
        chart={
          <AnalyticsBarChart
            name="MRR"
            data={mrr.rows.map((row, i) => ({ label: String(row[0]), value: report.mrr[i]?.mrr_end_minor ?? 0 }))}
            format={money}
            axisFormat={axisMoney}
          />
        }
      />
      <ReportSection
        table={trainers}
        currency={currency}
        fileSuffix={suffix}
        summary="Attended sessions per trainer, and the value of the credits they used (a membership's sessions count, but earn in MRR)."
        chart={
          trainers.rows.length > 0 ? (
            <AnalyticsBarChart
              name="Credit revenue"
              data={report.trainers.map((row) => ({ label: row.trainer_name, value: row.revenue_minor }))}
              format={money}
              axisFormat={axisMoney}
            />
          ) : undefined
        }
      />
      <ReportSection
        table={attendanceTable(report)}
        currency={currency}
        fileSuffix={suffix}
        summary="Bookings that reached their start time in the range (cancelled in time and declined ones never did)."
      />
      <ReportSection
        table={liabilityTable(report)}
        currency={currency}
        fileSuffix={suffix}
        summary="Credits sold and not used yet, on lots that have not expired, valued at what was paid per credit."
      />
      <ReportSection
        table={atRiskTable(report)}
        currency={currency}
        fileSuffix={suffix}
        summary="Clients with a membership or credits who have not attended a session in 14 days, longest absence first."
      />
    </div>
  );
}
