import { fetchAllPages } from '@/lib/fetch-all-pages';
import { supabase } from '@/lib/supabase';
import type { PromptExercise } from '../lib/workout-prompt';
import { readOnboarding, type TrainerProfile } from '../lib/trainer-profile';

/** The person a workout is for and the active library, read through row-level security. */
export async function getTrainerContext(
  userId: string,
): Promise<{ profile: TrainerProfile; library: PromptExercise[] }> {
  const [person, onboarding, logs, library] = await Promise.all([
    supabase.from('users').select('name').eq('id', userId).maybeSingle(),
    supabase
      .from('onboarding_forms')
      .select('assessment')
      .eq('client_id', userId)
      .order('created_at', { ascending: false })
      .limit(1),
    supabase
      .from('workout_logs')
      .select('workout_name, completed_at')
      .eq('user_id', userId)
      .order('created_at', { ascending: false })
      .limit(5),
    fetchAllPages((from, to) =>
      supabase
        .from('exercises')
        .select('id, name, aliases, muscle_groups, equipment, level, category, force')
        .eq('is_active', true)
        .order('name')
        .order('id')
        .range(from, to),
    ),
  ]);
  if (person.error) throw person.error;
  if (onboarding.error) throw onboarding.error;
  if (logs.error) throw logs.error;
  return {
    profile: {
      userId,
      name: person.data?.name ?? '',
      ...readOnboarding(onboarding.data[0]?.assessment ?? null),
      recentWorkouts: logs.data.map(
        (log) => `${log.workout_name || 'Workout'} on ${log.completed_at?.slice(0, 10) ?? 'an unfinished day'}`,
      ),
    },
    library,
  };
}
