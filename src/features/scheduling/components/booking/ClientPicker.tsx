import { useId, useState } from 'react';
import { SearchField } from '@/components/ui/SearchField';
import { Spinner } from '@/components/ui/Spinner';
import { useAuthStore } from '@/features/auth';
import { clientName } from '@/lib/person-name';
import { useCoachedClients, type CoachedClient } from '@/features/training';
import { bookingErrorText } from '../../lib/booking-errors';

const SHOWN = 8;
const clientLabel = (client: CoachedClient) => clientName(client);

/**
 * Finds a client to book: a trainer's own active clients, every active client for an admin. Radio
 * buttons, so the arrow keys choose; the search narrows the list by name or email.
 */
export function ClientPicker({ value, onChange }: { value: string; onChange: (clientId: string) => void }) {
  const me = useAuthStore((state) => state.user?.id ?? '');
  const isAdmin = useAuthStore((state) => state.userRole === 'admin');
  const clients = useCoachedClients(me, isAdmin);
  const [search, setSearch] = useState('');
  const name = useId();
  const needle = search.trim().toLowerCase();
  const matches = (clients.data ?? []).filter(
    (client) =>
      !needle || clientLabel(client).toLowerCase().includes(needle) || client.email?.toLowerCase().includes(needle),
  );
  const chosen = clients.data?.find((client) => client.id === value);
  const shown = matches.slice(0, SHOWN);
  if (chosen && !shown.includes(chosen)) shown.unshift(chosen);

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-200">Client</legend>
      <SearchField
        label="Search clients"
        value={search}
        onChange={setSearch}
        placeholder={isAdmin ? 'Search all clients' : 'Search your clients'}
      />
      {clients.isPending ? (
        <p className="flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
          <Spinner /> Loading clients…
        </p>
      ) : clients.error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {bookingErrorText(clients.error, 'Your clients could not be loaded.')}
        </p>
      ) : shown.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">
          {clients.data.length === 0 ? 'You have no active clients yet.' : 'No client matches that search.'}
        </p>
      ) : (
        <ul className="flex flex-col gap-1">
          {shown.map((client) => (
            <li key={client.id}>
              <label className="flex min-h-11 items-center gap-3 rounded-lg px-2 text-sm hover:bg-slate-100 dark:hover:bg-slate-800">
                <input type="radio" name={name} checked={client.id === value} onChange={() => onChange(client.id)} />
                <span className="min-w-0 break-words">{clientLabel(client)}</span>
                {client.email && (
                  <span className="truncate text-xs text-slate-500 dark:text-slate-400">{client.email}</span>
                )}
              </label>
            </li>
          ))}
        </ul>
      )}
      {matches.length > SHOWN && (
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {matches.length - SHOWN} more: narrow the search to see them.
        </p>
      )}
    </fieldset>
  );
}
