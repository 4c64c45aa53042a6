import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBackend, type LocalBackend } from '../../../supabase/local/backend';
import { demo } from '../support/clients';

// The embedded backend's automation clock (supabase/local/automation/local-automation.ts): a timer
// runs run_automations() by itself, tests move its clock, and POST /local-automation/run (dev and
// e2e servers only) runs it at a given time. A backend of its own, so its clock moves nobody else's.

const BASE = Date.parse('2027-02-01T12:00:00Z');
let backend: LocalBackend;
let plain: LocalBackend;

beforeAll(async () => {
  [backend, plain] = await Promise.all([
    createLocalBackend({
      dataDir: 'memory://',
      log: () => {},
      now: () => BASE,
      automationTimerMs: 100,
      automationTestClock: true,
    }),
    createLocalBackend({ dataDir: 'memory://', seed: false, log: () => {} }),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([backend?.close(), plain?.close()]);
});

const post = (target: LocalBackend, body: unknown) =>
  target.fetch(
    new Request('http://localhost/local-automation/run', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );

describe('the local automation clock', () => {
  it('runs the runner from its timer, at the backend clock', async () => {
    const joined = new Date(BASE - 60_000).toISOString();
    const { rows } = await backend.db.query<{ id: string }>(
      `insert into private.automation_joins (client_id, trainer_id, joined_at) values ($1, $2, $3) returning id`,
      [demo.client.id, demo.trainer.id, joined],
    );
    const id = rows[0]!.id;
    const processedAt = async () =>
      (
        await backend.db.query<{ processed_at: Date | string | null }>(
          'select processed_at from private.automation_joins where id = $1',
          [id],
        )
      ).rows[0]?.processed_at ?? null;
    const deadline = Date.now() + 10_000;
    while ((await processedAt()) === null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(new Date((await processedAt()) ?? 0).toISOString()).toBe(new Date(BASE).toISOString());
  });

  it('runs at a given time, and moves the clock on', async () => {
    const at = await post(backend, { at: '2027-03-01T09:00:00Z' });
    expect(at.status).toBe(200);
    expect(new Date(((await at.json()) as { now: string }).now).toISOString()).toBe('2027-03-01T09:00:00.000Z');

    const moved = await post(backend, { advanceMinutes: 1440 });
    expect(moved.status).toBe(200);
    expect(new Date(((await moved.json()) as { now: string }).now).getTime()).toBe(BASE + 86_400_000);
    expect(backend.localAutomation.clock().getTime()).toBe(BASE + 86_400_000);
    const summary = await backend.localAutomation.tick();
    expect(new Date(summary.now as string).getTime()).toBe(BASE + 86_400_000);
  });

  it('answers bad input with 400 and another method with 405', async () => {
    const bad = await post(backend, { at: 'tomorrow-ish' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: '"at" must be an ISO date-time' });
    expect((await post(backend, { advanceMinutes: 1.5 })).status).toBe(400);
    expect((await post(backend, [])).status).toBe(400);
    const get = await backend.fetch(new Request('http://localhost/local-automation/run'));
    expect(get.status).toBe(405);
  });

  it('is not served where the test clock is off (a production preview)', async () => {
    const answer = await post(plain, { advanceMinutes: 60 });
    expect(answer.status).toBe(404);
  });
});
