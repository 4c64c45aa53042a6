import { CalendarDays, History as HistoryIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageLoader } from '@/components/ui/PageLoader';
import { SegmentedControl } from '@/components/ui/SegmentedControl';
import { useAuthStore } from '@/features/auth';
import { HistoryNotOnDeviceError, useHistory } from '../api/use-history';
import { EditQueueProvider, type WorkoutEditQueue } from '../hooks/edit-queue';
import { useEditedHistory } from '../hooks/use-edited-history';
import { dayKey, recordsByLog, type HistoryLog } from '../lib/history-model';
import { plural } from '@/lib/plural';
import { EditWorkoutDialog } from './EditWorkoutDialog';
import { HistoryCalendar } from './HistoryCalendar';
import { QueuedEditNotice } from './QueuedEditNotice';
import { WorkoutCard } from './WorkoutCard';

type View = 'calendar' | 'list';
const PAGE = 20;
const monthHeading = new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric' });

/**
 * `/history`: every finished workout, by month on a calendar or as a list; each can be edited. An
 * edit waits in `editQueue` (the logger's outbox, passed in by the app) until the server has it.
 */
export function HistoryPage({ editQueue }: { editQueue: WorkoutEditQueue }) {
  return (
    <EditQueueProvider queue={editQueue}>
      <HistoryScreen />
    </EditQueueProvider>
  );
}

function HistoryScreen() {
  const userId = useAuthStore((state) => state.user?.id ?? '');
  const history = useHistory(userId);
  const [view, setView] = useState<View>('calendar');
  const [now] = useState(() => new Date());
  const [month, setMonth] = useState({ year: now.getFullYear(), month: now.getMonth() });
  const [selectedDay, setSelectedDay] = useState<string | null>(null);
  const [shown, setShown] = useState(PAGE);
  const [editingId, setEditingId] = useState<string | null>(null);

  // Edits waiting on this device are shown applied, marked, until the server has them.
  const { logs, edits } = useEditedHistory(userId, history.data, history.dataUpdatedAt);
  const editing = logs?.find((log) => log.id === editingId) ?? null;
  const records = useMemo(() => recordsByLog(logs ?? []), [logs]);
  const byDay = useMemo(() => {
    const map = new Map<string, HistoryLog[]>();
    for (const log of logs ?? []) {
      const key = dayKey(log.startedAt);
      map.set(key, [...(map.get(key) ?? []), log]);
    }
    return map;
  }, [logs]);
  const counts = useMemo(() => new Map([...byDay].map(([day, list]) => [day, list.length])), [byDay]);

  const header = <PageHeader title="History" subtitle="Every workout you finished." />;
  if (history.isPending) {
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-5">
        {header}
        <PageLoader label="Loading your history" />
      </div>
    );
  }
  if (history.error || !logs) {
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-5">
        {header}
        {history.error instanceof HistoryNotOnDeviceError ? (
          <Alert>{history.error.message}</Alert>
        ) : (
          <LoadError error={history.error} what="your history" onRetry={() => void history.refetch()} />
        )}
      </div>
    );
  }
  if (logs.length === 0) {
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-5">
        {header}
        <EmptyState
          icon={<HistoryIcon className="size-6" />}
          title="No finished workouts yet"
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <ButtonLink to="/workouts">Find a workout</ButtonLink>
              <ButtonLink to="/settings#import" variant="secondary">
                Import from Strong or Hevy
              </ButtonLink>
            </div>
          }
        >
          Finish a workout and it appears here with every set, or bring your history from another app.
        </EmptyState>
      </div>
    );
  }

  const edit = (log: HistoryLog) => setEditingId(log.id);
  const syncNotice = (log: HistoryLog) => {
    const queued = edits.get(log.id);
    return queued ? <QueuedEditNotice edit={queued} onFix={() => edit(log)} /> : undefined;
  };
  const monthPrefix = `${month.year}-${String(month.month + 1).padStart(2, '0')}`;
  const inMonth = logs.filter((log) => dayKey(log.startedAt).startsWith(monthPrefix));
  const dayLogs = selectedDay ? (byDay.get(selectedDay) ?? []) : inMonth;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 pb-4">
      {header}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600 dark:text-slate-400">{plural(logs.length, 'workout')} in total</p>
        <div className="w-56">
          <SegmentedControl<View>
            label="View"
            value={view}
            onChange={setView}
            options={[
              { value: 'calendar', label: 'Calendar' },
              { value: 'list', label: 'List' },
            ]}
          />
        </div>
      </div>

      {view === 'calendar' ? (
        <>
          <HistoryCalendar
            year={month.year}
            month={month.month}
            counts={counts}
            selected={selectedDay}
            today={dayKey(now.toISOString())}
            onSelect={(day) => setSelectedDay((current) => (current === day ? null : day))}
            onMonth={(step) => {
              setSelectedDay(null);
              setMonth((current) => {
                const next = new Date(current.year, current.month + step, 1);
                return { year: next.getFullYear(), month: next.getMonth() };
              });
            }}
          />
          <section
            aria-label={selectedDay ? 'Workouts that day' : 'Workouts this month'}
            className="flex flex-col gap-3"
          >
            {dayLogs.length === 0 ? (
              <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
                <CalendarDays aria-hidden="true" className="size-4" />
                No workouts this month.
              </p>
            ) : (
              dayLogs.map((log) => (
                <WorkoutCard
                  key={log.id}
                  log={log}
                  records={records.get(log.id)}
                  onEdit={edit}
                  syncNotice={syncNotice(log)}
                  defaultOpen={Boolean(selectedDay)}
                />
              ))
            )}
          </section>
        </>
      ) : (
        <section aria-label="All workouts" className="flex flex-col gap-3">
          {logs.slice(0, shown).map((log, index, list) => {
            const heading = monthHeading.format(new Date(log.startedAt));
            const previous = list[index - 1];
            const newMonth = !previous || monthHeading.format(new Date(previous.startedAt)) !== heading;
            return (
              <div key={log.id} className="flex flex-col gap-3">
                {newMonth && (
                  <h2 className="pt-2 text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
                    {heading}
                  </h2>
                )}
                <WorkoutCard log={log} records={records.get(log.id)} onEdit={edit} syncNotice={syncNotice(log)} />
              </div>
            );
          })}
          {logs.length > shown && (
            <Button variant="secondary" onClick={() => setShown((count) => count + PAGE)}>
              Show more ({logs.length - shown} left)
            </Button>
          )}
        </section>
      )}
      {editing && <EditWorkoutDialog log={editing} userId={userId} onClose={() => setEditingId(null)} />}
    </div>
  );
}
