import { useMemo, useState } from 'react';
import { LoadError } from '@/components/ui/LoadError';
import { Modal } from '@/components/ui/Modal';
import { SearchField } from '@/components/ui/SearchField';
import { Spinner } from '@/components/ui/Spinner';
import { useContacts } from '../api/use-threads';

const ROLE_LABEL: Record<string, string> = { client: 'Client', staff: 'Staff', admin: 'Admin' };

/** Staff and admins pick anyone they may message (the database decides who that is). */
export function NewConversationDialog({
  me,
  open,
  onClose,
  onPick,
}: {
  me: string;
  open: boolean;
  onClose: () => void;
  onPick: (id: string) => void;
}) {
  const contacts = useContacts(me, open);
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const term = search.trim().toLowerCase();
    return (contacts.data ?? []).filter((c) => c.name.toLowerCase().includes(term));
  }, [contacts.data, search]);
  return (
    <Modal title="New message" open={open} onClose={onClose}>
      <SearchField label="Search people" value={search} onChange={setSearch} placeholder="Search by name" />
      <div className="mt-3 max-h-80 overflow-y-auto">
        {contacts.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner label="Loading people" />
          </div>
        ) : contacts.isError ? (
          <LoadError error={contacts.error} what="people" onRetry={() => void contacts.refetch()} />
        ) : shown.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-500">Nobody matches.</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {shown.map((contact) => (
              <li key={contact.id}>
                <button
                  type="button"
                  onClick={() => onPick(contact.id)}
                  className="flex min-h-11 w-full items-center justify-between rounded-lg px-3 text-left text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:hover:bg-slate-800"
                >
                  <span className="font-medium text-slate-900 dark:text-white">{contact.name}</span>
                  <span className="text-xs text-slate-500">{ROLE_LABEL[contact.role] ?? contact.role}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}
