import type { RosterRow } from '../lib/roster-signals';

/** A client's status as the roster's table and cards name it. */
export const STATUS_LABEL: Record<RosterRow['status'], string> = {
  active: 'Active',
  inactive: 'Archived',
  pending: 'Pending',
};
