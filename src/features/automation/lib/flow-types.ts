import type { Database } from '@/lib/database.types';

/** The names of the automation contract (issue 31), written once: the screens, the drafts and the api read them. */
export type FlowKind = 'onboarding' | 'autoflow';
export type FlowStatus = 'active' | 'paused';
export type StepAction = 'message' | 'onboarding_form' | 'assign_program' | 'assign_collection' | 'task';
export type TriggerKind =
  | 'joined'
  | 'missed_workouts'
  | 'no_visit'
  | 'no_workout'
  | 'program_ending'
  | 'membership_expiring'
  | 'membership_past_due'
  | 'credits_low'
  | 'first_booking'
  | 'date';
export type EnrolmentStatus = 'active' | 'paused' | 'stopped' | 'completed';
export type RunStatus = 'pending' | 'done' | 'failed' | 'skipped';
export type ClientType = Database['public']['Enums']['client_type'];

export interface FlowStep {
  id: string;
  position: number;
  day_offset: number;
  /** `HH:MM` or `HH:MM:SS`, in the studio's time zone. */
  time_of_day: string;
  action: StepAction;
  message_body: string | null;
  program_id: string | null;
  collection_id: string | null;
  task_title: string | null;
}

export interface Flow {
  id: string;
  kind: FlowKind;
  name: string;
  trainer_id: string | null;
  status: FlowStatus;
  trigger_kind: TriggerKind;
  trigger_days: number | null;
  trigger_count: number | null;
  trigger_date: string | null;
  condition_client_types: ClientType[] | null;
  condition_trainer_ids: string[] | null;
  condition_plan_ids: string[] | null;
  condition_tag_ids: string[] | null;
  revision: number;
  steps: FlowStep[];
}

export interface PreviewRow {
  client_id: string;
  name: string;
  reason: string;
}

export interface TimelineRow {
  enrolment_id: string;
  client_id: string;
  client_name: string;
  enrolment_status: EnrolmentStatus;
  step_id: string;
  position: number;
  action: StepAction;
  due_at: string;
  run_status: RunStatus;
  ran_at: string | null;
  last_error: string | null;
}

export interface TrainerTask {
  id: string;
  trainer_id: string;
  client_id: string | null;
  client_name: string;
  title: string;
  due_at: string | null;
  done_at: string | null;
}
