import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, demo, serviceClient, signedInClient } from './support/clients';

// Table-level RLS for assessments (every role, every operation) runs in rls/client-records.test.ts.
// Here: the values the database refuses, the seeded demo, and the lab-report bucket.

const BUCKET = 'assessment-reports';
const pdf = () => new TextEncoder().encode(`%PDF-1.4\n% lab report ${Math.random()}\n`);

let client: SupabaseClient;
let otherClient: SupabaseClient;
let trainer: SupabaseClient;
let otherTrainer: SupabaseClient;
let admin: SupabaseClient;

beforeAll(async () => {
  [client, otherClient, trainer, otherTrainer, admin] = await Promise.all([
    signedInClient(demo.client.email),
    signedInClient(demo.otherTrainersClient.email),
    signedInClient(demo.trainer.email),
    signedInClient(demo.otherTrainer.email),
    signedInClient(demo.admin.email),
  ]);
});

const scan = (data: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  client_id: demo.client.id,
  created_by: demo.trainer.id,
  type: 'body_scan',
  measured_on: '2026-11-01',
  data,
  ...extra,
});

describe('assessment values are checked by the database', () => {
  it('stores a valid body scan and refuses unknown markers, text and impossible values with a 400', async () => {
    const ok = await trainer
      .from('assessments')
      .insert(scan({ weightKg: 70.2, bodyFatPercent: 21 }))
      .select('id')
      .single();
    expect(ok.error).toBeNull();
    for (const data of [
      { weight: 70 },
      { weightKg: '70' },
      { bodyFatPercent: 250 },
      { weightKg: -5 },
      { glucoseMmolL: 5 }, // a blood marker on a body scan
      { weightKg: [70] },
    ]) {
      const { error, status } = await trainer.from('assessments').insert(scan(data));
      expect(error?.code, JSON.stringify(data)).toBe('23514');
      expect(status).toBe(400);
    }
    await serviceClient().from('assessments').delete().eq('id', ok.data!.id);
  });

  it('refuses a future date and a report path outside the client folder', async () => {
    const future = await trainer.from('assessments').insert(scan({ weightKg: 70 }, { measured_on: '2199-01-01' }));
    expect(future.error?.code).toBe('23514');
    const elsewhere = await trainer
      .from('assessments')
      .insert(scan({ weightKg: 70 }, { file_path: `${demo.otherTrainersClient.id}/report.pdf` }));
    expect(elsewhere.error?.code).toBe('23514');
    const traversal = await trainer
      .from('assessments')
      .insert(scan({ weightKg: 70 }, { file_path: `${demo.client.id}/../x.pdf` }));
    expect(traversal.error?.code).toBe('23514');
  });

  it('checks edits too', async () => {
    const { data } = await trainer
      .from('assessments')
      .insert(scan({ weightKg: 70 }))
      .select('id')
      .single();
    const bad = await trainer
      .from('assessments')
      .update({ data: { weightKg: 9000 } })
      .eq('id', data!.id);
    expect(bad.error?.code).toBe('23514');
    const good = await trainer
      .from('assessments')
      .update({ data: { weightKg: 71 } })
      .eq('id', data!.id)
      .select('data');
    expect(good.data?.[0]?.data).toEqual({ weightKg: 71 });
    await serviceClient().from('assessments').delete().eq('id', data!.id);
  });

  it("stores the lab's own ranges with a blood test and refuses bad ones with a clear 400", async () => {
    const blood = (labRanges: unknown) => ({
      ...scan({ ferritinUgL: 22 }),
      type: 'blood_test',
      lab_ranges: labRanges,
    });
    const ok = await trainer
      .from('assessments')
      .insert(blood({ ferritinUgL: [13, 150], vitaminDNmolL: [75, null] }))
      .select('id, lab_ranges')
      .single();
    expect(ok.error).toBeNull();
    expect(ok.data?.lab_ranges).toEqual({ ferritinUgL: [13, 150], vitaminDNmolL: [75, null] });
    // The row's RLS covers the ranges: the client reads them, another client does not.
    const own = await client.from('assessments').select('lab_ranges').eq('id', ok.data!.id).single();
    expect(own.data?.lab_ranges).toEqual({ ferritinUgL: [13, 150], vitaminDNmolL: [75, null] });
    expect((await otherClient.from('assessments').select('id').eq('id', ok.data!.id)).data).toEqual([]);

    const refused: [unknown, RegExp][] = [
      [{ ferritinUgL: [150, 13] }, /ferritinUgL: the low end must be below the high end/],
      [{ ferritinUgL: [20, 20] }, /low end must be below the high end/],
      [{ ferritinUgL: [-1, 150] }, /ferritinUgL must lie between 0 and 10000/],
      [{ ferritinUgL: [10, 20000] }, /must lie between/],
      [{ ferritinUgL: [null, null] }, /needs a low or a high end/],
      [{ ferritinUgL: ['13', 150] }, /must be \[low, high\] numbers/],
      [{ ferritinUgL: [13] }, /must be \[low, high\] numbers/],
      [{ weightKg: [50, 100] }, /unknown marker: weightKg/],
      [[1, 2], /must be an object/],
    ];
    for (const [labRanges, message] of refused) {
      const { error, status } = await trainer.from('assessments').insert(blood(labRanges));
      expect(error?.code, JSON.stringify(labRanges)).toBe('23514');
      expect(error?.message, JSON.stringify(labRanges)).toMatch(message);
      expect(status).toBe(400);
    }
    // A body scan's figures have no lab range; edits are checked too.
    const onScan = await trainer
      .from('assessments')
      .insert(scan({ weightKg: 70 }, { lab_ranges: { weightKg: [50, 90] } }));
    expect(onScan.error?.message).toMatch(/body scan has no lab reference ranges/);
    const edit = await trainer
      .from('assessments')
      .update({ lab_ranges: { ferritinUgL: [200, 100] } })
      .eq('id', ok.data!.id);
    expect(edit.error?.code).toBe('23514');
    expect(edit.status).toBe(400);
    await serviceClient().from('assessments').delete().eq('id', ok.data!.id);
  });

  it('seeds the demo client with dated body scans, a blood test and a DUTCH test', async () => {
    const { data } = await client.from('assessments').select('type').eq('client_id', demo.client.id);
    const count = (type: string) => (data ?? []).filter((row) => row.type === type).length;
    expect(count('body_scan')).toBeGreaterThanOrEqual(4);
    expect(count('blood_test')).toBeGreaterThanOrEqual(1);
    expect(count('urine_hormone_test')).toBeGreaterThanOrEqual(1);
    // Another client sees none of them.
    const other = await otherClient.from('assessments').select('id').eq('client_id', demo.client.id);
    expect(other.data).toEqual([]);
  });
});

describe('the private assessment-reports bucket', () => {
  const path = `${demo.client.id}/report-${Date.now()}.pdf`;

  beforeAll(async () => {
    const { error } = await trainer.storage.from(BUCKET).upload(path, pdf(), { contentType: 'application/pdf' });
    expect(error).toBeNull();
  });

  it('is private: anonymous users get nothing', async () => {
    const { data: bucket } = await serviceClient().storage.getBucket(BUCKET);
    expect(bucket?.public).toBe(false);
    expect((await anonClient().storage.from(BUCKET).download(path)).data).toBeNull();
  });

  it('lets the client, their trainer and admins read; not another client or an unassigned trainer', async () => {
    for (const reader of [client, trainer, admin]) {
      const { data, error } = await reader.storage.from(BUCKET).download(path);
      expect(error).toBeNull();
      expect(data?.size).toBeGreaterThan(10);
    }
    for (const outsider of [otherClient, otherTrainer]) {
      expect((await outsider.storage.from(BUCKET).download(path)).data).toBeNull();
      expect((await outsider.storage.from(BUCKET).createSignedUrl(path, 60)).data).toBeNull();
    }
    const signed = (await client.storage.from(BUCKET).createSignedUrl(path, 60)).data?.signedUrl;
    expect((await fetch(signed!)).status).toBe(200);
  });

  it('lets only staff write, and only into their own clients’ folders', async () => {
    const byClient = await client.storage
      .from(BUCKET)
      .upload(`${demo.client.id}/mine-${Date.now()}.pdf`, pdf(), { contentType: 'application/pdf' });
    expect(byClient.error).not.toBeNull();
    const byOtherTrainer = await otherTrainer.storage
      .from(BUCKET)
      .upload(`${demo.client.id}/sneaky-${Date.now()}.pdf`, pdf(), { contentType: 'application/pdf' });
    expect(byOtherTrainer.error).not.toBeNull();
    const byAdmin = await admin.storage
      .from(BUCKET)
      .upload(`${demo.otherTrainersClient.id}/admin-${Date.now()}.pdf`, pdf(), { contentType: 'application/pdf' });
    expect(byAdmin.error).toBeNull();
  });

  it('refuses other file types', async () => {
    const { error } = await trainer.storage
      .from(BUCKET)
      .upload(`${demo.client.id}/notes-${Date.now()}.txt`, new TextEncoder().encode('hi'), {
        contentType: 'text/plain',
      });
    expect(error).not.toBeNull();
  });

  it('lets the client not delete; their trainer may', async () => {
    await client.storage.from(BUCKET).remove([path]);
    expect((await serviceClient().storage.from(BUCKET).download(path)).data).not.toBeNull();
    await otherTrainer.storage.from(BUCKET).remove([path]);
    expect((await serviceClient().storage.from(BUCKET).download(path)).data).not.toBeNull();
    await trainer.storage.from(BUCKET).remove([path]);
    expect((await serviceClient().storage.from(BUCKET).download(path)).data).toBeNull();
  });
});
