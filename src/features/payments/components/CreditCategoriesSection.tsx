import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { toProviderMessage } from '@/lib/errors';
import type { CreditCategory } from '../api/credit-categories';
import { useSetCreditCategoryArchived } from '../api/save-credit-category';
import { CategoryDialog } from './CategoryDialog';

/**
 * The studio's credit categories: a credit of one category pays only for the services that accept
 * it, so "1:1 PT" credits never pay for a group class unless the admin ticks it below.
 */
export function CreditCategoriesSection({ categories }: { categories: CreditCategory[] }) {
  const [editing, setEditing] = useState<{ id: string; name: string; isNew: boolean } | null>(null);
  const [showArchived, setShowArchived] = useState(false);
  const archive = useSetCreditCategoryArchived();
  const active = categories.filter((category) => !category.is_archived);
  const archived = categories.filter((category) => category.is_archived);
  const list = showArchived ? archived : active;

  return (
    <section
      aria-labelledby="credit-categories-title"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 sm:flex-1">
          <h2 id="credit-categories-title" className="font-semibold text-slate-900 dark:text-white">
            Credit categories
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Packs and memberships give credits of one category; a credit pays only for the services that accept its
            category.
          </p>
        </div>
        <Button variant="secondary" onClick={() => setEditing({ id: crypto.randomUUID(), name: '', isNew: true })}>
          <Plus aria-hidden="true" className="size-4" /> New category
        </Button>
      </div>
      {list.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">
          {showArchived
            ? 'No archived categories.'
            : 'No credit categories yet. Create one (e.g. "1:1 PT", "Group class") before selling packs.'}
        </p>
      ) : (
        <ul aria-label={showArchived ? 'Archived categories' : 'Credit categories'} className="flex flex-col">
          {list.map((category) => (
            <li
              key={category.id}
              className="flex flex-wrap items-center gap-2 border-t border-slate-100 py-2 first:border-t-0 dark:border-slate-800"
            >
              <span className="w-full min-w-0 font-medium break-words sm:w-auto sm:flex-1">{category.name}</span>
              <Button
                variant="ghost"
                aria-label={`Rename ${category.name}`}
                onClick={() => setEditing({ id: category.id, name: category.name, isNew: false })}
              >
                <Pencil aria-hidden="true" className="size-4" /> Rename
              </Button>
              <Button
                variant="ghost"
                aria-label={`${category.is_archived ? 'Restore' : 'Archive'} ${category.name}`}
                disabled={archive.isPending && archive.variables?.id === category.id}
                onClick={() => archive.mutate({ id: category.id, archived: !category.is_archived })}
              >
                {category.is_archived ? 'Restore' : 'Archive'}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {!showArchived && active.length > 0 && (
        <p className="text-xs text-slate-500 dark:text-slate-400">
          Archiving a category hides it from new packs, plans and prices; credits clients already hold keep working.
        </p>
      )}
      {(archived.length > 0 || showArchived) && (
        <div>
          <Button variant="ghost" onClick={() => setShowArchived((shown) => !shown)} aria-pressed={showArchived}>
            {showArchived ? 'Show active categories' : `Show archived (${archived.length})`}
          </Button>
        </div>
      )}
      {archive.error && (
        <Alert>{toProviderMessage(archive.error, 'The category could not be changed. Try again.')}</Alert>
      )}
      {editing && (
        <CategoryDialog
          key={editing.id}
          id={editing.id}
          initialName={editing.name}
          isNew={editing.isNew}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
