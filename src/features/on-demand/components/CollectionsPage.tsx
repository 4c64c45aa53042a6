import { ListOrdered, Plus } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { TextField } from '@/components/ui/TextField';
import { toProviderMessage } from '@/lib/errors';
import { namesOf, useAudiences, type Audiences } from '../api/audiences';
import { useSaveCollection } from '../api/collection-writes';
import { useCollections, type Collection, type CollectionKind } from '../api/collections';
import { useOnDemandWorkouts } from '../api/on-demand-workouts';
import { useResources } from '../api/resources';
import { initialImageChoice, storeImageChoice, type ImageChoice } from '../api/store-image';
import { useSignedOnDemandUrls } from '../api/signed-urls';
import { ImageField } from './ImageField';
import { CollectionCard } from './CollectionCard';
import { FormDialog } from '@/components/ui/FormDialog';
import { TextArea } from './TextArea';
import { OnDemandFrame } from './OnDemandFrame';

const COPY: Record<CollectionKind, { title: string; subtitle: string; noun: string; example: string }> = {
  resources: {
    title: 'Resource lists',
    subtitle: 'Ordered collections of resources, granted to clients as a whole.',
    noun: 'resource list',
    example: '“Mobility basics” or “Nutrition guides”',
  },
  workouts: {
    title: 'Workout lists',
    subtitle: 'Ordered collections of on-demand workouts: a programme without a calendar.',
    noun: 'workout list',
    example: '“4-week home programme”',
  },
};

/** `/on-demand/resource-list` and `/on-demand/workout-list`: collections, their order and who sees them. */
export function CollectionsPage({ kind }: { kind: CollectionKind }) {
  const collections = useCollections(kind);
  const resources = useResources();
  const workouts = useOnDemandWorkouts();
  const audiences = useAudiences();
  const [editing, setEditing] = useState<{ collection: Collection | null } | null>(null);
  const covers = useSignedOnDemandUrls((collections.data ?? []).map((collection) => collection.cover_path));
  const copy = COPY[kind];
  const newButton = (
    <Button onClick={() => setEditing({ collection: null })}>
      <Plus aria-hidden="true" className="size-4" /> New {copy.noun}
    </Button>
  );
  return (
    <OnDemandFrame
      title={copy.title}
      subtitle={copy.subtitle}
      what={`${copy.noun}s`}
      reads={[collections, kind === 'resources' ? resources : workouts, audiences]}
      actions={newButton}
    >
      {() => {
        const choices =
          kind === 'resources'
            ? resources.data!.map((resource) => ({
                id: resource.id,
                name: resource.is_published ? resource.title : `${resource.title} (draft)`,
              }))
            : workouts.data!.map((workout) => ({
                id: workout.id,
                name: workout.is_published ? workout.workoutName : `${workout.workoutName} (draft)`,
              }));
        return (
          <>
            {collections.data!.length === 0 ? (
              <EmptyState icon={<ListOrdered className="size-6" />} title={`No ${copy.noun}s yet`} action={newButton}>
                Group items into an ordered list such as {copy.example}, then grant it to clients.
              </EmptyState>
            ) : (
              <ul aria-label={copy.title} className="flex flex-col gap-4">
                {collections.data!.map((collection) => (
                  <CollectionCard
                    key={collection.id}
                    collection={collection}
                    choices={choices}
                    audiences={audiences.data as Audiences}
                    names={namesOf(audiences.data!)}
                    coverUrl={collection.cover_path ? covers.get(collection.cover_path) : undefined}
                    onEdit={() => setEditing({ collection })}
                  />
                ))}
              </ul>
            )}
            {editing && (
              <CollectionDialog
                kind={kind}
                noun={copy.noun}
                collection={editing.collection}
                onClose={() => setEditing(null)}
              />
            )}
          </>
        );
      }}
    </OnDemandFrame>
  );
}

function CollectionDialog({
  kind,
  noun,
  collection,
  onClose,
}: {
  kind: CollectionKind;
  noun: string;
  collection: Collection | null;
  onClose: () => void;
}) {
  const [id] = useState(() => collection?.id ?? crypto.randomUUID());
  const [title, setTitle] = useState(collection?.title ?? '');
  const [description, setDescription] = useState(collection?.description ?? '');
  const [error, setError] = useState<string>();
  const [cover, setCover] = useState<ImageChoice>(() => initialImageChoice(collection?.cover_path));
  const [uploading, setUploading] = useState(false);
  const save = useSaveCollection();
  const currentCover = collection?.cover_path ?? null;
  const submit = async () => {
    if (!title.trim()) return setError(`Give the ${noun} a title.`);
    setError(undefined);
    let image: Awaited<ReturnType<typeof storeImageChoice>>;
    setUploading(true);
    try {
      image = await storeImageChoice(id, 'cover', cover, currentCover);
    } catch (uploadError) {
      return setError(
        uploadError instanceof Error ? `The cover: ${uploadError.message}` : 'The cover could not be uploaded.',
      );
    } finally {
      setUploading(false);
    }
    save.mutate(
      {
        input: { id, kind, title: title.trim(), description, cover_path: image.path },
        isNew: !collection,
        staleCover: image.stale,
      },
      { onSuccess: onClose },
    );
  };
  return (
    <FormDialog
      title={collection ? `Edit ${noun}` : `New ${noun}`}
      saving={save.isPending || uploading}
      saveLabel={collection ? 'Save' : `Create ${noun}`}
      onClose={onClose}
      onSave={() => void submit()}
    >
      <TextField
        id="collection-title"
        label="Title"
        value={title}
        maxLength={200}
        onChange={(event) => setTitle(event.target.value)}
      />
      <TextArea label="Description (optional)" value={description} onChange={setDescription} />
      <ImageField label="Cover (optional)" currentPath={currentCover} choice={cover} onChange={setCover} />
      {error && <Alert>{error}</Alert>}
      {save.error && <Alert>{toProviderMessage(save.error, 'It could not be saved. Try again.')}</Alert>}
    </FormDialog>
  );
}
