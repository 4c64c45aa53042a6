import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, freshClients, freshTrainer, rpc, setStudio } from '../scheduling/support';
import { enrolmentsOf, localDate, runAt, saveFlow } from './support';

// Client tags as an automation condition (issue 33, 20261201700000_automation_tag_condition.sql):
// a flow with tags reaches only the clients carrying one; a trainer uses only their own tags; the
// condition is saved with the flow, in the same call, and a refused tag saves nothing.

const TZ = 'Europe/London';

beforeAll(async () => {
  await setStudio({ time_zone: TZ });
});
afterAll(cleanup);

async function tagOf(trainer: Awaited<ReturnType<typeof freshTrainer>>, name: string, clientIds: string[]) {
  const tag = await trainer.client.from('client_tags').insert({ name }).select('id').single<{ id: string }>();
  expect(tag.error).toBeNull();
  for (const clientId of clientIds) {
    const put = await trainer.client
      .from('client_tag_assignments')
      .insert({ tag_id: tag.data!.id, client_id: clientId });
    expect(put.error).toBeNull();
  }
  return tag.data!.id;
}

const step = { day_offset: 0, time_of_day: '23:59', action: 'task' as const, task_title: 'Call them' };

describe('a flow with a client tag condition', () => {
  it('enrols and previews only the clients with the tag', async () => {
    const trainer = await freshTrainer({ hours: false });
    const [tagged, untagged] = await freshClients(2, trainer.id);
    const tag = await tagOf(trainer, 'Marathon', [tagged!.id]);
    const today = localDate(TZ);
    const flowId = await saveFlow(
      trainer.client,
      { kind: 'autoflow', name: 'Marathon prep', trigger_kind: 'date', trigger_date: today, condition_tag_ids: [tag] },
      [step],
    );
    const saved = await trainer.client.from('automation_flows').select('condition_tag_ids').eq('id', flowId).single();
    expect(saved.data?.condition_tag_ids).toEqual([tag]);

    const preview = await rpc<{ client_id: string }[]>(trainer.client, 'automation_flow_preview', {
      p_flow_id: flowId,
    });
    expect(preview.error).toBeNull();
    expect(preview.data?.map((row) => row.client_id)).toEqual([tagged!.id]);

    await runAt(new Date());
    expect((await enrolmentsOf(flowId)).map((row) => row.client_id)).toEqual([tagged!.id]);
    expect(untagged).toBeDefined();
  });

  it('refuses another trainer’s tag, and a malformed list, saving nothing', async () => {
    const trainer = await freshTrainer({ hours: false });
    const other = await freshTrainer({ hours: false });
    const [client] = await freshClients(1, other.id);
    const foreign = await tagOf(other, 'Theirs', [client!.id]);
    const name = `Not saved ${Date.now()}`;
    for (const tags of [[foreign], ['not-an-id'], 'x', [1]]) {
      const answer = await trainer.client.rpc('save_automation_flow', {
        p_flow: { kind: 'autoflow', name, trigger_kind: 'date', trigger_date: '2027-01-04', condition_tag_ids: tags },
        p_steps: [step],
      });
      expect(answer.error?.code, JSON.stringify(tags)).toBe('22023');
    }
    const flows = await trainer.client.from('automation_flows').select('id').eq('name', name);
    expect(flows.data).toEqual([]);
  });

  it('keeps the tags when a later save leaves them out, and clears them with null', async () => {
    const trainer = await freshTrainer({ hours: false });
    const tag = await tagOf(trainer, 'Keep', []);
    const flow = { kind: 'autoflow', name: 'Keep tags', trigger_kind: 'date', trigger_date: '2027-01-04' };
    const flowId = await saveFlow(trainer.client, { ...flow, condition_tag_ids: [tag] }, [step]);
    const read = async () =>
      (await trainer.client.from('automation_flows').select('condition_tag_ids').eq('id', flowId).single()).data
        ?.condition_tag_ids;
    await saveFlow(trainer.client, { ...flow, id: flowId, name: 'Keep tags, renamed' }, [step]);
    expect(await read()).toEqual([tag]);
    await saveFlow(trainer.client, { ...flow, id: flowId, condition_tag_ids: null }, [step]);
    expect(await read()).toBeNull();
  });
});
