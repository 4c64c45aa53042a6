import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, freshClient, freshTrainer, svc, type Person } from '../scheduling/support';
import { answersOf, EVERY_QUESTION, messagesBetween, setForm, submit } from './support';

/**
 * Answering a weekly check-in (20261201200000_weekly_check_ins.sql): the form a client answers, one
 * answer per client per week whatever is retried, the summary message to the trainer, and bad input
 * refused with 400 and words.
 */

let trainer: Person;
let client: Person;
let defaultOnly: Person;
let unassigned: Person;

beforeAll(async () => {
  trainer = await freshTrainer({ hours: false });
  [client, defaultOnly, unassigned] = await Promise.all([
    freshClient(trainer.id),
    freshClient(trainer.id),
    freshClient(),
  ]);
  await setForm(trainer, null, [{ id: 'energy', kind: 'energy', label: 'Energy' }], 3);
  await setForm(trainer, client.id, EVERY_QUESTION, 1);
});

afterAll(cleanup);

describe('what is due', () => {
  it('gives a client their own form, else their trainer’s default, else nothing', async () => {
    const own = await client.client.rpc('my_weekly_check_in');
    expect(own.error).toBeNull();
    expect(own.data).toHaveLength(1);
    expect(own.data[0]).toMatchObject({ questions: EVERY_QUESTION, due_weekday: 1, answered_id: null });

    const fallback = await defaultOnly.client.rpc('my_weekly_check_in');
    expect(fallback.data[0]).toMatchObject({ due_weekday: 3, questions: [{ id: 'energy' }] });

    const none = await unassigned.client.rpc('my_weekly_check_in');
    expect(none.data).toEqual([]);
  });
});

describe('submitting', () => {
  it('saves once, however often the same answer is retried, with one summary message', async () => {
    const id = randomUUID();
    const answers = { energy: 4, sleep: 3, stress: 2, text: 'Good week.\nKnee fine.', 'custom-1': 'Mostly' };
    const first = await submit(client.client, id, answers);
    expect(first).toMatchObject({ data: 'saved', status: 200 });
    // The answer arrived but the reply was lost: the outbox sends it again, twice, at once.
    const retries = await Promise.all([submit(client.client, id, answers), submit(client.client, id, answers)]);
    expect(retries.map((r) => r.data)).toEqual(['duplicate', 'duplicate']);
    // A second device answering the same week is told it is answered, and nothing is written.
    const other = await submit(client.client, randomUUID(), { energy: 1 });
    expect(other.data).toBe('already_answered');

    const stored = await answersOf(client.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id, trainer_id: trainer.id, answers, questions: EVERY_QUESTION });
    const messages = await messagesBetween(client.id, trainer.id);
    expect(messages).toHaveLength(1);
    expect(stored[0]!.message_id).toBe(messages[0]!.id);
    const body = messages[0]!.body;
    expect(body).toMatch(/^Weekly check-in, week of \w{3} \d{2} \w{3}\n/);
    expect(body).toContain('Energy: 4/5\nSleep: 3/5\nStress: 2/5\nProgress photo: no photo\n');
    expect(body).toContain('How did the week go?: Good week.\nKnee fine.');
    expect(body).toContain('Did you hit your protein?: Mostly');

    const due = await client.client.rpc('my_weekly_check_in');
    expect(due.data[0].answered_id).toBe(id);
  });

  it('stamps the week and trainer itself, whatever the insert sends', async () => {
    const id = randomUUID();
    const { error } = await defaultOnly.client.from('weekly_check_ins').insert({
      id,
      client_id: defaultOnly.id,
      week_start: '2001-01-01',
      trainer_id: unassigned.id,
      questions: [{ id: 'x', kind: 'text', label: 'Forged' }],
      answers: { energy: 5 },
    });
    expect(error).toBeNull();
    const [row] = await answersOf(defaultOnly.id);
    expect(row!.week_start).not.toBe('2001-01-01');
    expect(row!.trainer_id).toBe(trainer.id);
    expect(row!.questions).toEqual([{ id: 'energy', kind: 'energy', label: 'Energy' }]);
  });

  it('refuses bad answers with 400 and words, writing nothing', async () => {
    const fresh = await freshClient(trainer.id);
    await setForm(trainer, fresh.id);
    const cases: [unknown, string | null, RegExp][] = [
      [{ energy: 6 }, null, /whole number from 1 to 5/],
      [{ energy: '4' }, null, /whole number from 1 to 5/],
      [{ energy: 2.5 }, null, /whole number from 1 to 5/],
      [{ nope: 'x' }, null, /does not match a question/],
      [{ text: 'x'.repeat(2001) }, null, /at most 2,000 characters/],
      [{ text: 'x'.repeat(70_000) }, null, /too long/],
      [{ text: '   ' }, null, /at least one question/],
      [{}, null, /at least one question/],
      [{ photo: 'a.png' }, null, /sent as a file/],
      [{}, `${client.id}/x.png`, /your own check-in photos/],
      [{}, `${fresh.id}/../x.png`, /your own check-in photos/],
      [[1, 2], null, /object of answers/],
    ];
    for (const [answers, photo, words] of cases) {
      const answer = await submit(fresh.client, randomUUID(), answers, photo);
      expect(answer.status, JSON.stringify(answers)).toBe(400);
      expect(answer.message).toMatch(words);
    }
    const bad = await submit(fresh.client, 'not-a-uuid', { energy: 1 });
    expect(bad.status).toBe(400);
    expect(await answersOf(fresh.id)).toEqual([]);
    expect(await messagesBetween(fresh.id, trainer.id)).toEqual([]);
  });

  it('refuses a client with no form, and staff answering', async () => {
    const none = await submit(unassigned.client, randomUUID(), { energy: 3 });
    expect(none.status).toBe(400);
    expect(none.message).toMatch(/not set up a weekly check-in/);
    const staff = await submit(trainer.client, randomUUID(), { energy: 3 });
    expect(staff.status).toBe(403);
  });

  it('takes a photo path in the client’s own folder and says so in the summary', async () => {
    const fresh = await freshClient(trainer.id);
    await setForm(trainer, fresh.id);
    const id = randomUUID();
    const saved = await submit(fresh.client, id, { energy: 5 }, `${fresh.id}/${id}.jpg`);
    expect(saved.data).toBe('saved');
    const [message] = await messagesBetween(fresh.id, trainer.id);
    expect(message!.body).toContain('Progress photo: photo added');
  });
});

describe('forms', () => {
  it('refuses malformed questions with 400', async () => {
    const bad: unknown[] = [
      [],
      {},
      [{ id: 'a', kind: 'mood', label: 'Mood' }],
      [{ id: 'A B', kind: 'text', label: 'x' }],
      [{ id: 'a', kind: 'text', label: '' }],
      [
        { id: 'a', kind: 'text', label: 'x' },
        { id: 'a', kind: 'text', label: 'y' },
      ],
      [
        { id: 'a', kind: 'photo', label: 'x' },
        { id: 'b', kind: 'photo', label: 'y' },
      ],
      Array.from({ length: 21 }, (_, i) => ({ id: `q${i}`, kind: 'text', label: 'x' })),
      Array.from({ length: 100_000 }, () => 1),
    ];
    for (const questions of bad) {
      const { error, status } = await trainer.client
        .from('check_in_forms')
        .insert({ coach_id: trainer.id, client_id: null, questions });
      expect(status, JSON.stringify(questions).slice(0, 80)).toBe(400);
      expect(error).not.toBeNull();
    }
    const { count } = await svc()
      .from('check_in_forms')
      .select('id', { count: 'exact', head: true })
      .eq('coach_id', trainer.id)
      .is('client_id', null);
    expect(count).toBe(1);
  });
});
