import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { LoadError } from '@/components/ui/LoadError';
import { SearchField } from '@/components/ui/SearchField';
import { useAuthStore } from '@/features/auth';
import { useCoachedClients, type CoachedClient } from '@/features/training';
import { clientName } from '@/lib/person-name';

const SHOWN = 8;

function normalise(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * "Check in by name", for a client without their phone: the studio's clients the desk user may act
 * for (a trainer's own, every client for an admin), searched by name or email. The server applies
 * the same access rule as for a code; a refusal offers "Check in anyway".
 */
export function NameCheckIn({ disabled, onCheckIn }: { disabled: boolean; onCheckIn: (clientId: string) => void }) {
  const userId = useAuthStore((state) => state.user?.id ?? '');
  const isAdmin = useAuthStore((state) => state.userRole === 'admin');
  const clients = useCoachedClients(userId, isAdmin);
  const [query, setQuery] = useState('');
  const matches = useMemo(() => match(clients.data ?? [], query), [clients.data, query]);

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-3">
      <SearchField label="Search clients" value={query} onChange={setQuery} placeholder="Client’s name or email" />
      {clients.error ? (
        <LoadError error={clients.error} what="the clients" onRetry={() => void clients.refetch()} />
      ) : clients.isPending ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">Loading clients…</p>
      ) : query.trim() === '' ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">Type a name to find the client.</p>
      ) : matches.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">No client matches “{query.trim()}”.</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Matching clients">
          {matches.map((client) => (
            <li
              key={client.id}
              className="flex items-center gap-3 rounded-xl border border-slate-200 p-3 dark:border-slate-700"
            >
              <div className="min-w-0 flex-1">
                <p className="truncate text-lg font-semibold text-slate-900 dark:text-white">{clientName(client)}</p>
                {client.email && <p className="truncate text-sm text-slate-500">{client.email}</p>}
              </div>
              <Button
                className="min-h-12"
                disabled={disabled}
                aria-label={`Check in ${clientName(client)}`}
                onClick={() => onCheckIn(client.id)}
              >
                Check in
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function match(clients: readonly CoachedClient[], query: string): CoachedClient[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return clients
    .filter((client) => {
      const haystack = normalise(`${clientName(client)} ${client.email ?? ''}`);
      return words.every((word) => haystack.includes(word));
    })
    .slice(0, SHOWN);
}
