import { z } from 'zod';
import { supabase } from '@/lib/supabase';

const programSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  status: z.string(),
  flex_schedule: z.boolean(),
  difficulty: z.string().nullable(),
  goals: z.array(z.string()),
  duration_weeks: z.number().nullable(),
  start_date: z.string().nullable(),
  client_id: z.string().nullable(),
  created_at: z.string(),
  program_workouts: z.array(z.object({ id: z.string(), day_of_week: z.number().nullable() })),
});

export type ProgramSummary = z.infer<typeof programSummarySchema>;

export type ProgramScope = { clientId: string } | { createdBy: string } | { all: true };

/** A client's programs (drafts stay with the coach), a trainer's own, or every program for an admin. */
export async function listPrograms(scope: ProgramScope): Promise<ProgramSummary[]> {
  let query = supabase
    .from('programs')
    .select('id, name, description, status, flex_schedule, difficulty, goals, duration_weeks, start_date, client_id, created_at, program_workouts ( id, day_of_week )');
  if ('clientId' in scope) query = query.eq('client_id', scope.clientId).neq('status', 'draft');
  if ('createdBy' in scope) query = query.eq('created_by', scope.createdBy);
  const { data, error } = await query.order('created_at', { ascending: false }).limit(500);
  if (error) throw error;
  return z.array(programSummarySchema).parse(data);
}
