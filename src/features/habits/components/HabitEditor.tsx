import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { FieldError } from '@/components/ui/FieldError';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { toUserMessage } from '@/lib/errors';
import type { HabitDraft } from '../api/save-habit';
import { HABIT_NOTES_MAX, HABIT_TITLE_MAX } from '../lib/habit';
import { parseHabitForm, TARGET_OPTIONS, type HabitForm } from '../lib/habit-draft';

/** The coach's form for a new or edited habit: a name, how often, optional notes for the client. */
export function HabitEditor({
  initial,
  submitLabel,
  onSave,
  onCancel,
}: {
  initial: HabitForm;
  submitLabel: string;
  onSave: (draft: HabitDraft) => Promise<void>;
  onCancel: () => void;
}) {
  const [form, setForm] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseHabitForm(form);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    setSaving(true);
    try {
      await onSave(parsed.draft);
    } catch (failure) {
      setError(toUserMessage(failure, 'The habit was not saved. Try again.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="flex flex-col gap-3 rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60"
    >
      <TextField
        label="Habit"
        value={form.title}
        maxLength={HABIT_TITLE_MAX}
        placeholder="e.g. Eat a serving of vegetables"
        onChange={(event) => setForm({ ...form, title: event.target.value })}
      />
      <SelectField
        label="How often"
        options={TARGET_OPTIONS}
        value={form.target}
        onChange={(event) => setForm({ ...form, target: event.target.value })}
      />
      <TextField
        label="Notes for the client (optional)"
        value={form.notes}
        maxLength={HABIT_NOTES_MAX}
        onChange={(event) => setForm({ ...form, notes: event.target.value })}
      />
      <FieldError message={error} alert />
      <div className="flex gap-2">
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
