/**
 * The automation runner's concurrency check of `npm run test:pg` (issue 31) on real PostgreSQL, where
 * runners truly overlap (the embedded backend has one connection): a trainer's flow with a message
 * and a task step for 20 clients; eight runners enrol at once (20 enrolments, one per client), then
 * eight run the due steps at once. Each (enrolment, step) runs once: 20 messages per step, one task
 * per client, every run done at its first attempt. The runs are taken `for update skip locked`; without
 * the lock each runner would run every pending step it saw. The trainer's weekly check-in is due that
 * Monday too: the eight runners at 09:00 send each client one check-in reminder (the notification's
 * unique dedupe key), not eight.
 */
import type pg from 'pg';
import { newUser, race, tally } from './scheduling.ts';

const CLIENTS = 20;
const RUNNERS = 8;

export async function runAutomationRaces(socketDir: string, admin: pg.Client): Promise<string[]> {
  const failures: string[] = [];
  await admin.query(`update public.studio_settings set time_zone = 'UTC'`);
  const trainer = await newUser(admin, 'staff');
  const clients: string[] = [];
  for (let i = 0; i < CLIENTS; i++) clients.push(await newUser(admin, 'client', trainer));

  // The flow, saved as the trainer through the RPC.
  await admin.query('begin');
  await admin.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [
    JSON.stringify({ role: 'authenticated', sub: trainer }),
  ]);
  const saved = await admin.query<{ id: string }>(`select public.save_automation_flow($1::jsonb, $2::jsonb) as id`, [
    JSON.stringify({ kind: 'autoflow', name: 'Parity flow', trigger_kind: 'date', trigger_date: '2027-09-06' }),
    JSON.stringify([
      { day_offset: 0, time_of_day: '09:00', action: 'message', message_body: 'Hello {first_name}' },
      { day_offset: 0, time_of_day: '09:00', action: 'task', task_title: 'Call {first_name}' },
    ]),
  ]);
  await admin.query('commit');
  const flowId = saved.rows[0]!.id;

  // A default weekly check-in form due on Mondays (2027-09-06 is one).
  await admin.query(
    `insert into public.check_in_forms (coach_id, client_id, questions, due_weekday)
     values ($1, null, '[{"id": "energy", "kind": "energy", "label": "Energy"}]', 1)`,
    [trainer],
  );

  const runners = (at: string) =>
    race(
      socketDir,
      Array.from({ length: RUNNERS }, () => ({
        sub: trainer,
        role: 'service_role' as const,
        sql: `select public.run_automations($1)`,
        params: [at],
      })),
    );

  // Enrolment: the studio's 00:01 on that date (UTC studio by the scheduling check), nothing due yet.
  const enrolling = tally(await runners('2027-09-06T00:01:00Z'));
  if (enrolling.ok !== RUNNERS) failures.push(`enrolling runners: ${JSON.stringify(enrolling)}`);
  const enrolments = await admin.query<{ count: string; clients: string }>(
    `select count(*), count(distinct client_id) as clients from public.automation_enrolments where flow_id = $1`,
    [flowId],
  );
  if (enrolments.rows[0]?.count !== String(CLIENTS) || enrolments.rows[0]?.clients !== String(CLIENTS)) {
    failures.push(`enrolments from ${RUNNERS} runners at once: ${JSON.stringify(enrolments.rows[0])}`);
  }

  // The steps fall due: eight runners at once.
  const running = tally(await runners('2027-09-06T09:00:00Z'));
  if (running.ok !== RUNNERS) failures.push(`running runners: ${JSON.stringify(running)}`);
  const runs = await admin.query<{ status: string; attempts: number; count: string }>(
    `select r.status, r.attempts, count(*) from public.automation_step_runs r
     join public.automation_enrolments e on e.id = r.enrolment_id
     where e.flow_id = $1 group by 1, 2`,
    [flowId],
  );
  const summary = runs.rows.map((row) => `${row.status}/${row.attempts}: ${row.count}`).join(', ');
  if (summary !== `done/1: ${CLIENTS * 2}`) failures.push(`runs after ${RUNNERS} runners at once: ${summary}`);
  const allMessages = await admin.query<{ count: string }>(
    `select count(*) from public.messages where sender_id = $1`,
    [trainer],
  );
  if (allMessages.rows[0]?.count !== String(CLIENTS)) {
    failures.push(`messages sent: ${allMessages.rows[0]?.count} (expected ${CLIENTS})`);
  }
  const tasks = await admin.query<{ count: string }>(
    `select count(*) from public.trainer_tasks where trainer_id = $1`,
    [trainer],
  );
  if (tasks.rows[0]?.count !== String(CLIENTS)) failures.push(`tasks made: ${tasks.rows[0]?.count}`);
  const notes = await admin.query<{ count: string }>(
    `select count(*) from public.notifications where recipient_id = any ($1) and kind = 'message'`,
    [clients],
  );
  if (notes.rows[0]?.count !== String(CLIENTS)) failures.push(`message notifications: ${notes.rows[0]?.count}`);
  const reminders = await admin.query<{ count: string; clients: string }>(
    `select count(*), count(distinct recipient_id) as clients from public.notifications
     where recipient_id = any ($1) and dedupe_key like 'check_in_reminder:%'`,
    [clients],
  );
  if (reminders.rows[0]?.count !== String(CLIENTS) || reminders.rows[0]?.clients !== String(CLIENTS)) {
    failures.push(`check-in reminders from ${RUNNERS} runners at once: ${JSON.stringify(reminders.rows[0])}`);
  }
  return failures;
}
