import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Chip } from '@/components/ui/Chip';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { toProviderMessage } from '@/lib/errors';
import type { Audiences } from '../api/audiences';
import { useDeleteCollection, useSetCollectionItems, useSetCollectionPublished } from '../api/collection-writes';
import type { Collection } from '../api/collections';
import { whoCanSee, type AudienceNames } from '../lib/audience';
import { CollectionItems } from './CollectionItems';
import { GrantEditor } from './GrantEditor';

/** One collection: its ordered items, who it is granted to, publish (after seeing who will see it), delete. */
export function CollectionCard({
  collection,
  choices,
  audiences,
  names,
  coverUrl,
  onEdit,
}: {
  collection: Collection;
  coverUrl: string | undefined;
  choices: readonly { id: string; name: string }[];
  audiences: Audiences;
  names: AudienceNames;
  onEdit: () => void;
}) {
  const setItems = useSetCollectionItems();
  const publish = useSetCollectionPublished();
  const remove = useDeleteCollection();
  const [confirm, setConfirm] = useState<'publish' | 'delete' | null>(null);
  const itemNames = new Map(choices.map((choice) => [choice.id, choice.name]));
  const audience = whoCanSee(collection.grants, names);
  const itemsError = setItems.error as { code?: string } | null;
  return (
    <li className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      {collection.cover_path && (
        <div className="h-32 w-full overflow-hidden rounded-lg bg-slate-100 sm:h-40 dark:bg-slate-800">
          {coverUrl && (
            <img
              src={coverUrl}
              alt={`Cover of ${collection.title}`}
              loading="lazy"
              className="size-full object-cover"
            />
          )}
        </div>
      )}
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold break-words text-slate-900 dark:text-white">{collection.title}</h2>
          {collection.description && (
            <p className="text-sm break-words text-slate-600 dark:text-slate-300">{collection.description}</p>
          )}
        </div>
        <Chip tone={collection.is_published ? 'accent' : 'neutral'}>
          {collection.is_published ? 'Published' : 'Draft'}
        </Chip>
      </div>
      <section className="flex flex-col gap-2">
        <h3 className="text-sm font-medium text-slate-700 dark:text-slate-200">Items, in order</h3>
        <CollectionItems
          title={collection.title}
          itemIds={collection.itemIds}
          names={itemNames}
          choices={choices}
          disabled={setItems.isPending}
          onChange={(itemIds) => setItems.mutate({ id: collection.id, itemIds, revision: collection.revision })}
        />
        {itemsError && (
          <Alert>
            {itemsError.code === 'PT409'
              ? 'Someone else changed this list at the same time: it now shows their order. Make your change again.'
              : toProviderMessage(setItems.error, 'The order could not be saved. Try again.')}
          </Alert>
        )}
      </section>
      <section className="flex flex-col gap-2">
        <h3 className="text-sm font-medium text-slate-700 dark:text-slate-200">Who can see this</h3>
        <GrantEditor
          collectionId={collection.id}
          title={collection.title}
          grants={collection.grants}
          audiences={audiences}
          names={names}
        />
      </section>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onEdit} aria-label={`Edit ${collection.title}`}>
          Edit
        </Button>
        {collection.is_published ? (
          <Button
            variant="secondary"
            disabled={publish.isPending}
            onClick={() => publish.mutate({ id: collection.id, published: false })}
          >
            Unpublish
          </Button>
        ) : (
          <Button onClick={() => setConfirm('publish')} aria-label={`Publish ${collection.title}`}>
            Publish
          </Button>
        )}
        <Button variant="secondary" onClick={() => setConfirm('delete')} aria-label={`Delete ${collection.title}`}>
          Delete
        </Button>
      </div>
      {confirm === 'publish' && (
        <ConfirmDialog
          open
          title={`Publish “${collection.title}”?`}
          confirmLabel="Publish"
          cancelLabel="Not yet"
          busy={publish.isPending}
          error={publish.error ? toProviderMessage(publish.error, 'It could not be published. Try again.') : null}
          onConfirm={() =>
            publish.mutate({ id: collection.id, published: true }, { onSuccess: () => setConfirm(null) })
          }
          onClose={() => setConfirm(null)}
        >
          {audience.length === 0 ? (
            <p>It is granted to nobody yet: no client will see it until you add a grant.</p>
          ) : (
            <>
              <p>These clients will see it and its published items:</p>
              <ul aria-label="Who will see it" className="mt-2 list-disc pl-5">
                {audience.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          )}
        </ConfirmDialog>
      )}
      {confirm === 'delete' && (
        <ConfirmDialog
          open
          title={`Delete “${collection.title}”?`}
          confirmLabel="Delete"
          cancelLabel="Keep it"
          tone="danger"
          busy={remove.isPending}
          error={remove.error ? toProviderMessage(remove.error, 'It could not be deleted. Try again.') : null}
          onConfirm={() =>
            remove.mutate(
              { id: collection.id, coverPath: collection.cover_path },
              { onSuccess: () => setConfirm(null) },
            )
          }
          onClose={() => setConfirm(null)}
        >
          Clients it was granted to lose it. The items themselves stay in the library.
        </ConfirmDialog>
      )}
    </li>
  );
}
