import { FileText, Image, Link2, Plus, Video } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Chip } from '@/components/ui/Chip';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { toProviderMessage } from '@/lib/errors';
import { useCollections } from '../api/collections';
import { useLabels, type Label } from '../api/labels';
import { useDeleteResource, useSetResourcePublished } from '../api/resource-writes';
import { useResources, type Resource } from '../api/resources';
import { formatDuration } from '../lib/duration';
import { linkViewOf, PROVIDER_LABEL } from '@/lib/media/link-embed';
import { formatBytes } from '../lib/resource-files';
import { useSignedOnDemandUrls } from '../api/signed-urls';
import { LabelPicker } from './LabelPicker';
import { OnDemandFrame } from './OnDemandFrame';
import { ResourceDialog } from './ResourceDialog';

const KIND_ICON = { video: Video, document: FileText, image: Image, link: Link2 } as const;
const KIND_LABEL = { video: 'Video', document: 'PDF', image: 'Image', link: 'Link' } as const;

/** `/on-demand/resources`: the library's videos, PDFs, images and links. */
export default function ResourcesPage() {
  const resources = useResources();
  const labels = useLabels();
  const collections = useCollections('resources');
  const publish = useSetResourcePublished();
  const [filter, setFilter] = useState<string[]>([]);
  const [editing, setEditing] = useState<{ resource: Resource | null } | null>(null);
  const [deleting, setDeleting] = useState<Resource | null>(null);
  const thumbnails = useSignedOnDemandUrls((resources.data ?? []).map((resource) => resource.thumbnail_path));
  const newButton = (
    <Button onClick={() => setEditing({ resource: null })}>
      <Plus aria-hidden="true" className="size-4" /> New resource
    </Button>
  );
  return (
    <OnDemandFrame
      title="Resources"
      subtitle="Videos, PDFs, images and links clients use on their own, once a collection grants them."
      what="resources"
      reads={[resources, labels, collections]}
      actions={newButton}
    >
      {() => {
        const all = resources.data!;
        const shown = all.filter((resource) => filter.every((id) => resource.labelIds.includes(id)));
        const usedIn = (id: string) => collections.data!.filter((collection) => collection.itemIds.includes(id));
        return (
          <>
            {all.length === 0 ? (
              <EmptyState icon={<Video className="size-6" />} title="No resources yet" action={newButton}>
                Upload a demo video or a PDF guide, or add a YouTube or Vimeo link.
              </EmptyState>
            ) : (
              <>
                <LabelPicker legend="Filter by label" labels={labels.data!} selected={filter} onChange={setFilter} />
                {shown.length === 0 ? (
                  <p className="text-sm text-slate-500 dark:text-slate-400">No resource has every chosen label.</p>
                ) : (
                  <ul aria-label="Resources" className="grid grid-cols-1 gap-3 md:grid-cols-2">
                    {shown.map((resource) => (
                      <ResourceCard
                        key={resource.id}
                        resource={resource}
                        labels={labels.data!}
                        thumbnailUrl={resource.thumbnail_path ? thumbnails.get(resource.thumbnail_path) : undefined}
                        busy={publish.isPending && publish.variables?.id === resource.id}
                        onEdit={() => setEditing({ resource })}
                        onPublish={() => publish.mutate({ id: resource.id, published: !resource.is_published })}
                        onDelete={() => setDeleting(resource)}
                      />
                    ))}
                  </ul>
                )}
                {publish.error && (
                  <Alert>{toProviderMessage(publish.error, 'The resource could not be changed. Try again.')}</Alert>
                )}
              </>
            )}
            {editing && (
              <ResourceDialog resource={editing.resource} labels={labels.data!} onClose={() => setEditing(null)} />
            )}
            {deleting && (
              <DeleteResourceDialog
                resource={deleting}
                collections={usedIn(deleting.id).map((collection) => collection.title)}
                onClose={() => setDeleting(null)}
              />
            )}
          </>
        );
      }}
    </OnDemandFrame>
  );
}

function ResourceCard({
  resource,
  labels,
  thumbnailUrl,
  busy,
  onEdit,
  onPublish,
  onDelete,
}: {
  resource: Resource;
  labels: readonly Label[];
  thumbnailUrl: string | undefined;
  busy: boolean;
  onEdit: () => void;
  onPublish: () => void;
  onDelete: () => void;
}) {
  const Icon = KIND_ICON[resource.kind];
  const link = resource.url ? linkViewOf(resource.url) : null;
  const names = labels.filter((label) => resource.labelIds.includes(label.id));
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      {resource.thumbnail_path && (
        <div className="h-36 w-full overflow-hidden rounded-lg bg-slate-100 dark:bg-slate-800">
          {thumbnailUrl && (
            <img
              src={thumbnailUrl}
              alt={`Thumbnail of ${resource.title}`}
              loading="lazy"
              className="size-full object-cover"
            />
          )}
        </div>
      )}
      <div className="flex items-start gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
        <h2 className="min-w-0 flex-1 font-semibold break-words text-slate-900 dark:text-white">{resource.title}</h2>
        <Chip tone={resource.is_published ? 'accent' : 'neutral'}>{resource.is_published ? 'Published' : 'Draft'}</Chip>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {link ? PROVIDER_LABEL[link.provider] : KIND_LABEL[resource.kind]}
        {resource.duration_seconds ? ` · ${formatDuration(resource.duration_seconds)}` : ''}
        {resource.size_bytes ? ` · ${formatBytes(resource.size_bytes)}` : ''}
      </p>
      {resource.description && (
        <p className="line-clamp-2 text-sm break-words text-slate-600 dark:text-slate-300">{resource.description}</p>
      )}
      {names.length > 0 && (
        <div className="flex flex-wrap gap-1">
          {names.map((label) => (
            <Chip key={label.id} tone="info">
              {label.name}
            </Chip>
          ))}
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onEdit} aria-label={`Edit ${resource.title}`}>
          Edit
        </Button>
        <Button
          variant="secondary"
          onClick={onPublish}
          disabled={busy}
          aria-label={`${resource.is_published ? 'Unpublish' : 'Publish'} ${resource.title}`}
        >
          {resource.is_published ? 'Unpublish' : 'Publish'}
        </Button>
        <Button variant="secondary" onClick={onDelete} aria-label={`Delete ${resource.title}`}>
          Delete
        </Button>
      </div>
    </li>
  );
}

function DeleteResourceDialog({
  resource,
  collections,
  onClose,
}: {
  resource: Resource;
  collections: string[];
  onClose: () => void;
}) {
  const remove = useDeleteResource();
  const paths = [resource.storage_path, resource.thumbnail_path].filter((path): path is string => Boolean(path));
  return (
    <ConfirmDialog
      open
      title={`Delete “${resource.title}”?`}
      confirmLabel="Delete resource"
      cancelLabel="Keep it"
      tone="danger"
      busy={remove.isPending}
      error={remove.error ? toProviderMessage(remove.error, 'The resource could not be deleted. Try again.') : null}
      onConfirm={() => remove.mutate({ id: resource.id, paths }, { onSuccess: onClose })}
      onClose={onClose}
    >
      {collections.length > 0
        ? `It is in ${collections.map((title) => `“${title}”`).join(', ')}: it leaves ${collections.length === 1 ? 'that collection' : 'those collections'}. `
        : ''}
      {paths.length > 0 ? 'Its file is removed from storage too.' : 'This cannot be undone.'}
    </ConfirmDialog>
  );
}
