import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import type { ReportBucket } from '../lib/analytics-range';
import { analyticsKeys } from './payments-keys';

// payments_report answers one jsonb (20261128300000_payments_analytics.sql; each figure is defined in
// docs/payments.md, "Analytics"), which the generated types call Json: it is checked here.
const minor = z.number().int();
const rate = z.number().nullable();

const revenueRow = z.object({
  bucket: z.string(),
  sales: z.number().int(),
  gross_minor: minor,
  refunds_minor: minor,
  net_minor: minor,
});
const mrrRow = z.object({
  month: z.string(),
  mrr_start_minor: minor,
  new_minor: minor,
  expansion_minor: minor,
  contraction_minor: minor,
  churned_minor: minor,
  mrr_end_minor: minor,
  members_start: z.number().int(),
  members_end: z.number().int(),
  members_churned: z.number().int(),
  churn_rate: rate,
});
const trainerRow = z.object({
  trainer_id: z.string(),
  trainer_name: z.string(),
  sessions: z.number().int(),
  credit_sessions: z.number().int(),
  membership_sessions: z.number().int(),
  revenue_minor: minor,
});
const atRiskRow = z.object({
  client_id: z.string(),
  client_name: z.string(),
  last_visit: z.string().nullable(),
  is_member: z.boolean(),
  credits: z.number().int(),
});
const reportSchema = z.object({
  from: z.string(),
  to: z.string(),
  bucket: z.enum(['day', 'week', 'month']),
  as_of: z.string(),
  time_zone: z.string(),
  currency: z.string(),
  revenue: z.array(revenueRow),
  mrr: z.array(mrrRow),
  totals: z.object({
    sales: z.number().int(),
    gross_minor: minor,
    refunds_minor: minor,
    net_minor: minor,
    mrr_minor: minor,
    active_members: z.number().int(),
    at_risk: z.number().int(),
    mrr_start_minor: minor,
    members_start: z.number().int(),
    members_churned: z.number().int(),
    churn_rate: rate,
  }),
  trainers: z.array(trainerRow),
  attendance: z.object({
    reached: z.number().int(),
    attended: z.number().int(),
    no_shows: z.number().int(),
    late_cancels: z.number().int(),
    unmarked: z.number().int(),
    no_show_rate: rate,
    late_cancel_rate: rate,
  }),
  liability: z.object({ credits: z.number().int(), value_minor: minor, clients: z.number().int() }),
  at_risk: z.array(atRiskRow),
});
export type PaymentsReport = z.infer<typeof reportSchema>;
export type RevenueRow = z.infer<typeof revenueRow>;
export type MrrRow = z.infer<typeof mrrRow>;
export type TrainerRow = z.infer<typeof trainerRow>;
export type AtRiskRow = z.infer<typeof atRiskRow>;

/** The report for local dates [from, to] (YYYY-MM-DD) in the studio's zone. Admins only (403 otherwise). */
async function getPaymentsReport(from: string, to: string, bucket: ReportBucket): Promise<PaymentsReport> {
  const { data, error } = await supabase.rpc('payments_report', { p_from: from, p_to: to, p_bucket: bucket });
  if (error) throw error;
  return reportSchema.parse(data);
}

export const paymentsReportQuery = (from: string, to: string, bucket: ReportBucket) =>
  queryOptions({
    queryKey: analyticsKeys.report(from, to, bucket),
    queryFn: () => getPaymentsReport(from, to, bucket),
    // A new range keeps the last report on screen until its own arrives.
    placeholderData: keepPreviousData,
  });

export const usePaymentsReport = (from: string, to: string, bucket: ReportBucket, enabled = true) =>
  useQuery({ ...paymentsReportQuery(from, to, bucket), enabled });
