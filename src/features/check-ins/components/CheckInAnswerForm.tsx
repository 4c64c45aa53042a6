import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { cleanAnswers, isScale, MAX_ANSWER_LENGTH, type CheckInAnswers, type CheckInQuestion } from '../lib/questions';
import { PhotoQuestion } from './PhotoQuestion';
import { ScaleQuestion } from './ScaleQuestion';

const textareaClass =
  'min-h-24 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-emerald-500 focus:outline-none focus:ring-2 focus:ring-emerald-500/30 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';

/**
 * The client's answers to this week's questions (loaded on demand from the Today card). Every
 * question may be skipped, but at least one must be answered; the answers go to the outbox.
 */
export default function CheckInAnswerForm({
  questions,
  onSubmit,
  onCancel,
}: {
  questions: readonly CheckInQuestion[];
  onSubmit: (answers: CheckInAnswers, photo: File | null) => Promise<void>;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<CheckInAnswers>({});
  const [photo, setPhoto] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);
  const answers = cleanAnswers(questions, draft);
  const empty = Object.keys(answers).length === 0 && !photo;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (empty || saving) return;
    setSaving(true);
    try {
      await onSubmit(answers, photo);
    } finally {
      setSaving(false);
    }
  };
  const set = (id: string, value: number | string) => setDraft((old) => ({ ...old, [id]: value }));

  return (
    <form aria-label="Weekly check-in" className="flex flex-col gap-5" onSubmit={(event) => void submit(event)}>
      {questions.map((question) => {
        if (isScale(question.kind))
          return (
            <ScaleQuestion
              key={question.id}
              id={`check-in-${question.id}`}
              kind={question.kind}
              label={question.label}
              value={typeof draft[question.id] === 'number' ? (draft[question.id] as number) : undefined}
              onChange={(value) => set(question.id, value)}
            />
          );
        if (question.kind === 'photo')
          return <PhotoQuestion key={question.id} label={question.label} photo={photo} onChange={setPhoto} />;
        const fieldId = `check-in-${question.id}`;
        return (
          <div key={question.id} className="flex flex-col gap-1.5">
            <label htmlFor={fieldId} className="text-sm font-medium text-slate-800 dark:text-slate-100">
              {question.label}
            </label>
            <textarea
              id={fieldId}
              className={textareaClass}
              maxLength={MAX_ANSWER_LENGTH}
              value={typeof draft[question.id] === 'string' ? (draft[question.id] as string) : ''}
              onChange={(event) => set(question.id, event.target.value)}
            />
          </div>
        );
      })}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={empty} loading={saving}>
          Send check-in
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Later
        </Button>
      </div>
      {empty && <p className="text-sm text-slate-500 dark:text-slate-400">Answer at least one question to send it.</p>}
    </form>
  );
}
