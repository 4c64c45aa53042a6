import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { CLIENT_TYPES, type ClientType } from '@/lib/account-enums';
import { supabase } from '@/lib/supabase';
import type { ServiceInput } from '../lib/service-form';
import { schedulingKeys } from './scheduling-keys';

const serviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  duration_minutes: z.number().int(),
  buffer_before_minutes: z.number().int(),
  buffer_after_minutes: z.number().int(),
  capacity: z.number().int(),
  location: z.enum(['in_person', 'virtual']),
  video_url: z.string().nullable(),
  colour: z.string(),
  allowed_client_types: z.array(z.enum(CLIENT_TYPES)).nullable(),
  is_archived: z.boolean(),
  service_trainers: z.array(z.object({ trainer_id: z.string() })),
});
export type Service = Omit<z.infer<typeof serviceSchema>, 'service_trainers'> & { trainerIds: string[] };

const COLUMNS =
  'id, name, description, duration_minutes, buffer_before_minutes, buffer_after_minutes, capacity, location, video_url, colour, allowed_client_types, is_archived, service_trainers(trainer_id)';

/** Every service the signed-in person may see (staff and admins: archived ones too), by name. */
async function listServices(): Promise<Service[]> {
  const { data, error } = await supabase.from('services').select(COLUMNS).order('name').order('id');
  if (error) throw error;
  return z
    .array(serviceSchema)
    .parse(data)
    .map(({ service_trainers, ...service }) => ({
      ...service,
      trainerIds: service_trainers.map((row) => row.trainer_id),
    }));
}

export const servicesOptions = () => queryOptions({ queryKey: schedulingKeys.services(), queryFn: listServices });

export const useServices = () => useQuery(servicesOptions());

/**
 * Creates or updates a service (the id is made on the device, so sending it twice is one service),
 * then makes its trainers the chosen ones: adds the missing, removes the others. Each step is
 * idempotent, so a retry after a failure in between ends in the same place.
 */
async function saveService(input: ServiceInput): Promise<void> {
  const { trainerIds, ...row } = input;
  const { error } = await supabase.from('services').upsert(row, { onConflict: 'id' });
  if (error) throw error;
  const { data: current, error: readError } = await supabase
    .from('service_trainers')
    .select('trainer_id')
    .eq('service_id', row.id);
  if (readError) throw readError;
  const had = new Set((current ?? []).map((entry) => entry.trainer_id));
  const added = trainerIds.filter((id) => !had.has(id));
  const removed = [...had].filter((id) => !trainerIds.includes(id));
  if (added.length > 0) {
    const { error: addError } = await supabase.from('service_trainers').upsert(
      added.map((trainer_id) => ({ service_id: row.id, trainer_id })),
      { onConflict: 'service_id,trainer_id', ignoreDuplicates: true },
    );
    if (addError) throw addError;
  }
  if (removed.length > 0) {
    const { error: removeError } = await supabase
      .from('service_trainers')
      .delete()
      .eq('service_id', row.id)
      .in('trainer_id', removed);
    if (removeError) throw removeError;
  }
}

/** Which client types may book a service; all of them is stored as null ("everyone", new types too). */
async function setServiceAudience({ id, types }: { id: string; types: readonly ClientType[] }): Promise<void> {
  const everyone = CLIENT_TYPES.every((type) => types.includes(type));
  const { error } = await supabase
    .from('services')
    .update({ allowed_client_types: everyone ? null : [...types].sort() })
    .eq('id', id);
  if (error) throw error;
}

async function setServiceArchived({ id, archived }: { id: string; archived: boolean }): Promise<void> {
  const { error } = await supabase.from('services').update({ is_archived: archived }).eq('id', id);
  if (error) throw error;
}

/** Deletes a service nobody has booked; the database refuses one with history (archive it instead). */
async function deleteService(id: string): Promise<void> {
  const { data, error } = await supabase.from('services').delete().eq('id', id).select('id');
  if (error) throw error;
  if (!data || data.length === 0) throw new Error('That service was already deleted, or you may not delete it.');
}

function useServiceMutation<T>(run: (input: T) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: servicesOptions().queryKey }),
  });
}

export const useSaveService = () => useServiceMutation(saveService);
export const useSetServiceArchived = () => useServiceMutation(setServiceArchived);
export const useDeleteService = () => useServiceMutation(deleteService);
export const useSetServiceAudience = () => useServiceMutation(setServiceAudience);
