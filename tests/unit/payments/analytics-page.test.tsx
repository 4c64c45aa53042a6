import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentsReport } from '@/features/payments/api/payments-report';
import { niceMax } from '@/features/payments/components/AnalyticsBarChart';
import AnalyticsPage from '@/features/payments/components/AnalyticsPage';
import { CLIENT, signInClient } from '../support/fixtures';
import { withMswServer } from '../support/msw';
import { REST } from '../support/postgrest';
import { renderWithProviders } from '../support/render';

// The figures of tests/integration/payments/analytics-report.test.ts (Q1 2025), as the RPC answers them.
const REPORT: PaymentsReport = {
  from: '2025-01-01',
  to: '2025-03-31',
  bucket: 'month',
  as_of: '2025-03-31T23:00:00+00:00',
  time_zone: 'Europe/London',
  currency: 'GBP',
  revenue: [
    { bucket: '2025-01-01', sales: 7, gross_minor: 68900, refunds_minor: 0, net_minor: 68900 },
    { bucket: '2025-02-01', sales: 6, gross_minor: 144900, refunds_minor: 4500, net_minor: 140400 },
    { bucket: '2025-03-01', sales: 3, gross_minor: 29900, refunds_minor: 8000, net_minor: 21900 },
  ],
  mrr: [
    {
      month: '2025-03-01',
      mrr_start_minor: 33567,
      new_minor: 0,
      expansion_minor: 5000,
      contraction_minor: 0,
      churned_minor: 8667,
      mrr_end_minor: 29900,
      members_start: 4,
      members_end: 3,
      members_churned: 1,
      churn_rate: 0.25,
    },
  ],
  totals: {
    sales: 16,
    gross_minor: 243700,
    refunds_minor: 12500,
    net_minor: 231200,
    mrr_minor: 29900,
    active_members: 3,
    at_risk: 1,
    mrr_start_minor: 0,
    members_start: 0,
    members_churned: 0,
    churn_rate: null,
  },
  trainers: [
    {
      trainer_id: 't1',
      trainer_name: 'Tara Analytics',
      sessions: 4,
      credit_sessions: 3,
      membership_sessions: 1,
      revenue_minor: 12000,
    },
  ],
  attendance: {
    reached: 12,
    attended: 9,
    no_shows: 1,
    late_cancels: 1,
    unmarked: 1,
    no_show_rate: 0.0833,
    late_cancel_rate: 0.0833,
  },
  liability: { credits: 8, value_minor: 11750, clients: 3 },
  at_risk: [{ client_id: 'c-ada', client_name: '=Ada, "the" client', last_visit: null, is_member: false, credits: 2 }],
};

const EMPTY: PaymentsReport = {
  ...REPORT,
  revenue: [{ bucket: '2025-01-01', sales: 0, gross_minor: 0, refunds_minor: 0, net_minor: 0 }],
  mrr: [],
  totals: {
    ...REPORT.totals,
    sales: 0,
    gross_minor: 0,
    refunds_minor: 0,
    net_minor: 0,
    mrr_minor: 0,
    active_members: 0,
    at_risk: 0,
  },
  trainers: [],
  attendance: {
    reached: 0,
    attended: 0,
    no_shows: 0,
    late_cancels: 0,
    unmarked: 0,
    no_show_rate: null,
    late_cancel_rate: null,
  },
  liability: { credits: 0, value_minor: 0, clients: 0 },
  at_risk: [],
};

const calls: Array<Record<string, unknown>> = [];
let answer: () => Response = () => HttpResponse.json(REPORT);

withMswServer(() => [
  http.post(`${REST}/rpc/payments_report`, async ({ request }) => {
    calls.push((await request.json()) as Record<string, unknown>);
    return answer();
  }),
]);

const AT = '/payments/analytics?from=2025-01-01&to=2025-03-31&bucket=month';

describe('payments analytics page', () => {
  beforeEach(() => {
    signInClient({ userRole: 'admin', user: { ...CLIENT, id: 'admin-1' } });
    calls.length = 0;
    answer = () => HttpResponse.json(REPORT);
  });
  afterEach(() => vi.restoreAllMocks());

  it('asks for the range in the address and shows the tiles and each table', async () => {
    renderWithProviders(<AnalyticsPage />, { at: AT, path: '/payments/analytics' });
    expect(await screen.findByText('£2,312.00')).toBeInTheDocument(); // net revenue 231200
    expect(calls).toEqual([{ p_from: '2025-01-01', p_to: '2025-03-31', p_bucket: 'month' }]);
    expect(screen.getByText('£299.00', { selector: 'dd' })).toBeInTheDocument(); // MRR
    expect(screen.getAllByText('8.3%', { selector: 'dd' })).toHaveLength(2); // no-show and late-cancel rates
    const revenue = screen.getByRole('table', { name: 'Revenue' });
    const feb = within(revenue).getByRole('row', { name: /Feb 2025/ });
    expect(
      within(feb)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Feb 2025', '6', '£1,449.00', '£45.00', '£1,404.00']);
    const trainers = screen.getByRole('table', { name: 'Trainers' });
    expect(within(trainers).getByRole('row', { name: /Tara Analytics/ })).toHaveTextContent('£120.00');
    const atRisk = screen.getByRole('table', { name: 'Clients at risk' });
    expect(within(atRisk).getByRole('link', { name: '=Ada, "the" client' })).toHaveAttribute(
      'href',
      '/clients/profile/c-ada',
    );
    expect(within(atRisk).getByText('Never')).toBeInTheDocument();
  });

  it('exports a table as CSV: money as decimals, names escaped for spreadsheets', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:analytics';
    });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderWithProviders(<AnalyticsPage />, { at: AT, path: '/payments/analytics' });
    await user.click(await screen.findByRole('button', { name: 'Export Revenue as CSV' }));
    await user.click(screen.getByRole('button', { name: 'Export Clients at risk as CSV' }));
    expect(clicked).toEqual([
      'payments-revenue-2025-01-01-to-2025-03-31.csv',
      'payments-clients-at-risk-2025-01-01-to-2025-03-31.csv',
    ]);
    // A byte-order mark first, so spreadsheets read the file as UTF-8 (text() drops it).
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [revenue, atRisk] = await Promise.all(blobs.map((blob) => blob.text()));
    expect(revenue).toBe(
      'Period,Sales,Paid,Refunded,Net revenue\r\n' +
        'Jan 2025,7,689.00,0.00,689.00\r\nFeb 2025,6,1449.00,45.00,1404.00\r\nMar 2025,3,299.00,80.00,219.00\r\n',
    );
    expect(atRisk).toBe('Client,Last visit,Member,Credits\r\n"\'=Ada, ""the"" client",,No,2\r\n');
  });

  it('asks again when the bucket or the dates change, and not for a range it would refuse', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AnalyticsPage />, { at: AT, path: '/payments/analytics' });
    await screen.findByText('£2,312.00');
    await user.click(screen.getByRole('radio', { name: 'Week' }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ p_from: '2025-01-01', p_to: '2025-03-31', p_bucket: 'week' }));
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2025-05-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a start date on or before the end date.');
    const asked = calls.length;
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2025-06-30');
    await waitFor(() => expect(calls.at(-1)).toEqual({ p_from: '2025-05-01', p_to: '2025-06-30', p_bucket: 'week' }));
    expect(calls.slice(asked).every((call) => call.p_from === '2025-05-01')).toBe(true);
  });

  it('says when the range holds nothing', async () => {
    answer = () => HttpResponse.json(EMPTY);
    renderWithProviders(<AnalyticsPage />, { at: AT, path: '/payments/analytics' });
    expect(await screen.findByRole('heading', { name: 'Nothing to show for these dates' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a failed read with a retry', async () => {
    answer = () =>
      HttpResponse.json({ code: '42501', message: 'Only admins can see payments analytics' }, { status: 403 });
    renderWithProviders(<AnalyticsPage />, { at: AT, path: '/payments/analytics' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByText('Unable to load analytics. Please try again.')).toBeInTheDocument();
  });

  it('is for admins only, and asks nothing for anyone else', async () => {
    signInClient({ userRole: 'staff' });
    renderWithProviders(<AnalyticsPage />, { at: AT, path: '/payments/analytics' });
    expect(await screen.findByRole('heading', { name: 'Admins only' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });
});

describe('analytics bar scale', () => {
  it('rounds the top of the scale up to 4 round steps', () => {
    expect(niceMax(231200)).toBe(400000);
    expect(niceMax(29900)).toBe(40000);
    expect(niceMax(9150)).toBe(10000);
    expect(niceMax(12000)).toBe(20000);
    expect(niceMax(0)).toBe(1);
  });
});
