import type { ClientType, RunStatus, StepAction, TriggerKind } from './flow-types';

/** The words each name of the contract is shown with, written once. */
export const ACTION_LABELS: Record<StepAction, string> = {
  message: 'Send a message',
  onboarding_form: 'Ask for the onboarding form',
  assign_program: 'Assign a program',
  assign_collection: 'Assign an on-demand collection',
  task: 'Create a task for the trainer',
};

export const TRIGGER_LABELS: Record<Exclude<TriggerKind, 'joined'>, string> = {
  missed_workouts: 'Missed planned workouts (last 7 days)',
  no_visit: 'No visit for a number of days',
  no_workout: 'No logged workout for a number of days',
  program_ending: 'Program ending soon',
  membership_expiring: 'Membership expiring soon',
  membership_past_due: 'Membership past due',
  credits_low: 'Credits running low',
  first_booking: 'First booking',
  date: 'On a chosen date',
};

export const CLIENT_TYPE_LABELS: Record<ClientType, string> = {
  programming: 'Programming',
  virtual: 'Virtual',
  'in-person': 'In person',
};

export const RUN_STATUS_LABELS: Record<RunStatus, string> = {
  pending: 'Due',
  done: 'Done',
  failed: 'Failed',
  skipped: 'Skipped',
};

/** One line that says when a flow starts for a client, e.g. "No logged workout for 7 days". */
export function describeTrigger(kind: TriggerKind, n: number | null, date: string | null): string {
  switch (kind) {
    case 'joined':
      return 'When a client joins the trainer';
    case 'missed_workouts':
      return `Missed ${n ?? '?'} planned workouts in 7 days`;
    case 'no_visit':
      return `No visit for ${n ?? '?'} days`;
    case 'no_workout':
      return `No logged workout for ${n ?? '?'} days`;
    case 'program_ending':
      return `Program ends in ${n ?? '?'} days`;
    case 'membership_expiring':
      return `Membership expires in ${n ?? '?'} days`;
    case 'membership_past_due':
      return 'Membership payment past due';
    case 'credits_low':
      return `Fewer than ${n ?? '?'} credits left`;
    case 'first_booking':
      return 'Books for the first time';
    case 'date':
      return `On ${date ?? 'a date'}`;
  }
}

/** "Day 0 · 09:00" (day 0 is the day the client enters the flow). */
export const describeWhen = (day: number | string, time: string) => `Day ${day} · ${time.slice(0, 5)}`;
