import type { ClientStatus, ClientType, RosterRow } from './roster-signals';
import { needsAttention } from './roster-signals';

export type SortKey =
  | 'name'
  | 'trainer'
  | 'type'
  | 'status'
  | 'week'
  | 'compliance_7'
  | 'compliance_30'
  | 'compliance_90'
  | 'last_workout'
  | 'missed'
  | 'prs';

export interface RosterFilter {
  query: string;
  clientType: ClientType | 'all';
  status: ClientStatus | 'all';
  trainerId: string | 'all';
  /** One of the coach's tags (client_tags.id). */
  tagId: string | 'all';
}

export const DEFAULT_FILTER: RosterFilter = {
  query: '',
  clientType: 'all',
  status: 'active',
  trainerId: 'all',
  tagId: 'all',
};

export interface RosterSort {
  key: SortKey;
  direction: 'asc' | 'desc';
}

function normalise(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** `tagIdsOf` gives a client's tag ids (none when omitted). */
export function filterRoster(
  rows: RosterRow[],
  filter: RosterFilter,
  tagIdsOf: (clientId: string) => readonly string[] = () => [],
): RosterRow[] {
  const words = normalise(filter.query).split(/\s+/).filter(Boolean);
  return rows.filter((row) => {
    if (filter.clientType !== 'all' && row.client_type !== filter.clientType) return false;
    if (filter.status !== 'all' && row.status !== filter.status) return false;
    if (filter.trainerId !== 'all' && row.trainer_id !== filter.trainerId) return false;
    if (filter.tagId !== 'all' && !tagIdsOf(row.client_id).includes(filter.tagId)) return false;
    const haystack = normalise(`${row.name} ${row.email ?? ''}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** A sortable value per column; null always sorts last, whichever the direction. */
function valueOf(row: RosterRow, key: SortKey): string | number | null {
  switch (key) {
    case 'name':
      return `${row.last_name} ${row.first_name}`.toLowerCase();
    case 'trainer':
      return row.trainer_name?.toLowerCase() ?? null;
    case 'type':
      return row.client_type;
    case 'status':
      return row.status;
    case 'week':
      return row.week_expected > 0 ? row.week_done / row.week_expected : null;
    case 'compliance_7':
      return row.compliance_7;
    case 'compliance_30':
      return row.compliance_30;
    case 'compliance_90':
      return row.compliance_90;
    case 'last_workout':
      return row.days_since_last_workout;
    case 'missed':
      return row.missed_days;
    case 'prs':
      return row.new_prs;
  }
}

export function sortRoster(rows: RosterRow[], sort: RosterSort): RosterRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = valueOf(a, sort.key);
    const right = valueOf(b, sort.key);
    if (left === right) return a.name.localeCompare(b.name) || a.client_id.localeCompare(b.client_id);
    if (left === null) return 1;
    if (right === null) return -1;
    return (left < right ? -1 : 1) * sign;
  });
}

/** Flagged clients first (in the chosen order), then everyone else. */
export function groupRoster(rows: RosterRow[]): { attention: RosterRow[]; others: RosterRow[] } {
  const attention: RosterRow[] = [];
  const others: RosterRow[] = [];
  for (const row of rows) (needsAttention(row) ? attention : others).push(row);
  return { attention, others };
}

/** Clicking a column header: a new column starts ascending (descending for "more is better" numbers). */
export function nextSort(current: RosterSort, key: SortKey): RosterSort {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: key === 'prs' || key === 'last_workout' ? 'desc' : 'asc' };
}

export interface TrainerSummary {
  clients: number;
  activeClients: number;
  /** Mean 30-day compliance of active clients that have a rate; null when none has. */
  averageCompliance30: number | null;
  needingAttention: number;
}

export function summariseTrainer(rows: RosterRow[], trainerId: string): TrainerSummary {
  const mine = rows.filter((row) => row.trainer_id === trainerId);
  const active = mine.filter((row) => row.status === 'active');
  const rates = active.map((row) => row.compliance_30).filter((rate): rate is number => rate !== null);
  return {
    clients: mine.length,
    activeClients: active.length,
    averageCompliance30: rates.length ? Math.round(rates.reduce((sum, rate) => sum + rate, 0) / rates.length) : null,
    needingAttention: active.filter(needsAttention).length,
  };
}
