import type { SupabaseClient } from '@supabase/supabase-js';
import { svc, type Person } from '../scheduling/support';

/** A form with every kind of question (ids as the app makes them). */
export const EVERY_QUESTION = [
  { id: 'energy', kind: 'energy', label: 'Energy' },
  { id: 'sleep', kind: 'sleep', label: 'Sleep' },
  { id: 'stress', kind: 'stress', label: 'Stress' },
  { id: 'photo', kind: 'photo', label: 'Progress photo' },
  { id: 'text', kind: 'text', label: 'How did the week go?' },
  { id: 'custom-1', kind: 'custom', label: 'Did you hit your protein?' },
];

/** Sets up a form as `coach` (for `clientId`, or the coach's default when null); answers its id. */
export async function setForm(
  coach: Person,
  clientId: string | null,
  questions: unknown = EVERY_QUESTION,
  dueWeekday = 1,
): Promise<string> {
  const { data, error } = await coach.client
    .from('check_in_forms')
    .insert({ coach_id: coach.id, client_id: clientId, questions, due_weekday: dueWeekday })
    .select('id')
    .single<{ id: string }>();
  if (error) throw new Error(`setting a form: ${error.message}`);
  return data.id;
}

export async function submit(
  who: SupabaseClient,
  id: string,
  answers: unknown,
  photoPath: string | null = null,
): Promise<{ data: string | null; status: number; code?: string; message?: string }> {
  const { data, error, status } = await who.rpc('submit_weekly_check_in', {
    p_id: id,
    p_answers: answers,
    p_photo_path: photoPath,
  });
  return { data: data as string | null, status, code: error?.code, message: error?.message };
}

/** The stored answers of a client, read with the service role. */
export async function answersOf(clientId: string) {
  const { data, error } = await svc()
    .from('weekly_check_ins')
    .select('id, week_start, trainer_id, message_id, answers, photo_path, questions')
    .eq('client_id', clientId);
  if (error) throw new Error(error.message);
  return data;
}

/** The messages between two people, read with the service role. */
export async function messagesBetween(sender: string, recipient: string) {
  const { data, error } = await svc()
    .from('messages')
    .select('id, body, sender_id, recipient_id')
    .eq('sender_id', sender)
    .eq('recipient_id', recipient);
  if (error) throw new Error(error.message);
  return data;
}
