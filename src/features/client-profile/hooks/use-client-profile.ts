import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getActiveProgram, getRecentLogs, trainingKeys } from '@/features/training';
import { addCoachNote } from '../api/add-coach-note';
import { assignProgramToClient } from '../api/assign-program';
import { deleteCoachNote } from '../api/delete-coach-note';
import { getClient } from '../api/get-client';
import { getLatestOnboarding } from '../api/get-latest-onboarding';
import { getNutritionGoals } from '../api/get-nutrition-goals';
import { getClientPhotoUrl, listClientPhotos } from '../api/list-client-photos';
import { listCoachNotes } from '../api/list-coach-notes';
import { listProgramTemplates } from '../api/list-program-templates';
import { listSharedCycleEntries } from '../api/list-shared-cycle-entries';
import { updateNutritionGoals } from '../api/update-nutrition-goals';
import type { NutritionGoals } from '../lib/nutrition';
import { profileKeys } from '../lib/query-keys';

export function useClient(clientId: string, enabled = true) {
  return useQuery({ queryKey: profileKeys.client(clientId), queryFn: () => getClient(clientId), enabled });
}

export function useLatestOnboarding(clientId: string) {
  return useQuery({ queryKey: profileKeys.onboarding(clientId), queryFn: () => getLatestOnboarding(clientId) });
}

export function useNutritionGoals(clientId: string) {
  return useQuery({ queryKey: profileKeys.nutrition(clientId), queryFn: () => getNutritionGoals(clientId) });
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

export function useClientProgram(clientId: string) {
  const program = useQuery({
    queryKey: trainingKeys.activeProgram(clientId),
    queryFn: () => getActiveProgram(clientId),
  });
  const logs = useQuery({ queryKey: trainingKeys.recentLogs(clientId), queryFn: () => getRecentLogs(clientId, 50) });
  return { program, logs };
}

export function useProgramTemplates(enabled: boolean) {
  return useQuery({ queryKey: profileKeys.templates, queryFn: listProgramTemplates, enabled });
}

export function useAssignProgram(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (programId: string) => assignProgramToClient(programId, clientId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingKeys.all }),
  });
}
