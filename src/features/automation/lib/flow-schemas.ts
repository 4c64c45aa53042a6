import { z } from 'zod';

/** What the server answers, checked at the boundary (the names are those of lib/flow-types.ts). */
const action = z.enum(['message', 'onboarding_form', 'assign_program', 'assign_collection', 'task']);
const trigger = z.enum([
  'joined',
  'missed_workouts',
  'no_visit',
  'no_workout',
  'program_ending',
  'membership_expiring',
  'membership_past_due',
  'credits_low',
  'first_booking',
  'date',
]);
const clientType = z.enum(['programming', 'virtual', 'in-person']);

export const stepSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  day_offset: z.number().int(),
  time_of_day: z.string(),
  action,
  message_body: z.string().nullable(),
  program_id: z.string().nullable(),
  collection_id: z.string().nullable(),
  task_title: z.string().nullable(),
});

export const flowSchema = z.object({
  id: z.string(),
  kind: z.enum(['onboarding', 'autoflow']),
  name: z.string(),
  trainer_id: z.string().nullable(),
  status: z.enum(['active', 'paused']),
  trigger_kind: trigger,
  trigger_days: z.number().int().nullable(),
  trigger_count: z.number().int().nullable(),
  trigger_date: z.string().nullable(),
  condition_client_types: z.array(clientType).nullable(),
  condition_trainer_ids: z.array(z.string()).nullable(),
  condition_plan_ids: z.array(z.string()).nullable(),
  revision: z.number().int(),
  automation_steps: z.array(stepSchema),
});

export const previewSchema = z.array(z.object({ client_id: z.string(), name: z.string(), reason: z.string() }));

export const timelineSchema = z.array(
  z.object({
    enrolment_id: z.string(),
    client_id: z.string(),
    client_name: z.string(),
    enrolment_status: z.enum(['active', 'paused', 'stopped', 'completed']),
    step_id: z.string(),
    position: z.number().int(),
    action,
    due_at: z.string(),
    run_status: z.enum(['pending', 'done', 'failed', 'skipped']),
    ran_at: z.string().nullable(),
    last_error: z.string().nullable(),
  }),
);

export const taskSchema = z.object({
  id: z.string(),
  trainer_id: z.string(),
  client_id: z.string().nullable(),
  title: z.string(),
  due_at: z.string().nullable(),
  done_at: z.string().nullable(),
  client: z.object({ first_name: z.string(), last_name: z.string() }).nullable(),
});
