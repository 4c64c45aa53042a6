import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demo, serviceClient, signedInClient, uniqueEmail } from './support/clients';

// Who sees on-demand items (20261129200000_on_demand_schema.sql, docs/on-demand.md): grants by
// client type, by client, by membership plan (ending with the membership) and by credit pack
// (ending with its credits); the private on-demand bucket follows the same rule for downloads and
// signed URLs; the bucket refuses other file types; a stale reorder is refused.
const BUCKET = 'on-demand';
const svc = serviceClient();
const PT_CATEGORY = '00000000-0000-4000-8000-00000000d001';

const createdUsers: string[] = [];
const createdCollections: string[] = [];
const createdResources: string[] = [];
const createdPlans: string[] = [];
const createdPacks: string[] = [];
const createdOrders: string[] = [];

async function freshClient(
  clientType: 'programming' | 'virtual' | 'in-person',
): Promise<{ id: string; db: SupabaseClient }> {
  const email = uniqueEmail('ondemand');
  const { data, error } = await svc.auth.admin.createUser({
    email,
    password: DEMO_PASSWORD,
    email_confirm: true,
    user_metadata: { first_name: 'On', last_name: 'Demand' },
  });
  if (error || !data.user) throw new Error(`creating a client: ${error?.message}`);
  createdUsers.push(data.user.id);
  const typed = await svc.from('users').update({ client_type: clientType }).eq('id', data.user.id);
  if (typed.error) throw new Error(typed.error.message);
  return { id: data.user.id, db: await signedInClient(email) };
}

async function insert<T extends Record<string, unknown>>(table: string, row: T): Promise<T & { id: string }> {
  const withId = { id: randomUUID(), ...row };
  const { error } = await svc.from(table).insert(withId);
  if (error) throw new Error(`arranging ${table}: ${error.message}`);
  return withId;
}

/** A published resource in a published collection with the given grant. */
async function grantedResource(grant: Record<string, unknown>): Promise<string> {
  const resource = await insert('on_demand_resources', {
    kind: 'link',
    title: 'Hip mobility',
    url: 'https://example.com/hips',
    is_published: true,
  });
  createdResources.push(resource.id);
  const collection = await insert('on_demand_collections', {
    kind: 'resources',
    title: 'Mobility',
    is_published: true,
  });
  createdCollections.push(collection.id);
  await insert('on_demand_collection_items', { collection_id: collection.id, resource_id: resource.id, position: 0 });
  await insert('on_demand_grants', { collection_id: collection.id, ...grant });
  return resource.id;
}

async function sees(db: SupabaseClient, resourceId: string): Promise<boolean> {
  const { data, error } = await db.from('on_demand_resources').select('id').eq('id', resourceId);
  expect(error).toBeNull();
  return (data ?? []).length === 1;
}

let casey: SupabaseClient;
let trainer: SupabaseClient;

beforeAll(async () => {
  [casey, trainer] = await Promise.all([signedInClient(demo.client.email), signedInClient(demo.trainer.email)]);
});

afterAll(async () => {
  await svc.from('on_demand_collections').delete().in('id', createdCollections);
  await svc.from('on_demand_resources').delete().in('id', createdResources);
  await svc.from('orders').delete().in('id', createdOrders);
  await svc.from('membership_plans').delete().in('id', createdPlans);
  await svc.from('packages').delete().in('id', createdPacks);
  for (const id of createdUsers) await svc.auth.admin.deleteUser(id);
});

describe('on-demand grants', () => {
  it('by client type: a virtual client sees the item, a programming client (Casey) does not', async () => {
    const virtual = await freshClient('virtual');
    const id = await grantedResource({ audience: 'client_type', client_type: 'virtual' });
    expect(await sees(virtual.db, id)).toBe(true);
    expect(await sees(casey, id)).toBe(false);
  });

  it('by client: only the client named', async () => {
    const named = await freshClient('programming');
    const id = await grantedResource({ audience: 'client', client_id: named.id });
    expect(await sees(named.db, id)).toBe(true);
    expect(await sees(casey, id)).toBe(false);
  });

  it('a draft collection or a draft item shows nothing, even when granted to everyone', async () => {
    const id = await grantedResource({ audience: 'everyone' });
    expect(await sees(casey, id)).toBe(true);
    await svc.from('on_demand_resources').update({ is_published: false }).eq('id', id);
    expect(await sees(casey, id)).toBe(false);
    expect(await sees(trainer, id)).toBe(true);
  });

  it('by membership plan: while the membership lasts, not after it ends', async () => {
    const holder = await freshClient('in-person');
    const plan = await insert('membership_plans', {
      name: `On-demand plan ${randomUUID()}`,
      category_id: PT_CATEGORY,
      price_minor: 1000,
    });
    createdPlans.push(plan.id);
    const id = await grantedResource({ audience: 'membership_plan', plan_id: plan.id });
    expect(await sees(holder.db, id)).toBe(false);

    const order = await insert('orders', {
      client_id: holder.id,
      kind: 'membership',
      plan_id: plan.id,
      description: 'On-demand plan',
      list_price_minor: 1000,
      amount_minor: 1000,
      currency: 'GBP',
      status: 'paid',
    });
    createdOrders.push(order.id);
    const membership = await insert('memberships', {
      client_id: holder.id,
      plan_id: plan.id,
      order_id: order.id,
      description: 'On-demand plan',
      price_minor: 1000,
      currency: 'GBP',
      billing_interval: 'month',
      current_period_start: new Date(Date.now() - 86_400_000).toISOString(),
      current_period_end: new Date(Date.now() + 29 * 86_400_000).toISOString(),
    });
    expect(await sees(holder.db, id)).toBe(true);

    await svc
      .from('memberships')
      .update({ status: 'ended', ended_at: new Date().toISOString() })
      .eq('id', membership.id);
    expect(await sees(holder.db, id)).toBe(false);
  });

  it('by credit pack: while a lot bought with it has credits and has not expired', async () => {
    const holder = await freshClient('in-person');
    const pack = await insert('packages', {
      name: `On-demand pack ${randomUUID()}`,
      category_id: PT_CATEGORY,
      credits: 1,
      price_minor: 1000,
    });
    createdPacks.push(pack.id);
    const id = await grantedResource({ audience: 'package', package_id: pack.id });
    const order = await insert('orders', {
      client_id: holder.id,
      kind: 'pack',
      package_id: pack.id,
      description: 'On-demand pack',
      list_price_minor: 1000,
      amount_minor: 1000,
      currency: 'GBP',
      status: 'paid',
    });
    createdOrders.push(order.id);
    const lot = await insert('credit_lots', {
      client_id: holder.id,
      category_id: PT_CATEGORY,
      granted: 1,
      order_id: order.id,
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    // A lot starts empty: no credits, no access.
    expect(await sees(holder.db, id)).toBe(false);
    const granted = await svc
      .from('credit_ledger')
      .insert({ lot_id: lot.id, client_id: holder.id, delta: 1, reason: 'grant' });
    expect(granted.error).toBeNull();
    expect(await sees(holder.db, id)).toBe(true);

    // The credits are gone (the housekeeping expires them with a ledger row): access ends.
    const spent = await svc
      .from('credit_ledger')
      .insert({ lot_id: lot.id, client_id: holder.id, delta: -1, reason: 'expire' });
    expect(spent.error).toBeNull();
    expect(await sees(holder.db, id)).toBe(false);

    // A lot past its expiry gives nothing, even with credits left on it.
    const stale = await insert('credit_lots', {
      client_id: holder.id,
      category_id: PT_CATEGORY,
      granted: 1,
      order_id: (
        await insert('orders', {
          client_id: holder.id,
          kind: 'pack',
          package_id: pack.id,
          description: 'On-demand pack, old',
          list_price_minor: 1000,
          amount_minor: 1000,
          currency: 'GBP',
          status: 'paid',
        })
      ).id,
      expires_at: new Date(Date.now() - 60_000).toISOString(),
    });
    createdOrders.push(String(stale.order_id));
    await svc.from('credit_ledger').insert({ lot_id: stale.id, client_id: holder.id, delta: 1, reason: 'grant' });
    expect(await sees(holder.db, id)).toBe(false);
  });

  it("a workout's follow-along video is visible with the granted workout", async () => {
    const named = await freshClient('programming');
    const video = await insert('on_demand_resources', {
      kind: 'link',
      title: 'Follow along',
      url: 'https://example.com/v',
      is_published: true,
    });
    createdResources.push(video.id);
    const workout = await insert('workouts', { name: 'Home session', created_by: demo.trainer.id });
    const offered = await insert('on_demand_workouts', {
      workout_id: workout.id,
      video_resource_id: video.id,
      is_published: true,
    });
    const collection = await insert('on_demand_collections', { kind: 'workouts', title: 'Home', is_published: true });
    createdCollections.push(collection.id);
    await insert('on_demand_collection_items', { collection_id: collection.id, workout_id: offered.id, position: 0 });
    await insert('on_demand_grants', { collection_id: collection.id, audience: 'client', client_id: named.id });
    expect(await sees(named.db, video.id)).toBe(true);
    expect(await sees(casey, video.id)).toBe(false);
    await svc.from('workouts').delete().eq('id', workout.id);
  });
});

describe('the private on-demand bucket', () => {
  const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a]);

  it('is private, with its size ceiling and types (videos, PDFs, images)', async () => {
    const { data } = await svc.storage.getBucket(BUCKET);
    expect(data?.public).toBe(false);
    expect(data?.file_size_limit).toBe(524288000);
    expect(data?.allowed_mime_types).toEqual(expect.arrayContaining(['video/mp4', 'application/pdf', 'image/jpeg']));
  });

  it('lets a client with a grant download and sign the file; without one, neither', async () => {
    const named = await freshClient('programming');
    const id = randomUUID();
    const path = `${id}/guide.pdf`;
    const upload = await trainer.storage.from(BUCKET).upload(path, pdf, { contentType: 'application/pdf' });
    expect(upload.error).toBeNull();
    await insert('on_demand_resources', {
      id,
      kind: 'document',
      title: 'Guide',
      storage_path: path,
      is_published: true,
    });
    createdResources.push(id);
    const collection = await insert('on_demand_collections', {
      kind: 'resources',
      title: 'Guides',
      is_published: true,
    });
    createdCollections.push(collection.id);
    await insert('on_demand_collection_items', { collection_id: collection.id, resource_id: id, position: 0 });
    await insert('on_demand_grants', { collection_id: collection.id, audience: 'client', client_id: named.id });

    const mine = await named.db.storage.from(BUCKET).download(path);
    expect(mine.error).toBeNull();
    expect(mine.data?.size).toBe(pdf.length);
    const signed = await named.db.storage.from(BUCKET).createSignedUrl(path, 60);
    expect(signed.data?.signedUrl).toMatch(/\/storage\/v1\/object\/sign\/on-demand\//);
    // The signed address serves byte ranges, which a <video> needs to stream and seek.
    const ranged = await fetch(signed.data!.signedUrl, { headers: { Range: 'bytes=1-3' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 1-3/${pdf.length}`);
    expect(new Uint8Array(await ranged.arrayBuffer())).toEqual(pdf.slice(1, 4));

    const theirs = await casey.storage.from(BUCKET).download(path);
    expect(theirs.data).toBeNull();
    expect((await casey.storage.from(BUCKET).createSignedUrl(path, 60)).data).toBeNull();
    // A client cannot upload into the library either.
    const sneaky = await named.db.storage
      .from(BUCKET)
      .upload(`${id}/other.pdf`, pdf, { contentType: 'application/pdf' });
    expect(sneaky.error).not.toBeNull();

    await trainer.storage.from(BUCKET).remove([path]);
  });

  it('refuses a file type it does not store', async () => {
    const { error } = await trainer.storage
      .from(BUCKET)
      .upload(`${randomUUID()}/notes.txt`, new TextEncoder().encode('hello'), { contentType: 'text/plain' });
    expect(error?.message).toMatch(/mime type|not supported/i);
  });
});

describe("a client's progress", () => {
  // The same writes as the client screen (features/on-demand/client/api/progress.ts): one row per
  // client and item, made on first open, then only the fields given change.
  const write = (db: SupabaseClient, clientId: string, resourceId: string, fields: Record<string, unknown> = {}) =>
    db
      .from('on_demand_progress')
      .upsert(
        { client_id: clientId, resource_id: resourceId, workout_id: null, ...fields },
        { onConflict: 'client_id,resource_id,workout_id' },
      );

  it('records opened, position and completed on a granted item, in one row, read by the trainer', async () => {
    const id = await grantedResource({ audience: 'client', client_id: demo.client.id });
    expect((await write(casey, demo.client.id, id)).error).toBeNull();
    const first = await svc.from('on_demand_progress').select('opened_at').eq('resource_id', id).single();
    expect((await write(casey, demo.client.id, id, { position_seconds: 42 })).error).toBeNull();
    const done = new Date().toISOString();
    expect((await write(casey, demo.client.id, id, { completed_at: done })).error).toBeNull();
    const { data } = await svc.from('on_demand_progress').select('*').eq('resource_id', id);
    expect(data).toHaveLength(1);
    expect(data?.[0]).toMatchObject({
      client_id: demo.client.id,
      position_seconds: 42,
      opened_at: first.data?.opened_at,
    });
    expect(new Date(String(data?.[0]?.completed_at)).toISOString()).toBe(done);
    // Casey's trainer reads it (the client profile's section); the other trainer does not.
    // The section's read: the row with the item's title (staff read the whole library).
    const seen = await trainer
      .from('on_demand_progress')
      .select('resource_id, position_seconds, resource:on_demand_resources(title, kind)')
      .eq('resource_id', id);
    expect(seen.error).toBeNull();
    expect(seen.data).toEqual([
      { resource_id: id, position_seconds: 42, resource: { title: 'Hip mobility', kind: 'link' } },
    ]);
    const other = await signedInClient(demo.otherTrainer.email);
    expect((await other.from('on_demand_progress').select('resource_id').eq('resource_id', id)).data).toEqual([]);
  });

  it('is refused on an item not granted, and for another client', async () => {
    const id = await grantedResource({ audience: 'client_type', client_type: 'virtual' });
    expect((await write(casey, demo.client.id, id)).error?.code).toBe('42501');
    const virtual = await freshClient('virtual');
    expect((await write(virtual.db, demo.client.id, id)).error?.code).toBe('42501');
    expect((await write(virtual.db, virtual.id, id, { position_seconds: 5 })).error).toBeNull();
    expect((await write(virtual.db, virtual.id, id, { position_seconds: 86_401 })).error).not.toBeNull();
  });
});

describe('ordering a collection', () => {
  it('replaces the order against the revision loaded; a stale revision is refused', async () => {
    const a = await grantedResource({ audience: 'everyone' });
    const b = await grantedResource({ audience: 'everyone' });
    const collection = await insert('on_demand_collections', {
      kind: 'resources',
      title: 'Ordered',
      is_published: false,
    });
    createdCollections.push(collection.id);
    const first = await trainer.rpc('set_on_demand_collection_items', {
      p_collection_id: collection.id,
      p_item_ids: [a, b],
      p_revision: 1,
    });
    expect(first.error).toBeNull();
    expect(first.data).toBe(2);
    // A second editor who loaded revision 1 is told to reload; the first order stands.
    const stale = await trainer.rpc('set_on_demand_collection_items', {
      p_collection_id: collection.id,
      p_item_ids: [b, a],
      p_revision: 1,
    });
    expect(stale.error?.code).toBe('PT409');
    const { data } = await svc
      .from('on_demand_collection_items')
      .select('resource_id')
      .eq('collection_id', collection.id)
      .order('position');
    expect(data?.map((row) => row.resource_id)).toEqual([a, b]);
    const byClient = await casey.rpc('set_on_demand_collection_items', {
      p_collection_id: collection.id,
      p_item_ids: [b, a],
      p_revision: 2,
    });
    expect(byClient.error?.code).toBe('42501');
  });
});
