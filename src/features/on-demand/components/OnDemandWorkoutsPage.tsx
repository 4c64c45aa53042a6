import { Dumbbell, Plus } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Chip } from '@/components/ui/Chip';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { SelectField } from '@/components/ui/SelectField';
import { toProviderMessage } from '@/lib/errors';
import {
  useLibraryWorkouts,
  useOnDemandWorkouts,
  useRemoveOnDemandWorkout,
  useSaveOnDemandWorkout,
  useSetOnDemandWorkoutPublished,
  type OnDemandWorkout,
} from '../api/on-demand-workouts';
import { useLabels, type Label } from '../api/labels';
import { useResources, type Resource } from '../api/resources';
import { LabelPicker } from './LabelPicker';
import { FormDialog } from '@/components/ui/FormDialog';
import { TextArea } from './TextArea';
import { OnDemandFrame } from './OnDemandFrame';

/** `/on-demand/workouts`: library workouts offered on demand, each with an optional follow-along video. */
export default function OnDemandWorkoutsPage() {
  const offered = useOnDemandWorkouts();
  const library = useLibraryWorkouts();
  const resources = useResources();
  const labels = useLabels();
  const [filter, setFilter] = useState<string[]>([]);
  const publish = useSetOnDemandWorkoutPublished();
  const remove = useRemoveOnDemandWorkout();
  const [editing, setEditing] = useState<{ workout: OnDemandWorkout | null } | null>(null);
  const [stopping, setStopping] = useState<OnDemandWorkout | null>(null);
  const newButton = (
    <Button onClick={() => setEditing({ workout: null })}>
      <Plus aria-hidden="true" className="size-4" /> Offer a workout
    </Button>
  );
  return (
    <OnDemandFrame
      title="On-demand workouts"
      subtitle="Workouts from the library that clients can start on their own, with a follow-along video if you have one."
      what="on-demand workouts"
      reads={[offered, library, resources, labels]}
      actions={newButton}
    >
      {() => {
        const videos = resources.data!.filter((resource) => resource.kind === 'video' || resource.kind === 'link');
        const titles = new Map(resources.data!.map((resource) => [resource.id, resource.title]));
        const shown = offered.data!.filter((workout) => filter.every((id) => workout.labelIds.includes(id)));
        return (
          <>
            {offered.data!.length === 0 ? (
              <EmptyState icon={<Dumbbell className="size-6" />} title="No on-demand workouts yet" action={newButton}>
                Offer a workout from your library; clients granted a workout list can start it in the logger.
              </EmptyState>
            ) : (
              <>
                <LabelPicker legend="Filter by label" labels={labels.data!} selected={filter} onChange={setFilter} />
                <ul aria-label="On-demand workouts" className="grid grid-cols-1 gap-3 md:grid-cols-2">
                  {shown.map((workout) => (
                    <li
                      key={workout.id}
                      className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
                    >
                      <div className="flex items-start gap-3">
                        <h2 className="min-w-0 flex-1 font-semibold break-words">{workout.workoutName}</h2>
                        <Chip tone={workout.is_published ? 'accent' : 'neutral'}>
                          {workout.is_published ? 'Published' : 'Draft'}
                        </Chip>
                      </div>
                      <p className="text-sm text-slate-600 dark:text-slate-300">
                        {workout.video_resource_id
                          ? `Follow-along: ${titles.get(workout.video_resource_id) ?? 'a video'}`
                          : 'No follow-along video'}
                      </p>
                      <div className="flex flex-wrap gap-2">
                        <Button variant="secondary" onClick={() => setEditing({ workout })}>
                          Edit
                        </Button>
                        <Button
                          variant="secondary"
                          disabled={publish.isPending}
                          onClick={() => publish.mutate({ id: workout.id, published: !workout.is_published })}
                        >
                          {workout.is_published ? 'Unpublish' : 'Publish'}
                        </Button>
                        <Button
                          variant="secondary"
                          aria-label={`Stop offering ${workout.workoutName}`}
                          onClick={() => setStopping(workout)}
                        >
                          Stop offering
                        </Button>
                      </div>
                    </li>
                  ))}
                </ul>
              </>
            )}
            {publish.error && <Alert>{toProviderMessage(publish.error, 'It could not be changed. Try again.')}</Alert>}
            {stopping && (
              <ConfirmDialog
                open
                title={`Stop offering “${stopping.workoutName}”?`}
                confirmLabel="Stop offering"
                cancelLabel="Keep it"
                tone="danger"
                busy={remove.isPending}
                error={remove.error ? toProviderMessage(remove.error, 'It could not be removed. Try again.') : null}
                onConfirm={() => remove.mutate(stopping.id, { onSuccess: () => setStopping(null) })}
                onClose={() => setStopping(null)}
              >
                It leaves every workout list it is in. The workout stays in your library, and clients keep what they
                logged.
              </ConfirmDialog>
            )}
            {editing && (
              <OfferDialog
                workout={editing.workout}
                library={library.data!.filter(
                  (entry) =>
                    entry.id === editing.workout?.workout_id ||
                    !offered.data!.some((offer) => offer.workout_id === entry.id),
                )}
                videos={videos}
                labels={labels.data!}
                onClose={() => setEditing(null)}
              />
            )}
          </>
        );
      }}
    </OnDemandFrame>
  );
}

function OfferDialog({
  workout,
  library,
  videos,
  labels,
  onClose,
}: {
  workout: OnDemandWorkout | null;
  library: { id: string; name: string }[];
  videos: Resource[];
  labels: readonly Label[];
  onClose: () => void;
}) {
  const [id] = useState(() => workout?.id ?? crypto.randomUUID());
  const [workoutId, setWorkoutId] = useState(workout?.workout_id ?? library[0]?.id ?? '');
  const [videoId, setVideoId] = useState(workout?.video_resource_id ?? '');
  const [description, setDescription] = useState(workout?.description ?? '');
  const [labelIds, setLabelIds] = useState<string[]>(workout?.labelIds ?? []);
  const save = useSaveOnDemandWorkout();
  return (
    <FormDialog
      title={workout ? 'Edit on-demand workout' : 'Offer a workout on demand'}
      saving={save.isPending}
      saveLabel={workout ? 'Save' : 'Offer workout'}
      onClose={onClose}
      onSave={() =>
        workoutId &&
        save.mutate(
          {
            input: { id, workout_id: workoutId, video_resource_id: videoId || null, description, labelIds },
            isNew: !workout,
          },
          { onSuccess: onClose },
        )
      }
    >
      {library.length === 0 ? (
        <p className="text-sm">Every library workout is already offered. Build one under Workouts first.</p>
      ) : (
        <SelectField
          label="Workout"
          value={workoutId}
          disabled={Boolean(workout)}
          options={library.map((entry) => ({ value: entry.id, label: entry.name }))}
          onChange={(event) => setWorkoutId(event.target.value)}
        />
      )}
      <SelectField
        label="Follow-along video (optional)"
        value={videoId}
        placeholder="None"
        options={videos.map((video) => ({ value: video.id, label: video.title }))}
        onChange={(event) => setVideoId(event.target.value)}
      />
      <TextArea label="Note for clients (optional)" value={description} onChange={setDescription} />
      <LabelPicker legend="Labels" labels={labels} selected={labelIds} onChange={setLabelIds} />
      {save.error && <Alert>{toProviderMessage(save.error, 'The workout could not be offered. Try again.')}</Alert>}
    </FormDialog>
  );
}
