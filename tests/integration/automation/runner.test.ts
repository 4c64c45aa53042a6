import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ofKind } from '../notifications/support';
import {
  cleanup,
  createService,
  freshClient,
  freshClients,
  freshTrainer,
  rpc,
  setStudio,
  svc,
} from '../scheduling/support';
import { enrolmentsOf, instants, localDate, messagesBetween, runAt, runsOf, saveFlow, type StepInput } from './support';

// The automation runner (issue 31, docs/automation.md), against the embedded backend: due times in
// the studio's time zone across daylight saving, each step once even with two runners at once,
// nothing for a paused client or flow, a trigger that stays true enrols once, failures retried and
// shown, edits that change only what has not run, booking reminders once each, and the welcome
// message that reaches the client's inbox as their trainer's with one notification.

const TZ = 'Europe/London';

beforeAll(async () => {
  await setStudio({ time_zone: TZ, reminder_hours: [24, 2] });
});
afterAll(cleanup);

const dayStep = (day: number, body = `Day ${day}, {first_name}`): StepInput => ({
  day_offset: day,
  time_of_day: '09:00',
  action: 'message',
  message_body: body,
});

/** A trainer with clients and an autoflow that starts on `date` for all of them. */
async function dateFlow(date: string, steps: StepInput[], clients = 1) {
  const trainer = await freshTrainer({ hours: false });
  const people = await freshClients(clients, trainer.id);
  const flowId = await saveFlow(
    trainer.client,
    { kind: 'autoflow', name: `From ${date}`, trigger_kind: 'date', trigger_date: date },
    steps,
  );
  return { trainer, people, flowId };
}

describe('due times', () => {
  it('puts day 1, 3 and 7 at 09:00 studio time across the change to summer time (end of March)', async () => {
    const { flowId } = await dateFlow('2027-03-26', [dayStep(1), dayStep(3), dayStep(7)]);
    await runAt('2027-03-26T10:00:00Z');
    const runs = await runsOf(flowId);
    // 27 March is still GMT; the clocks go forward on Sunday 28 March: 09:00 BST is 08:00 UTC.
    expect(instants(runs.map((run) => run.due_at))).toEqual([
      '2027-03-27T09:00:00.000Z',
      '2027-03-29T08:00:00.000Z',
      '2027-04-02T08:00:00.000Z',
    ]);
    // And each runs at that minute, not before.
    await runAt('2027-03-29T07:59:00Z');
    expect((await runsOf(flowId)).map((run) => run.status)).toEqual(['done', 'pending', 'pending']);
    await runAt('2027-03-29T08:00:00Z');
    expect((await runsOf(flowId)).map((run) => run.status)).toEqual(['done', 'done', 'pending']);
  });

  it('puts them at 09:00 studio time across the change back (end of October)', async () => {
    const { flowId } = await dateFlow('2027-10-29', [dayStep(1), dayStep(3), dayStep(7)]);
    await runAt('2027-10-29T10:00:00Z');
    // 30 October is BST (08:00 UTC); the clocks go back on Sunday 31 October.
    expect(instants((await runsOf(flowId)).map((run) => run.due_at))).toEqual([
      '2027-10-30T08:00:00.000Z',
      '2027-11-01T09:00:00.000Z',
      '2027-11-05T09:00:00.000Z',
    ]);
  });
});

describe('each step once', () => {
  it('runs every due step once when two runners overlap (two connections at once)', async () => {
    const { trainer, people, flowId } = await dateFlow(
      '2027-05-03',
      [dayStep(0, 'First, {first_name}'), dayStep(0, 'Second, {first_name}')],
      3,
    );
    const [first, second] = await Promise.all([
      runAt('2027-05-03T10:00:00Z', true),
      runAt('2027-05-03T10:00:00Z', true),
    ]);
    expect((first?.done ?? 0) + (second?.done ?? 0)).toBe(6);
    const runs = await runsOf(flowId);
    expect(runs.map((run) => [run.status, run.attempts])).toEqual(Array.from({ length: 6 }, () => ['done', 1]));
    for (const person of people) {
      expect((await messagesBetween(trainer.id, person.id)).map((m) => m.body).sort()).toEqual([
        'First, Client',
        'Second, Client',
      ]);
    }
    // A later runner finds nothing left to do.
    await runAt('2027-05-03T10:05:00Z');
    expect(await enrolmentsOf(flowId)).toHaveLength(3);
    expect((await enrolmentsOf(flowId)).every((e) => e.status === 'completed')).toBe(true);
  });
});

describe('pausing', () => {
  it('runs nothing for a paused client, and nothing at all in a paused flow', async () => {
    const { trainer, people, flowId } = await dateFlow('2027-06-07', [dayStep(0), dayStep(1)], 2);
    const [paused, running] = people as [(typeof people)[0], (typeof people)[0]];
    await runAt('2027-06-07T00:30:00Z'); // enrolled; the 09:00 step not due yet
    const enrolment = (await enrolmentsOf(flowId)).find((e) => e.client_id === paused.id)!;
    expect(
      (
        await rpc(trainer.client, 'set_automation_enrolment_status', {
          p_enrolment_id: enrolment.id,
          p_status: 'paused',
        })
      ).error,
    ).toBeNull();
    await runAt('2027-06-07T10:00:00Z');
    expect(await messagesBetween(trainer.id, paused.id)).toEqual([]);
    expect(await messagesBetween(trainer.id, running.id)).toHaveLength(1);

    // The whole flow paused: the next day's step waits too.
    expect(
      (await rpc(trainer.client, 'set_automation_flow_status', { p_flow_id: flowId, p_status: 'paused' })).error,
    ).toBeNull();
    await runAt('2027-06-08T10:00:00Z');
    expect(await messagesBetween(trainer.id, running.id)).toHaveLength(1);
    expect(await messagesBetween(trainer.id, paused.id)).toEqual([]);

    // Resumed: what is due runs, for the client who is not paused.
    await rpc(trainer.client, 'set_automation_flow_status', { p_flow_id: flowId, p_status: 'active' });
    await runAt('2027-06-08T10:01:00Z');
    expect(await messagesBetween(trainer.id, running.id)).toHaveLength(2);
    expect(await messagesBetween(trainer.id, paused.id)).toEqual([]);
  });

  it('refuses pausing a flow or client of another trainer (as not found)', async () => {
    const { flowId } = await dateFlow('2027-06-14', [dayStep(0)]);
    const stranger = await freshTrainer({ hours: false });
    const answer = await rpc(stranger.client, 'set_automation_flow_status', { p_flow_id: flowId, p_status: 'paused' });
    expect(answer.error?.code).toBe('PT404');
  });
});

describe('triggers', () => {
  it('enrols a client once while the trigger stays true, and again only after it was false', async () => {
    const trainer = await freshTrainer({ hours: false });
    const client = await freshClient(trainer.id);
    const flowId = await saveFlow(
      trainer.client,
      { kind: 'autoflow', name: 'No visit in 3 days', trigger_kind: 'no_visit', trigger_days: 3 },
      [{ day_offset: 0, time_of_day: '00:00', action: 'message', message_body: 'We miss you, {first_name}' }],
    );
    const t1 = new Date(Date.now() + 10 * 86_400_000);
    const at = (hours: number) => new Date(t1.getTime() + hours * 3_600_000);
    await runAt(t1);
    await runAt(at(1));
    expect(await enrolmentsOf(flowId)).toHaveLength(1);
    expect(await messagesBetween(trainer.id, client.id)).toHaveLength(1);

    // A visit: the trigger is false, the enrolment notes it.
    const visit = await svc()
      .from('check_ins')
      .insert({ client_id: client.id, checked_in_at: at(2).toISOString(), method: 'manual' });
    expect(visit.error).toBeNull();
    await runAt(at(3));
    const [cleared] = await enrolmentsOf(flowId);
    expect(cleared?.trigger_cleared_at).not.toBeNull();

    // Three days without a visit again: a second enrolment, and a second message.
    await runAt(at(2 + 72 + 1));
    expect(await enrolmentsOf(flowId)).toHaveLength(2);
    expect(await messagesBetween(trainer.id, client.id)).toHaveLength(2);
  });

  it('shows who would enter a flow now', async () => {
    const { people, flowId, trainer } = await dateFlow(localDate(TZ), [dayStep(1)], 2);
    const answer = await rpc<{ client_id: string; reason: string }[]>(trainer.client, 'automation_flow_preview', {
      p_flow_id: flowId,
    });
    expect(answer.error).toBeNull();
    expect(answer.data?.map((row) => row.client_id).sort()).toEqual(people.map((p) => p.id).sort());
  });
});

describe('failures and edits', () => {
  it('retries a failing step up to 3 attempts, then marks it failed with the error, in the timeline', async () => {
    const trainer = await freshTrainer({ hours: false });
    await freshClient(trainer.id);
    const collection = await svc()
      .from('on_demand_collections')
      .insert({ kind: 'resources', title: 'Runner probe', is_published: true })
      .select('id')
      .single<{ id: string }>();
    const flowId = await saveFlow(
      trainer.client,
      { kind: 'autoflow', name: 'Give the guide', trigger_kind: 'date', trigger_date: '2027-07-05' },
      [{ day_offset: 0, time_of_day: '09:00', action: 'assign_collection', collection_id: collection.data!.id }],
    );
    await svc().from('on_demand_collections').delete().eq('id', collection.data!.id);
    await runAt('2027-07-05T10:00:00Z');
    await runAt('2027-07-05T10:01:00Z');
    expect((await runsOf(flowId)).map((run) => [run.status, run.attempts])).toEqual([['pending', 2]]);
    await runAt('2027-07-05T10:02:00Z');
    await runAt('2027-07-05T10:03:00Z');
    const [run] = await runsOf(flowId);
    expect([run?.status, run?.attempts, run?.last_error]).toEqual([
      'failed',
      3,
      'The on-demand collection of this step no longer exists',
    ]);
    const timeline = await rpc<{ run_status: string; last_error: string }[]>(
      trainer.client,
      'automation_flow_timeline',
      {
        p_flow_id: flowId,
      },
    );
    expect(timeline.data?.map((row) => [row.run_status, row.last_error])).toEqual([
      ['failed', 'The on-demand collection of this step no longer exists'],
    ]);
  });

  it('changes only steps not yet run when a flow is edited, and refuses a stale revision', async () => {
    const { trainer, people, flowId } = await dateFlow('2027-08-02', [dayStep(0), dayStep(2)]);
    await runAt('2027-08-02T10:00:00Z');
    const before = await runsOf(flowId);
    expect(before.map((run) => run.status)).toEqual(['done', 'pending']);
    const { data: steps } = await svc()
      .from('automation_steps')
      .select('id, position')
      .eq('flow_id', flowId)
      .order('position');
    const [first, second] = steps as { id: string }[];
    await saveFlow(
      trainer.client,
      { id: flowId },
      [{ ...dayStep(0, 'Edited day 0'), id: first!.id }, { ...dayStep(4), id: second!.id }, dayStep(6)],
      1,
    );
    const after = await runsOf(flowId);
    expect(after[0]).toMatchObject({ status: 'done', due_at: before[0]!.due_at, ran_at: before[0]!.ran_at });
    expect(instants(after.slice(1).map((run) => run.due_at))).toEqual([
      '2027-08-06T08:00:00.000Z',
      '2027-08-08T08:00:00.000Z',
    ]);
    expect(after.slice(1).map((run) => run.status)).toEqual(['pending', 'pending']);
    expect((await messagesBetween(trainer.id, people[0]!.id)).map((m) => m.body)).toEqual(['Day 0, Client']);

    const stale = await trainer.client.rpc('save_automation_flow', {
      p_flow: { id: flowId },
      p_steps: [],
      p_revision: 1,
    });
    expect(stale.error?.code).toBe('PT409');
  });

  it('answers bad input with a clear 4xx', async () => {
    const trainer = await freshTrainer({ hours: false });
    const bad = await trainer.client.rpc('save_automation_flow', {
      p_flow: { kind: 'autoflow', name: 'x', trigger_kind: 'no_visit' },
      p_steps: [],
    });
    expect([bad.error?.code, bad.error?.message]).toEqual([
      '22023',
      'Say how many days (trigger_days) this trigger waits for',
    ]);
    const forEveryone = await trainer.client.rpc('save_automation_flow', {
      p_flow: { kind: 'onboarding', name: 'x', trainer_id: null },
      p_steps: [],
    });
    expect(forEveryone.error?.code).toBe('42501');
    const badStep = await trainer.client.rpc('save_automation_flow', {
      p_flow: { kind: 'onboarding', name: 'x' },
      p_steps: [{ day_offset: 400, action: 'message', message_body: 'hi' }],
    });
    expect([badStep.error?.code, badStep.error?.message]).toEqual([
      '22023',
      'Step 1: day_offset must be a whole number from 0 to 365',
    ]);
  });
});

describe('onboarding', () => {
  it("welcomes a client who joins the trainer: the trainer's message in their inbox, one notification", async () => {
    const trainer = await freshTrainer({ hours: false });
    const flowId = await saveFlow(trainer.client, { kind: 'onboarding', name: 'Welcome' }, [
      { day_offset: 0, time_of_day: '00:00', action: 'message', message_body: 'Welcome, {first_name}!' },
      { day_offset: 0, time_of_day: '00:00', action: 'task', task_title: 'Call {first_name}' },
    ]);
    const client = await freshClient(trainer.id);
    await runAt(new Date());
    await runAt(new Date(Date.now() + 60_000));
    const [enrolment] = await enrolmentsOf(flowId);
    expect(enrolment?.client_id).toBe(client.id);

    // The client's own view of the inbox.
    const inbox = await client.client.from('messages').select('sender_id, body').eq('recipient_id', client.id);
    expect(inbox.data).toEqual([{ sender_id: trainer.id, body: 'Welcome, Client!' }]);
    expect(await ofKind(client.id, 'message')).toHaveLength(1);
    expect(await ofKind(client.id, 'automation')).toHaveLength(0);

    // The task is the trainer's, with a notification of kind 'task'.
    const tasks = await trainer.client.from('trainer_tasks').select('title, client_id');
    expect(tasks.data).toEqual([{ title: 'Call Client', client_id: client.id }]);
    expect(await ofKind(trainer.id, 'task')).toHaveLength(1);
  });
});

describe('booking reminders', () => {
  it('reminds the client 24 hours and 2 hours before a booked session, once each', async () => {
    const trainer = await freshTrainer({ hours: false });
    const client = await freshClient(trainer.id);
    const serviceId = await createService({ name: 'Reminder probe', trainers: [trainer.id] });
    const startsAt = new Date(Math.ceil((Date.now() + 3 * 86_400_000) / 3_600_000) * 3_600_000);
    const endsAt = new Date(startsAt.getTime() + 3_600_000);
    const session = await svc()
      .from('service_sessions')
      .insert({
        service_id: serviceId,
        trainer_id: trainer.id,
        starts_at: startsAt.toISOString(),
        ends_at: endsAt.toISOString(),
        capacity: 1,
      })
      .select('id')
      .single<{ id: string }>();
    expect(session.error).toBeNull();
    const booking = await svc().from('bookings').insert({
      session_id: session.data!.id,
      service_id: serviceId,
      trainer_id: trainer.id,
      client_id: client.id,
      starts_at: startsAt.toISOString(),
      ends_at: endsAt.toISOString(),
    });
    expect(booking.error).toBeNull();
    const before = (hours: number) => new Date(startsAt.getTime() - hours * 3_600_000);

    await runAt(before(25));
    expect(await ofKind(client.id, 'booking_reminder')).toHaveLength(0);
    await runAt(before(23.9));
    await runAt(before(23.8));
    expect((await ofKind(client.id, 'booking_reminder')).map((n) => n.title)).toEqual(['Reminder probe in 1 day']);
    await runAt(before(1.9));
    await runAt(before(1.5));
    const reminders = await ofKind(client.id, 'booking_reminder');
    expect(reminders.map((n) => n.title)).toEqual(['Reminder probe in 1 day', 'Reminder probe in 2 hours']);
    expect(new Set(reminders.map((n) => n.dedupe_key)).size).toBe(2);
  });
});

describe('the runner’s clock', () => {
  it('refuses a time that is not a real one (infinity would make every future step due): 22023', async () => {
    for (const p_now of ['infinity', '-infinity', '1900-01-01T00:00:00Z', '2300-01-01T00:00:00Z']) {
      const { error } = await svc().rpc('run_automations', { p_now });
      expect(error?.code, p_now).toBe('22023');
    }
  });
});
