import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import type { WorkoutDraft } from '../lib/build-workout';

function repsText(e: WorkoutDraft['exercises'][number]): string {
  if (e.is_time_based) return `${Math.round((e.duration ?? 0) / 60)} min`;
  return e.rep_is_range ? `${e.rep_min}-${e.rep_max}` : String(e.rep_single ?? '');
}

/** The generated workout before anything is saved: Approve, Regenerate or Request Changes. */
export function WorkoutPreview({
  draft,
  saving,
  onApprove,
  onRegenerate,
  onRequestChanges,
}: {
  draft: WorkoutDraft;
  saving: boolean;
  onApprove: () => void;
  onRegenerate: () => void;
  onRequestChanges: (text: string) => void;
}) {
  const [changes, setChanges] = useState('');
  const [asking, setAsking] = useState(false);
  return (
    <section
      aria-label="Workout preview"
      className="flex flex-col gap-3 rounded-2xl border border-emerald-300 p-4 dark:border-emerald-700"
    >
      <div>
        <h3 className="text-base font-semibold">{draft.name}</h3>
        <p className="text-xs text-slate-600 dark:text-slate-300">
          {draft.exercises.length} exercises · about {draft.estimated_duration} min · {draft.difficulty}
        </p>
        {draft.description && <p className="mt-1 text-sm">{draft.description}</p>}
      </div>
      <ol className="flex flex-col gap-1.5 text-sm">
        {draft.exercises.map((e, index) => (
          <li key={e.exercise.id} className="flex justify-between gap-2">
            <span>
              {index + 1}. {e.exercise.name}
            </span>
            <span className="shrink-0 text-slate-600 dark:text-slate-300">
              {e.is_time_based ? repsText(e) : `${e.sets} × ${repsText(e)}`} · rest {e.rest_time}s
            </span>
          </li>
        ))}
      </ol>
      {asking ? (
        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (!changes.trim()) return;
            onRequestChanges(changes.trim());
          }}
        >
          <label htmlFor="ai-changes" className="text-sm font-medium">
            What should change?
          </label>
          <textarea
            id="ai-changes"
            rows={2}
            maxLength={1000}
            value={changes}
            onChange={(event) => setChanges(event.target.value)}
            className="rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-900"
          />
          <div className="flex gap-2">
            <Button type="submit" disabled={!changes.trim()}>
              Send changes
            </Button>
            <Button variant="ghost" onClick={() => setAsking(false)}>
              Back
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button onClick={onApprove} loading={saving}>
            Approve
          </Button>
          <Button variant="secondary" onClick={onRegenerate} disabled={saving}>
            Regenerate
          </Button>
          <Button variant="secondary" onClick={() => setAsking(true)} disabled={saving}>
            Request Changes
          </Button>
        </div>
      )}
    </section>
  );
}
