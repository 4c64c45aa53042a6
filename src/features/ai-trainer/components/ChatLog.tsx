import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { cn } from '@/lib/cn';
import type { ChatEntry } from '../stores/chat-store';
import { AddToClientProgram } from './AddToClientProgram';

/** The conversation. Every text is rendered as text (React escapes it), never as HTML. */
export function ChatLog({
  greeting,
  entries,
  waiting,
  busy,
  onCreateWorkout,
  onNavigate,
  onAddedToProgram,
}: {
  greeting: string;
  entries: ChatEntry[];
  waiting: boolean;
  busy: boolean;
  onCreateWorkout: (request: string, entryId: string) => void;
  onNavigate: () => void;
  /** A workout drafted for a client was put on their program. */
  onAddedToProgram: (entryId: string, label: string) => void;
}) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [entries.length, waiting]);
  return (
    <div className="flex flex-col gap-3" aria-live="polite">
      <Bubble role="assistant">{greeting}</Bubble>
      {entries.map((entry) => (
        <div key={entry.id} className="flex flex-col gap-2">
          <Bubble role={entry.role} error={entry.error}>
            {entry.content}
          </Bubble>
          {entry.workoutRequest && (
            <Button
              variant="secondary"
              className="self-start"
              disabled={busy || entry.createdWorkoutId !== undefined}
              onClick={() => onCreateWorkout(entry.workoutRequest ?? '', entry.id)}
            >
              {entry.createdWorkoutId ? 'Workout created' : 'Create Workout'}
            </Button>
          )}
          {entry.workoutId && (
            <div className="flex gap-2 self-start">
              <Link
                className="rounded-lg px-3 py-2 text-sm font-medium text-emerald-700 underline dark:text-emerald-400"
                to={`/workouts/${entry.workoutId}/details`}
                onClick={onNavigate}
              >
                Open workout
              </Link>
              {entry.forClient ? (
                <span className="px-1 py-2 text-sm text-slate-600 dark:text-slate-300">
                  Saved to {entry.forClient}'s workouts
                </span>
              ) : (
                <Link
                  className="rounded-lg bg-emerald-700 px-3 py-2 text-sm font-medium text-white hover:bg-emerald-600"
                  to={`/workouts/${entry.workoutId}/start`}
                  onClick={onNavigate}
                >
                  Start workout
                </Link>
              )}
            </div>
          )}
          {entry.workoutId && entry.forClient && entry.forClientId && (
            <AddToClientProgram
              clientId={entry.forClientId}
              clientName={entry.forClient}
              workoutId={entry.workoutId}
              added={entry.addedToProgram}
              onAdded={(label) => onAddedToProgram(entry.id, label)}
              onNavigate={onNavigate}
            />
          )}
        </div>
      ))}
      {waiting && (
        <Bubble role="assistant">
          <span className="text-slate-500">Thinking…</span>
        </Bubble>
      )}
      <div ref={end} />
    </div>
  );
}

function Bubble({ role, error, children }: { role: 'user' | 'assistant'; error?: boolean; children: React.ReactNode }) {
  return (
    <p
      data-role={role}
      className={cn(
        'max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-4 py-2 text-sm',
        role === 'user'
          ? 'self-end bg-emerald-700 text-white'
          : 'self-start bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
        error && 'border border-red-300 bg-red-50 text-red-800 dark:bg-red-500/10 dark:text-red-200',
      )}
    >
      {children}
    </p>
  );
}
