import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { activeProgramQuery, recentLogsQuery } from '@/features/training';
import { addCoachNote } from './add-coach-note';
import { deleteCoachNote } from './delete-coach-note';
import { getClient } from './get-client';
import { getLatestOnboarding } from './get-latest-onboarding';
import { getClientPhotoUrl, listClientPhotos } from './list-client-photos';
import { listCoachNotes } from './list-coach-notes';
import { listProgramTemplates } from './list-program-templates';
import { listSharedCycleEntries } from './list-shared-cycle-entries';
import { updateNutritionGoals } from './update-nutrition-goals';
import type { NutritionGoals } from '../lib/nutrition';
import { profileKeys } from './query-keys';

export function useClient(clientId: string, enabled = true) {
  return useQuery({ queryKey: profileKeys.client(clientId), queryFn: () => getClient(clientId), enabled });
}

export function useLatestOnboarding(clientId: string) {
  return useQuery({ queryKey: profileKeys.onboarding(clientId), queryFn: () => getLatestOnboarding(clientId) });
}

export function useSaveNutritionGoals(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (goals: NutritionGoals) => updateNutritionGoals(clientId, goals),
    onSuccess: (_data, goals) => queryClient.setQueryData(profileKeys.nutrition(clientId), goals),
  });
}

export function useCoachNotes(clientId: string) {
  return useQuery({ queryKey: profileKeys.notes(clientId), queryFn: () => listCoachNotes(clientId) });
}

export function useAddCoachNote(clientId: string, authorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => addCoachNote(clientId, authorId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.notes(clientId) }),
  });
}

export function useDeleteCoachNote(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCoachNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.notes(clientId) }),
  });
}

export function useClientPhotos(clientId: string) {
  return useQuery({ queryKey: profileKeys.photos(clientId), queryFn: () => listClientPhotos(clientId) });
}

export function useClientPhotoUrl(path: string | null) {
  return useQuery({
    queryKey: profileKeys.photoUrl(path ?? ''),
    queryFn: () => getClientPhotoUrl(path!),
    enabled: path !== null,
    staleTime: 50 * 60 * 1000,
  });
}

export function useSharedCycle(clientId: string, enabled: boolean) {
  return useQuery({ queryKey: profileKeys.cycle(clientId), queryFn: () => listSharedCycleEntries(clientId), enabled });
}

/** The client's active program and enough logs to place them in it. */
export function useClientProgram(clientId: string) {
  const program = useQuery(activeProgramQuery(clientId));
  const logs = useQuery(recentLogsQuery(clientId, 50));
  return { program, logs };
}

export function useProgramTemplates(enabled: boolean) {
  return useQuery({ queryKey: profileKeys.templates, queryFn: listProgramTemplates, enabled });
}
