/**
 * Row-level security and privilege checks run on real PostgreSQL as the Data API runs them: one
 * transaction per check, `set local role <api role>` and `request.jwt.claims` set, then rolled
 * back. People and rows are the demo seed's (supabase/seed.sql).
 */

export type Actor = 'anon' | 'client' | 'virtualClient' | 'trainer' | 'admin' | 'service_role';

/** rows: succeeds with at least one row; none: succeeds with no row; denied: fails with 42501. */
export type Expected = 'rows' | 'none' | 'denied';

export interface Check {
  as: Actor;
  what: string;
  sql: string;
  expect: Expected;
}

const casey = '00000000-0000-4000-8000-000000000011'; // client, assigned to Taylor
const victor = '00000000-0000-4000-8000-000000000012'; // another of Taylor's clients
const jordan = '00000000-0000-4000-8000-000000000014'; // Sam's client
const taylor = '00000000-0000-4000-8000-000000000002'; // trainer
const sam = '00000000-0000-4000-8000-000000000003'; // the other trainer
const alex = '00000000-0000-4000-8000-000000000001'; // admin
const caseysProgram = '00000000-0000-4000-8000-000000000201';
const jordansProgram = '00000000-0000-4000-8000-000000000204';
const fullBodyA = '00000000-0000-4000-8000-000000000101';

export const ACTOR_CLAIMS: Record<Actor, { role: string; sub?: string }> = {
  anon: { role: 'anon' },
  client: { role: 'authenticated', sub: casey },
  virtualClient: { role: 'authenticated', sub: victor },
  trainer: { role: 'authenticated', sub: taylor },
  admin: { role: 'authenticated', sub: alex },
  service_role: { role: 'service_role' },
};

const anyExercise = `(select id from public.exercises where is_active order by slug limit 1)`;
const newLog = (id: string) =>
  `select id from public.complete_workout_session(
     '{"id": "${id}", "user_id": "${casey}", "workout_id": "${fullBodyA}", "workout_name": "Full Body A", "started_at": "2026-01-05T17:00:00Z", "completed_at": "2026-01-05T18:00:00Z"}'::jsonb,
     jsonb_build_array(jsonb_build_object('id', '${id.slice(0, -4)}beef', 'exercise_id', ${anyExercise}, 'set_number', 1, 'reps', 5, 'weight', 60)))
  `;

const mobilityList = '00000000-0000-4000-8000-00000000e201'; // on-demand, granted to virtual clients

export const CHECKS: Check[] = [
  // On demand (supabase/seeds/on-demand-demo.sql): "Mobility basics" is granted to virtual clients.
  {
    as: 'virtualClient',
    what: 'reads a list granted to his client type',
    sql: `select id from public.on_demand_collections where id = '${mobilityList}'`,
    expect: 'rows',
  },
  {
    as: 'virtualClient',
    what: "reads the granted list's resources",
    sql: `select id from public.on_demand_resources`,
    expect: 'rows',
  },
  {
    as: 'client',
    what: 'reads on-demand resources not granted to her type',
    sql: `select id from public.on_demand_resources`,
    expect: 'none',
  },
  {
    as: 'client',
    what: 'reads the items of a list not granted to her',
    sql: `select id from public.on_demand_collection_items`,
    expect: 'none',
  },
  {
    as: 'virtualClient',
    what: 'reads who else a list is granted to',
    sql: `select id from public.on_demand_grants`,
    expect: 'none',
  },
  { as: 'trainer', what: 'reads on-demand grants', sql: `select id from public.on_demand_grants`, expect: 'rows' },
  {
    as: 'client',
    what: 'adds an on-demand resource',
    sql: `insert into public.on_demand_resources (kind, title, url) values ('link', 'x', 'https://x.y') returning id`,
    expect: 'denied',
  },
  {
    as: 'virtualClient',
    what: 'reorders a list',
    sql: `select public.set_on_demand_collection_items('${mobilityList}', '{}'::uuid[], 1)`,
    expect: 'denied',
  },
  {
    as: 'trainer',
    what: 'reorders a list',
    sql: `select public.set_on_demand_collection_items('${mobilityList}', array['00000000-0000-4000-8000-00000000e102', '00000000-0000-4000-8000-00000000e101']::uuid[], 1)`,
    expect: 'rows',
  },
  // Signed out: no table, no function.
  { as: 'anon', what: 'reads users', sql: `select id from public.users`, expect: 'denied' },
  { as: 'anon', what: 'reads the exercise library', sql: `select id from public.exercises`, expect: 'denied' },
  {
    as: 'anon',
    what: 'sends a message',
    sql: `insert into public.messages (sender_id, recipient_id, body) values ('${casey}', '${taylor}', 'hi') returning id`,
    expect: 'denied',
  },
  {
    as: 'anon',
    what: 'updates a profile',
    sql: `update public.users set first_name = 'X' returning id`,
    expect: 'denied',
  },
  {
    as: 'anon',
    what: 'completes a workout',
    sql: `select public.complete_workout_session('{}'::jsonb, '[]'::jsonb)`,
    expect: 'denied',
  },
  {
    as: 'anon',
    what: 'assigns a program',
    sql: `select public.assign_program('${caseysProgram}', array['${casey}'::uuid])`,
    expect: 'denied',
  },
  { as: 'anon', what: 'calls a policy helper', sql: `select private.is_admin()`, expect: 'denied' },
  {
    as: 'anon',
    what: 'saves a workout',
    sql: `select public.save_workout('{"name": "x"}'::jsonb, '[]'::jsonb)`,
    expect: 'denied',
  },
  {
    as: 'trainer',
    what: 'saves a new workout with a superset in one call',
    sql: `select id from public.save_workout('{"name": "Builder check"}'::jsonb,
      jsonb_build_array(jsonb_build_object('exercise_id', ${anyExercise}, 'group_key', 'A'),
                        jsonb_build_object('exercise_id', ${anyExercise}, 'group_key', 'A', 'rep_is_range', true, 'rep_min', 8, 'rep_max', 12)))`,
    expect: 'rows',
  },
  {
    as: 'client',
    what: "saves over their trainer's workout",
    sql: `select id from public.save_workout('{"id": "${fullBodyA}", "name": "Mine now"}'::jsonb, '[]'::jsonb,
      (select revision from public.workouts where id = '${fullBodyA}'))`,
    expect: 'denied',
  },
  {
    as: 'anon',
    what: 'saves an AI workout',
    sql: `select public.save_ai_workout('{"name": "x"}'::jsonb, '[]'::jsonb)`,
    expect: 'denied',
  },
  {
    as: 'client',
    what: 'saves an AI workout for themselves, marked as generated',
    sql: `select id from public.save_ai_workout('{"name": "AI check", "client_id": "${casey}"}'::jsonb,
      jsonb_build_array(jsonb_build_object('exercise_id', ${anyExercise}, 'sets', 3, 'rep_single', 8))) where is_ai_generated`,
    expect: 'rows',
  },

  // A client: their own data, their trainer, nobody else.
  {
    as: 'client',
    what: 'reads their profile',
    sql: `select id from public.users where id = '${casey}'`,
    expect: 'rows',
  },
  {
    as: 'client',
    what: "reads their trainer's profile",
    sql: `select id from public.users where id = '${taylor}'`,
    expect: 'rows',
  },
  {
    as: 'client',
    what: "reads another client's profile",
    sql: `select id from public.users where id = '${jordan}'`,
    expect: 'none',
  },
  {
    as: 'client',
    what: 'edits their name',
    sql: `update public.users set first_name = 'Cass' where id = '${casey}' returning id`,
    expect: 'rows',
  },
  {
    as: 'client',
    what: 'makes themselves admin',
    sql: `update public.users set role = 'admin' where id = '${casey}' returning id`,
    expect: 'denied',
  },
  {
    as: 'client',
    what: "edits another client's profile",
    sql: `update public.users set first_name = 'X' where id = '${victor}' returning id`,
    expect: 'none',
  },
  {
    as: 'client',
    what: 'creates a users row',
    sql: `insert into public.users (id) values ('${casey}') returning id`,
    expect: 'denied',
  },
  {
    as: 'client',
    what: 'reads their workout history',
    sql: `select id from public.workout_logs where user_id = '${casey}'`,
    expect: 'rows',
  },
  {
    as: 'client',
    what: "reads another client's history",
    sql: `select id from public.workout_logs where user_id = '${victor}'`,
    expect: 'none',
  },
  {
    as: 'client',
    what: 'reads their logged sets',
    sql: `select id from public.workout_log_sets where user_id = '${casey}' limit 1`,
    expect: 'rows',
  },
  { as: 'client', what: 'reads the exercise library', sql: `select id from public.exercises limit 1`, expect: 'rows' },
  {
    as: 'client',
    what: 'adds to the exercise library',
    sql: `insert into public.exercises (slug, name, created_by) values ('parity-x', 'Parity X', '${casey}') returning id`,
    expect: 'denied',
  },
  {
    as: 'client',
    what: 'reads their program',
    sql: `select id from public.programs where id = '${caseysProgram}'`,
    expect: 'rows',
  },
  {
    as: 'client',
    what: "reads Jordan's program",
    sql: `select id from public.programs where id = '${jordansProgram}'`,
    expect: 'none',
  },
  {
    as: 'client',
    what: 'reads the workouts in their program',
    sql: `select id from public.workouts where id = '${fullBodyA}'`,
    expect: 'rows',
  },
  {
    as: 'client',
    what: 'messages their trainer',
    sql: `insert into public.messages (sender_id, recipient_id, body) values ('${casey}', '${taylor}', 'hi') returning id`,
    expect: 'rows',
  },
  {
    as: 'client',
    what: 'messages a trainer who is not theirs',
    sql: `insert into public.messages (sender_id, recipient_id, body) values ('${casey}', '${sam}', 'hi') returning id`,
    expect: 'denied',
  },
  {
    as: 'client',
    what: 'writes a coach note on themselves',
    sql: `insert into public.client_notes (client_id, author_id, body) values ('${casey}', '${casey}', 'mine') returning id`,
    expect: 'denied',
  },
  {
    as: 'client',
    what: 'reads coach notes on themselves',
    sql: `select id from public.client_notes where client_id = '${casey}'`,
    expect: 'none',
  },
  {
    as: 'client',
    what: 'updates their goals',
    sql: `update public.clients set goals = array['Run a 5k'] where id = '${casey}' returning id`,
    expect: 'rows',
  },
  {
    as: 'client',
    what: 'logs a period start',
    sql: `insert into public.cycle_entries (user_id, period_start) values ('${casey}', current_date) returning id`,
    expect: 'rows',
  },
  {
    as: 'client',
    what: 'deletes a cycle entry',
    sql: `delete from public.cycle_entries where user_id = '${casey}' returning id`,
    expect: 'rows',
  },
  {
    as: 'client',
    what: 'completes a workout (RPC)',
    sql: newLog('00000000-0000-4000-8000-00000000f001'),
    expect: 'rows',
  },
  {
    as: 'trainer',
    what: "completes a workout queued by a client's account (RPC)",
    sql: newLog('00000000-0000-4000-8000-00000000f002'),
    expect: 'denied',
  },
  { as: 'client', what: 'reads auth.users', sql: `select id from auth.users`, expect: 'denied' },

  // A trainer: their own clients only.
  {
    as: 'trainer',
    what: "reads a client's history",
    sql: `select id from public.workout_logs where user_id = '${casey}'`,
    expect: 'rows',
  },
  {
    as: 'trainer',
    what: "reads a client's cycle entries she has not shared",
    sql: `select id from public.cycle_entries where user_id = '${casey}'`,
    expect: 'none',
  },
  {
    as: 'client',
    what: 'comments on her own workout log',
    sql: `insert into public.workout_log_comments (log_id, client_id, author_id, body)
          select id, user_id, user_id, 'me' from public.workout_logs where user_id = '${casey}' limit 1 returning id`,
    expect: 'denied',
  },
  {
    as: 'trainer',
    what: "reads another trainer's client's onboarding",
    sql: `select id from public.onboarding_forms where client_id = '${jordan}'`,
    expect: 'none',
  },
  {
    as: 'trainer',
    what: "writes a client's coach notes",
    sql: `insert into public.client_notes (client_id, author_id, body) values ('${casey}', '${taylor}', 'Deload next week') returning id`,
    expect: 'rows',
  },
  {
    as: 'trainer',
    what: "edits another trainer's client",
    sql: `update public.clients set goals = array['x'] where id = '${jordan}' returning id`,
    expect: 'none',
  },
  {
    as: 'trainer',
    what: 'adds an exercise as themselves',
    sql: `insert into public.exercises (slug, name, created_by) values ('parity-y', 'Parity Y', '${taylor}') returning id`,
    expect: 'rows',
  },
  {
    as: 'trainer',
    what: 'adds an exercise as someone else',
    sql: `insert into public.exercises (slug, name, created_by) values ('parity-z', 'Parity Z', '${sam}') returning id`,
    expect: 'denied',
  },
  // No RETURNING: a new workout is readable through its program or creator only once committed.
  {
    as: 'trainer',
    what: 'creates a workout for a client',
    sql: `insert into public.workouts (name, created_by, client_id) values ('Parity day', '${taylor}', '${casey}')`,
    expect: 'rows',
  },
  {
    as: 'trainer',
    what: "creates a workout for another trainer's client",
    sql: `insert into public.workouts (name, created_by, client_id) values ('Parity day', '${taylor}', '${jordan}')`,
    expect: 'denied',
  },
  {
    as: 'trainer',
    what: "reads Jordan's program",
    sql: `select id from public.programs where id = '${jordansProgram}'`,
    expect: 'none',
  },
  {
    as: 'trainer',
    what: 'saves a program template (RPC)',
    sql: `select id from public.save_program(jsonb_build_object('name', 'Parity plan', 'duration_weeks', 4,
      'workouts', jsonb_build_array(jsonb_build_object('workout_id', '${fullBodyA}', 'day_of_week', 1))))`,
    expect: 'rows',
  },
  {
    as: 'trainer',
    what: 'saves a program with a workout created in the builder, in one call (RPC)',
    sql: `select id from public.save_program(jsonb_build_object('name', 'Parity inline', 'duration_weeks', 4,
      'pending_workouts', jsonb_build_array(jsonb_build_object('key', 'k1', 'workout', '{"name": "Inline"}'::jsonb,
        'exercises', jsonb_build_array(jsonb_build_object('exercise_id', ${anyExercise})))),
      'workouts', jsonb_build_array(jsonb_build_object('pending_key', 'k1', 'day_of_week', 1))))`,
    expect: 'rows',
  },
  {
    as: 'trainer',
    what: "pushes a template's changes to the clients' active copies (RPC)",
    sql: `select public.push_program_to_clients(id) from public.save_program(jsonb_build_object('name', 'Parity push',
      'workouts', jsonb_build_array(jsonb_build_object('workout_id', '${fullBodyA}', 'day_of_week', 1))))`,
    expect: 'rows',
  },
  {
    as: 'trainer',
    what: 'saves a program with per-week overrides and a deload (RPC, issue 33; the rows it writes are not visible to the same statement, integration checks them)',
    sql: `select id from public.save_program(jsonb_build_object('name', 'Parity weeks', 'duration_weeks', 4,
      'workouts', jsonb_build_array(jsonb_build_object('workout_id', '${fullBodyA}', 'day_of_week', 1)),
      'weeks', jsonb_build_object('deload_weeks', jsonb_build_array(4), 'deload_percent', 40,
        'prescriptions', jsonb_build_array(jsonb_build_object('week_number', 2,
          'workout_exercise_id', (select we.id from public.workout_exercises we where we.workout_id = '${fullBodyA}' order by we."order" limit 1),
          'weight_kg', 62.5, 'rpe', 8)))))`,
    expect: 'rows',
  },
  {
    as: 'client',
    what: "reads another client's program weeks",
    sql: `select id from public.program_week_prescriptions where program_id = '${jordansProgram}'`,
    expect: 'none',
  },
  {
    as: 'client',
    what: 'writes a week of their own program',
    sql: `insert into public.program_week_prescriptions (program_id, week_number, workout_exercise_id, reps)
      select '${caseysProgram}', 2, we.id, 5 from public.workout_exercises we where we.workout_id = '${fullBodyA}' limit 1`,
    expect: 'denied',
  },
  {
    as: 'anon',
    what: "pushes a program's changes (RPC)",
    sql: `select public.push_program_to_clients('${caseysProgram}')`,
    expect: 'denied',
  },
  {
    as: 'trainer',
    what: "reads another trainer's name for the author filter (RPC)",
    sql: `select name from public.author_names(array['${sam}'::uuid])`,
    expect: 'rows',
  },
  {
    as: 'trainer',
    what: "reads another trainer's client's name through the author filter (RPC)",
    sql: `select name from public.author_names(array['${jordan}'::uuid])`,
    expect: 'none',
  },
  {
    as: 'client',
    what: 'reads author names (RPC)',
    sql: `select name from public.author_names(array['${sam}'::uuid, '${taylor}'::uuid])`,
    expect: 'none',
  },
  {
    as: 'trainer',
    what: "assigns their client's program to that client again (RPC)",
    sql: `select unnest(public.assign_program('${caseysProgram}', array['${casey}'::uuid]))`,
    expect: 'rows',
  },
  {
    as: 'trainer',
    what: "assigns a program to another trainer's client (RPC)",
    sql: `select public.assign_program('${caseysProgram}', array['${jordan}'::uuid])`,
    expect: 'denied',
  },
  {
    as: 'client',
    what: 'saves a program (RPC)',
    sql: `select id from public.save_program('{"name": "Mine", "flex_schedule": true}'::jsonb)`,
    expect: 'denied',
  },
  {
    as: 'trainer',
    what: "changes a client's role",
    sql: `update public.users set role = 'staff' where id = '${casey}' returning id`,
    expect: 'none',
  },
  {
    as: 'trainer',
    what: 'deletes a user',
    sql: `delete from public.users where id = '${casey}' returning id`,
    expect: 'none',
  },
  {
    as: 'trainer',
    what: "reads their own client's roster signals (RPC)",
    sql: `select client_id from public.client_roster_signals() where client_id = '${casey}'`,
    expect: 'rows',
  },
  {
    as: 'trainer',
    what: "reads another trainer's client's roster signals (RPC)",
    sql: `select client_id from public.client_roster_signals() where client_id = '${jordan}'`,
    expect: 'none',
  },
  {
    as: 'client',
    what: "reads anyone else's roster signals (RPC)",
    sql: `select client_id from public.client_roster_signals() where client_id <> '${casey}'`,
    expect: 'none',
  },
  {
    as: 'trainer',
    what: 'narrows the roster signals to their own client (RPC)',
    sql: `select client_id from public.client_roster_signals(current_date, array['${casey}'::uuid])`,
    expect: 'rows',
  },
  {
    as: 'trainer',
    what: "narrows the roster signals to another trainer's client (RPC)",
    sql: `select client_id from public.client_roster_signals(current_date, array['${jordan}'::uuid])`,
    expect: 'none',
  },
  {
    as: 'anon',
    what: 'reads roster signals (RPC)',
    sql: `select client_id from public.client_roster_signals()`,
    expect: 'denied',
  },
  // The roster summaries (20260101000800_client_roster.sql): read like the logs, written by no API role.
  {
    as: 'client',
    what: 'reads their own training days (roster summary)',
    sql: `select id from public.client_training_days where user_id = '${casey}'`,
    expect: 'rows',
  },
  {
    as: 'trainer',
    what: "reads their client's lift days (roster summary)",
    sql: `select id from public.client_lift_days where user_id = '${casey}'`,
    expect: 'rows',
  },
  {
    as: 'trainer',
    what: "reads another trainer's client's lift days (roster summary)",
    sql: `select id from public.client_lift_days where user_id = '${jordan}'`,
    expect: 'none',
  },
  {
    as: 'client',
    what: 'writes a training day of their own (roster summary)',
    sql: `insert into public.client_training_days (user_id, day, workouts, completed_sets) values ('${casey}', '2026-01-01', 9, 99) returning id`,
    expect: 'denied',
  },
  {
    as: 'service_role',
    what: 'rewrites lift days (roster summary: triggers only)',
    sql: `update public.client_lift_days set best_e1rm = 1, best_to_date = 1 returning id`,
    expect: 'denied',
  },
  {
    as: 'client',
    what: 'logs a workout (the roster summary triggers fire as the client)',
    sql: `select public.complete_workout_session(
            '{"id": "00000000-0000-4000-8000-00000000fa11", "user_id": "${casey}", "workout_id": "${fullBodyA}", "workout_name": "Full Body A", "started_at": "2026-01-05T17:00:00Z", "completed_at": "2026-01-05T18:00:00Z"}'::jsonb,
            jsonb_build_array(jsonb_build_object('id', '00000000-0000-4000-8000-00000000fa12', 'exercise_id', ${anyExercise}, 'set_number', 1, 'reps', 5, 'weight', 60)))`,
    expect: 'rows',
  },
  {
    as: 'trainer',
    what: 'archives their own client (RPC)',
    sql: `select public.set_client_archived('${casey}', true)`,
    expect: 'rows',
  },
  {
    as: 'trainer',
    what: "archives another trainer's client (RPC)",
    sql: `select public.set_client_archived('${jordan}', true)`,
    expect: 'denied',
  },
  {
    as: 'trainer',
    what: 'moves clients between trainers (RPC)',
    sql: `select public.move_clients(array['${jordan}'::uuid], '${taylor}')`,
    expect: 'denied',
  },
  {
    as: 'admin',
    what: 'moves a client to another trainer (RPC)',
    sql: `select public.move_clients(array['${jordan}'::uuid], '${taylor}')`,
    expect: 'rows',
  },

  // An admin: everyone.
  {
    as: 'admin',
    what: 'reads every profile',
    sql: `select id from public.users where id in ('${casey}', '${jordan}', '${sam}')`,
    expect: 'rows',
  },
  {
    as: 'admin',
    what: "reads any client's onboarding",
    sql: `select id from public.onboarding_forms where client_id = '${jordan}'`,
    expect: 'rows',
  },
  {
    as: 'admin',
    what: "reads any client's history",
    sql: `select id from public.workout_logs where user_id = '${victor}'`,
    expect: 'rows',
  },
  {
    as: 'admin',
    what: 'changes a role',
    sql: `update public.users set role = 'staff', staff_role = 'trainer' where id = '${jordan}' returning id`,
    expect: 'rows',
  },
  {
    as: 'admin',
    what: 'assigns a client',
    sql: `update public.users set assigned_to = '${sam}' where id = '${casey}' returning id`,
    expect: 'rows',
  },
  {
    as: 'admin',
    what: 'deletes a message',
    sql: `delete from public.messages where sender_id = '${taylor}' returning id`,
    expect: 'rows',
  },
  {
    as: 'admin',
    what: 'archives an exercise',
    sql: `update public.exercises set is_active = false where id = ${anyExercise} returning id`,
    expect: 'rows',
  },
  {
    as: 'admin',
    what: "reads Jordan's program",
    sql: `select id from public.programs where id = '${jordansProgram}'`,
    expect: 'rows',
  },

  // The service role, as the edge functions and the importer use it.
  {
    as: 'service_role',
    what: "reads a caller's role (functions)",
    sql: `select role from public.users where id = '${taylor}'`,
    expect: 'rows',
  },
  {
    as: 'service_role',
    what: 'sets a role (create-user)',
    sql: `update public.users set role = 'staff', staff_role = 'trainer' where id = '${jordan}' returning id`,
    expect: 'rows',
  },
  {
    as: 'service_role',
    what: 'upserts a client record (create-user)',
    sql: `insert into public.clients (id) values ('${casey}') on conflict (id) do update set updated_at = now() returning id`,
    expect: 'rows',
  },
  {
    as: 'service_role',
    what: 'imports an exercise',
    sql: `insert into public.exercises (slug, name, source, source_ref) values ('parity-import', 'Parity Import', 'free-exercise-db', 'Parity_Import') returning id`,
    expect: 'rows',
  },
  { as: 'service_role', what: 'truncates a table', sql: `truncate public.messages`, expect: 'denied' },

  // Messaging (20260101000700_messaging.sql): idempotent sends under RLS, the inbox's functions.
  {
    as: 'client',
    what: 'sends a message with an id made on the device (on conflict do nothing)',
    sql: `insert into public.messages (id, sender_id, recipient_id, body)
      values ('00000000-0000-4000-9010-000000000901', '${casey}', '${taylor}', 'Hi' || chr(7))
      on conflict (id) do nothing returning body`,
    expect: 'rows',
  },
  // A message's times are the server's (20260101000700_messaging.sql): a backdated, already-read send is stored
  // with now() and unread.
  {
    as: 'client',
    what: 'sends a backdated message marked read (stored with the server time, unread)',
    sql: `with sent as (
        insert into public.messages (sender_id, recipient_id, body, created_at, read_at)
        values ('${casey}', '${taylor}', 'Backdated', '2000-01-01T00:00:00Z', '2000-01-01T00:00:00Z')
        returning created_at, read_at)
      select 1 from sent where created_at > now() - interval '1 hour' and read_at is null`,
    expect: 'rows',
  },
  { as: 'client', what: 'lists their conversations', sql: `select * from public.message_threads()`, expect: 'rows' },
  { as: 'client', what: 'lists who they may message', sql: `select * from public.message_contacts()`, expect: 'rows' },
  {
    as: 'client',
    what: 'marks a conversation read',
    sql: `select public.mark_thread_read('${taylor}')`,
    expect: 'rows',
  },
  { as: 'anon', what: 'lists conversations', sql: `select * from public.message_threads()`, expect: 'denied' },
  {
    as: 'anon',
    what: 'imports a workout history',
    sql: `select public.import_workout_history('[{}]'::jsonb, false)`,
    expect: 'denied',
  },
  {
    as: 'client',
    what: 'imports a workout history (Strong names matched, committed in one call)',
    sql: `select public.import_workout_history(jsonb_build_array(jsonb_build_object('row', 1, 'started_at', '2025-02-03T18:00:00Z',
      'workout_name', 'Parity import', 'exercise_name', (select name from public.exercises where is_active order by slug limit 1),
      'set_number', 1, 'weight', 60, 'reps', 5)), true)`,
    expect: 'rows',
  },

  // Lab ranges and comment edits (20260101000600_progress_and_assessments.sql, 20260101000500_training_log.sql).
  {
    as: 'trainer',
    what: "records a blood test with the lab's own ranges",
    sql: `insert into public.assessments (client_id, created_by, type, data, lab_ranges)
      values ('${casey}', '${taylor}', 'blood_test', '{"ferritinUgL": 14}', '{"ferritinUgL": [13, 150], "vitaminDNmolL": [75, null]}')
      returning lab_ranges`,
    expect: 'rows',
  },
  {
    as: 'trainer',
    what: 'edits their own comment (edited_at stamped)',
    sql: `update public.workout_log_comments set body = 'Edited on PostgreSQL'
      where id = '00000000-0000-4000-9082-000000000101' returning edited_at is not null as stamped`,
    expect: 'rows',
  },
  {
    as: 'admin',
    what: "rewrites a trainer's comment",
    sql: `update public.workout_log_comments set body = 'Not my words'
      where id = '00000000-0000-4000-9082-000000000101' returning id`,
    expect: 'none',
  },
  {
    as: 'client',
    what: 'logs a cardio set with its distance (complete_workout_session)',
    sql: `select id from public.complete_workout_session(
            '{"id": "00000000-0000-4000-8000-00000000fb11", "user_id": "${casey}", "workout_name": "Run", "started_at": "2026-01-06T07:00:00Z", "completed_at": "2026-01-06T07:30:00Z"}'::jsonb,
            jsonb_build_array(jsonb_build_object('id', '00000000-0000-4000-8000-00000000fb12', 'exercise_id', ${anyExercise}, 'set_number', 1, 'duration_seconds', 1500, 'distance_m', 5000)))`,
    expect: 'rows',
  },
  {
    as: 'client',
    what: 'imports a set with only a distance',
    sql: `select public.import_workout_history(jsonb_build_array(jsonb_build_object('row', 1, 'started_at', '2025-02-04T07:00:00Z',
      'workout_name', 'Parity run', 'exercise_name', (select name from public.exercises where is_active order by slug limit 1),
      'set_number', 1, 'distance_m', 5000)), true) -> 'sets'`,
    expect: 'rows',
  },
  {
    as: 'client',
    what: 'saves a set revision from the server-anchored clock (bigint, complete_workout_session)',
    sql: `select id from public.complete_workout_session(
            '{"id": "00000000-0000-4000-8000-00000000fc11", "user_id": "${casey}", "workout_name": "Clock", "started_at": "2026-01-06T07:00:00Z", "completed_at": "2026-01-06T07:30:00Z"}'::jsonb,
            jsonb_build_array(jsonb_build_object('id', '00000000-0000-4000-8000-00000000fc12', 'exercise_id', ${anyExercise}, 'set_number', 1, 'reps', 5, 'weight', 60, 'revision', 1790000000123)))`,
    expect: 'rows',
  },
  {
    as: 'client',
    what: 'reads a synced set of the session state as a log set (the finish merge)',
    sql: `select s from private.log_set_from_session(
            jsonb_build_object('exerciseId', ${anyExercise}, 'workoutExerciseId', null, 'notes', ' '),
            '{"id": "00000000-0000-4000-8000-00000000fc13", "reps": 8, "weight": 62.5, "durationSeconds": null, "rpe": null, "isWarmup": false, "completedAt": "2026-01-06T07:10:00.000Z", "rev": 1790000000456}'::jsonb,
            1, now()) as s
          where s ->> 'revision' = '1790000000456' and s ->> 'notes' is null and (s ->> 'weight')::numeric = 62.5`,
    expect: 'rows',
  },
  {
    as: 'client',
    what: 'leaves out a synced set the table cannot hold instead of failing the finish',
    sql: `select 1 where private.log_set_from_session('{"exerciseId": "not-a-uuid"}'::jsonb,
            '{"id": "00000000-0000-4000-8000-00000000fc14", "reps": "lots"}'::jsonb, 1, now()) is null`,
    expect: 'rows',
  },
  { as: 'client', what: 'reads the server clock', sql: `select public.server_time()`, expect: 'rows' },
  { as: 'anon', what: 'reads the server clock', sql: `select public.server_time()`, expect: 'denied' },
  // Calendar feeds (20261127230000_calendar_feeds.sql): tokens through the two functions only.
  {
    as: 'client',
    what: 'makes a calendar feed token (64 hex characters, pgcrypto from the extensions schema)',
    sql: `select t from public.create_calendar_feed_token() as t where t ~ '^[0-9a-f]{64}$'`,
    expect: 'rows',
  },
  {
    as: 'client',
    what: 'renews a calendar feed token twice in one statement (a new token each time, the one-active index holds)',
    sql: `select 1 from (select public.create_calendar_feed_token() as a, public.create_calendar_feed_token() as b) as made
          where a <> b`,
    expect: 'rows',
  },
  {
    as: 'client',
    what: 'turns their calendar feed off',
    sql: `select public.revoke_calendar_feed_token()`,
    expect: 'rows',
  },
  {
    as: 'client',
    what: 'writes a calendar feed token directly',
    sql: `insert into public.calendar_feed_tokens (user_id, token_hash) values ('${casey}', repeat('a', 64)) returning id`,
    expect: 'denied',
  },
  {
    as: 'anon',
    what: 'makes a calendar feed token',
    sql: `select public.create_calendar_feed_token()`,
    expect: 'denied',
  },
  // Notifications (20261130150000_notifications.sql): the seed's messages and program notify Casey.
  {
    as: 'client',
    what: 'reads her own notifications',
    sql: `select id from public.notifications where recipient_id = '${casey}'`,
    expect: 'rows',
  },
  {
    as: 'client',
    what: "reads anyone else's notifications",
    sql: `select id from public.notifications where recipient_id <> '${casey}'`,
    expect: 'none',
  },
  {
    as: 'trainer',
    what: "reads his client's notifications",
    sql: `select id from public.notifications where recipient_id = '${casey}'`,
    expect: 'none',
  },
  {
    as: 'admin',
    what: "reads a client's notifications",
    sql: `select id from public.notifications where recipient_id = '${casey}'`,
    expect: 'none',
  },
  {
    as: 'client',
    what: 'marks her notifications read (read_at: the column grant)',
    sql: `update public.notifications set read_at = now() where recipient_id = '${casey}' returning id`,
    expect: 'rows',
  },
  {
    as: 'client',
    what: 'rewrites the title of her notification',
    sql: `update public.notifications set title = 'changed' where recipient_id = '${casey}' returning id`,
    expect: 'denied',
  },
  {
    as: 'client',
    what: 'inserts a notification',
    sql: `insert into public.notifications (recipient_id, kind, title) values ('${casey}', 'task', 'forged') returning id`,
    expect: 'denied',
  },
  {
    as: 'client',
    what: 'deletes her notification',
    sql: `delete from public.notifications where recipient_id = '${casey}' returning id`,
    expect: 'denied',
  },
  {
    as: 'client',
    what: 'calls private.notify() for someone else',
    sql: `select private.notify('${jordan}', 'task', 'forged', '', null)`,
    expect: 'denied',
  },
  {
    as: 'client',
    what: 'marks all her notifications read through the RPC',
    sql: `select public.mark_notifications_read()`,
    expect: 'rows',
  },
  {
    as: 'anon',
    what: 'marks notifications read',
    sql: `select public.mark_notifications_read()`,
    expect: 'denied',
  },
];
