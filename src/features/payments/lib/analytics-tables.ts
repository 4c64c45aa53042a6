import { formatMoney, moneyFieldText } from '@/lib/money';
import type { PaymentsReport } from '../api/payments-report';
import { bucketLabel } from './analytics-range';

// Every table of the analytics page, built once from the report: the page draws it (money in the
// studio's currency, rates as percentages) and exports the same rows as CSV (money as plain decimals
// and rates as fractions, so a spreadsheet can sum and chart them).

export type CellKind = 'text' | 'count' | 'money' | 'rate' | 'instant';
export type Cell = string | number | null;

export interface ReportColumn {
  label: string;
  kind: CellKind;
}

export interface ReportTable {
  /** Used in the CSV file's name. */
  id: string;
  title: string;
  columns: ReportColumn[];
  rows: Cell[][];
  /** A link per row (the at-risk clients' profiles), or none. */
  links?: string[];
}

const col = (label: string, kind: CellKind): ReportColumn => ({ label, kind });

export function formatRate(rate: number | null, locale?: string): string {
  if (rate === null) return '–';
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(rate);
}

/** A cell as the page shows it. */
export function displayCell(cell: Cell, kind: CellKind, currency: string, locale?: string): string {
  if (cell === null) return kind === 'instant' ? 'Never' : '–';
  if (kind === 'money') return formatMoney(Number(cell), currency, locale);
  if (kind === 'rate') return formatRate(Number(cell), locale);
  if (kind === 'count') return Number(cell).toLocaleString(locale);
  if (kind === 'instant') {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(String(cell)));
  }
  return String(cell);
}

/** A cell as the CSV file holds it. */
export function csvCell(cell: Cell, kind: CellKind, currency: string): Cell {
  if (cell === null) return null;
  if (kind === 'money') return moneyFieldText(Number(cell), currency);
  return cell;
}

export function revenueTable(report: PaymentsReport, locale?: string): ReportTable {
  return {
    id: 'revenue',
    title: 'Revenue',
    columns: [
      col('Period', 'text'),
      col('Sales', 'count'),
      col('Paid', 'money'),
      col('Refunded', 'money'),
      col('Net revenue', 'money'),
    ],
    rows: report.revenue.map((row) => [
      bucketLabel(row.bucket, report.bucket, locale),
      row.sales,
      row.gross_minor,
      row.refunds_minor,
      row.net_minor,
    ]),
  };
}

export function mrrTable(report: PaymentsReport, locale?: string): ReportTable {
  return {
    id: 'mrr',
    title: 'Monthly recurring revenue',
    columns: [
      col('Month', 'text'),
      col('MRR at start', 'money'),
      col('New', 'money'),
      col('Expansion', 'money'),
      col('Contraction', 'money'),
      col('Churned', 'money'),
      col('MRR at end', 'money'),
      col('Members at start', 'count'),
      col('Members at end', 'count'),
      col('Members lost', 'count'),
      col('Churn rate', 'rate'),
    ],
    rows: report.mrr.map((row) => [
      bucketLabel(row.month, 'month', locale),
      row.mrr_start_minor,
      row.new_minor,
      row.expansion_minor,
      row.contraction_minor,
      row.churned_minor,
      row.mrr_end_minor,
      row.members_start,
      row.members_end,
      row.members_churned,
      row.churn_rate,
    ]),
  };
}

export function trainersTable(report: PaymentsReport): ReportTable {
  return {
    id: 'trainers',
    title: 'Trainers',
    columns: [
      col('Trainer', 'text'),
      col('Sessions delivered', 'count'),
      col('Paid with a credit', 'count'),
      col('Covered by a membership', 'count'),
      col('Credit revenue', 'money'),
    ],
    rows: report.trainers.map((row) => [
      row.trainer_name,
      row.sessions,
      row.credit_sessions,
      row.membership_sessions,
      row.revenue_minor,
    ]),
  };
}

export function attendanceTable(report: PaymentsReport): ReportTable {
  const a = report.attendance;
  const share = (count: number) => (a.reached > 0 ? Math.round((count / a.reached) * 10_000) / 10_000 : null);
  return {
    id: 'attendance',
    title: 'Attendance',
    columns: [col('Bookings that reached their time', 'text'), col('Count', 'count'), col('Share', 'rate')],
    rows: [
      ['Attended', a.attended, share(a.attended)],
      ['No-show', a.no_shows, a.no_show_rate],
      ['Late cancelled', a.late_cancels, a.late_cancel_rate],
      ['Not marked yet', a.unmarked, share(a.unmarked)],
      ['All', a.reached, a.reached > 0 ? 1 : null],
    ],
  };
}

export function liabilityTable(report: PaymentsReport): ReportTable {
  const l = report.liability;
  return {
    id: 'credit-liability',
    title: 'Credit liability',
    columns: [col('Credits not used yet', 'count'), col('Their value', 'money'), col('Clients holding them', 'count')],
    rows: [[l.credits, l.value_minor, l.clients]],
  };
}

export function atRiskTable(report: PaymentsReport): ReportTable {
  return {
    id: 'clients-at-risk',
    title: 'Clients at risk',
    columns: [col('Client', 'text'), col('Last visit', 'instant'), col('Member', 'text'), col('Credits', 'count')],
    rows: report.at_risk.map((row) => [row.client_name, row.last_visit, row.is_member ? 'Yes' : 'No', row.credits]),
    links: report.at_risk.map((row) => `/clients/profile/${row.client_id}`),
  };
}

/** The table as CSV rows: a header, then the cells in the file's form. */
export function tableCsvRows(table: ReportTable, currency: string): Cell[][] {
  return [
    table.columns.map((column) => column.label),
    ...table.rows.map((row) => row.map((cell, i) => csvCell(cell, table.columns[i]?.kind ?? 'text', currency))),
  ];
}

/** Nothing sold, refunded, held or booked in the range: the page says so instead of empty charts. */
export function isEmptyReport(report: PaymentsReport): boolean {
  const t = report.totals;
  return (
    t.sales === 0 &&
    t.refunds_minor === 0 &&
    t.active_members === 0 &&
    t.members_start === 0 &&
    report.mrr.every((row) => row.members_start === 0 && row.members_end === 0) &&
    report.trainers.length === 0 &&
    report.attendance.reached === 0 &&
    report.liability.credits === 0 &&
    report.at_risk.length === 0
  );
}
