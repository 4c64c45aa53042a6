import { useEffect, useMemo, useRef, useState } from 'react';
import type { QueuedEdit } from '@/features/training';
import type { HistoryLog } from '../lib/history-model';
import { applyQueuedEdits } from '../lib/queued-edits';
import { useQueuedEdits } from './edit-queue';

interface Settling {
  edit: QueuedEdit;
  at: number;
}

/**
 * History with this account's queued edits applied. An edit the server just took stays applied
 * until History has been read again after it (so the card never flickers back to the old values
 * between the save and the refetch), and at most 15 s.
 */
export function useEditedHistory(userId: string, data: HistoryLog[] | undefined, dataUpdatedAt: number) {
  const queued = useQueuedEdits(userId);
  const previous = useRef<QueuedEdit[]>([]);
  const [settling, setSettling] = useState<Settling[]>([]);

  useEffect(() => {
    const now = Date.now();
    // A refused edit leaves only when the person discards it: then the saved workout shows at once.
    const gone = previous.current.filter((old) => !old.refused && !queued.some((edit) => edit.id === old.id));
    previous.current = queued;
    if (gone.length === 0) return;
    setSettling((current) => [...current, ...gone.map((edit) => ({ edit, at: now }))]);
    const timer = setTimeout(() => setSettling((current) => current.filter((entry) => entry.at !== now)), 15_000);
    return () => clearTimeout(timer);
  }, [queued]);

  const edits = useMemo(() => new Map(queued.map((edit) => [edit.logId, edit])), [queued]);
  const logs = useMemo(() => {
    if (!data) return undefined;
    const applied = new Map(
      settling.filter((entry) => entry.at >= dataUpdatedAt).map((entry) => [entry.edit.logId, entry.edit]),
    );
    for (const [logId, edit] of edits) applied.set(logId, edit);
    return applyQueuedEdits(data, applied);
  }, [data, dataUpdatedAt, edits, settling]);
  return { logs, edits };
}
