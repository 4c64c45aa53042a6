import type { ClientType, Flow, FlowKind, FlowStatus, FlowStep, StepAction, TriggerKind } from './flow-types';

export const LIMITS = { name: 120, message: 5000, taskTitle: 200, maxDay: 365, maxCount: 1000 } as const;

/** One step as the editor holds it: `key` stays put while the step moves; `id` is the saved row's. */
export interface StepDraft {
  key: string;
  id: string | null;
  dayOffset: string;
  /** `HH:MM`, studio time. */
  time: string;
  action: StepAction;
  messageBody: string;
  programId: string;
  collectionId: string;
  taskTitle: string;
}

export interface FlowDraft {
  id: string | null;
  kind: FlowKind;
  name: string;
  trainerId: string | null;
  status: FlowStatus;
  triggerKind: TriggerKind;
  triggerN: string;
  triggerDate: string;
  clientTypes: ClientType[];
  trainerIds: string[];
  planIds: string[];
  /** Client tags (the trainer's own): clients with any of them. */
  tagIds: string[];
  revision: number | null;
  steps: StepDraft[];
}

/** Which number a trigger asks for: none, a count ("missed 2") or days ("in 7 days"). */
export function triggerNumber(kind: TriggerKind): 'count' | 'days' | null {
  if (kind === 'missed_workouts' || kind === 'credits_low') return 'count';
  if (kind === 'no_visit' || kind === 'no_workout' || kind === 'program_ending' || kind === 'membership_expiring') {
    return 'days';
  }
  return null;
}

let nextKey = 0;
const newKey = () => `new-${(nextKey += 1)}`;

export function newStep(previous?: StepDraft): StepDraft {
  return {
    key: newKey(),
    id: null,
    dayOffset: previous ? previous.dayOffset : '0',
    time: previous ? previous.time : '09:00',
    action: 'message',
    messageBody: '',
    programId: '',
    collectionId: '',
    taskTitle: '',
  };
}

function stepDraft(step: FlowStep): StepDraft {
  return {
    key: step.id,
    id: step.id,
    dayOffset: String(step.day_offset),
    time: step.time_of_day.slice(0, 5),
    action: step.action,
    messageBody: step.message_body ?? '',
    programId: step.program_id ?? '',
    collectionId: step.collection_id ?? '',
    taskTitle: step.task_title ?? '',
  };
}

export function flowDraft(flow: Flow): FlowDraft {
  return {
    id: flow.id,
    kind: flow.kind,
    name: flow.name,
    trainerId: flow.trainer_id,
    status: flow.status,
    triggerKind: flow.trigger_kind,
    triggerN: String(flow.trigger_days ?? flow.trigger_count ?? ''),
    triggerDate: flow.trigger_date ?? '',
    clientTypes: flow.condition_client_types ?? [],
    trainerIds: flow.condition_trainer_ids ?? [],
    planIds: flow.condition_plan_ids ?? [],
    tagIds: flow.condition_tag_ids ?? [],
    revision: flow.revision,
    steps: flow.steps.map(stepDraft),
  };
}

export function emptyFlow(kind: FlowKind, trainerId: string | null, name: string): FlowDraft {
  return {
    id: null,
    kind,
    name,
    trainerId,
    status: 'active',
    triggerKind: kind === 'onboarding' ? 'joined' : 'no_workout',
    triggerN: kind === 'onboarding' ? '' : '7',
    triggerDate: '',
    clientTypes: [],
    trainerIds: [],
    planIds: [],
    tagIds: [],
    revision: null,
    steps: [],
  };
}

const wholeNumber = (text: string, min: number, max: number) =>
  /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;

export type StepErrors = Partial<
  Record<'dayOffset' | 'time' | 'messageBody' | 'programId' | 'collectionId' | 'taskTitle', string>
>;
export interface FlowErrors {
  name?: string;
  trigger?: string;
  steps: Record<string, StepErrors>;
  /** A flow with no step does nothing. */
  noSteps?: string;
}

export function stepErrors(step: StepDraft): StepErrors {
  const errors: StepErrors = {};
  if (!wholeNumber(step.dayOffset, 0, LIMITS.maxDay)) errors.dayOffset = `A day from 0 to ${LIMITS.maxDay}.`;
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(step.time)) errors.time = 'A time of day, like 09:00.';
  if (step.action === 'message') {
    if (!step.messageBody.trim()) errors.messageBody = 'Write the message.';
    else if (step.messageBody.length > LIMITS.message) errors.messageBody = `At most ${LIMITS.message} characters.`;
  }
  if (step.action === 'assign_program' && !step.programId) errors.programId = 'Choose a program.';
  if (step.action === 'assign_collection' && !step.collectionId) errors.collectionId = 'Choose a collection.';
  if (step.action === 'task') {
    if (!step.taskTitle.trim()) errors.taskTitle = 'Say what the task is.';
    else if (step.taskTitle.length > LIMITS.taskTitle) errors.taskTitle = `At most ${LIMITS.taskTitle} characters.`;
  }
  return errors;
}

export function flowErrors(draft: FlowDraft): FlowErrors {
  const errors: FlowErrors = { steps: {} };
  const name = draft.name.trim();
  if (!name) errors.name = 'Give the flow a name.';
  else if (name.length > LIMITS.name) errors.name = `At most ${LIMITS.name} characters.`;
  const number = triggerNumber(draft.triggerKind);
  if (number === 'days' && !wholeNumber(draft.triggerN, 1, LIMITS.maxDay)) {
    errors.trigger = `A number of days from 1 to ${LIMITS.maxDay}.`;
  }
  if (number === 'count' && !wholeNumber(draft.triggerN, 1, LIMITS.maxCount)) {
    errors.trigger = `A number from 1 to ${LIMITS.maxCount}.`;
  }
  if (draft.triggerKind === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(draft.triggerDate))
    errors.trigger = 'Choose the date.';
  if (draft.steps.length === 0) errors.noSteps = 'Add at least one step.';
  for (const step of draft.steps) {
    const found = stepErrors(step);
    if (Object.keys(found).length > 0) errors.steps[step.key] = found;
  }
  return errors;
}

export const hasErrors = (errors: FlowErrors) =>
  Boolean(errors.name ?? errors.trigger ?? errors.noSteps) || Object.keys(errors.steps).length > 0;

export interface FlowPayload {
  id: string | null;
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
}

export type StepPayload = Omit<FlowStep, 'id'> & { id: string | null };

const orNull = <T>(list: T[]) => (list.length > 0 ? list : null);

/** What `save_automation_flow` receives: only the fields the step's action uses; empty conditions as null (anyone). */
export function flowPayload(draft: FlowDraft): { flow: FlowPayload; steps: StepPayload[] } {
  const number = triggerNumber(draft.triggerKind);
  return {
    flow: {
      id: draft.id,
      kind: draft.kind,
      name: draft.name.trim(),
      trainer_id: draft.trainerId,
      status: draft.status,
      trigger_kind: draft.triggerKind,
      trigger_days: number === 'days' ? Number(draft.triggerN) : null,
      trigger_count: number === 'count' ? Number(draft.triggerN) : null,
      trigger_date: draft.triggerKind === 'date' ? draft.triggerDate : null,
      condition_client_types: orNull(draft.clientTypes),
      condition_trainer_ids: orNull(draft.trainerIds),
      condition_plan_ids: orNull(draft.planIds),
      condition_tag_ids: orNull(draft.tagIds),
    },
    steps: draft.steps.map((step, index) => ({
      id: step.id,
      position: index,
      day_offset: Number(step.dayOffset),
      time_of_day: step.time,
      action: step.action,
      message_body: step.action === 'message' ? step.messageBody : null,
      program_id: step.action === 'assign_program' ? step.programId : null,
      collection_id: step.action === 'assign_collection' ? step.collectionId : null,
      task_title: step.action === 'task' ? step.taskTitle.trim() : null,
    })),
  };
}
