/**
 * The analytics page's react-query keys (payments_report), kept apart from payments-keys.ts until the
 * lead folds the payments feature's keys together. Under `['payments']`, so invalidating the whole
 * feature (a refund, a sale) refreshes the report too.
 */
export const analyticsKeys = {
  all: ['payments', 'analytics'] as const,
  report: (from: string, to: string, bucket: string) => [...analyticsKeys.all, 'report', from, to, bucket] as const,
};
