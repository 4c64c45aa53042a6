import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { HabitFrequency } from '@/lib/habits/habit-progress';
import { habitKeys } from './query-keys';

export interface HabitDraft {
  title: string;
  notes: string | null;
  frequency: HabitFrequency;
  days_per_week: number | null;
}

/** A coach assigns a habit (id null) or edits one; the signed-in coach is its author. */
export async function saveHabit(
  clientId: string,
  coachId: string,
  id: string | null,
  draft: HabitDraft,
): Promise<void> {
  const { error } = id
    ? await supabase.from('habits').update(draft).eq('id', id)
    : await supabase.from('habits').insert({ ...draft, client_id: clientId, created_by: coachId });
  if (error) throw error;
}

/** Archives a habit (the client no longer sees it; its ticks stay) or brings it back. */
export async function setHabitArchived(id: string, archived: boolean): Promise<void> {
  const { error } = await supabase
    .from('habits')
    .update({ archived_at: archived ? new Date().toISOString() : null })
    .eq('id', id);
  if (error) throw error;
}

export function useHabitEdits(clientId: string, coachId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: habitKeys.habits(clientId) });
  return {
    save: useMutation({
      mutationFn: ({ id, draft }: { id: string | null; draft: HabitDraft }) => saveHabit(clientId, coachId, id, draft),
      onSuccess,
    }),
    archive: useMutation({
      mutationFn: ({ id, archived }: { id: string; archived: boolean }) => setHabitArchived(id, archived),
      onSuccess,
    }),
  };
}
