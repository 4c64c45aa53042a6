import type { EnrolmentStatus, TimelineRow } from './flow-types';

export interface EnrolmentTimeline {
  enrolmentId: string;
  clientId: string;
  clientName: string;
  status: EnrolmentStatus;
  /** The client's runs in step order. */
  runs: TimelineRow[];
}

/** The timeline RPC's rows, one group per enrolled client: the active and paused first, then by name. */
export function groupByEnrolment(rows: readonly TimelineRow[]): EnrolmentTimeline[] {
  const groups = new Map<string, EnrolmentTimeline>();
  for (const row of rows) {
    const group = groups.get(row.enrolment_id) ?? {
      enrolmentId: row.enrolment_id,
      clientId: row.client_id,
      clientName: row.client_name,
      status: row.enrolment_status,
      runs: [],
    };
    group.runs.push(row);
    groups.set(row.enrolment_id, group);
  }
  const rank = (status: EnrolmentStatus) => (status === 'active' || status === 'paused' ? 0 : 1);
  return [...groups.values()]
    .map((group) => ({ ...group, runs: group.runs.sort((a, b) => a.position - b.position) }))
    .sort((a, b) => rank(a.status) - rank(b.status) || a.clientName.localeCompare(b.clientName));
}

/** What was sent (or tried and failed), newest first: the flow's history. */
export function sentHistory(rows: readonly TimelineRow[]): TimelineRow[] {
  return rows
    .filter((row) => row.ran_at !== null && (row.run_status === 'done' || row.run_status === 'failed'))
    .sort((a, b) => (b.ran_at ?? '').localeCompare(a.ran_at ?? '') || a.client_name.localeCompare(b.client_name));
}

const formatter = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** A run's time as the coach reads it (this device's clock). */
export const formatRunTime = (iso: string) => formatter.format(new Date(iso));
