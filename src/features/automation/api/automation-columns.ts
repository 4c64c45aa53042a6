// The columns the automation screens read, kept apart from the calls (no client imported) so the
// integration test reads the real backend with exactly these (tests/integration/automation-screens.test.ts).

export const FLOW_COLUMNS =
  'id, kind, name, trainer_id, status, trigger_kind, trigger_days, trigger_count, trigger_date, condition_client_types, condition_trainer_ids, condition_plan_ids, condition_tag_ids, revision, automation_steps(id, position, day_offset, time_of_day, action, message_body, program_id, collection_id, task_title)';

export const TASK_COLUMNS =
  'id, trainer_id, client_id, title, due_at, done_at, client:users!trainer_tasks_client_id_fkey(first_name, last_name)';
