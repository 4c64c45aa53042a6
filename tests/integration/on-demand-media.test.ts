import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backend, demo, serviceClient, signedInClient } from './support/clients';

// Thumbnails and covers (docs/on-demand.md, "Storage"): staff store them under the item's own id,
// the columns refuse another item's folder, a client granted the collection signs (in one bulk
// request, as the staff lists and the client screens do) and downloads them, a client without the
// grant gets neither, and no client can upload one.
const BUCKET = 'on-demand';
const svc = serviceClient();
const png = () => {
  const bytes = new Uint8Array(64);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  bytes[20] = Math.floor(Math.random() * 255);
  return bytes;
};

let trainer: SupabaseClient;
let victor: SupabaseClient;
let casey: SupabaseClient;
const resourceId = randomUUID();
const collectionId = randomUUID();
const thumb = `${resourceId}/thumb-1.png`;
const cover = `${collectionId}/cover-1.webp`;

beforeAll(async () => {
  [trainer, victor, casey] = await Promise.all([
    signedInClient(demo.trainer.email),
    signedInClient(demo.virtualClient.email),
    signedInClient(demo.client.email),
  ]);
  for (const [path, type] of [
    [thumb, 'image/png'],
    [cover, 'image/webp'],
  ] as const) {
    const { error } = await trainer.storage.from(BUCKET).upload(path, png(), { contentType: type });
    expect(error).toBeNull();
  }
  const resource = await trainer.from('on_demand_resources').insert({
    id: resourceId,
    kind: 'link',
    title: 'Hip openers',
    url: 'https://example.com/hips',
    thumbnail_path: thumb,
    is_published: true,
    created_by: demo.trainer.id,
  });
  expect(resource.error).toBeNull();
  const collection = await trainer.from('on_demand_collections').insert({
    id: collectionId,
    kind: 'resources',
    title: 'Mobility',
    cover_path: cover,
    is_published: true,
    created_by: demo.trainer.id,
  });
  expect(collection.error).toBeNull();
  const wiring = await Promise.all([
    svc
      .from('on_demand_collection_items')
      .insert({ collection_id: collectionId, resource_id: resourceId, position: 0 }),
    svc
      .from('on_demand_grants')
      .insert({ collection_id: collectionId, audience: 'client', client_id: demo.virtualClient.id }),
  ]);
  for (const { error } of wiring) expect(error).toBeNull();
});

afterAll(async () => {
  await svc.from('on_demand_collections').delete().eq('id', collectionId);
  await svc.from('on_demand_resources').delete().eq('id', resourceId);
  await svc.storage.from(BUCKET).remove([thumb, cover]);
});

describe('thumbnails and covers', () => {
  it("the columns take only a path under the item's own id", async () => {
    const elsewhere = await trainer
      .from('on_demand_resources')
      .update({ thumbnail_path: `${collectionId}/thumb-2.png` })
      .eq('id', resourceId);
    expect(elsewhere.error?.code).toBe('23514');
    const coverElsewhere = await trainer
      .from('on_demand_collections')
      .update({ cover_path: `${resourceId}/cover-2.png` })
      .eq('id', collectionId);
    expect(coverElsewhere.error?.code).toBe('23514');
  });

  it('a granted client reads the row columns, signs both in one request and downloads them', async () => {
    const { data: rows } = await victor.from('on_demand_collections').select('cover_path').eq('id', collectionId);
    expect(rows).toEqual([{ cover_path: cover }]);
    const { data: resources } = await victor.from('on_demand_resources').select('thumbnail_path').eq('id', resourceId);
    expect(resources).toEqual([{ thumbnail_path: thumb }]);

    const { data, error } = await victor.storage.from(BUCKET).createSignedUrls([thumb, cover], 60);
    expect(error).toBeNull();
    for (const entry of data ?? []) {
      expect(entry.signedUrl).toMatch(/\/storage\/v1\/object\/sign\/on-demand\//);
      const response = await fetch(entry.signedUrl!);
      expect(response.status).toBe(200);
      expect((await response.arrayBuffer()).byteLength).toBe(64);
    }
    expect(data).toHaveLength(2);
  });

  it('a client without the grant gets no link and no bytes', async () => {
    const { data } = await casey.storage.from(BUCKET).createSignedUrls([thumb, cover], 60);
    for (const entry of data ?? []) expect(entry.signedUrl ?? null).toBeNull();
    expect((await casey.storage.from(BUCKET).download(thumb)).data).toBeNull();
    expect((await casey.storage.from(BUCKET).download(cover)).data).toBeNull();
  });

  it('no client uploads or replaces a thumbnail, even of an item granted to them', async () => {
    const upload = await victor.storage
      .from(BUCKET)
      .upload(`${resourceId}/thumb-3.png`, png(), { contentType: 'image/png' });
    expect(upload.error).not.toBeNull();
    const replace = await victor.storage.from(BUCKET).update(thumb, png(), { contentType: 'image/png' });
    expect(replace.error).not.toBeNull();
    const { data } = await svc.storage.from(BUCKET).list(resourceId);
    expect(data?.map((object) => object.name)).toEqual(['thumb-1.png']);
  });

  it('bulk signing answers bad bodies with 400', async () => {
    const token = (await trainer.auth.getSession()).data.session!.access_token;
    for (const body of [
      '{',
      '{}',
      '{"expiresIn":60}',
      '{"expiresIn":60,"paths":[1]}',
      '{"expiresIn":-1,"paths":["a/b"]}',
    ]) {
      const response = await fetch(`${backend().url}/storage/v1/object/sign/${BUCKET}`, {
        method: 'POST',
        headers: {
          apikey: backend().publishableKey,
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
        },
        body,
      });
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
    }
  });

  it('a GIF is no thumbnail the bucket stores', async () => {
    const { error } = await trainer.storage
      .from(BUCKET)
      .upload(`${resourceId}/thumb-4.gif`, png(), { contentType: 'image/gif' });
    expect(error?.message).toMatch(/mime type|not supported/i);
  });
});
