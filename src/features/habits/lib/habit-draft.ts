import type { HabitDraft } from '../api/save-habit';
import { HABIT_NOTES_MAX, HABIT_TITLE_MAX, type Habit } from './habit';

/** The coach's form as typed. */
export interface HabitForm {
  title: string;
  notes: string;
  /** "daily", or "1"-"6" days a week. */
  target: string;
}

export const emptyHabitForm: HabitForm = { title: '', notes: '', target: 'daily' };

export const formOf = (habit: Habit): HabitForm => ({
  title: habit.title,
  notes: habit.notes ?? '',
  target: habit.frequency === 'daily' ? 'daily' : String(habit.days_per_week ?? 1),
});

export const TARGET_OPTIONS = [
  { value: 'daily', label: 'Every day' },
  ...[1, 2, 3, 4, 5, 6].map((days) => ({
    value: String(days),
    label: `${days} ${days === 1 ? 'day' : 'days'} a week`,
  })),
];

export type ParsedHabit = { ok: true; draft: HabitDraft } | { ok: false; message: string };

/** The form as the database takes it, or why not (the same limits as public.habits). */
export function parseHabitForm(form: HabitForm): ParsedHabit {
  const title = form.title.trim();
  if (title.length === 0) return { ok: false, message: 'Give the habit a name.' };
  if (title.length > HABIT_TITLE_MAX) return { ok: false, message: `Keep the name to ${HABIT_TITLE_MAX} characters.` };
  const notes = form.notes.trim();
  if (notes.length > HABIT_NOTES_MAX) return { ok: false, message: `Keep the notes to ${HABIT_NOTES_MAX} characters.` };
  const days = Number(form.target);
  const weekly = form.target !== 'daily' && Number.isInteger(days) && days >= 1 && days <= 6;
  if (form.target !== 'daily' && !weekly) return { ok: false, message: 'Pick how often.' };
  return {
    ok: true,
    draft: {
      title,
      notes: notes || null,
      frequency: weekly ? 'weekly' : 'daily',
      days_per_week: weekly ? days : null,
    },
  };
}
