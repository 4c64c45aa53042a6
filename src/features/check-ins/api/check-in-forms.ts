import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { parseQuestions, type CheckInQuestion } from '../lib/questions';
import { checkInKeys } from './query-keys';

export interface CheckInForm {
  id: string;
  coachId: string;
  clientId: string | null;
  questions: CheckInQuestion[];
  dueWeekday: number;
}

export interface ClientForms {
  /** Set for this client (by their trainer or an admin). */
  own: CheckInForm | null;
  /** Their trainer's default, which applies when the client has no form of their own. */
  trainerDefault: CheckInForm | null;
}

/** A client's own form and their trainer's default (row-level security: their trainer and admins). */
export async function getClientForms(clientId: string, trainerId: string | null): Promise<ClientForms> {
  const filter = trainerId
    ? `client_id.eq.${clientId},and(client_id.is.null,coach_id.eq.${trainerId})`
    : `client_id.eq.${clientId}`;
  const { data, error } = await supabase
    .from('check_in_forms')
    .select('id, coach_id, client_id, questions, due_weekday')
    .or(filter);
  if (error) throw error;
  const forms = data.map((row) => ({
    id: row.id,
    coachId: row.coach_id,
    clientId: row.client_id,
    questions: parseQuestions(row.questions),
    dueWeekday: row.due_weekday,
  }));
  return {
    own: forms.find((form) => form.clientId === clientId) ?? null,
    trainerDefault: forms.find((form) => form.clientId === null) ?? null,
  };
}

export function useClientForms(clientId: string, trainerId: string | null) {
  return useQuery({ queryKey: checkInKeys.forms(clientId), queryFn: () => getClientForms(clientId, trainerId) });
}

export interface SaveFormInput {
  /** The form being replaced (null: a new one). */
  existingId: string | null;
  coachId: string;
  /** null: the coach's default for all their clients. */
  clientId: string | null;
  questions: CheckInQuestion[];
  dueWeekday: number;
}

/** Saves a form: updates the one there is, or adds it (one per client, one default per coach). */
export async function saveCheckInForm(input: SaveFormInput): Promise<void> {
  // The one who saves becomes its coach: a trainer may edit what an admin set for their client.
  const row = { questions: input.questions, due_weekday: input.dueWeekday, coach_id: input.coachId };
  const { error } = input.existingId
    ? await supabase.from('check_in_forms').update(row).eq('id', input.existingId)
    : await supabase.from('check_in_forms').insert({ ...row, client_id: input.clientId });
  if (error) throw error;
}

/** Removes a client's own form (their trainer's default, if any, applies again). */
export async function removeCheckInForm(id: string): Promise<void> {
  const { error } = await supabase.from('check_in_forms').delete().eq('id', id);
  if (error) throw error;
}

export function useSaveCheckInForm(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCheckInForm,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checkInKeys.forms(clientId) }),
  });
}

export function useRemoveCheckInForm(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCheckInForm,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checkInKeys.forms(clientId) }),
  });
}
