import { Plus, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { IconButton } from '@/components/ui/IconButton';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import {
  buildQuestions,
  MAX_LABEL_LENGTH,
  MAX_QUESTIONS,
  questionsProblem,
  STANDARD_QUESTIONS,
  WEEKDAYS,
  type CheckInQuestion,
} from '../lib/questions';

export type FormScope = 'client' | 'default';

export interface EditorValue {
  questions: CheckInQuestion[];
  dueWeekday: number;
  scope: FormScope;
}

const DAY_OPTIONS = WEEKDAYS.map((day, index) => ({ value: String(index), label: day }));

/**
 * The coach picks the week's questions (energy, sleep, stress, a photo, free text, and their own),
 * the day it is due, and whether it is for this client or their default for every client.
 */
export function CheckInFormEditor({
  initial,
  canSetDefault,
  saving,
  error,
  onSave,
  onCancel,
}: {
  initial: { questions: readonly CheckInQuestion[]; dueWeekday: number; scope: FormScope };
  canSetDefault: boolean;
  saving: boolean;
  error: string | null;
  onSave: (value: EditorValue) => void;
  onCancel: () => void;
}) {
  const [standard, setStandard] = useState(
    () => new Set(initial.questions.filter((question) => question.kind !== 'custom').map((question) => question.id)),
  );
  const [custom, setCustom] = useState(() =>
    initial.questions.filter((question) => question.kind === 'custom').map((question) => question.label),
  );
  const [dueWeekday, setDueWeekday] = useState(initial.dueWeekday);
  const [scope, setScope] = useState<FormScope>(initial.scope);
  const [problem, setProblem] = useState<string | null>(null);

  const toggle = (id: string) =>
    setStandard((old) => {
      const next = new Set(old);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const save = (event: FormEvent) => {
    event.preventDefault();
    const questions = buildQuestions(standard, custom);
    const reason = questionsProblem(questions);
    setProblem(reason);
    if (!reason) onSave({ questions, dueWeekday, scope });
  };

  return (
    <form aria-label="Check-in questions" className="flex flex-col gap-4" onSubmit={save}>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-100">Questions</legend>
        {STANDARD_QUESTIONS.map((question) => (
          <label
            key={question.id}
            className="flex min-h-11 items-center gap-3 text-sm text-slate-800 dark:text-slate-100"
          >
            <input
              type="checkbox"
              className="size-5 accent-emerald-600"
              checked={standard.has(question.id)}
              onChange={() => toggle(question.id)}
            />
            {question.label}
            {question.kind === 'energy' || question.kind === 'sleep' || question.kind === 'stress' ? ' (1-5)' : ''}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col gap-2">
        {custom.map((label, index) => (
          <div key={index} className="flex items-end gap-2">
            <TextField
              className="flex-1"
              label={`Your question ${index + 1}`}
              value={label}
              maxLength={MAX_LABEL_LENGTH}
              onChange={(event) =>
                setCustom((old) => old.map((text, at) => (at === index ? event.target.value : text)))
              }
            />
            <IconButton
              label={`Remove your question ${index + 1}`}
              onClick={() => setCustom((old) => old.filter((_, at) => at !== index))}
            >
              <X aria-hidden="true" className="size-4" />
            </IconButton>
          </div>
        ))}
        {standard.size + custom.length < MAX_QUESTIONS && (
          <Button variant="secondary" className="self-start" onClick={() => setCustom((old) => [...old, ''])}>
            <Plus aria-hidden="true" className="size-4" />
            Add your own question
          </Button>
        )}
      </div>
      <SelectField
        label="Due every"
        options={DAY_OPTIONS}
        value={String(dueWeekday)}
        onChange={(event) => setDueWeekday(Number(event.target.value))}
      />
      {canSetDefault && (
        <fieldset className="flex flex-col gap-1 text-sm text-slate-800 dark:text-slate-100">
          <legend className="mb-1 font-medium">Use it for</legend>
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name="check-in-scope"
              className="size-5 accent-emerald-600"
              checked={scope === 'client'}
              onChange={() => setScope('client')}
            />
            This client
          </label>
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name="check-in-scope"
              className="size-5 accent-emerald-600"
              checked={scope === 'default'}
              onChange={() => setScope('default')}
            />
            All my clients without their own (my default)
          </label>
        </fieldset>
      )}
      {(problem ?? error) && <Alert>{problem ?? error}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={saving}>
          Save check-in
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
