import type { ClientProfile } from '../api/get-client';
import { clientName } from '@/lib/person-name';
import { clientTypeLabel, statusLabel } from '../lib/labels';
import { ProfileCard } from './ProfileCard';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="w-28 shrink-0 text-sm text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900 dark:text-slate-100">{value}</dd>
    </div>
  );
}

/** Who the client is: type, status, trainer, contact. */
export function ProfileDetails({ client }: { client: ClientProfile }) {
  return (
    <ProfileCard title="Profile">
      <dl className="flex flex-col gap-2">
        <Row label="Client type" value={clientTypeLabel(client.client_type)} />
        <Row label="Status" value={statusLabel(client.status)} />
        <Row label="Trainer" value={client.trainer ? clientName(client.trainer) : 'Unassigned'} />
        <Row label="Email" value={client.email ?? '—'} />
        <Row label="Phone" value={client.phone ? `+${client.phone.replace(/^\+/, '')}` : '—'} />
        <Row
          label="Client since"
          value={new Date(client.created_at).toLocaleDateString(undefined, { dateStyle: 'medium' })}
        />
      </dl>
    </ProfileCard>
  );
}
