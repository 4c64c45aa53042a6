import { http, HttpResponse, type JsonBodyType } from 'msw';
import { CLIENT, signInClient } from '../support/fixtures';
import { REST, table } from '../support/postgrest';

export const TRAINER = { ...CLIENT, id: '00000000-0000-4000-8000-000000000002', firstName: 'Taylor' };
export const ADMIN = { ...CLIENT, id: '00000000-0000-4000-8000-000000000003', firstName: 'Alex' };
export const signInTrainer = () => signInClient({ userRole: 'staff', user: TRAINER });
export const signInAdmin = () => signInClient({ userRole: 'admin', user: ADMIN });

export const RPC = `${REST}/rpc`;

export const STRENGTH = { id: 'p-strength', name: 'Strength basics' };
export const MOBILITY = { id: 'c-mobility', title: 'Mobility library' };

export const step = (patch: Record<string, unknown>) => ({
  id: 's-1',
  position: 0,
  day_offset: 0,
  time_of_day: '09:00:00',
  action: 'message',
  message_body: 'Welcome {first_name}!',
  program_id: null,
  collection_id: null,
  task_title: null,
  ...patch,
});

export const flow = (patch: Record<string, unknown>) => ({
  id: 'f-1',
  kind: 'autoflow',
  name: 'Check in',
  trainer_id: TRAINER.id,
  status: 'active',
  trigger_kind: 'no_workout',
  trigger_days: 7,
  trigger_count: null,
  trigger_date: null,
  condition_client_types: null,
  condition_trainer_ids: null,
  condition_plan_ids: null,
  condition_tag_ids: null,
  revision: 3,
  automation_steps: [step({})],
  ...patch,
});

/** The reads every automation page makes besides its flows: the pickers' names and the trainer's tasks. */
export const pickerHandlers = () => [
  table('programs', [STRENGTH]),
  table('on_demand_collections', [MOBILITY]),
  table('users', [{ id: TRAINER.id, first_name: 'Taylor', last_name: 'Reed' }]),
  table('membership_plans', [{ id: 'plan-gold', name: 'Gold' }]),
  table('client_tags', [{ id: 'tag-marathon', name: 'Marathon' }]),
  table('trainer_tasks', []),
];

/** Collects the JSON bodies an RPC receives, answering `reply`. */
export function recordRpc(name: string, reply: JsonBodyType = null) {
  const bodies: unknown[] = [];
  const handler = http.post(`${RPC}/${name}`, async ({ request }) => {
    bodies.push(await request.json());
    return HttpResponse.json(reply);
  });
  return { bodies, handler };
}
