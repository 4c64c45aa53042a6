import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAt } from '../automation/support';
import { ofKind } from '../notifications/support';
import { cleanup, freshClient, freshTrainer, setStudio, setUserStatus, type Person } from '../scheduling/support';
import { setForm, submit } from './support';

/**
 * Check-in reminders (20261201800000_check_in_reminders.sql): on the day a client's weekly check-in
 * is due, from 09:00 studio time, one notification to a client who has not answered, by the same
 * runner as automations; once per week however many runners; nothing on other days, nothing for a
 * client who answered, is inactive or has no form. Times are across both daylight-saving changes.
 */

const TZ = 'Europe/London';
const KEY = 'check_in_reminder';

let trainer: Person;

beforeAll(async () => {
  await setStudio({ time_zone: TZ, week_start: 1 });
  trainer = await freshTrainer({ hours: false });
  // The trainer's default form is due on Wednesdays.
  await setForm(trainer, null, [{ id: 'energy', kind: 'energy', label: 'Energy' }], 3);
});
afterAll(cleanup);

const remindersOf = async (client: Person) =>
  (await ofKind(client.id, 'automation')).filter((row) => row.dedupe_key?.startsWith(`${KEY}:`));

describe('when a reminder goes', () => {
  it('reminds on the due day from 09:00 studio time (summer time), once, even with runners at once', async () => {
    const client = await freshClient(trainer.id);
    // Wednesday 31 March 2027 is BST (the clocks went forward on the 28th): 09:00 is 08:00 UTC.
    await runAt('2027-03-31T07:59:00Z');
    expect(await remindersOf(client)).toEqual([]);
    await Promise.all([
      runAt('2027-03-31T08:00:00Z', true),
      runAt('2027-03-31T08:00:00Z', true),
      runAt('2027-03-31T08:01:00Z', true),
    ]);
    await runAt('2027-03-31T20:00:00Z');
    const reminders = await remindersOf(client);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({
      title: 'Your weekly check-in is due',
      link: '/',
      dedupe_key: `${KEY}:${client.id}:2027-03-29`,
      read_at: null,
    });
    // The next day is not the due day: nothing more (the key would refuse it anyway).
    await runAt('2027-04-01T08:00:00Z');
    expect(await remindersOf(client)).toHaveLength(1);
  });

  it('reminds at 09:00 GMT after the clocks go back, and again the next week', async () => {
    const client = await freshClient(trainer.id);
    // Wednesday 3 November 2027 is GMT (the clocks went back on 31 October): 09:00 is 09:00 UTC.
    await runAt('2027-11-03T08:59:00Z');
    expect(await remindersOf(client)).toEqual([]);
    await runAt('2027-11-03T09:00:00Z');
    await runAt('2027-11-10T09:05:00Z');
    expect((await remindersOf(client)).map((row) => row.dedupe_key)).toEqual([
      `${KEY}:${client.id}:2027-11-01`,
      `${KEY}:${client.id}:2027-11-08`,
    ]);
  });

  it('follows a client’s own form (due Monday) over the trainer’s default, and a runner down all day sends nothing late', async () => {
    const client = await freshClient(trainer.id);
    await setForm(trainer, client.id, [{ id: 'sleep', kind: 'sleep', label: 'Sleep' }], 1);
    // Wednesday is the default's day, not this client's.
    await runAt('2027-06-09T08:30:00Z');
    expect(await remindersOf(client)).toEqual([]);
    // Monday 14 June, 09:30 BST.
    await runAt('2027-06-14T08:30:00Z');
    expect((await remindersOf(client)).map((row) => row.dedupe_key)).toEqual([`${KEY}:${client.id}:2027-06-14`]);
    // The runner was down all Monday 21 June: on Tuesday nothing is sent for that week.
    await runAt('2027-06-22T08:30:00Z');
    expect(await remindersOf(client)).toHaveLength(1);
  });
});

describe('who gets none', () => {
  it('skips an inactive client and a client with no form', async () => {
    const inactive = await freshClient(trainer.id);
    await setUserStatus(inactive.id, 'inactive');
    const unassigned = await freshClient();
    await runAt('2027-09-15T08:30:00Z');
    expect(await remindersOf(inactive)).toEqual([]);
    expect(await remindersOf(unassigned)).toEqual([]);
  });

  it('skips a client who answered this week', async () => {
    const answered = await freshClient(trainer.id);
    const waiting = await freshClient(trainer.id);
    // Both due today (the real today, as an answer is stamped with the real week).
    const localToday = new Date().toLocaleDateString('en-CA', { timeZone: TZ });
    const weekday = new Date(`${localToday}T12:00:00Z`).getUTCDay();
    for (const person of [answered, waiting]) {
      await setForm(trainer, person.id, [{ id: 'energy', kind: 'energy', label: 'Energy' }], weekday);
    }
    expect((await submit(answered.client, randomUUID(), { energy: 4 })).data).toBe('saved');
    // 12:00 UTC on the studio's today: after 09:00 there whatever the offset.
    const noonLondon = new Date(`${localToday}T12:00:00Z`);
    await runAt(noonLondon);
    expect(await remindersOf(answered)).toEqual([]);
    expect(await remindersOf(waiting)).toHaveLength(1);
  });
});
