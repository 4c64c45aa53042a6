import { BarChart3 } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageLoader } from '@/components/ui/PageLoader';
import { selectIsAdmin, useAuthStore } from '@/features/auth';
import { usePaymentsReport } from '../api/payments-report';
import { localToday, readRange, type ReportRange } from '../lib/analytics-range';
import { isEmptyReport } from '../lib/analytics-tables';
import { AnalyticsControls } from './AnalyticsControls';
import { AnalyticsReport } from './AnalyticsReport';

/**
 * `/payments/analytics` (admins): the studio's money and attendance over a range of its local dates,
 * every figure computed by payments_report in the database and defined in docs/payments.md.
 */
export default function AnalyticsPage() {
  const isAdmin = useAuthStore(selectIsAdmin);
  const [params, setParams] = useSearchParams();
  const today = localToday(new Date());
  const range = readRange(params, today);
  const report = usePaymentsReport(range.from, range.to, range.bucket, isAdmin);
  if (!isAdmin) {
    return (
      <EmptyState icon={<BarChart3 className="size-6" />} title="Admins only">
        The studio&apos;s payments analytics are for its admins.
      </EmptyState>
    );
  }
  const choose = (next: ReportRange) =>
    setParams({ from: next.from, to: next.to, bucket: next.bucket }, { replace: true });
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <PageHeader
        title="Analytics"
        subtitle="Revenue, memberships, trainers and attendance, in the studio's time zone."
      />
      <AnalyticsControls range={range} today={today} onChange={choose} />
      {report.isPending ? (
        <PageLoader label="Loading analytics" />
      ) : report.error ? (
        <LoadError error={report.error} what="analytics" onRetry={() => void report.refetch()} />
      ) : isEmptyReport(report.data) ? (
        <EmptyState icon={<BarChart3 className="size-6" />} title="Nothing to show for these dates">
          No sales, memberships, credits or bookings fall in this range. Choose other dates, or come back once clients
          have bought a pack or a membership.
        </EmptyState>
      ) : (
        <AnalyticsReport report={report.data} />
      )}
    </div>
  );
}
