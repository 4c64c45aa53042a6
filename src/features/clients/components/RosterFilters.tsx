import { SearchField } from '@/components/ui/SearchField';
import { SelectField } from '@/components/ui/SelectField';
import { ACCOUNT_STATUSES, CLIENT_TYPE_OPTIONS, type AccountStatus } from '@/lib/account-enums';
import type { RosterFilter } from '../lib/roster-view';

const TYPES = [{ value: 'all', label: 'All types' }, ...CLIENT_TYPE_OPTIONS];

/** An inactive client is an archived one, on the roster. */
const STATUS_LABELS: Record<AccountStatus, string> = { active: 'Active', inactive: 'Archived', pending: 'Pending' };
const STATUSES = [
  ...ACCOUNT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
  { value: 'all', label: 'Any status' },
];

export function RosterFilters({
  filter,
  onChange,
  trainers,
  tags,
}: {
  filter: RosterFilter;
  onChange: (filter: RosterFilter) => void;
  /** The coach's tags (admins: everyone's); the filter shows when there is one. */
  tags: ReadonlyArray<{ value: string; label: string }>;
  /** Admins filter by trainer; staff see only their own clients anyway. */
  trainers?: ReadonlyArray<{ value: string; label: string }>;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr] lg:items-end">
      <SearchField
        label="Search clients"
        value={filter.query}
        onChange={(query) => onChange({ ...filter, query })}
        placeholder="Search by name or email"
      />
      <SelectField
        label="Client type"
        hideLabel
        options={TYPES}
        value={filter.clientType}
        onChange={(event) => onChange({ ...filter, clientType: event.target.value as RosterFilter['clientType'] })}
      />
      <SelectField
        label="Status"
        hideLabel
        options={STATUSES}
        value={filter.status}
        onChange={(event) => onChange({ ...filter, status: event.target.value as RosterFilter['status'] })}
      />
      {tags.length > 0 && (
        <SelectField
          label="Tag"
          hideLabel
          options={[{ value: 'all', label: 'Any tag' }, ...tags]}
          value={filter.tagId}
          onChange={(event) => onChange({ ...filter, tagId: event.target.value })}
        />
      )}
      {trainers && (
        <SelectField
          label="Trainer"
          hideLabel
          options={[{ value: 'all', label: 'All trainers' }, ...trainers]}
          value={filter.trainerId}
          onChange={(event) => onChange({ ...filter, trainerId: event.target.value })}
        />
      )}
    </div>
  );
}
