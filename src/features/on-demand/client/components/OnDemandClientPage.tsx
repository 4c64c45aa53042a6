import { Dumbbell, FileText, PlayCircle, SearchX, WifiOff } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/Alert';
import { ToggleChip } from '@/components/ui/Chip';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBoundary } from '@/components/ui/ErrorBoundary';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageLoader } from '@/components/ui/PageLoader';
import { ScrollRow } from '@/components/ui/ScrollRow';
import { SearchField } from '@/components/ui/SearchField';
import { TextButton } from '@/components/ui/TextButton';
import { useAuthStore } from '@/features/auth';
import { useOnline } from '@/lib/use-online';
import { useClientLibrary } from '../../api/client-library';
import { useMyProgress, useProgressWriter, type ItemProgress } from '../../api/client-progress';
import { useSavedDocuments } from '../../api/saved-documents';
import { useForgetWorkout, useSaveWorkout, useSavedWorkouts } from '../../api/saved-workouts';
import { useSignedOnDemandUrls } from '../../api/signed-urls';
import { browseLibrary, labelsInUse, type ClientLibrary, type LibraryItem } from '../lib/library';
import { ItemRow, type WorkoutKeeping } from './ItemRow';

// The viewer (video player, PDF, image, embed) is a chunk of its own, downloaded when an item opens.
const ItemViewer = lazy(() => import('./ItemViewer'));

export const NOTHING_SHARED = "Your coach hasn't shared anything yet";

/**
 * `/on-demand` for a client: the collections granted to them (row-level security returns only
 * those, and only what is published), browsed by label and searched; an item opens in the viewer.
 */
export default function OnDemandClientPage() {
  const userId = useAuthStore((state) => state.user?.id ?? '');
  const library = useClientLibrary(userId);
  const progress = useMyProgress(userId);
  const saved = useSavedDocuments(userId);
  const writer = useProgressWriter(userId);
  const keeping = useWorkoutKeeping(userId);
  const online = useOnline();
  const [params, setParams] = useSearchParams();
  const openId = params.get('item');

  const open = (itemId: string) =>
    setParams((current) => new URLSearchParams({ ...Object.fromEntries(current), item: itemId }));
  const close = () => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('item');
      return next;
    });
    void writer.refresh();
  };
  const savedIds = useMemo(() => new Set((saved.data ?? []).map((document) => document.resourceId)), [saved.data]);
  const openItem: LibraryItem | undefined =
    (openId && library.data?.items.get(openId)) ||
    (openId ? savedDocumentItem(saved.data?.find((document) => document.resourceId === openId)) : undefined);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      <PageHeader title="On demand" subtitle="Videos, guides and workouts your coach has shared with you." />
      {!online && (
        <Alert tone="info" className="flex items-start gap-2">
          <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            You&apos;re offline. Videos stream and need a connection; documents and workouts you saved for offline still
            open.
          </span>
        </Alert>
      )}
      {library.isPending && userId && online ? (
        <PageLoader label="Loading on demand" />
      ) : library.error || !library.data ? (
        <>
          {online ? (
            <LoadError error={library.error} what="on demand" onRetry={() => void library.refetch()} />
          ) : (saved.data ?? []).length + keeping.list.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              What your coach shared shows here when you&apos;re back online.
            </p>
          ) : null}
          <SavedOnDevice documents={saved.data ?? []} workouts={keeping.list} onOpen={open} />
        </>
      ) : library.data.collections.length === 0 ? (
        <EmptyState icon={<PlayCircle className="size-6" />} title={NOTHING_SHARED}>
          Videos, guides and workouts your coach shares with you show up here.
        </EmptyState>
      ) : (
        <Browse
          keeping={keeping}
          library={library.data}
          progress={progress.data}
          savedIds={savedIds}
          onOpen={open}
          onStart={(item) => void writer.opened(item)}
        />
      )}
      {keeping.error && (
        <Alert>
          {keeping.error} <TextButton onClick={keeping.dismiss}>Dismiss</TextButton>
        </Alert>
      )}
      {openItem && (
        <ErrorBoundary fallback={<Alert>The viewer could not load. Check your connection and try again.</Alert>}>
          <Suspense fallback={null}>
            <ItemViewer
              item={openItem}
              userId={userId}
              progress={progress.data?.get(openItem.id)}
              savedHere={savedIds.has(openItem.id)}
              writer={writer}
              onClose={close}
            />
          </Suspense>
        </ErrorBoundary>
      )}
    </div>
  );
}

/** A saved document opened with no library at hand (offline): enough to show it. */
function savedDocumentItem(document: { resourceId: string; title: string } | undefined): LibraryItem | undefined {
  if (!document) return undefined;
  return {
    id: document.resourceId,
    kind: 'document',
    title: document.title,
    description: '',
    labelIds: [],
    storagePath: null,
    mimeType: 'application/pdf',
    url: null,
    durationSeconds: null,
    thumbnailPath: null,
    workoutId: null,
    videoResourceId: null,
  };
}

function SavedOnDevice({
  documents,
  workouts,
  onOpen,
}: {
  documents: { resourceId: string; title: string }[];
  workouts: { workoutId: string; title: string }[];
  onOpen: (itemId: string) => void;
}) {
  if (documents.length + workouts.length === 0) return null;
  const row =
    'flex min-h-12 w-full items-center gap-3 rounded-xl px-2 text-left hover:bg-slate-50 dark:hover:bg-slate-800/60';
  return (
    <section aria-labelledby="saved-heading" className="flex flex-col gap-2">
      <h2 id="saved-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        Saved on this device
      </h2>
      <ul className="flex flex-col gap-1">
        {workouts.map((workout) => (
          <li key={workout.workoutId}>
            <Link to={`/workouts/${workout.workoutId}/start`} aria-label={`Start ${workout.title}`} className={row}>
              <Dumbbell aria-hidden="true" className="size-5 text-emerald-700 dark:text-emerald-300" />
              <span className="flex-1 font-medium">{workout.title}</span>
              <span className="text-sm font-semibold text-emerald-700 dark:text-emerald-300">Start</span>
            </Link>
          </li>
        ))}
        {documents.map((document) => (
          <li key={document.resourceId}>
            <button type="button" onClick={() => onOpen(document.resourceId)} className={row}>
              <FileText aria-hidden="true" className="size-5 text-emerald-700 dark:text-emerald-300" />
              <span className="font-medium">{document.title}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

interface Keeping {
  list: { workoutId: string; title: string }[];
  error: string | null;
  dismiss: () => void;
  /** The row's save / remove controls for a workout. */
  of: (item: LibraryItem) => WorkoutKeeping;
}

/** Workouts kept on this device for the gym: which, and saving or removing one. */
function useWorkoutKeeping(userId: string): Keeping {
  const list = useSavedWorkouts(userId);
  const save = useSaveWorkout(userId);
  const forget = useForgetWorkout(userId);
  const [error, setError] = useState<string | null>(null);
  const kept = new Set((list.data ?? []).map((workout) => workout.workoutId));
  return {
    list: list.data ?? [],
    error,
    dismiss: () => setError(null),
    of: (item) => ({
      saved: kept.has(item.workoutId ?? ''),
      busy:
        (save.isPending && save.variables.workoutId === item.workoutId) ||
        (forget.isPending && forget.variables === item.workoutId),
      save: (target) => {
        setError(null);
        save.mutate(
          { workoutId: target.workoutId ?? '', title: target.title },
          {
            onError: () =>
              setError(`${target.title} could not be saved for offline. Check your connection and try again.`),
          },
        );
      },
      remove: (target) => forget.mutate(target.workoutId ?? ''),
    }),
  };
}

function Browse({
  keeping,
  library,
  progress,
  savedIds,
  onOpen,
  onStart,
}: {
  keeping: Keeping;
  library: ClientLibrary;
  progress: Map<string, ItemProgress> | undefined;
  savedIds: Set<string>;
  onOpen: (itemId: string) => void;
  onStart: (item: LibraryItem) => void;
}) {
  const [labelId, setLabelId] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const labels = useMemo(() => labelsInUse(library.labels, library.collections), [library]);
  const shown = useMemo(
    () => browseLibrary(library.collections, { labelId, query: deferredQuery }),
    [library.collections, labelId, deferredQuery],
  );
  // Thumbnails and covers: one signing request for the whole list (none offline: icons stay).
  const pictures = useSignedOnDemandUrls(
    library.collections.flatMap((collection) => [
      collection.coverPath,
      ...collection.items.map((item) => item.thumbnailPath),
    ]),
  );
  return (
    <>
      <SearchField
        label="Search on demand"
        placeholder="Search videos, guides, workouts"
        value={query}
        onChange={setQuery}
      />
      {labels.length > 0 && (
        <ScrollRow>
          <div role="group" aria-label="Browse by label" className="flex gap-2 py-1">
            <ToggleChip pressed={labelId === null} onToggle={() => setLabelId(null)}>
              All
            </ToggleChip>
            {labels.map((label) => (
              <ToggleChip
                key={label.id}
                pressed={labelId === label.id}
                onToggle={() => setLabelId((current) => (current === label.id ? null : label.id))}
              >
                {label.name}
              </ToggleChip>
            ))}
          </div>
        </ScrollRow>
      )}
      {shown.length === 0 ? (
        <EmptyState
          icon={<SearchX className="size-6" />}
          title="Nothing matches"
          action={
            <TextButton
              onClick={() => {
                setQuery('');
                setLabelId(null);
              }}
            >
              Show everything
            </TextButton>
          }
        >
          Try another word or label.
        </EmptyState>
      ) : (
        shown.map((collection) => (
          <section
            key={collection.id}
            aria-label={collection.title}
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <CollectionCover src={collection.coverPath ? pictures.get(collection.coverPath) : undefined} />
            <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{collection.title}</h2>
            {collection.description && (
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{collection.description}</p>
            )}
            <ol className="mt-3 flex flex-col gap-1">
              {collection.items.map((item) => (
                <ItemRow
                  key={item.id}
                  item={item}
                  progress={progress?.get(item.id)}
                  savedHere={savedIds.has(item.id)}
                  hasVideo={item.videoResourceId !== null && library.items.has(item.videoResourceId)}
                  onOpen={onOpen}
                  onStart={onStart}
                  thumbnailUrl={item.thumbnailPath ? pictures.get(item.thumbnailPath) : undefined}
                  keeping={item.kind === 'workout' && item.workoutId ? keeping.of(item) : undefined}
                />
              ))}
            </ol>
          </section>
        ))
      )}
    </>
  );
}

/** A list's cover, loaded lazily; nothing when there is none or it fails to load. */
function CollectionCover({ src }: { src: string | undefined }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return null;
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
      className="-mx-4 -mt-4 mb-3 h-28 w-[calc(100%+2rem)] max-w-none rounded-t-2xl object-cover"
    />
  );
}
