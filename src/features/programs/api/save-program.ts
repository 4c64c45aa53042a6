import { useMutation } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { SavePayload } from '../lib/program-draft';
import { useRefreshPrograms } from './refresh-programs';

/** Writes the program and all its workouts in one transaction (public.save_program). */
export async function saveProgram(payload: SavePayload) {
  const { data, error } = await supabase.rpc('save_program', { p_program: payload });
  if (error) throw error;
  return data;
}

export function useSaveProgram() {
  const refresh = useRefreshPrograms();
  return useMutation({ mutationFn: (payload: SavePayload) => saveProgram(payload), onSuccess: () => refresh() });
}
