import { Plus } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useShallow } from 'zustand/react/shallow';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { programWeekLabel, useRefreshTraining } from '@/features/training';
import { groupPositions } from '@/lib/exercise-groups';
import { useExerciseCatalog } from '../api/exercise-catalog-query';
import { useLoggerEngine } from '../hooks/use-logger-engine';
import { listOutbox } from '../storage/finish-queue';
import { deleteLocalSession } from '../storage/session-store';
import { clearRestSignal } from '../storage/rest-signal';
import { deviceWritesFlushed, selectExerciseIds, selectGroupKeys, useLoggerStore } from '../stores/logger-store';
import { useOutboxStore } from '../stores/outbox-store';
import { discardWorkoutSession } from '../sync/discard-session';
import { flushOutbox } from '../sync/outbox-runner';
import { DeviceStorageAlert } from './DeviceStorageAlert';
import { DiscardDialog } from './DiscardDialog';
import { ExerciseOptionsDialog } from './ExerciseOptionsDialog';
import { ExercisePickerDialog } from './ExercisePickerDialog';
import { EndedElsewhereAlert } from './EndedElsewhereAlert';
import { ExerciseCard } from './ExerciseCard';
import { FinishDialog } from './FinishDialog';
import { LoggerHeader } from './LoggerHeader';
import { RestTimerBar } from './RestTimerBar';
import { SwapDialog } from './SwapDialog';
import { WorkoutNameField } from './WorkoutNameField';
import { WorkoutNotes } from './WorkoutNotes';
import type { OutboxEntry } from '../lib/session-schema';

type Dialog =
  | { kind: 'finish' }
  | { kind: 'discard' }
  | { kind: 'swap'; exerciseId: string }
  | { kind: 'options'; exerciseId: string }
  | { kind: 'add' }
  | null;

/** The workout in progress: exercises and sets, notes, rest timer, finish and discard. */
export function LoggerView({
  userId,
  sessionId,
  onFinished,
}: {
  userId: string;
  sessionId: string;
  onFinished: (entry: OutboxEntry) => void;
}) {
  const workoutName = useLoggerStore((store) => store.session?.state.workoutName);
  const startedAt = useLoggerStore((store) => store.session?.state.startedAt);
  const programWeek = useLoggerStore((store) => store.session?.state.programWeek ?? null);
  const exerciseIds = useLoggerStore(useShallow(selectExerciseIds));
  const groupKeys = useLoggerStore(useShallow(selectGroupKeys));
  const groups = useMemo(() => groupPositions(groupKeys), [groupKeys]);
  const endedElsewhere = useLoggerStore((store) => store.session?.endedElsewhere);
  const finishedInAnotherTab = useLoggerStore((store) => store.session?.status === 'finished');
  const syncMessage = useLoggerStore((store) =>
    store.sync === 'error' && !store.localSaveFailed ? store.syncMessage : null,
  );
  const [epoch, setEpoch] = useState(0);
  // The session's sync engine: the device writer, the server sync and their listeners, while shown.
  const engine = useLoggerEngine(sessionId, epoch);
  const [dialog, setDialog] = useState<Dialog>(null);
  const refreshTraining = useRefreshTraining();
  const navigate = useNavigate();
  const close = useCallback(() => setDialog(null), []);
  const openSwap = useCallback((exerciseId: string) => setDialog({ kind: 'swap', exerciseId }), []);
  const openOptions = useCallback((exerciseId: string) => setDialog({ kind: 'options', exerciseId }), []);
  const unplanned = useLoggerStore((store) => store.session?.state.workoutId === null);
  // The library on the device, so adding and swapping exercises work if the network goes.
  useExerciseCatalog(userId);

  // Another tab of this browser finished the workout: show what it queued.
  useEffect(() => {
    if (!finishedInAnotherTab) return;
    let cancelled = false;
    void listOutbox(userId).then((entries) => {
      const entry = entries.find((queued) => queued.sessionId === sessionId);
      if (!cancelled && entry) {
        useLoggerStore.getState().close();
        onFinished(entry);
      }
    });
    return () => {
      cancelled = true;
    };
  }, [finishedInAnotherTab, userId, sessionId, onFinished]);

  if (workoutName === undefined || startedAt === undefined) return null;

  const finish = async () => {
    const session = useLoggerStore.getState().session!;
    const { entry, queued } = await engine.current!.finish(session, new Date(), crypto.randomUUID());
    engine.current?.stopSync();
    clearRestSignal(sessionId);
    if (queued) {
      const { pending, setPending } = useOutboxStore.getState();
      setPending([...pending.filter((waiting) => waiting.id !== entry.id), entry]);
    }
    useLoggerStore.getState().close();
    onFinished(entry);
    if (queued)
      void flushOutbox(userId, {
        force: true,
        onSaved: () => void refreshTraining(),
      });
    else void refreshTraining();
  };

  const leave = async () => {
    clearRestSignal(sessionId);
    useLoggerStore.getState().close();
    await refreshTraining();
    navigate('/', { replace: true });
  };

  const discard = async () => {
    engine.current?.stopSync();
    try {
      await deviceWritesFlushed();
      await discardWorkoutSession(sessionId);
    } catch (error) {
      setEpoch((value) => value + 1); // keep syncing the workout that was not discarded
      throw error;
    }
    await leave();
  };

  // Ended on another device: the server copy is gone or finished; only this device's copy goes.
  const dropLocalCopy = async () => {
    engine.current?.stopSync();
    await deviceWritesFlushed();
    await deleteLocalSession(sessionId);
    await leave();
  };

  return (
    <div className="min-h-dvh pb-40">
      <LoggerHeader
        workoutName={workoutName}
        weekLabel={programWeek ? programWeekLabel({ ...programWeek, finished: false }) : null}
        startedAt={startedAt}
        onFinish={() => setDialog({ kind: 'finish' })}
      />
      <div className="mx-auto max-w-3xl space-y-3 px-2 py-3 sm:px-4">
        <DeviceStorageAlert />
        {endedElsewhere && (
          <EndedElsewhereAlert
            how={endedElsewhere}
            onSave={() => setDialog({ kind: 'finish' })}
            onDrop={dropLocalCopy}
          />
        )}
        {syncMessage && !endedElsewhere && (
          <Alert>Not synced yet: {syncMessage}. Your sets are saved on this device and will sync.</Alert>
        )}
        {unplanned && <WorkoutNameField />}
        {exerciseIds.map((id, index) => {
          const group = groups[index];
          return (
            <ExerciseCard
              key={id}
              exerciseId={id}
              onSwap={openSwap}
              onOptions={openOptions}
              groupLabel={group?.label ?? null}
              groupStart={group?.isFirst ?? true}
              groupEnd={group?.isLast ?? true}
            />
          );
        })}
        {exerciseIds.length === 0 && (
          <p className="rounded-2xl border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-300">
            {unplanned ? 'No exercises yet. Add the first one to start logging.' : 'This workout has no exercises.'}
          </p>
        )}
        <Button fullWidth variant="secondary" onClick={() => setDialog({ kind: 'add' })}>
          <Plus aria-hidden="true" className="size-4" />
          Add exercise
        </Button>
        <WorkoutNotes />
        <div className="flex flex-col gap-2 pt-2">
          <Button fullWidth onClick={() => setDialog({ kind: 'finish' })}>
            Finish workout
          </Button>
          <Button
            fullWidth
            variant="ghost"
            className="text-red-700 dark:text-red-300"
            onClick={() => setDialog({ kind: 'discard' })}
          >
            Discard workout
          </Button>
        </div>
      </div>
      <RestTimerBar />
      {dialog?.kind === 'finish' && <FinishDialog onConfirm={finish} onClose={close} />}
      {dialog?.kind === 'discard' && <DiscardDialog onConfirm={discard} onClose={close} />}
      {dialog?.kind === 'options' && (
        <ExerciseOptionsDialog exerciseId={dialog.exerciseId} onSwap={openSwap} onClose={close} />
      )}
      {dialog?.kind === 'add' && <ExercisePickerDialog userId={userId} onClose={close} />}
      {dialog?.kind === 'swap' && <SwapDialog exerciseId={dialog.exerciseId} userId={userId} onClose={close} />}
    </div>
  );
}
