import { useMemo, useState } from 'react';
import { SearchField } from '@/components/ui/SearchField';
import type { Choice } from '../api/audience-choices';

/** Checkboxes of the coach's clients, with a search: who a "Clients I pick" broadcast goes to. */
export function ClientPicker({
  clients,
  selected,
  onChange,
}: {
  clients: readonly Choice[];
  selected: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const term = search.trim().toLowerCase();
    return clients.filter((c) => c.name.toLowerCase().includes(term));
  }, [clients, search]);
  const chosen = new Set(selected);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-200">Clients</legend>
      <SearchField label="Search clients" value={search} onChange={setSearch} placeholder="Search by name" />
      <ul className="max-h-48 overflow-y-auto rounded-lg border border-slate-200 p-1 dark:border-slate-700">
        {shown.map((client) => (
          <li key={client.id}>
            <label className="flex min-h-10 items-center gap-2 rounded px-2 text-sm hover:bg-slate-100 dark:hover:bg-slate-800">
              <input
                type="checkbox"
                className="size-4 accent-emerald-700"
                checked={chosen.has(client.id)}
                onChange={(event) =>
                  onChange(event.target.checked ? [...selected, client.id] : selected.filter((id) => id !== client.id))
                }
              />
              {client.name}
            </label>
          </li>
        ))}
        {shown.length === 0 && <li className="px-2 py-3 text-sm text-slate-500">Nobody matches.</li>}
      </ul>
    </fieldset>
  );
}
