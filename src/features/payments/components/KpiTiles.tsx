import { formatMoney } from '@/lib/money';
import type { PaymentsReport } from '../api/payments-report';
import { formatRate } from '../lib/analytics-tables';

function Tile({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums dark:text-white">{value}</dd>
      <dd className="mt-1 text-xs text-slate-500 dark:text-slate-400">{detail}</dd>
    </div>
  );
}

/** The range's headline figures; "now" figures are at the report's as_of (the range's end, or now). */
export function KpiTiles({ report }: { report: PaymentsReport }) {
  const money = (minor: number) => formatMoney(minor, report.currency);
  const t = report.totals;
  const a = report.attendance;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Tile
        label="Net revenue"
        value={money(t.net_minor)}
        detail={`${money(t.gross_minor)} paid, ${money(t.refunds_minor)} refunded`}
      />
      <Tile label="MRR" value={money(t.mrr_minor)} detail={`${t.active_members} active members at the end`} />
      <Tile
        label="Churn rate"
        value={formatRate(t.churn_rate)}
        detail={`${t.members_churned} of ${t.members_start} members at the start left`}
      />
      <Tile
        label="Credit liability"
        value={money(report.liability.value_minor)}
        detail={`${report.liability.credits} credits sold and not used`}
      />
      <Tile label="No-show rate" value={formatRate(a.no_show_rate)} detail={`${a.no_shows} of ${a.reached} bookings`} />
      <Tile
        label="Late-cancel rate"
        value={formatRate(a.late_cancel_rate)}
        detail={`${a.late_cancels} of ${a.reached} bookings`}
      />
      <Tile label="Sessions delivered" value={String(a.attended)} detail="Attended bookings" />
      <Tile label="Clients at risk" value={String(t.at_risk)} detail="No visit in 14 days" />
    </dl>
  );
}
